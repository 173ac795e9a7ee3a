import { TEXT_DATASET_TOO_LARGE } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin, SESSION_COOKIE } from '../auth/plugin';
import { requireUser } from '../auth/requireUser';
import { registerDatasource, type DatasourceMeta } from '../data/registry';
import { registerFileDatasources } from '../testing/datasources';
import { openDatabase, type Database } from '../db/database';
import type { QueryLimits } from '../query/governor';
import { createFixtureTable, fixtureMeta, fixtureRows } from '../query/testFixture';
import { createServer } from '../server';
import { appState } from '../appState';
import { createDataRoutes } from './data';

/**
 * The query limits of the data routes, with small limits so each case takes about a second: the
 * row cap, the timeout interrupting DuckDB, cancellation on disconnect, the per-user limit, and the
 * server answering while a long query runs, and a large answer streamed.
 */

/** A datasource whose every query scans 20 billion generated rows: runs until interrupted. */
const slowMeta: DatasourceMeta = {
  ...fixtureMeta,
  name: 'slow_load_test',
  table: 'slow_load_test',
  dimensions: [{ name: 'meter_id', title: 'Meter' }],
  metrics: [{ name: 'kwh', title: 'Load', unit: 'kWh', unitType: 'power load' }],
};

let db: Database;
let restoreDatasources: (() => void) | undefined;
let cookie: string;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  // One query connection: a query left running would hold up every later one.
  db = await openDatabase({ path: ':memory:', queryPoolSize: 1 });
  await createFixtureTable(db, fixtureRows());
  await db.run(
    `CREATE VIEW ${slowMeta.table} AS SELECT TIMESTAMP '2019-06-01' + to_minutes(i % 1000) AS "__time", 'M' || (i % 7) AS meter_id, CAST(i AS DOUBLE) AS kwh FROM range(20000000000) t(i)`,
  );
  registerDatasource(fixtureMeta);
  restoreDatasources = registerFileDatasources(slowMeta);
  cookie = `${SESSION_COOKIE}=${await (await appState(db)).sessions.create('usr-gcp-analyst')}`;
});
afterEach(async () => {
  for (const app of servers.splice(0)) await app.close();
});
afterAll(async () => {
  restoreDatasources?.();
  await db?.close();
});

async function serve(limits: Partial<QueryLimits>): Promise<FastifyInstance> {
  const app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [authPlugin, createDataRoutes({ preHandler: requireUser, limits })] });
  servers.push(app);
  return app;
}

const headers = () => ({ cookie, 'x-loadline-request': '1' });
const hourly = (fromDate: string, toDate: string) => ({
  selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }],
  splits: [{ type: 'time', granularity: 'PT1H' }],
  timezone: 'UTC',
  timeFilter: { dateRange: { fromDate, toDate } },
});
const slowQuery = { ...hourly('2019-06-01', '2019-06-02'), splits: [{ type: 'dimension', columnName: 'meter_id' }] };
const post = (app: FastifyInstance, ds: string, payload: object, path = 'query') =>
  app.inject({ method: 'POST', url: `/api/druid/api/v2/datasources/${ds}/${path}`, headers: headers(), payload });

/** Resolves once `n` queries run on the query connections (or fails after 5 s). */
async function untilRunning(n: number): Promise<void> {
  for (const end = Date.now() + 5000; db.queries.running !== n; await sleep(5)) if (Date.now() > end) throw new Error(`not ${n} running`);
}

