import type { Job, JobState, JobStatus, JobType } from '@loadline/core';
import type { Database } from '../db/database';
import { serialisedWrite } from '../stores/writes';

/**
 * Pricing jobs persisted in DuckDB (spec part 2 §3 Job, §4 "Job progress"): state, milestone
 * progress (0-4), counts, per-row errors, the uploaded input and the result files. Application
 * state (not seed): kept across re-seeds. Every write is serialised (stores/writes.ts).
 *
 * @module
 */

/** Status message of a job whose upload URL expired before its rows were uploaded (ours; the spec has none). */
export const UPLOAD_EXPIRED_MESSAGE = 'The upload URL expired before the rows were uploaded; create the job again';

/** A stored job with what the list does not show. */
export interface JobRecord extends Job {
  userId: string;
  orgId: string;
  /** When the job was started (queued), ms; null before. */
  startedAt: number | null;
  hasInput: boolean;
}

/** The upload slot of a job: single use, expiring, bound to the job and its user. */
export interface UploadSlot {
  tokenHash: string;
  expiresAt: number;
  used: boolean;
}

const DDL = [
  `CREATE TABLE IF NOT EXISTS pricing_jobs (jobId VARCHAR PRIMARY KEY, userId VARCHAR NOT NULL, orgId VARCHAR NOT NULL, type VARCHAR NOT NULL,
    name VARCHAR NOT NULL, addedOn BIGINT NOT NULL, startedAt BIGINT, finishedOn BIGINT, state VARCHAR NOT NULL, progress INTEGER,
    status VARCHAR, statusMessage VARCHAR, contractCount INTEGER NOT NULL DEFAULT 0, passedCount INTEGER NOT NULL DEFAULT 0,
    failedCount INTEGER NOT NULL DEFAULT 0, uploadTokenHash VARCHAR, uploadExpiresAt BIGINT, uploadUsed BOOLEAN NOT NULL DEFAULT false,
    inputCsv VARCHAR)`,
  'CREATE TABLE IF NOT EXISTS pricing_job_errors (jobId VARCHAR NOT NULL, line INTEGER NOT NULL, message VARCHAR NOT NULL)',
  'CREATE TABLE IF NOT EXISTS pricing_job_results (jobId VARCHAR NOT NULL, kind VARCHAR NOT NULL, csv VARCHAR NOT NULL, PRIMARY KEY (jobId, kind))',
];

interface Row {
  jobId: string; userId: string; orgId: string; type: string; name: string; addedOn: bigint | number; startedAt: bigint | number | null;
  finishedOn: bigint | number | null; state: string; progress: number | null; status: string | null; statusMessage: string | null;
  contractCount: number; passedCount: number; failedCount: number; hasInput: boolean;
}

const COLUMNS = `jobId, userId, orgId, type, name, addedOn, startedAt, finishedOn, state, progress, status, statusMessage,
  contractCount, passedCount, failedCount, inputCsv IS NOT NULL AS hasInput`;
const ms = (v: bigint | number | null) => (v === null ? null : Number(v));

function toRecord(r: Row): JobRecord {
  const finished = ms(r.finishedOn);
  return {
    jobId: r.jobId, userId: r.userId, orgId: r.orgId, type: r.type as JobType, name: r.name,
    addedOn: new Date(Number(r.addedOn)).toISOString(), finishedOn: finished === null ? null : new Date(finished).toISOString(),
    state: r.state as JobState, progress: r.progress, status: r.status as JobStatus | null, statusMessage: r.statusMessage,
    contractCount: r.contractCount, passedCount: r.passedCount, failedCount: r.failedCount, startedAt: ms(r.startedAt), hasInput: r.hasInput,
  };
}

/** A job to create: its ids, owner, kind, name, creation time (ms) and upload slot. */
export type NewJob = { jobId: string; userId: string; orgId: string; type: JobType; name: string; addedOn: number; upload: UploadSlot };

/**
 * Pricing jobs and their results: the one way the routes and the job runner read and write them
 * (DuckDB here, PostgreSQL in stores/postgres/jobs.ts). Times are epoch ms.
 */
