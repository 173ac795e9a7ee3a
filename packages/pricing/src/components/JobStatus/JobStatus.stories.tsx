import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@loadline/ui';
import { STORY_JOBS, StoryProvider } from '../../stories/storyAdapter';
import { JobStatus } from './JobStatus';

const meta: Meta<typeof JobStatus> = {
  title: 'pricing/JobStatus',
  component: JobStatus,
  args: { onRerun: () => {}, openUrl: () => {}, timeZone: 'UTC', pollMs: 60_000 },
  decorators: [(Story) => <StoryProvider jobs={STORY_JOBS}><ToastProvider><Story /></ToastProvider></StoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state: In Queue, milestones (2 of 4), success, warning, error; Cost opens the stack. */
export const AllStates: Story = {};
export const AllStatesDark: Story = { globals: { theme: 'dark' } };

/** No job yet. */
export const Empty: Story = { decorators: [(Story) => <StoryProvider jobs={[]}><ToastProvider><Story /></ToastProvider></StoryProvider>] };
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
