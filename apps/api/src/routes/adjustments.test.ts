import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { registerSeedDatasources } from '../data/datasources';
import { routes } from '../routes';
import { createServer } from '../server';
import { adjustmentState } from '../appState';
import { type AdjustmentStore } from '../stores/adjustments';
import { appState } from '../appState';
import { ADJUSTMENT_TEXTS } from './adjustments';

const origin = 'http://localhost:3000';
const HOUR = 3_600_000;
const PROCESS_TIME = '2024-07-01T06:00:00Z';
const RUN_START = Date.parse('2024-07-01T07:00:00Z');
/** The short-term run as the reference forecaster writes it: 7 days of hourly MWh after the process time. */
const load = (i: number) => Math.round(40_000 + 8_000 * Math.sin((i / 24) * 2 * Math.PI));

let db: Database;
let app: FastifyInstance;
let store: AdjustmentStore;
let owner: SessionHeaders;
let colleague: SessionHeaders;
let outsider: SessionHeaders;
let noModule: SessionHeaders;

const BASE = 'user/v1/user/adjustments';
const call = (headers: SessionHeaders, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const createBody = (name = 'Heat wave July 2') => ({
  name,
  configId: 'ercot-power-short-term',
  market: 'COAST',
  processTime: PROCESS_TIME,
  // Two local days in Central time: 2024-07-02T05:00Z .. 2024-07-04T05:00Z, 48 hours.
  dateRange: { from: '2024-07-02', to: '2024-07-03' },
  timezone: 'America/Chicago',
  isHourEnding: true,
});

async function create(headers = owner, name?: string): Promise<string> {
  const res = await call(headers, 'POST', BASE, createBody(name));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ adjustmentId: string }>().adjustmentId;
}

interface Point { timestamp: string; forecast: number; adjustedForecast: number; adjustmentCalculation: string; adjustmentValue: number | null }
const stitched = async (id: string, v: string) => (await call(owner, 'GET', `${BASE}/${id}/versions/${v}/stitched`)).json<Point[]>();

