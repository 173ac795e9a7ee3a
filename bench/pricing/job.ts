/**
 * Pricing job benchmark, part of `pnpm bench pricing`: a 10,000-row retail cost calculation run
 * through the API on a fresh seed (Fastify inject with a signed-in session): create the job, PUT
 * the CSV to the upload URL, start it, then poll the job list until it has finished. Prints the
 * run time (start to finished), the rows/s and the time of each milestone as the list saw it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SESSION_COOKIE } from '../../apps/api/src/auth/plugin';
import { registerSeedDatasources } from '../../apps/api/src/data/datasources';
import { openDatabase } from '../../apps/api/src/db/database';
import { routes } from '../../apps/api/src/routes';
import { ensureSeeded } from '../../apps/api/src/seed/seed';
import { createServer } from '../../apps/api/src/server';
import { appState } from '../../apps/api/src/appState';
import { pricingInputCsv } from '../shared/fixtures';

const ROWS = Number(process.env.BENCH_PRICING_ROWS ?? 10_000);
const seedDir = resolve(import.meta.dirname, '../../apps/api/seed');
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'loadline-bench-pricing-'));
  try {
    const dbPath = join(dir, 'loadline.duckdb');
    await ensureSeeded({ dbPath, seedDir, log: () => undefined });
    registerSeedDatasources();
    const db = await openDatabase({ path: dbPath });
    const app = await createServer({ ctx: { db, origin: 'http://localhost:3000' }, routes });
    const stores = await appState(db);
    const headers = { cookie: `${SESSION_COOKIE}=${await stores.sessions.create('usr-gcp-analyst')}`, 'x-loadline-request': '1' };
    const csv = pricingInputCsv(ROWS);
    const created = await app.inject({ method: 'POST', url: '/api/pricing/v1/jobs', headers, payload: { name: 'bench_10k', type: 'retail_cost_calculation' } });
    if (created.statusCode !== 200) throw new Error(`create: ${created.statusCode} ${created.body}`);
    const { url, id } = created.json() as { url: string; id: string };
    const put = await app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
    if (put.statusCode >= 300) throw new Error(`upload: ${put.statusCode} ${put.body}`);
    const t0 = performance.now();
    const start = await app.inject({ method: 'POST', url: `/api/pricing/v1/jobs/${id}`, headers });
    if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
    const milestones = new Map<number, number>();
    let job: { finishedOn?: string | null; progress?: number | null; passedCount: number; failedCount: number; status?: string | null; statusMessage?: string | null } | undefined;
    for (;;) {
      const list = (await app.inject({ method: 'GET', url: '/api/pricing/v1/jobs', headers })).json() as (typeof job & { jobId: string })[];
      job = list.find((j) => j?.jobId === id);
      if (job?.progress != null && !milestones.has(job.progress)) milestones.set(job.progress, performance.now() - t0);
      if (job?.finishedOn) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - t0;
    console.log(`pricing job: ${ROWS.toLocaleString('en-US')} rows (${(csv.length / 1024).toFixed(0)} KiB CSV, one month each, 2023): ${(ms / 1000).toFixed(2)} s from start to finished, ${Math.round(ROWS / (ms / 1000)).toLocaleString('en-US')} rows/s`);
    console.log(`  status ${job?.status}: ${job?.passedCount} passed, ${job?.failedCount} failed (${job?.statusMessage})`);
    console.log(`  milestones seen at: ${[...milestones].map(([p, t]) => `${p}/4 ${(t / 1000).toFixed(2)} s`).join(', ')}`);
    const summary = await app.inject({ method: 'GET', url: `/api/pricing/v1/jobs/${id}/files/summary_price.csv`, headers });
    console.log(`  summary_price.csv ${(summary.body.length / 1024).toFixed(0)} KiB`);
    await app.close();
    await db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
