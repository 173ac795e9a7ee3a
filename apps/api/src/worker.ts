import { resolve } from 'node:path';
import { startPricingWorker } from './pricing/jobBullmq';
import { openPricingData } from './pricing/pricingData';

/**
 * A pricing worker process (`node apps/api/dist/worker.js`): takes pricing jobs from the BullMQ
 * queue on `LOADLINE_REDIS_URL`, one at a time, each in a worker thread, and reports their
 * progress and results through the queue to the API (jobBullmq.ts). Run any number of them, on
 * any host that reaches Redis.
 *
 * Environment: `LOADLINE_REDIS_URL` (required, `redis://host:port`); `LOADLINE_WORKER_DB` (the
 * worker's pricing tables, default `$LOADLINE_DATA_DIR/pricing-worker.duckdb`, seeded on first
 * start); `LOADLINE_SEED_DIR`; `LOADLINE_WORKER_LOCK_MS` (how long a job's lock lasts without
 * renewal: a killed worker's job runs again after about this long, default 30000).
 */
const url = process.env.LOADLINE_REDIS_URL ?? '';
if (!/^rediss?:\/\//.test(url)) {
  console.error('Set LOADLINE_REDIS_URL to the queue\'s Redis (redis://host:port) to run a pricing worker.');
  process.exit(2);
}
const dataDir = resolve(process.env.LOADLINE_DATA_DIR ?? '.loadline');
const path = process.env.LOADLINE_WORKER_DB ?? resolve(dataDir, 'pricing-worker.duckdb');
// src/worker.ts and dist/worker.js both sit one level below apps/api, next to seed/.
const seedDir = process.env.LOADLINE_SEED_DIR ?? resolve(import.meta.dirname, '../seed');
const lockMs = Number(process.env.LOADLINE_WORKER_LOCK_MS);

const data = await openPricingData({ path, seedDir, log: (line) => console.log(line) });
const worker = startPricingWorker({
  url,
  data,
  ...(Number.isInteger(lockMs) && lockMs > 0 ? { lockDuration: lockMs } : {}),
  onError: (err) => console.error('pricing worker:', err instanceof Error ? err.message : err),
});
console.log(`Loadline pricing worker ${process.pid} is taking jobs`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void worker.close().then(() => data.close()).then(() => process.exit(0));
  });
}
