import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { registerSeedDatasources } from '../data/datasources';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { seedInto } from '../seed/seed';
import { createServer } from '../server';
import { appState } from '../appState';

/**
 * Meter-level data belongs to the utility that owns the meters (issue #32): the seeded meters and
 * their clusters are Gulf Coast Power's, so Lone Star Gas reads none of them on any meter route,
 * while market data stays shared.
 */

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
let gulf: SessionHeaders;
let lonestar: SessionHeaders;
let gulfMeterIds: string[];

const range = { dateRange: { fromDate: '2019-08-01', toDate: '2019-09-02' } };
const ROUTES: { path: string; method: 'GET' | 'POST'; body?: (ds: string) => object }[] = [
  { path: 'query', method: 'POST', body: () => ({ selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }], splits: [{ type: 'dimension', columnName: 'meterId' }], timezone: 'UTC', timeFilter: range }) },
  { path: 'query-native', method: 'POST', body: () => ({ selectedMeasures: [], splits: [{ type: 'dimension', columnName: 'meterId' }], timezone: 'UTC', timeFilter: range }) },
  { path: 'distinct', method: 'POST', body: () => ({ distinctDimension: { columnName: 'meterId' } }) },
  { path: 'multi-distinct', method: 'POST', body: () => ({ dimensions: ['meterId'] }) },
  { path: 'min-max', method: 'POST', body: () => ({ dimensions: ['load'] }) },
  { path: 'max-time', method: 'POST', body: () => ({}) },
  { path: 'min-time', method: 'POST', body: () => ({}) },
  { path: 'time-boundary', method: 'GET' },
];

async function call(headers: SessionHeaders, ds: string, route: (typeof ROUTES)[number]) {
  const res = await app.inject({ method: route.method, url: `/api/druid/api/v2/datasources/${ds}/${route.path}`, headers, ...(route.body ? { payload: route.body(ds) } : {}) });
  return { status: res.statusCode, body: res.body };
}

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
  await seedInto(db, { only: ['load', 'meters', 'clusters'], range: { from: '2019-08-01T00:00:00Z', to: '2019-09-03T00:00:00Z' }, log: () => undefined });
  registerSeedDatasources();
  app = await createServer({ ctx: { db, origin }, routes });
  await app.ready();
  const stores = await appState(db);
  gulf = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
  lonestar = await sessionHeadersFor(stores.sessions, 'usr-lsg-analyst', origin);
  gulfMeterIds = (await db.all<{ id: string }>('SELECT DISTINCT meterId AS id FROM meters ORDER BY 1')).map((r) => r.id);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('meter-level data across organisations', () => {
  it('seeds the meters and their clusters as Gulf Coast Power\'s', async () => {
    expect(gulfMeterIds.length).toBeGreaterThan(2);
    for (const table of ['meters', 'meter_clusters']) {
      const owners = await db.all<{ o: string | null }>(`SELECT DISTINCT orgId AS o FROM ${table}`);
      expect(owners, table).toEqual([{ o: 'org-gulfcoast-power' }]);
    }
  });

  for (const ds of ['meters', 'meter_clusters']) {
    for (const route of ROUTES) {
      it(`${ds}/${route.path}: the owner reads its meters, another utility none of them`, async () => {
        const own = await call(gulf, ds, route);
        expect(own.status, own.body).toBe(200);
        const other = await call(lonestar, ds, route);
        expect(other.status, other.body).toBe(200);
        if (['query', 'query-native', 'distinct', 'multi-distinct'].includes(route.path)) {
          expect(gulfMeterIds.some((id) => own.body.includes(id))).toBe(true);
        } else {
          // Bounds of the owner's rows, and none (null) for another utility.
          expect(own.body).toMatch(/\d{4}-\d\d-\d\dT|"minValue":\d/);
          expect(other.body).not.toMatch(/\d{4}-\d\d-\d\dT|"minValue":\d/);
        }
        for (const id of gulfMeterIds) expect(other.body).not.toContain(id);
      });
    }
  }

  it('query-batch: each meter item reads only the caller\'s organisation\'s meters', async () => {
    const query = ROUTES[0]!.body!('meters');
    const queries = ['meters', 'meter_clusters'].flatMap((ds) => [{ datasource: ds, query }, { datasource: ds, native: true, query }]);
    const batch = (h: SessionHeaders) => app.inject({ method: 'POST', url: '/api/druid/api/v2/query-batch', headers: h, payload: { queries } });
    const own = await batch(gulf);
    expect(own.statusCode, own.body).toBe(200);
    expect(gulfMeterIds.every((id) => own.body.includes(id))).toBe(true);
    const other = await batch(lonestar);
    expect(other.statusCode, other.body).toBe(200);
    for (const id of gulfMeterIds) expect(other.body).not.toContain(id);
  });

  it('reads a meter row without an owner to nobody (meter rows are never public)', async () => {
    await db.run(`INSERT INTO meters (__time, meterId, market, profile, load, meterCount, representedMeters, latitude, longitude, orgId)
      VALUES (TIMESTAMP '2019-08-02 00:00:00', 'ORPHAN1', 'COAST', 'RESLOWR', 1, 1, 1, 29.7, -95.3, NULL)`);
    for (const h of [gulf, lonestar]) {
      const res = await app.inject({ method: 'POST', url: '/api/druid/api/v2/datasources/meters/multi-distinct', headers: h, payload: { queryId: 'orphan', dimensions: ['meterId'] } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('ORPHAN1');
    }
  });

  it('keeps market data shared: both utilities read the ERCOT load', async () => {
    const body = { dimensions: ['market'] };
    for (const h of [gulf, lonestar]) {
      const res = await app.inject({ method: 'POST', url: '/api/druid/api/v2/datasources/ercot_load/multi-distinct', headers: h, payload: body });
      expect(res.json().result.market).toContain('COAST');
    }
  });
});
