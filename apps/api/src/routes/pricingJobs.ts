import {
  TEXT_FILE_TOO_BIG,
  TEXT_JOBS_QUEUE_RATE_REACHED,
  canDownloadJob,
  createJobRequestSchema,
  jobListResponseSchema,
  jobResultKindSchema,
  type CreateJobResponse,
  type StartJobResponse,
} from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { PricingRequestError } from '../pricing/configTables';
import { withJobNotifications } from '../pricing/jobNotifications';
import { createBullmqQueue } from '../pricing/jobBullmq';
import { createInProcessQueue, type JobQueue, type RunJob } from '../pricing/jobQueue';
import { createThreadRunner } from '../pricing/jobThread';
import { appState } from '../appState';
import { UPLOAD_EXPIRED_MESSAGE, type JobRecord, type JobStore, type NewJob } from '../pricing/jobStore';

export { UPLOAD_EXPIRED_MESSAGE };
import { toCsv } from '../pricing/engine/results';
import { checkInputFile } from '../pricing/runJob';

/** At most this many unfinished (waiting or active) jobs per user; one more answers 409 (spec part 2 §8). Ours: the spec gives no number. */
export const MAX_UNFINISHED_JOBS_PER_USER = 5;
/** How long an upload URL stays valid, ms (ours; the same 15 minutes as a sign-in redirect, spec part 2 §9). */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** Largest input CSV, bytes (spec part 2 §9: CSV import max 3 MiB). */
export const INPUT_CSV_MAX_BYTES = 3 * 1024 * 1024;

const FILES = { 'monthly_price.csv': 'monthly_price', 'summary_price.csv': 'summary_price', 'input.csv': 'input', 'errors.csv': 'errors' } as const;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const BASE = '/pricing/v1/jobs';

/** Options of {@link registerJobRoutes}. */
export interface JobRoutesOptions {
  db: Database;
  /**
   * Builds the queue from the job runner (default: BullMQ when `redisUrl` is set, else in-process,
   * one job at a time, each in a worker thread).
   */
  queue?: (run: RunJob) => JobQueue;
  /** Redis of the BullMQ queue (`redis://host:port`). @default LOADLINE_REDIS_URL; absent or empty: the in-process queue */
  redisUrl?: string;
  /** Receives the store and queue once made (tests wait for `queue.idle()`). */
  onReady?: (store: JobStore, queue: JobQueue) => void;
  now?: () => number;
}

/**
 * The job calls of spec part 2 §7 on `api` (already behind the session and Pricing Management
 * checks): create (POST /pricing/v1/jobs, answers a single-use upload URL valid 15 minutes,
 * bound to the job and its user), upload (PUT {url}, text/csv; a file with a problem answers 400
 * `{ message, errors: [{ line, message }] }` and is not stored, see `checkInputFile`), start (POST .../{jobId}), list,
 * result and input URLs, and the files they point at (plus `files/errors.csv`, the per-row errors
 * of a finished job by CSV line). At most {@link MAX_UNFINISHED_JOBS_PER_USER} unfinished jobs per
 * user, counted and created atomically; a job whose upload URL expired unused fails with
 * {@link UPLOAD_EXPIRED_MESSAGE} and frees its slot; DELETE .../{jobId} removes a job of the
 * caller not started yet (204; 409 once started). A user sees only their own jobs (another's
 * is 404). Started jobs survive a restart: on start-up unfinished ones are queued again.
 */
