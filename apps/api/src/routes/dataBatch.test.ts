import {
  QUERY_BATCH_MAX_QUERIES,
  TEXT_DATASET_TOO_LARGE,
  queryBatchLineSchema,
  type QueryBatchLine,
  type QueryRequestInput,
} from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATASOURCE_NOT_GRANTED, behindDatasourceAccess } from '../auth/datasourceAccess';
import { authPlugin, SESSION_COOKIE } from '../auth/plugin';
import { registerDatasource } from '../data/registry';
import { registerFileDatasources } from '../testing/datasources';
import { openDatabase, type Database } from '../db/database';
import { createAnswerCache } from '../query/answerCache';
import type { QueryLimits } from '../query/governor';
import { createFixtureTable, fixtureMeta, fixtureRows } from '../query/testFixture';
import { createServer } from '../server';
import { appState } from '../appState';
import { createDataRoutes } from './data';

/**
 * POST /druid/api/v2/query-batch (core's queryBatch): every item answers what its own call answers
 * (rows or columns, errors with the same status and message, the datasource authorisation of the
 * single routes), each item exactly once, under the same limits.
 */
const RISK_DS = 'batch_risk_only';
const OTHER_ORG_DS = 'batch_lonestar_import';

let db: Database;
let restoreDatasources: (() => void) | undefined;
const cookies: Record<string, string> = {};
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  await createFixtureTable(db, fixtureRows().filter((r) => r.time >= Date.UTC(2019, 2, 1) && r.time < Date.UTC(2019, 5, 1)));
  registerDatasource(fixtureMeta);
  restoreDatasources = registerFileDatasources(
    { ...fixtureMeta, name: RISK_DS, products: ['prod_risk_management'] },
    { ...fixtureMeta, name: OTHER_ORG_DS, ownerOrgId: 'org-lonestar-gas' },
  );
  const { sessions } = await appState(db);
  for (const user of ['usr-gcp-analyst', 'usr-gcp-forecaster', 'usr-lsg-analyst']) cookies[user] = `${SESSION_COOKIE}=${await sessions.create(user)}`;
});
afterEach(async () => {
  for (const app of servers.splice(0)) await app.close();
});
afterAll(async () => {
  restoreDatasources?.();
  await db?.close();
});

/** The data routes as the API mounts them: session and datasource access checked onRequest. */
async function serve(limits: Partial<QueryLimits> = {}): Promise<FastifyInstance> {
  const data = createDataRoutes({ answers: createAnswerCache(4 * 1024 * 1024), limits });
  const app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [authPlugin, behindDatasourceAccess(data)] });
  servers.push(app);
  return app;
}

const headers = (user = 'usr-gcp-analyst', extra: Record<string, string> = {}) => ({ cookie: cookies[user]!, 'x-loadline-request': '1', ...extra });

const hourly = (fromDate: string, toDate: string, extra: object = {}): QueryRequestInput => ({
  selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }],
  splits: [{ type: 'time', granularity: 'PT1H' }],
  timezone: 'America/Chicago',
  timeFilter: { dateRange: { fromDate, toDate } },
  ...extra,
});

/** The answer's lines by item index (each index at most once). */
function linesOf(body: string): Map<number, QueryBatchLine> {
  const lines = new Map<number, QueryBatchLine>();
  for (const text of body.split('\n').filter((t) => t !== '')) {
    const line = queryBatchLineSchema.parse(JSON.parse(text));
    expect(lines.has(line.index), `index ${line.index} answered twice`).toBe(false);
    lines.set(line.index, line);
  }
  return lines;
}

async function batch(app: FastifyInstance, queries: unknown[], options: { columns?: boolean; user?: string } = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/druid/api/v2/query-batch',
    headers: headers(options.user),
    payload: { ...(options.columns ? { columns: true } : {}), queries },
  });
  return { res, lines: res.statusCode === 200 ? linesOf(res.body) : new Map<number, QueryBatchLine>() };
}

