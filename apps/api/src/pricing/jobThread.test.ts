import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openSeededDatabase } from '../testing/seededDatabase';
import type { JobRecord } from './jobStore';
import { createThreadRunner } from './jobThread';
import { runJob, type JobRunStore } from './runJob';

/**
 * The embedded job runner (issue #34): a job runs in a worker thread, so the API's event loop
 * keeps turning while the job prices its rows. Mechanism, not milliseconds: the loop's turns are
 * counted (a setImmediate chain) between the job's progress 2 (Get Data done) and 3 (Calculation
 * done); on the event loop the calculation of every row runs between two turns.
 */
const ROWS = 800;
let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase('pricing', { poolSize: 2 });
}, 300_000);
afterAll(async () => {
  await db?.close();
});

/** A job store of one job in memory that notes the loop's turn at each progress. */
function memoryStore(turn: () => number) {
  const csv = [
    'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate',
    ...Array.from({ length: ROWS }, (_, i) => `M${i + 1},COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,2023-07-01,2023-08-31,2023-06-30`),
  ].join('\n');
  const record = { jobId: 'job-1', type: 'retail_cost_calculation', name: 'Thread', state: 'waiting', userId: 'u', orgId: 'o' } as JobRecord;
  const turnsAt = new Map<number, number>();
  let end: Parameters<JobRunStore['finish']>[1] | undefined;
  const store: JobRunStore = {
    get: async () => record,
    inputCsv: async () => csv,
    update: async (_id, patch) => void (patch.progress !== undefined && patch.progress !== null && turnsAt.set(patch.progress, turn())),
    finish: async (_id, e) => void (end = e),
  };
  return { store, turnsAt, end: () => end };
}

/** Counts the event loop's turns while `fn` runs. */
async function countingTurns<T>(fn: (turn: () => number) => Promise<T>): Promise<T> {
  let turns = 0;
  let handle: NodeJS.Immediate | undefined;
  const spin = () => {
    turns++;
    handle = setImmediate(spin);
  };
  spin();
  try {
    return await fn(() => turns);
  } finally {
    clearImmediate(handle);
  }
}

describe('the pricing job thread', () => {
  it('prices a job off the event loop, which keeps turning through the calculation', async () => {
    const threaded = await countingTurns(async (turn) => {
      const job = memoryStore(turn);
      // The runner's store is the job's (one job at a time).
      const r = createThreadRunner({ db, store: job.store });
      try {
        await r.run('job-1');
      } finally {
        await r.close();
      }
      return job;
    });
    expect(threaded.end()).toMatchObject({ state: 'completed', status: 'success', counts: { contract: ROWS, passed: ROWS, failed: 0 } });
    expect(Object.keys(threaded.end()!.results).sort()).toEqual(['monthly_price', 'summary_price']);
    const threadTurns = threaded.turnsAt.get(3)! - threaded.turnsAt.get(2)!;

    // The same job on the event loop: the calculation runs between two turns.
    const inline = await countingTurns(async (turn) => {
      const job = memoryStore(turn);
      await runJob(db, job.store, 'job-1');
      return job;
    });
    expect(inline.end()).toEqual({ ...threaded.end(), finishedOn: inline.end()!.finishedOn });
    const inlineTurns = inline.turnsAt.get(3)! - inline.turnsAt.get(2)!;
    expect(inlineTurns).toBeLessThanOrEqual(1);
    expect(threadTurns).toBeGreaterThan(10);
  }, 120_000);

  it('ends a job failed, once, when its thread dies, and runs the next job in a new thread', async () => {
    const job = memoryStore(() => 0);
    let ends = 0;
    let stopped = false;
    const store: JobRunStore = {
      ...job.store,
      // The first run's thread is stopped as soon as the job has passed Data Validation.
      update: async (id, patch) => {
        await job.store.update(id, patch);
        if (patch.progress === 1 && !stopped) {
          stopped = true;
          void runner.terminate();
        }
      },
      finish: async (id, e) => {
        ends++;
        await job.store.finish(id, e);
      },
    };
    const runner = createThreadRunner({ db, store });
    await expect(runner.run('job-1')).rejects.toThrow(/thread stopped/);
    expect(ends).toBe(1);
    expect(job.end()).toMatchObject({ state: 'failed', status: 'error', statusMessage: 'Something went wrong' });
    await runner.run('job-1');
    expect(ends).toBe(2);
    expect(job.end()).toMatchObject({ state: 'completed', counts: { passed: ROWS } });
    await runner.close();
  }, 120_000);
});
