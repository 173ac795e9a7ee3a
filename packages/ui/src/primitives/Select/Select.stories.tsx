import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const units = ['kWh', 'MWh', 'kW', 'MW'].map((u) => ({ value: u, label: u }));

const meta = {
  title: 'ui/Primitives/Select',
  component: Select,
  args: { label: 'Units', options: units, defaultValue: 'kWh' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Placeholder: Story = { args: { defaultValue: null, placeholder: 'Choose a unit' } };
export const Empty: Story = { args: { options: [], defaultValue: null } };
export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { defaultValue: null, error: 'A forecast must be selected' } };
export const Disabled: Story = { args: { disabled: true } };
export const ManyItems: Story = {
  args: { label: 'Load zone', options: Array.from({ length: 60 }, (_, i) => ({ value: `z${i}`, label: `Load zone ${i + 1}` })), defaultValue: 'z3' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const ErrorDark: Story = { args: { defaultValue: null, error: 'A forecast must be selected' }, globals: { theme: 'dark' } };
