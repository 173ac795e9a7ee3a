import { LoadlineHttpError, queryRequestSchema, type QueryRequestInput, type QueryResponse } from '@loadline/core';
import { createMemoryAdapter } from '@loadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { compileQuery } from './compileQuery';
import { duckdbDialect } from './dialects/duckdb';
import { QueryError } from './errors';
import { executeQuery } from './execute';
import { models, range, sum } from './queryModels';
import { createFixtureTable, fixtureMeta, fixtureRows } from './testFixture';

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
