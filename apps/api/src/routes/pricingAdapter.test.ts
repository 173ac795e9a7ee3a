import { createHttpAdapter, TEXT_JOBS_QUEUE_RATE_REACHED } from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor } from '../auth/testkit';
import type { Database } from '../db/database';
import type { JobQueue } from '../pricing/jobQueue';
import { openSeededDatabase } from '../testing/seededDatabase';
import { createServer } from '../server';
import { appState } from '../appState';
import { createPricingRoutes } from './pricing';
import { MAX_UNFINISHED_JOBS_PER_USER } from './pricingJobs';

// The SDK's own HTTP adapter (@loadline/core) against the API: the calls of spec part 2 §7 with
// their paths and payloads, every answer parsed by the core schemas.
const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
let queue: JobQueue;
let session: Record<string, string>;

const fetchVia = (server: () => FastifyInstance): typeof fetch => async (input, init) => {
  const url = new URL(String(input));
  const headers = { ...(init?.headers as Record<string, string>), cookie: session.cookie!, origin };
  const res = await server().inject({ method: (init?.method ?? 'GET') as 'GET', url: url.pathname + url.search, headers, ...(init?.body ? { payload: String(init.body) } : {}) });
  return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'text/plain') } });
};

beforeAll(async () => {
  db = await openSeededDatabase('pricing', { poolSize: 2 });
  const stores = await appState(db);
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin, createPricingRoutes({ jobs: { onReady: (_s, q) => (queue = q) } })] });
  await app.ready();
  session = { ...(await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin)) };
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('the core HTTP adapter on the pricing API', () => {
  const adapter = () => createHttpAdapter({ baseUrl: `${origin}/api`, fetch: fetchVia(() => app) });

  it('browses configuration: rows, count and filter options', async () => {
    const { pricing } = adapter();
    const rows = await pricing.configRows('components', { limit: 3, skip: 0, sortBy: 'code', sortOrder: 'asc' });
    expect(rows.map((r) => r.code)).toEqual(['ANCILLARY', 'ENERGY', 'LOSSES']);
    expect(await pricing.configCount('products', { productCode: ['PTC-10615', 'PTC-11677'] })).toBe(2);
    expect(await pricing.configDistinct('load-profiles', ['loadProfile'])).toEqual({
      loadProfile: expect.arrayContaining(['RESHIWR_COAST', 'RESLOWR_WEST']) as unknown,
    });
    expect((await pricing.calculationParameters(['market'])).market).toHaveLength(8);
  });

  it('runs a job: create, upload to the returned URL, start, list, result URL, input for rerun', async () => {
    const { pricing } = adapter();
    const created = await pricing.createJob({ name: 'Adapter run', type: 'retail_cost_calculation' });
    const csv = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate\nM7,NCENT,ERCOT,ONCOR,PTC-11676,RESHIWR_NCENT,2024-01-01,2024-03-31,2023-12-31\n';
    const product = (await pricing.configRows('products', { filters: { productCode: ['PTC-11676'] } }))[0];
    // The row uses a real Oncor plan of the seed (checked here so the test fails loudly if the seed changes).
    expect(product?.description).toContain('ONCOR');
    await pricing.uploadJobInput(created.url, csv);
    expect((await pricing.startJob(created.id)).status).toBe('queued');
    await queue.idle();
    const job = (await pricing.listJobs()).find((j) => j.jobId === created.id);
    expect(job).toMatchObject({ state: 'completed', status: 'success', progress: 4, contractCount: 1, passedCount: 1 });
    const url = await pricing.jobResultUrl(created.id, 'monthly_price');
    const monthly = await (await fetchVia(() => app)(new URL(url, origin)));
    expect((await monthly.text()).split('\r\n').filter((l) => l.includes(',ENERGY,')).map((l) => l.split(',')[7])).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(await pricing.jobInputCsv(created.id)).toBe(csv);
  });

  it('shows the spec text when the queue is full', async () => {
    const { pricing } = adapter();
    const open = (await pricing.listJobs()).filter((j) => j.state === 'waiting' || j.state === 'active').length;
    for (let i = open; i < MAX_UNFINISHED_JOBS_PER_USER; i++) await pricing.createJob({ name: `Wait ${i}`, type: 'check_status' });
    await expect(pricing.createJob({ name: 'Too many', type: 'check_status' })).rejects.toThrow(TEXT_JOBS_QUEUE_RATE_REACHED);
  });
});
