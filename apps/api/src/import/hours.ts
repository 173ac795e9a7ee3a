import { toLocalDateTime } from '@loadline/core';
import { hoursInLocalDay, localMidnightUtc, usDateToIso } from '../seed/time';
import type { HourConvention } from './formats';

const HOUR_MS = 3_600_000;

/**
 * A cell as shown in a rejection: JSON-quoted (control characters escaped, so a hostile cell cannot
 * drive a terminal) and cut to 60 characters.
 */
export function quoted(raw: string): string {
  return JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}...` : raw);
}

/** The hour of a row before daylight-saving resolution: a local operating day and hour label, or an exact instant. */
export type RowHour =
  | { kind: 'local'; day: string; label: number; dstFlag: boolean }
  | { kind: 'instant'; startMs: number };

/** Result of reading a time field: the hour, or why it is not one. */
export type HourResult = { ok: true; hour: RowHour } | { ok: false; reason: string };

/** `YYYY-MM-DD` or `MM/DD/YYYY` to `YYYY-MM-DD` when it is a real calendar date, else undefined. */
export function readDay(text: string): string | undefined {
  const t = text.trim();
  let iso: string;
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) iso = t;
  else if (/^\d{2}\/\d{2}\/\d{4}$/.test(t)) iso = usDateToIso(t);
  else return undefined;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : undefined;
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function labelRange(convention: HourConvention): [number, number] {
  return convention === 'ending' ? [1, 24] : [0, 23];
}

/**
 * Reads `date` + `hour` columns. The hour is `2`, `02`, `02:00`, with an optional ` DST` suffix
 * marking the second occurrence of the fall-back hour (ERCOT's `02:00 DST`).
 */
export function readDateHour(date: string, hour: string, convention: HourConvention): HourResult {
  const day = readDay(date);
  if (!day) return { ok: false, reason: `date ${quoted(date)} is not a YYYY-MM-DD or MM/DD/YYYY date` };
  const m = /^(\d{1,2})(?::00)?(\s*DST)?$/i.exec(hour.trim());
  const [lo, hi] = labelRange(convention);
  const label = m ? Number(m[1]) : NaN;
  if (!m || label < lo || label > hi) {
    return { ok: false, reason: `hour ${quoted(hour)} is not an hour ${convention === 'ending' ? 'ending 1..24' : 'beginning 0..23'}` };
  }
  return { ok: true, hour: { kind: 'local', day, label, dstFlag: Boolean(m[2]) } };
}

/**
 * Reads a `timestamp` column: an exact instant with `Z` or an offset (`2021-11-07T01:00:00-05:00`),
 * or a local wall-clock time (`2021-11-07 01:00`, `11/07/2021 01:00`, optional ` DST` suffix) in
 * the import's zone. Minutes and seconds must be zero. Under hour ending a timestamp marks the end
 * of its hour: local `00:00` is hour ending 24 of the previous day.
 */
export function readTimestamp(text: string, convention: HourConvention): HourResult {
  const t = text.trim();
  const bad = { ok: false as const, reason: `timestamp ${quoted(text)} is not an hour (YYYY-MM-DD HH:00, optionally with Z or an offset)` };
  const m = /^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.0+)?)?\s*(Z|[+-]\d{2}:?\d{2}|DST)?$/i.exec(t);
  if (!m) return bad;
  const day = readDay(m[1]!);
  const hh = Number(m[2]);
  if (!day || hh > 24) return bad;
  if (m[3] !== '00' || (m[4] !== undefined && m[4] !== '00')) return { ok: false, reason: `timestamp ${quoted(text)} is not on the hour` };
  const zone = m[5];
  if (zone && zone.toUpperCase() !== 'DST') {
    if (hh === 24) return bad;
    const ms = Date.parse(`${day}T${m[2]}:00:00${zone.toUpperCase() === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`);
    if (Number.isNaN(ms)) return bad;
    if (ms % HOUR_MS !== 0) return { ok: false, reason: `timestamp ${quoted(text)} is not on a whole UTC hour` };
    return { ok: true, hour: { kind: 'instant', startMs: convention === 'ending' ? ms - HOUR_MS : ms } };
  }
  const dstFlag = zone !== undefined;
  if (convention === 'beginning') {
    if (hh === 24) return bad;
    return { ok: true, hour: { kind: 'local', day, label: hh, dstFlag } };
  }
  return { ok: true, hour: hh === 0 ? { kind: 'local', day: previousDay(day), label: 24, dstFlag } : { kind: 'local', day, label: hh, dstFlag } };
}

/**
 * The hours of one local operating day by label: label to the UTC interval starts (epoch ms)
 * carrying it. A label maps to one start, to two on the fall-back day (the repeated hour, earlier
 * start first) and to none on the spring-forward day (the skipped hour). Built from the seed's
 * day helpers (local midnight, day length), so it agrees with how the seed stores ERCOT hours.
 * Zones whose clocks change at local midnight are not supported.
 */
export function dayHourTable(day: string, tz: string, convention: HourConvention): Map<number, number[]> {
  const midnight = localMidnightUtc(day, tz);
  const table = new Map<number, number[]>();
  const n = hoursInLocalDay(day, tz);
  for (let k = 0; k < n; k++) {
    const start = midnight + k * HOUR_MS;
    const localHour = toLocalDateTime(start, tz).hour;
    const label = convention === 'ending' ? localHour + 1 : localHour;
    const list = table.get(label) ?? [];
    list.push(start);
    table.set(label, list);
  }
  return table;
}

/** Describes a label for messages: `hour ending 2` / `hour beginning 1`. */
export function hourName(label: number, convention: HourConvention): string {
  return `hour ${convention} ${label}`;
}

/** `true` when `tz` is an IANA zone name this runtime knows. */
export function isKnownZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
