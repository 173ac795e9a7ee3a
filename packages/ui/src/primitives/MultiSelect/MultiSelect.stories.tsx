import type { Meta, StoryObj } from '@storybook/react-vite';
import { MultiSelect } from './MultiSelect';

const markets = ['ERCOT', 'PJM', 'MISO', 'NYISO', 'ISO-NE', 'CAISO', 'SPP'].map((m) => ({ value: m, label: m }));
const zones = Array.from({ length: 300 }, (_, i) => ({ value: `z${i + 1}`, label: `Load zone ${i + 1}` }));

const meta = {
  title: 'ui/Primitives/MultiSelect',
  component: MultiSelect,
  args: { label: 'Markets', options: markets, defaultValue: ['ERCOT', 'PJM'], placeholder: 'All markets' },
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Placeholder: Story = { args: { defaultValue: [] } };
export const Empty: Story = { args: { options: [], defaultValue: [] } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const ManyItems: Story = { args: { label: 'Load zone', options: zones, defaultValue: ['z1'] } };
export const Dark: Story = { globals: { theme: 'dark' } };
