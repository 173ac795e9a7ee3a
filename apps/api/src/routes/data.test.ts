import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin, SESSION_COOKIE } from '../auth/plugin';
import { registerDatasource } from '../data/registry';
import { openDatabase, type Database } from '../db/database';
import { createFixtureTable, fixtureMeta, fixtureRows } from '../query/testFixture';
import { createServer } from '../server';
import { appState } from '../appState';
import { dataRoutes } from './data';

let db: Database;
let app: FastifyInstance;
let cookie: string;
const rows = fixtureRows();
const ds = `/api/druid/api/v2/datasources/${fixtureMeta.name}`;
const headers = () => ({ cookie, 'x-loadline-request': '1' });
const post = (path: string, payload: unknown) => app.inject({ method: 'POST', url: `${ds}${path}`, headers: headers(), payload: payload as object });

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  await createFixtureTable(db, rows);
  registerDatasource(fixtureMeta);
  app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [authPlugin, dataRoutes] });
  cookie = `${SESSION_COOKIE}=${await (await appState(db)).sessions.create('usr-gcp-analyst')}`;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('data query routes', () => {
  it('answer 401 without a session', async () => {
    expect((await app.inject({ url: ds })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${ds}/query`, payload: {} })).statusCode).toBe(401);
  });

  it('answer the metadata, and 404 for an unknown datasource', async () => {
    const res = await app.inject({ url: ds, headers: headers() });
    expect(res.json()).toMatchObject({ name: fixtureMeta.name, timeIntervalMinutes: 15, meterIdColumn: 'meter_id', dimensions: fixtureMeta.dimensions });
    expect(res.json()).not.toHaveProperty('table');
    const missing = await app.inject({ url: '/api/druid/api/v2/datasources/nope', headers: headers() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('nope');
  });

  it('answers distinct values in the SPLIT nesting, sorted by value or count', async () => {
    const res = await post('/distinct', { distinctDimension: { columnName: 'meter_id' }, direction: 'desc' });
    expect(res.json().result.data[0].SPLIT.data).toEqual([{ meter_id: `O'Brien "; DROP TABLE x; --` }, { meter_id: 'M-002' }, { meter_id: 'M-001' }]);
    const filtered = await post('/distinct', { distinctDimension: { columnName: 'rate_class' }, sortType: 'count', filters: [{ columnName: 'feeder', filterType: 'Include', filterValues: ['F-1'] }] });
    expect(filtered.json().result.data[0].SPLIT.data).toEqual([{ rate_class: 'commercial' }, { rate_class: 'residential' }]);
  });

  it('answers multi-distinct, min-max, min-time, max-time and the time boundary', async () => {
    expect((await post('/multi-distinct', { dimensions: ['feeder', 'rate_class'] })).json()).toEqual({ result: { feeder: ['F-1', null], rate_class: ['commercial', 'residential'] } });
    const kwh = rows.map((r) => r.kwh);
    expect((await post('/min-max', { dimensions: ['kwh'] })).json()).toEqual([{ name: 'kwh', minValue: Math.min(...kwh), maxValue: Math.max(...kwh) }]);
    const last = new Date(rows[rows.length - 1]?.time ?? 0).toISOString();
    expect((await post('/max-time', { filters: [{ columnName: 'meter_id', filterType: 'Include', filterValues: ['M-001'] }] })).json()).toEqual({ maxTime: last });
    expect((await post('/min-time', { filters: [{ columnName: 'meter_id', filterType: 'Include', filterValues: ['none'] }] })).json()).toEqual({ minTime: null });
    expect((await app.inject({ url: `${ds}/time-boundary`, headers: headers() })).json()).toEqual({ minTime: '2018-12-25T00:00:00.000Z', maxTime: last });
  });

  it('applies max-time filters, hostile values included, as bound values', async () => {
    const last = new Date(rows[rows.length - 1]?.time ?? 0).toISOString();
    const only = (meter: string) => ({ filters: [{ columnName: 'meter_id', filterType: 'Include', filterValues: [meter] }] });
    expect((await post('/max-time', only(`O'Brien "; DROP TABLE x; --`))).json()).toEqual({ maxTime: last });
    expect((await post('/max-time', only('none'))).json()).toEqual({ maxTime: null });
    expect((await post('/max-time', { filters: [{ columnName: 'nope', filterType: 'Include', filterValues: ['x'] }] })).statusCode).toBe(400);
  });

  it('answers a daily query in America/Chicago with the 25-hour day summed whole', async () => {
    const res = await post('/query', {
      queryId: 'q-1',
      selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum', preferredColumnName: 'load' }],
      splits: [{ type: 'time', granularity: 'P1D' }],
      timezone: 'America/Chicago',
      timeFilter: { dateRange: { fromDate: '2019-11-03', toDate: '2019-11-04' } },
    });
    const start = Date.parse('2019-11-03T05:00:00Z');
    const end = Date.parse('2019-11-04T06:00:00Z');
    const expected = rows.filter((r) => r.time >= start && r.time < end).reduce((a, r) => a + r.kwh, 0);
    expect(res.json()).toEqual({ queryId: 'q-1', data: [{ __time: '2019-11-03T00:00:00-05:00', load: expect.closeTo(expected, 6) }] });
  });

  it('pages query-native and refuses bad columns, zones, grains and missing ranges with a clear 400', async () => {
    const native = await post('/query-native', { selectedMeasures: [], splits: [{ type: 'dimension', columnName: 'meter_id' }], timeFilter: { dateRange: { fromDate: '2019-01-01', toDate: '2019-01-02' } }, limit: 2, skip: 1 });
    expect(native.json()).toEqual({ data: [{ meter_id: 'M-002' }, { meter_id: `O'Brien "; DROP TABLE x; --` }], total: 3 });
    const range = { dateRange: { fromDate: '2019-01-01', toDate: '2019-01-02' } };
    const cases: [unknown, string][] = [
      [{ selectedMeasures: [{ columnName: 'kwh"; --', aggregation: 'Sum' }], timeFilter: range }, 'selectedMeasures[0].columnName: "kwh\\"; --" is not a metric of datasource meter_load_test'],
      [{ selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], timezone: 'Mars/Olympus', timeFilter: range }, 'timezone: Unknown IANA time zone'],
      [{ selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], splits: [{ type: 'time', granularity: 'P2W' }], timeFilter: range }, 'splits.0.granularity'],
      [{ selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }] }, 'No date range specified for the request'],
      [{ selectedMeasures: [], timeFilter: range }, 'At least one column value must be requested'],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/query', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
