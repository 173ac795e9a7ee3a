import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { METERS, registerSeedDatasources } from '../data/datasources';
import { forViewer } from '../data/registry';
import { openDatabase, type Database } from '../db/database';
import { compileQuery } from '../query/compileQuery';
import { duckdbDialect } from '../query/dialects/duckdb';
import { executeQuery } from '../query/execute';
import { routes } from '../routes';
import { seedInto } from '../seed/seed';
import { createServer } from '../server';
import { appState } from '../appState';
import { importCsv } from './importCsv';

/**
 * Sources and organisations of imported rows (issues #20 and #14): one series never sums two
 * sources, and one organisation never reads another's imported rows, through the real routes.
 */

const GULF = 'org-gulfcoast-power';
const LONESTAR = 'org-lonestar-gas';
const origin = 'http://localhost:3000';
/** ERCOT native load of COAST on 2019-08-12 (Central day), summed from the raw archive: MWh. */
const COAST_DAY = 407_882.347;

let db: Database;
let app: FastifyInstance;
let gulf: SessionHeaders;
let lonestar: SessionHeaders;
/** The 24 hours of COAST 2019-08-12 as ERCOT publishes them: `date,hour,market,load_mwh` lines. */
let coastLines: string[];

/**
 * Bumped by every import: the data changed under the running server (a real import needs it
 * stopped), so each answer is asked with its own queryId and never comes from the answer cache of
 * an earlier state. Within one state, both organisations ask the very same body.
 */
let dataVersion = 0;
async function load(options: Parameters<typeof importCsv>[1]) {
  dataVersion++;
  return importCsv(db, options);
}

const dayQuery = (market: string) => ({
  queryId: `v${dataVersion}`,
  selectedMeasures: [{ columnName: 'load', aggregation: 'Sum', preferredColumnName: 'load' }],
  splits: [{ type: 'time', granularity: 'P1D' }],
  filters: [{ columnName: 'market', filterType: 'Include', filterValues: [market] }, { columnName: 'series', filterType: 'Include', filterValues: ['actual'] }],
  timezone: 'America/Chicago',
  timeFilter: { dateRange: { fromDate: '2019-08-12', toDate: '2019-08-13' } },
});

