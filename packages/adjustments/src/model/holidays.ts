/**
 * NERC holidays (the six days on which ERCOT and the other North American markets apply off-peak
 * rules all day): New Year's Day, Memorial Day (last Monday of May), Independence Day, Labor Day
 * (first Monday of September), Thanksgiving (fourth Thursday of November) and Christmas Day. A
 * fixed date on a Sunday moves to the Monday; on a Saturday it stays (NERC's rule).
 */

const NAMES = {
  newYear: "New Year's Day",
  memorial: 'Memorial Day',
  independence: 'Independence Day',
  labor: 'Labor Day',
  thanksgiving: 'Thanksgiving',
  christmas: 'Christmas Day',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** Weekday (0 Sunday .. 6 Saturday) of a calendar date. */
const weekday = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** A fixed-date holiday observed on the Monday when it falls on a Sunday. */
function observed(y: number, m: number, d: number): string {
  return weekday(y, m, d) === 0 ? iso(y, m, d + 1) : iso(y, m, d);
}

/** The n-th (1-based) `dow` of a month, or the last one with n = -1. */
function nthWeekday(y: number, m: number, dow: number, n: number): string {
  if (n > 0) {
    const first = weekday(y, m, 1);
    return iso(y, m, 1 + ((dow - first + 7) % 7) + (n - 1) * 7);
  }
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = weekday(y, m, days);
  return iso(y, m, days - ((last - dow + 7) % 7));
}

const byYear = new Map<number, Map<string, string>>();

/** The NERC holidays of a year: local date `YYYY-MM-DD` to name. */
export function nercHolidays(year: number): ReadonlyMap<string, string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map([
      [observed(year, 1, 1), NAMES.newYear],
      [nthWeekday(year, 5, 1, -1), NAMES.memorial],
      [observed(year, 7, 4), NAMES.independence],
      [nthWeekday(year, 9, 1, 1), NAMES.labor],
      [nthWeekday(year, 11, 4, 4), NAMES.thanksgiving],
      [observed(year, 12, 25), NAMES.christmas],
    ]);
    byYear.set(year, days);
  }
  return days;
}

/**
 * The NERC holiday on a local date, or null.
 *
 * @param date `YYYY-MM-DD`
 * @example holidayOn('2019-07-04') // 'Independence Day'
 * @example holidayOn('2022-12-26') // 'Christmas Day' (25th on a Sunday)
 */
export function holidayOn(date: string): string | null {
  const year = Number(date.slice(0, 4));
  return Number.isInteger(year) ? (nercHolidays(year).get(date) ?? null) : null;
}