beforeAll(async () => {
  registerSeedDatasources();
  db = await openDatabase({ path: ':memory:' });
  await db.run(`CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR, horizon VARCHAR, load DOUBLE, orgId VARCHAR)`);
  for (let i = 0; i < 168; i++) {
    const t = new Date(RUN_START + i * HOUR).toISOString().slice(0, 19).replace('T', ' ');
    await db.run(`INSERT INTO ercot_load VALUES (?::TIMESTAMP, 'COAST', 'forecast', 'Loadline reference forecaster', ?, 'short_term', ?, NULL)`, [t, PROCESS_TIME, load(i)]);
    // Another organisation's imported run of the same market and process time is never read.
    await db.run(`INSERT INTO ercot_load VALUES (?::TIMESTAMP, 'COAST', 'forecast', 'their vendor', ?, 'short_term', 999999, 'org-lonestar-gas')`, [t, PROCESS_TIME]);
    // Another market and the actuals of the same hours must never leak into the adjustment.
    await db.run(`INSERT INTO ercot_load VALUES (?::TIMESTAMP, 'NORTH', 'forecast', 'Loadline reference forecaster', ?, 'short_term', 1, NULL)`, [t, PROCESS_TIME]);
    await db.run(`INSERT INTO ercot_load VALUES (?::TIMESTAMP, 'COAST', 'actual', 'ERCOT native load', NULL, NULL, 2, NULL)`, [t]);
  }
  app = await createServer({ ctx: { db, origin }, routes });
  await app.ready();
  const stores = await appState(db);
  store = await adjustmentState(db);
  await stores.users.upsertUser(
    { userId: 'usr-lsg-trader', email: 'trader@lonestar-gas.test', name: 'Lone Star Trader', orgId: 'org-lonestar-gas', mods: ['mod_pricing'] },
    null,
  );
  owner = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
  colleague = await sessionHeadersFor(stores.sessions, 'usr-gcp-forecaster', origin);
  outsider = await sessionHeadersFor(stores.sessions, 'usr-lsg-analyst', origin);
  noModule = await sessionHeadersFor(stores.sessions, 'usr-lsg-trader', origin);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('adjustments API', () => {
  it('creates an adjustment of a short-term forecast run, with the run\'s figures over its local days', async () => {
    const id = await create();
    const res = await call(owner, 'GET', `${BASE}/${id}`);
    expect(res.statusCode).toBe(200);
    const a = res.json<Record<string, unknown> & { summary: { timestamp: string; forecast: number }[] }>();
    expect(a).toMatchObject({ adjustmentId: id, name: 'Heat wave July 2', market: 'COAST', status: 'draft', versions: [], count: 48, dayCount: 2, approvedBy: null });
    const hours = Array.from({ length: 48 }, (_, k) => load(k + 22)); // 2024-07-02T05:00Z is hour 22 of the run
    expect(a.min).toBe(Math.min(...hours));
    expect(a.max).toBe(Math.max(...hours));
    expect(a.summary[0]).toEqual({ timestamp: '2024-07-02T05:00:00.000Z', forecast: load(22), adjustedForecast: load(22) });
  });

  it('refuses an invalid creation with a clear 400', async () => {
    const bad = async (body: object) => {
      const res = await call(owner, 'POST', BASE, { ...createBody(), ...body });
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await bad({ name: '   ' })).toContain('Adjustment name is required');
    expect(await bad({ processTime: '2024-06-30T06:00:00Z' })).toBe(ADJUSTMENT_TEXTS.noForecast);
    expect(await bad({ timezone: 'Mars/Olympus' })).toBe(ADJUSTMENT_TEXTS.badTimeZone);
    expect(await bad({ dateRange: { from: '2024-07-03', to: '2024-07-02' } })).toBe(ADJUSTMENT_TEXTS.badDates);
    expect(await bad({ configId: 'ercot-power-long-term' })).toBe(ADJUSTMENT_TEXTS.notAdjustable);
    expect(await bad({ isHourEnding: 'yes' })).toMatch(/^isHourEnding: /);
  });

  it('saves versions as their edited rows only and stitches them over the forecast', async () => {
    const id = await create();
    expect((await call(owner, 'GET', `${BASE}/${id}/versions/v1/stitched`)).statusCode).toBe(404); // no version yet
    const forecast = (await call(owner, 'GET', `${BASE}/${id}`)).json<{ summary: { timestamp: string; forecast: number }[] }>().summary;
    // The editor sends every interval; two are edited.
    const data = forecast.map((p, i) => ({
      timestamp: p.timestamp,
      forecast: p.forecast,
      adjustedForecast: i === 3 ? p.forecast + 500 : i === 10 ? p.forecast * 1.1 : p.forecast,
      adjustmentCalculation: i === 3 ? 'add' : i === 10 ? 'percent' : 'none',
      adjustmentValue: i === 3 ? 500 : i === 10 ? 10 : null,
    }));
    const saved = await call(owner, 'POST', `${BASE}/${id}/versions`, { data, reasonCode: 'weather_event', comment: 'Heat dome' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ versionId: string }>().versionId).toBe('v1');
    expect(await store.versionRows(id, 1)).toHaveLength(2);
    const v1 = await stitched(id, 'v1');
    expect(v1).toHaveLength(48);
    expect(v1[3]).toEqual({ timestamp: forecast[3]!.timestamp, forecast: forecast[3]!.forecast, adjustedForecast: forecast[3]!.forecast + 500, adjustmentCalculation: 'add', adjustmentValue: 500 });
    expect(v1[4]).toEqual({ timestamp: forecast[4]!.timestamp, forecast: forecast[4]!.forecast, adjustedForecast: forecast[4]!.forecast, adjustmentCalculation: 'none', adjustmentValue: null });

    // v2 edits one more row: its audit counts one row changed against v1.
    const v2data = v1.map((p, i) => (i === 20 ? { ...p, adjustedForecast: 0, adjustmentCalculation: 'custom', adjustmentValue: 0 } : p));
    expect((await call(owner, 'POST', `${BASE}/${id}/versions`, { data: v2data })).json()).toMatchObject({ versionId: 'v2' });
    const audit = (await call(colleague, 'GET', `${BASE}/${id}/audit`)).json<Record<string, unknown>[]>();
    const total = forecast.reduce((s, p) => s + p.forecast, 0);
    const afterV1 = total + 500 + forecast[10]!.forecast * 0.1;
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ action: 'save', versionId: 'v1', userId: 'usr-gcp-analyst', reasonCode: 'weather_event', comment: 'Heat dome', rowsChanged: 2, beforeTotal: total });
    expect(audit[0]!.afterTotal).toBeCloseTo(afterV1, 6);
    expect(audit[1]).toMatchObject({ action: 'save', versionId: 'v2', reasonCode: 'other', comment: null, rowsChanged: 1 });
    expect(audit[1]!.afterTotal).toBeCloseTo(afterV1 - forecast[20]!.forecast, 6);

    // Saving over v1 overrides the later versions (spec part 1 §4).
    const put = await call(owner, 'PUT', `${BASE}/${id}/versions/v1`, { data: v1.map((p, i) => (i === 3 ? { ...p, adjustedForecast: p.forecast, adjustmentCalculation: 'none', adjustmentValue: null } : p)), reasonCode: 'data_error' });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await call(owner, 'GET', `${BASE}/${id}`)).json<{ versions: { versionId: string }[] }>();
    expect(after.versions.map((v) => v.versionId)).toEqual(['v1']);
    expect((await call(owner, 'GET', `${BASE}/${id}/versions/v2/stitched`)).statusCode).toBe(404);
    expect((await stitched(id, 'v1'))[3]!.adjustedForecast).toBe(forecast[3]!.forecast);
    // A new version after the override gets a number never used before.
    expect((await call(owner, 'POST', `${BASE}/${id}/versions`, { data: [] })).json()).toMatchObject({ versionId: 'v3' });
  });

  it('refuses rows that are not intervals of the forecast, twice the same interval, and bodies over the limit', async () => {
    const id = await create();
    const row = { timestamp: '2024-07-09T05:00:00.000Z', forecast: 1, adjustedForecast: 2, adjustmentCalculation: 'custom', adjustmentValue: 2 };
    const outside = await call(owner, 'POST', `${BASE}/${id}/versions`, { data: [row] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ message: string }>().message).toContain(ADJUSTMENT_TEXTS.notInterval);
    const inside = { ...row, timestamp: '2024-07-02T05:00:00.000Z' };
    expect((await call(owner, 'POST', `${BASE}/${id}/versions`, { data: [inside, inside] })).statusCode).toBe(400);
    expect((await call(owner, 'POST', `${BASE}/${id}/versions`, { data: [{ ...inside, adjustmentCalculation: 'double' }] })).statusCode).toBe(400);
    const huge = { data: Array.from({ length: 24_000 }, () => inside) };
    const tooLarge = await call(owner, 'POST', `${BASE}/${id}/versions`, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe('Payload too large... try reducing the amount saved by saving chunks (i.e. multiple times)');
    expect((await call(owner, 'GET', `${BASE}/${id}`)).json<{ versions: unknown[] }>().versions).toEqual([]);
  });

  it('keeps the previous version whole when a save fails midway', async () => {
    const id = await create();
    const forecast = (await call(owner, 'GET', `${BASE}/${id}`)).json<{ summary: { timestamp: string; forecast: number }[] }>().summary;
    const data = forecast.map((p) => ({ ...p, adjustedForecast: p.forecast + 1, adjustmentCalculation: 'add', adjustmentValue: 1 }));
    expect((await call(owner, 'POST', `${BASE}/${id}/versions`, { data })).statusCode).toBe(200);
    const before = { rows: await store.versionRows(id, 1), record: await store.get(id), audit: await store.audit(id) };
    const t = Date.parse(forecast[0]!.timestamp);
    const row = { t, adjustedForecast: 1, calculation: 'custom' as const, value: 1 };
    // 600 rows: the second INSERT chunk repeats a key and fails after the first chunk was written.
    const rows = [...Array.from({ length: 599 }, (_, i) => ({ ...row, t: t + i * HOUR })), row];
    for (const versionNo of [undefined, 1]) {
      await expect(
        store.saveVersion({ adjustmentId: id, ownerId: 'usr-gcp-analyst', ...(versionNo ? { versionNo } : {}), rows, forecast: [], reasonCode: 'other', comment: null, at: Date.now() }),
      ).rejects.toThrow();
      expect(await store.versionRows(id, 1)).toEqual(before.rows);
      expect(await store.get(id)).toEqual(before.record);
      expect(await store.audit(id)).toEqual(before.audit);
    }
    expect((await stitched(id, 'v1')).every((p, i) => p.adjustedForecast === forecast[i]!.forecast + 1)).toBe(true);
  });

  it('lets a colleague read and approve but not edit; the approval is recorded and freezes the adjustment', async () => {
    const id = await create();
    expect((await call(colleague, 'GET', `${BASE}/${id}`)).statusCode).toBe(200);
    expect((await call(colleague, 'POST', `${BASE}/${id}/versions`, { data: [] })).statusCode).toBe(403);
    expect((await call(colleague, 'PATCH', `${BASE}/${id}`, { summary: [] })).statusCode).toBe(403);
    expect((await call(owner, 'POST', `${BASE}/${id}/versions`, { data: [] })).statusCode).toBe(200);
    const self = await call(owner, 'PATCH', `${BASE}/${id}`, { status: 'approved' });
    expect(self.statusCode).toBe(403);
    expect(self.json<{ message: string }>().message).toBe(ADJUSTMENT_TEXTS.selfApproval);
    expect((await call(colleague, 'PATCH', `${BASE}/${id}`, { status: 'approved' })).statusCode).toBe(200);
    const a = (await call(owner, 'GET', `${BASE}/${id}`)).json<Record<string, unknown>>();
    expect(a).toMatchObject({ status: 'approved', approvedBy: 'forecaster@gulfcoast-power.test' });
    expect(typeof a.approvedOn).toBe('string');
    expect((await call(owner, 'POST', `${BASE}/${id}/versions`, { data: [] })).statusCode).toBe(409);
    expect((await call(owner, 'PUT', `${BASE}/${id}/versions/v1`, { data: [] })).statusCode).toBe(409);
    expect((await call(colleague, 'PATCH', `${BASE}/${id}`, { status: 'approved' })).statusCode).toBe(409);
    const audit = (await call(owner, 'GET', `${BASE}/${id}/audit`)).json<Record<string, unknown>[]>();
    expect(audit.at(-1)).toMatchObject({ action: 'approve', versionId: 'v1', userId: 'usr-gcp-forecaster' });
    const approved = (await call(colleague, 'GET', `${BASE}?configId=ercot-power-short-term&status=approved`)).json<{ adjustmentId: string }[]>();
    expect(approved.map((x) => x.adjustmentId)).toEqual([id]);
  });

  it('writes an approved adjustment\'s adjusted forecast as a series of its run, read by its organisation only', async () => {
    const id = await create(owner, 'Approved heat wave');
    // v1: HE15-HE19 of the first day 10 % up.
    const forecast = Array.from({ length: 48 }, (_, i) => ({ t: Date.parse('2024-07-02T05:00:00Z') + i * HOUR }));
    const data = forecast.map(({ t }, i) => {
      const f = load(Math.round((t - RUN_START) / HOUR));
      const edited = i >= 14 && i < 19;
      return { timestamp: new Date(t).toISOString(), forecast: f, adjustedForecast: edited ? f * 1.1 : f, adjustmentCalculation: edited ? 'percent' : 'none', adjustmentValue: edited ? 10 : null };
    });
    expect((await call(owner, 'POST', `${BASE}/${id}/versions`, { data, reasonCode: 'weather_event', comment: 'Heat wave' })).statusCode).toBe(200);
    const query = (headers: SessionHeaders) =>
      app.inject({
        method: 'POST',
        url: '/api/druid/api/v2/datasources/ercot_load/query',
        headers,
        payload: {
          selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
          filters: [
            { columnName: 'series', filterType: 'Include', filterValues: ['adjusted'] },
            { columnName: 'processTime', filterType: 'Include', filterValues: [PROCESS_TIME] },
            { columnName: 'source', filterType: 'Include', filterValues: [id] },
          ],
          timeFilter: { columnName: '__time', dateRange: { fromDate: '2024-07-01T00:00:00', toDate: '2024-07-05T00:00:00' } },
          splits: [{ type: 'dimension', columnName: 'market' }],
          timezone: 'America/Chicago',
        },
      });
    const sumOf = async (headers: SessionHeaders) => {
      const res = await query(headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json<{ data: { market: string; load: number }[] }>().data);
    };
    // Read (and cached) before the approval: no adjusted series yet.
    expect(await sumOf(owner)).toEqual([]);
    expect((await call(colleague, 'PATCH', `${BASE}/${id}`, { status: 'approved' })).statusCode).toBe(200);
    const expected = data.reduce((sum, d) => sum + d.adjustedForecast, 0);
    const [row] = await sumOf(colleague);
    expect(row?.market).toBe('COAST');
    expect(row?.load).toBeCloseTo(expected, 6);
    expect((await sumOf(owner))[0]?.load).toBeCloseTo(expected, 6);
    // Another organisation never reads it.
    expect(await sumOf(outsider)).toEqual([]);
    // A re-seed replaces the load table: the approved adjustment's series is written again on start.
    await db.run(`DELETE FROM ercot_load WHERE series = 'adjusted'`);
    expect((await store.approvedWithoutSeries()).map((a) => a.adjustmentId)).toContain(id);
    const again = await createServer({ ctx: { db, origin }, routes });
    await again.ready();
    await again.close();
    expect((await store.approvedWithoutSeries()).map((a) => a.adjustmentId)).not.toContain(id);
    const [{ total }] = (await db.all<{ total: number }>(`SELECT sum(load) AS total FROM ercot_load WHERE series = 'adjusted' AND source = ?`, [id])) as [{ total: number }];
    expect(total).toBeCloseTo(expected, 6);
  });

  it('updates the summary of the author\'s adjustment', async () => {
    const id = await create();
    const summary = [
      { timestamp: '2024-07-02T05:00:00.000Z', forecast: 10, adjustedForecast: 12 },
      { timestamp: '2024-07-03T05:00:00.000Z', forecast: 30, adjustedForecast: 31 },
    ];
    expect((await call(owner, 'PATCH', `${BASE}/${id}`, { summary })).statusCode).toBe(200);
    expect((await call(owner, 'GET', `${BASE}/${id}`)).json()).toMatchObject({ summary, min: 10, max: 30, count: 2, dayCount: 2 });
    expect((await call(owner, 'PATCH', `${BASE}/${id}`, { summary: 'all' })).statusCode).toBe(400);
  });

  it('hides adjustments from other organisations and refuses users without Load Forecast', async () => {
    const id = await create();
    for (const [method, url, body] of [
      ['GET', `${BASE}/${id}`],
      ['GET', `${BASE}/${id}/audit`],
      ['GET', `${BASE}/${id}/versions/v1/stitched`],
      ['POST', `${BASE}/${id}/versions`, { data: [] }],
      ['PUT', `${BASE}/${id}/versions/v1`, { data: [] }],
      ['PATCH', `${BASE}/${id}`, { status: 'approved' }],
    ] as const) {
      const res = await call(outsider, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(ADJUSTMENT_TEXTS.notFound);
    }
    const theirs = (await call(outsider, 'GET', `${BASE}?configId=ercot-power-short-term`)).json<unknown[]>();
    expect(theirs).toEqual([]);
    expect((await call(noModule, 'GET', `${BASE}?configId=ercot-power-short-term`)).statusCode).toBe(403);
    expect((await call(noModule, 'POST', BASE, createBody())).statusCode).toBe(403);
  });

  it('lists the organisation\'s adjustments newest first, 5 a page by default', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(await create(i % 2 ? colleague : owner, `Page ${i}`));
      await new Promise((r) => setTimeout(r, 2));
    }
    const page = async (q: string) => (await call(colleague, 'GET', `${BASE}?configId=ercot-power-short-term${q}`)).json<{ adjustmentId: string }[]>().map((a) => a.adjustmentId);
    const all = await page('&limit=100');
    expect(all.slice(0, 6)).toEqual([...ids].reverse());
    expect(await page('')).toEqual(all.slice(0, 5));
    expect(await page('&limit=5&skip=5')).toEqual(all.slice(5, 10));
    expect((await call(owner, 'GET', `${BASE}?configId=ercot-power-short-term&limit=0`)).statusCode).toBe(400);
    expect((await call(owner, 'GET', `${BASE}?configId=ercot-power-short-term&status=deleted`)).statusCode).toBe(400);
    expect((await call(owner, 'GET', BASE)).statusCode).toBe(400);
  });
});
