import type { QueryRow, TimePartFilter } from './common.schema';
import type { QueryColumns } from './columnarAnswer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepTimeParts, runsOfMask, timePartMask, timePartRuns } from './timePartRows';

const ZONE = 'America/Chicago';
const MINUTE = 60_000;

/**
 * An independent model of the reference API (apps/api/src/query: timePartPredicates + DuckDB
 * dialect, formatBucket): local time parts of each data row's instant in the zone, read with the
 * platform's Intl time-zone data (not the browser-side text parsing under test); data rows
 * filtered first, then grouped into sub-daily buckets (local wall clock floored, offset of the
 * row), each bucket written as wall-clock ISO text with the offset.
 */
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});
const ISO_WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

interface Local { year: number; month: number; day: number; hour: number; minute: number; isoWeekday: number; offsetMinutes: number }

function localOf(ms: number): Local {
  const p = Object.fromEntries(partsFormat.formatToParts(ms).map((x) => [x.type, x.value]));
  const [year, month, day, hour, minute] = [p.year, p.month, p.day, p.hour, p.minute].map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  return { year, month, day, hour, minute, isoWeekday: ISO_WEEKDAY[p.weekday ?? ''] ?? 0, offsetMinutes: Math.round((wall - ms) / MINUTE) };
}

function serverKeeps(l: Local, f: TimePartFilter): boolean {
  const dayType = l.isoWeekday >= 6 ? 'Weekend' : 'Weekday';
  return (!f.hourOfDay || f.hourOfDay.includes(l.hour))
    && (!f.dayOfWeek || f.dayOfWeek.includes(l.isoWeekday))
    && (!f.monthOfYear || f.monthOfYear.includes(l.month))
    && (!f.dayType || f.dayType.includes(dayType))
    && (!f.year || f.year.includes(l.year));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The API's bucket text: local wall-clock start of the bucket with the row's offset. */
function bucketText(l: Local, minutes: number): string {
  const off = Math.abs(l.offsetMinutes);
  const sign = l.offsetMinutes < 0 ? '-' : '+';
  const m = l.minute - (l.minute % minutes);
  return `${l.year}-${pad(l.month)}-${pad(l.day)}T${pad(l.hour)}:${pad(m)}:00${sign}${pad(Math.floor(off / 60))}:${pad(off % 60)}`;
}

/** Sums `load` per bucket of the rows kept by `filter` (null: all), in time order, as the API answers. */
function serverAnswer(rows: readonly { t: number; load: number }[], minutes: number, filter: TimePartFilter | null): QueryRow[] {
  const buckets = new Map<number, { __time: string; load: number }>();
  for (const { t, load } of rows) {
    const l = localOf(t);
    if (filter && !serverKeeps(l, filter)) continue;
    const start = t - (l.minute % minutes) * MINUTE;
    const b = buckets.get(start);
    if (b) b.load += load;
    else buckets.set(start, { __time: bucketText(l, minutes), load });
  }
  return [...buckets].sort(([a], [b]) => a - b).map(([, row]) => row);
}

// Windows of four days around Chicago's spring-forward (23-hour) and fall-back (25-hour) days,
// and a year change, so weekdays, weekends, months and years all vary.
const WINDOW_STARTS = ['2019-03-08T00:00:00Z', '2019-11-01T00:00:00Z', '2020-03-06T00:00:00Z', '2021-11-05T00:00:00Z', '2023-03-10T00:00:00Z', '2024-12-30T00:00:00Z', '2019-02-27T00:00:00Z'].map(Date.parse);
const WINDOW_MINUTES = 4 * 24 * 60;

const uniqueInts = (min: number, max: number) => fc.uniqueArray(fc.integer({ min, max }), { maxLength: max - min + 1 });
const filterArb: fc.Arbitrary<TimePartFilter> = fc.record(
  {
    hourOfDay: uniqueInts(0, 23),
    dayOfWeek: uniqueInts(1, 7),
    monthOfYear: uniqueInts(1, 12),
    dayType: fc.subarray(['Weekday', 'Weekend'] as ('Weekday' | 'Weekend')[]),
    year: fc.subarray([2019, 2020, 2021, 2023, 2024, 2025]),
  },
  { requiredKeys: [] },
);

describe('keepTimeParts', () => {
  it('keeps exactly the buckets the server keeps, over DST days in America/Chicago, for 60-, 30- and 15-minute buckets', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WINDOW_STARTS),
        fc.constantFrom(60, 30, 15),
        fc.array(fc.record({ minute: fc.integer({ min: 0, max: WINDOW_MINUTES - 1 }), load: fc.integer({ min: 0, max: 1000 }) }), { minLength: 1, maxLength: 300, size: 'max' }),
        filterArb,
        (start, minutes, raw, filter) => {
          const rows = raw.map((r) => ({ t: start + r.minute * MINUTE, load: r.load }));
          const filteredByServer = serverAnswer(rows, minutes, filter);
          const filteredHere = keepTimeParts(serverAnswer(rows, minutes, null), filter);
          expect(filteredHere).toEqual(filteredByServer);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads the local hour from the text: the repeated 01:00 of a fall-back day twice, no 02:00 on a spring-forward day', () => {
    const fallBack = ['2019-11-03T00:00:00-05:00', '2019-11-03T01:00:00-05:00', '2019-11-03T01:00:00-06:00', '2019-11-03T02:00:00-06:00'].map((t) => ({ __time: t }));
    expect(keepTimeParts(fallBack, { hourOfDay: [1] }).map((r) => r.__time)).toEqual(['2019-11-03T01:00:00-05:00', '2019-11-03T01:00:00-06:00']);
    const springForward = ['2019-03-10T01:00:00-06:00', '2019-03-10T03:00:00-05:00'].map((t) => ({ __time: t }));
    expect(keepTimeParts(springForward, { hourOfDay: [2, 3] }).map((r) => r.__time)).toEqual(['2019-03-10T03:00:00-05:00']);
  });

  it('keeps every row for an absent part, none for an empty list, and drops rows without a bucket time', () => {
    const rows = [{ __time: '2019-07-06T10:00:00.000-05:00', load: 1 }, { __time: '2019-07-08T10:15:00Z', load: 2 }, { __time: null, load: 3 }];
    expect(keepTimeParts(rows, {})).toEqual(rows.slice(0, 2));
    expect(keepTimeParts(rows, { hourOfDay: [] })).toEqual([]);
    // Saturday 6 July and Monday 8 July 2019.
    expect(keepTimeParts(rows, { dayType: ['Weekend'] })).toEqual([rows[0]]);
    expect(keepTimeParts(rows, { dayOfWeek: [1, 6], dayType: ['Weekday'] })).toEqual([rows[1]]);
  });
});