describe('query limits', () => {
  it('refuse an answer above the row cap with 413 and the card message, before any row is converted', async () => {
    const app = await serve({ maxRows: 1000 });
    // January 2019 hourly: 744 rows; January and February: 1,416.
    const fits = await post(app, fixtureMeta.name, hourly('2019-01-01', '2019-02-01'));
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data).toHaveLength(744);
    const tooLarge = await post(app, fixtureMeta.name, hourly('2019-01-01', '2019-03-01'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: TEXT_DATASET_TOO_LARGE });
    // A page the client asked for below the cap is answered, with the total of every row.
    const page = await post(app, fixtureMeta.name, { ...hourly('2019-01-01', '2019-03-01'), limit: 10, skip: 5 }, 'query-native');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1416 });
    expect(page.json().data).toHaveLength(10);
  });

  it('interrupt DuckDB at the timeout and answer 504; the connection is free at once', async () => {
    const app = await serve({ timeoutMs: 300 });
    const res = await post(app, slowMeta.name, slowQuery);
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toMatch(/took longer than 0\.3 s and was stopped/);
    // Interrupted, not left running: the 20-billion-row scan would hold the one connection for minutes.
    expect(db.queries.running).toBe(0);
    const next = await post(app, fixtureMeta.name, hourly('2019-01-01', '2019-01-02'));
    expect(next.statusCode).toBe(200);
    expect(next.json().data).toHaveLength(24);
  });

  it('answer 503 with Retry-After when no query connection frees up before the timeout', async () => {
    const patient = await serve({ timeoutMs: 1200 });
    const app = await serve({ timeoutMs: 300 });
    const first = post(patient, slowMeta.name, slowQuery);
    await untilRunning(1);
    const second = await post(app, fixtureMeta.name, hourly('2019-01-01', '2019-01-02'));
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe('1');
    expect((await first).statusCode).toBe(504);
  });

  it('stop a query when its client disconnects, long before its time limit', async () => {
    const app = await serve({ timeoutMs: 20_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const body = JSON.stringify(slowQuery);
    const req = httpRequest({
      host: '127.0.0.1',
      port: address.port,
      method: 'POST',
      path: `/api/druid/api/v2/datasources/${slowMeta.name}/query`,
      headers: { ...headers(), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('error', () => undefined);
    req.end(body);
    await untilRunning(1);
    req.destroy();
    // Within untilRunning's 5 s: left running, the scan would hold the connection until its 20 s limit.
    await untilRunning(0);
    const next = await post(app, fixtureMeta.name, hourly('2019-01-01', '2019-01-02'));
    expect(next.statusCode).toBe(200);
  });

  it('refuse a user over the per-user limit with 429 and Retry-After', async () => {
    const app = await serve({ maxPerUser: 1, timeoutMs: 800 });
    const first = post(app, slowMeta.name, slowQuery);
    await untilRunning(1);
    const second = await post(app, fixtureMeta.name, hourly('2019-01-01', '2019-01-02'));
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('1');
    expect(second.json().message).toMatch(/at most 1 per user/);
    expect((await first).statusCode).toBe(504);
    expect((await post(app, fixtureMeta.name, hourly('2019-01-01', '2019-01-02'))).statusCode).toBe(200);
  });

  it('answer the health check while a long query runs', async () => {
    const app = await serve({ timeoutMs: 1000 });
    const slow = post(app, slowMeta.name, slowQuery);
    await untilRunning(1);
    let settled = false;
    void slow.finally(() => (settled = true));
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      // Answered while the query still holds its connection, not after it.
      expect([settled, db.queries.running]).toEqual([false, 1]);
      await sleep(50);
    }
    expect((await slow).statusCode).toBe(504);
  });

  it('stream a large answer: each slice of rows is written as it is built, not the whole answer at once', async () => {
    const app = await serve({});
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    // 2019 at 15 minutes by meter: 105,120 rows, about 9 MB of JSON. That the event loop is yielded
    // between slices is checked where the slices are built (query/engine.test.ts, 'yields ...').
    const body = { ...hourly('2019-01-01', '2020-01-01'), splits: [{ type: 'time', granularity: 'PT15M' }, { type: 'dimension', columnName: 'meter_id' }] };
    const res = await fetch(`${origin}/api/druid/api/v2/datasources/${fixtureMeta.name}/query`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    // Streamed: no length known up front, the body sent in chunks as the slices are built.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const answer = (await res.json()) as { data: unknown[] };
    expect(answer.data).toHaveLength(105_120);
  });
});
