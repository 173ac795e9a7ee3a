import {
  MAX_SERIES_PER_CARD,
  TABLE_CELL_CAP,
  TEXT_CARD_TITLE_TOO_LONG,
  TEXT_DATASET_TOO_LARGE,
  TEXT_SERIES_CANNOT_BE_SPLIT,
  TEXT_TOO_MANY_SERIES,
  cardTitleSchema,
  unitsMismatchText,
  type AxisId,
  type Card,
  type DataSeries,
} from '@loadline/core';
import { TEXT_TABLE_GROUP_REQUIRED } from '../texts';
import { scenarioSplitError } from './scenarioSeries';

/**
 * Rules of a card's data series and options (spec part 1 §2 card options, §5 validation rules,
 * §9 limits). Pure functions: each returns a new value or the spec's error text.
 *
 * @module
 */

/** Outcome of a rule: the new value, or the user-visible error text. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Adds `series` to `card` on `axisId` (spec part 1 §5):
 * - at most 10 series per card ('A card can hold at most 10 data series');
 * - a Table needs a table group first;
 * - a MeterTable takes only series of the type already there, whatever the axis;
 * - other cards take a series on an axis only if its unit type matches the series on that axis
 *   ('{label} does not share units with {label}').
 *
 * @example addSeriesToCard(card, temperature, 'primary_axis') // { ok: false, error: 'Temperature does not share units with Load' }
 */
export function addSeriesToCard(card: Card, series: DataSeries, axisId: AxisId): RuleResult<Card> {
  if (card.dataSeries.length >= MAX_SERIES_PER_CARD) return { ok: false, error: TEXT_TOO_MANY_SERIES };
  if (card.visualization === 'Table' && card.tableGroups.length === 0) return { ok: false, error: TEXT_TABLE_GROUP_REQUIRED };
  const others =
    card.visualization === 'MeterTable' ? card.dataSeries : card.dataSeries.filter((s) => s.axisId === axisId);
  const clash = others.find((s) => s.type !== series.type);
  if (clash) return { ok: false, error: unitsMismatchText(series.label, clash.label) };
  return { ok: true, value: { ...card, dataSeries: [...card.dataSeries, { ...series, axisId }] } };
}

/**
 * Sets the dimension split (group by column) of a series; `null` clears it. A calculated series
 * (one with `groupedItems`) cannot be split: 'Dataseries cannot be split' (spec part 1 §5). A
 * scenario series of several scenarios is grouped by scenario: another split is refused with
 * 'Dataseries cannot have more than one group'.
 */
export function splitSeries(series: DataSeries, split: string | null): RuleResult<DataSeries> {
  if (split !== null && series.groupedItems) return { ok: false, error: TEXT_SERIES_CANNOT_BE_SPLIT };
  const oneGroup = scenarioSplitError(series, split);
  if (oneGroup) return { ok: false, error: oneGroup };
  return { ok: true, value: { ...series, selectedSplit: split } };
}

/**
 * A card title as stored: trimmed, empty falls back to 'untitled card'; longer than 25
 * characters is refused with core's 'Card title must be 25 characters or fewer' (spec part 1 §5).
 */
export function cardTitle(input: string): RuleResult<string> {
  const parsed = cardTitleSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? TEXT_CARD_TITLE_TOO_LONG };
}

/**
 * The control of a card's unit choice (spec part 1 §2 card options): radios when there are 3 or
 * fewer options, otherwise a select.
 */
export function unitControlKind(options: readonly unknown[]): 'radio' | 'select' {
  return options.length <= 3 ? 'radio' : 'select';
}

/** Cells of a table: rows times columns (spec part 1 §5). */
export function tableCellCount(rows: number, columns: number): number {
  return Math.max(0, rows) * Math.max(0, columns);
}

/**
 * The message shown instead of a table above 30000 cells, or null when it fits (spec part 1 §5,
 * §8): 'Current dataset is to large to display here :( ...'.
 */
export function tableTooLargeMessage(rows: number, columns: number): string | null {
  return tableCellCount(rows, columns) > TABLE_CELL_CAP ? TEXT_DATASET_TOO_LARGE : null;
}
