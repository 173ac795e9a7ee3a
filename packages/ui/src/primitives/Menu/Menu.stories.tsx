import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Menu } from './Menu';

const meta = {
  title: 'ui/Primitives/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="secondary">Account</Button>,
    items: [
      { id: 'settings', label: 'Settings', disabled: true },
      { id: 'logout', label: 'Logout' },
    ],
    onSelect: () => {},
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
export const ManyItems: Story = {
  args: { defaultOpen: true, items: Array.from({ length: 20 }, (_, i) => ({ id: `c${i}`, label: `Cluster ${i + 1}` })) },
};
