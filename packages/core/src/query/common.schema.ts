import '../zodSetup';
import * as z from 'zod';
import { lazySchema } from '../lazySchema';

/**
 * Shared building blocks of the query model (spec part 2 §7 "Data queries"). Identifiers stay
 * plain strings here: the server checks them against the datasource's metadata. Lengths and
 * counts are bounded so hostile input is cheap to reject.
 *
 * @module
 */

/** Longest column or datasource name accepted (characters). */
export const MAX_IDENTIFIER_LENGTH = 128;
/** Most values in one filter. */
export const MAX_FILTER_VALUES = 10_000;
/** Most filters, range filters or measures in one request. */
export const MAX_QUERY_ITEMS = 100;

/** A column or datasource name: 1 to 128 characters. */
export const identifierSchema = lazySchema(() => z.string().min(1).max(MAX_IDENTIFIER_LENGTH));

/** One value of a dimension: a string (max 1024 chars), a number, a boolean or null. */
export const dimensionValueSchema = lazySchema(() => z.union([z.string().max(1024), z.number(), z.boolean(), z.null()]));
/** One value of a dimension. */
export type DimensionValue = z.infer<typeof dimensionValueSchema>;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/**
 * Whether `value` is an ISO 8601 date or date-time (the shape of {@link dateTimeStringSchema}) that
 * names a real calendar day and clock time: '2020-02-29' is one, '2020-02-30', '2021-02-29' and
 * '2020-13-45' are not, nor is an hour past 23, a minute or second past 59 or an offset past ±23:59.
 *
 * @example isCalendarDateTime('2024-07-01T14:00-05:00') // true
 */
export function isCalendarDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (setUTCFullYear takes years below 100 as given).
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  if (day > last.getUTCDate()) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return false;
  if (m[8] !== undefined && (Number(m[8]) > 23 || Number(m[9]) > 59)) return false;
  return true;
}

/**
 * A date or date-time: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm[:ss[.sss]]` with an optional `Z` or
 * `±HH:mm` offset, naming a real calendar day and time ({@link isCalendarDateTime}). Without an
 * offset it is a wall-clock time in the request's time zone.
 */
export const dateTimeStringSchema = lazySchema(() => z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/, {
    error: 'Expected an ISO 8601 date or date-time',
  })
  .refine(isCalendarDateTime, { error: 'Not a real calendar date or time' }));

/** A calendar date `YYYY-MM-DD` that exists ('2020-02-30' does not). */
export const isoDateSchema = lazySchema(() => z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected a date YYYY-MM-DD' })
  .refine(isCalendarDateTime, { error: 'Not a real calendar date' }));

/** Zone names `Intl.DateTimeFormat` has accepted: building a formatter costs about 1 ms. */
const knownZones = new Set<string>();

/**
 * Whether `zone` is an IANA time zone name this runtime knows (e.g. 'America/Chicago'). Accepted
 * names are remembered, so a dashboard validating hundreds of query bodies builds one formatter
 * per zone.
 */
export function isKnownTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/**
 * An IANA time zone name (e.g. 'America/Chicago'), checked with `Intl.DateTimeFormat`
 * ({@link isKnownTimeZone}).
 */
export const timeZoneSchema = lazySchema(() => z.string().min(1).max(64).refine(isKnownTimeZone, { error: 'Unknown IANA time zone' }));

/** Include or Exclude (spec part 2 §7). */
export const filterTypeSchema = lazySchema(() => z.enum(['Include', 'Exclude']));

/** A dimension filter of a query: rows whose column value is (Include) or is not (Exclude) listed. */
export const queryFilterSchema = lazySchema(() => z.object({
  columnName: identifierSchema,
  filterType: filterTypeSchema,
  filterValues: z.array(dimensionValueSchema).max(MAX_FILTER_VALUES),
}));
/** A dimension filter of a query. */
export type QueryFilter = z.infer<typeof queryFilterSchema>;

/** A numeric range filter: rows with `min <= column <= max` (either bound optional). */
export const queryRangeFilterSchema = lazySchema(() => z.object({
  columnName: identifierSchema,
  min: z.number().optional(),
  max: z.number().optional(),
}));
/** A numeric range filter. */
export type QueryRangeFilter = z.infer<typeof queryRangeFilterSchema>;

