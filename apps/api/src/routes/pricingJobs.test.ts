import { TEXT_JOBS_QUEUE_RATE_REACHED, jobListResponseSchema, type Job } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor } from '../auth/testkit';
import type { Database } from '../db/database';
import { createHeldQueue, type JobQueue } from '../pricing/jobQueue';
import { openSeededDatabase } from '../testing/seededDatabase';
import { createServer } from '../server';
import { appState } from '../appState';
import { type Stores } from '../stores/index';
import { createPricingRoutes } from './pricing';
import { MAX_UNFINISHED_JOBS_PER_USER, UPLOAD_URL_TTL_MS } from './pricingJobs';

const origin = 'http://localhost:3000';
const ANALYST = 'usr-gcp-analyst';
const OTHER = 'usr-lsg-analyst';
let db: Database;
let stores: Stores;
let app: FastifyInstance;
let queue: JobQueue;
let clock = Date.parse('2026-01-05T12:00:00Z');

async function start(q?: (run: (id: string) => Promise<void>) => JobQueue): Promise<FastifyInstance> {
  const server = await createServer({
    ctx: { db, origin },
    routes: [authPlugin, createPricingRoutes({ jobs: { now: () => clock, onReady: (_s, made) => (queue = made), ...(q ? { queue: q } : {}) } })],
  });
  await server.ready();
  return server;
}

