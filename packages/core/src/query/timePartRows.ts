import type { QueryColumns } from './columnarAnswer';
import type { QueryRow, TimePart, TimePartFilter } from './common.schema';

/**
 * The time-part filter (spec part 1 §3 "Time filter groups", part 2 §7 time-part filter): the one
 * rule of which local parts a row has ({@link timePartOf}: hour beginning 0-23 of the wall clock,
 * ISO weekday 1 Monday..7 Sunday, Weekend = Saturday and Sunday, month 1-12, year) and which rows a
 * filter keeps (an absent part keeps every row, an empty list none). The API's query engine and
 * the memory adapter filter data rows by it; {@link timePartMask}, {@link timePartRuns} and
 * {@link keepTimeParts} apply it to the buckets of an answer, in the browser.
 *
 * Applying it to an answer is exact only under this condition, which the reference API (apps/api,
 * DuckDB dialect) meets: the server filters each data row by the parts of its local time in the
 * query's `timezone`, then groups; an hourly, 30-minute or 15-minute bucket is the row's local
 * wall-clock time floored to the bucket, so every row of a bucket has the bucket's local date and
 * hour, and the filter keeps or drops whole buckets and leaves the measure of a kept bucket
 * unchanged, whatever the aggregation. The bucket's `__time` is ISO 8601 text of its local
 * wall-clock start with the zone's offset ('2019-11-03T01:00:00-06:00'), so its date and hour are
 * read from the text without a time-zone lookup: the repeated 01:00 of a fall-back day is hour 1
 * twice, a spring-forward day has no hour 2, as on the server. A backend that filters otherwise
 * (after grouping, or on another clock) must send the filter to the server instead: the dashboard
 * applies it in the browser only when its data mapping says so (`clientTimeFilter`).
 *
 * @module
 */

/** The parts of local time a query splits or filters on, in the order the API applies them. */
export const TIME_PARTS = ['hourOfDay', 'dayOfWeek', 'monthOfYear', 'dayType', 'year'] as const satisfies readonly TimePart[];

/**
 * The value of one time part of a local time: hour beginning 0-23, ISO weekday 1-7, month 1-12,
 * `Weekend` (Saturday, Sunday) or `Weekday`, year.
 *
 * @example timePartOf({ year: 2019, month: 7, hour: 10, isoWeekday: 6 }, 'dayType') // 'Weekend'
 */
export function timePartOf(local: { readonly year: number; readonly month: number; readonly hour: number; readonly isoWeekday: number }, part: TimePart): number | 'Weekday' | 'Weekend' {
  switch (part) {
    case 'hourOfDay': return local.hour;
    case 'dayOfWeek': return local.isoWeekday;
    case 'monthOfYear': return local.month;
    case 'dayType': return local.isoWeekday >= 6 ? 'Weekend' : 'Weekday';
    default: return local.year;
  }
}

/** Membership tables of a time-part filter; null = the part does not filter. */
interface PartTables {
  hour: Uint8Array | null;
  /** Index 1..7, ISO weekday; day type folded in. */
  weekday: Uint8Array | null;
  month: Uint8Array | null;
  year: ReadonlySet<number> | null;
}

function table(size: number, values: readonly number[] | undefined): Uint8Array | null {
  if (!values) return null;
  const t = new Uint8Array(size);
  for (const v of values) if (Number.isInteger(v) && v >= 0 && v < size) t[v] = 1;
  return t;
}

function tablesOf(filter: TimePartFilter): PartTables {
  let weekday = table(8, filter.dayOfWeek);
  if (filter.dayType) {
    const types = new Set<string>(filter.dayType);
    const byType = new Uint8Array(8);
    for (let d = 1; d <= 7; d += 1) byType[d] = types.has(timePartOf({ year: 0, month: 1, hour: 0, isoWeekday: d }, 'dayType') as string) ? 1 : 0;
    weekday = weekday ? weekday.map((v, d) => v & (byType[d] ?? 0)) : byType;
  }
  return {
    hour: table(24, filter.hourOfDay),
    weekday,
    month: table(13, filter.monthOfYear),
    year: filter.year ? new Set(filter.year) : null,
  };
}

/** The two-digit number at `i` of `s`, or NaN. */
function two(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : Number.NaN;
}

