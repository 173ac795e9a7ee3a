import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin, SESSION_COOKIE } from '../auth/plugin';
import { RISK_POSITIONS, WEATHER } from '../data/datasources';
import { registerDatasource } from '../data/registry';
import { openDatabase, type Database } from '../db/database';
import { createServer } from '../server';
import { appState } from '../appState';
import { riskRoutes } from './risk';
import { weatherRoutes } from './weather';

let db: Database;
let app: FastifyInstance;
let cookie: string;
const HOUR = 3_600_000;
/** Hourly temperature of HOU from 2019-11-02 to 2019-11-05 UTC: 50 + hour index. */
const start = Date.UTC(2019, 10, 2);
const ts = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  await db.run(`CREATE TABLE weather_hourly (__time TIMESTAMP, station VARCHAR, series VARCHAR, processTime VARCHAR,
    source VARCHAR, temperature DOUBLE, dewPoint DOUBLE, relativeHumidity DOUBLE, ghi DOUBLE, windSpeed DOUBLE, orgId VARCHAR)`);
  for (let i = 0; i < 72; i++) {
    const t = ts(start + i * HOUR);
    await db.run(`INSERT INTO weather_hourly VALUES (CAST(? AS TIMESTAMP), 'HOU', 'actual', NULL, 'test', ?, 40, 80, 0, 3, NULL)`, [t, 50 + i]);
    await db.run(`INSERT INTO weather_hourly VALUES (CAST(? AS TIMESTAMP), 'HOU', 'normal', NULL, 'test', 60, 40, 80, 0, 3, NULL)`, [t]);
    // Two forecasts of each hour: the later process time must win.
    await db.run(`INSERT INTO weather_hourly VALUES (CAST(? AS TIMESTAMP), 'HOU', 'forecast', '2019-11-01T12:00:00Z', 'test', 0, 0, 0, 0, 0, NULL)`, [t]);
    await db.run(`INSERT INTO weather_hourly VALUES (CAST(? AS TIMESTAMP), 'HOU', 'forecast', '2019-11-01T18:00:00Z', 'test', ?, 0, 0, 0, 0, NULL)`, [t, 70 + i]);
  }
  await db.run(`CREATE TABLE risk_positions (__time TIMESTAMP, asOfDate VARCHAR, market VARCHAR, priceMarket VARCHAR, supply DOUBLE,
    demand DOUBLE, position DOUBLE, volume DOUBLE, mark_to_market DOUBLE, price DOUBLE)`);
  const risk: [string, string, string, number, number][] = [
    ['2021-01-01 06:00:00', '2021-01-01', 'LZ_HOUSTON', 100, 10],
    ['2021-01-01 07:00:00', '2021-01-01', 'LZ_HOUSTON', 120, -5],
    ['2021-01-01 06:00:00', '2021-01-01', 'LZ_NORTH', 200, 30],
    ['2021-02-01 06:00:00', '2021-02-01', 'LZ_HOUSTON', 90, 1],
  ];
  for (const [t, asOf, market, demand, position] of risk) {
    await db.run(`INSERT INTO risk_positions VALUES (CAST(? AS TIMESTAMP), ?, ?, 'DAM', 50, ?, ?, abs(?), ? * 20, 20)`, [t, asOf, market, demand, position, position, position]);
  }
  registerDatasource(WEATHER);
  registerDatasource(RISK_POSITIONS);
  app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [authPlugin, weatherRoutes, riskRoutes] });
  cookie = `${SESSION_COOKIE}=${await (await appState(db)).sessions.create('usr-gcp-analyst')}`;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const get = (url: string) => app.inject({ url: `/api${url}`, headers: { cookie } });
const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie, 'x-loadline-request': '1' }, payload });

