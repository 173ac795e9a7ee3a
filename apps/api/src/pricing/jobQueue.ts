/**
 * Where started pricing jobs wait for a worker and run. Two implementations share the
 * {@link JobQueue} interface: the embedded default ({@link createInProcessQueue}: one job at a time,
 * each in a worker thread, see jobThread.ts) and BullMQ on Redis (jobBullmq.ts, `LOADLINE_REDIS_URL`:
 * jobs run in worker processes, `node apps/api/dist/worker.js`).
 *
 * @module
 */

/** A queue of started jobs. */
export interface JobQueue {
  /** Which implementation: `inprocess` (the embedded default) or `bullmq`. */
  readonly kind: 'inprocess' | 'bullmq';
  /** Adds a started job of `owner` (a user id); it runs after the jobs before it. */
  enqueue(jobId: string, owner: string): Promise<void>;
  /** Jobs of `owner` in the queue now: waiting for a worker or running. */
  depth(owner: string): Promise<number>;
  /**
   * Runs `fn` while no other `exclusive` call of the same owner runs (in every API instance that
   * shares the queue): the check of the unfinished-jobs limit and the creation it allows.
   */
  exclusive<T>(owner: string, fn: () => Promise<T>): Promise<T>;
  /** Takes a job out of the queue if it has not started running; false when it runs or is unknown. */
  cancel(jobId: string): Promise<boolean>;
  /** Resolves when every job enqueued so far by this process has ended (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops taking jobs and releases what the queue holds (threads, connections). */
  close(): Promise<void>;
}

/** Runs one job to its end (resolves also when the job failed: its state says so). */
export type RunJob = (jobId: string) => Promise<void>;

/** Per-owner chains: `fn` of one owner runs after the earlier ones of that owner have settled. */
export function createOwnerLocks(): <T>(owner: string, fn: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (owner, fn) => {
    const previous = tails.get(owner) ?? Promise.resolve();
    const run = previous.then(fn);
    const tail = run.catch(() => undefined);
    tails.set(owner, tail);
    void tail.then(() => {
      if (tails.get(owner) === tail) tails.delete(owner);
    });
    return run;
  };
}

/**
 * Runs jobs in this process, one at a time, in order (`run` puts each in a worker thread, see
 * jobThread.ts, so none runs on the event loop). A job whose run throws is reported to `onError`
 * and the queue goes on. `depth(owner)` counts the owner's jobs enqueued and not yet ended.
 * @example const queue = createInProcessQueue(createThreadRunner({ db, store }).run, console.error)
 */
export function createInProcessQueue(run: RunJob, onError: (jobId: string, err: unknown) => void, close: () => Promise<void> = async () => undefined): JobQueue {
  let tail: Promise<void> = Promise.resolve();
  const owners = new Map<string, string>();
  const cancelled = new Set<string>();
  const running = new Set<string>();
  const exclusive = createOwnerLocks();
  return {
    kind: 'inprocess',
    async enqueue(jobId, owner) {
      owners.set(jobId, owner);
      tail = tail
        .then(async () => {
          if (cancelled.delete(jobId)) return;
          running.add(jobId);
          await run(jobId);
        })
        .catch((err: unknown) => onError(jobId, err))
        .finally(() => {
          running.delete(jobId);
          owners.delete(jobId);
        });
    },
    depth: async (owner) => [...owners.values()].filter((o) => o === owner).length,
    exclusive,
    async cancel(jobId) {
      if (!owners.has(jobId) || running.has(jobId) || cancelled.has(jobId)) return false;
      cancelled.add(jobId);
      owners.delete(jobId);
      return true;
    },
    idle: () => tail,
    async close() {
      await tail;
      await close();
    },
  };
}

/**
 * A queue that holds the jobs enqueued and never runs them (tests of the routes around a job that
 * stays queued); `onEnqueue` hears each.
 */
export function createHeldQueue(onEnqueue: (jobId: string, owner: string) => void = () => undefined): JobQueue {
  const queue = createInProcessQueue(() => new Promise<void>(() => undefined), () => undefined);
  const held = new Map<string, string>();
  return {
    ...queue,
    async enqueue(jobId, owner) {
      held.set(jobId, owner);
      onEnqueue(jobId, owner);
    },
    depth: async (owner) => [...held.values()].filter((o) => o === owner).length,
    cancel: async (jobId) => held.delete(jobId),
    idle: async () => undefined,
    close: async () => undefined,
  };
}
