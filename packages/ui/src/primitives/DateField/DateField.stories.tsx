import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './DateField';

const meta = { title: 'ui/Primitives/DateField', component: DateField, args: { label: 'Start Date', defaultValue: '2026-11-01' } } satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: '' } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = { args: { defaultValue: '', error: 'No date range set' } };
export const Dark: Story = { globals: { theme: 'dark' } };
