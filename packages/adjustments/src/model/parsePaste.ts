import type { AdjustmentCalculation, AdjustmentRow } from '@loadline/core';
import { adjustmentsTexts } from '../texts';
import { applyCalculation } from './applyCalculation';

/** Decimals kept of a pasted number by default (spec part 1 §5 "Paste precision default 2 decimals"). */
export const PASTE_PRECISION = 2;

/** Options of {@link parsePaste}. */
export interface ParsePasteOptions {
  /** Rows selected: the count the pasted numbers must have (spec part 1 §5). */
  selectedCount: number;
  /** Decimals kept (rounded half away from zero). @default 2 */
  precision?: number;
}

/** Outcome of {@link parsePaste}: the numbers, or the first problem. */
export type ParsedPaste = { ok: true; values: number[] } | { ok: false; message: string };

const PLAIN = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const THOUSANDS = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/;
const DECIMAL_COMMA = /^[-+]?\d*,\d+$/;

/** Rounds to `precision` decimals, half away from zero, without binary noise (1.005 -> 1.01). */
export function roundTo(value: number, precision: number): number {
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${precision}`))}e-${precision}`);
  return value < 0 ? -rounded : rounded;
}

/**
 * Parses numbers pasted from a spreadsheet (spec part 1 §5 "Paste dialog"): one or more numbers
 * per line, cells separated by tabs, read line by line, left to right. Commas are thousands
 * separators ('1,234.5'); a decimal comma ('1234,5') is refused with a message. Trailing line
 * breaks (a spreadsheet copy ends with one) are ignored; an empty line or cell among the numbers is
 * refused, as it would shift every following value onto the wrong row. The count must equal the
 * selected rows, else 'The pasted data does not match the amount of rows selected'.
 *
 * @example parsePaste('1,250.5\n980\n', { selectedCount: 2 }) // { ok: true, values: [1250.5, 980] }
 * @example parsePaste('12,5', { selectedCount: 1 }).ok // false (decimal comma)
 */
export function parsePaste(text: string, { selectedCount, precision = PASTE_PRECISION }: ParsePasteOptions): ParsedPaste {
  const lines = text.replace(/(\r?\n|\r)+$/, '').split(/\r?\n|\r/);
  const values: number[] = [];
  if (text.trim() !== '') {
    for (const [i, line] of lines.entries()) {
      for (const raw of line.split('\t')) {
        const cell = raw.trim();
        if (cell === '') return { ok: false, message: adjustmentsTexts.pasteEmptyCell(i + 1) };
        if (DECIMAL_COMMA.test(cell) && !THOUSANDS.test(cell)) return { ok: false, message: adjustmentsTexts.pasteDecimalComma(i + 1, cell) };
        const plain = THOUSANDS.test(cell) ? cell.replaceAll(',', '') : cell;
        if (!PLAIN.test(plain)) return { ok: false, message: adjustmentsTexts.pasteNotANumber(i + 1, cell) };
        values.push(roundTo(Number(plain), precision));
      }
    }
  }
  if (values.length !== selectedCount) return { ok: false, message: adjustmentsTexts.pasteCountMismatch };
  return { ok: true, values };
}

/**
 * Applies pasted values to the selected rows in order, with one calculation (spec part 1 §5: the
 * paste is confirmed only with a calculation chosen and as many values as selected rows).
 *
 * @throws Error 'Choose a calculation' without one, or the count message when counts differ
 * @example applyPastedValues(rows, [120, 95.5], 'add')
 */
export function applyPastedValues<R extends AdjustmentRow>(rows: readonly R[], values: readonly number[], calculation: AdjustmentCalculation | undefined): R[] {
  if (calculation === undefined || calculation === 'none') throw new Error(adjustmentsTexts.calculationRequired);
  if (rows.filter((r) => r.selected).length !== values.length) throw new Error(adjustmentsTexts.pasteCountMismatch);
  let next = 0;
  return rows.map((r) => {
    if (!r.selected) return r;
    const value = values[next++] as number;
    return { ...r, adjustmentCalculation: calculation, adjustmentValue: value, adjustedForecast: applyCalculation(r.forecast, calculation, value) };
  });
}
