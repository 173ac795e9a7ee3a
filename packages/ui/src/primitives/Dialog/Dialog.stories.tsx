import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'ui/Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Create New Dashboard',
    description: 'Name and describe the dashboard.',
    trigger: <Button>Create dashboard</Button>,
    children: (
      <label>
        Name <input defaultValue="Untitled" />
      </label>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Accept</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Blocked: Story = {
  args: {
    defaultOpen: true,
    title: 'Cannot delete dashboard',
    description: 'You cannot delete dashboards that you are currently sharing.',
    children: null,
    footer: <Button>OK</Button>,
  },
};
