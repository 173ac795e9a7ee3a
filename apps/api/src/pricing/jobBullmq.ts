import { Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Executor } from '../db/database';
import type { NotificationStore } from '../stores/notifications';
import { jobCompletedNotification, jobStartedNotification } from './jobNotifications';
import { createOwnerLocks, type JobQueue } from './jobQueue';
import type { JobRecord, JobStore } from './jobStore';
import { createThreadRunner } from './jobThread';
import { JOB_BROKEN_MESSAGE, type JobRunStore } from './runJob';

/**
 * Pricing jobs on BullMQ (Redis 7, `LOADLINE_REDIS_URL`): the API enqueues, any number of worker
 * processes (`node apps/api/dist/worker.js`, see {@link startPricingWorker}) run the jobs, each in
 * a worker thread of its own so the worker keeps its queue lock alive. A job's record and input
 * travel with it; its progress after each of the four milestones (spec part 2 §4) and its end
 * (counts, per-row errors and result files) travel back through the queue's events to the API,
 * which records them in its job store and notifies the owner (spec part 2 §2).
 *
 * Exactly once: a worker killed mid-job loses its lock; another worker's stalled check puts the
 * job back and it runs again from the start. Only a run that still holds the lock can complete
 * the job, so one end reaches the API, written by the store's `finish` (errors and results of the
 * job deleted and inserted in one transaction, so a repeated write leaves one set); notifications
 * have ids of the job and their kind and are inserted only when absent.
 *
 * @module
 */

/** The queue's name (keys under the `loadline` prefix). */
export const PRICING_QUEUE = 'pricing-jobs';
const PREFIX = 'loadline';

/**
 * What a queued job carries: the job as started and its input file, gzip-compressed and base64
 * (`inputGz`; Redis holds a job's data until it ends). `inputCsv` (plain) is read too, for jobs
 * queued before compression.
 */
export interface QueuedJobData {
  record: JobRecord;
  inputGz?: string;
  inputCsv?: string;
  owner: string;
}

/**
 * What a run sends back: the attempt (1 for the first) and the end the store records, its result
 * files gzip-compressed and base64 (`resultsGz`, by file name; `end.results` then empty): a large
 * job's result CSVs pass through Redis several times smaller.
 */
export interface QueuedJobResult {
  attempt: number;
  end: Parameters<JobStore['finish']>[1];
  resultsGz?: Record<string, string>;
}

/** gzip, then base64: text as it travels through Redis. */
export const packText = (text: string): string => gzipSync(Buffer.from(text, 'utf8')).toString('base64');
/** The text of {@link packText}'s answer. */
export const unpackText = (packed: string): string => gunzipSync(Buffer.from(packed, 'base64')).toString('utf8');

/** The input file of a queued job. */
export function inputOf(data: QueuedJobData): string {
  return data.inputGz !== undefined ? unpackText(data.inputGz) : (data.inputCsv ?? '');
}

/** The end of a run as the store records it (its result files unpacked). */
export function endOf(result: QueuedJobResult): QueuedJobResult['end'] {
  if (!result.resultsGz) return result.end;
  return { ...result.end, results: Object.fromEntries(Object.entries(result.resultsGz).map(([name, packed]) => [name, unpackText(packed)])) };
}

/** Progress of a run: the attempt and the store's patch. */
type QueuedProgress = { attempt: number; patch: Parameters<JobStore['update']>[1] };

/** How long the API waits for Redis on start, ms. */
const CONNECT_TIMEOUT_MS = 10_000;

/** BullMQ's connections: one per Queue, Worker and QueueEvents (blocking reads need their own). */
function connect(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  // Reconnects are ioredis's; the queue, worker and events report errors through their own 'error' events.
  client.on('error', () => undefined);
  return client;
}

/** Options of {@link createBullmqQueue}. */
export interface BullmqQueueOptions {
  /** `redis://host:port[/db]`. */
  url: string;
  store: JobStore;
  notifications: Pick<NotificationStore, 'insertIfAbsent'>;
  now?: () => number;
  onError?: (err: unknown, jobId?: string) => void;
  /**
   * How often the started jobs the store holds unfinished are checked against the queue, ms: a
   * job's end whose event this instance missed (its events connection was down, or recording the
   * end failed) is recorded within this time, not at the next restart. @default 15000
   */
  sweepMs?: number;
}

/** Default of {@link BullmqQueueOptions.sweepMs}. */
export const JOB_SWEEP_MS = 15_000;

/**
 * The API side: enqueues started jobs, answers the owner's queue depth from the queue itself,
 * and records what the workers report. Started jobs the store holds unfinished are reconciled on
 * {@link JobQueue.enqueue} (a job already in the queue is not added twice; one that ended while
 * no API listened has its end recorded).
 * @throws Error naming Redis's host and port when it does not answer within 10 s
 */
