import '@testing-library/jest-dom/vitest';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { applyCalcEdit, setSelected, toEditorRows, type EditorRow } from '../../model/editorRows';
import { storyEditorAdjustment } from '../../stories/storyEditor';
import { AdjustmentGrid } from './AdjustmentGrid';

const DAY = toEditorRows(
  storyEditorAdjustment({ hours: 48 }).summary.map((p) => ({ ...p, adjustmentCalculation: 'none' as const, adjustmentValue: null })),
  'America/Chicago',
  true,
);

function Live({ initial = DAY, spy }: { initial?: EditorRow[]; spy?: (rows: EditorRow[]) => void }) {
  const [rows, setRows] = useState(initial);
  spy?.(rows);
  return (
    <AdjustmentGrid
      rows={rows}
      height={400}
      onSelect={(ids, on) => setRows((r) => setSelected(r, new Set(ids), on))}
      onEditCalc={(id, edit) => setRows((r) => r.map((row) => (row.id === id ? applyCalcEdit(row, edit) : row)))}
    />
  );
}

const grid = () => screen.getByRole('grid', { name: 'Adjustment rows' });

describe('AdjustmentGrid', () => {
  it('shows the columns of the spec and virtualises the rows', () => {
    render(<Live />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Date', 'Hour', 'Attributes', 'Load (MWh)', 'Calc', 'New Load (MWh)']);
    expect(grid()).toHaveAttribute('aria-rowcount', '49');
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(48);
  });

  it('Shift+arrows extend a range, Space selects its rows', async () => {
    let last: EditorRow[] = [];
    render(<Live spy={(r) => (last = r)} />);
    grid().focus();
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{ArrowDown}{/Shift} ');
    expect(last.filter((r) => r.selected).map((r) => r.hourLabel)).toEqual(['HE2', 'HE3', 'HE4']);
    await userEvent.keyboard(' ');
    expect(last.some((r) => r.selected)).toBe(false);
  });

  it('typing edits the Calc cell; Enter commits and moves down', async () => {
    let last: EditorRow[] = [];
    render(<Live spy={(r) => (last = r)} />);
    grid().focus();
    await userEvent.keyboard('5%');
    const input = screen.getByRole('textbox', { name: /^Calc / });
    expect(input).toHaveValue('5%');
    await userEvent.keyboard('{Enter}');
    expect(last[0]).toMatchObject({ adjustmentCalculation: 'percent', adjustmentValue: 5 });
    expect(last[0]?.adjustedForecast).toBeCloseTo((DAY[0]?.forecast ?? 0) * 1.05, 2);
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Calc / }));
    await userEvent.keyboard('abc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent("'abc' is not a calculation");
    await userEvent.keyboard('{Escape}');
    expect(last[1]?.adjustmentCalculation).toBe('none');
  });

  it('Ctrl+C copies the range as TSV', async () => {
    render(<Live />);
    grid().focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    const setData = vi.fn();
    const event = createEvent.copy(grid());
    Object.defineProperty(event, 'clipboardData', { value: { setData } });
    fireEvent(grid(), event);
    expect(setData).toHaveBeenCalledWith('text/plain', `${DAY[0]?.date}\tHE1\n${DAY[1]?.date}\tHE2`);
  });

  it('read-only rows are not edited', async () => {
    render(<AdjustmentGrid rows={DAY} readOnly onSelect={() => {}} onEditCalc={() => {}} />);
    grid().focus();
    await userEvent.keyboard('5{Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