describe('weather routes', () => {
  it('answer 401 without a session', async () => {
    expect((await app.inject({ url: '/api/weather/weather?weather_stations=HOU&start_date=2019-11-03&end_date=2019-11-03' })).statusCode).toBe(401);
  });

  it('answer the 25 local hours of the fall-back day, hour 1 twice, with weather_day and weather_hour', async () => {
    const res = await get('/weather/weather?weather_stations=HOU&start_date=2019-11-03&end_date=2019-11-03&date_field=weather_day');
    const rows = res.json().adjusted_weather as { weather_day: string; weather_hour: number; temperature: number; weather_station: string }[];
    expect(rows).toHaveLength(25);
    expect(rows.map((r) => r.weather_hour).slice(0, 4)).toEqual([0, 1, 1, 2]);
    expect(rows.every((r) => r.weather_day === '2019-11-03' && r.weather_station === 'HOU')).toBe(true);
    // 2019-11-03 00:00 CDT is 05:00 UTC, hour index 29 after the table's start.
    expect(rows[0]?.temperature).toBe(50 + 29);
  });

  it('answer UTC days with utc_flag, normals, and the latest forecast of each hour', async () => {
    const utc = (await get('/weather/weather?weather_stations=HOU,DFW&start_date=2019-11-03&end_date=2019-11-03&utc_flag=true')).json().adjusted_weather;
    expect(utc).toHaveLength(24);
    expect(utc[0]).toMatchObject({ weather_day: '2019-11-03', weather_hour: 0, temperature: 50 + 24 });
    const normals = (await get('/weather/normals?weather_stations=HOU&start_date=2019-11-02&end_date=2019-11-02&utc_flag=true')).json().normals;
    expect(normals).toHaveLength(24);
    expect(normals.every((r: { temperature: number }) => r.temperature === 60)).toBe(true);
    const forecast = (await get('/weather/forecast?weather_stations=HOU&start_date=2019-11-02&end_date=2019-11-02&utc_flag=true')).json().adjusted_forecast;
    expect(forecast[3]).toMatchObject({ weather_hour: 3, temperature: 73 });
  });

  it('refuse missing stations, bad dates and unknown date fields with a 400', async () => {
    for (const q of ['start_date=2019-11-03&end_date=2019-11-03', 'weather_stations=HOU&start_date=2019-13-03&end_date=2019-11-03', 'weather_stations=HOU&start_date=2019-11-03&end_date=2019-11-03&date_field=x']) {
      const res = await get(`/weather/weather?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message.length).toBeGreaterThan(10);
    }
  });
});

describe('risk routes', () => {
  const ds = '/risk/v1/risk-data/risk_positions';

  it('answer the as-of dates newest first, and those before a date', async () => {
    expect((await get(`${ds}/as-of-date`)).json()).toEqual(['2021-02-01', '2021-01-01']);
    expect((await get(`${ds}/as-of-date?datesBefore=2021-02-01`)).json()).toEqual(['2021-01-01']);
    expect((await get('/risk/v1/risk-data/nope/as-of-date')).statusCode).toBe(404);
  });

  it('group, aggregate and filter one as-of date', async () => {
    const res = await post(`${ds}/query`, {
      asOfDate: '2021-01-01',
      group: ['market'],
      columns: [{ name: 'demand', aggregation: 'sum' }, { name: 'position', aggregation: 'avg' }],
      selectedFilters: [{ name: 'priceMarket', values: ['DAM'] }],
      rangeFilters: [{ name: 'mark_to_market', value: [-200, 1000] }],
    });
    expect(res.json()).toEqual([
      { market: 'LZ_HOUSTON', demand: 220, position: 2.5 },
      { market: 'LZ_NORTH', demand: 200, position: 30 },
    ]);
    const byHour = await post(`${ds}/query`, { asOfDate: '2021-01-01', group: ['__time'], columns: [{ name: 'volume', aggregation: 'max' }] });
    expect(byHour.json()).toEqual([{ __time: '2021-01-01T06:00:00.000Z', volume: 30 }, { __time: '2021-01-01T07:00:00.000Z', volume: 5 }]);
  });

  it("answer 'No as of date specified' without an as-of date, and 400 for unknown columns", async () => {
    const res = await post(`${ds}/query`, { group: [], columns: [{ name: 'demand', aggregation: 'sum' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No as of date specified');
    const bad = await post(`${ds}/query`, { asOfDate: '2021-01-01', columns: [{ name: 'demand; DROP TABLE x', aggregation: 'sum' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('is not a metric of datasource risk_positions');
  });

  it('answer distinct values and min-max of fields', async () => {
    expect((await post(`${ds}/distinct`, { fields: ['market', 'asOfDate'] })).json()).toEqual({ market: ['LZ_HOUSTON', 'LZ_NORTH'], asOfDate: ['2021-01-01', '2021-02-01'] });
    expect((await post(`${ds}/min-max`, { fields: ['mark_to_market'] })).json()).toEqual([{ name: 'mark_to_market', minValue: -100, maxValue: 600 }]);
  });
});
