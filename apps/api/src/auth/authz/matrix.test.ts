import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFileDatasources } from '../../testing/datasources';
import { openDatabase, type Database } from '../../db/database';
import { createFixtureTable, fixtureMeta, fixtureRows } from '../../query/testFixture';
import { routes } from '../../routes';
import { createServer, type RoutePlugin } from '../../server';
import { createDraftAdjustment } from '../../stores/adjustmentsTestkit';
import { appState } from '../../appState';
import { type Stores } from '../../stores/index';
import { START_TIMEOUT_MS, STORE_KINDS, useStoreKind, type StoreKindInUse } from '../../testing/storeKinds';
import { isSafeMethod } from '../csrf';
import { sessionHeadersFor } from '../testkit';
import { AUTHZ_MATRIX, EXTRA_CALLER, MATRIX_IMPORT_DS, MATRIX_IMPORT_ORG, MATRIX_METER_DS, MATRIX_METER_ORG, MATRIX_RISK_DS, ROLES, meets, type MatrixFixture, type Role } from './matrix';

const origin = 'http://localhost:3000';
const USERS: Record<Exclude<Role, 'anonymous'>, string> = {
  owner: 'usr-gcp-analyst',
  shared: 'usr-gcp-forecaster',
  sameOrg: 'usr-gcp-scheduler',
  otherOrg: 'usr-lsg-analyst',
};
/** The {@link EXTRA_CALLER} of rows that decide by module. */
const NO_MODULE_USER = 'usr-gcp-pricing-only';

