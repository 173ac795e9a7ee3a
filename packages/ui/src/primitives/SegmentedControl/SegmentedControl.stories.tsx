import type { Meta, StoryObj } from '@storybook/react-vite';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'load', label: 'Load' },
  { value: 'meterCount', label: 'Meter Count' },
];

const meta = { title: 'ui/Primitives/SegmentedControl', component: SegmentedControl<string>, args: { label: 'Type', options } } satisfies Meta<typeof SegmentedControl<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
