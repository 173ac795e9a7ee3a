import type { CardXAxis } from '../model/queryPlan';

/**
 * Figures and labels of the card's tables (Summary, cyclic groupings), without React.
 *
 * @module
 */

/** Min, max, average and total of a series' values (gaps skipped); NaN for a series without values. */
export function seriesStats(y: Float64Array): { min: number; max: number; average: number; total: number; count: number } {
  let min = Infinity;
  let max = -Infinity;
  let total = 0;
  let count = 0;
  for (let i = 0; i < y.length; i += 1) {
    const v = y[i] as number;
    if (Number.isNaN(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    total += v;
    count += 1;
  }
  if (count === 0) return { min: Number.NaN, max: Number.NaN, average: Number.NaN, total: Number.NaN, count };
  return { min, max, average: total / count, total, count };
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/**
 * Label of a cyclic bucket: hour of day as '00:00'..'23:00' (hour beginning) or HE1..HE24 (hour
 * ending), ISO weekday 1-7 as Monday..Sunday, month 1-12 as January..December, day type 1-2 as
 * Weekday, Weekend.
 *
 * @example categoryLabel('hourOfDay', 0, true) // 'HE1'
 */
export function categoryLabel(axis: Exclude<CardXAxis, 'time'>, key: number, hourEnding: boolean): string {
  if (axis === 'hourOfDay') return hourEnding ? `HE${key + 1}` : `${String(key).padStart(2, '0')}:00`;
  // 2024-01-01 was a Monday (ISO weekday 1).
  if (axis === 'dayOfWeek') return weekday.format(Date.UTC(2024, 0, key));
  if (axis === 'dayType') return key === 1 ? 'Weekday' : 'Weekend';
  return month.format(Date.UTC(2024, key - 1, 1));
}