beforeAll(async () => {
  db = await openSeededDatabase('pricing', { poolSize: 2 });
  stores = await appState(db);
  app = await start();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, opts: { user?: string; json?: object; csv?: string } = {}) => {
  const headers: Record<string, string> = { ...(await sessionHeadersFor(stores.sessions, opts.user ?? ANALYST, origin)) };
  if (opts.csv !== undefined) headers['content-type'] = 'text/csv';
  const res = await app.inject({ method, url, headers, ...(opts.json ? { payload: opts.json } : opts.csv !== undefined ? { payload: opts.csv } : {}) });
  return { status: res.statusCode, body: res.body, json: () => res.json() as Record<string, unknown> };
};

const HEADER = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate';
const good = (start: string, end: string) => `M42,COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,${start},${end},2023-06-30`;

async function runJob(name: string, rows: string[], user = ANALYST): Promise<Job> {
  const created = await call('POST', '/api/pricing/v1/jobs', { user, json: { name, type: 'retail_cost_calculation' } });
  expect(created.status).toBe(200);
  const { url, id } = created.json() as { url: string; id: string };
  expect((await call('PUT', url, { user, csv: [HEADER, ...rows].join('\n') })).status).toBe(204);
  expect((await call('POST', `/api/pricing/v1/jobs/${id}`, { user })).json()).toEqual({ status: 'queued', data: { jobId: id } });
  await queue.idle();
  const jobs = jobListResponseSchema.parse(JSON.parse((await call('GET', '/api/pricing/v1/jobs', { user })).body));
  return jobs.find((j) => j.jobId === id)!;
}

const download = async (jobId: string, kind: string) => {
  const { url } = (await call('GET', `/api/pricing/v1/jobs/${jobId}/results/${kind}`)).json() as { url: string };
  const file = await call('GET', url);
  expect(file.status).toBe(200);
  return Papa.parse<Record<string, string>>(file.body, { header: true, skipEmptyLines: true }).data;
};

describe('pricing jobs', () => {
  it('creates, uploads, starts and completes a job through the four milestones, with per-row errors', async () => {
    const job = await runJob('August', [
      good('2023-08-01', '2023-08-31'),
      'M43,COAST,ERCOT,ONCOR,PTC-10615,RESLOWR_COAST,2023-08-01,2023-08-31,2023-06-30',
      good('2023-08-01', '2023-08-31'),
    ]);
    expect(job).toMatchObject({ type: 'retail_cost_calculation', name: 'August', state: 'completed', progress: 4, status: 'warning', contractCount: 3, passedCount: 1, failedCount: 2 });
    expect(job.statusMessage).toBe('1 of 3 contracts priced; line 3: Product PTC-10615 is offered in CENTERPOINT, not ONCOR');
    const monthly = await download(job.jobId, 'monthly_price');
    expect(monthly.map((r) => r.component)).toEqual(['ENERGY', 'LOSSES', 'ANCILLARY', 'TDU_CUSTOMER', 'TDU_DELIVERY', 'REC', 'MARGIN']);
    expect(monthly[3]).toMatchObject({ meterId: 'M42', month: '2023-08', quantity: '1', rate: '4.9', amountUsd: '4.9' });
    const [summary] = await download(job.jobId, 'summary_price');
    // Every amount is rounded once, at its monthly_price line: the total is their sum to the cent.
    const cents = monthly.reduce((s, r) => s + Math.round(Number(r.amountUsd) * 100), 0);
    expect(Math.round(Number(summary!.totalUsd) * 100)).toBe(cents);
    const input = (await call('GET', `/api/pricing/v1/jobs/${job.jobId}/input/`)).json() as { url: string };
    expect((await call('GET', input.url)).body).toContain('M43,COAST,ERCOT,ONCOR');
    // Another organisation's analyst (also with mod_pricing) is told the job does not exist, and does not list it.
    for (const path of ['results/monthly_price', 'input/', 'files/monthly_price.csv', 'files/input.csv', 'files/errors.csv']) {
      expect((await call('GET', `/api/pricing/v1/jobs/${job.jobId}/${path}`, { user: OTHER })).status).toBe(404);
    }
    expect(((await call('GET', '/api/pricing/v1/jobs', { user: OTHER })).json() as unknown as Job[]).some((j) => j.jobId === job.jobId)).toBe(false);
    expect((await call('GET', `/api/pricing/v1/jobs/${job.jobId}/files/errors.csv`)).body).toBe(
      'line,message\r\n3,"Product PTC-10615 is offered in CENTERPOINT, not ONCOR"\r\n4,The row already exists on the table\r\n',
    );
  }, 30_000);

  it('gives the same total for July-August in one job as in two', async () => {
    const total = async (j: Job) => Number((await download(j.jobId, 'summary_price'))[0]!.totalUsd);
    const whole = await total(await runJob('Both', [good('2023-07-01', '2023-08-31')]));
    const parts = (await total(await runJob('July', [good('2023-07-01', '2023-07-31')]))) + (await total(await runJob('Aug', [good('2023-08-01', '2023-08-31')])));
    expect(whole).toBeGreaterThan(100);
    expect(Math.abs(whole - parts)).toBeLessThanOrEqual(0.01);
  }, 30_000);

  it('refuses at upload a file that lacks the headers, with the spec text; the job cannot start without rows', async () => {
    const created = (await call('POST', '/api/pricing/v1/jobs', { json: { name: 'Bad', type: 'check_status' } })).json() as { url: string; id: string };
    const upload = await call('PUT', created.url, { csv: 'meterId,market\nM1,COAST\n' });
    expect(upload.status).toBe(400);
    expect(upload.json().message).toBe('file has incorrect headers');
    expect((await call('POST', `/api/pricing/v1/jobs/${created.id}`)).status).toBe(400);
    expect((await call('GET', `/api/pricing/v1/jobs/${created.id}/results/monthly_price`)).status).toBe(404);
  });
});

describe('upload URL and access', () => {
  it('is single use, bound to the job and its user, and expires', async () => {
    const a = (await call('POST', '/api/pricing/v1/jobs', { json: { name: 'Once', type: 'retail_cost_calculation' } })).json() as { url: string; id: string };
    expect((await call('PUT', a.url, { user: OTHER, csv: HEADER })).status).toBe(404);
    expect((await call('PUT', a.url.replace(/[^/]+$/, 'forged'), { csv: HEADER })).status).toBe(404);
    expect((await call('PUT', a.url, { csv: HEADER })).status).toBe(204);
    expect((await call('PUT', a.url, { csv: HEADER })).status).toBe(409);
    expect((await call('POST', `/api/pricing/v1/jobs/${a.id}`, { user: OTHER })).status).toBe(404);
    const b = (await call('POST', '/api/pricing/v1/jobs', { json: { name: 'Late', type: 'retail_cost_calculation' } })).json() as { url: string; id: string };
    clock += UPLOAD_URL_TTL_MS + 1;
    expect((await call('PUT', b.url, { csv: HEADER })).status).toBe(410);
    expect((await call('POST', `/api/pricing/v1/jobs/${b.id}`)).status).toBe(400);
    // Started once only.
    expect((await call('POST', `/api/pricing/v1/jobs/${a.id}`)).status).toBe(200);
    expect((await call('POST', `/api/pricing/v1/jobs/${a.id}`)).status).toBe(409);
    await queue.idle();
  });

  it(`answers 409 with the spec text beyond ${MAX_UNFINISHED_JOBS_PER_USER} unfinished jobs of a user`, async () => {
    const listed = (await call('GET', '/api/pricing/v1/jobs', { user: OTHER })).json() as unknown as Job[];
    const open = listed.filter((j) => j.state === 'waiting').length;
    for (let i = open; i < MAX_UNFINISHED_JOBS_PER_USER; i++) {
      expect((await call('POST', '/api/pricing/v1/jobs', { user: OTHER, json: { name: `Q${i}`, type: 'check_status' } })).status).toBe(200);
    }
    const refused = await call('POST', '/api/pricing/v1/jobs', { user: OTHER, json: { name: 'One more', type: 'check_status' } });
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe(TEXT_JOBS_QUEUE_RATE_REACHED);
  });
});

describe('restart', () => {
  it('runs, once, a job that was started but not run before the server stopped', async () => {
    await app.close();
    const enqueued: string[] = [];
    // A queue that holds jobs without running them: the server stops with the job queued.
    app = await start(() => createHeldQueue((id) => void enqueued.push(id)));
    const created = (await call('POST', '/api/pricing/v1/jobs', { json: { name: 'Survivor', type: 'retail_cost_calculation' } })).json() as { url: string; id: string };
    await call('PUT', created.url, { csv: [HEADER, good('2023-09-01', '2023-09-30')].join('\n') });
    await call('POST', `/api/pricing/v1/jobs/${created.id}`);
    expect(enqueued).toEqual([created.id]);
    await app.close();
    app = await start();
    await queue.idle();
    const jobs = (await call('GET', '/api/pricing/v1/jobs')).json() as unknown as Job[];
    expect(jobs.filter((j) => j.name === 'Survivor')).toMatchObject([{ state: 'completed', status: 'success', passedCount: 1 }]);
    const [rows] = await db.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM pricing_job_results WHERE jobId = ?`, [created.id]);
    expect(rows!.n).toBe(2);
  });
});