/** The columnar answer of rows written by {@link serverAnswer}: instants and wall clocks from their texts. */
function columnsOf(rows: readonly QueryRow[]): QueryColumns {
  const instants = Float64Array.from(rows, (r) => Date.parse(String(r.__time)));
  const walls = Float64Array.from(rows, (r, i) => {
    const text = String(r.__time);
    const sign = text.at(-6) === '-' ? -1 : 1;
    return (instants[i] as number) + sign * (Number(text.slice(-5, -3)) * 60 + Number(text.slice(-2))) * MINUTE;
  });
  return { rowCount: rows.length, byName: new Map([['__time', { kind: 'time', instants, walls, utc: false }], ['load', { kind: 'values', values: rows.map((r) => r.load ?? null) }]]) };
}

describe('a columnar answer', () => {
  it('passes the same rows through a time-part filter as its rows, over DST days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WINDOW_STARTS),
        fc.constantFrom(60, 15),
        fc.array(fc.record({ minute: fc.integer({ min: 0, max: WINDOW_MINUTES - 1 }), load: fc.integer({ min: 0, max: 1000 }) }), { minLength: 1, maxLength: 200 }),
        filterArb,
        (start, minutes, raw, filter) => {
          const rows = serverAnswer(raw.map((r) => ({ t: start + r.minute * MINUTE, load: r.load })), minutes, null);
          const columns = columnsOf(rows);
          const mask = timePartMask(rows, filter);
          expect(timePartMask(columns, filter)).toEqual(mask);
          // The runs read by day from the wall clocks are the mask's runs.
          const keep = timePartRuns(columns, filter);
          expect(keep).toEqual(runsOfMask(mask));
          expect(timePartRuns(rows, filter)).toEqual(keep);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('timePartRuns', () => {
  it('reads an answer whose times go back (a split answer) through the mask', () => {
    const texts = ['2021-07-02T10:00:00-05:00', '2021-07-03T10:00:00-05:00', '2021-07-02T10:00:00-05:00', '2021-07-03T10:00:00-05:00'];
    const rows = texts.map((t, i) => ({ __time: t, load: i }));
    // Friday 2 and Saturday 3 July 2021, twice: rows 0 and 2 are weekdays.
    expect(timePartRuns(columnsOf(rows), { dayType: ['Weekday'] })).toEqual({ starts: Int32Array.from([0, 2]), ends: Int32Array.from([1, 3]), length: 2, rows: 2 });
  });

  it('merges adjacent kept days and hours into one run, and gives the same runs again for the same filter', () => {
    const rows = serverAnswer(Array.from({ length: 72 }, (_, h) => ({ t: Date.parse('2021-07-05T05:00:00Z') + h * 3_600_000, load: h })), 60, null);
    const columns = columnsOf(rows);
    // Monday 5 to Wednesday 7 July 2021, hour by hour: one run of 72 hours, then three runs of hours 7-8.
    const all = timePartRuns(columns, { dayType: ['Weekday'] });
    expect(all).toEqual({ starts: Int32Array.from([0]), ends: Int32Array.from([72]), length: 1, rows: 72 });
    expect(timePartRuns(columns, { dayType: ['Weekday'] })).toBe(all);
    expect(timePartRuns(columns, { hourOfDay: [8, 7] })).toEqual({ starts: Int32Array.from([7, 31, 55]), ends: Int32Array.from([9, 33, 57]), length: 3, rows: 6 });
    // The runs of the last four filters are kept: a fifth filter lets the oldest go.
    expect(timePartRuns(columns, { dayType: ['Weekday'] })).toBe(all);
    for (const hour of [1, 2, 3, 4]) timePartRuns(columns, { hourOfDay: [hour] });
    const again = timePartRuns(columns, { dayType: ['Weekday'] });
    expect(again).not.toBe(all);
    expect(again).toEqual(all);
  });
});