const MONTH_SHIFT = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/** ISO weekday (1 Monday..7 Sunday) of a proleptic Gregorian date (Sakamoto's method). */
function isoWeekday(y: number, m: number, d: number): number {
  const yy = m < 3 ? y - 1 : y;
  const sunday0 = (yy + Math.floor(yy / 4) - Math.floor(yy / 100) + Math.floor(yy / 400) + (MONTH_SHIFT[m - 1] ?? 0) + d) % 7;
  return sunday0 === 0 ? 7 : sunday0;
}

/**
 * Local parts of a row's bucket start packed in one integer: year << 13 | month << 9 |
 * ISO weekday << 5 | hour; -1 when `__time` is not `YYYY-MM-DDTHH...` text.
 */
function partsCode(text: unknown): number {
  if (typeof text !== 'string' || text.length < 13 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 84) return -1;
  const h = two(text, 11);
  const y = two(text, 0) * 100 + two(text, 2);
  const m = two(text, 5);
  const d = two(text, 8);
  if (!(h >= 0 && h < 24 && m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 0)) return -1;
  return (y << 13) | (m << 9) | (isoWeekday(y, m, d) << 5) | h;
}

// Parts of each row, per answer: an answer stays the same array in the query cache, so each
// further time filter change on it reads no text.
const CODES = new WeakMap<readonly QueryRow[], Int32Array>();

function codesOf(rows: readonly QueryRow[]): Int32Array {
  let codes = CODES.get(rows);
  if (!codes) {
    codes = new Int32Array(rows.length);
    let lastDay = '';
    let lastDayCode = -1;
    for (let i = 0; i < rows.length; i += 1) {
      const text = rows[i]?.__time;
      // Rows come in time order: a day's weekday is worked out once.
      if (typeof text === 'string' && text.length >= 13 && lastDayCode >= 0 && text.startsWith(lastDay)) {
        const h = two(text, 11);
        codes[i] = h >= 0 && h < 24 ? lastDayCode | h : -1;
        continue;
      }
      const code = partsCode(text);
      codes[i] = code;
      lastDay = code >= 0 && typeof text === 'string' ? text.slice(0, 11) : '';
      lastDayCode = code >= 0 ? code & ~31 : -1;
    }
    CODES.set(rows, codes);
  }
  return codes;
}

// Parts of each row of a columnar answer, from its local wall-clock starts (epoch ms as if UTC).
const WALL_CODES = new WeakMap<Float64Array, Int32Array>();

function codesOfWalls(walls: Float64Array): Int32Array {
  let codes = WALL_CODES.get(walls);
  if (!codes) {
    codes = new Int32Array(walls.length);
    let lastDay = Number.NaN;
    let lastDayCode = -1;
    for (let i = 0; i < walls.length; i += 1) {
      const wall = walls[i] as number;
      const day = Math.floor(wall / 86_400_000);
      const hour = Math.floor((wall - day * 86_400_000) / 3_600_000);
      if (day !== lastDay) {
        lastDay = day;
        const d = new Date(day * 86_400_000);
        const y = d.getUTCFullYear();
        lastDayCode = Number.isFinite(wall) && y >= 0 ? (y << 13) | ((d.getUTCMonth() + 1) << 9) | ((d.getUTCDay() || 7) << 5) : -1;
      }
      codes[i] = lastDayCode >= 0 ? lastDayCode | hour : -1;
    }
    WALL_CODES.set(walls, codes);
  }
  return codes;
}

function codesOfAnswer(answer: readonly QueryRow[] | QueryColumns): Int32Array {
  if (Array.isArray(answer)) return codesOf(answer as readonly QueryRow[]);
  const columns = answer as QueryColumns;
  const time = columns.byName.get('__time');
  if (time?.kind === 'time') return codesOfWalls(time.walls);
  // A time column written as text (an answer with a missing bucket): read it as rows do.
  const texts = time?.kind === 'values' ? time.values : [];
  return codesOf(Array.from({ length: columns.rowCount }, (_, i) => ({ __time: texts[i] ?? null })));
}