// The same matrix on each store kind: the answers must not depend on where the application state lives.
describe.each(STORE_KINDS)('on the $kind store', ({ kind }) => {
  let db: Database;
  let state: StoreKindInUse;
  let app: FastifyInstance;
  let stores: Stores;
  let restoreDatasources: (() => void) | undefined;
  const registered = new Set<string>();

  // Shares the /api scope (like fastify-plugin), so its onRoute hook sees every later route.
  const collector: RoutePlugin = async (api) => {
    api.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
    });
  };
  Object.assign(collector, { [Symbol.for('skip-override')]: true });

  let fixtureCount = 0;
  async function fixture(): Promise<MatrixFixture> {
    const dashboardId = `matrix-${++fixtureCount}`;
    await stores.dashboards.create({
      dashboardId,
      ownerId: USERS.owner,
      ownerOrgId: 'org-gulfcoast-power',
      type: 'prod_load_forecast',
      configId: 'cfg-matrix',
      name: 'Matrix fixture',
      description: '',
      addedOn: Date.now(),
      content: { cards: [{ id: 'c1' }] },
    });
    await stores.dashboards.shareWithUsers(dashboardId, USERS.owner, [USERS.shared]);
    await stores.overview.pin(USERS.owner, dashboardId, 'c1');
    const adjustmentId = `matrix-adjustment-${fixtureCount}`;
    await createDraftAdjustment(db, adjustmentId, USERS.owner, 'org-gulfcoast-power');
    return { dashboardId, cardId: 'c1', adjustmentId };
  }

  const headersOf = async (role: Role, withRequestHeader = true): Promise<Record<string, string>> => {
    if (role === 'anonymous') return { 'x-loadline-request': '1', origin };
    const headers: Record<string, string> = await sessionHeadersFor(stores.sessions, USERS[role], origin);
    if (!withRequestHeader) delete headers['x-loadline-request'];
    return headers;
  };

  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:' });
    state = await useStoreKind(kind, db);
    await createFixtureTable(db, fixtureRows().slice(0, 48));
    await db.run(`CREATE TABLE matrix_owned_meters AS SELECT *, ?::VARCHAR AS orgId FROM ${fixtureMeta.table}`, [MATRIX_METER_ORG]);
    restoreDatasources = registerFileDatasources(
      { ...fixtureMeta, name: MATRIX_RISK_DS, products: ['prod_risk_management'] },
      { ...fixtureMeta, name: MATRIX_IMPORT_DS, ownerOrgId: MATRIX_IMPORT_ORG },
      { ...fixtureMeta, name: MATRIX_METER_DS, table: 'matrix_owned_meters', orgColumn: 'orgId', ownedRows: true },
    );
    app = await createServer({ ctx: { db, origin }, routes: [collector, ...routes] });
    await app.ready();
    stores = await appState(db);
    await stores.users.upsertUser(
      { userId: USERS.sameOrg, email: 'scheduler@gulfcoast-power.test', name: 'Gulf Coast Scheduler', orgId: 'org-gulfcoast-power', mods: ['mod_load_forecast'] },
      null,
    );
    await stores.users.upsertUser(
      { userId: NO_MODULE_USER, email: 'pricing-only@gulfcoast-power.test', name: 'Gulf Coast Pricing', orgId: 'org-gulfcoast-power', mods: ['mod_pricing'] },
      null,
    );
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    restoreDatasources?.();
    await app?.close();
    await state?.close();
    await db?.close();
  }, START_TIMEOUT_MS);

  describe('authorisation matrix', () => {
    it(`keeps the application state in ${kind}`, async () => {
      expect(stores.kind).toBe(kind);
      expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ store: kind, timeseries: 'duckdb' });
    });

    it('has a row for every registered route, and no row for a route of this area that does not exist', () => {
      expect(registered.size).toBeGreaterThan(10);
      const rows = new Set(AUTHZ_MATRIX.map((e) => e.route));
      const missing = [...registered].filter((r) => !rows.has(r)).sort();
      expect(missing, 'routes without a row in apps/api/src/auth/authz/matrix.ts').toEqual([]);
      expect(AUTHZ_MATRIX.filter((e) => !e.optional && !registered.has(e.route)).map((e) => e.route)).toEqual([]);
    });

    it('answers every caller of every route the expected status', async () => {
      const wrong: string[] = [];
      for (const entry of AUTHZ_MATRIX.filter((e) => registered.has(e.route))) {
        const method = entry.route.split(' ')[0] as 'GET';
        for (const role of ROLES) {
          // A fresh fixture per call when the row uses one, so one caller's change never leaks into the next.
          const { url, payload } = entry.request(entry.request.length > 0 ? await fixture() : { dashboardId: 'none', cardId: 'none', adjustmentId: 'none' });
          const res = await app.inject({ method, url, headers: await headersOf(role), ...(payload === undefined ? {} : { payload: payload as object }) });
          if (!meets(res.statusCode, entry.expect[role])) {
            wrong.push(`${entry.route} as ${role}: ${res.statusCode}, expected ${JSON.stringify(entry.expect[role])} (${res.body.slice(0, 120)})`);
          }
          if (entry.reveals && role !== 'anonymous' && res.body.includes(entry.reveals.text) !== entry.reveals.readers.includes(role)) {
            wrong.push(`${url} as ${role}: ${entry.reveals.readers.includes(role) ? 'misses' : 'reveals'} ${entry.reveals.text} (${res.body.slice(0, 120)})`);
          }
        }
        if (entry.noModule !== undefined) {
          const { url, payload } = entry.request(entry.request.length > 0 ? await fixture() : { dashboardId: 'none', cardId: 'none', adjustmentId: 'none' });
          const headers = await sessionHeadersFor(stores.sessions, NO_MODULE_USER, origin);
          const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
          if (!meets(res.statusCode, entry.noModule)) wrong.push(`${entry.route} as ${EXTRA_CALLER}: ${res.statusCode}, expected ${JSON.stringify(entry.noModule)} (${res.body.slice(0, 120)})`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('refuses every state-changing call behind a session without the X-Loadline-Request header (403)', async () => {
      const wrong: string[] = [];
      const guarded = AUTHZ_MATRIX.filter((e) => registered.has(e.route) && e.expect.anonymous === 401 && !isSafeMethod(e.route.split(' ')[0] ?? 'GET'));
      expect(guarded.length).toBeGreaterThan(5);
      for (const entry of guarded) {
        const { url, payload } = entry.request(await fixture());
        const method = entry.route.split(' ')[0] as 'POST';
        const res = await app.inject({ method, url, headers: await headersOf('owner', false), ...(payload === undefined ? {} : { payload: payload as object }) });
        if (res.statusCode !== 403) wrong.push(`${entry.route}: ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
    });
  });
});
