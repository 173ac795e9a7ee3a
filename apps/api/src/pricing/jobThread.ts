import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Executor, SqlParam } from '../db/database';
import type { RunJob } from './jobQueue';
import { failJob, JOB_BROKEN_MESSAGE, type JobRunStore } from './runJob';
import type { ThreadCall, ThreadReply, ToThread } from './jobThread.worker';

/**
 * The embedded default's job runner: each job runs in a worker thread (node:worker_threads), so
 * parsing the input, the pricing engine and building the result files never block the API's
 * event loop. The thread holds no database: a DuckDB file may be opened by one instance only (a
 * second instance of the same file in a worker thread opens without complaint but sees neither
 * the other's writes nor its locks), so the thread asks this thread for each read of the pricing
 * tables and each job write (progress after each milestone, the end in one transaction), and
 * this thread runs them on the API's own connections, where DuckDB works off the event loop.
 *
 * @module
 */

/** What the thread runner needs: the pricing tables, the job store and the clock (ms). */
export interface ThreadRunnerDeps {
  db: Pick<Executor, 'all'>;
  store: JobRunStore;
  now?: () => number;
  /** Hears an error that stopped the thread (the job it ran has ended failed). */
  onError?: (err: unknown) => void;
}

/** A runner of jobs in a worker thread (one job at a time: the queue sees to it). */
export interface ThreadRunner {
  /** Runs the job in the thread; resolves when it has ended. A thread that dies mid-job fails the job ({@link JOB_BROKEN_MESSAGE}) and rejects. */
  run: RunJob;
  /** Stops the thread (after the job running, if any). */
  close(): Promise<void>;
  /** Stops the thread now; a job running ends failed ({@link JOB_BROKEN_MESSAGE}). */
  terminate(): Promise<void>;
}

const FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * The thread's script: the bundle's `pricingJobThread.js` beside main.js and worker.js; from the
 * TypeScript source (tests, dev) a bootstrap that registers tsx in the thread and imports the
 * source (a worker's `--import` does not reach its entry module on Node 20).
 */
function threadScript(): { file: URL | string; eval: boolean; env: NodeJS.ProcessEnv } {
  if (!FROM_SOURCE) return { file: new URL('./pricingJobThread.js', import.meta.url), eval: false, env: process.env };
  const root = resolve(import.meta.dirname, '../../../..');
  const api = pathToFileURL(join(dirname(createRequire(join(root, 'package.json')).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./jobThread.worker.ts', import.meta.url).href;
  return {
    file: `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
    env: { ...process.env, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? join(root, 'tsconfig.base.json') },
  };
}

/** Creates the runner; the thread starts with the first job and is kept for the next ones. */
export function createThreadRunner(deps: ThreadRunnerDeps): ThreadRunner {
  const now = deps.now ?? Date.now;
  let worker: Worker | undefined;
  let current: { jobId: string; worker: Worker; resolve: () => void; reject: (err: Error) => void } | undefined;
  let last: Promise<unknown> = Promise.resolve();

  const answer = async (call: ThreadCall): Promise<unknown> => {
    switch (call.op) {
      case 'all':
        return deps.db.all(call.sql, call.params as SqlParam[]);
      case 'get':
        return deps.store.get(call.jobId);
      case 'inputCsv':
        return deps.store.inputCsv(call.jobId);
      case 'update':
        return deps.store.update(call.jobId, call.patch);
      case 'finish':
        // The finish time is this server's clock when the results are written.
        return deps.store.finish(call.jobId, { ...call.end, finishedOn: now() });
    }
  };

  const start = (): Worker => {
    const script = threadScript();
    const w = new Worker(script.file, { eval: script.eval, execArgv: [], env: script.env });
    w.unref();
    const post = (m: ToThread) => w.postMessage(m);
    w.on('message', (m: ThreadCall | ThreadReply) => {
      if (m.type === 'call') {
        answer(m).then(
          (value) => post({ type: 'reply', id: m.id, ok: true, value }),
          (err: unknown) => post({ type: 'reply', id: m.id, ok: false, message: err instanceof Error ? err.message : String(err) }),
        );
      } else if (current?.jobId === m.jobId && current.worker === w) {
        const job = current;
        current = undefined;
        w.unref();
        if (m.error === undefined) job.resolve();
        else job.reject(Object.assign(new Error(m.error), { stack: m.stack }));
      }
    });
    w.on('error', (err) => deps.onError?.(err));
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      const job = current;
      if (job?.worker !== w) return;
      current = undefined;
      // The thread died with the job running: the job ends failed, once, and the next one gets a new thread.
      failJob(deps.store, job.jobId, now(), JOB_BROKEN_MESSAGE).then(
        () => job.reject(new Error(`the pricing job thread stopped (exit code ${code})`)),
        (err: unknown) => job.reject(err as Error),
      );
    });
    return w;
  };

  return {
    run(jobId) {
      const done = new Promise<void>((resolveRun, reject) => {
        if (current) throw new Error('the pricing job thread is running another job');
        const w = (worker ??= start());
        current = { jobId, worker: w, resolve: resolveRun, reject };
        w.ref();
        w.postMessage({ type: 'run', jobId } satisfies ToThread);
      });
      last = done.catch(() => undefined);
      return done;
    },
    async terminate() {
      await worker?.terminate();
    },
    async close() {
      await last;
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
