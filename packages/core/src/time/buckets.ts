import { startOfLocalDate } from './localDayHours';
import {
  addLocalDays, formatLocalDate, formatOffset, toLocalDateTime, wallTimeToInstant, zoneOffsetMs,
} from './zonedTime';

/**
 * Local-calendar buckets (ARCHITECTURE "Utility time": daily, monthly and yearly buckets are
 * local-calendar buckets in the dashboard's time zone) for the spec's granularity codes (spec
 * part 1 section 9: P1Y, P1M, P1D, PT1H, PT15M, PT30M; ISO 8601 durations).
 */

/** Query granularity code, an ISO 8601 duration. */
export type GranularityCode = 'P1Y' | 'P1M' | 'P1D' | 'PT1H' | 'PT30M' | 'PT15M';

/** Every granularity code, longest first. */
export const GRANULARITY_CODES: readonly GranularityCode[] = ['P1Y', 'P1M', 'P1D', 'PT1H', 'PT30M', 'PT15M'];

const SUB_DAY_MINUTES: Partial<Record<GranularityCode, number>> = { PT1H: 60, PT30M: 30, PT15M: 15 };

/**
 * Whether a string is one of the spec's granularity codes.
 *
 * @example isGranularityCode('PT1H') // true
 */
export function isGranularityCode(value: string): value is GranularityCode {
  return (GRANULARITY_CODES as readonly string[]).includes(value);
}

/**
 * UTC instant of the start of the local day containing `instant`.
 *
 * @example startOfLocalDay(new Date('2023-07-04T03:30:00Z'), 'America/Chicago') // 2023-07-03T05:00:00Z
 */
export function startOfLocalDay(instant: Date | number, timeZone: string): Date {
  const { year, month, day } = toLocalDateTime(instant, timeZone);
  return startOfLocalDate({ year, month, day }, timeZone);
}

/**
 * UTC instant of the start of the local week containing `instant`.
 *
 * @param weekStartsOn - ISO weekday the week starts on, 1 = Monday (default) .. 7 = Sunday.
 *
 * @example startOfLocalWeek(new Date('2023-07-06T15:00:00Z'), 'America/Chicago') // Monday 2023-07-03T05:00:00Z
 */
export function startOfLocalWeek(instant: Date | number, timeZone: string, weekStartsOn = 1): Date {
  const local = toLocalDateTime(instant, timeZone);
  const back = (local.isoWeekday - weekStartsOn + 7) % 7;
  return startOfLocalDate(addLocalDays(local, -back), timeZone);
}

/**
 * UTC instant of the start of the local month containing `instant`.
 *
 * @example startOfLocalMonth(new Date('2023-07-04T12:00:00Z'), 'America/Chicago') // 2023-07-01T05:00:00Z
 */
export function startOfLocalMonth(instant: Date | number, timeZone: string): Date {
  const { year, month } = toLocalDateTime(instant, timeZone);
  return startOfLocalDate({ year, month, day: 1 }, timeZone);
}

/**
 * UTC instant of the start of the local year containing `instant`.
 *
 * @example startOfLocalYear(new Date('2023-07-04T12:00:00Z'), 'America/Chicago') // 2023-01-01T06:00:00Z
 */
export function startOfLocalYear(instant: Date | number, timeZone: string): Date {
  return startOfLocalDate({ year: toLocalDateTime(instant, timeZone).year, month: 1, day: 1 }, timeZone);
}

/**
 * UTC instant at which the bucket holding `instant` begins. Sub-hour and hour buckets floor the
 * local clock (so a zone at UTC+05:30 gets buckets on its own half hours, and the repeated
 * fall-back hour is its own bucket); day, month and year buckets begin at local midnight.
 *
 * @example bucketStart(new Date('2023-07-04T12:34:00Z'), 'P1D', 'America/Chicago') // 2023-07-04T05:00:00Z
 */
