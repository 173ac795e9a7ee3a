/**
 * U.S. federal holidays (5 U.S.C. 6103), as observed: a holiday on a Saturday is observed on the
 * Friday before, one on a Sunday on the Monday after. Juneteenth from 2021.
 */

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** The `n`th (1-based; -1 = last) `weekday` (0 = Sunday) of month `m` (1-12) of year `y`, YYYY-MM-DD. */
function nthWeekday(y: number, m: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
    return iso(y, m, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = new Date(Date.UTC(y, m - 1, lastDay)).getUTCDay();
  return iso(y, m, lastDay - ((last - weekday + 7) % 7));
}

/** A fixed-date holiday moved to its observed weekday. */
function observed(y: number, m: number, d: number): string {
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 6 ? iso(y, m, d - 1) : day === 0 ? iso(y, m, d + 1) : iso(y, m, d);
}

const cache = new Map<number, ReadonlySet<string>>();

/**
 * The observed federal holidays of a year, as local dates `YYYY-MM-DD`: New Year's Day, Martin
 * Luther King Jr. Day, Washington's Birthday, Memorial Day, Juneteenth (2021+), Independence Day,
 * Labor Day, Columbus Day, Veterans Day, Thanksgiving Day, Christmas Day.
 */
export function federalHolidays(year: number): ReadonlySet<string> {
  const hit = cache.get(year);
  if (hit) return hit;
  const days = new Set([
    observed(year, 1, 1),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    nthWeekday(year, 5, 1, -1),
    ...(year >= 2021 ? [observed(year, 6, 19)] : []),
    observed(year, 7, 4),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 10, 1, 2),
    observed(year, 11, 11),
    nthWeekday(year, 11, 4, 4),
    observed(year, 12, 25),
  ]);
  // New Year's Day of the next year observed on Friday Dec 31.
  if (new Date(Date.UTC(year + 1, 0, 1)).getUTCDay() === 6) days.add(iso(year, 12, 31));
  cache.set(year, days);
  return days;
}

/** Whether a local date `YYYY-MM-DD` is an observed federal holiday. */
export function isFederalHoliday(day: string): boolean {
  return federalHolidays(Number(day.slice(0, 4))).has(day);
}

/** How a day's load departs from its weekday's: see {@link dayKind}. */
export type DayKind = 'major' | 'minor' | 'bridge';

/**
 * The kind of a local date `YYYY-MM-DD` for the load model, null for an ordinary day:
 * - `major`: an observed federal holiday most businesses close for (New Year's Day, Memorial Day,
 *   Independence Day, Labor Day, Thanksgiving Day, Christmas Day);
 * - `minor`: the other observed federal holidays (Martin Luther King Jr. Day, Washington's
 *   Birthday, Juneteenth, Columbus Day, Veterans Day), when offices close but most businesses work;
 * - `bridge`: a weekday many take off between or next to major holidays that is no holiday itself:
 *   the Friday after Thanksgiving, December 24, 26 and 31.
 */
export function dayKind(day: string): DayKind | null {
  let hit = kinds.get(day);
  if (hit === undefined) kinds.set(day, (hit = computeDayKind(day)));
  return hit;
}

const kinds = new Map<string, DayKind | null>();

function computeDayKind(day: string): DayKind | null {
  const year = Number(day.slice(0, 4));
  if (isFederalHoliday(day)) {
    const minor = [nthWeekday(year, 1, 1, 3), nthWeekday(year, 2, 1, 3), observed(year, 6, 19), nthWeekday(year, 10, 1, 2), observed(year, 11, 11)];
    return minor.includes(day) ? 'minor' : 'major';
  }
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return null;
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  const friday = iso(year, 11, Number(thanksgiving.slice(8)) + 1);
  return day === friday || ['12-24', '12-26', '12-31'].includes(day.slice(5)) ? 'bridge' : null;
}
