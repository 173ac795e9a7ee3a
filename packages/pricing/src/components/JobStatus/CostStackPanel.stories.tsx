import type { Meta, StoryObj } from '@storybook/react-vite';
import { costDifference, costStackOf } from '../../model/costStack';
import { STORY_JOB_FILES, STORY_JOBS } from '../../stories/storyAdapter';
import { CostStackPanel } from './CostStackPanel';

const rerun = costStackOf(STORY_JOB_FILES['job-4'].summary_price);
const first = costStackOf(STORY_JOB_FILES['job-1'].summary_price);
const job = STORY_JOBS.find((j) => j.jobId === 'job-4')!;
const repeated = STORY_JOBS.find((j) => j.jobId === 'job-1')!;

const meta: Meta<typeof CostStackPanel> = {
  title: 'pricing/CostStackPanel',
  component: CostStackPanel,
  args: { job, stack: rerun, repeats: repeated, difference: costDifference(rerun, first), previousTotalUsd: first.totalUsd, onClose: () => {} },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A rerun: shares and the difference per component against the run it repeats. */
export const Rerun: Story = {};
export const RerunDark: Story = { globals: { theme: 'dark' } };
/** A first run: shares only. */
export const FirstRun: Story = { args: { repeats: null, difference: undefined, stack: first, job: repeated } };
export const FirstRunDark: Story = { ...FirstRun, globals: { theme: 'dark' } };
