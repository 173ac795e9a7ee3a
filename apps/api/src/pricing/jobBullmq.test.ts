import { TEXT_JOBS_QUEUE_RATE_REACHED } from '@loadline/core';
import { Job, Queue, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState } from '../appState';
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { createPricingRoutes } from '../routes/pricing';
import { MAX_UNFINISHED_JOBS_PER_USER } from '../routes/pricingJobs';
import { createServer } from '../server';
import type { Stores } from '../stores/index';
import { copyOfSeeded } from '../testing/seededDatabase';
import { createBullmqQueue, PRICING_QUEUE, type QueuedJobData, type QueuedJobResult } from './jobBullmq';
import type { JobQueue } from './jobQueue';
import type { JobRecord, JobStore } from './jobStore';
import { pricingDataVersion } from './pricingData';

/**
 * Pricing jobs on BullMQ (issue #34) against a real redis-server this file starts (Debian's
 * redis-server 7; scripts/ensure-redis.sh installs it. Skipped where it is absent, except in CI,
 * where it is installed and a failure to start fails the file): the API enqueues, worker
 * processes (`src/worker.ts`) price; the unfinished-jobs limit answers 409 from the queue's depth;
 * a worker killed with SIGKILL mid-job leaves the job to another worker, and the job ends once:
 * one result set, one 'Job started' and one 'Job completed' notification. Two API instances
 * (two servers over the same stores) listen to the queue and both record what it reports.
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
const WORKER = resolve(import.meta.dirname, '../worker.ts');
const CI = process.env.CI === 'true';
const ANALYST = 'usr-gcp-analyst';
const OTHER = 'usr-lsg-analyst';
const CONTRACTS = 3000;
const origin = 'http://localhost:3000';

function redisServer(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v redis-server || ls /usr/bin/redis-server'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  if (!CI) return undefined;
  // CI installs it (Debian's package) and fails when it cannot.
  execFileSync(resolve(ROOT, 'scripts/ensure-redis.sh'), { stdio: 'inherit' });
  return spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
}
const SERVER = redisServer();

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

let redis: ChildProcess | undefined;
let redisDir = '';
let url = '';
let db: Database;
let stores: Stores;
let app: FastifyInstance;
let queue: JobQueue;
/** A second API instance over the same stores and queue. */
let appB: FastifyInstance;
let queueB: JobQueue;
let workerDb = '';
const workers: ChildProcess[] = [];

function startWorker(): ChildProcess {
  const p = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: resolve(ROOT, 'tsconfig.base.json'), LOADLINE_REDIS_URL: url, LOADLINE_WORKER_DB: workerDb, LOADLINE_WORKER_LOCK_MS: '5000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  workers.push(p);
  return p;
}

const call = async (method: 'GET' | 'POST' | 'PUT', path: string, opts: { user?: string; json?: object; csv?: string; via?: FastifyInstance } = {}) => {
  const headers: Record<string, string> = { ...(await sessionHeadersFor(stores.sessions, opts.user ?? ANALYST, origin)) };
  if (opts.csv !== undefined) headers['content-type'] = 'text/csv';
  const res = await (opts.via ?? app).inject({ method, url: path, headers, ...(opts.json ? { payload: opts.json } : opts.csv !== undefined ? { payload: opts.csv } : {}) });
  return { status: res.statusCode, json: () => res.json() as Record<string, unknown> };
};
const HEADER = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate';
const row = (i: number) => `M${i},COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,2023-07-01,2023-08-31,2023-06-30`;

/** Creates, uploads and starts a job of `rows` rows; its id. */
async function startJob(user: string, name: string, rows: number): Promise<string> {
  const created = await call('POST', '/api/pricing/v1/jobs', { user, json: { name, type: 'retail_cost_calculation' } });
  expect(created.status).toBe(200);
  const { url: upload, id } = created.json() as { url: string; id: string };
  expect((await call('PUT', upload, { user, csv: [HEADER, ...Array.from({ length: rows }, (_, i) => row(i + 1))].join('\n') })).status).toBe(204);
  expect((await call('POST', `/api/pricing/v1/jobs/${id}`, { user })).json()).toMatchObject({ status: 'queued' });
  return id;
}