export interface JobStore {
  create(job: NewJob): Promise<void>;
  /**
   * Creates the job unless its user already has `limit` unfinished jobs: the count and the insert
   * are one serialised transaction, so parallel creations never pass the limit together. Jobs whose
   * upload URL expired unused are failed first ({@link JobStore.expireUploads}) and hold no slot.
   * @returns false when the limit is reached (nothing created)
   */
  createWithin(job: NewJob, limit: number, now: number): Promise<boolean>;
  /**
   * Fails every job still waiting for its rows whose upload URL expired before `now` (ms): state
   * failed, status error, {@link UPLOAD_EXPIRED_MESSAGE}, finished at the URL's expiry, the URL
   * spent, so it holds no slot of the unfinished-jobs limit. Returns how many.
   */
  expireUploads(now: number): Promise<number>;
  /** Deletes the user's job if it has not been started. */
  remove(jobId: string, userId: string): Promise<'deleted' | 'started' | 'missing'>;
  /** The job if it belongs to `userId`. */
  get(jobId: string, userId?: string): Promise<JobRecord | undefined>;
  /** The user's jobs, newest first. */
  list(userId: string): Promise<JobRecord[]>;
  /** Jobs of the user not finished yet (waiting or active). */
  unfinishedCount(userId: string): Promise<number>;
  uploadSlot(jobId: string): Promise<UploadSlot | undefined>;
  /** Stores the input and spends the slot; false when it was spent already (a concurrent upload). */
  saveInput(jobId: string, csv: string): Promise<boolean>;
  inputCsv(jobId: string): Promise<string | undefined>;
  /** Marks the job queued; false when it was started already. */
  markStarted(jobId: string, at: number): Promise<boolean>;
  /** Jobs started but not finished (to resume after a restart), oldest first. */
  pending(): Promise<string[]>;
  update(jobId: string, patch: Partial<Pick<Job, 'state' | 'progress' | 'contractCount' | 'passedCount' | 'failedCount'>>): Promise<void>;
  /** Writes errors and result files and finishes the job, in one transaction (replacing any of an interrupted run). */
  finish(jobId: string, end: { status: JobStatus; statusMessage: string; finishedOn: number; state: JobState; counts: { contract: number; passed: number; failed: number };
    errors: { line: number; message: string }[]; results: Record<string, string> }): Promise<void>;
  result(jobId: string, kind: string): Promise<string | undefined>;
  errors(jobId: string): Promise<{ line: number; message: string }[]>;
}

/** Creates the job tables of the DuckDB file when absent (idempotent). */
export async function migrateJobTables(db: Database): Promise<void> {
  for (const sql of DDL) await db.run(sql);
}

