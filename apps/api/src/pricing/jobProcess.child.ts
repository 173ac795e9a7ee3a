/**
 * A pricing server in a process of its own over a DuckDB file seeded with the pricing tables (the
 * kill test's copy of the test run's seeded file, jobKill.test.ts): `start N M` creates, uploads and starts a job of N
 * contracts, prints `{"progress":p}` each time the job reaches a milestone and, as soon as it is in
 * milestone M (0-3), kills its own process with SIGKILL, with the job running; `resume` opens the file as a restarted server does
 * (unfinished jobs are queued again), waits until the queue is idle and prints each job, its
 * result files and its notifications.
 */
import { authPlugin } from '../auth/plugin';
import { sessionHeadersFor } from '../auth/testkit';
import { openDatabase } from '../db/database';
import { createPricingRoutes } from '../routes/pricing';
import { createServer } from '../server';
import { appState } from '../appState';
import type { JobQueue } from './jobQueue';
import type { JobStore } from './jobStore';

const [dbPath = '', mode = '', count = '0', killAt = ''] = process.argv.slice(2);
const origin = 'http://localhost:3000';
const USER = 'usr-gcp-analyst';
const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

const db = await openDatabase({ path: dbPath, poolSize: 2 });
const stores = await appState(db);
let store: JobStore | undefined;
let queue: JobQueue | undefined;
// With a milestone to kill at, the process kills itself as soon as the running job has recorded
// that milestone (its progress written), before the milestone's work is done.
const onReady = (s: JobStore, q: JobQueue) => {
  store = s;
  queue = q;
  if (killAt === '') return;
  const update = s.update.bind(s);
  s.update = async (jobId, patch) => {
    await update(jobId, patch);
    if (patch.progress !== undefined && String(patch.progress) === killAt) {
      print({ progress: patch.progress });
      process.kill(process.pid, 'SIGKILL');
    }
  };
};
// Its stdout carries the test's JSON lines: no log lines there.
const app = await createServer({ ctx: { db, origin }, routes: [authPlugin, createPricingRoutes({ jobs: { onReady } })], logger: false });
await app.ready();
const headers = await sessionHeadersFor(stores.sessions, USER, origin);

if (mode === 'start') {
  const rows = Array.from({ length: Number(count) }, (_, i) => `M${i + 1},COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,2023-07-01,2023-08-31,2023-06-30`);
  const created = (await app.inject({ method: 'POST', url: '/api/pricing/v1/jobs', headers, payload: { name: `Killed ${Date.now()}`, type: 'retail_cost_calculation' } })).json() as { url: string; id: string };
  const csv = ['meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate', ...rows].join('\n');
  await app.inject({ method: 'PUT', url: created.url, headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
  print({ jobId: created.id });
  await app.inject({ method: 'POST', url: `/api/pricing/v1/jobs/${created.id}`, headers });
  let last: number | null | undefined = -1;
  for (;;) {
    const job = await store?.get(created.id);
    if (job && job.progress !== last && job.state === 'active') print({ progress: (last = job.progress) });
    if (job && (job.state === 'completed' || job.state === 'failed')) {
      print({ finished: job.state });
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}
if (mode === 'resume') {
  await queue?.idle();
  const jobs = (await store?.list(USER)) ?? [];
  // Through the stores, as the API reads them (the job store's result files, the user's notifications).
  const results: { jobId: string; n: number }[] = [];
  for (const j of jobs) {
    const kinds = await Promise.all(['monthly_price', 'summary_price'].map((k) => store?.result(j.jobId, k)));
    results.push({ jobId: j.jobId, n: kinds.filter((csv) => csv !== undefined).length });
  }
  const orgId = jobs[0]?.orgId ?? '';
  const notes = await stores.notifications.list({ userId: USER, orgId }, { isGlobal: false });
  print({
    jobs: jobs.map((j) => ({ jobId: j.jobId, state: j.state, status: j.status, passed: j.passedCount, contracts: j.contractCount })),
    results,
    notifications: notes.map((n) => n.id).filter((id) => id.startsWith('ntf-job-')),
  });
}
await app.close();
await db.close();
process.exit(0);
