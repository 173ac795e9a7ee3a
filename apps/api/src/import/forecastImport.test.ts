import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { registerSeedDatasources } from '../data/datasources';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { seedInto } from '../seed/seed';
import { createServer } from '../server';
import { appState } from '../appState';
import { importCsv, planForecastRuns } from './importCsv';

/**
 * Forecast runs imported with `--kind forecast` (issue #20): a vintage is a process time like the
 * reference forecaster's, listed and read through the same routes, scored by the same MAPE, and
 * the importing organisation's alone.
 */

const GULF = 'org-gulfcoast-power';
const origin = 'http://localhost:3000';
/** ERCOT native load of COAST on 2019-08-12 (Central day), MWh. */
const COAST_DAY = 407_882.347;
/** Runs of a vendor: process times (06:00 CDT the two days before) and their error factor. */
const RUNS = [
  { processTime: '2019-08-10T06:00:00-05:00', stored: '2019-08-10T11:00:00Z', factor: 1.04 },
  { processTime: '2019-08-11T06:00:00-05:00', stored: '2019-08-11T11:00:00Z', factor: 1.02 },
];

let db: Database;
let app: FastifyInstance;
let gulf: SessionHeaders;
let lonestar: SessionHeaders;
let actual: number[];
let queries = 0;

