import { toLocalDateTime, type Grouping } from '@loadline/core';

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (t: number, zone: string) => {
  const d = toLocalDateTime(t, zone);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
};
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * Whether the first and last points of a Day-All, Month-All or Year-All series stand for partial
 * buckets (spec part 1 §3 groupings): a month (year) of which the query's date range or the data
 * holds only some days, a day of which the data holds only some hours; a sum over part of a bucket
 * would read as a fall to almost zero. The chart draws the line to such
 * a point dashed and names it partial (`ChartSeries.partial`). Other groupings: never partial.
 *
 * @param x - the bucket starts (epoch ms), ascending.
 * @param range - the query's local days, `toDate` excluded (core `QueryDateRange`).
 * @param dataMin - the data's first interval start; `dataMax` its last.
 * @param intervalMinutes - the data's interval (a day is partial only in data finer than a day; unknown: never).
 * @example partialBuckets([nov, dec], 'Monthly', { fromDate: '2019-11-01', toDate: '2019-12-02' }, null, dec, 'America/Chicago') // { first: false, last: true }
 */
export function partialBuckets(
  x: ArrayLike<number>,
  grouping: Grouping,
  range: { fromDate: string; toDate: string } | undefined,
  dataMin: Date | null,
  dataMax: Date | null,
  zone: string,
  intervalMinutes: number | null = 60,
): { first: boolean; last: boolean } {
  const n = x.length;
  if (n === 0) return { first: false, last: false };
  if (grouping === 'Daily') {
    // Daily (or coarser) data has whole days only.
    if (intervalMinutes === null || intervalMinutes >= 1440) return { first: false, last: false };
    // Ranges are whole days: a day is partial only where the (hourly) data starts after its first
    // hour or ends before its last (e.g. data up to 00:00 of the last day: one hour of it).
    const d0 = toLocalDateTime(x[0] as number, zone);
    const dn = toLocalDateTime(x[n - 1] as number, zone);
    const min = dataMin === null ? null : toLocalDateTime(dataMin.getTime(), zone);
    const max = dataMax === null ? null : toLocalDateTime(dataMax.getTime(), zone);
    const sameDay = (a: typeof d0, b: typeof d0) => a.year === b.year && a.month === b.month && a.day === b.day;
    return { first: min !== null && sameDay(min, d0) && min.hour > 0, last: max !== null && sameDay(max, dn) && max.hour < 23 };
  }
  if (grouping !== 'Monthly' && grouping !== 'Yearly') return { first: false, last: false };
  const yearly = grouping === 'Yearly';
  const t0 = x[0] as number;
  const first = (range !== undefined && range.fromDate.slice(0, 10) > localDay(t0, zone)) || (dataMin !== null && dataMin.getTime() > t0);
  const tn = toLocalDateTime(x[n - 1] as number, zone);
  const endMonth = yearly ? 12 : tn.month;
  const bucketLastDay = `${tn.year}-${pad(endMonth)}-${pad(lastDay(tn.year, endMonth))}`;
  // `toDate` is the day after the range's last day: the bucket is whole when it reaches past the bucket's last day.
  const rangeShort = range !== undefined && range.toDate.slice(0, 10) <= bucketLastDay;
  const dataShort = dataMax !== null && localDay(dataMax.getTime(), zone) < bucketLastDay;
  return { first, last: rangeShort || dataShort };
}