/**
 * Which rows of an answer pass a time-part filter: 1 at index i when row i's bucket start does
 * (its local hour beginning, ISO weekday, Weekday/Weekend, month and year, read from the wall
 * clock of the row's `__time` text, `YYYY-MM-DDTHH:mm...` with offset, as the API and the memory
 * adapter write it, or of a columnar answer's local wall-clock starts). An absent part keeps every row, an empty list none (the API's rule). A row
 * without such a `__time` is dropped: no bucket, no time parts to match. The parts of an answer's
 * rows are read once and kept while the answer lives, so later filters on it only compare numbers.
 *
 * Use on answers of hourly and finer requests only (the plan's `timeParts`) (buckets of one hour or
 * less); for coarser buckets the result would not be the server's.
 *
 * @example timePartMask(rows, { hourOfDay: [7, 8], dayType: ['Weekday'] }) // Uint8Array of 0/1, one per row
 */
export function timePartMask(rows: readonly QueryRow[] | QueryColumns, filter: TimePartFilter): Uint8Array {
  const { hour, weekday, month, year } = tablesOf(filter);
  const codes = codesOfAnswer(rows);
  const keep = new Uint8Array(codes.length);
  let lastDate = -1;
  let lastDatePasses = false;
  for (let i = 0; i < codes.length; i += 1) {
    const code = codes[i] ?? -1;
    if (code < 0) continue;
    const date = code >> 5;
    if (date !== lastDate) {
      lastDate = date;
      lastDatePasses = (!month || month[(code >> 9) & 15] === 1)
        && (!year || year.has(code >> 13))
        && (!weekday || weekday[(code >> 5) & 15] === 1);
    }
    if (lastDatePasses && (!hour || hour[code & 31] === 1)) keep[i] = 1;
  }
  return keep;
}

/**
 * The kept rows of an answer as ascending runs: rows `starts[k] <= i < ends[k]` for k below
 * `length`, `rows` in all. A time filter keeps whole days or hours, so a year of hourly rows
 * filtered to weekdays is ~52 runs, copied with typed-array copies instead of a test per row.
 */
export interface RowRuns {
  starts: Int32Array;
  ends: Int32Array;
  /** Number of runs. */
  length: number;
  /** Number of kept rows. */
  rows: number;
}

/** The runs of the 1s of a mask (see {@link timePartMask}). */
export function runsOfMask(mask: Uint8Array): RowRuns {
  const starts: number[] = [];
  const ends: number[] = [];
  let rows = 0;
  for (let i = 0; i < mask.length; i += 1) {
    if (mask[i] !== 1) continue;
    const start = i;
    while (i < mask.length && mask[i] === 1) i += 1;
    starts.push(start);
    ends.push(i);
    rows += i - start;
  }
  return { starts: Int32Array.from(starts), ends: Int32Array.from(ends), length: starts.length, rows };
}

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

// Whether a column's wall clocks never decrease (an unsplit answer, in time order), per column,
// when the decoder did not say.
const ASCENDING = new WeakMap<Float64Array, boolean>();

function ascending(walls: Float64Array): boolean {
  let known = ASCENDING.get(walls);
  if (known === undefined) {
    // NaN fails the comparisons too.
    known = walls.length === 0 || (walls[0] as number) === (walls[0] as number);
    for (let i = 1; known && i < walls.length; i += 1) known = (walls[i] as number) >= (walls[i - 1] as number);
    ASCENDING.set(walls, known);
  }
  return known;
}

