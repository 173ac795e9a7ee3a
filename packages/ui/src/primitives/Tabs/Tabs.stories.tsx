import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'short', label: 'Short Term', content: 'Hourly forecasts for the next 7 days.' },
  { id: 'long', label: 'Long Term', content: 'Monthly forecasts for the next 5 years.' },
  { id: 'risk', label: 'Risk', content: 'Net open position and mark-to-market.', disabled: true },
];

const meta = { title: 'ui/Primitives/Tabs', component: Tabs, args: { 'aria-label': 'Forecasts', tabs } } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'long' } };
export const ManualActivation: Story = { args: { activation: 'manual' } };
export const Dark: Story = { globals: { theme: 'dark' } };