export async function registerJobRoutes(api: FastifyInstance, options: JobRoutesOptions): Promise<void> {
  const { db } = options;
  const now = options.now ?? Date.now;
  const stores = await appState(db);
  const store = stores.jobs;
  // The owner hears when the job starts and when it has finished (spec part 2 §2).
  const runner = createThreadRunner({ db, store, now, onError: (err) => api.log.error({ err }, 'pricing job thread stopped') });
  const run = withJobNotifications(runner.run, {
    get: (jobId) => store.get(jobId),
    notifications: stores.notifications,
    now,
    onError: (err) => api.log.error({ err }, 'pricing job notification failed'),
  });
  const redisUrl = options.redisUrl ?? process.env.LOADLINE_REDIS_URL;
  const onError = (err: unknown, jobId?: string) => api.log.error({ err, jobId }, 'pricing job failed');
  const queue = options.queue?.(run)
    ?? (redisUrl
      ? await createBullmqQueue({ url: redisUrl, store, notifications: stores.notifications, now, onError })
      : createInProcessQueue(run, (jobId, err) => onError(err, jobId), runner.close));
  options.onReady?.(store, queue);
  api.addHook('onReady', async () => {
    for (const jobId of await store.pending()) {
      const job = await store.get(jobId);
      if (job) await queue.enqueue(jobId, job.userId);
    }
  });
  // In-process the running and queued jobs end first (as before); BullMQ's stay with the workers.
  api.addHook('onClose', async () => {
    await queue.close();
    await runner.close();
  });

  api.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: INPUT_CSV_MAX_BYTES }, (_req, body, done) => done(null, body));

  const own = async (jobId: string, userId: string): Promise<JobRecord> => {
    const job = await store.get(jobId, userId);
    if (!job) throw new PricingRequestError('Job not found', 404);
    return job;
  };

  api.post(BASE, async (req): Promise<CreateJobResponse> => {
    const user = req.user!;
    const parsed = createJobRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw new PricingRequestError(`Invalid job: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const jobId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const job: NewJob = {
      jobId, userId: user.userId, orgId: user.orgId, type: parsed.data.type, name: parsed.data.name, addedOn: at,
      upload: { tokenHash: sha256(token), expiresAt: at + UPLOAD_URL_TTL_MS, used: false },
    };
    const created = queue.kind === 'inprocess'
      // In-process the store's unfinished jobs are the queue's: counted and created in one serialised transaction.
      ? await store.createWithin(job, MAX_UNFINISHED_JOBS_PER_USER, at)
      // On BullMQ the owner's jobs not started yet (the store's) and those in the queue (its real depth), under the owner's lock.
      : await queue.exclusive(user.userId, async () => {
        await store.expireUploads(at);
        const notStarted = (await store.list(user.userId)).filter((j) => j.startedAt === null && j.state === 'waiting').length;
        if (notStarted + (await queue.depth(user.userId)) >= MAX_UNFINISHED_JOBS_PER_USER) return false;
        await store.create(job);
        return true;
      });
    if (!created) throw new PricingRequestError(TEXT_JOBS_QUEUE_RATE_REACHED, 409);
    return { url: `/api${BASE}/${jobId}/input/${token}`, id: jobId, name: parsed.data.name };
  });

  api.put<{ Params: { jobId: string; token: string } }>(`${BASE}/:jobId/input/:token`, { bodyLimit: INPUT_CSV_MAX_BYTES }, async (req, reply) => {
    await own(req.params.jobId, req.user!.userId);
    const slot = await store.uploadSlot(req.params.jobId);
    const given = Buffer.from(sha256(req.params.token));
    if (!slot || !timingSafeEqual(given, Buffer.from(slot.tokenHash))) throw new PricingRequestError('Job not found', 404);
    if (slot.used) throw new PricingRequestError('This upload URL has been used', 409);
    if (now() > slot.expiresAt) throw new PricingRequestError('This upload URL has expired', 410);
    if (typeof req.body !== 'string') throw new PricingRequestError('Send the rows as text/csv', 415);
    if (Buffer.byteLength(req.body) > INPUT_CSV_MAX_BYTES) throw new PricingRequestError(TEXT_FILE_TOO_BIG, 413);
    // The file is checked whole before it is stored (the CSV import's reader): 400 with the bad lines, nothing stored, the URL still usable.
    const refusal = checkInputFile(req.body);
    if (refusal) return reply.code(400).send(refusal);
    if (!(await store.saveInput(req.params.jobId, req.body))) throw new PricingRequestError('This upload URL has been used', 409);
    return reply.code(204).send();
  });

  api.post<{ Params: { jobId: string } }>(`${BASE}/:jobId`, async (req): Promise<StartJobResponse> => {
    const job = await own(req.params.jobId, req.user!.userId);
    if (!job.hasInput) throw new PricingRequestError('Upload the rows of the job before starting it');
    // Under the owner's lock: a creation never counts the job as neither not-started nor queued.
    const started = await queue.exclusive(job.userId, async () => {
      if (!(await store.markStarted(job.jobId, now()))) return false;
      await queue.enqueue(job.jobId, job.userId);
      return true;
    });
    if (!started) throw new PricingRequestError('The job has been started already', 409);
    return { status: 'queued', data: { jobId: job.jobId } };
  });

  // A job not started yet may be deleted by its owner (one waiting for its rows, or uploaded and never started).
  api.delete<{ Params: { jobId: string } }>(`${BASE}/:jobId`, async (req, reply) => {
    const outcome = await store.remove(req.params.jobId, req.user!.userId);
    if (outcome === 'missing') throw new PricingRequestError('Job not found', 404);
    if (outcome === 'started') throw new PricingRequestError('The job has been started already', 409);
    return reply.code(204).send();
  });

  api.get(BASE, async (req) => {
    await store.expireUploads(now());
    const jobs = await store.list(req.user!.userId);
    return jobListResponseSchema.parse(jobs.map(({ userId: _u, orgId: _o, startedAt: _s, hasInput: _h, ...job }) => job));
  });

  api.get<{ Params: { jobId: string; kind: string } }>(`${BASE}/:jobId/results/:kind`, async (req) => {
    const kind = jobResultKindSchema.safeParse(req.params.kind);
    if (!kind.success) throw new PricingRequestError(`Unknown result: ${req.params.kind.slice(0, 50)}`, 404);
    const job = await own(req.params.jobId, req.user!.userId);
    if (!canDownloadJob(job) || (await store.result(job.jobId, kind.data)) === undefined) {
      throw new PricingRequestError('The job has no results to download', 404);
    }
    return { url: `/api${BASE}/${job.jobId}/files/${kind.data}.csv` };
  });

  api.get<{ Params: { jobId: string } }>(`${BASE}/:jobId/input/`, async (req) => {
    const job = await own(req.params.jobId, req.user!.userId);
    if (!job.hasInput) throw new PricingRequestError('The job has no input', 404);
    return { url: `/api${BASE}/${job.jobId}/files/input.csv` };
  });

  api.get<{ Params: { jobId: string; file: string } }>(`${BASE}/:jobId/files/:file`, async (req, reply) => {
    const job = await own(req.params.jobId, req.user!.userId);
    const kind = FILES[req.params.file as keyof typeof FILES];
    let csv: string | undefined;
    if (kind === 'input') csv = await store.inputCsv(job.jobId);
    else if (kind === 'errors') csv = job.finishedOn ? toCsv(await store.errors(job.jobId), ['line', 'message']) : undefined;
    else if (kind !== undefined && canDownloadJob(job)) csv = await store.result(job.jobId, kind);
    if (csv === undefined) throw new PricingRequestError('File not found', 404);
    const filename = `${job.name.replace(/[^A-Za-z0-9_.-]+/g, '_')}_${req.params.file}`;
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
  });
}
