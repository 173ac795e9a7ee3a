/**
 * Where started pricing jobs wait for a worker. The reference API runs them in-process, one at a
 * time; a deployment may put a message queue behind the same interface.
 *
 * @module
 */

/** A queue of started jobs. */
export interface JobQueue {
  /** Adds a started job; it runs after the jobs before it. */
  enqueue(jobId: string): void;
  /** Resolves when every job enqueued so far has run (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Runs jobs in this process, one at a time, in order. A job whose run throws is logged and the
 * queue goes on.
 * @example const queue = createInProcessQueue((id) => runJob(db, store, id), console.error)
 */
export function createInProcessQueue(run: (jobId: string) => Promise<void>, onError: (jobId: string, err: unknown) => void): JobQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    enqueue(jobId) {
      tail = tail.then(() => run(jobId)).catch((err: unknown) => onError(jobId, err));
    },
    idle: () => tail,
  };
}
