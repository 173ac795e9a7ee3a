import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulkActionDialog } from './BulkActionDialog';
import { PasteDialog } from './PasteDialog';
import { SaveDialog } from './SaveDialog';

const meta: Meta = { title: 'adjustments/EditorDialogs' };
export default meta;
type Story = StoryObj;

const TWENTY_FOUR = Array.from({ length: 24 }, (_, i) => (11_000 + i * 125.5).toFixed(2)).join('\n');

/** Bulk Action: a calculation and a value for the selected rows (spec part 1 §5). */
export const Bulk: Story = { render: () => <BulkActionDialog open selectedCount={40} onOpenChange={() => {}} onApply={() => {}} /> };
export const BulkDark: Story = { ...Bulk, globals: { theme: 'dark' } };

/** Paste from Spreadsheet with 24 numbers for 24 selected rows. */
export const Paste: Story = { render: () => <PasteDialog open selectedCount={24} defaultText={TWENTY_FOUR} onOpenChange={() => {}} onConfirm={() => {}} /> };
export const PasteDark: Story = { ...Paste, globals: { theme: 'dark' } };

/** Paste whose count differs: 'The pasted data does not match the amount of rows selected'. */
export const PasteMismatch: Story = { render: () => <PasteDialog open selectedCount={5} defaultText={TWENTY_FOUR} onOpenChange={() => {}} onConfirm={() => {}} /> };

const FIGURES = {
  rowsChanged: 25, totalDeltaMwh: 2841.5, peakDeltaMw: 612.3, peakAfter: { value: 15_012.3, timestamp: '2019-07-02T21:00:00Z' }, peakBefore: { value: 14_400, timestamp: '2019-07-02T21:00:00Z' },
};

/** Save on an older version: diff preview, reason and comment, the override warning. */
export const Save: Story = {
  render: () => <SaveDialog open figures={FIGURES} peakLabel="Jul 2, 2019, HE16" olderVersion="v.1" onOpenChange={() => {}} onSave={async () => true} />,
};
export const SaveDark: Story = { ...Save, globals: { theme: 'dark' } };