async function post<T>(headers: SessionHeaders, path: string, payload: object): Promise<T> {
  const res = await app.inject({ method: 'POST', url: `/api/druid/api/v2/datasources/${path}`, headers, payload: { ...payload, queryId: `q${++queries}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** A run file: the 24 hours of COAST 2019-08-12 at `factor` x actual, with a backcast at 1.01 x when asked. */
function runFile(run: (typeof RUNS)[number], withBackcast = false, market = 'COAST'): string {
  const head = `market,process_time,date,hour,load_mwh${withBackcast ? ',backcast_mwh' : ''}`;
  const lines = actual.map((a, i) => `${market},${run.processTime},2019-08-12,${i + 1},${(a * run.factor).toFixed(3)}${withBackcast ? `,${(a * 1.01).toFixed(3)}` : ''}`);
  return `${head}\n${lines.join('\n')}`;
}

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
  await seedInto(db, { only: ['load'], range: { from: '2019-08-10T00:00:00Z', to: '2019-08-14T00:00:00Z' }, log: () => undefined });
  registerSeedDatasources();
  app = await createServer({ ctx: { db, origin }, routes });
  await app.ready();
  const stores = await appState(db);
  gulf = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
  lonestar = await sessionHeadersFor(stores.sessions, 'usr-lsg-analyst', origin);
  actual = (await db.all<{ v: number }>(
    `SELECT load AS v FROM ercot_load WHERE market = 'COAST' AND series = 'actual'
     AND __time >= TIMESTAMP '2019-08-12 05:00:00' AND __time < TIMESTAMP '2019-08-13 05:00:00' ORDER BY __time`,
  )).map((r) => r.v);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('pnpm import-data --kind forecast', () => {
  it('imports two vintages of one market and day; each is a process time the forecast calls list and read', async () => {
    const first = await importCsv(db, { kind: 'forecast', csv: runFile(RUNS[0]!), source: 'Vendor A', orgId: GULF });
    expect(first).toEqual({ total: 24, imported: 24, rejected: [] });
    const second = await importCsv(db, { kind: 'forecast', csv: runFile(RUNS[1]!, true), source: 'Vendor A', orgId: GULF });
    expect(second.imported).toBe(24);
    const runs = await post<{ result: { processTime: string[]; horizon: string[] } }>(gulf, 'ercot_load/multi-distinct', {
      dimensions: ['processTime', 'horizon'],
      filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] }],
    });
    expect(runs.result).toEqual({ processTime: RUNS.map((r) => r.stored), horizon: ['short_term'] });
    for (const run of RUNS) {
      const { data } = await post<{ data: { load: number }[] }>(gulf, 'ercot_load/query', {
        selectedMeasures: [{ columnName: 'load', aggregation: 'Sum', preferredColumnName: 'load' }],
        splits: [{ type: 'time', granularity: 'P1D' }],
        filters: [
          { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
          { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
          { columnName: 'processTime', filterType: 'Include', filterValues: [run.stored] },
        ],
        timezone: 'America/Chicago',
        timeFilter: { dateRange: { fromDate: '2019-08-12', toDate: '2019-08-13' } },
      });
      expect(data[0]!.load).toBeCloseTo(run.factor * COAST_DAY, 1);
    }
  });

  it('scores each run against actuals with the same MAPE; a run with a backcast scores both over the same hours', async () => {
    const mape = await post<{ data: { processTime: string; mapeType: string; mape: number; hours: number }[] }>(gulf, 'ercot_forecast_mape/query-native', {
      selectedMeasures: [{ columnName: 'mape', aggregation: 'Sum', preferredColumnName: 'mape' }, { columnName: 'hours', aggregation: 'Sum', preferredColumnName: 'hours' }],
      splits: [{ type: 'dimension', columnName: 'processTime' }, { type: 'dimension', columnName: 'mapeType' }],
      timeFilter: { dateRange: { fromDate: '2019-08-01', toDate: '2019-09-01' } },
    });
    expect(mape.data.map((r) => [r.processTime, r.mapeType, Number(r.mape.toFixed(3)), r.hours])).toEqual([
      [RUNS[0]!.stored, 'forecast', 4, 24],
      [RUNS[1]!.stored, 'backcast', 1, 24],
      [RUNS[1]!.stored, 'forecast', 2, 24],
    ]);
    const theirs = await post<{ data: unknown[] }>(lonestar, 'ercot_forecast_mape/query-native', {
      selectedMeasures: [{ columnName: 'mape', aggregation: 'Sum' }],
      splits: [{ type: 'dimension', columnName: 'processTime' }],
      timeFilter: { dateRange: { fromDate: '2019-08-01', toDate: '2019-09-01' } },
    });
    expect(theirs.data).toEqual([]);
  });

  it('another organisation never sees the runs; a run under another source is refused, the same source replaces the run whole', async () => {
    const runs = await post<{ result: { processTime: string[] } }>(lonestar, 'ercot_load/multi-distinct', {
      dimensions: ['processTime'],
      filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] }],
    });
    expect(runs.result.processTime).toEqual([]);
    const other = await importCsv(db, { kind: 'forecast', csv: runFile(RUNS[0]!), source: 'Vendor B', orgId: GULF });
    expect(other.imported).toBe(0);
    expect(other.rejected[0]!.reason).toBe(
      'market COAST, run 2019-08-10T11:00:00Z, hour starting 2019-08-12T05:00Z is already imported under source "Vendor A"; one series never sums two sources: ' +
        're-import with --source "Vendor A" to replace it, or leave these hours out',
    );
    const shorter = runFile(RUNS[0]!).split('\n').slice(0, 13).join('\n');
    expect((await importCsv(db, { kind: 'forecast', csv: shorter, source: 'Vendor A', orgId: GULF })).imported).toBe(12);
    expect(await db.all(`SELECT count(*)::INTEGER AS n FROM ercot_load WHERE processTime = ? AND orgId = ?`, [RUNS[0]!.stored, GULF])).toEqual([{ n: 12 }]);
  });

  it('refuses hours before the process time and a process time without a zone; a run reaching past a month is long-term', async () => {
    const early = await importCsv(db, {
      kind: 'forecast',
      csv: 'market,process_time,timestamp,load_mwh\nCOAST,2019-08-12T11:00:00Z,2019-08-12 05:00,1\nCOAST,2019-08-12 06:00,2019-08-12 07:00,1',
      source: 'Vendor A',
      orgId: GULF,
    });
    expect(early.rejected).toEqual([
      { line: 2, reason: 'hour starting 2019-08-12T09:00Z is before the run\'s process_time 2019-08-12T11:00:00Z' },
      { line: 3, reason: 'process_time "2019-08-12 06:00" is not an exact instant on the hour: give it with Z or an offset (e.g. 2024-07-01T06:00:00-05:00)' },
    ]);
    const rows = [0, 40].map((d, i) => ({ line: i + 2, id: 'X', startMs: Date.UTC(2020, 0, 1) + d * 86_400_000, values: [1], texts: ['2019-12-31T12:00:00Z'] as (string | null)[] }));
    expect(planForecastRuns(rows)).toEqual([]);
    expect(rows.map((r) => r.texts[1])).toEqual(['long_term', 'long_term']);
  });
});
