import type { AdjustmentRow } from '@loadline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustmentsTexts } from '../texts';
import { applyBulkAction, bulkActionProblems } from './bulkAction';

const row = (id: string, forecast: number | null, selected: boolean): AdjustmentRow => ({
  id, date: '2024-07-02', hour: 1, day: 'Tuesday', forecast, adjustedForecast: forecast, adjustmentCalculation: 'none', adjustmentValue: null, selected,
});

describe('bulk action', () => {
  it('needs a calculation, a non-zero value and at least one selected row (spec part 1 §5)', () => {
    expect(bulkActionProblems({ calculation: 'add', value: 10 }, 1)).toEqual([]);
    expect(bulkActionProblems({ calculation: undefined, value: 10 }, 1)).toEqual([adjustmentsTexts.calculationRequired]);
    expect(bulkActionProblems({ calculation: 'none', value: 10 }, 1)).toEqual([adjustmentsTexts.calculationRequired]);
    expect(bulkActionProblems({ calculation: 'add', value: 0 }, 1)).toEqual([adjustmentsTexts.valueRequired]);
    expect(bulkActionProblems({ calculation: 'add', value: null }, 1)).toEqual([adjustmentsTexts.valueRequired]);
    expect(bulkActionProblems({ calculation: 'add', value: 5 }, 0)).toEqual([adjustmentsTexts.rowsRequired]);
    expect(bulkActionProblems({ calculation: undefined, value: 0 }, 0)).toHaveLength(3);
  });

  it('applies the calculation to the selected rows only', () => {
    const rows = [row('a', 100, true), row('b', 200, false), row('c', 300, true)];
    const next = applyBulkAction(rows, { calculation: 'percent', value: 10 });
    expect(next[0]?.adjustedForecast).toBeCloseTo(110, 9);
    expect(next[2]?.adjustedForecast).toBeCloseTo(330, 9);
    expect(next[0]).toMatchObject({ adjustmentCalculation: 'percent', adjustmentValue: 10 });
    expect(next[1]).toBe(rows[1]);
    expect(() => applyBulkAction(rows, { calculation: 'add', value: 0 })).toThrow(adjustmentsTexts.valueRequired);
  });

  it('adds exactly the value times the selected rows to the total (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ load: fc.integer({ min: 0, max: 100_000 }), selected: fc.boolean() }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: -1000, max: 1000 }).filter((v) => v !== 0),
        (cells, value) => {
          const rows = cells.map((c, i) => row(String(i), c.load, c.selected));
          const selected = rows.filter((r) => r.selected).length;
          fc.pre(selected > 0);
          const sum = (rs: AdjustmentRow[]) => rs.reduce((s, r) => s + (r.adjustedForecast ?? 0), 0);
          expect(sum(applyBulkAction(rows, { calculation: 'add', value }))).toBe(sum(rows) + value * selected);
        },
      ),
    );
  });
});
