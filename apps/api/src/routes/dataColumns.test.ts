import { COLUMNS_MEDIA_TYPE, columnarAnswerSchema, decodeColumnarAnswer, type QueryRequestInput } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDatasource } from '../data/registry';
import { openDatabase, type Database } from '../db/database';
import { createAnswerCache } from '../query/answerCache';
import { createFixtureTable, fixtureMeta, fixtureRows } from '../query/testFixture';
import { createServer } from '../server';
import { createDataRoutes } from './data';

/**
 * The columnar answer (core's columnarAnswer) is the row shape's answer column by column: for
 * every request below, decoding it gives the same rows, the same time texts included (DST days in
 * Chicago and London, 15-minute to monthly buckets, splits, pages with totals).
 */
let db: Database;
let app: FastifyInstance;
const ds = `/api/druid/api/v2/datasources/${fixtureMeta.name}`;
const post = (path: string, payload: object, accept?: string) =>
  app.inject({ method: 'POST', url: `${ds}${path}`, payload, headers: accept ? { accept } : {} });

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  await createFixtureTable(db, fixtureRows().filter((r) => r.time >= Date.UTC(2019, 2, 1) && r.time < Date.UTC(2019, 11, 1)));
  registerDatasource(fixtureMeta);
  app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [createDataRoutes({ answers: createAnswerCache(1024 * 1024) })] });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const range = (fromDate: string, toDate: string) => ({ dateRange: { fromDate, toDate } });
const CASES: [string, string, QueryRequestInput][] = [
  ['hourly over the spring-forward day, Chicago', 'query', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', granularity: 'PT1H' }], timezone: 'America/Chicago', timeFilter: range('2019-03-09', '2019-03-12') }],
  ['15-minute over the fall-back day, Chicago', 'query', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', granularity: 'PT15M' }], timezone: 'America/Chicago', timeFilter: range('2019-11-02', '2019-11-04') }],
  ['daily by feeder, London', 'query', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }, { columnName: 'temperature', aggregation: 'Avg' }], splits: [{ type: 'dimension', columnName: 'feeder' }, { type: 'time', granularity: 'P1D' }], timezone: 'Europe/London', timeFilter: range('2019-03-25', '2019-04-05') }],
  ['monthly, UTC', 'query', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Max' }], splits: [{ type: 'time', granularity: 'P1M' }], timezone: 'UTC', timeFilter: range('2019-03-01', '2019-12-01') }],
  ['no time split', 'query', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'dimension', columnName: 'rate_class' }], timezone: 'UTC', timeFilter: range('2019-03-01', '2019-04-01') }],
  ['a page with its total', 'query-native', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'dimension', columnName: 'meter_id' }, { type: 'time', granularity: 'P1D' }], timezone: 'America/Chicago', timeFilter: range('2019-03-01', '2019-03-08'), limit: 10, skip: 20 } as QueryRequestInput],
  ['a page past the end', 'query-native', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', granularity: 'P1D' }], timezone: 'UTC', timeFilter: range('2019-03-01', '2019-03-08'), limit: 10, skip: 500 } as QueryRequestInput],
  ['an empty answer', 'query', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', granularity: 'PT1H' }], timezone: 'UTC', timeFilter: range('2030-01-01', '2030-01-02'), queryId: 'q-1' } as QueryRequestInput],
];

describe('columnar query answers', () => {
  it.each(CASES)('%s: decoded columns equal the row answer', async (_, path, body) => {
    const rows = await post(`/${path}`, body);
    expect(rows.statusCode, rows.body).toBe(200);
    expect(rows.headers['content-type']).toMatch(/^application\/json/);
    const columns = await post(`/${path}`, body, `${COLUMNS_MEDIA_TYPE}, application/json;q=0.9`);
    expect(columns.statusCode, columns.body).toBe(200);
    expect(columns.headers['content-type']).toMatch(new RegExp(`^${COLUMNS_MEDIA_TYPE.replace(/[.+]/g, '\\$&')}`));
    expect(columns.headers.vary).toMatch(/accept/);
    const decoded = decodeColumnarAnswer(columnarAnswerSchema.parse(columns.json()));
    expect(JSON.parse(JSON.stringify(decoded))).toEqual(rows.json());
    // The column names are written once: any answer of more than a few rows is smaller.
    if (decoded.columns.rowCount > 10) expect(columns.body.length).toBeLessThan(rows.body.length / 2);
  });

  it('keeps the row shape for a client that does not ask, or refuses columns with q=0; caches each shape apart', async () => {
    const body = CASES[0]![2];
    const plain = await post('/query', body, 'application/json');
    const refused = await post('/query', body, `${COLUMNS_MEDIA_TYPE};q=0, application/json`);
    expect(refused.body).toBe(plain.body);
    const columnar = await post('/query', body, COLUMNS_MEDIA_TYPE);
    const again = await post('/query', body, COLUMNS_MEDIA_TYPE);
    expect(again.body).toBe(columnar.body);
    expect(columnar.json()).toHaveProperty('columns');
    expect(plain.json()).toHaveProperty('data');
  });

  it('writes a year of hourly buckets as one run of steps and its offset changes only', async () => {
    const res = await post('/query', { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', granularity: 'PT1H' }], timezone: 'America/Chicago', timeFilter: range('2019-03-01', '2019-12-01') }, COLUMNS_MEDIA_TYPE);
    const answer = columnarAnswerSchema.parse(res.json());
    const time = answer.columns.find((c) => c.name === '__time');
    // 2019-03-10 02:00 CST is skipped (day 10 of the range, hour 2), 2019-11-03 01:00 repeats.
    const springForward = 9 * 24 + 2;
    const hours = answer.rowCount;
    expect(time).toMatchObject({ type: 'time', steps: [[hours - 1, 3_600_000]] });
    expect(time?.type === 'time' ? time.offsets : []).toEqual([[0, -360], [springForward, -300], [expect.any(Number), -360]]);
    const fallBack = time?.type === 'time' ? (time.offsets[2]?.[0] ?? 0) : 0;
    // The second 01:00 of 2019-11-03 (07:00 UTC) is the first CST bucket.
    expect(fallBack).toBe((Date.UTC(2019, 10, 3, 7) - Date.UTC(2019, 2, 1, 6)) / 3_600_000);
  });
});