async function single(app: FastifyInstance, datasource: string, query: unknown, options: { native?: boolean; columns?: boolean; user?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/druid/api/v2/datasources/${datasource}/${options.native ? 'query-native' : 'query'}`,
    headers: headers(options.user, options.columns ? { accept: 'application/vnd.loadline.columns+json' } : {}),
    payload: query as object,
  });
}

describe('POST /druid/api/v2/query-batch', () => {
  it.each([false, true])('answers each item exactly as its own call (columns: %s), and again from the answer cache', async (columns) => {
    const app = await serve();
    const queries = [
      { datasource: fixtureMeta.name, query: hourly('2019-03-09', '2019-03-12') },
      { datasource: fixtureMeta.name, query: hourly('2019-04-01', '2019-04-03', { splits: [{ type: 'dimension', columnName: 'feeder' }, { type: 'time', granularity: 'P1D' }] }) },
      { datasource: fixtureMeta.name, native: true, query: { ...hourly('2019-03-01', '2019-03-08'), limit: 5, skip: 10 } },
    ];
    for (const round of ['computed', 'cached']) {
      const { res, lines } = await batch(app, queries, { columns });
      expect(res.statusCode, round).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
      expect([...lines.keys()].sort()).toEqual([0, 1, 2]);
      for (const [i, q] of queries.entries()) {
        const own = await single(app, q.datasource, q.query, { native: q.native, columns });
        expect(own.statusCode).toBe(200);
        expect(lines.get(i), `${round} item ${i}`).toEqual({ index: i, status: 200, answer: own.json() });
      }
    }
  });

  it('refuses a bad item with its own call\'s status and message, and answers the others', async () => {
    const app = await serve();
    const good = { datasource: fixtureMeta.name, query: hourly('2019-03-09', '2019-03-10') };
    const noRange = { ...hourly('2019-03-09', '2019-03-10'), timeFilter: {} };
    const badColumn = hourly('2019-03-09', '2019-03-10', { selectedMeasures: [{ columnName: 'kwh; DROP TABLE meter_load_test', aggregation: 'Sum' }] });
    const items = [
      { datasource: 'no_such_ds', query: good.query },
      { datasource: fixtureMeta.name, query: noRange },
      { datasource: fixtureMeta.name, query: badColumn },
      good,
      { datasource: fixtureMeta.name, query: [1, 2] },
    ];
    const { res, lines } = await batch(app, items);
    expect(res.statusCode).toBe(200);
    expect(lines.size).toBe(items.length);
    for (const [i, item] of items.entries()) {
      const own = await single(app, item.datasource, item.query);
      const line = lines.get(i)!;
      expect(line.status, `item ${i}`).toBe(own.statusCode);
      if (own.statusCode === 200) expect(line.answer).toEqual(own.json());
      else expect(line.message, `item ${i}`).toBe((own.json() as { message: string }).message);
    }
    expect(lines.get(3)?.status).toBe(200);
    expect(res.body).not.toMatch(/duckdb|Binder Error|Catalog Error|Parser Error|\.ts:\d/i);
  });

  it('applies the datasource authorisation of the single routes to each item', async () => {
    const app = await serve();
    const query = hourly('2019-03-09', '2019-03-10');
    const items = [RISK_DS, OTHER_ORG_DS, fixtureMeta.name].map((datasource) => ({ datasource, query }));
    const expected: Record<string, number[]> = {
      // mod_risk grants the risk datasource; another organisation's import is unknown.
      'usr-gcp-analyst': [200, 404, 200],
      'usr-gcp-forecaster': [403, 404, 200],
      'usr-lsg-analyst': [403, 200, 200],
    };
    for (const [user, statuses] of Object.entries(expected)) {
      const { res, lines } = await batch(app, items, { user });
      expect(res.statusCode).toBe(200);
      expect([0, 1, 2].map((i) => lines.get(i)?.status), user).toEqual(statuses);
      for (const [i, item] of items.entries()) {
        const own = await single(app, item.datasource, item.query, { user });
        expect(own.statusCode, `${user} item ${i}`).toBe(statuses[i]);
        if (statuses[i] !== 200) expect(lines.get(i)?.message).toBe((own.json() as { message: string }).message);
      }
    }
    const { lines } = await batch(app, items, { user: 'usr-gcp-forecaster' });
    expect(lines.get(0)?.message).toBe(DATASOURCE_NOT_GRANTED);
  });

  it('refuses an anonymous caller, a missing CSRF header and a malformed or oversized batch as a whole', async () => {
    const app = await serve();
    const item = { datasource: fixtureMeta.name, query: hourly('2019-03-09', '2019-03-10') };
    const post = (payload: unknown, h: Record<string, string>) => app.inject({ method: 'POST', url: '/api/druid/api/v2/query-batch', headers: h, payload: payload as object });
    expect((await post({ queries: [item] }, {})).statusCode).toBe(401);
    expect((await post({ queries: [item] }, { cookie: cookies['usr-gcp-analyst']! })).statusCode).toBe(403);
    for (const payload of [{}, { queries: [] }, { queries: [{ query: item.query }] }, { queries: Array.from({ length: QUERY_BATCH_MAX_QUERIES + 1 }, () => item) }]) {
      const res = await post(payload, headers());
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/^Invalid query batch/);
    }
  });

  it('holds each item to the row cap, and never has more of its queries in flight than the user may', async () => {
    const capped = await serve({ maxRows: 30 });
    const { lines } = await batch(capped, [
      { datasource: fixtureMeta.name, query: hourly('2019-03-09', '2019-03-10') },
      { datasource: fixtureMeta.name, query: hourly('2019-03-01', '2019-04-01') },
    ]);
    expect(lines.get(0)?.status).toBe(200);
    expect(lines.get(1)?.status).toBe(413);
    expect(lines.get(1)?.message).toBe((await single(capped, fixtureMeta.name, hourly('2019-03-01', '2019-04-01'))).json<{ message: string }>().message);
    expect(TEXT_DATASET_TOO_LARGE).toMatch(/^Current dataset/);

    // Twelve distinct queries with at most two in flight per user: none is refused with 429.
    const narrow = await serve({ maxPerUser: 2 });
    const days = Array.from({ length: 12 }, (_, i) => ({ datasource: fixtureMeta.name, query: hourly(`2019-04-${String(i + 1).padStart(2, '0')}`, `2019-04-${String(i + 2).padStart(2, '0')}`) }));
    const { lines: all } = await batch(narrow, days);
    expect([...all.values()].map((l) => l.status)).toEqual(Array(12).fill(200));
  });

  it('compresses the stream as the client accepts, each line readable once decompressed', async () => {
    const app = await serve();
    const queries = [
      { datasource: fixtureMeta.name, query: hourly('2019-03-01', '2019-03-20') },
      { datasource: fixtureMeta.name, query: hourly('2019-04-01', '2019-04-20') },
    ];
    const res = await app.inject({
      method: 'POST',
      url: '/api/druid/api/v2/query-batch',
      headers: headers('usr-gcp-analyst', { 'accept-encoding': 'br, gzip' }),
      payload: { columns: true, queries },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(text.length).toBeGreaterThan(res.rawPayload.length);
    const lines = linesOf(text);
    expect([...lines.values()].map((l) => l.status)).toEqual([200, 200]);
    expect(lines.get(0)?.answer).toEqual((await single(app, fixtureMeta.name, queries[0]!.query, { columns: true })).json());
  });
});
