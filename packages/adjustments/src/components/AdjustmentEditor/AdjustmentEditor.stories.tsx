import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@loadline/ui';
import { StoryProvider } from '../../stories/storyAdapter';
import { storyEditorAdjustment } from '../../stories/storyEditor';
import { AdjustmentEditor } from './AdjustmentEditor';

const WEEK = storyEditorAdjustment();
const APPROVED = storyEditorAdjustment({ id: 'adj-approved', status: 'approved', name: 'Approved holiday load' });
const COLLEAGUE = storyEditorAdjustment({ id: 'adj-colleague', createdBy: 'usr-gcp-forecaster', name: 'Outage of a refinery (by a colleague)' });
const EMPTY = storyEditorAdjustment({ id: 'adj-empty', hours: 0, name: 'No rows' });

const meta: Meta<typeof AdjustmentEditor> = {
  title: 'adjustments/AdjustmentEditor',
  component: AdjustmentEditor,
  args: { adjustmentId: WEEK.adjustmentId, onOpen: () => {}, download: () => {}, gridHeight: 320 },
  decorators: [(Story) => (
    <ToastProvider>
      <StoryProvider adjustments={[WEEK, APPROVED, COLLEAGUE, EMPTY]}><Story /></StoryProvider>
    </ToastProvider>
  )],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A week of hourly COAST forecast, no version saved yet: chart, grid, filter and history panel, actions. */
export const Draft: Story = {};
export const DraftDark: Story = { globals: { theme: 'dark' } };

/** An approved adjustment: read-only, Copy into a new draft. */
export const Approved: Story = { args: { adjustmentId: APPROVED.adjustmentId } };
export const ApprovedDark: Story = { ...Approved, globals: { theme: 'dark' } };

/** A colleague's draft: read-only for the viewer, who can Approve it. */
export const ColleagueDraft: Story = { args: { adjustmentId: COLLEAGUE.adjustmentId } };

/** An adjustment without rows: 'No adjustment data'. */
export const Empty: Story = { args: { adjustmentId: EMPTY.adjustmentId } };
