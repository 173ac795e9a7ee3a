/**
 * Zone arithmetic that never reads the process time zone: every local reading goes through the
 * IANA zone's UTC offset at an instant, read from `Intl.DateTimeFormat` (the tz database of the
 * runtime), and local fields are read from `Date` with its UTC getters only.
 *
 * Why not date-fns-tz `getTimezoneOffset`: it reads the `Date`'s local fields (process zone) as a
 * wall time in the target zone, so its answer changes with `TZ` and is off by the DST shift on
 * transition days. `formatInTimeZone` (used for display) is fine.
 */

/** One hour in ms. */
export const HOUR_MS = 3_600_000;
/** One 24-hour span in ms (not a local day: local days last 23, 24 or 25 hours). */
export const DAY_MS = 86_400_000;

/** A local calendar day, `month` 1..12. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Local wall-clock fields of an instant in a zone, with the zone's offset at that instant. */
export interface LocalDateTime extends LocalDate {
  /** 0..23 */
  readonly hour: number;
  /** 0..59 */
  readonly minute: number;
  /** 0..59 (fractional milliseconds dropped). */
  readonly second: number;
  /** ISO weekday of the local day: 1 = Monday .. 7 = Sunday. */
  readonly isoWeekday: number;
  /** Offset of the zone from UTC at the instant, in minutes (e.g. -300 for CDT). */
  readonly offsetMinutes: number;
}

/**
 * Offset of an IANA zone from UTC at an instant, in ms (years 100 to 9999).
 *
 * @throws RangeError when the zone is not a valid IANA zone name.
 * @example zoneOffsetMs('America/Chicago', new Date('2023-07-01T00:00:00Z')) // -18000000
 */
export function zoneOffsetMs(timeZone: string, instant: number | Date): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant');
  // Offsets are cached per zone and UTC day when the offset is the same at both ends of the day
  // (no transition inside it); on a day holding a transition every instant is computed exactly.
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone}|${day}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached ?? exactOffsetMs(timeZone, ms);
  const atStart = exactOffsetMs(timeZone, day * DAY_MS);
  const steady = atStart === exactOffsetMs(timeZone, (day + 1) * DAY_MS - 1);
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, steady ? atStart : null);
  return steady ? atStart : exactOffsetMs(timeZone, ms);
}

const OFFSET_CACHE_LIMIT = 200_000;
const offsetCache = new Map<string, number | null>();

function exactOffsetMs(timeZone: string, ms: number): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(whole)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(fields.year ?? 0, (fields.month ?? 1) - 1, fields.day ?? 1, (fields.hour ?? 0) % 24, fields.minute ?? 0,
    fields.second ?? 0);
  return asUtc - whole;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
        hour: 'numeric', minute: 'numeric', second: 'numeric',
      });
    } catch {
      throw new RangeError(`Invalid IANA time zone "${timeZone}"`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Local wall-clock fields of an instant in an IANA zone.
 *
 * @example toLocalDateTime(new Date('2023-07-04T05:00:00Z'), 'America/Chicago') // 2023-07-04 00:00, -300
 */
export function toLocalDateTime(instant: Date | number, timeZone: string): LocalDateTime {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const offset = zoneOffsetMs(timeZone, ms);
  const shifted = new Date(ms + offset);
  const weekday = shifted.getUTCDay();
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    isoWeekday: weekday === 0 ? 7 : weekday,
    offsetMinutes: offset / 60_000,
  };
}

/** Which instant to take for a wall time that occurs twice (fall-back hour). */
export type AmbiguityChoice = 'earlier' | 'later';

/**
 * UTC instant of a local wall time in an IANA zone. A wall time repeated at fall-back resolves to
 * the `earlier` (default) or `later` occurrence; a wall time skipped at spring-forward resolves
 * to the instant the same distance after the transition (e.g. 02:30 in America/Chicago on
 * 2019-03-10 gives 03:30 CDT), as RFC 5545 and Temporal's `compatible` option do.
 *
 * @param month - 1..12; `day` may overflow (day 32 is the 1st of the next month).
 * @example wallTimeToInstant({ year: 2019, month: 11, day: 3 }, 1, 0, 'America/Chicago', 'later') // 07:00Z
 */
export function wallTimeToInstant(
  date: LocalDate,
  hour: number,
  minute: number,
  timeZone: string,
  choice: AmbiguityChoice = 'earlier',
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = zoneOffsetMs(timeZone, wall + DAY_MS);
  const valid = [wall - before, wall - after].filter((t) => t + zoneOffsetMs(timeZone, t) === wall);
  if (valid.length === 0) return new Date(wall - before);
  const sorted = [...new Set(valid)].sort((a, b) => a - b);
  return new Date((choice === 'later' ? sorted[sorted.length - 1] : sorted[0]) as number);
}

/**
 * Local calendar day of an instant.
 *
 * @example toLocalDate(new Date('2023-07-04T03:00:00Z'), 'America/Chicago') // { year: 2023, month: 7, day: 3 }
 */
export function toLocalDate(instant: Date | number, timeZone: string): LocalDate {
  const { year, month, day } = toLocalDateTime(instant, timeZone);
  return { year, month, day };
}

/**
 * Adds whole calendar days to a local date (no zone involved).
 *
 * @example addLocalDays({ year: 2024, month: 2, day: 28 }, 1) // { year: 2024, month: 2, day: 29 }
 */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * Compares two local dates: negative, zero or positive.
 *
 * @example compareLocalDates({ year: 2023, month: 1, day: 2 }, { year: 2023, month: 1, day: 1 }) // > 0
 */
export function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * `YYYY-MM-DD` of a local date.
 *
 * @example formatLocalDate({ year: 2019, month: 3, day: 10 }) // '2019-03-10'
 */
export function formatLocalDate(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * Parses `YYYY-MM-DD` into a local date.
 *
 * @throws RangeError when the text is not a valid calendar date.
 *
 * @example parseLocalDate('2019-11-03') // { year: 2019, month: 11, day: 3 }
 */
export function parseLocalDate(text: string): LocalDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${text}"`);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (compareLocalDates(addLocalDays(date, 0), date) !== 0) throw new RangeError(`Not a calendar date: "${text}"`);
  return date;
}

/**
 * Offset as `+hh:mm` / `-hh:mm`.
 *
 * @example formatOffset(-300) // '-05:00'
 */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
