import type { Meta, StoryObj } from '@storybook/react-vite';
import { HourConventionSwitch } from './HourConventionSwitch';

const meta = { title: 'ui/Primitives/HourConventionSwitch', component: HourConventionSwitch } satisfies Meta<typeof HourConventionSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HourEnding: Story = {};
export const HourBeginning: Story = { args: { defaultValue: false } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
