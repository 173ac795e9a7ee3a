import { parentPort } from 'node:worker_threads';
import type { Executor, SqlParam } from '../db/database';
import type { JobStore } from './jobStore';
import { runJob, type JobRunStore } from './runJob';

/**
 * The worker thread of the embedded job runner (jobThread.ts): runs {@link runJob} for each `run`
 * message, its reads and writes sent to the API's thread as `call` messages and answered by
 * `reply` messages; posts `done` when the job has ended.
 *
 * @module
 */

type FinishEnd = Parameters<JobStore['finish']>[1];

/** A read or write the thread asks the API's thread for. */
export type ThreadCall = { type: 'call'; id: number } & (
  | { op: 'all'; sql: string; params: unknown[] | undefined }
  | { op: 'get'; jobId: string }
  | { op: 'inputCsv'; jobId: string }
  | { op: 'update'; jobId: string; patch: Parameters<JobStore['update']>[1] }
  | { op: 'finish'; jobId: string; end: FinishEnd }
);

/** The end of a job's run in the thread (error: why it broke, the job already failed). */
export type ThreadReply = { type: 'done'; jobId: string; error?: string; stack?: string };

/** What the API's thread sends: a job to run, or the answer to a call. */
export type ToThread =
  | { type: 'run'; jobId: string }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; message: string };

type CallBody = ThreadCall extends infer C ? (C extends ThreadCall ? Omit<C, 'type' | 'id'> : never) : never;

if (parentPort) {
  const port = parentPort;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let seq = 0;
  const call = <T>(body: CallBody): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++seq;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      port.postMessage({ type: 'call', id, ...body } as ThreadCall);
    });

  const db: Executor = {
    all: <T>(sql: string, params?: SqlParam[]) => call<T[]>({ op: 'all', sql, params }),
    run: () => Promise.reject(new Error('the pricing job thread only reads')),
    columns: () => Promise.reject(new Error('the pricing job thread only reads rows')),
    result: () => Promise.reject(new Error('the pricing job thread only reads rows')),
  };
  const store: JobRunStore = {
    get: (jobId) => call({ op: 'get', jobId }),
    inputCsv: (jobId) => call({ op: 'inputCsv', jobId }),
    update: (jobId, patch) => call({ op: 'update', jobId, patch }),
    finish: (jobId, end) => call({ op: 'finish', jobId, end }),
  };

  port.on('message', (m: ToThread) => {
    if (m.type === 'reply') {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.ok) w?.resolve(m.value);
      else w?.reject(new Error(m.message));
      return;
    }
    runJob(db, store, m.jobId).then(
      () => port.postMessage({ type: 'done', jobId: m.jobId } satisfies ThreadReply),
      (err: unknown) => port.postMessage({ type: 'done', jobId: m.jobId, error: err instanceof Error ? err.message : String(err), stack: (err as Error)?.stack } satisfies ThreadReply),
    );
  });
}