/** Part-of-time groupings (spec part 1 §3 time filter groups). */
export const timePartSchema = lazySchema(() => z.enum(['hourOfDay', 'dayOfWeek', 'monthOfYear', 'dayType', 'year']));
/** A part of time. */
export type TimePart = z.infer<typeof timePartSchema>;

/**
 * Time-part filter (spec part 1 §3 "Time filter groups"): keep only rows whose local time falls in
 * every listed set. hourOfDay 0-23 (hour beginning), dayOfWeek 1 (Monday) to 7 (Sunday) per ISO
 * 8601, monthOfYear 1-12, dayType Weekday/Weekend, year e.g. 2024.
 */
export const timePartFilterSchema = lazySchema(() => z.object({
  hourOfDay: z.array(z.number().int().min(0).max(23)).max(24).optional(),
  dayOfWeek: z.array(z.number().int().min(1).max(7)).max(7).optional(),
  monthOfYear: z.array(z.number().int().min(1).max(12)).max(12).optional(),
  dayType: z.array(z.enum(['Weekday', 'Weekend'])).max(2).optional(),
  year: z.array(z.number().int().min(1900).max(2200)).max(300).optional(),
}));
/** Time-part filter. */
export type TimePartFilter = z.infer<typeof timePartFilterSchema>;

/**
 * Date range of a query: `fromDate` inclusive, `toDate` exclusive (the client makes an inclusive
 * end date exclusive by adding one day, spec part 2 §7; see `toQueryDateRange`).
 */
export const dateRangeSchema = lazySchema(() => z.object({ fromDate: dateTimeStringSchema, toDate: dateTimeStringSchema }));
/** Date range of a query. */
export type QueryDateRange = z.infer<typeof dateRangeSchema>;

/** Time filter on `__time`: a date range and/or a time-part filter (spec part 2 §7). */
export const timeFilterSchema = lazySchema(() => z.object({
  columnName: z.literal('__time').default('__time'),
  dateRange: dateRangeSchema.optional(),
  timePartFilter: timePartFilterSchema.optional(),
}));
/** Time filter. */
export type TimeFilter = z.infer<typeof timeFilterSchema>;

/** A min/max pair of a column (spec part 2 §7 min-max). Null when the column has no value. */
export const minMaxItemSchema = lazySchema(() => z.object({
  name: z.string(),
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
}));
/** A min/max pair. */
export type MinMaxItem = z.infer<typeof minMaxItemSchema>;

/** A result row: column name to value (strings unbounded here: answers are trusted more than requests). */
export const queryRowSchema = lazySchema(() => z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])));
/** A result row. */
export type QueryRow = z.infer<typeof queryRowSchema>;

function isQueryRow(row: unknown): row is QueryRow {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return false;
  for (const key in row) {
    if (!Object.hasOwn(row, key)) return false;
    const v = (row as Record<string, unknown>)[key];
    if (v !== null && typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return false;
  }
  return true;
}

/**
 * Result rows: the same rule as an array of {@link queryRowSchema} (plain objects of text, number,
 * boolean or null), checked in one loop. A dashboard reads tens of answers of 8,760+ rows; the
 * generic record check costs about 10 ms per 8,760 rows, this one well under 1 ms.
 */
export const queryRowsSchema = lazySchema(() => z.custom<QueryRow[]>(
  (v) => Array.isArray(v) && v.every(isQueryRow),
  { error: 'Expected rows of text, number, boolean or null values' },
));

/**
 * Turns an inclusive day range into the query's half-open range by adding one day to `to`
 * (spec part 2 §7 "The end date is made inclusive by adding 1 day").
 * @param from first day, `YYYY-MM-DD`
 * @param to last day included, `YYYY-MM-DD`
 * @example toQueryDateRange('2024-03-01', '2024-03-31') // { fromDate: '2024-03-01', toDate: '2024-04-01' }
 */
export function toQueryDateRange(from: string, to: string): QueryDateRange {
  const end = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(end.getTime())) throw new RangeError(`Invalid date: ${to}`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { fromDate: from, toDate: end.toISOString().slice(0, 10) };
}
