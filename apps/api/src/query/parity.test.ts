import { LoadlineHttpError, queryRequestSchema, type QueryRequestInput, type QueryResponse } from '@loadline/core';
import { createMemoryAdapter } from '@loadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { compileQuery } from './compileQuery';
import { duckdbDialect } from './dialects/duckdb';
import { QueryError } from './errors';
import { executeQuery } from './execute';
import { createFixtureTable, fixtureMeta, fixtureMeters, fixtureRows } from './testFixture';

/**
 * One table of query models, answered by the SDK's memory adapter (what stories and component
 * tests see) and by the API's query engine on DuckDB (what the portal sees), over the same rows:
 * the answers must be equal, refusals included. A difference means a story or a component test
 * shows something the product would not.
 */

const rows = fixtureRows();
let db: Database;
const memory = createMemoryAdapter({
  datasources: {
    [fixtureMeta.name]: {
      metadata: { name: fixtureMeta.name, timeIntervalMinutes: fixtureMeta.timeIntervalMinutes, dimensions: fixtureMeta.dimensions, metrics: fixtureMeta.metrics },
      rows: rows.map(({ time, ...rest }) => ({ __time: time, ...rest })),
    },
  },
});

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  await createFixtureTable(db, rows);
}, 120_000);
afterAll(async () => db?.close());

type Answer = { ok: true; body: QueryResponse } | { ok: false; status: number; message: string };

/** The API's answer: the route's parse with core's schema, then the engine. */
async function viaApi(input: QueryRequestInput): Promise<Answer> {
  const parsed = queryRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? '' };
  try {
    return { ok: true, body: await executeQuery(db, duckdbDialect, compileQuery(parsed.data, fixtureMeta)) };
  } catch (error) {
    if (error instanceof QueryError) return { ok: false, status: error.statusCode, message: error.message };
    throw error;
  }
}

async function viaMemory(input: QueryRequestInput): Promise<Answer> {
  try {
    return { ok: true, body: await memory.query.query(fixtureMeta.name, input) };
  } catch (error) {
    if (error instanceof LoadlineHttpError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** Numbers rounded to 9 significant digits: the two engines add doubles in different orders. */
function rounded(answer: Answer): Answer {
  if (!answer.ok) return answer;
  const data = answer.body.data.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(9)) : v])));
  return { ok: true, body: { ...answer.body, data } };
}

const sum = [{ columnName: 'kwh', aggregation: 'Sum' as const }];
const range = (fromDate: string, toDate: string) => ({ columnName: '__time' as const, dateRange: { fromDate, toDate } });

