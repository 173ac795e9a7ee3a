import { TEXT_SOMETHING_WENT_WRONG } from '@loadline/core';
import type pg from 'pg';
import type { ImportKind } from '../../import/formats';
import {
  decodeImportRows,
  encodeImportRows,
  UPLOAD_STALE_MS,
  UPLOAD_STATUS_TTL_MS,
  type ImportEventLog,
  type ImportStatusStore,
  type LoggedImportEvent,
  type UploadStatus,
} from '../imports';
import { withTransaction, type Queryable } from './pool';

/** Statuses recorded between two sweeps of expired ones. */
const SWEEP_EVERY = 100;
/** The advisory lock every publisher of an import event holds until its commit (sequence numbers in commit order). */
const EVENT_LOCK = "hashtext('loadline-import-events')";

const finishedMs = (status: UploadStatus) => (status.finishedAt ? Date.parse(status.finishedAt) : null);

/** Ends as failed ('Something went wrong') the unfinished uploads of `where` not heard of for {@link UPLOAD_STALE_MS}. */
async function endStale(db: Queryable, where: string, params: unknown[], now: number): Promise<void> {
  const n = params.length;
  await db.query(
    `UPDATE app_import_uploads SET finished_at = updated_at + $${n + 1},
       status = status || jsonb_build_object('state', 'failed', 'written', 0, 'message', $${n + 2}::text,
         'finishedAt', to_char(to_timestamp((updated_at + $${n + 1}) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
     WHERE finished_at IS NULL AND updated_at < $${n + 3} AND ${where}`,
    [...params, UPLOAD_STALE_MS, TEXT_SOMETHING_WENT_WRONG, now - UPLOAD_STALE_MS],
  );
}

/**
 * The PostgreSQL {@link ImportStatusStore} (table `app_import_uploads`, migration
 * 1764500000000_import-uploads), shared by every API instance: a poll reaching any instance reads
 * the upload. A start holds the user's transaction-scoped advisory lock while it counts the
 * unfinished uploads and inserts, so starts on any number of instances never pass the limit
 * together. An unfinished upload whose instance stopped (no progress nor heartbeat for
 * {@link UPLOAD_STALE_MS}) is ended as failed when its owner next starts one or reads it. Ended
 * statuses are deleted {@link UPLOAD_STATUS_TTL_MS} after their end.
 */
export function createPgImportStatusStore(pool: pg.Pool, now: () => number = Date.now): ImportStatusStore {
  let starts = 0;
  return {
    start: (owner, status, limit) =>
      withTransaction(pool, async (tx) => {
        const t = now();
        if (++starts % SWEEP_EVERY === 0) await tx.query('DELETE FROM app_import_uploads WHERE finished_at < $1', [t - UPLOAD_STATUS_TTL_MS]);
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('import-uploads:' || $1))", [owner.userId]);
        await endStale(tx, 'user_id = $1', [owner.userId], t);
        const { rows } = await tx.query<{ n: number }>('SELECT count(*) AS n FROM app_import_uploads WHERE user_id = $1 AND finished_at IS NULL', [owner.userId]);
        if ((rows[0]?.n ?? 0) >= limit) return false;
        await tx.query(
          'INSERT INTO app_import_uploads (import_id, org_id, user_id, status, created_at, updated_at, finished_at) VALUES ($1, $2, $3, $4, $5, $5, $6)',
          [status.importId, owner.orgId, owner.userId, JSON.stringify(status), t, finishedMs(status)],
        );
        return true;
      }),
    async update(status) {
      await pool.query('UPDATE app_import_uploads SET status = $2, updated_at = $3, finished_at = $4 WHERE import_id = $1 AND finished_at IS NULL', [
        status.importId,
        JSON.stringify(status),
        now(),
        finishedMs(status),
      ]);
    },
    async get(importId, owner) {
      const t = now();
      await endStale(pool, 'import_id = $1', [importId], t);
      const { rows } = await pool.query<{ status: UploadStatus }>(
        'SELECT status FROM app_import_uploads WHERE import_id = $1 AND user_id = $2 AND org_id = $3 AND (finished_at IS NULL OR finished_at >= $4)',
        [importId, owner.userId, owner.orgId, t - UPLOAD_STATUS_TTL_MS],
      );
      return rows[0]?.status;
    },
    async touch(importIds) {
      if (!importIds.length) return;
      await pool.query('UPDATE app_import_uploads SET updated_at = $2 WHERE import_id = ANY($1::text[]) AND finished_at IS NULL', [[...importIds], now()]);
    },
  };
}

interface EventRow {
  seq: number;
  import_id: string;
  org_id: string;
  kind: string;
  source: string;
  total: number;
  row_count: number;
  rows_gz: Buffer;
}

/**
 * The PostgreSQL {@link ImportEventLog} (table `app_import_events`): each validated upload's rows,
 * gzip-compressed, numbered in commit order (a publisher holds one advisory lock from taking its
 * number to its commit), kept so an instance started later (a new DuckDB file) takes every upload.
 */
export function createPgImportEventLog(pool: pg.Pool, now: () => number = Date.now): ImportEventLog {
  return {
    async publish(event) {
      const rowsGz = await encodeImportRows(event.rows);
      return withTransaction(pool, async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${EVENT_LOCK})`);
        const { rows } = await tx.query<{ seq: number }>(
          `INSERT INTO app_import_events (import_id, org_id, kind, source, total, row_count, rows_gz, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING seq`,
          [event.importId, event.orgId, event.kind, event.source, event.total, event.rows.length, rowsGz, now()],
        );
        return rows[0]!.seq;
      });
    },
    async after(seq, limit) {
      const { rows } = await pool.query<EventRow>(
        'SELECT seq, import_id, org_id, kind, source, total, row_count, rows_gz FROM app_import_events WHERE seq > $1 ORDER BY seq LIMIT $2',
        [seq, limit],
      );
      return rows.map(
        (r): LoggedImportEvent => ({
          seq: r.seq,
          importId: r.import_id,
          orgId: r.org_id,
          kind: r.kind as ImportKind,
          source: r.source,
          total: r.total,
          rowCount: r.row_count,
          rows: () => decodeImportRows(r.rows_gz),
        }),
      );
    },
  };
}
