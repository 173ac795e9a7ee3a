import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon, IconButton } from './IconButton';

const meta = {
  title: 'ui/Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Close', icon: <CloseIcon /> },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