async function post(headers: SessionHeaders, path: string, payload: object) {
  const res = await app.inject({ method: 'POST', url: `/api/druid/api/v2/datasources/${path}`, headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The day's load of a market as a user reads it: MWh, or null when the user sees no row. */
async function dayLoad(headers: SessionHeaders, market: string): Promise<number | null> {
  const { data } = (await post(headers, 'ercot_load/query', dayQuery(market))) as { data: { load: number }[] };
  return data[0]?.load ?? null;
}

async function markets(headers: SessionHeaders): Promise<string[]> {
  const body = (await post(headers, 'ercot_load/multi-distinct', { dimensions: ['market'], filters: [] })) as { result: { market: string[] } };
  return body.result.market;
}

const csvOf = (lines: string[], market = 'COAST', scale = 1) =>
  `date,hour,market,load_mwh\n${lines.map((l) => {
    const [date, hour, , v] = l.split(',');
    return `${date},${hour},${market},${(Number(v) * scale).toFixed(3)}`;
  }).join('\n')}`;

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
  await seedInto(db, { only: ['load', 'weather', 'meters'], range: { from: '2019-08-11T00:00:00Z', to: '2019-08-14T00:00:00Z' }, log: () => undefined });
  registerSeedDatasources();
  app = await createServer({ ctx: { db, origin }, routes });
  await app.ready();
  const stores = await appState(db);
  gulf = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
  lonestar = await sessionHeadersFor(stores.sessions, 'usr-lsg-analyst', origin);
  const rows = await db.all<{ v: number }>(
    `SELECT load AS v FROM ercot_load WHERE market = 'COAST' AND series = 'actual'
     AND __time >= TIMESTAMP '2019-08-12 05:00:00' AND __time < TIMESTAMP '2019-08-13 05:00:00' ORDER BY __time`,
  );
  coastLines = rows.map((r, i) => `2019-08-12,${i + 1},COAST,${r.v}`);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('one series never sums two sources', () => {
  it('an import of 24 COAST hours the seed holds is refused, so the day stays 407,882.347 MWh (it used to read 815,764.694)', async () => {
    expect(coastLines).toHaveLength(24);
    expect(await dayLoad(gulf, 'COAST')).toBeCloseTo(COAST_DAY, 3);
    const report = await load({ kind: 'load', csv: csvOf(coastLines), source: 'Gulf Coast SCADA', orgId: GULF });
    expect(report.imported).toBe(0);
    expect(report.rejected).toHaveLength(24);
    expect(report.message).toBe('From the 24 rows on the file, 24 have not be imported as are duplicates or have errors');
    expect(report.rejected[0]).toEqual({
      line: 2,
      reason: 'market COAST, hour starting 2019-08-12T05:00Z is already in the seed (ERCOT native load); one series never sums two sources: ' +
        'import yours under another market (e.g. COAST_OWN) or leave these hours out',
    });
    expect(await dayLoad(gulf, 'COAST')).toBeCloseTo(COAST_DAY, 3);
    expect(await dayLoad(lonestar, 'COAST')).toBeCloseTo(COAST_DAY, 3);
  });

  it('the same hours under the utility\'s own market code import; its own other source is refused, its same source replaces', async () => {
    const first = await load({ kind: 'load', csv: csvOf(coastLines, 'COAST_OWN'), source: 'Gulf Coast SCADA', orgId: GULF });
    expect(first).toMatchObject({ imported: 24, rejected: [] });
    expect(await dayLoad(gulf, 'COAST_OWN')).toBeCloseTo(COAST_DAY, 3);
    const other = await load({ kind: 'load', csv: csvOf(coastLines, 'COAST_OWN'), source: 'Gulf Coast AMI', orgId: GULF });
    expect(other.imported).toBe(0);
    expect(other.rejected[23]!.reason).toBe(
      'market COAST_OWN, hour starting 2019-08-13T04:00Z is already imported under source "Gulf Coast SCADA"; one series never sums two sources: ' +
        're-import with --source "Gulf Coast SCADA" to replace it, or leave these hours out',
    );
    const again = await load({ kind: 'load', csv: csvOf(coastLines, 'COAST_OWN', 2), source: 'Gulf Coast SCADA', orgId: GULF });
    expect(again.imported).toBe(24);
    expect(await dayLoad(gulf, 'COAST_OWN')).toBeCloseTo(2 * COAST_DAY, 3);
    await load({ kind: 'load', csv: csvOf(coastLines, 'COAST_OWN'), source: 'Gulf Coast SCADA', orgId: GULF });
    expect(await dayLoad(gulf, 'COAST_OWN')).toBeCloseTo(COAST_DAY, 3);
  });
});

describe('imported rows belong to the importing organisation', () => {
  it('another organisation never reads them: query, distinct, min-max and time bounds answer as if they did not exist', async () => {
    // Gulf Coast's COAST_OWN exists from the previous test; a late hour moves Gulf Coast's max time only.
    await load({ kind: 'load', csv: 'timestamp,market,load_mwh\n2030-01-01 01:00,COAST_OWN,123456', source: 'Gulf Coast SCADA', orgId: GULF });
    expect(await markets(gulf)).toContain('COAST_OWN');
    expect(await markets(lonestar)).not.toContain('COAST_OWN');
    // The market filters of the config items: the organisation's imported market after ERCOT's, for it alone.
    const configMarkets = async (h: SessionHeaders) => {
      const res = await app.inject({ url: '/api/user/v1/user/config/dashboards', headers: h });
      const item = res.json<{ configId: string; markets: { id: string; label: string }[] }[]>().find((c) => c.configId === 'ercot-power-short-term')!;
      return item.markets.map((m) => m.id);
    };
    expect(await configMarkets(gulf)).toEqual(['COAST', 'EAST', 'FWEST', 'NORTH', 'NCENT', 'SOUTH', 'SCENT', 'WEST', 'ERCOT', 'COAST_OWN']);
    expect(await configMarkets(lonestar)).not.toContain('COAST_OWN');
    expect(await dayLoad(lonestar, 'COAST_OWN')).toBeNull();
    const distinct = (await post(lonestar, 'ercot_load/distinct', { distinctDimension: { columnName: 'source' }, filters: [], sortType: 'value', direction: 'asc' })) as {
      result: { data: { SPLIT: { data: { source: string }[] } }[] };
    };
    expect(distinct.result.data[0]!.SPLIT.data.map((r) => r.source)).not.toContain('Gulf Coast SCADA');
    const minMax = async (h: SessionHeaders) => ((await post(h, 'ercot_load/min-max', { dimensions: ['load'], filters: [] })) as { maxValue: number }[])[0]!.maxValue;
    expect(await minMax(gulf)).toBe(123_456);
    expect(await minMax(lonestar)).toBeLessThan(123_456);
    const maxTime = async (h: SessionHeaders) => ((await post(h, 'ercot_load/max-time', { filters: [] })) as { maxTime: string }).maxTime;
    expect(await maxTime(gulf)).toBe('2030-01-01T06:00:00.000Z');
    expect(await maxTime(lonestar)).toBe('2019-08-13T23:00:00.000Z');
  });

  it('two organisations import the same market code and hours: each reads its own, the answer cache included', async () => {
    const mine = await load({ kind: 'load', csv: csvOf(coastLines, 'COAST_OWN', 3), source: 'Lone Star load', orgId: LONESTAR });
    expect(mine.imported).toBe(24);
    expect(await dayLoad(gulf, 'COAST_OWN')).toBeCloseTo(COAST_DAY, 3);
    expect(await dayLoad(lonestar, 'COAST_OWN')).toBeCloseTo(3 * COAST_DAY, 3);
    expect(await dayLoad(gulf, 'COAST_OWN')).toBeCloseTo(COAST_DAY, 3);
  });

  it('weather and meter imports too', async () => {
    const weather = await load({ kind: 'weather', csv: 'timestamp,station,temperature_degf\n2019-08-12 01:00,HOU_OWN,88', source: 'Gulf Coast stations', orgId: GULF });
    expect(weather.imported).toBe(1);
    const read = async (h: SessionHeaders) => {
      const res = await app.inject({ url: '/api/weather/weather?weather_stations=HOU_OWN&start_date=2019-08-12&end_date=2019-08-12', headers: h });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ adjusted_weather: { temperature: number }[] }>().adjusted_weather.map((r) => r.temperature);
    };
    expect(await read(gulf)).toEqual([88]);
    expect(await read(lonestar)).toEqual([]);
    const meters = await load({ kind: 'meter', csv: 'meter_id,timestamp,kwh,market\nGULF1,2019-08-12 01:00,1.5,COAST', source: 'AMI', orgId: GULF });
    expect(meters.imported).toBe(1);
    const count = async (orgId: string) => {
      const q = compileQuery(
        { selectedMeasures: [{ columnName: 'meterId', aggregation: 'CountDistinct' }], splits: [], filters: [{ columnName: 'meterId', filterType: 'Include', filterValues: ['GULF1'] }], rangeFilters: [], timezone: 'UTC', timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-08-12', toDate: '2019-08-13' } } },
        forViewer(METERS, { orgId }),
      );
      return (await executeQuery(db, duckdbDialect, q)).data[0]?.meterId;
    };
    expect(await count(GULF)).toBe(1);
    expect(await count(LONESTAR)).toBe(0);
  });
});
