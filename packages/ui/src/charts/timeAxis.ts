import { hourEndingLabel, zoneOffsetMs } from '@loadline/core';
import type { HourConvention } from './types';

/**
 * Utility time for chart axes and labels in an IANA time zone, on core's zone offsets
 * (`zoneOffsetMs` of @loadline/core, read from `Intl.DateTimeFormat`: no time-zone library in the
 * browser bundle). Times are epoch ms UTC; "wall" times are the local
 * wall clock of the zone written as if it were UTC (so `Date.UTC` arithmetic works on them).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Offset of `zone` from UTC at instant `t`, in ms: core's `zoneOffsetMs`, the SDK's one offset engine. */
const zoneOffset = (t: number, zone: string): number => zoneOffsetMs(zone, t);

/** Wall-clock time of instant `t` in `zone`. */
export function toWall(t: number, zone: string): number {
  return t + zoneOffset(t, zone);
}

/**
 * Instant of a wall-clock time in `zone`. A wall time skipped by a spring-forward change resolves
 * to the instant just after the change; a repeated one (fall back) to its first occurrence.
 */
export function fromWall(wall: number, zone: string): number {
  const o1 = zoneOffset(wall - zoneOffset(wall, zone), zone);
  const t = wall - o1;
  const o2 = zoneOffset(t, zone);
  if (o2 === o1) {
    // Fall back: the same wall time an offset-change earlier is the first occurrence.
    const earlier = wall - zoneOffset(t - HOUR, zone);
    return earlier < t && toWall(earlier, zone) === wall ? earlier : t;
  }
  // Spring forward: the wall time does not exist; the later candidate lies just after the change.
  return Math.max(t, wall - o2);
}

/**
 * Start (ms UTC) of the local calendar day holding instant `t` in `zone`.
 *
 * @example
 * localDayStart(Date.UTC(2024, 10, 3, 12), 'America/Chicago') // Date.UTC(2024, 10, 3, 5)
 */
export function localDayStart(t: number, zone: string): number {
  const wall = toWall(t, zone);
  return fromWall(Math.floor(wall / DAY) * DAY, zone);
}

/**
 * Hour-beginning instants of one local calendar day in `zone`: 24 on most days, 23 on the
 * spring-forward day and 25 on the fall-back day.
 *
 * @param date local date `YYYY-MM-DD`
 * @example
 * localDayHours('2024-11-03', 'America/Chicago').length // 25
 */
export function localDayHours(date: string, zone: string): number[] {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  const start = fromWall(wall, zone);
  const end = fromWall(wall + DAY, zone);
  const out: number[] = [];
  for (let t = start; t < end; t += HOUR) out.push(t);
  return out;
}

/**
 * Hour-ending label of the hour that begins at `t` in `zone`, by the convention of
 * `@loadline/core` (`hourEndingLabel`): `HE1`..`HE24` from the local clock hour at its start, and
 * `HE2*` for the repeated hour of a fall-back day; the skipped hour of a spring-forward day never
 * occurs (US zones go from HE2 to HE4).
 *
 * @example
 * localDayHours('2024-11-03', 'America/Chicago').map((t) => hourEndingAt(t, 'America/Chicago'))
 * // ['HE1', 'HE2', 'HE2*', 'HE3', ..., 'HE24']
 */
export function hourEndingAt(t: number, zone: string): string {
  const wall = toWall(t, zone);
  const hour = Math.floor((((wall % DAY) + DAY) % DAY) / HOUR);
  const repeated = wall - toWall(t - HOUR, zone) <= 0;
  return hourEndingLabel(hour, repeated);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const abbreviations = new Map<string, string>();
const nameFormatters = new Map<string, Intl.DateTimeFormat>();

function nameFormatter(zone: string): Intl.DateTimeFormat {
  let f = nameFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    nameFormatters.set(zone, f);
  }
  return f;
}

/** Short name of the zone's offset in effect at `t` (e.g. `CDT`, `GMT+5:30`), from Intl, cached per offset. */
function zoneAbbreviation(t: number, zone: string, offset: number): string {
  const key = `${zone}|${offset}`;
  let name = abbreviations.get(key);
  if (name === undefined) {
    name = nameFormatter(zone).formatToParts(t).find((p) => p.type === 'timeZoneName')?.value ?? '';
    abbreviations.set(key, name);
  }
  return name;
}

/**
 * Full label of the interval beginning at `t`, for tooltips, tables and CSV: the local date with
 * the hour beginning and zone abbreviation (`Nov 3, 2024, 01:00 CST`), or the date with the hour
 * ending (`Nov 3, 2024, HE2*`). Written in en-US form from the cached zone offset, so it is cheap
 * enough for every row of a large export.
 */
