import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState, closeAppState, configureAppState } from '../appState';
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { configItems } from '../data/configItems';
import { registerSeedDatasources } from '../data/datasources';
import { openDatabase, type Database } from '../db/database';
import type { UploadStatus } from '../import/uploads';
import { behindDatasourceAccess } from '../auth/datasourceAccess';
import { forecastOf, syncAdjustedSeries } from '../routes/adjustments';
import { dataRoutes } from '../routes/data';
import { createImportRoutes } from '../routes/imports';
import { DASHBOARD_TEXTS, dashboardRoutes } from '../routes/dashboards';
import { notificationRoutes } from '../routes/notifications';
import { overviewRoutes } from '../routes/overview';
import { sharingRoutes } from '../routes/sharing';
import { createServer } from '../server';
import { createTestDatabase, dropTestDatabase, postgresTestsEnabled } from '../testing/postgres';
import { START_TIMEOUT_MS } from '../testing/storeKinds';

/**
 * Two API instances (each its own process state and DuckDB file) on one PostgreSQL database, as a
 * deployment behind a load balancer runs them: what one instance acknowledges, the other serves;
 * concurrent saves spread over both are all kept, and a save from a stale copy is refused with 409.
 */
const origin = 'http://localhost:3000';
let databaseUrl: string;
const dbs: Database[] = [];
const apps: FastifyInstance[] = [];
let owner: SessionHeaders;
let colleague: SessionHeaders;

async function instance(): Promise<FastifyInstance> {
  const db = await openDatabase({ path: ':memory:' });
  dbs.push(db);
  configureAppState(db, { databaseUrl });
  const app = await createServer({
    ctx: { db, origin },
    routes: [authPlugin, dashboardRoutes({ configItems }), sharingRoutes, overviewRoutes, notificationRoutes, behindDatasourceAccess(dataRoutes), createImportRoutes()],
  });
  await app.ready();
  apps.push(app);
  return app;
}

