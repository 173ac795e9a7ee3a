import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateBoundPicker } from './DateBoundPicker';

const meta = {
  title: 'ui/Primitives/DateBoundPicker',
  component: DateBoundPicker,
  args: { edge: 'start', defaultValue: { quantity: -11, multiplier: 'days', identifier: 'today', dateType: 'relative', value: '2026-11-01' }, anchors: { today: '2026-11-21' } },
} satisfies Meta<typeof DateBoundPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StartRelative: Story = {};
export const EndFixed: Story = { args: { edge: 'end', defaultValue: { quantity: 0, multiplier: 'days', identifier: 'today', dateType: 'fixed', value: '2026-11-21' } } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const EndFixedDark: Story = { ...EndFixed, globals: { theme: 'dark' } };
