import type { Meta, StoryObj } from '@storybook/react-vite';
import { VirtualList } from './VirtualList';

const zones = (n: number) => Array.from({ length: n }, (_, i) => `Load zone ${i + 1}`);

const meta = {
  title: 'ui/Primitives/VirtualList',
  component: VirtualList<string>,
  args: {
    items: zones(1000),
    role: 'list',
    'aria-label': 'Load zones',
    renderItem: (z: string) => <div role="listitem" style={{ lineHeight: '30px' }}>{z}</div>,
  },
} satisfies Meta<typeof VirtualList<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyItems: Story = {};
export const ManyItemsDark: Story = { globals: { theme: 'dark' } };
export const FewItems: Story = { args: { items: zones(5) } };
export const Empty: Story = { args: { items: [] } };
export const Dark: Story = { args: { items: zones(5) }, globals: { theme: 'dark' } };
