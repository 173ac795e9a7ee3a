import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxGroup } from './CheckboxGroup';

const opts = (n: number, name = 'Load zone') => Array.from({ length: n }, (_, i) => ({ value: `z${i + 1}`, label: `${name} ${i + 1}` }));

const meta = {
  title: 'ui/Primitives/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'EDC', options: opts(6, 'EDC'), defaultValue: ['z1'] },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const ManyItems: Story = { args: { label: 'Load zone', options: opts(500), defaultValue: ['z2', 'z3'] } };
export const ManyItemsDark: Story = { args: { label: 'Load zone', options: opts(500) }, globals: { theme: 'dark' } };
export const Empty: Story = { args: { options: [] } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
