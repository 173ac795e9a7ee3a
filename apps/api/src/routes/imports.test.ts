import { TEXT_FILE_TOO_BIG } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState } from '../appState';
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { outcomeLines, uploadImport } from '../import/uploadClient';
import type { UploadStatus } from '../import/uploads';
import { seedInto } from '../seed/seed';
import { createServer } from '../server';
import type { Stores } from '../stores/index';
import { createImportRoutes, IMPORT_NOT_GRANTED } from './imports';

/**
 * Imports through the API with the server running (issue #36): each kind's happy path, a bad
 * row rejected by line number with nothing written, the caller checks, the size cap and two
 * uploads of the same series at once.
 */

const origin = 'http://localhost:3000';
const GULF = 'org-gulfcoast-power';
const ANALYST = 'usr-gcp-analyst';
const LONESTAR = 'usr-lsg-analyst';
/** A Gulf Coast user whose mods hold no load forecast module. */
const PRICER = 'usr-gcp-pricer';
/** Upload cap of this server, bytes. */
const MAX_BYTES = 64 * 1024;

let db: Database;
let stores: Stores;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
  await seedInto(db, { only: ['load', 'weather', 'meters'], range: { from: '2019-08-10T00:00:00Z', to: '2019-08-12T00:00:00Z' }, log: () => undefined });
  stores = await appState(db);
  await stores.users.upsertUser({ userId: PRICER, email: 'pricer@gulfcoast-power.test', name: 'Gulf Coast Pricer', orgId: GULF, mods: ['mod_pricing'] }, null);
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin, createImportRoutes({ maxBytes: MAX_BYTES })] });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function upload(csv: string, query: string, user: string | null = ANALYST) {
  const headers: Record<string, string> = user ? { ...(await sessionHeadersFor(stores.sessions, user, origin)) } : { 'x-loadline-request': '1', origin };
  return app.inject({ method: 'POST', url: `/api/imports?${query}`, headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
}

/** Polls the upload's status until it has ended. */
async function ended(importId: string, user = ANALYST): Promise<UploadStatus> {
  const headers = await sessionHeadersFor(stores.sessions, user, origin);
  for (let i = 0; i < 600; i++) {
    const res = await app.inject({ url: `/api/imports/${importId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json<UploadStatus>();
    if (status.finishedAt) return status;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`import ${importId} did not end`);
}

async function imported(csv: string, query: string, user = ANALYST): Promise<UploadStatus> {
  const res = await upload(csv, query, user);
  expect(res.statusCode, res.body).toBe(202);
  return ended(res.json<UploadStatus>().importId, user);
}

const count = async (sql: string, params: string[] = []) => (await db.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM ${sql}`, params))[0]!.n;
const day = (market: string, date: string, value = (h: number) => 1000 + h) => Array.from({ length: 24 }, (_, i) => `${date},${i + 1},${market},${value(i)}`).join('\n');

describe('POST /api/imports and GET /api/imports/:importId', () => {
  it('imports a load file as the uploader organisation\'s rows, with its progress and summary', async () => {
    const status = await imported(`date,hour,market,load_mwh\n${day('UPLOADA', '2024-07-01')}`, 'kind=load&source=Utility%20SCADA');
    expect(status).toMatchObject({ kind: 'load', source: 'Utility SCADA', state: 'done', lines: 24, total: 24, validated: 24, written: 24, imported: 24, rejected: [], rejectedCount: 0 });
    expect(await count(`ercot_load WHERE market = 'UPLOADA' AND orgId = ? AND source = 'Utility SCADA' AND series = 'actual'`, [GULF])).toBe(24);
  });

  it('imports weather, meter readings and forecast runs', async () => {
    const weather = await imported('timestamp,station,temperature_degf\n2024-07-01 01:00,UPLOADSTN,90\n2024-07-01 02:00,UPLOADSTN,88', 'kind=weather');
    expect(weather).toMatchObject({ state: 'done', imported: 2 });
    expect(await count(`weather_hourly WHERE station = 'UPLOADSTN' AND orgId = ?`, [GULF])).toBe(2);

    const meters = await imported('meter_id,timestamp,kwh,market\nUPM1,2024-07-01 01:00,1.5,COAST\nUPM1,2024-07-01 02:00,2.5,COAST', 'kind=meter');
    expect(meters).toMatchObject({ state: 'done', imported: 2 });
    expect(await count(`meters WHERE meterId = 'UPM1' AND orgId = ?`, [GULF])).toBe(2);

    const runs = Array.from({ length: 24 }, (_, i) => `UPLOADA,2024-07-01T06:00:00-05:00,2024-07-02,${i + 1},${900 + i}`).join('\n');
    const forecast = await imported(`market,process_time,date,hour,load_mwh\n${runs}`, 'kind=forecast&source=Vendor');
    expect(forecast).toMatchObject({ state: 'done', imported: 24 });
    expect(await count(`ercot_load WHERE market = 'UPLOADA' AND series = 'forecast' AND orgId = ? AND horizon = 'short_term'`, [GULF])).toBe(24);
  });

  it('rejects a file with a bad row by its line number, in the spec\'s words, and writes nothing', async () => {
    const before = await count('ercot_load');
    const csv = `date,hour,market,load_mwh\n${day('UPLOADB', '2024-07-03')}`.replace('2024-07-03,3,UPLOADB,1002', '2024-07-03,3,UPLOADB,-5');
    const status = await imported(csv, 'kind=load');
    expect(status).toMatchObject({ state: 'rejected', total: 24, imported: 0, written: 0, rejectedCount: 1 });
    expect(status.rejected).toEqual([{ line: 4, reason: 'load_mwh -5 is outside 0..200000 MWh' }]);
    expect(status.message).toBe('From the 24 rows on the file, 1 have not be imported as are duplicates or have errors');
    expect(await count('ercot_load')).toBe(before);

    const headers = await imported('day,market,load_mwh\n2024-07-03,UPLOADB,1', 'kind=load');
    expect(headers.state).toBe('rejected');
    expect(headers.rejected[0]).toMatchObject({ line: 1 });
    expect(headers.rejected[0]!.reason).toMatch(/^file has incorrect headers: /);
  });

  it('refuses a file over the cap (413, file size bigger than expected) and bad labels (400), without engine text', async () => {
    const big = `date,hour,market,load_mwh\n${'2024-07-01,1,UPLOADC,1\n'.repeat(Math.ceil(MAX_BYTES / 20))}`;
    const res = await upload(big, 'kind=load');
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe(`${TEXT_FILE_TOO_BIG} (limit ${MAX_BYTES} bytes)`);
    const zone = await upload('date,hour,market,load_mwh', 'kind=load&timezone=Mars%2FOlympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json<{ message: string }>().message).toMatch(/^Unknown time zone "Mars\/Olympus"/);
    const kind = await upload('date,hour,market,load_mwh', 'kind=prices');
    expect(kind.statusCode).toBe(400);
    expect(await count(`ercot_load WHERE market = 'UPLOADC'`)).toBe(0);
  });

  it('checks who asks: 401 without a session, 403 without the module, another user\'s upload is 404', async () => {
    expect((await upload('x', 'kind=load', null)).statusCode).toBe(401);
    const denied = await upload(`date,hour,market,load_mwh\n${day('UPLOADD', '2024-07-04')}`, 'kind=meter', PRICER);
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ message: string }>().message).toBe(IMPORT_NOT_GRANTED);
    const mine = await upload(`date,hour,market,load_mwh\n${day('UPLOADD', '2024-07-04')}`, 'kind=load');
    const { importId } = mine.json<UploadStatus>();
    const theirs = await app.inject({ url: `/api/imports/${importId}`, headers: await sessionHeadersFor(stores.sessions, LONESTAR, origin) });
    expect(theirs.statusCode).toBe(404);
    await ended(importId);
  });

  it('keeps each organisation\'s meter rows its own: Lone Star\'s upload of the same meter id never touches Gulf Coast\'s', async () => {
    await imported('meter_id,timestamp,kwh,market\nUPM2,2024-07-05 01:00,4,COAST', 'kind=meter');
    await imported('meter_id,timestamp,kwh,market\nUPM2,2024-07-05 01:00,9,COAST', 'kind=meter', LONESTAR);
    const rows = await db.all<{ orgId: string; load: number }>(`SELECT orgId, load FROM meters WHERE meterId = 'UPM2' ORDER BY orgId`);
    expect(rows).toEqual([{ orgId: GULF, load: 4 }, { orgId: 'org-lonestar-gas', load: 9 }]);
  });

  it('three uploads of the same series at once end with one copy of each row', async () => {
    const file = (v: number) => `date,hour,market,load_mwh\n${day('UPLOADE', '2024-07-06', () => v)}`;
    const started = await Promise.all([upload(file(1), 'kind=load&source=Twice'), upload(file(2), 'kind=load&source=Twice'), upload(file(3), 'kind=load&source=Twice')]);
    expect(started.map((r) => r.statusCode)).toEqual([202, 202, 202]);
    const ends = await Promise.all(started.map((r) => ended(r.json<UploadStatus>().importId)));
    expect(ends.map((s) => s.state)).toEqual(['done', 'done', 'done']);
    expect(await count(`ercot_load WHERE market = 'UPLOADE'`)).toBe(24);
    expect(await count(`(SELECT DISTINCT load FROM ercot_load WHERE market = 'UPLOADE')`)).toBe(1);
  });
});

describe('pnpm import-data --server (the upload client)', () => {
  it('uploads a file to a listening server, prints its progress and outcome; a bad file prints its lines', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const dir = mkdtempSync(join(tmpdir(), 'loadline-upload-'));
    try {
      const headers = await sessionHeadersFor(stores.sessions, ANALYST, origin);
      const good = join(dir, 'good.csv');
      writeFileSync(good, `date,hour,market,load_mwh\n${day('UPLOADF', '2024-07-07')}\n`);
      const lines: string[] = [];
      const common = { server: address, headers, kind: 'load' as const, source: 'CLI upload', timezone: 'America/Chicago', hourConvention: 'ending' as const, pollMs: 10, log: (l: string) => lines.push(l) };
      const done = await uploadImport({ ...common, file: good });
      expect(done.state).toBe('done');
      expect(lines[0]).toMatch(/^uploaded \d+ bytes: import /);
      expect(outcomeLines(done, good)).toEqual([`Imported 24 load rows from ${good} (one transaction).`]);
      expect(await count(`ercot_load WHERE market = 'UPLOADF' AND source = 'CLI upload' AND orgId = ?`, [GULF])).toBe(24);

      const bad = join(dir, 'bad.csv');
      writeFileSync(bad, `date,hour,market,load_mwh\n${Array.from({ length: 60 }, (_, i) => `2024-07-08,${(i % 24) + 1},Z${i},-1`).join('\n')}\n`);
      const rejected = await uploadImport({ ...common, file: bad });
      const out = outcomeLines(rejected, bad);
      expect(out[0]).toBe(`Nothing imported from ${bad}. From the 60 rows on the file, 60 have not be imported as are duplicates or have errors`);
      expect(out[1]).toBe('  line 2: load_mwh -1 is outside 0..200000 MWh');
      expect(out).toHaveLength(52);
      expect(out[51]).toBe('  ... and 10 more rejected lines');
      await expect(uploadImport({ ...common, file: good, kind: 'meter', headers: await sessionHeadersFor(stores.sessions, PRICER, origin) })).rejects.toThrow(`The server refused the upload (403): ${IMPORT_NOT_GRANTED}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
