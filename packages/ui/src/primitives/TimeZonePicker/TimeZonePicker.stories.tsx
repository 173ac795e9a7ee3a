import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeZonePicker } from './TimeZonePicker';

const meta = {
  title: 'ui/Primitives/TimeZonePicker',
  component: TimeZonePicker,
  args: { defaultValue: 'America/Chicago', offsetsAt: new Date('2026-07-01T12:00:00Z') },
} satisfies Meta<typeof TimeZonePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllZones: Story = {};
export const FewZones: Story = { args: { zones: ['America/Chicago', 'America/New_York', 'America/Los_Angeles', 'UTC'] } };
export const NoZones: Story = { args: { zones: [], defaultValue: 'UTC' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
