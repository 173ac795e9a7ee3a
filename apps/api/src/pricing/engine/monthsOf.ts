import { localMidnightUtc } from '../../seed/time';

/**
 * Local calendar months of a date range (ERCOT's clock, Central Prevailing Time).
 *
 * @module
 */

/** The part of one local calendar month inside a date range. */
export interface MonthSlice {
  /** `YYYY-MM`. */
  month: string;
  /** First and last local day of the slice, `YYYY-MM-DD`, inclusive. */
  fromDay: string;
  toDay: string;
  /** Days of the slice and of the whole month. */
  days: number;
  daysInMonth: number;
  /** UTC epoch ms [start, end) of the slice's hours: local midnight of fromDay to local midnight after toDay. */
  startMs: number;
  endMs: number;
}

const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * Splits `startDate`..`endDate` (inclusive local days, `YYYY-MM-DD`) at local month boundaries.
 * @example monthsOf('2023-01-30', '2023-02-02') // two slices: 2023-01 (2 days), 2023-02 (2 days)
 * @throws Error when endDate is before startDate
 */
export function monthsOf(startDate: string, endDate: string, tz?: string): MonthSlice[] {
  if (endDate < startDate) throw new Error('endDate is before startDate');
  const out: MonthSlice[] = [];
  let from = startDate;
  while (from <= endDate) {
    const month = from.slice(0, 7);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const nextMonthFirst = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    const lastOfMonth = addDays(nextMonthFirst, -1);
    const to = endDate < lastOfMonth ? endDate : lastOfMonth;
    out.push({
      month,
      fromDay: from,
      toDay: to,
      days: daysBetween(from, to) + 1,
      daysInMonth: daysBetween(`${month}-01`, nextMonthFirst),
      startMs: localMidnightUtc(from, tz),
      endMs: localMidnightUtc(addDays(to, 1), tz),
    });
    from = nextMonthFirst;
  }
  return out;
}