/** First index in [lo, n) whose wall clock is at or after `value` (n when none). */
function lowerBound(walls: Float64Array, value: number, lo: number, n: number): number {
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((walls[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Start of year 0 (proleptic Gregorian), epoch ms: a wall clock before it has no time parts. */
const YEAR_0_MS = -62_167_219_200_000;

/**
 * Runs of the rows of ascending wall clocks that pass the tables: each local day's parts are
 * tested once and its rows (or the rows of its kept hours) found by binary search, so the cost
 * grows with the days and hours kept, not with the rows. Same rows as {@link timePartMask}: a row
 * belongs to the day and hour of its wall clock (a fall-back day's two 01:00 hours have the same
 * wall clock and are one range). Null when the first wall clock is before year 0.
 */
function wallRuns(walls: Float64Array, { hour, weekday, month, year }: PartTables): RowRuns | null {
  const n = walls.length;
  if (n > 0 && !((walls[0] as number) >= YEAR_0_MS)) return null;
  // The kept hours of a day as ranges [hourFrom[k], hourTo[k]).
  const hourFrom = new Int32Array(12);
  const hourTo = new Int32Array(12);
  let ranges = 0;
  for (let h = 0; h < 24; h += 1) {
    if (hour && hour[h] !== 1) continue;
    if (ranges > 0 && hourTo[ranges - 1] === h) hourTo[ranges - 1] = h + 1;
    else {
      hourFrom[ranges] = h;
      hourTo[ranges] = h + 1;
      ranges += 1;
    }
  }
  let starts = new Int32Array(64);
  let ends = new Int32Array(64);
  let length = 0;
  let rows = 0;
  let at = 0;
  const lastDay = n > 0 ? Math.floor((walls[n - 1] as number) / MS_PER_DAY) : 0;
  for (let day = n > 0 ? Math.floor((walls[0] as number) / MS_PER_DAY) : 1; day <= lastDay; day += 1) {
    // 1970-01-01, day 0, was a Thursday (ISO weekday 4).
    if (weekday && weekday[((((day + 3) % 7) + 7) % 7) + 1] !== 1) continue;
    if (month || year) {
      const date = new Date(day * MS_PER_DAY);
      if (month && month[date.getUTCMonth() + 1] !== 1) continue;
      if (year && !year.has(date.getUTCFullYear())) continue;
    }
    const start = day * MS_PER_DAY;
    for (let k = 0; k < ranges; k += 1) {
      const from = lowerBound(walls, start + (hourFrom[k] as number) * MS_PER_HOUR, at, n);
      const to = lowerBound(walls, start + (hourTo[k] as number) * MS_PER_HOUR, from, n);
      at = to;
      if (to <= from) continue;
      rows += to - from;
      if (length > 0 && ends[length - 1] === from) {
        ends[length - 1] = to;
        continue;
      }
      if (length === starts.length) {
        const grown = new Int32Array(length * 2);
        grown.set(starts);
        starts = grown;
        const grownEnds = new Int32Array(length * 2);
        grownEnds.set(ends);
        ends = grownEnds;
      }
      starts[length] = from;
      ends[length] = to;
      length += 1;
    }
  }
  return { starts: starts.slice(0, length), ends: ends.slice(0, length), length, rows };
}

// Runs per answer and filter: cards sharing an answer (the same query) share its runs, and a
// filter set back to one of the last few values finds them again. At most RUNS_PER_ANSWER filters
// are kept per answer (an hour filter of a year can be thousands of runs), the oldest out first.
const RUNS = new WeakMap<object, Map<string, RowRuns>>();
const RUNS_PER_ANSWER = 4;

/**
 * The rows of an answer that pass a time-part filter, as runs: the same rows as
 * {@link timePartMask}. A columnar answer in time order is read by local day (a binary search
 * over its wall clocks per kept day or hour range); other answers through the mask. The runs of
 * the last four filters of an answer are kept while the answer lives.
 *
 * @example timePartRuns(columns, { dayType: ['Weekday'] }) // { starts, ends, length: 53, rows: 6_240 } for 2021
 */
export function timePartRuns(answer: readonly QueryRow[] | QueryColumns, filter: TimePartFilter): RowRuns {
  const key = JSON.stringify([filter.hourOfDay, filter.dayOfWeek, filter.dayType, filter.monthOfYear, filter.year]);
  let byFilter = RUNS.get(answer);
  const known = byFilter?.get(key);
  if (known) return known;
  const time = Array.isArray(answer) ? undefined : (answer as QueryColumns).byName.get('__time');
  const byDay = time?.kind === 'time' && (time.wallsAscending ?? ascending(time.walls)) ? wallRuns(time.walls, tablesOf(filter)) : null;
  const runs = byDay ?? runsOfMask(timePartMask(answer, filter));
  if (!byFilter) {
    byFilter = new Map();
    RUNS.set(answer, byFilter);
  }
  if (byFilter.size >= RUNS_PER_ANSWER) byFilter.delete(byFilter.keys().next().value as string);
  byFilter.set(key, runs);
  return runs;
}

/**
 * The rows of an answer whose bucket start passes a time-part filter ({@link timePartMask}), in
 * the answer's order (the same objects).
 *
 * @example keepTimeParts(rows, { hourOfDay: [7, 8], dayType: ['Weekday'] })
 */
export function keepTimeParts(rows: readonly QueryRow[], filter: TimePartFilter): QueryRow[] {
  const keep = timePartMask(rows, filter);
  return rows.filter((_, i) => keep[i] === 1);
}
