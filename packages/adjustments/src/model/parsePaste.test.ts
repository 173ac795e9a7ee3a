import type { AdjustmentRow } from '@loadline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustmentsTexts } from '../texts';
import { applyPastedValues, parsePaste, roundTo } from './parsePaste';

describe('parsePaste', () => {
  it('reads numbers per line and tab-separated cells, left to right', () => {
    expect(parsePaste('1\n2.5\n-3', { selectedCount: 3 })).toEqual({ ok: true, values: [1, 2.5, -3] });
    expect(parsePaste('1\t2\r\n3\t4\r\n', { selectedCount: 4 })).toEqual({ ok: true, values: [1, 2, 3, 4] });
    expect(parsePaste(' 7 \n', { selectedCount: 1 })).toEqual({ ok: true, values: [7] });
  });

  it('takes commas as thousands separators and refuses a decimal comma with a message', () => {
    expect(parsePaste('1,234.5\n12,345,678\n-1,000', { selectedCount: 3 })).toEqual({ ok: true, values: [1234.5, 12_345_678, -1000] });
    const refused = parsePaste('10\n1234,56', { selectedCount: 2 });
    expect(refused).toEqual({ ok: false, message: adjustmentsTexts.pasteDecimalComma(2, '1234,56') });
    expect(refused.ok || refused.message).toBe("Line 2: '1234,56' has a decimal comma; use a decimal point (1234.56)");
    expect(parsePaste('12,5', { selectedCount: 1 }).ok).toBe(false);
  });

  it('refuses text that is not a number, and empty cells among the numbers', () => {
    expect(parsePaste('10\nabc', { selectedCount: 2 })).toEqual({ ok: false, message: "Line 2: 'abc' is not a number" });
    expect(parsePaste('1e3', { selectedCount: 1 }).ok).toBe(false);
    expect(parsePaste('1\n\n2', { selectedCount: 2 })).toEqual({ ok: false, message: adjustmentsTexts.pasteEmptyCell(2) });
    expect(parsePaste('1\t\t2', { selectedCount: 2 })).toEqual({ ok: false, message: adjustmentsTexts.pasteEmptyCell(1) });
  });

  it("answers the spec's message when the count differs from the selected rows", () => {
    expect(parsePaste('1\n2', { selectedCount: 3 })).toEqual({ ok: false, message: 'The pasted data does not match the amount of rows selected' });
    expect(parsePaste('', { selectedCount: 1 })).toEqual({ ok: false, message: adjustmentsTexts.pasteCountMismatch });
    expect(parsePaste('', { selectedCount: 0 })).toEqual({ ok: true, values: [] });
  });

  it('keeps 2 decimals by default, or the precision asked', () => {
    expect(parsePaste('1.005\n2.344\n-2.345', { selectedCount: 3 })).toEqual({ ok: true, values: [1.01, 2.34, -2.35] });
    expect(parsePaste('1.23456', { selectedCount: 1, precision: 4 })).toEqual({ ok: true, values: [1.2346] });
    expect(roundTo(0.125, 2)).toBe(0.13);
  });

  it('a parsed TSV of random numbers equals them (property)', () => {
    const cents = fc.integer({ min: -1e11, max: 1e11 }).map((n) => n / 100);
    const format = fc.constantFrom((v: number) => String(v), (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 2 }));
    fc.assert(
      fc.property(fc.array(fc.array(cents, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 30 }), format, fc.boolean(), (grid, show, trailing) => {
        const text = grid.map((line) => line.map(show).join('\t')).join('\n') + (trailing ? '\n' : '');
        const flat = grid.flat();
        expect(parsePaste(text, { selectedCount: flat.length })).toEqual({ ok: true, values: flat.map((v) => (Object.is(v, -0) ? 0 : v)) });
      }),
    );
  });
});

describe('applyPastedValues', () => {
  const row = (id: string, forecast: number, selected: boolean): AdjustmentRow => ({
    id, date: '2024-07-02', hour: 1, day: 'Tuesday', forecast, adjustedForecast: forecast, adjustmentCalculation: 'none', adjustmentValue: null, selected,
  });

  it('applies the values in order to the selected rows with the calculation', () => {
    const rows = [row('a', 100, true), row('b', 200, false), row('c', 300, true)];
    const next = applyPastedValues(rows, [5, 50], 'add');
    expect(next.map((r) => r.adjustedForecast)).toEqual([105, 200, 350]);
    expect(next[2]).toMatchObject({ adjustmentCalculation: 'add', adjustmentValue: 50 });
    expect(() => applyPastedValues(rows, [5], 'add')).toThrow(adjustmentsTexts.pasteCountMismatch);
    expect(() => applyPastedValues(rows, [5, 6], undefined)).toThrow(adjustmentsTexts.calculationRequired);
  });
});
