import { wallTimeToInstant, zoneOffsetMs } from '@loadline/core';

/**
 * Zone arithmetic of the query engine, on core's zoned time (`zoneOffsetMs`, `wallTimeToInstant`
 * of @loadline/core): one time-zone implementation for the SDK and the API.
 *
 * The UTC offsets of a zone over a time range, as constant pieces: `offsets[0]` applies before
 * `changes[0]`, `offsets[i]` from `changes[i - 1]` to `changes[i]`, the last one to the end. A
 * query's local time is then `__time + offset` with a handful of comparisons per row instead of a
 * time-zone lookup per row (the DuckDB dialect renders it as a CASE over bound instants).
 */
export interface OffsetPieces {
  /** Instants (epoch ms) where the offset changes, ascending. */
  changes: number[];
  /** Offsets in seconds (local minus UTC), one more than `changes`. */
  offsets: number[];
}

const STEP_MS = 12 * 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Offset of `zone` at instant `ms`, in seconds (local minus UTC): core's `zoneOffsetMs`.
 * @throws RangeError when `zone` is not an IANA zone.
 */
export function offsetSeconds(zone: string, ms: number): number {
  return Math.round(zoneOffsetMs(zone, ms) / 1000);
}

/**
 * The instant (epoch ms) of a local wall-clock time in `zone`, the wall time written as if it were
 * UTC (epoch ms). A wall time repeated at fall-back is its earlier occurrence; one skipped at
 * spring-forward is the instant as far after the change (02:30 on a Central spring-forward day is
 * 03:30 CDT), as core's `wallTimeToInstant` decides.
 * @example wallClockToInstant(Date.UTC(2019, 10, 3, 1, 30), 'America/Chicago') // 2019-11-03T06:30Z (CDT)
 */
export function wallClockToInstant(wallMs: number, zone: string): number {
  const wall = new Date(wallMs);
  const date = { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
  const minute = wallTimeToInstant(date, wall.getUTCHours(), wall.getUTCMinutes(), zone).getTime();
  return minute + wall.getUTCSeconds() * 1000 + wall.getUTCMilliseconds();
}

const cache = new Map<string, OffsetPieces | null>();

/**
 * Offset pieces of `zone` over [fromMs, toMs): sampled every 12 hours, each change then found to
 * the minute by bisection (no zone changes its offset twice within 12 hours). Results are cached
 * (the last 256 ranges), so a dashboard's repeated queries pay once.
 * @returns null when the range holds more than `maxChanges` changes (the caller falls back to a
 *   per-row conversion).
 */
export function offsetPieces(zone: string, fromMs: number, toMs: number, maxChanges = 64): OffsetPieces | null {
  const key = `${zone}|${fromMs}|${toMs}|${maxChanges}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const out = computePieces(zone, fromMs, toMs, maxChanges);
  if (cache.size >= 256) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}

/** Step of the coarse first pass of computePieces: it sees every offset that lasts longer. */
const COARSE_STEP_MS = 28 * 86_400_000;

function computePieces(zone: string, fromMs: number, toMs: number, maxChanges: number): OffsetPieces | null {
  // A coarse pass first: decades of daylight saving time show more than `maxChanges` changes in
  // ~13 samples a year, so the answer is null without sampling every 12 hours (about 40 ms of
  // blocked event loop for a 100-year range).
  let seen = 0;
  let last = offsetSeconds(zone, fromMs);
  for (let t = fromMs + COARSE_STEP_MS; t < toMs && seen <= maxChanges; t += COARSE_STEP_MS) {
    const off = offsetSeconds(zone, t);
    if (off !== last) seen++;
    last = off;
  }
  if (seen > maxChanges) return null;
  const changes: number[] = [];
  const offsets = [offsetSeconds(zone, fromMs)];
  let prevT = fromMs;
  let prev = offsets[0] as number;
  for (let t = Math.min(fromMs + STEP_MS, toMs); ; t = Math.min(t + STEP_MS, toMs)) {
    const off = offsetSeconds(zone, t);
    if (off !== prev) {
      // The change is in (prevT, t]: bisect to the first minute with the new offset.
      let lo = prevT;
      let hi = t;
      while (hi - lo > MINUTE_MS) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS || lo + MINUTE_MS;
        if (offsetSeconds(zone, mid) === prev) lo = mid;
        else hi = mid;
      }
      changes.push(hi);
      offsets.push(off);
      if (changes.length > maxChanges) return null;
      prev = off;
    }
    prevT = t;
    if (t >= toMs) break;
  }
  return { changes, offsets };
}
