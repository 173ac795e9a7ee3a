import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvatarGroup } from './AvatarGroup';

const people = ['Ana Lopez', 'Ben Okafor', 'Chen Wei', 'Dana Smith', 'Eli Cohen', 'Farah Khan', 'Gus Ortiz', 'Hana Sato', 'Ivan Petrov'];

const meta = { title: 'ui/Primitives/AvatarGroup', component: AvatarGroup, args: { 'aria-label': 'Shared with', names: people.slice(0, 3) } } satisfies Meta<typeof AvatarGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const ManyItems: Story = { args: { names: people } };
export const Empty: Story = { args: { names: [] } };
export const Dark: Story = { args: { names: people }, globals: { theme: 'dark' } };
