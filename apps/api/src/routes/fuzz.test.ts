import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHZ_MATRIX, type MatrixFixture } from '../auth/authz/matrix';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { registerDatasource } from '../data/registry';
import { openDatabase, type Database } from '../db/database';
import { createFixtureTable, fixtureMeta, fixtureRows } from '../query/testFixture';
import { routes } from '../routes';
import { createServer } from '../server';
import { appState } from '../appState';
import { type Stores } from '../stores/index';
import { createDraftAdjustment } from '../stores/adjustmentsTestkit';

/**
 * Fuzz of every JSON route of the API (the rows of the authorisation matrix, called by a signed-in
 * owner): hostile bodies and query strings (lone surrogates, control and bidi characters, deep
 * nesting, huge arrays, dates that are not on the calendar, wrong types) never answer 500 and
 * never carry database engine text or a stack. Runs per route: FUZZ_RUNS (default 60).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const origin = 'http://localhost:3000';
/** Engine text and internals that must never reach a client. */
const ENGINE_TEXT = /Catalog Error|Binder Error|Conversion Error|Parser Error|Invalid Input Error|TransactionContext|Constraint Error|Out of Range Error|INTERNAL Error|Maximum call stack|duckdb|\n\s+at \S+ \(/i;

let db: Database;
let app: FastifyInstance;
let stores: Stores;
let owner: SessionHeaders;
let fixtures = 0;

async function fixture(): Promise<MatrixFixture> {
  const dashboardId = `fuzz-${++fixtures}`;
  await stores.dashboards.create({
    dashboardId,
    ownerId: 'usr-gcp-analyst',
    ownerOrgId: 'org-gulfcoast-power',
    type: 'prod_load_forecast',
    configId: 'ercot-power-short-term',
    name: 'Fuzz',
    description: '',
    addedOn: Date.now(),
    content: { cards: [{ id: 'c1' }] },
  });
  const adjustmentId = `fuzz-adjustment-${fixtures}`;
  await createDraftAdjustment(db, adjustmentId, 'usr-gcp-analyst', 'org-gulfcoast-power');
  return { dashboardId, cardId: 'c1', adjustmentId };
}

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  await createFixtureTable(db, fixtureRows().filter((r) => r.time < Date.UTC(2019, 0, 8)));
  registerDatasource(fixtureMeta);
  app = await createServer({ ctx: { db, origin }, routes });
  stores = await appState(db);
  owner = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const hostileText = fc.oneof(
  fc.constantFrom('a\ud800', '\udc00', '\u202Egpj.exe', '\u0000', '\u2066x\u2069', '2020-02-30', '2020-13-45', '2019-03-10T02:30', '9999-99-99', 'Mars/Olympus_Mons', 'America/Chicago', "'; DROP TABLE app_dashboards; --", '', ' ', 'x'.repeat(5000)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 30 }),
);
/** Keys the routes read, so generated objects reach past the first checks. */
const keys = fc.constantFrom(
  'name', 'description', 'configId', 'cards', 'filters', 'rangeFilters', 'timeFilters', 'settings', 'timezone', 'date_range', 'from', 'to', 'value', 'dateType',
  'calculators', 'id', 'title', 'layout', 'version', 'add', 'remove', 'isOverview', 'status', 'selectedMeasures', 'columnName', 'aggregation', 'timeFilter', 'dateRange',
  'fromDate', 'toDate', 'splits', 'granularity', 'limit', 'skip', 'distinctDimension', 'dimensions', 'filterType', 'filterValues', 'asOfDate', 'group', 'columns', 'fields', 'x', 'y', 'w', 'h',
);
const scalar = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308));
const { value: jsonValue } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(keys, tie('value'), { maxKeys: 5 }),
}));
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** Cards that pass the card schema's first checks, carrying hostile titles and extra members. */
const cards = fc.array(
  fc.record({ id: fc.constantFrom('c1', 'c2'), title: hostileText, visualization: fc.constantFrom('Line', 'Bar'), extra: jsonValue }),
  { minLength: 1, maxLength: 3 },
);
/** A whole body: mostly objects, sometimes raw text that is not a plain JSON object. */
const body = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(keys, jsonValue, { maxKeys: 6 }).map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.record({ name: hostileText, configId: fc.constant('ercot-power-short-term'), cards }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5000 }).map((n) => `{"name":"Deep","configId":"ercot-power-short-term","cards":[{"id":"c1","extra":${deep(n)}}]}`) },
  { weight: 1, arbitrary: fc.constantFrom(`${'['.repeat(4100)}${']'.repeat(4100)}`, `{"cards":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`, `{"add":[${'{"id":"x"},'.repeat(150_000)}{"id":"y"}]}`, `{"filters":[${'1,'.repeat(200_000)}1]}`, '{"name":"\\ud800"}', 'null', '[]', '"text"', '{', '1e999') },
);
const query = fc.dictionary(fc.constantFrom('type', 'limit', 'skip', 'isRead', 'isGlobal', 'weather_stations', 'start_date', 'end_date', 'date_field', 'utc_flag', 'datesBefore', 'state'), hostileText, { maxKeys: 4 });

const DS = 'matrix_unknown_ds';
const rows = AUTHZ_MATRIX.filter((e) => e.expect.anonymous === 401);
const routesOnce = [...new Map(rows.map((e) => [e.route, e])).values()];

describe('fuzz of every JSON route', () => {
  it('has the routes of every area behind a session', () => {
    expect(routesOnce.length).toBeGreaterThan(20);
  });

  for (const entry of routesOnce) {
    const method = entry.route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'DELETE';
    it(`${entry.route}: no 500 and no engine text`, async () => {
      const f = await fixture();
      const base = entry.request(f).url.replace(DS, fixtureMeta.name).split('?')[0] ?? '';
      const withBody = method === 'POST' || method === 'PATCH';
      await fc.assert(
        fc.asyncProperty(withBody ? body : fc.constant(undefined), query, async (payload, q) => {
          const url = `${base}?${new URLSearchParams(q)}`;
          const res = await app.inject({
            method,
            url,
            headers: { ...owner, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(payload === undefined ? {} : { payload }),
          });
          if (res.statusCode >= 500 || ENGINE_TEXT.test(res.body)) {
            throw new Error(`${method} ${url} ${String(payload).slice(0, 200)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          }
          // Whatever was accepted, the fixture dashboard still lists and saves.
          if (withBody && res.statusCode < 300 && entry.route.includes('/dashboards')) {
            const list = await app.inject({ url: '/api/user/v1/user/dashboards/?type=prod_load_forecast', headers: owner });
            const save = await app.inject({ method: 'PATCH', url: `/api/user/v1/user/dashboards/${f.dashboardId}`, headers: owner, payload: { name: 'Fuzz' } });
            if (list.statusCode !== 200 || save.statusCode !== 200) {
              throw new Error(`after ${String(payload).slice(0, 200)}: list ${list.statusCode}, save ${save.statusCode}: ${save.body.slice(0, 300)}`);
            }
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});