export async function createBullmqQueue(options: BullmqQueueOptions): Promise<JobQueue> {
  const { store, notifications } = options;
  const now = options.now ?? Date.now;
  const onError = options.onError ?? (() => undefined);
  const redis = connect(options.url);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`The pricing job queue's Redis (${new URL(options.url).host}) did not answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    redis.disconnect();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  const events = connect(options.url);
  const queue = new Queue<QueuedJobData, QueuedJobResult>(PRICING_QUEUE, { connection: redis, prefix: PREFIX });
  const queueEvents = new QueueEvents(PRICING_QUEUE, { connection: events, prefix: PREFIX });
  await queueEvents.waitUntilReady();
  const ownerKey = (owner: string) => `${PREFIX}:${PRICING_QUEUE}:owner:${owner}`;
  const ownerOf = new Map<string, string>();
  // Events of one job are recorded in order, one at a time.
  const perJob = createOwnerLocks();
  const waiting = new Map<string, { promise: Promise<void>; resolve: () => void }>();

  const settle = (jobId: string) => {
    waiting.get(jobId)?.resolve();
    waiting.delete(jobId);
  };
  const notify = async (make: () => Promise<ReturnType<typeof jobStartedNotification> | undefined>) => {
    try {
      const n = await make();
      if (n) await notifications.insertIfAbsent(n);
    } catch (err) {
      onError(err);
    }
  };
  // Every API instance listening records the end, each after the job's earlier events: the same
  // end (the worker's, with its finish time) written again by an instance that lags leaves the
  // job as the first wrote it, and no late progress of that instance after it.
  const finished = async (jobId: string, end: QueuedJobResult['end'], overwrite = true) => {
    const job = await store.get(jobId);
    if (!job) return;
    if (overwrite || !job.finishedOn) await store.finish(jobId, end);
    await notify(async () => {
      const done = await store.get(jobId);
      return done?.finishedOn ? jobCompletedNotification(done, now()) : undefined;
    });
    await redis.srem(ownerKey(job.userId), jobId);
    settle(jobId);
  };
  // A job BullMQ gave up on (it stalled too often, or its run had no end) ends failed with the spec's generic text.
  const broken = (jobId: string) =>
    finished(jobId, { state: 'failed', status: 'error', statusMessage: JOB_BROKEN_MESSAGE, finishedOn: now(), counts: { contract: 0, passed: 0, failed: 0 }, errors: [], results: {} }, false);
  const inOrder = (jobId: string, fn: () => Promise<void>) =>
    void perJob(jobId, fn).catch((err: unknown) => onError(err, jobId));

  queueEvents.on('active', ({ jobId }) =>
    inOrder(jobId, () => notify(async () => {
      const job = await store.get(jobId);
      return job && !job.finishedOn ? jobStartedNotification(job, now()) : undefined;
    })));
  queueEvents.on('progress', ({ jobId, data }) =>
    inOrder(jobId, async () => {
      const job = await store.get(jobId);
      // A late report (a run killed and replaced, or the end already recorded) changes nothing.
      if (!job || job.finishedOn) return;
      await store.update(jobId, (data as QueuedProgress).patch);
    }));
  queueEvents.on('completed', ({ jobId, returnvalue }) => inOrder(jobId, () => finished(jobId, endOf(returnvalue as unknown as QueuedJobResult))));
  queueEvents.on('failed', ({ jobId }) => inOrder(jobId, () => broken(jobId)));
  queueEvents.on('error', (err) => onError(err));
  queue.on('error', (err) => onError(err));

  /** Records the end of a job the queue finished while no API listened; true when it had ended. */
  const reconcile = async (jobId: string): Promise<boolean> => {
    const state = await queue.getJobState(jobId);
    if (state === 'completed') {
      const job = await Job.fromId<QueuedJobData, QueuedJobResult>(queue, jobId);
      if (job?.returnvalue) await perJob(jobId, () => finished(jobId, endOf(job.returnvalue)));
      else await perJob(jobId, () => broken(jobId));
      return true;
    }
    if (state === 'failed') {
      await perJob(jobId, () => broken(jobId));
      return true;
    }
    return false;
  };

  // The sweep: every started job the store holds unfinished that the queue has ended gets its end
  // recorded (the same end again where another instance wrote it: the store keeps one set).
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      for (const jobId of await store.pending()) {
        try {
          await reconcile(jobId);
        } catch (err) {
          onError(err, jobId);
        }
      }
    } catch (err) {
      onError(err);
    } finally {
      sweeping = false;
    }
  };
  const sweeper = setInterval(() => void sweep(), options.sweepMs ?? JOB_SWEEP_MS);
  sweeper.unref();

  const locks = createOwnerLocks();
  return {
    kind: 'bullmq',
    async enqueue(jobId, owner) {
      ownerOf.set(jobId, owner);
      if (!waiting.has(jobId)) {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        waiting.set(jobId, { promise, resolve });
      }
      if (await reconcile(jobId)) return;
      const record = await store.get(jobId);
      const inputCsv = await store.inputCsv(jobId);
      if (!record || inputCsv === undefined) return settle(jobId);
      await redis.sadd(ownerKey(owner), jobId);
      // The job id is BullMQ's: a job already queued (a restart re-enqueuing) is not added again.
      await queue.add('price', { record, inputGz: packText(inputCsv), owner }, { jobId, attempts: 1, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } });
    },
    async depth(owner) {
      // The owner's jobs the queue has not finished: waiting, delayed, prioritised or running.
      let n = 0;
      for (const jobId of await redis.smembers(ownerKey(owner))) {
        const state = await queue.getJobState(jobId);
        if (state === 'completed' || state === 'failed' || state === 'unknown') await redis.srem(ownerKey(owner), jobId);
        else n++;
      }
      return n;
    },
    async exclusive(owner, fn) {
      // One holder per owner across API instances (a Redis lock), and in order within this one.
      return locks(owner, async () => {
        const key = `${PREFIX}:${PRICING_QUEUE}:lock:${owner}`;
        const token = randomUUID();
        for (let wait = 2; (await redis.set(key, token, 'PX', 10_000, 'NX')) !== 'OK'; wait = Math.min(wait * 2, 50)) {
          await new Promise((r) => setTimeout(r, wait));
        }
        try {
          return await fn();
        } finally {
          await redis.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end", 1, key, token);
        }
      });
    },
    async cancel(jobId) {
      const job = await Job.fromId(queue, jobId);
      if (!job || !(await job.isWaiting())) return false;
      await job.remove();
      const owner = ownerOf.get(jobId);
      if (owner) await redis.srem(ownerKey(owner), jobId);
      settle(jobId);
      return true;
    },
    async idle() {
      await Promise.all([...waiting.values()].map((w) => w.promise));
    },
    async close() {
      clearInterval(sweeper);
      await queueEvents.close();
      await queue.close();
      redis.disconnect();
      events.disconnect();
    },
  };
}

/** Options of {@link startPricingWorker}. */
export interface PricingWorkerOptions {
  url: string;
  /** Reads the pricing tables (the worker's own read-only copy of the seeded tables). */
  data: Pick<Executor, 'all'>;
  /** How long a run's lock lasts without renewal, ms: a killed worker's job runs again after about this long. @default 30000 */
  lockDuration?: number;
  onError?: (err: unknown) => void;
}

/** A running worker. */
export interface PricingWorker {
  /** Stops taking jobs; the job running ends first. */
  close(): Promise<void>;
}

/**
 * A worker process's side: takes jobs from the queue one at a time and runs each in a worker
 * thread (so the process's event loop keeps the job's lock renewed), reporting each milestone's
 * progress and the end through the queue.
 */
export function startPricingWorker(options: PricingWorkerOptions): PricingWorker {
  const lockDuration = options.lockDuration ?? 30_000;
  const runs = new Map<string, JobRunStore>();
  const dispatch: JobRunStore = {
    get: (jobId) => runs.get(jobId)!.get(jobId),
    inputCsv: (jobId) => runs.get(jobId)!.inputCsv(jobId),
    update: (jobId, patch) => runs.get(jobId)!.update(jobId, patch),
    finish: (jobId, end) => runs.get(jobId)!.finish(jobId, end),
  };
  const runner = createThreadRunner({ db: options.data, store: dispatch });
  const connection = connect(options.url);
  const worker = new Worker<QueuedJobData, QueuedJobResult>(
    PRICING_QUEUE,
    async (job) => {
      const { record } = job.data;
      const inputCsv = inputOf(job.data);
      const attempt = Math.max(1, job.attemptsStarted);
      let end: QueuedJobResult['end'] | undefined;
      runs.set(record.jobId, {
        get: async () => record,
        inputCsv: async () => inputCsv,
        update: async (_jobId, patch) => void (await job.updateProgress({ attempt, patch } satisfies QueuedProgress)),
        finish: async (_jobId, e) => void (end = e),
      });
      try {
        await runner.run(record.jobId);
      } catch (err) {
        // A broken run has ended the job failed (its end recorded above); one with no end is BullMQ's failure.
        if (!end) throw err;
        options.onError?.(err);
      } finally {
        runs.delete(record.jobId);
      }
      if (!end) throw new Error('the pricing job ended without a result');
      const resultsGz = Object.fromEntries(Object.entries(end.results).map(([name, text]) => [name, packText(text)]));
      return { attempt, end: { ...end, results: {} }, resultsGz };
    },
    { connection, prefix: PREFIX, concurrency: 1, lockDuration, stalledInterval: Math.max(1000, Math.floor(lockDuration / 2)), maxStalledCount: 5 },
  );
  worker.on('error', (err) => options.onError?.(err));
  return {
    async close() {
      await worker.close();
      await runner.close();
      connection.disconnect();
    },
  };
}
