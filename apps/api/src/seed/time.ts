import { hoursInLocalDay as localDayLength, parseLocalDate, startOfLocalDate } from '@loadline/core';

/** ERCOT's clock: Central Prevailing Time (CST/CDT). */
export const ERCOT_TZ = 'America/Chicago';

const HOUR_MS = 3_600_000;

/**
 * UTC epoch ms of local midnight starting `day` (`YYYY-MM-DD`) in `tz` (core's `startOfLocalDate`).
 * @throws RangeError when `day` is not a calendar date or `tz` not an IANA zone.
 */
export function localMidnightUtc(day: string, tz: string = ERCOT_TZ): number {
  return startOfLocalDate(parseLocalDate(day), tz).getTime();
}

/**
 * Length of the local calendar day in whole hours: 24, or 23 / 25 on daylight-saving change days
 * (core's `hoursInLocalDay`, rounded for the few zones whose changes are half hours).
 */
export function hoursInLocalDay(day: string, tz: string = ERCOT_TZ): number {
  return Math.round(localDayLength(parseLocalDate(day), tz));
}

/** `MM/DD/YYYY` (ERCOT's operating-day form) to `YYYY-MM-DD`. */
export function usDateToIso(usDate: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate.trim());
  if (!m) throw new Error(`Not an MM/DD/YYYY date: ${usDate}`);
  return `${m[3]}-${m[1]}-${m[2]}`;
}

/**
 * Converts the hour-ending rows of one ERCOT operating day to interval starts (hour beginning) in
 * UTC epoch ms.
 *
 * ERCOT publishes local (Central Prevailing Time) hour-ending labels `01:00`..`24:00`; on the
 * spring-forward day one label is absent (23 rows) and on the fall-back day the repeated hour is
 * marked `02:00 DST` (25 rows). Because a local day starts at midnight, which is never inside a
 * daylight-saving change, the k-th row of the day (0-based, in published order) is the interval
 * starting k hours after local midnight. This ordinal rule is used only when the number of rows
 * equals the length of the local day, so a day with a missing or extra row fails loudly instead of
 * shifting hours.
 *
 * @param day operating day `YYYY-MM-DD`
 * @param rowCount rows published for that day
 * @returns one UTC epoch ms (interval start) per row
 * @throws Error when `rowCount` is not the day's length in hours
 */
export function hourEndingDayToUtcStarts(day: string, rowCount: number, tz: string = ERCOT_TZ): number[] {
  const hours = hoursInLocalDay(day, tz);
  if (rowCount !== hours) throw new Error(`${day} has ${rowCount} hour-ending rows, the local day has ${hours} hours`);
  const midnight = localMidnightUtc(day, tz);
  return Array.from({ length: rowCount }, (_, k) => midnight + k * HOUR_MS);
}

/**
 * One hour-ending label (`HH:00`, `HH:00 DST` for the repeated fall-back hour) of an operating day
 * to the UTC epoch ms of the interval start. Used for sources with one row per label and a
 * repeated-hour flag (ERCOT DAM settlement point prices).
 *
 * @param day operating day `YYYY-MM-DD`
 * @param hourEnding 1..24
 * @param repeated true for the second occurrence of the fall-back hour
 * @throws Error for an hour that does not exist on that day (the skipped spring-forward hour)
 */
export function hourEndingToUtcStart(day: string, hourEnding: number, repeated: boolean, tz: string = ERCOT_TZ): number {
  const midnight = localMidnightUtc(day, tz);
  const hours = hoursInLocalDay(day, tz);
  // Hours elapsed since local midnight at the start of this interval.
  let k = hourEnding - 1;
  if (hours === 23) {
    if (hourEnding === 3) throw new Error(`${day} HE3 does not exist (spring-forward day)`);
    if (hourEnding > 3) k = hourEnding - 2;
  } else if (hours === 25) {
    if (repeated) {
      if (hourEnding !== 2) throw new Error(`${day} HE${hourEnding} is not the repeated hour`);
      k = 2;
    } else if (hourEnding > 2) k = hourEnding;
  } else if (repeated) throw new Error(`${day} has no repeated hour`);
  if (k < 0 || k >= hours) throw new Error(`${day} HE${hourEnding} does not exist`);
  return midnight + k * HOUR_MS;
}
