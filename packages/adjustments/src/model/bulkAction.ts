import type { AdjustmentCalculation, AdjustmentRow } from '@loadline/core';
import { adjustmentsTexts } from '../texts';
import { applyCalculation } from './applyCalculation';

/** A bulk action of the editor: one calculation and value for every selected row. */
export interface BulkAction {
  /** The calculation; undefined or `none` while none is chosen. */
  calculation: AdjustmentCalculation | undefined;
  /** The value (MWh for add and custom, a factor for multiply and divide, % for percent). */
  value: number | null | undefined;
}

/**
 * Why a bulk action cannot be applied yet (spec part 1 §5: it needs a calculation, a non-zero
 * value and at least one selected row), first problem first; empty when it can.
 *
 * @example bulkActionProblems({ calculation: 'add', value: 0 }, 3) // ['Enter a value other than 0']
 */
export function bulkActionProblems(action: BulkAction, selectedCount: number): string[] {
  const problems: string[] = [];
  if (action.calculation === undefined || action.calculation === 'none') problems.push(adjustmentsTexts.calculationRequired);
  if (action.value === null || action.value === undefined || !Number.isFinite(action.value) || action.value === 0) problems.push(adjustmentsTexts.valueRequired);
  if (selectedCount < 1) problems.push(adjustmentsTexts.rowsRequired);
  return problems;
}

/**
 * Applies a bulk action to the selected rows: each gets the calculation, the value and its new
 * load (`adjustedForecast`, from its own forecast); unselected rows are returned unchanged (the
 * same objects).
 *
 * @throws Error with the first of {@link bulkActionProblems} when the action cannot be applied
 * @example applyBulkAction(rows, { calculation: 'multiply', value: 1.05 })
 */
export function applyBulkAction<R extends AdjustmentRow>(rows: readonly R[], action: BulkAction): R[] {
  const [problem] = bulkActionProblems(action, rows.filter((r) => r.selected).length);
  if (problem) throw new Error(problem);
  const calculation = action.calculation as AdjustmentCalculation;
  const value = action.value as number;
  return rows.map((r) =>
    r.selected ? { ...r, adjustmentCalculation: calculation, adjustmentValue: value, adjustedForecast: applyCalculation(r.forecast, calculation, value) } : r,
  );
}
