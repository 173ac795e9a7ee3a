import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@loadline/ui';
import { StoryProvider } from '../../stories/storyAdapter';
import { Calculations } from './Calculations';

const meta: Meta<typeof Calculations> = {
  title: 'pricing/Calculations',
  component: Calculations,
  args: { userName: 'analyst@gulfcoast-power.test', onViewJobs: () => {}, now: () => new Date('2025-07-01T15:04:05Z') },
  decorators: [(Story) => <StoryProvider><ToastProvider><Story /></ToastProvider></StoryProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** No row yet: Import CSV, Remove duplicate rows, Add row; Run and Check Status disabled. */
export const Empty: Story = {};
export const EmptyDark: Story = { globals: { theme: 'dark' } };

/** A rerun: job-1's input rows reimported. */
export const Rerun: Story = { args: { rerunJobId: 'job-1' } };
export const RerunDark: Story = { ...Rerun, globals: { theme: 'dark' } };