/** Realistic requests of the SDK: a card's series, a table, a MAPE-like split, paging. */
const models: Record<string, QueryRequestInput> = {
  'hourly sum on the spring-forward day (23 hours), Chicago': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'time', granularity: 'PT1H' }], timeFilter: range('2019-03-10', '2019-03-11'),
  },
  'hourly sum on the fall-back day (25 hours, the repeated hour twice), Chicago': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'time', granularity: 'PT1H' }], timeFilter: range('2019-11-03', '2019-11-04'),
  },
  'daily average across the Berlin fall-back day, by feeder (null feeder included)': {
    selectedMeasures: [{ columnName: 'kwh', aggregation: 'Avg', preferredColumnName: 'avgKwh' }], timezone: 'Europe/Berlin',
    splits: [{ type: 'time', granularity: 'P1D' }, { type: 'dimension', columnName: 'feeder' }], timeFilter: range('2019-10-25', '2019-10-30'),
  },
  'monthly sum of 2019 by rate class, New York': {
    selectedMeasures: sum, timezone: 'America/New_York', splits: [{ type: 'time', granularity: 'P1M' }, { type: 'dimension', columnName: 'rate_class' }],
    timeFilter: range('2019-01-01', '2020-01-01'),
  },
  'yearly sum in a half-hour zone (Kolkata)': {
    selectedMeasures: sum, timezone: 'Asia/Kolkata', splits: [{ type: 'time', granularity: 'P1Y' }], timeFilter: range('2019-01-01', '2020-01-01'),
  },
  'quarter-hourly sum of one feeder in UTC': {
    selectedMeasures: sum, timezone: 'UTC', splits: [{ type: 'time', granularity: 'PT15M' }],
    filters: [{ columnName: 'feeder', filterType: 'Include', filterValues: ['F-1'] }], timeFilter: range('2019-07-04', '2019-07-05'),
  },
  'half-hourly min and max on the Lord Howe spring-forward day (a half-hour change)': {
    selectedMeasures: [{ columnName: 'kwh', aggregation: 'Min', preferredColumnName: 'low' }, { columnName: 'kwh', aggregation: 'Max', preferredColumnName: 'high' }],
    timezone: 'Australia/Lord_Howe', splits: [{ type: 'time', granularity: 'PT30M' }], timeFilter: range('2019-10-06', '2019-10-07'),
  },
  'hour of day on weekday mornings of June (time-part filters), Chicago': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'timePart', part: 'hourOfDay' }],
    timeFilter: { ...range('2019-06-01', '2019-07-01'), timePartFilter: { hourOfDay: [7, 8, 9], dayType: ['Weekday'] } },
  },
  'day of week of the first quarter with a load range filter and a month filter': {
    selectedMeasures: [{ columnName: 'kwh', aggregation: 'Avg', preferredColumnName: 'avgKwh' }], timezone: 'America/Chicago',
    splits: [{ type: 'timePart', part: 'dayOfWeek' }], rangeFilters: [{ columnName: 'kwh', min: 1, max: 3.5 }],
    timeFilter: { ...range('2019-01-01', '2019-04-01'), timePartFilter: { monthOfYear: [2, 3] } },
  },
  'meters excluding a hostile id and missing feeders, distinct meters counted per feeder': {
    selectedMeasures: [...sum, { columnName: 'meter_id', aggregation: 'CountDistinct', preferredColumnName: 'meters' }], timezone: 'America/Chicago',
    splits: [{ type: 'dimension', columnName: 'feeder' }, { type: 'dimension', columnName: 'meter_id' }],
    filters: [{ columnName: 'meter_id', filterType: 'Exclude', filterValues: [fixtureMeters[2]] }], timeFilter: range('2019-02-01', '2019-02-08'),
  },
  'weighted temperature, first and last load by day, New York spring-forward week': {
    selectedMeasures: [
      { customAggregation: { function: 'WeightedAvg', columnName: 'temperature', weightColumnName: 'kwh' }, preferredColumnName: 'wTemp' },
      { customAggregation: { function: 'First', columnName: 'kwh' }, preferredColumnName: 'firstKwh' },
      { customAggregation: { function: 'Last', columnName: 'kwh' }, preferredColumnName: 'lastKwh' },
    ],
    timezone: 'America/New_York', splits: [{ type: 'time', granularity: 'P1D' }], filters: [{ columnName: 'meter_id', filterType: 'Include', filterValues: ['M-002'] }],
    timeFilter: range('2019-03-08', '2019-03-12'),
  },
  'a wall-clock date-time range over the repeated hour, hourly, Chicago': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'time', granularity: 'PT1H' }], timeFilter: range('2019-11-03T00:00', '2019-11-03T03:00'),
  },
  'a page of daily rows by meter, largest first, with the total': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'time', granularity: 'P1D' }, { type: 'dimension', columnName: 'meter_id' }],
    orderBy: [{ columnName: 'kwh', direction: 'desc' }], limit: 5, skip: 3, timeFilter: range('2019-12-30', '2020-01-03'),
  },
  'an unsplit sum over an empty selection: one row of nulls': {
    selectedMeasures: sum, filters: [{ columnName: 'feeder', filterType: 'Include', filterValues: ['F-9'] }], timeFilter: range('2019-05-01', '2019-05-02'),
  },
  'a meter list (no measures: the distinct split values)': {
    splits: [{ type: 'dimension', columnName: 'meter_id' }], timeFilter: range('2019-05-01', '2019-05-02'),
  },
};

/** Requests both must refuse with 400; the spec's texts must be the same. */
const refusals: Record<string, [QueryRequestInput, string | null]> = {
  'no date range': [{ selectedMeasures: sum, splits: [{ type: 'time', granularity: 'P1D' }] }, 'No date range specified for the request'],
  'a time-part filter but no date range': [{ selectedMeasures: sum, timeFilter: { timePartFilter: { dayType: ['Weekend'] } } }, 'No date range specified for the request'],
  'no measure and no split': [{ timeFilter: range('2019-05-01', '2019-05-02') }, 'At least one column value must be requested'],
  'an end before the start': [{ selectedMeasures: sum, timeFilter: range('2019-05-02', '2019-05-01') }, null],
  'a day that does not exist': [{ selectedMeasures: sum, timeFilter: range('2019-02-30', '2019-03-02') }, null],
  'a sum of a dimension': [{ selectedMeasures: [{ columnName: 'feeder', aggregation: 'Sum' }], timeFilter: range('2019-05-01', '2019-05-02') }, null],
  'a range filter on a dimension': [{ selectedMeasures: sum, rangeFilters: [{ columnName: 'meter_id', min: 1 }], timeFilter: range('2019-05-01', '2019-05-02') }, null],
  'an unknown column': [{ selectedMeasures: [{ columnName: 'price', aggregation: 'Sum' }], timeFilter: range('2019-05-01', '2019-05-02') }, null],
  'an unknown time zone': [{ selectedMeasures: sum, timezone: 'Mars/Olympus', timeFilter: range('2019-05-01', '2019-05-02') }, null],
};

describe('the memory adapter answers queries as the API does on DuckDB', () => {
  it.each(Object.entries(models))('%s', async (_, request) => {
    const [api, mem] = await Promise.all([viaApi(request), viaMemory(request)]);
    expect(api.ok, api.ok ? '' : api.message).toBe(true);
    expect(api.ok && api.body.data.length).toBeGreaterThan(0);
    expect(rounded(mem)).toEqual(rounded(api));
  });

  it.each(Object.entries(refusals))('refuses %s', async (_, [request, text]) => {
    const [api, mem] = await Promise.all([viaApi(request), viaMemory(request)]);
    expect(api).toMatchObject({ ok: false, status: 400 });
    expect(mem).toMatchObject({ ok: false, status: 400 });
    if (text !== null && !api.ok && !mem.ok) {
      expect(api.message).toBe(text);
      expect(mem.message).toBe(text);
    }
  });
});