async function until(what: string, ok: () => Promise<boolean>, ms = 240_000): Promise<void> {
  for (const end = Date.now() + ms; !(await ok()); await sleep(25)) if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  if (!SERVER) return;
  redisDir = mkdtempSync(join(tmpdir(), 'loadline-redis-test-'));
  const port = await freePort();
  redis = spawn(SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  url = `redis://127.0.0.1:${port}`;
  await until('redis-server', async () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG', 20_000);
  // The API's file and the workers' own pricing tables: copies of the run's seeded file, the
  // workers' marked with the seed version so they do not seed again.
  db = await openDatabase({ path: await copyOfSeeded('pricing'), poolSize: 2 });
  stores = await appState(db);
  workerDb = await copyOfSeeded('pricing');
  const marker = await openDatabase({ path: workerDb, poolSize: 1 });
  await marker.run('CREATE OR REPLACE TABLE loadline_seed_meta (version VARCHAR, seeded_at TIMESTAMP, completed BOOLEAN)');
  await marker.run('INSERT INTO loadline_seed_meta VALUES (?, now()::TIMESTAMP, true)', [pricingDataVersion()]);
  await marker.run('CHECKPOINT');
  await marker.close();
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin, createPricingRoutes({ jobs: { redisUrl: url, onReady: (_s, q) => (queue = q) } })] });
  await app.ready();
  appB = await createServer({ ctx: { db, origin }, routes: [authPlugin, createPricingRoutes({ jobs: { redisUrl: url, onReady: (_s, q) => (queueB = q) } })] });
  await appB.ready();
}, 300_000);

afterAll(async () => {
  for (const w of workers) w.kill('SIGKILL');
  await app?.close();
  await appB?.close();
  await db?.close();
  redis?.kill('SIGKILL');
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
});

