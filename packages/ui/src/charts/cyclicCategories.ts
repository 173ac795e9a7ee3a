import type { GroupingId } from '@loadline/core';
import { chartTexts } from './texts';
import type { ChartCategory, ChartXAxis, HourConvention } from './types';

/**
 * Categories of the cyclic groupings of spec part 1 section 3 (Hour-24, Day-Week, Month-12,
 * Day-Type), for a category x axis.
 *
 * @module
 */

/** The cyclic groupings: buckets that repeat (hour of day, day of week, month of year, day type). */
export type CyclicGrouping = Extract<GroupingId, 'Hour24' | 'DayOfWeek' | 'Month12' | 'DayType'>;

/** Every cyclic grouping, in the order of spec part 1 section 3. */
export const cyclicGroupings = ['DayOfWeek', 'Month12', 'Hour24', 'DayType'] as const satisfies readonly CyclicGrouping[];

/** Options of {@link cyclicCategories}. */
export interface CyclicCategoryOptions {
  /** Hour labels of Hour24: `00:00`..`23:00`, or `HE1`..`HE24`. @default 'hour-beginning' */
  hourConvention?: HourConvention;
}

const DAY_TYPES: readonly string[] = chartTexts.dayTypes;

/** Names of the cyclic groupings' buckets, heading a category chart's table and CSV. */
export const cyclicGroupingTitles = {
  Hour24: chartTexts.hourOfDay,
  DayOfWeek: chartTexts.dayOfWeek,
  Month12: chartTexts.monthOfYear,
  DayType: chartTexts.dayType,
} as const satisfies Record<CyclicGrouping, string>;

/**
 * The buckets of a cyclic grouping, in order, keyed as the query answer's time part holds them:
 * - `Hour24`: keys 0..23, the local hour beginning (`hourOfDay`); labelled `00:00`..`23:00`, or
 *   hour ending `HE1`..`HE24` (the interval beginning at hour h ends at h + 1: spec part 1
 *   section 9, hour ending).
 * - `DayOfWeek`: ISO weekday keys 1 (Monday)..7, labelled `Mon`..`Sun`.
 * - `Month12`: keys 1..12, labelled `Jan`..`Dec`.
 * - `DayType`: keys 1 `Weekday`, 2 `Weekend` (the answer holds the text: see {@link cyclicCategoryKey}).
 *
 * @example
 * cyclicCategories('DayOfWeek')[0] // { key: 1, label: 'Mon' }
 * cyclicCategories('Hour24', { hourConvention: 'hour-ending' })[0] // { key: 0, label: 'HE1' }
 */
export function cyclicCategories(grouping: CyclicGrouping, options: CyclicCategoryOptions = {}): ChartCategory[] {
  switch (grouping) {
    case 'Hour24':
      return Array.from({ length: 24 }, (_, h) => ({
        key: h,
        label: options.hourConvention === 'hour-ending' ? `HE${h + 1}` : `${String(h).padStart(2, '0')}:00`,
      }));
    case 'DayOfWeek':
      return chartTexts.weekdays.map((label, i) => ({ key: i + 1, label }));
    case 'Month12':
      return chartTexts.months.map((label, i) => ({ key: i + 1, label }));
    case 'DayType':
      return chartTexts.dayTypes.map((label, i) => ({ key: i + 1, label }));
  }
}

/**
 * The category x axis of a cyclic grouping: its categories ({@link cyclicCategories}) and title,
 * ready for a chart's `xAxis` prop.
 *
 * @example
 * <BarChart title="Load by weekday" series={series} xAxis={cyclicCategoryAxis('DayOfWeek')} />
 */
export function cyclicCategoryAxis(grouping: CyclicGrouping, options: CyclicCategoryOptions = {}): Extract<ChartXAxis, { kind: 'category' }> {
  return { kind: 'category', title: cyclicGroupingTitles[grouping], categories: cyclicCategories(grouping, options) };
}

/**
 * The category key of a value of a query answer's time part: a number (or numeric text) as is for
 * Hour24, DayOfWeek and Month12; `Weekday` 1 and `Weekend` 2 for DayType. Null for a value that
 * is no bucket of the grouping.
 *
 * @example cyclicCategoryKey('DayType', 'Weekend') // 2
 * @example cyclicCategoryKey('Hour24', '17') // 17
 * @example cyclicCategoryKey('Month12', 13) // null
 */
export function cyclicCategoryKey(grouping: CyclicGrouping, value: number | string): number | null {
  if (grouping === 'DayType') {
    const i = typeof value === 'string' ? DAY_TYPES.indexOf(value) : -1;
    return i < 0 ? null : i + 1;
  }
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  const [lo, hi] = grouping === 'Hour24' ? [0, 23] : grouping === 'DayOfWeek' ? [1, 7] : [1, 12];
  return Number.isInteger(n) && n >= lo && n <= hi ? n : null;
}
