import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditorLoading } from './EditorLoading';

/** The dashboard editor's loading placeholder (spec part 1 §2). */
const meta: Meta<typeof EditorLoading> = {
  title: 'dashboard/EditorLoading',
  component: EditorLoading,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