export function intervalLabel(t: number, zone: string, convention: HourConvention): string {
  const offset = zoneOffset(t, zone);
  const d = new Date(t + offset);
  const date = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
  if (convention === 'hour-ending') return `${date}, ${hourEndingAt(t, zone)}`;
  return `${date}, ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())} ${zoneAbbreviation(t, zone, offset)}`;
}

/** One tick of a time axis. */
export interface TimeTick {
  /** Instant (ms UTC). */
  t: number;
  /** Label in the zone and hour convention. */
  label: string;
}

const STEPS_HOURS = [1, 2, 3, 6, 12];
const STEPS_DAYS = [1, 2, 7, 14];
const STEPS_MONTHS = [1, 3, 6, 12];

/**
 * Ticks of a time axis over [from, to] (ms UTC) in `zone`, at most `maxTicks`, on local hour, day,
 * month or year boundaries. Hourly ticks read `HH:00` (hour beginning) or `HEn` (hour ending,
 * the hour that ends at the tick); ticks at local midnight read the date.
 *
 * @example
 * timeTicks(dayStart, dayStart + 86_400_000, 'America/Chicago', 'hour-ending', 6)
 */
export function timeTicks(from: number, to: number, zone: string, convention: HourConvention, maxTicks: number): TimeTick[] {
  if (!(to > from) || maxTicks < 1) return [];
  const span = to - from;
  const w0 = toWall(from, zone);
  const w1 = toWall(to, zone);
  const walls: number[] = [];
  let unit: 'hour' | 'day' | 'month' = 'hour';
  const hourStep = STEPS_HOURS.find((h) => span / (h * HOUR) <= maxTicks);
  const dayStep = STEPS_DAYS.find((d) => span / (d * DAY) <= maxTicks);
  if (hourStep !== undefined) {
    for (let w = Math.ceil(w0 / (hourStep * HOUR)) * hourStep * HOUR; w <= w1; w += hourStep * HOUR) walls.push(w);
  } else if (dayStep !== undefined) {
    unit = 'day';
    const first = Math.ceil(w0 / DAY) * DAY;
    for (let w = first; w <= w1; w += dayStep * DAY) walls.push(w);
  } else {
    unit = 'month';
    const months = STEPS_MONTHS.find((m) => span / (m * 30.44 * DAY) <= maxTicks) ?? Math.ceil(span / (365.25 * DAY) / maxTicks) * 12;
    const d = new Date(w0);
    let y = d.getUTCFullYear();
    let mo = Math.ceil((d.getUTCMonth() + (d.getUTCDate() > 1 || w0 % DAY > 0 ? 1 : 0)) / months) * months;
    for (let w = Date.UTC(y, mo, 1); w <= w1; w = Date.UTC(y, mo, 1)) {
      walls.push(w);
      mo += months;
      if (mo >= 12) { y += Math.floor(mo / 12); mo %= 12; }
    }
  }
  const out: TimeTick[] = [];
  let prev = -Infinity;
  for (const w of walls) {
    const t = fromWall(w, zone);
    if (t <= prev || t < from || t > to) continue;
    prev = t;
    out.push({ t, label: tickLabel(t, unit, zone, convention) });
  }
  return out;
}

/**
 * The one tick of a chart of a single time (one bucket): at the point, labelled by the calendar
 * bucket it starts: a local month start reads the month (`Nov 2019`: a Month-All or Year-All
 * bucket), a local midnight the day (`Nov 3`), any other time its hour (`HE2` or `01:00`). Hourly
 * ticks either side would label a month's or year's single point with hour-ending labels.
 *
 * @example singlePointTick(Date.UTC(2019, 10, 1, 5), 'America/Chicago', 'hour-ending') // { t, label: 'Nov 2019' }
 */
export function singlePointTick(t: number, zone: string, convention: HourConvention): TimeTick {
  const wall = toWall(t, zone);
  const monthStart = wall % DAY === 0 && new Date(wall).getUTCDate() === 1;
  return { t, label: tickLabel(t, monthStart ? 'month' : 'hour', zone, convention) };
}

function tickLabel(t: number, unit: 'hour' | 'day' | 'month', zone: string, convention: HourConvention): string {
  // The actual wall clock of the tick (a skipped 02:00 resolves to 03:00).
  const wall = toWall(t, zone);
  const d = new Date(wall);
  if (unit === 'month') return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  if (unit === 'day' || wall % DAY === 0) return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  if (convention === 'hour-ending') return hourEndingAt(t - HOUR, zone);
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}
