import { TIME_PARTS } from '@loadline/core';
import { QueryError } from './errors';
import type { Predicate } from './ir';
import { wallClockToInstant } from './zoneOffsets';

const offsetRe = /(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant of a request date or date-time. `YYYY-MM-DD` is local midnight in `zone`; a
 * date-time without offset is wall-clock time in `zone`; one with `Z` or `±HH:mm` is that instant.
 * @throws {QueryError} 400 when the text is not a real date (e.g. 2019-02-30).
 */
export function toInstant(text: string, zone: string, field: string): Date {
  const wall = text.length === 10 ? `${text}T00:00:00` : text;
  const wallMs = offsetRe.test(wall) ? Number.NaN : Date.parse(`${wall}Z`);
  const date = offsetRe.test(wall) ? new Date(wall) : new Date(Number.isNaN(wallMs) ? Number.NaN : wallClockToInstant(wallMs, zone));
  const day = text.slice(0, 10);
  // Date parsing rolls 2019-02-30 over to March; compare the calendar day back to refuse it.
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime()) || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw new QueryError(`${field}: ${JSON.stringify(text)} is not a valid date`);
  }
  return date;
}

/**
 * The `__time` range of a request's date range: `fromDate` inclusive, `toDate` exclusive. The
 * client has already made its inclusive end date exclusive by adding one day (spec part 2 section 7;
 * `toQueryDateRange` of @loadline/core), so a one-day query is `{ fromDate: D, toDate: D + 1 }`
 * and covers the whole local day D: 23 hours on a spring-forward day, 25 on a fall-back day.
 * @throws {QueryError} 400 for an invalid date or an end not after the start.
 */
export function dateRangePredicate(range: { fromDate: string; toDate: string }, zone: string, field: string): Predicate {
  const from = toInstant(range.fromDate, zone, `${field}.fromDate`);
  const to = toInstant(range.toDate, zone, `${field}.toDate`);
  if (to.getTime() <= from.getTime()) {
    throw new QueryError(`${field}: toDate must be after fromDate (toDate is exclusive: the day after the last day wanted)`);
  }
  return { kind: 'timeRange', from: from.toISOString(), to: to.toISOString() };
}

/** Time-part filter of a request: each listed part keeps the rows whose local time part is listed. */
export interface TimePartValues {
  hourOfDay?: number[] | undefined;
  dayOfWeek?: number[] | undefined;
  monthOfYear?: number[] | undefined;
  dayType?: ('Weekday' | 'Weekend')[] | undefined;
  year?: number[] | undefined;
}

/**
 * Predicates of a time-part filter (spec part 1 section 3 time filter groups) in `zone`, part by
 * part in core's `TIME_PARTS` order (the rule of core's `timePartOf`). An absent part filters
 * nothing; an empty list keeps no row.
 */
export function timePartPredicates(filter: TimePartValues, zone: string): Predicate[] {
  const out: Predicate[] = [];
  for (const part of TIME_PARTS) {
    const values = filter[part];
    if (values) out.push({ kind: 'in', expr: { kind: 'timePart', part, zone }, values: [...values], negate: false });
  }
  return out;
}
