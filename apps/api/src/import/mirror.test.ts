import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState } from '../appState';
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { createImportRoutes } from '../routes/imports';
import { seedInto } from '../seed/seed';
import { createServer } from '../server';
import { clickhouseBackend, setTimeseriesBackend } from '../timeseries/backend';
import { chdbInstalled, openChdbEngine } from '../timeseries/chdb';
import type { ClickhouseEngine } from '../timeseries/engine';
import { syncTimeseries } from '../timeseries/sync';
import { stitch, writeAdjustedSeries } from '../stores/adjustments';
import { mirrorAdjustedForecastToClickhouse } from './mirror';
import type { ImportUploads } from './uploads';

/**
 * An upload to a server whose time series run on ClickHouse (chDB here) lands there too: the
 * slice it changed holds the same rows in both engines, a replacing upload included. Skipped
 * when chDB is not installed (scripts/ensure-chdb.sh; npm test installs it).
 */
const origin = 'http://localhost:3000';
let db: Database;
let engine: ClickhouseEngine;
let app: FastifyInstance;
let uploads: ImportUploads;
let folder: string;

describe.skipIf(!chdbInstalled())('an upload with ClickHouse configured', () => {
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'loadline-import-chdb-'));
    db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
    await seedInto(db, { only: ['load'], range: { from: '2019-08-10T00:00:00Z', to: '2019-08-11T00:00:00Z' }, log: () => undefined });
    engine = openChdbEngine(folder);
    await syncTimeseries(db, engine, { tables: ['ercot_load'] });
    setTimeseriesBackend(db, clickhouseBackend(engine));
    app = await createServer({ ctx: { db, origin }, routes: [authPlugin, createImportRoutes({ onReady: (u) => (uploads = u) })] });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await engine?.close();
    await db?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const both = async () => {
    const [duck] = await db.all<{ n: number; s: number }>(`SELECT count(*)::INTEGER AS n, coalesce(sum(load), 0)::DOUBLE AS s FROM ercot_load WHERE market = 'MIRRORA'`);
    const click = await engine.query(`SELECT toInt32(count()) AS n, toFloat64(coalesce(sum(load), 0)) AS s FROM ercot_load WHERE market = 'MIRRORA'`, {}, { settings: {} });
    return { duck, click: { n: Number(click.columns[0]?.[0]), s: Number(click.columns[1]?.[0]) } };
  };

  it('writes the rows into ClickHouse, and a replacing upload leaves the same rows in both', async () => {
    const stores = await appState(db);
    const headers = { ...(await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin)), 'content-type': 'text/csv' };
    const file = (hours: number, value: number) => `date,hour,market,load_mwh\n${Array.from({ length: hours }, (_, i) => `2024-07-01,${i + 1},MIRRORA,${value + i}`).join('\n')}`;
    expect((await app.inject({ method: 'POST', url: '/api/imports?kind=load&source=SCADA', headers, payload: file(24, 100) })).statusCode).toBe(202);
    await uploads.idle();
    expect(await both()).toEqual({ duck: { n: 24, s: 24 * 100 + 276 }, click: { n: 24, s: 24 * 100 + 276 } });
    // The same hours again under the same source replace the first rows, in both engines.
    expect((await app.inject({ method: 'POST', url: '/api/imports?kind=load&source=SCADA', headers, payload: file(12, 500) })).statusCode).toBe(202);
    await uploads.idle();
    const after = await both();
    expect(after.click).toEqual(after.duck);
    expect(after.duck?.n).toBe(24);
  });
  it("copies an approved adjustment's forecast into ClickHouse at once, and its rewrite replaces it there", async () => {
    const adjusted = async () => {
      const [duck] = await db.all<{ n: number; s: number }>(`SELECT count(*)::INTEGER AS n, coalesce(sum(load), 0)::DOUBLE AS s FROM ercot_load WHERE series = 'adjusted' AND source = 'adj-mirror'`);
      const click = await engine.query(`SELECT toInt32(count()) AS n, toFloat64(coalesce(sum(load), 0)) AS s FROM ercot_load WHERE series = 'adjusted' AND source = 'adj-mirror'`, {}, { settings: {} });
      return { duck, click: { n: Number(click.columns[0]?.[0]), s: Number(click.columns[1]?.[0]) } };
    };
    const a = { adjustmentId: 'adj-mirror', market: 'COAST', processTime: '2019-08-09T12:00:00.000Z', ownerOrgId: 'org-gulfcoast-power' };
    const points = (hours: number, value: number) => stitch(Array.from({ length: hours }, (_, i) => ({ t: Date.UTC(2019, 7, 10, i), load: value + i })), []);
    await db.transaction((tx) => writeAdjustedSeries(tx, a, points(24, 1000)));
    expect(await mirrorAdjustedForecastToClickhouse(db, engine, 'adj-mirror')).toBe(24);
    expect(await adjusted()).toEqual({ duck: { n: 24, s: 24 * 1000 + 276 }, click: { n: 24, s: 24 * 1000 + 276 } });
    await db.transaction((tx) => writeAdjustedSeries(tx, a, points(6, 2000)));
    await mirrorAdjustedForecastToClickhouse(db, engine, 'adj-mirror');
    expect(await adjusted()).toEqual({ duck: { n: 6, s: 6 * 2000 + 15 }, click: { n: 6, s: 6 * 2000 + 15 } });
  });
});
