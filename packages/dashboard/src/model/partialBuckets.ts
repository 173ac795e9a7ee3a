import { toLocalDateTime, type Grouping } from '@loadline/core';

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (t: number, zone: string) => {
  const d = toLocalDateTime(t, zone);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
};
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * Whether the first and last points of a Month-All or Year-All series stand for partial buckets
 * (spec part 1 §3 groupings): a month (year) of which the query's date range or the data holds
 * only some days, whose sum would read as a fall to almost zero. The chart draws the line to such
 * a point dashed and names it partial (`ChartSeries.partial`). Other groupings: never partial.
 *
 * @param x - the bucket starts (epoch ms), ascending.
 * @param range - the query's local days, `toDate` excluded (core `QueryDateRange`).
 * @param dataMin - the data's first interval start; `dataMax` its last.
 * @example partialBuckets([nov, dec], 'Monthly', { fromDate: '2019-11-01', toDate: '2019-12-02' }, null, dec, 'America/Chicago') // { first: false, last: true }
 */
export function partialBuckets(
  x: ArrayLike<number>,
  grouping: Grouping,
  range: { fromDate: string; toDate: string } | undefined,
  dataMin: Date | null,
  dataMax: Date | null,
  zone: string,
): { first: boolean; last: boolean } {
  const n = x.length;
  if (n === 0 || (grouping !== 'Monthly' && grouping !== 'Yearly')) return { first: false, last: false };
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
