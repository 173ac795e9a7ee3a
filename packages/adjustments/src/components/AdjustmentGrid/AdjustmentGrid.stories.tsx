import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { applyCalcEdit, setSelected, toEditorRows } from '../../model/editorRows';
import { storyEditorAdjustment } from '../../stories/storyEditor';
import { AdjustmentGrid } from './AdjustmentGrid';

/** A year of hourly rows (8,760) of the story forecast, hour ending, America/Chicago. */
const YEAR = toEditorRows(
  storyEditorAdjustment({ hours: 8760, from: '2019-01-01T06:00:00Z' }).summary.map((p) => ({ ...p, adjustmentCalculation: 'none' as const, adjustmentValue: null })),
  'America/Chicago',
  true,
);

function LiveGrid({ readOnly = false }: { readOnly?: boolean }) {
  const [rows, setRows] = useState(YEAR);
  return (
    <AdjustmentGrid
      rows={rows}
      readOnly={readOnly}
      onSelect={(ids, on) => setRows((r) => setSelected(r, new Set(ids), on))}
      onEditCalc={(id, edit) => setRows((r) => r.map((row) => (row.id === id ? applyCalcEdit(row, edit) : row)))}
    />
  );
}

const meta: Meta<typeof LiveGrid> = {
  title: 'adjustments/AdjustmentGrid',
  component: LiveGrid,
};
export default meta;
type Story = StoryObj<typeof meta>;

/** 8,760 rows, virtualised; select, edit Calc (+5, *1.05, 5%, =1200), copy as TSV. */
export const Year: Story = {};
export const YearDark: Story = { globals: { theme: 'dark' } };
/** Read-only (an approved adjustment): selection and copy only. */
export const ReadOnly: Story = { args: { readOnly: true } };