describe.runIf(postgresTestsEnabled)('two instances on one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    registerSeedDatasources();
    // Both start at once: one migrates and seeds, the other waits for the migration lock and finds it done.
    [a, b] = await Promise.all([instance(), instance()]);
    owner = await sessionHeadersFor((await appState(dbs[0]!)).sessions, 'usr-gcp-analyst', origin);
    colleague = await sessionHeadersFor((await appState(dbs[1]!)).sessions, 'usr-gcp-forecaster', origin);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) {
      await closeAppState(db);
      await db.close();
    }
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  }, START_TIMEOUT_MS);

  const call = (app: FastifyInstance, who: SessionHeaders, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/${url}`, headers: who, ...(payload ? { payload } : {}) });
  const listed = async (app: FastifyInstance, who = owner) =>
    (await call(app, who, 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<{ dashboardId: string; name: string; version: number; cards: { title: string }[] }[]>();

  it('serves through one instance what the other saved, shares across them, and refuses a stale save with 409', async () => {
    const created = await call(a, owner, 'POST', 'user/v1/user/dashboards', {
      name: 'Houston load zone', configId: 'ercot-power-short-term', cards: [{ id: 'c1', title: 'Load', visualization: 'Line', layout: { x: 0, y: 0, w: 6, h: 4 } }],
      settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ dashboardId: string }>().dashboardId;
    expect((await listed(b)).find((d) => d.dashboardId === id)).toMatchObject({ name: 'Houston load zone', version: 1 });
    expect((await call(b, owner, 'PATCH', `user/v1/user/dashboards/${id}`, { version: 1, name: 'Edited through B' })).statusCode).toBe(200);
    const stale = await call(a, owner, 'PATCH', `user/v1/user/dashboards/${id}`, { version: 1, name: 'Edited through A from the old copy' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: DASHBOARD_TEXTS.stale, version: 2 });
    expect((await listed(a)).find((d) => d.dashboardId === id)?.name).toBe('Edited through B');
    // Shared through A, seen by the colleague through B.
    expect((await call(a, owner, 'POST', `user/v1/user/share/dashboard/${id}/users`, { add: [{ id: 'usr-gcp-forecaster' }] })).statusCode).toBe(200);
    expect((await listed(b, colleague)).map((d) => d.dashboardId)).toContain(id);
  });

  it('keeps every one of 50 concurrent saves spread over both instances, none answered 500', async () => {
    const id = (await call(b, owner, 'POST', 'user/v1/user/dashboards', {
      name: 'Race', configId: 'ercot-power-short-term', cards: [], settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true },
    })).json<{ dashboardId: string }>().dashboardId;
    const saves = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      call(i % 2 ? a : b, owner, 'PATCH', `user/v1/user/dashboards/${id}`, { cards: [{ id: `c${i}`, title: `Save ${i}`, visualization: 'Line', layout: { x: 0, y: 0, w: 6, h: 4 } }] })));
    expect(saves.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(saves.map((r) => r.json<{ version: number }>().version).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    const final = (await listed(a)).find((d) => d.dashboardId === id);
    expect(final?.version).toBe(51);
    // The save acknowledged last (version 51) is the one stored.
    const last = saves.findIndex((r) => r.json<{ version: number }>().version === 51);
    expect(final?.cards.map((c) => c.title)).toEqual([`Save ${last}`]);
  });

  it('writes an adjustment approved through one instance into the other\'s load table (each keeps its own DuckDB file)', async () => {
    const T0 = Date.UTC(2024, 6, 2, 5);
    for (const db of dbs) {
      await db.run(`CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR, horizon VARCHAR,
        load DOUBLE, orgId VARCHAR)`);
      await db.run(`INSERT INTO ercot_load SELECT make_timestamp((? + i * 3600000)::BIGINT * 1000), 'COAST', 'forecast', 'seed', '2024-07-01T06:00:00Z',
        'short_term', 1000 + i, NULL FROM range(24) t(i)`, [T0]);
    }
    const [storeA, storeB] = await Promise.all(dbs.map(async (db) => (await appState(db)).adjustments));
    const adjustment = {
      adjustmentId: 'adj-across', ownerId: 'usr-gcp-analyst', ownerOrgId: 'org-gulfcoast-power', configId: 'ercot-power-short-term', market: 'COAST',
      processTime: '2024-07-01T06:00:00Z', name: 'Across instances', dateFrom: '2024-07-02', dateTo: '2024-07-02', timezone: 'America/Chicago',
      isHourEnding: true, summary: [], stats: { min: null, max: null, count: 0, dayCount: 0 }, createdAt: Date.now(),
    };
    await storeA!.create(adjustment);
    const forecast = await forecastOf(dbs[0]!, adjustment);
    expect(forecast).toHaveLength(24);
    await storeA!.saveVersion({ adjustmentId: 'adj-across', ownerId: 'usr-gcp-analyst', rows: [{ t: T0, adjustedForecast: 1500, calculation: 'custom', value: 1500 }],
      forecast, reasonCode: 'other', comment: null, at: Date.now() });
    expect(await storeA!.approve('adj-across', { userId: 'usr-gcp-forecaster', email: 'forecaster@gulfcoast-power.test' }, Date.now(), forecast)).toBe('done');
    const adjusted = (db: Database) => db.all<{ load: number }>(`SELECT load FROM ercot_load WHERE series = 'adjusted' AND source = 'adj-across' ORDER BY __time`);
    expect((await adjusted(dbs[0]!)).map((r) => r.load).slice(0, 2)).toEqual([1500, 1001]);
    expect(await adjusted(dbs[1]!)).toEqual([]);
    expect(await syncAdjustedSeries(storeB!, dbs[1]!)).toBe(1);
    expect(await adjusted(dbs[1]!)).toEqual(await adjusted(dbs[0]!));
    expect(await syncAdjustedSeries(storeB!, dbs[1]!)).toBe(0);
  });
  it('answers through B the status and the rows of an upload taken by A (B\'s own DuckDB file takes it), the uploader alone', async () => {
    for (const db of dbs) {
      await db.run(`CREATE TABLE IF NOT EXISTS ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR,
        horizon VARCHAR, load DOUBLE, orgId VARCHAR)`);
    }
    const csv = `date,hour,market,load_mwh\n${Array.from({ length: 24 }, (_, h) => `2024-07-03,${h + 1},UPLOADAB,${100 + h}`).join('\n')}`;
    const started = await a.inject({ method: 'POST', url: '/api/imports?kind=load&source=Across', headers: { ...owner, 'content-type': 'text/csv' }, payload: csv });
    expect(started.statusCode, started.body).toBe(202);
    const { importId } = started.json<UploadStatus>();
    let status: UploadStatus | undefined;
    for (const end = Date.now() + 60_000; !status?.finishedAt; await sleep(25)) {
      if (Date.now() > end) throw new Error(`the upload did not end: ${JSON.stringify(status)}`);
      const polled = await call(b, owner, 'GET', `imports/${importId}`);
      expect(polled.statusCode, polled.body).toBe(200);
      status = polled.json<UploadStatus>();
    }
    expect(status).toMatchObject({ state: 'done', imported: 24, total: 24 });
    const stranger = await sessionHeadersFor((await appState(dbs[1]!)).sessions, 'usr-lsg-analyst', origin);
    expect((await call(b, stranger, 'GET', `imports/${importId}`)).statusCode).toBe(404);
    // B's data calls answer the rows once B has applied the upload (its poll of the import log).
    const minMax = async () => (await call(b, owner, 'POST', 'druid/api/v2/datasources/ercot_load/min-max', {
      dimensions: ['load'], filters: [{ columnName: 'market', filterType: 'Include', filterValues: ['UPLOADAB'] }],
    })).json<unknown>();
    const expected = [{ name: 'load', minValue: 100, maxValue: 123 }];
    for (const end = Date.now() + 30_000; JSON.stringify(await minMax()) !== JSON.stringify(expected); await sleep(100)) {
      if (Date.now() > end) break;
    }
    expect(await minMax()).toEqual(expected);
    const rows = (db: Database) => db.all<{ t: string; load: number }>(`SELECT __time::VARCHAR AS t, load FROM ercot_load WHERE market = 'UPLOADAB' ORDER BY __time`);
    expect(await rows(dbs[1]!)).toEqual(await rows(dbs[0]!));
    expect(await rows(dbs[1]!)).toHaveLength(24);
  });

  it('keeps every save acknowledged by an instance killed (SIGKILL) in the middle of saves, whole, and the dashboards stay saveable', async () => {
    const free = createNetServer().listen(0, '127.0.0.1');
    await once(free, 'listening');
    const port = (free.address() as { port: number }).port;
    free.close();
    const root = resolve(import.meta.dirname, '../../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../testing/instanceProcess.ts')], {
      cwd: root,
      env: { ...process.env, TSX_TSCONFIG_PATH: resolve(root, 'tsconfig.base.json'), LOADLINE_DATABASE_URL: databaseUrl, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((ready, fail) => {
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready());
        child.on('exit', (code) => fail(new Error(`the instance exited (${code}) before it listened`)));
      });
      const ids: string[] = [];
      for (let d = 0; d < 6; d++) {
        ids.push((await call(a, owner, 'POST', 'user/v1/user/dashboards', {
          name: `Killed ${d}`, configId: 'ercot-power-short-term', cards: [], settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true },
        })).json<{ dashboardId: string }>().dashboardId);
      }
      // Each dashboard is saved again and again through the killed instance, each save naming the
      // version the last answer gave; what it acknowledged is written down.
      const acknowledged = new Map(ids.map((id) => [id, -1]));
      let killed = false;
      const saving = ids.map(async (id) => {
        for (let k = 0; !killed; k++) {
          try {
            const res = await fetch(`http://127.0.0.1:${port}/api/user/v1/user/dashboards/${id}`, {
              method: 'PATCH',
              headers: { ...owner, 'content-type': 'application/json' },
              body: JSON.stringify({ version: k + 1, cards: [{ id: 'c', title: `Save ${k}`, visualization: 'Line', layout: { x: 0, y: 0, w: 6, h: 4 } }] }),
            });
            if (res.status !== 200) throw new Error(`save ${k} of ${id} answered ${res.status}`);
            acknowledged.set(id, k);
          } catch (err) {
            if (killed) return;
            throw err;
          }
        }
      });
      // Killed once every dashboard has had two saves acknowledged (its saves go on meanwhile).
      for (const end = Date.now() + 60_000; Math.min(...acknowledged.values()) < 1; await sleep(20)) {
        if (Date.now() > end) throw new Error('the instance acknowledged no save within 60 s');
      }
      killed = true;
      child.kill('SIGKILL');
      await Promise.all(saving);
      expect(Math.min(...acknowledged.values())).toBeGreaterThanOrEqual(0);
      // Through the other instance: each dashboard holds a whole save (its version and its title
      // agree), the last acknowledged one or the one in flight, and takes the next save.
      for (const d of (await listed(a)).filter((x) => ids.includes(x.dashboardId))) {
        const k = d.version - 2;
        expect(d.cards.map((c) => c.title)).toEqual([`Save ${k}`]);
        expect(k - acknowledged.get(d.dashboardId)!).toBeGreaterThanOrEqual(0);
        expect(k - acknowledged.get(d.dashboardId)!).toBeLessThanOrEqual(1);
        expect((await call(a, owner, 'PATCH', `user/v1/user/dashboards/${d.dashboardId}`, { version: d.version, name: 'After the kill' })).statusCode).toBe(200);
      }
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});
