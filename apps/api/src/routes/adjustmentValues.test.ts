import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { registerSeedDatasources } from '../data/datasources';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { createServer } from '../server';
import { appState } from '../appState';
import { ADJUSTMENT_TEXTS, MAX_ADJUSTED_LOAD_MWH } from './adjustments';

/**
 * Values and comments of adjustment versions (issue #32): values outside the plausible load of an
 * hour of an ERCOT market answer 400 (2^63 used to answer 500, 9e18 MWh was stored), and comments
 * refuse control and bidirectional-override characters as names do.
 */

const origin = 'http://localhost:3000';
const HOUR = 3_600_000;
const PROCESS_TIME = '2024-07-01T06:00:00Z';
const RUN_START = Date.parse('2024-07-01T07:00:00Z');
const BASE = 'user/v1/user/adjustments';
let db: Database;
let app: FastifyInstance;
let owner: SessionHeaders;
let adjustmentId: string;
let forecast: { timestamp: string; forecast: number }[];

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api/${url}`, headers: owner, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  registerSeedDatasources();
  db = await openDatabase({ path: ':memory:' });
  await db.run(`CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR, horizon VARCHAR, load DOUBLE, orgId VARCHAR)`);
  for (let i = 0; i < 72; i++) {
    const t = new Date(RUN_START + i * HOUR).toISOString().slice(0, 19).replace('T', ' ');
    await db.run(`INSERT INTO ercot_load VALUES (?::TIMESTAMP, 'COAST', 'forecast', 'Loadline reference forecaster', ?, 'short_term', ?, NULL)`, [t, PROCESS_TIME, 40_000 + i]);
  }
  app = await createServer({ ctx: { db, origin }, routes });
  await app.ready();
  owner = await sessionHeadersFor((await appState(db)).sessions, 'usr-gcp-analyst', origin);
  const created = await call('POST', BASE, {
    name: 'Bounds', configId: 'ercot-power-short-term', market: 'COAST', processTime: PROCESS_TIME,
    dateRange: { from: '2024-07-02', to: '2024-07-02' }, timezone: 'America/Chicago', isHourEnding: true,
  });
  expect(created.statusCode, created.body).toBe(200);
  adjustmentId = created.json<{ adjustmentId: string }>().adjustmentId;
  forecast = (await call('GET', `${BASE}/${adjustmentId}`)).json<{ summary: { timestamp: string; forecast: number }[] }>().summary;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const edit = (adjustedForecast: number, adjustmentCalculation = 'add', adjustmentValue: number | null = 1) =>
  [{ timestamp: forecast[0]!.timestamp, forecast: forecast[0]!.forecast, adjustedForecast, adjustmentCalculation, adjustmentValue }];

describe('adjustment values', () => {
  it('refuses adjusted loads and values outside the plausible bound with a 400 naming the field and the bound', async () => {
    const cases: [ReturnType<typeof edit>, string][] = [
      [edit(2 ** 63), 'data.0.adjustedForecast'],
      [edit(9e18), 'data.0.adjustedForecast'],
      [edit(MAX_ADJUSTED_LOAD_MWH + 1), 'data.0.adjustedForecast'],
      [edit(-1), 'data.0.adjustedForecast'],
      [edit(40_001, 'add', 2 ** 63), 'data.0.adjustmentValue'],
      [edit(40_001, 'add', -9e18), 'data.0.adjustmentValue'],
    ];
    for (const [data, field] of cases) {
      const res = await call('POST', `${BASE}/${adjustmentId}/versions`, { data });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(`${field}: ${ADJUSTMENT_TEXTS.outOfBounds}`);
    }
    expect(ADJUSTMENT_TEXTS.outOfBounds).toContain('200,000 MWh');
  });

  it('saves a plausible adjusted load', async () => {
    const res = await call('POST', `${BASE}/${adjustmentId}/versions`, { data: edit(MAX_ADJUSTED_LOAD_MWH, 'add', 500) });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('summary values', () => {
  it('refuses a summary load outside 0..200,000 MWh on PATCH and on creation, naming the point', async () => {
    const point = { timestamp: forecast[0]!.timestamp, forecast: 40_000, adjustedForecast: 9e18 };
    const patch = await app.inject({ method: 'PATCH', url: `/api/${BASE}/${adjustmentId}`, headers: owner, payload: { summary: [point] } });
    expect(patch.statusCode, patch.body).toBe(400);
    expect(patch.json<{ message: string }>().message).toBe(`summary.0.adjustedForecast: ${ADJUSTMENT_TEXTS.outOfBounds}`);
    const created = await call('POST', BASE, {
      name: 'Huge', configId: 'ercot-power-short-term', market: 'COAST', processTime: PROCESS_TIME,
      dateRange: { from: '2024-07-02', to: '2024-07-02' }, timezone: 'America/Chicago', isHourEnding: true,
      summary: [{ ...point, forecast: 2 ** 63, adjustedForecast: 40_000 }],
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json<{ message: string }>().message).toBe(`summary.0.forecast: ${ADJUSTMENT_TEXTS.outOfBounds}`);
    const fine = await app.inject({ method: 'PATCH', url: `/api/${BASE}/${adjustmentId}`, headers: owner, payload: { summary: [{ ...point, adjustedForecast: 41_000 }] } });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('version comments', () => {
  it('refuse control and bidirectional-override characters as names do; line breaks and tabs are text', async () => {
    for (const comment of ['Heat\u0000dome', 'Heat \u202Eemod', 'bell\u0007', 'iso\u2066late\u2069', '\u009B31m']) {
      const res = await call('POST', `${BASE}/${adjustmentId}/versions`, { data: [], comment });
      expect(res.statusCode, JSON.stringify(comment)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(ADJUSTMENT_TEXTS.badComment);
    }
    const ok = await call('POST', `${BASE}/${adjustmentId}/versions`, { data: [], comment: 'Heat dome\nline two\tand a tab' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
