import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const meta = { title: 'ui/Primitives/Avatar', component: Avatar, args: { name: 'Ana Lopez' } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const Sizes = () => (
  <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
    <Avatar name="Ana Lopez" size="sm" />
    <Avatar name="operator@edc.example" />
    <Avatar name="Grid" size="lg" />
  </div>
);

export const Default: Story = {};
export const Email: Story = { args: { name: 'operator@edc.example' } };
export const AllSizes: Story = { render: Sizes };
export const Dark: Story = { render: Sizes, globals: { theme: 'dark' } };
