import { hostname } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { configureAppState, describeDatabaseUrl } from './appState';
import { openDatabase, type Database } from './db/database';
import { createPricingRoutes } from './routes/pricing';
import { createServer, healthOf } from './server';

const opened: Database[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});
const newDb = async () => {
  const db = await openDatabase({ path: ':memory:' });
  opened.push(db);
  return db;
};

describe('GET /api/health', () => {
  it('names the instance and the stores in use, without a session: DuckDB by default, no job queue without the pricing routes', async () => {
    const app = await createServer({ ctx: { db: await newDb(), origin: 'http://localhost' } });
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', instance: process.env.LOADLINE_INSTANCE || `${hostname()}:${process.pid}`, store: 'duckdb', queue: 'none', timeseries: 'duckdb' });
    await app.close();
  });

  it('names the worker thread as the job queue once the pricing routes are mounted without Redis', async () => {
    const app = await createServer({ ctx: { db: await newDb(), origin: 'http://localhost' }, routes: [createPricingRoutes({ jobs: { redisUrl: '' } })] });
    await app.ready();
    expect((await app.inject({ url: '/api/health' })).json().queue).toBe('worker-thread');
    await app.close();
  });

  it('says postgres when the application state goes to a database URL, the queue the context names, and LOADLINE_INSTANCE', async () => {
    const db = await newDb();
    configureAppState(db, { databaseUrl: 'postgres://loadline@db.example:5432/loadline' });
    expect(healthOf({ db, origin: 'http://localhost', queue: 'bullmq' }, { LOADLINE_INSTANCE: 'api-b' })).toEqual({
      status: 'ok', instance: 'api-b', store: 'postgres', queue: 'bullmq', timeseries: 'duckdb',
    });
    configureAppState(db, { databaseUrl: '' });
    expect(healthOf({ db, origin: 'http://localhost' }, {}).store).toBe('duckdb');
  });
});

describe('describeDatabaseUrl', () => {
  it('names host, port and database, never the user or password', () => {
    expect(describeDatabaseUrl('postgres://app:s3cret@db.internal:5432/loadline')).toBe('PostgreSQL db.internal:5432/loadline');
    expect(describeDatabaseUrl('postgres://postgres@localhost/postgres?host=/tmp/pg')).toBe('PostgreSQL /tmp/pg/postgres');
    expect(describeDatabaseUrl('not a url:s3cret')).not.toContain('s3cret');
    expect(describeDatabaseUrl(undefined)).toBe('the DuckDB file');
  });
});