export function bucketStart(instant: Date | number, granularity: GranularityCode, timeZone: string): Date {
  const minutes = SUB_DAY_MINUTES[granularity];
  if (minutes !== undefined) {
    const ms = typeof instant === 'number' ? instant : instant.getTime();
    const offset = zoneOffsetMs(timeZone, ms);
    const size = minutes * 60_000;
    const local = ms + offset;
    return new Date(local - (((local % size) + size) % size) - offset);
  }
  if (granularity === 'P1D') return startOfLocalDay(instant, timeZone);
  if (granularity === 'P1M') return startOfLocalMonth(instant, timeZone);
  return startOfLocalYear(instant, timeZone);
}

/**
 * UTC instant at which the bucket after the one starting at `start` begins (local calendar: a
 * P1D bucket lasts 23, 24 or 25 hours).
 *
 * @param start - a bucket start as returned by {@link bucketStart}.
 *
 * @example nextBucketStart(new Date('2019-11-03T05:00:00Z'), 'P1D', 'America/Chicago') // 2019-11-04T06:00:00Z (25 h)
 */
export function nextBucketStart(start: Date, granularity: GranularityCode, timeZone: string): Date {
  const minutes = SUB_DAY_MINUTES[granularity];
  if (minutes !== undefined) return new Date(start.getTime() + minutes * 60_000);
  const local = toLocalDateTime(start, timeZone);
  if (granularity === 'P1D') return startOfLocalDate(addLocalDays(local, 1), timeZone);
  if (granularity === 'P1M') return wallTimeToInstant({ year: local.year, month: local.month + 1, day: 1 }, 0, 0, timeZone);
  return wallTimeToInstant({ year: local.year + 1, month: 1, day: 1 }, 0, 0, timeZone);
}

/**
 * Stable key of the bucket holding `instant`: `2023` (P1Y), `2023-07` (P1M), `2023-07-04` (P1D),
 * `2023-07-04T13:00-05:00` (sub-day; the offset tells the two fall-back 01:00 hours apart).
 *
 * @example bucketKey(new Date('2019-11-03T07:10:00Z'), 'PT1H', 'America/Chicago') // '2019-11-03T01:00-06:00'
 */
export function bucketKey(instant: Date | number, granularity: GranularityCode, timeZone: string): string {
  const start = bucketStart(instant, granularity, timeZone);
  const local = toLocalDateTime(start, timeZone);
  const date = formatLocalDate(local);
  if (granularity === 'P1Y') return date.slice(0, 4);
  if (granularity === 'P1M') return date.slice(0, 7);
  if (granularity === 'P1D') return date;
  const time = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  return `${date}T${time}${formatOffset(local.offsetMinutes)}`;
}

/** A timed value: `time` is the UTC instant the interval begins (hour beginning). */
export interface TimedValue {
  readonly time: Date | number;
  readonly value: number;
}

/** One bucket of {@link bucketSeries}. */
export interface SeriesBucket {
  readonly key: string;
  /** UTC instant the bucket begins. */
  readonly start: Date;
  /** Sum of the values in the bucket (e.g. kWh of hourly kWh values). */
  readonly sum: number;
  /** Number of values in the bucket. */
  readonly count: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Groups a series into local-calendar buckets, in time order of the buckets. Values are
 * attributed by their `time` (hour beginning), so hour-ending data must be shifted first.
 *
 * @example bucketSeries(hourlyKwh, 'P1D', 'America/Chicago').map((b) => b.sum) // daily kWh
 */
export function bucketSeries(points: Iterable<TimedValue>, granularity: GranularityCode, timeZone: string): SeriesBucket[] {
  const buckets = new Map<string, { key: string; start: Date; sum: number; count: number; min: number; max: number }>();
  for (const point of points) {
    const key = bucketKey(point.time, granularity, timeZone);
    const found = buckets.get(key);
    if (found) {
      found.sum += point.value;
      found.count += 1;
      found.min = Math.min(found.min, point.value);
      found.max = Math.max(found.max, point.value);
    } else {
      const start = bucketStart(point.time, granularity, timeZone);
      buckets.set(key, { key, start, sum: point.value, count: 1, min: point.value, max: point.value });
    }
  }
  return [...buckets.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
