import { hourEndingLabel } from '@loadline/core';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();
const caches = new Map<string, Map<number, number>>();

/** Offset of `timeZone` from UTC at `t` (ms), read from Intl. */
function rawOffset(t: number, timeZone: string): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(t).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - (t - (t % 1000 + 1000) % 1000);
}

/**
 * Offset of `timeZone` from UTC at instant `t`, in ms (-18,000,000 for America/Chicago in CDT).
 * Read once per UTC day when the day has one offset, per hour on a day with a change, so a year
 * of hourly rows costs about 800 Intl calls.
 *
 * @throws RangeError when `timeZone` is not an IANA time zone
 */
export function offsetAt(t: number, timeZone: string): number {
  let cache = caches.get(timeZone);
  if (!cache) caches.set(timeZone, (cache = new Map()));
  const day = Math.floor(t / DAY);
  let o = cache.get(day);
  if (o === undefined) {
    const a = rawOffset(day * DAY, timeZone);
    o = a === rawOffset(day * DAY + DAY - 1000, timeZone) ? a : NaN;
    cache.set(day, o);
  }
  return Number.isNaN(o) ? rawOffset(t, timeZone) : o;
}

/** Local wall-clock time of `t` in `timeZone`, as a UTC Date (read it with getUTC*). */
export function wallOf(t: number, timeZone: string): Date {
  return new Date(t + offsetAt(t, timeZone));
}

/**
 * Hour-ending label of the hour beginning at `t` in `timeZone` (`HE1`..`HE24`; `HE2*` for the
 * repeated hour of a fall-back day), per core's `hourEndingLabel`.
 *
 * @example hourEndingOf(Date.UTC(2019, 6, 2, 19), 'America/Chicago') // 'HE15'
 */
export function hourEndingOf(t: number, timeZone: string): string {
  const hb = wallOf(t, timeZone).getUTCHours();
  return hourEndingLabel(hb, wallOf(t - HOUR, timeZone).getUTCHours() === hb);
}
