import { TEXT_DATASET_TOO_LARGE, formatLocalDate, formatOffset, parseLocalDate, startOfLocalDate, toLocalDateTime, zoneOffsetMs, type QueryRequest } from '@loadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type SqlParam } from '../db/database';
import { compileQuery } from './compileQuery';
import { duckdbDialect } from './dialects/duckdb';
import { answerQueryJson, executeQuery, jsonArrayText, queryAnswer, rowCountCheck, runIrCapped } from './execute';
import { createFixtureTable, fixtureMeta, fixtureMeters, fixtureRows, type FixtureRow } from './testFixture';

let db: Database;
const rows = fixtureRows();
beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  await createFixtureTable(db, rows);
});
afterAll(async () => db.close());

const base = (over: Partial<QueryRequest>): QueryRequest => ({
  selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }],
  filters: [],
  splits: [],
  timezone: 'UTC',
  rangeFilters: [],
  ...over,
});
const run = (req: QueryRequest) => executeQuery(db, duckdbDialect, compileQuery(req, fixtureMeta));

/** Rows of [from, to) local days in `zone`, from core's zoned time in plain JS, not from the engine (DuckDB's time zones). */
function inRange(zone: string, from: string, to: string, keep: (r: FixtureRow) => boolean = () => true): FixtureRow[] {
  const a = startOfLocalDate(parseLocalDate(from), zone).getTime();
  const b = startOfLocalDate(parseLocalDate(to), zone).getTime();
  return rows.filter((r) => r.time >= a && r.time < b && keep(r));
}
const pad = (n: number) => String(n).padStart(2, '0');
function iso(ms: number, zone: string): string {
  const l = toLocalDateTime(ms, zone);
  return `${formatLocalDate(l)}T${pad(l.hour)}:${pad(l.minute)}:${pad(l.second)}${zone === 'UTC' ? 'Z' : formatOffset(l.offsetMinutes)}`;
}
/** Local-calendar bucket start of an instant, in plain JS. */
const memo = new Map<string, string>();
function bucketOf(ms: number, zone: string, grain: 'P1D' | 'P1M' | 'P1Y' | 'PT1H' | 'PT15M'): string {
  const key = `${ms}|${zone}|${grain}`;
  let out = memo.get(key);
  if (out === undefined) memo.set(key, (out = computeBucket(ms, zone, grain)));
  return out;
}
function computeBucket(ms: number, zone: string, grain: 'P1D' | 'P1M' | 'P1Y' | 'PT1H' | 'PT15M'): string {
  if (grain === 'PT1H' || grain === 'PT15M') {
    const size = grain === 'PT1H' ? 3_600_000 : 900_000;
    const off = zoneOffsetMs(zone, ms);
    return iso(Math.floor((ms + off) / size) * size - off, zone);
  }
  const l = toLocalDateTime(ms, zone);
  const start = { year: l.year, month: grain === 'P1Y' ? 1 : l.month, day: grain === 'P1D' ? l.day : 1 };
  return iso(startOfLocalDate(start, zone).getTime(), zone);
}
function sumBy(list: FixtureRow[], key: (r: FixtureRow) => string | number): Map<string | number, number> {
  const out = new Map<string | number, number>();
  for (const r of list) out.set(key(r), (out.get(key(r)) ?? 0) + r.kwh);
  return out;
}
function expectSums(data: Record<string, unknown>[], keyName: string, expected: Map<string | number, number>) {
  expect(data.map((d) => d[keyName])).toEqual([...expected.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  for (const d of data) expect(d.kwh).toBeCloseTo(expected.get(d[keyName] as string) ?? NaN, 6);
}

describe('query engine on DuckDB: time buckets in the request zone', () => {
  it('splits the spring-forward day 2019-03-10 in America/Chicago into 23 hourly buckets', async () => {
    const zone = 'America/Chicago';
    const { data } = await run(base({ timezone: zone, splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-03-10', toDate: '2019-03-11' } } }));
    expect(data).toHaveLength(23);
    expect(data[0]?.__time).toBe('2019-03-10T00:00:00-06:00');
    expect(data[2]?.__time).toBe('2019-03-10T03:00:00-05:00');
    expectSums(data, '__time', sumBy(inRange(zone, '2019-03-10', '2019-03-11'), (r) => bucketOf(r.time, zone, 'PT1H')));
  });

  it('splits the fall-back day 2019-11-03 into 25 hourly buckets, the repeated 01:00 twice', async () => {
    const zone = 'America/Chicago';
    const { data } = await run(base({ timezone: zone, splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-11-03', toDate: '2019-11-04' } } }));
    expect(data).toHaveLength(25);
    expect(data.slice(1, 3).map((d) => d.__time)).toEqual(['2019-11-03T01:00:00-05:00', '2019-11-03T01:00:00-06:00']);
    expectSums(data, '__time', sumBy(inRange(zone, '2019-11-03', '2019-11-04'), (r) => bucketOf(r.time, zone, 'PT1H')));
  });

  it('sums local days around both DST changes, with 23- and 25-hour days', async () => {
    const zone = 'America/Chicago';
    for (const [from, to] of [['2019-03-08', '2019-03-13'], ['2019-11-01', '2019-11-06']] as const) {
      const { data } = await run(base({ timezone: zone, splits: [{ type: 'time', columnName: '__time', granularity: 'P1D' }], timeFilter: { columnName: '__time', dateRange: { fromDate: from, toDate: to } } }));
      expect(data).toHaveLength(5);
      expectSums(data, '__time', sumBy(inRange(zone, from, to), (r) => bucketOf(r.time, zone, 'P1D')));
    }
  });

  it.each([
    ['America/Chicago', 'P1M'],
    ['Europe/Berlin', 'P1M'],
    ['Asia/Kolkata', 'PT1H'],
    ['Australia/Lord_Howe', 'P1D'],
    ['UTC', 'P1Y'],
    ['America/New_York', 'PT15M'],
  ] as const)('matches plain-JS sums in %s at %s', async (zone, grain) => {
    const [from, to] = grain === 'PT15M' ? ['2019-03-10', '2019-03-11'] : grain === 'PT1H' || grain === 'P1D' ? ['2019-04-01', '2019-04-09'] : ['2019-01-01', '2020-01-01'];
    const { data } = await run(base({ timezone: zone, splits: [{ type: 'time', columnName: '__time', granularity: grain }], timeFilter: { columnName: '__time', dateRange: { fromDate: from, toDate: to } } }));
    expectSums(data, '__time', sumBy(inRange(zone, from, to), (r) => bucketOf(r.time, zone, grain)));
  });
});

describe('query engine on DuckDB: filters and time parts', () => {
  const zone = 'America/Chicago';
  const june = { columnName: '__time' as const, dateRange: { fromDate: '2019-06-01', toDate: '2019-07-01' } };

  it('splits by hour of day and day type, keeping only weekday hours 7-9 of one feeder', async () => {
    const { data } = await run(
      base({
        timezone: zone,
        splits: [{ type: 'timePart', columnName: '__time', part: 'hourOfDay' }],
        filters: [{ columnName: 'feeder', filterType: 'Include', filterValues: ['F-1'] }],
        timeFilter: { ...june, timePartFilter: { hourOfDay: [7, 8, 9], dayType: ['Weekday'] } },
      }),
    );
    const local = (r: FixtureRow) => toLocalDateTime(r.time, zone);
    const kept = inRange(zone, '2019-06-01', '2019-07-01', (r) => r.feeder === 'F-1' && [7, 8, 9].includes(local(r).hour) && local(r).isoWeekday <= 5);
    expectSums(data, 'hourOfDay', sumBy(kept, (r) => local(r).hour));
  });

  it('excludes a hostile meter id by value and keeps meters without a feeder unless null is excluded', async () => {
    const hostile = fixtureMeters[2];
    const { data } = await run(base({ timezone: zone, splits: [{ type: 'dimension', columnName: 'meter_id' }], filters: [{ columnName: 'meter_id', filterType: 'Exclude', filterValues: [hostile] }], timeFilter: june }));
    expect(data.map((d) => d.meter_id)).toEqual(['M-001', 'M-002']);
    const inc = await run(base({ timezone: zone, splits: [{ type: 'dimension', columnName: 'feeder' }], filters: [{ columnName: 'meter_id', filterType: 'Include', filterValues: [hostile] }], timeFilter: june }));
    expect(inc.data).toEqual([{ feeder: null, kwh: expect.closeTo([...sumBy(inRange(zone, '2019-06-01', '2019-07-01', (r) => r.meter_id === hostile), () => 0).values()][0] ?? NaN, 6) }]);
    const noNull = await run(base({ timezone: zone, splits: [{ type: 'dimension', columnName: 'feeder' }], filters: [{ columnName: 'feeder', filterType: 'Exclude', filterValues: [null] }], timeFilter: june }));
    expect(noNull.data.map((d) => d.feeder)).toEqual(['F-1']);
  });

  it('applies range filters and answers Avg, Min, Max and CountDistinct per month of year', async () => {
    const { data } = await run(
      base({
        timezone: zone,
        selectedMeasures: [
          { columnName: 'kwh', aggregation: 'Avg', preferredColumnName: 'avgKwh' },
          { columnName: 'kwh', aggregation: 'Min', preferredColumnName: 'minKwh' },
          { columnName: 'kwh', aggregation: 'Max', preferredColumnName: 'maxKwh' },
          { columnName: 'meter_id', aggregation: 'CountDistinct', preferredColumnName: 'meters' },
        ],
        splits: [{ type: 'timePart', columnName: '__time', part: 'monthOfYear' }],
        rangeFilters: [{ columnName: 'kwh', min: 1, max: 3.5 }],
        timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-01-01', toDate: '2019-04-01' } },
      }),
    );
    expect(data.map((d) => d.monthOfYear)).toEqual([1, 2, 3]);
    for (const d of data) {
      const kept = inRange(zone, '2019-01-01', '2019-04-01', (r) => r.kwh >= 1 && r.kwh <= 3.5 && toLocalDateTime(r.time, zone).month === d.monthOfYear);
      const v = kept.map((r) => r.kwh);
      expect(d.avgKwh).toBeCloseTo(v.reduce((a, b) => a + b, 0) / v.length, 9);
      expect(d.minKwh).toBe(Math.min(...v));
      expect(d.maxKwh).toBe(Math.max(...v));
      expect(d.meters).toBe(new Set(kept.map((r) => r.meter_id)).size);
    }
  });

  it('pages a native query with limit and skip and reports the total', async () => {
    const req = base({ timezone: zone, splits: [{ type: 'time', columnName: '__time', granularity: 'P1D' }], timeFilter: june, limit: 7, skip: 28 });
    const out = await run(req);
    expect(out.total).toBe(30);
    expect(out.data.map((d) => d.__time)).toEqual(['2019-06-29T00:00:00-05:00', '2019-06-30T00:00:00-05:00']);
    expect((await run({ ...req, skip: 40 })).total).toBe(30);
  });
});

describe('query engine on DuckDB: two-step (pre-aggregated) rendering', () => {
  it('answers Avg, Min, Max and Sum per day type the same as the one-step query', async () => {
    const req = base({
      timezone: 'America/Chicago',
      selectedMeasures: [
        { columnName: 'kwh', aggregation: 'Avg', preferredColumnName: 'avg' },
        { columnName: 'kwh', aggregation: 'Min', preferredColumnName: 'min' },
        { columnName: 'temperature', aggregation: 'Max', preferredColumnName: 'max' },
        { columnName: 'kwh', aggregation: 'Sum', preferredColumnName: 'sum' },
      ],
      splits: [{ type: 'timePart', columnName: '__time', part: 'dayType' }, { type: 'dimension', columnName: 'feeder' }],
      timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-10-01', toDate: '2019-12-01' }, timePartFilter: { hourOfDay: [0, 1, 2] } },
    });
    const twoStep = compileQuery(req, fixtureMeta);
    expect(duckdbDialect.render(twoStep.ir).sql).toContain('AS pre');
    // A CountDistinct measure keeps the one-step rendering; its other columns must agree.
    const oneStep = compileQuery({ ...req, selectedMeasures: [...req.selectedMeasures, { columnName: 'meter_id', aggregation: 'CountDistinct', preferredColumnName: 'meters' }] }, fixtureMeta);
    expect(duckdbDialect.render(oneStep.ir).sql).not.toContain('AS pre');
    const a = (await executeQuery(db, duckdbDialect, twoStep)).data;
    const b = (await executeQuery(db, duckdbDialect, oneStep)).data;
    expect(a).toHaveLength(4);
    a.forEach((row, i) => {
      const other = b[i] ?? {};
      expect([row.dayType, row.feeder]).toEqual([other.dayType, other.feeder]);
      for (const k of ['avg', 'min', 'max', 'sum']) expect(row[k]).toBeCloseTo(other[k] as number, 9);
    });
  });
});

describe('the answer as JSON text (queryAnswer)', () => {
  const text = (req: QueryRequest, queryId?: string, maxRows = 1_000_000) =>
    answerQueryJson(db, duckdbDialect, compileQuery(req, fixtureMeta), { maxRows, queryId, sliceMs: 0 });
  const cases: [string, QueryRequest, string?][] = [
    ['15-minute buckets by meter across chunks, with nulls and hostile text', base({ splits: [{ type: 'time', columnName: '__time', granularity: 'PT15M' }, { type: 'dimension', columnName: 'feeder' }, { type: 'dimension', columnName: 'meter_id' }], timezone: 'America/Chicago', timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-10-20', toDate: '2019-11-10' } } }), 'q-7'],
    ['calendar buckets, time parts and several measures', base({ selectedMeasures: [{ columnName: 'kwh', aggregation: 'Avg' }, { columnName: 'temperature', aggregation: 'Max', preferredColumnName: 'hot' }, { columnName: 'meter_id', aggregation: 'CountDistinct', preferredColumnName: 'meters' }], splits: [{ type: 'time', columnName: '__time', granularity: 'P1M' }, { type: 'timePart', columnName: '__time', part: 'dayType' }], timezone: 'Europe/Berlin', timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-01-01', toDate: '2020-01-01' } } })],
    ['a page with its total', base({ splits: [{ type: 'dimension', columnName: 'meter_id' }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-01-01', toDate: '2019-02-01' } }, limit: 2, skip: 1 })],
    ['a page past the end', base({ splits: [{ type: 'dimension', columnName: 'meter_id' }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-01-01', toDate: '2019-02-01' } }, limit: 2, skip: 10 }), 'past'],
    ['no row', base({ splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2030-01-01', toDate: '2030-01-02' } } })],
  ];
  it.each(cases)('is the text of JSON.stringify of the rows: %s', async (_, req, queryId) => {
    const answer = await executeQuery(db, duckdbDialect, compileQuery(req, fixtureMeta));
    expect(await text(req, queryId)).toBe(JSON.stringify(queryId === undefined ? answer : { queryId, ...answer }));
  });

  it('refuses an answer above the row cap with 413 and the card message, and answers one at the cap', async () => {
    const req = base({ splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-01-01', toDate: '2019-01-02' } } });
    await expect(text(req, undefined, 23)).rejects.toMatchObject({ statusCode: 413, message: TEXT_DATASET_TOO_LARGE });
    expect(JSON.parse(await text(req, undefined, 24)).data).toHaveLength(24);
  });
});

describe('the row count check of a query far above the cap (rowCountCheck)', () => {
  const day = (zone: string, grain: 'PT15M' | 'PT1H', fromDate = '2019-11-03', toDate = '2019-11-04') =>
    base({ splits: [{ type: 'time', columnName: '__time', granularity: grain }, { type: 'dimension', columnName: 'meter_id' }], timezone: zone, timeFilter: { columnName: '__time', dateRange: { fromDate, toDate } } });
  const counting = () => {
    const statements: string[] = [];
    const runner = { ...db, all: db.all, columns: db.columns, result: (sql: string, params?: SqlParam[]) => (statements.push(sql), db.result(sql, params)) };
    return { statements, runner };
  };

  it('counts exactly: the 25-hour day of America/Chicago at 15 minutes by meter is 300 rows', async () => {
    const q = compileQuery(day('America/Chicago', 'PT15M'), fixtureMeta);
    expect(rowCountCheck(q, 300)).not.toBeNull();
    const fits = counting();
    expect(JSON.parse(await answerQueryJson(fits.runner, duckdbDialect, q, { maxRows: 300 })).data).toHaveLength(300);
    expect(fits.statements).toHaveLength(2);
    const refused = counting();
    await expect(answerQueryJson(refused.runner, duckdbDialect, q, { maxRows: 299 })).rejects.toMatchObject({ statusCode: 413 });
    // Refused from the count alone: the full query never ran.
    expect(refused.statements).toHaveLength(1);
    expect(refused.statements[0]).not.toContain('SUM');
  });

  it('is left out where it would not be exact or not worth it', () => {
    // Half-hour offsets with hourly buckets; a range of few buckets; calendar buckets; pages.
    expect(rowCountCheck(compileQuery(day('Asia/Kolkata', 'PT1H'), fixtureMeta), 50)).toBeNull();
    expect(rowCountCheck(compileQuery(day('America/Chicago', 'PT1H'), fixtureMeta), 1000)).toBeNull();
    expect(rowCountCheck(compileQuery({ ...day('UTC', 'PT15M'), splits: [{ type: 'time', columnName: '__time', granularity: 'P1D' }] }, fixtureMeta), 10)).toBeNull();
    expect(rowCountCheck(compileQuery({ ...day('UTC', 'PT15M'), limit: 10 }, fixtureMeta), 10)).toBeNull();
  });
});

/**
 * Runs `work` and counts the turns of the event loop (setImmediate callbacks) taken meanwhile. Work
 * that never yields runs in one task, on microtasks only: no turn is taken until it ends.
 */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let done = false;
  const turn = () => {
    if (done) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    return { value: await work(), turns };
  } finally {
    done = true;
  }
}

describe('a large answer is built in slices, yielding to the event loop between them', () => {
  // 15 minutes by meter over 60 days: 17,280 rows, nine DuckDB chunks of 2,048 rows. The SQL runs
  // before the count starts (DuckDB's own I/O takes turns of the loop): only the slicing is counted.
  const compiled = () =>
    compileQuery(base({ splits: [{ type: 'time', columnName: '__time', granularity: 'PT15M' }, { type: 'dimension', columnName: 'meter_id' }], timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-01-01', toDate: '2019-03-02' } } }), fixtureMeta);

  it('queryAnswer: a turn of the loop after each chunk of rows written', async () => {
    const answer = await queryAnswer(db, duckdbDialect, compiled(), { maxRows: 1_000_000, sliceMs: 0 });
    expect(answer.rowCount).toBe(17_280);
    const { value: pieces, turns } = await turnsDuring(async () => {
      const out: string[] = [];
      for await (const piece of answer.pieces) out.push(piece);
      return out;
    });
    // One piece a chunk, then the closing one.
    expect(pieces).toHaveLength(10);
    expect(JSON.parse(pieces.join('')).data).toHaveLength(17_280);
    expect(turns).toBeGreaterThanOrEqual(8);
  });

  it('runIrCapped and jsonArrayText: a turn of the loop after each slice', async () => {
    const { ir } = compiled();
    const { sql, params } = duckdbDialect.render({ ...ir, limit: 1_000_001 });
    const result = await db.result(sql, params);
    const runner = { ...db, result: async () => result };
    const rows = await turnsDuring(() => runIrCapped(runner, duckdbDialect, ir, { maxRows: 1_000_000, sliceMs: 0 }));
    expect(rows.value).toHaveLength(17_280);
    expect(rows.turns).toBeGreaterThanOrEqual(8);
    const items = Array.from({ length: 20_480 }, (_, i) => i);
    const text = await turnsDuring(() => jsonArrayText(items, (i) => ({ i }), { sliceMs: 0 }));
    expect(JSON.parse(text.value)).toHaveLength(20_480);
    // Ten slices of 2,048 items.
    expect(text.turns).toBeGreaterThanOrEqual(9);
  });
});

describe('jsonArrayText', () => {
  it('is the text of JSON.stringify of the mapped rows, across slices', async () => {
    const items = Array.from({ length: 5000 }, (_, i) => i);
    const toRow = (i: number) => (i % 1000 === 7 ? undefined : { i, s: `"q${i}"\n`, n: i % 3 ? null : i / 7, b: i % 2 === 0 });
    expect(await jsonArrayText(items, toRow, { sliceMs: 0 })).toBe(JSON.stringify(items.map(toRow)));
    expect(await jsonArrayText([], toRow)).toBe('[]');
  });
});
