import type { JobState, JobStatus, JobType } from '@loadline/core';
import type pg from 'pg';
import { UPLOAD_EXPIRED_MESSAGE, type JobRecord, type JobStore, type NewJob } from '../../pricing/jobStore';
import { withTransaction, type Queryable } from './pool';

interface Row {
  job_id: string; user_id: string; org_id: string; type: string; name: string; added_on: number; started_at: number | null;
  finished_on: number | null; state: string; progress: number | null; status: string | null; status_message: string | null;
  contract_count: number; passed_count: number; failed_count: number; has_input: boolean;
}

const COLUMNS = `job_id, user_id, org_id, type, name, added_on, started_at, finished_on, state, progress, status, status_message,
  contract_count, passed_count, failed_count, input_csv IS NOT NULL AS has_input`;

function toRecord(r: Row): JobRecord {
  return {
    jobId: r.job_id, userId: r.user_id, orgId: r.org_id, type: r.type as JobType, name: r.name,
    addedOn: new Date(r.added_on).toISOString(), finishedOn: r.finished_on === null ? null : new Date(r.finished_on).toISOString(),
    state: r.state as JobState, progress: r.progress, status: r.status as JobStatus | null, statusMessage: r.status_message,
    contractCount: r.contract_count, passedCount: r.passed_count, failedCount: r.failed_count, startedAt: r.started_at, hasInput: r.has_input,
  };
}

/** Columns {@link JobStore.update} may set, by the name of the patch member. */
const UPDATABLE = { state: 'state', progress: 'progress', contractCount: 'contract_count', passedCount: 'passed_count', failedCount: 'failed_count' } as const;

const EXPIRE_SQL = `UPDATE pricing_jobs SET state = 'failed', status = 'error', status_message = $1, finished_on = upload_expires_at, progress = NULL,
  upload_used = true WHERE state = 'waiting' AND started_at IS NULL AND input_csv IS NULL AND upload_expires_at < $2`;
const INSERT_SQL = `INSERT INTO pricing_jobs (job_id, user_id, org_id, type, name, added_on, state, upload_token_hash, upload_expires_at)
  VALUES ($1, $2, $3, $4, $5, $6, 'waiting', $7, $8)`;
const insertParams = (j: NewJob) => [j.jobId, j.userId, j.orgId, j.type, j.name, j.addedOn, j.upload.tokenHash, j.upload.expiresAt];

const count = async (db: Queryable, userId: string) =>
  (await db.query<{ n: number }>(`SELECT count(*) AS n FROM pricing_jobs WHERE user_id = $1 AND state IN ('waiting', 'active')`, [userId])).rows[0]?.n ?? 0;

/**
 * PostgreSQL implementation of {@link JobStore}. A creation within the unfinished-jobs limit holds
 * the user's transaction-scoped advisory lock while it counts and inserts, so creations from any
 * number of instances never pass the limit together; starting and uploading are conditional
 * updates (one of two racing callers wins); finishing writes errors, results and the job's end in
 * one transaction holding the job's row lock.
 */
