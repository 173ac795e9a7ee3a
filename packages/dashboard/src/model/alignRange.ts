import { groupingOf, type Grouping } from '@loadline/core';

/**
 * Default windows on whole buckets (spec part 1 §9 default range, §3 groupings): a relative window
 * such as "the last month of data" (30 days) grouped by month would start and end inside months,
 * and end in a partial month of a few hours (drawn as a diagonal to almost zero). Aligned, it
 * starts on the first day of its first month (year) and ends on the last day of its last whole
 * month (year); a partial last bucket is dropped when a whole one remains, kept otherwise (the
 * chart marks it partial). Groupings of a day or finer are whole already.
 *
 * @module
 */

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The local days `[from, to]` (`YYYY-MM-DD`, both included) aligned to whole buckets of
 * `grouping` (Monthly, Yearly; any other grouping is returned as it is). The start moves back to
 * its bucket's first day, but never before `dataMin` (the data's first local day); the end is the
 * last day of the last whole bucket up to `to`, or `to` itself when no whole bucket would remain.
 *
 * @example alignRangeToGrouping('2019-10-05', '2019-12-01', 'Monthly') // { from: '2019-10-01', to: '2019-11-30' }
 */
export function alignRangeToGrouping(from: string, to: string, grouping: Grouping, dataMin: string | null = null): { from: string; to: string } {
  const g = groupingOf(grouping);
  if (g.kind !== 'timeline' || (g.id !== 'Monthly' && g.id !== 'Yearly')) return { from, to };
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const yearly = g.id === 'Yearly';
  let start = yearly ? ymd(fy, 1, 1) : ymd(fy, fm, 1);
  if (dataMin && start < dataMin) start = dataMin;
  const toBucketStart = yearly ? ymd(ty, 1, 1) : ymd(ty, tm, 1);
  const toBucketComplete = yearly ? tm === 12 && td === 31 : td === lastDay(ty, tm);
  if (toBucketComplete) return { from: start, to };
  // The last bucket is partial: end at the bucket before it, if the window still holds one.
  const before = yearly ? ymd(ty - 1, 12, 31) : tm === 1 ? ymd(ty - 1, 12, 31) : ymd(ty, tm - 1, lastDay(ty, tm - 1));
  return start < toBucketStart ? { from: start, to: before } : { from: start, to };
}