/** The DuckDB {@link JobStore} (tables from {@link migrateJobTables}). */
export function createDuckDbJobStore(db: Database): JobStore {
  const write = <T>(fn: () => Promise<T>) => serialisedWrite(db, fn);
  const EXPIRE_SQL = `UPDATE pricing_jobs SET state = 'failed', status = 'error', statusMessage = ?, finishedOn = uploadExpiresAt, progress = NULL,
    uploadUsed = true WHERE state = 'waiting' AND startedAt IS NULL AND inputCsv IS NULL AND uploadExpiresAt < ?`;
  const INSERT_SQL = `INSERT INTO pricing_jobs (jobId, userId, orgId, type, name, addedOn, state, uploadTokenHash, uploadExpiresAt) VALUES (?, ?, ?, ?, ?, ?, 'waiting', ?, ?)`;
  const insertParams = (j: NewJob) => [j.jobId, j.userId, j.orgId, j.type, j.name, j.addedOn, j.upload.tokenHash, j.upload.expiresAt];
  return {
    createWithin: (j, limit, now) => write(() => db.transaction(async (tx) => {
      await tx.run(EXPIRE_SQL, [UPLOAD_EXPIRED_MESSAGE, now]);
      const [r] = await tx.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM pricing_jobs WHERE userId = ? AND state IN ('waiting', 'active')`, [j.userId]);
      if ((r?.n ?? 0) >= limit) return false;
      await tx.run(INSERT_SQL, insertParams(j));
      return true;
    })),
    expireUploads: (now) => write(async () => {
      const [r] = await db.all<{ n: number }>(
        `SELECT count(*)::INTEGER AS n FROM pricing_jobs WHERE state = 'waiting' AND startedAt IS NULL AND inputCsv IS NULL AND uploadExpiresAt < ?`, [now]);
      if (!r?.n) return 0;
      await db.run(EXPIRE_SQL, [UPLOAD_EXPIRED_MESSAGE, now]);
      return r.n;
    }),
    remove: (jobId, userId) => write(() => db.transaction(async (tx) => {
      const [r] = await tx.all<{ s: bigint | null }>('SELECT startedAt AS s FROM pricing_jobs WHERE jobId = ? AND userId = ?', [jobId, userId]);
      if (!r) return 'missing' as const;
      if (r.s !== null) return 'started' as const;
      await tx.run('DELETE FROM pricing_job_errors WHERE jobId = ?', [jobId]);
      await tx.run('DELETE FROM pricing_job_results WHERE jobId = ?', [jobId]);
      await tx.run('DELETE FROM pricing_jobs WHERE jobId = ?', [jobId]);
      return 'deleted' as const;
    })),
    create: (j) => write(() => db.run(INSERT_SQL, insertParams(j))),
    get: async (jobId, userId) => {
      const rows = await db.all<Row>(`SELECT ${COLUMNS} FROM pricing_jobs WHERE jobId = ?${userId === undefined ? '' : ' AND userId = ?'}`,
        userId === undefined ? [jobId] : [jobId, userId]);
      return rows[0] ? toRecord(rows[0]) : undefined;
    },
    list: async (userId) => (await db.all<Row>(`SELECT ${COLUMNS} FROM pricing_jobs WHERE userId = ? ORDER BY addedOn DESC, jobId DESC`, [userId])).map(toRecord),
    unfinishedCount: async (userId) => {
      const [r] = await db.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM pricing_jobs WHERE userId = ? AND state IN ('waiting', 'active')`, [userId]);
      return r?.n ?? 0;
    },
    uploadSlot: async (jobId) => {
      const [r] = await db.all<{ h: string | null; e: bigint | null; u: boolean }>(
        'SELECT uploadTokenHash AS h, uploadExpiresAt AS e, uploadUsed AS u FROM pricing_jobs WHERE jobId = ?', [jobId]);
      return r && r.h !== null && r.e !== null ? { tokenHash: r.h, expiresAt: Number(r.e), used: r.u } : undefined;
    },
    saveInput: (jobId, csv) => write(async () => db.transaction(async (tx) => {
      const [r] = await tx.all<{ u: boolean }>('SELECT uploadUsed AS u FROM pricing_jobs WHERE jobId = ?', [jobId]);
      if (!r || r.u) return false;
      await tx.run('UPDATE pricing_jobs SET inputCsv = ?, uploadUsed = true WHERE jobId = ?', [csv, jobId]);
      return true;
    })),
    inputCsv: async (jobId) => (await db.all<{ c: string | null }>('SELECT inputCsv AS c FROM pricing_jobs WHERE jobId = ?', [jobId]))[0]?.c ?? undefined,
    markStarted: (jobId, at) => write(async () => db.transaction(async (tx) => {
      const [r] = await tx.all<{ s: bigint | null }>('SELECT startedAt AS s FROM pricing_jobs WHERE jobId = ?', [jobId]);
      if (!r || r.s !== null) return false;
      await tx.run('UPDATE pricing_jobs SET startedAt = ? WHERE jobId = ?', [at, jobId]);
      return true;
    })),
    pending: async () => (await db.all<{ jobId: string }>(
      `SELECT jobId FROM pricing_jobs WHERE startedAt IS NOT NULL AND state IN ('waiting', 'active') ORDER BY startedAt, jobId`)).map((r) => r.jobId),
    update: (jobId, patch) => write(async () => {
      const entries = Object.entries(patch).filter(([k]) => ['state', 'progress', 'contractCount', 'passedCount', 'failedCount'].includes(k));
      if (!entries.length) return;
      await db.run(`UPDATE pricing_jobs SET ${entries.map(([k]) => `${k} = ?`).join(', ')} WHERE jobId = ?`, [...entries.map(([, v]) => v as string | number), jobId]);
    }),
    finish: (jobId, end) => write(() => db.transaction(async (tx) => {
      await tx.run('DELETE FROM pricing_job_errors WHERE jobId = ?', [jobId]);
      await tx.run('DELETE FROM pricing_job_results WHERE jobId = ?', [jobId]);
      for (const e of end.errors) await tx.run('INSERT INTO pricing_job_errors VALUES (?, ?, ?)', [jobId, e.line, e.message]);
      for (const [kind, csv] of Object.entries(end.results)) await tx.run('INSERT INTO pricing_job_results VALUES (?, ?, ?)', [jobId, kind, csv]);
      await tx.run(`UPDATE pricing_jobs SET state = ?, progress = 4, status = ?, statusMessage = ?, finishedOn = ?, contractCount = ?, passedCount = ?,
        failedCount = ? WHERE jobId = ?`, [end.state, end.status, end.statusMessage, end.finishedOn, end.counts.contract, end.counts.passed, end.counts.failed, jobId]);
    })),
    result: async (jobId, kind) => (await db.all<{ c: string }>('SELECT csv AS c FROM pricing_job_results WHERE jobId = ? AND kind = ?', [jobId, kind]))[0]?.c,
    errors: async (jobId) => db.all<{ line: number; message: string }>('SELECT line, message FROM pricing_job_errors WHERE jobId = ? ORDER BY line', [jobId]),
  };
}