export function createPgJobStore(pool: pg.Pool): JobStore {
  return {
    create: async (j) => void (await pool.query(INSERT_SQL, insertParams(j))),
    createWithin: (j, limit, now) =>
      withTransaction(pool, async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('pricing-jobs:' || $1))", [j.userId]);
        await tx.query(EXPIRE_SQL, [UPLOAD_EXPIRED_MESSAGE, now]);
        if ((await count(tx, j.userId)) >= limit) return false;
        await tx.query(INSERT_SQL, insertParams(j));
        return true;
      }),
    expireUploads: async (now) => (await pool.query(EXPIRE_SQL, [UPLOAD_EXPIRED_MESSAGE, now])).rowCount ?? 0,
    remove: (jobId, userId) =>
      withTransaction(pool, async (tx) => {
        const { rows } = await tx.query<{ s: number | null }>('SELECT started_at AS s FROM pricing_jobs WHERE job_id = $1 AND user_id = $2 FOR UPDATE', [jobId, userId]);
        if (!rows[0]) return 'missing' as const;
        if (rows[0].s !== null) return 'started' as const;
        // Errors and results go with the job (ON DELETE CASCADE).
        await tx.query('DELETE FROM pricing_jobs WHERE job_id = $1', [jobId]);
        return 'deleted' as const;
      }),
    get: async (jobId, userId) => {
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM pricing_jobs WHERE job_id = $1${userId === undefined ? '' : ' AND user_id = $2'}`,
        userId === undefined ? [jobId] : [jobId, userId],
      );
      return rows[0] ? toRecord(rows[0]) : undefined;
    },
    list: async (userId) =>
      (await pool.query<Row>(`SELECT ${COLUMNS} FROM pricing_jobs WHERE user_id = $1 ORDER BY added_on DESC, job_id DESC`, [userId])).rows.map(toRecord),
    unfinishedCount: (userId) => count(pool, userId),
    uploadSlot: async (jobId) => {
      const { rows } = await pool.query<{ h: string | null; e: number | null; u: boolean }>(
        'SELECT upload_token_hash AS h, upload_expires_at AS e, upload_used AS u FROM pricing_jobs WHERE job_id = $1',
        [jobId],
      );
      const r = rows[0];
      return r && r.h !== null && r.e !== null ? { tokenHash: r.h, expiresAt: r.e, used: r.u } : undefined;
    },
    saveInput: async (jobId, csv) =>
      ((await pool.query('UPDATE pricing_jobs SET input_csv = $1, upload_used = true WHERE job_id = $2 AND NOT upload_used', [csv, jobId])).rowCount ?? 0) > 0,
    inputCsv: async (jobId) =>
      (await pool.query<{ c: string | null }>('SELECT input_csv AS c FROM pricing_jobs WHERE job_id = $1', [jobId])).rows[0]?.c ?? undefined,
    markStarted: async (jobId, at) =>
      ((await pool.query('UPDATE pricing_jobs SET started_at = $1 WHERE job_id = $2 AND started_at IS NULL', [at, jobId])).rowCount ?? 0) > 0,
    pending: async () =>
      (await pool.query<{ job_id: string }>(
        `SELECT job_id FROM pricing_jobs WHERE started_at IS NOT NULL AND state IN ('waiting', 'active') ORDER BY started_at, job_id`,
      )).rows.map((r) => r.job_id),
    update: async (jobId, patch) => {
      const entries = Object.entries(patch).filter(([k]) => Object.hasOwn(UPDATABLE, k));
      if (!entries.length) return;
      await pool.query(
        `UPDATE pricing_jobs SET ${entries.map(([k], i) => `${UPDATABLE[k as keyof typeof UPDATABLE]} = $${i + 1}`).join(', ')} WHERE job_id = $${entries.length + 1}`,
        [...entries.map(([, v]) => v as string | number | null), jobId],
      );
    },
    finish: (jobId, end) =>
      withTransaction(pool, async (tx) => {
        // The job's row lock first: instances writing the same end at once take turns, each replacing
        // the last one's rows, instead of inserting beside them (a duplicate key).
        await tx.query('SELECT 1 FROM pricing_jobs WHERE job_id = $1 FOR UPDATE', [jobId]);
        await tx.query('DELETE FROM pricing_job_errors WHERE job_id = $1', [jobId]);
        await tx.query('DELETE FROM pricing_job_results WHERE job_id = $1', [jobId]);
        if (end.errors.length) {
          await tx.query(
            'INSERT INTO pricing_job_errors (job_id, line, message) SELECT $1, l, m FROM unnest($2::int[], $3::text[]) AS e(l, m)',
            [jobId, end.errors.map((e) => e.line), end.errors.map((e) => e.message)],
          );
        }
        for (const [kind, csv] of Object.entries(end.results)) await tx.query('INSERT INTO pricing_job_results (job_id, kind, csv) VALUES ($1, $2, $3)', [jobId, kind, csv]);
        await tx.query(
          `UPDATE pricing_jobs SET state = $1, progress = 4, status = $2, status_message = $3, finished_on = $4, contract_count = $5, passed_count = $6,
             failed_count = $7 WHERE job_id = $8`,
          [end.state, end.status, end.statusMessage, end.finishedOn, end.counts.contract, end.counts.passed, end.counts.failed, jobId],
        );
      }),
    result: async (jobId, kind) =>
      (await pool.query<{ c: string }>('SELECT csv AS c FROM pricing_job_results WHERE job_id = $1 AND kind = $2', [jobId, kind])).rows[0]?.c,
    errors: async (jobId) =>
      (await pool.query<{ line: number; message: string }>('SELECT line, message FROM pricing_job_errors WHERE job_id = $1 ORDER BY line', [jobId])).rows,
  };
}
