import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDatasource } from '../data/registry';
import { openDatabase, type Database, type SqlParam } from '../db/database';
import { answerCacheBytesFromEnv, createAnswerCache, type AnswerCache } from '../query/answerCache';
import { createFixtureTable, fixtureMeta, fixtureRows } from '../query/testFixture';
import { createServer } from '../server';
import { createDataRoutes } from './data';

let db: Database;
let app: FastifyInstance;
let answers: AnswerCache;
const statements: string[] = [];
const ds = `/api/druid/api/v2/datasources/${fixtureMeta.name}`;
const post = (path: string, payload: object) => app.inject({ method: 'POST', url: `${ds}${path}`, payload });
const daily = (timezone: string) => ({
  selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }],
  splits: [{ type: 'time', granularity: 'P1D' }],
  timezone,
  timeFilter: { dateRange: { fromDate: '2019-03-01', toDate: '2019-03-15' } },
});

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  await createFixtureTable(db, fixtureRows().filter((r) => r.time >= Date.UTC(2019, 2, 1) && r.time < Date.UTC(2019, 3, 1)));
  registerDatasource(fixtureMeta);
  const record = <A extends unknown[], R>(f: (sql: string, ...rest: A) => R) => (sql: string, ...rest: A) => {
    statements.push(sql);
    return f(sql, ...rest);
  };
  const runner = {
    all: record(<T>(sql: string, params?: SqlParam[]) => db.all<T>(sql, params)),
    columns: record((sql: string, params?: SqlParam[]) => db.columns(sql, params)),
    result: record((sql: string, params?: SqlParam[]) => db.result(sql, params)),
  };
  answers = createAnswerCache(1024 * 1024);
  app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes: [createDataRoutes({ runner, answers })] });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('query answer cache', () => {
  it('answers the same request again without SQL, byte for byte; another request runs', async () => {
    const first = await post('/query', daily('America/Chicago'));
    const ran = statements.length;
    expect(ran).toBeGreaterThan(0);
    // The same request written in another key order meets the same entry.
    const again = await post('/query', { timeFilter: daily('America/Chicago').timeFilter, timezone: 'America/Chicago', splits: [{ granularity: 'P1D', type: 'time' }], selectedMeasures: [{ aggregation: 'Sum', columnName: 'kwh' }] });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(statements.length).toBe(ran);
    const other = await post('/query', daily('UTC'));
    expect(other.body).not.toBe(first.body);
    expect(statements.length).toBeGreaterThan(ran);
    expect(answers.size).toBe(2);
  });

  it('forgets a datasource when its data change, and keeps refused requests out', async () => {
    answers.invalidate(fixtureMeta.name);
    expect(answers.size).toBe(0);
    const ran = statements.length;
    await post('/query', daily('America/Chicago'));
    expect(statements.length).toBeGreaterThan(ran);
    const bad = await post('/query', { ...daily('America/Chicago'), timeFilter: undefined });
    expect(bad.statusCode).toBe(400);
    expect(answers.size).toBe(1);
  });

  it('answers a cached request compressed as the client accepts, once compressed then kept', async () => {
    answers.invalidate();
    const plain = await post('/query', daily('America/Chicago'));
    const size = answers.bytes;
    const br = await app.inject({ method: 'POST', url: `${ds}/query`, payload: daily('America/Chicago'), headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(answers.bytes).toBeGreaterThan(size);
    const gz = await app.inject({ method: 'POST', url: `${ds}/query`, payload: daily('America/Chicago'), headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('holds at most its bytes, least recently used out, and is off at 0 MB', () => {
    const small = createAnswerCache(200);
    small.set('a', 'x'.repeat(40));
    small.set('b', 'y'.repeat(40));
    expect(small.get('a')).toBeDefined();
    small.set('c', 'z'.repeat(40));
    expect([small.get('a') !== undefined, small.get('b') !== undefined, small.get('c') !== undefined]).toEqual([true, false, true]);
    expect(small.bytes).toBeLessThanOrEqual(200);
    expect(answerCacheBytesFromEnv({ LOADLINE_QUERY_CACHE_MB: '0' })).toBe(0);
    expect(answerCacheBytesFromEnv({})).toBe(64 * 1024 * 1024);
    const off = createAnswerCache(0);
    off.set('a', 'x');
    expect(off.size).toBe(0);
  });
});