describe.skipIf(!SERVER)('pricing jobs on BullMQ', () => {
  it('answers 409 from the queue depth, and a job whose worker is killed mid-job ends once', async () => {
    expect(queue.kind).toBe('bullmq');
    // No worker yet: the other analyst's five started jobs wait in the queue and hold its slots.
    const small: string[] = [];
    for (let i = 0; i < MAX_UNFINISHED_JOBS_PER_USER; i++) small.push(await startJob(OTHER, `Small ${i}`, 1));
    expect(await queue.depth(OTHER)).toBe(MAX_UNFINISHED_JOBS_PER_USER);
    // The other instance sees the same depth.
    expect(await queueB.depth(OTHER)).toBe(MAX_UNFINISHED_JOBS_PER_USER);
    const refused = await call('POST', '/api/pricing/v1/jobs', { user: OTHER, json: { name: 'One more', type: 'check_status' }, via: appB });
    expect([refused.status, refused.json().message]).toEqual([409, TEXT_JOBS_QUEUE_RATE_REACHED]);

    const big = await startJob(ANALYST, 'Killed worker', CONTRACTS);
    // One worker takes the jobs in order and is killed once the big job has passed Data Validation
    // (progress 1 recorded: Get Data, Calculation and Persist Results still to run).
    const first = startWorker();
    await until('the big job past Data Validation', async () => ((await stores.jobs.get(big))?.progress ?? 0) >= 1);
    expect((await stores.jobs.get(big))?.finishedOn).toBeNull();
    first.kill('SIGKILL');
    // Two more workers: one of them takes the job again once the killed worker's lock has lapsed.
    startWorker();
    startWorker();
    await until('every job ended', async () => (await Promise.all([big, ...small].map((id) => stores.jobs.get(id)))).every((j) => j?.finishedOn));

    const job = await stores.jobs.get(big);
    expect(job).toMatchObject({ state: 'completed', status: 'success', passedCount: CONTRACTS, contractCount: CONTRACTS, failedCount: 0, progress: 4 });
    expect((await stores.jobs.result(big, 'summary_price'))?.trim().split('\r\n')).toHaveLength(CONTRACTS + 1);
    expect(await stores.jobs.result(big, 'monthly_price')).toBeDefined();
    // The end recorded came from a second run of the job.
    const connection = new Redis(url, { maxRetriesPerRequest: null });
    const bull = new Queue<QueuedJobData, QueuedJobResult>(PRICING_QUEUE, { connection, prefix: 'loadline' });
    const done = await Job.fromId<QueuedJobData, QueuedJobResult>(bull, big);
    expect(done?.returnvalue.attempt).toBeGreaterThanOrEqual(2);
    // The result files travelled compressed: the summary several times smaller than the stored CSV.
    const summary = (await stores.jobs.result(big, 'summary_price'))!;
    expect(done?.returnvalue.end.results).toEqual({});
    expect(done!.returnvalue.resultsGz!.summary_price!.length).toBeLessThan(summary.length / 3);
    await bull.close();
    connection.disconnect();
    await queue.idle();
    await queueB.idle();
    const notes = await stores.notifications.list({ userId: ANALYST, orgId: job!.orgId }, { isGlobal: false });
    expect(notes.map((n) => n.id).filter((id) => id.includes(big)).sort()).toEqual([`ntf-job-${big}-completed`, `ntf-job-${big}-started`]);
    // The small jobs ended, the queue holds none of the other analyst's jobs: a new one is accepted.
    for (const id of small) expect(await stores.jobs.get(id)).toMatchObject({ state: 'completed', passedCount: 1 });
    expect(await queue.depth(OTHER)).toBe(0);
    expect((await call('POST', '/api/pricing/v1/jobs', { user: OTHER, json: { name: 'After', type: 'check_status' } })).status).toBe(200);
  }, 400_000);
  it('records the end of a job whose completed event it could not record (the store failed) at its next sweep, not at a restart', async () => {
    // Redis database 1: apart from the workers above, which would price this job's made-up input.
    const sweepUrl = `${url}/1`;
    const end: QueuedJobResult['end'] = { state: 'completed', status: 'success', statusMessage: '', finishedOn: 1, counts: { contract: 1, passed: 1, failed: 0 }, errors: [], results: {} };
    const recorded: string[] = [];
    let storeDown = true;
    const record = { jobId: 'sweep-job', userId: ANALYST, orgId: 'org-gulfcoast-power', finishedOn: null } as unknown as JobRecord;
    const store = {
      pending: async () => (recorded.length ? [] : ['sweep-job']),
      get: async () => ({ ...record, finishedOn: recorded.length ? 1 : null }),
      inputCsv: async () => HEADER,
      update: async () => undefined,
      finish: async (jobId: string) => {
        if (storeDown) {
          storeDown = false;
          throw new Error('the job store did not answer');
        }
        recorded.push(jobId);
      },
    } as unknown as JobStore;
    const errors: unknown[] = [];
    const api = await createBullmqQueue({ url: sweepUrl, store, notifications: { insertIfAbsent: async () => undefined }, sweepMs: 250, onError: (err) => errors.push(err) });
    const connection = new Redis(sweepUrl, { maxRetriesPerRequest: null });
    const worker = new Worker<QueuedJobData, QueuedJobResult>(PRICING_QUEUE, async () => ({ attempt: 1, end }), { connection, prefix: 'loadline' });
    try {
      await api.enqueue('sweep-job', ANALYST);
      await until('the end recorded', async () => recorded.length > 0, 30_000);
      expect(recorded).toEqual(['sweep-job']);
      // The completed event's attempt failed and was reported; the sweep recorded the end.
      expect(errors.some((e) => e instanceof Error && e.message === 'the job store did not answer')).toBe(true);
    } finally {
      await worker.close();
      connection.disconnect();
      await api.close();
    }
  }, 60_000);
});
