import { hourEndingLabel } from './hourEnding';
import { addLocalDays, HOUR_MS, toLocalDateTime, wallTimeToInstant, type LocalDate } from './zonedTime';

/** One hourly interval of a local day. */
export interface LocalHour {
  /** UTC instant the interval begins. */
  readonly start: Date;
  /** UTC instant the interval ends (start + 1 h). */
  readonly end: Date;
  /** Local clock hour at the start, 0..23 (hour beginning). */
  readonly hourBeginning: number;
  /** HE number, 1..24 (hourBeginning + 1). */
  readonly hourEnding: number;
  /** True for the second occurrence of a local hour on a fall-back day. */
  readonly repeated: boolean;
  /** `HE1`..`HE24`, `HE2*` for the repeated hour (see `hourEndingLabel`). */
  readonly label: string;
  /** Zone offset from UTC during the interval, minutes. */
  readonly offsetMinutes: number;
}

/**
 * UTC instant at which a local calendar day begins in an IANA zone (local midnight, or the first
 * instant after a transition at midnight).
 *
 * @example startOfLocalDate({ year: 2023, month: 7, day: 4 }, 'America/Chicago') // 2023-07-04T05:00:00Z
 */
export function startOfLocalDate(date: LocalDate, timeZone: string): Date {
  return wallTimeToInstant(date, 0, 0, timeZone, 'earlier');
}

/**
 * Hourly intervals of one local day in an IANA zone, in time order: 24 on most days, 23 on the
 * spring-forward day and 25 on the fall-back day (for zones whose transitions are whole hours).
 *
 * @example localDayHours({ year: 2019, month: 11, day: 3 }, 'America/Chicago').length // 25
 */
export function localDayHours(date: LocalDate, timeZone: string): LocalHour[] {
  const start = startOfLocalDate(date, timeZone).getTime();
  const end = startOfLocalDate(addLocalDays(date, 1), timeZone).getTime();
  const seen = new Set<number>();
  const hours: LocalHour[] = [];
  for (let t = start; t < end; t += HOUR_MS) {
    const local = toLocalDateTime(t, timeZone);
    const repeated = seen.has(local.hour);
    seen.add(local.hour);
    hours.push({
      start: new Date(t),
      end: new Date(t + HOUR_MS),
      hourBeginning: local.hour,
      hourEnding: local.hour + 1,
      repeated,
      label: hourEndingLabel(local.hour, repeated),
      offsetMinutes: local.offsetMinutes,
    });
  }
  return hours;
}

/**
 * Number of hours in a local day: 23, 24 or 25 (whole-hour transitions), exactly the elapsed time
 * between two local midnights.
 *
 * @example hoursInLocalDay({ year: 2019, month: 3, day: 10 }, 'America/Chicago') // 23
 */
export function hoursInLocalDay(date: LocalDate, timeZone: string): number {
  const start = startOfLocalDate(date, timeZone).getTime();
  return (startOfLocalDate(addLocalDays(date, 1), timeZone).getTime() - start) / HOUR_MS;
}
