import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { ImportKind } from '../import/formats';
import type { ImportRow, RejectedRow } from '../import/types';

/**
 * Uploads through the API (`POST /api/imports`, `GET /api/imports/{id}`): the store of their
 * statuses, which also holds the limit of unfinished uploads per user, and the log of import
 * events through which every API instance's own DuckDB file of time series takes every upload.
 * The embedded default keeps the statuses in the one server's process
 * ({@link createInProcessImportStatusStore}); with `LOADLINE_DATABASE_URL` both are PostgreSQL's
 * (stores/postgres/imports.ts), shared by every instance.
 *
 * @module
 */

/** Where an upload is: checking its rows, waiting for its turn to write, writing, or ended. */
export type UploadState = 'validating' | 'queued' | 'writing' | 'done' | 'rejected' | 'failed';

/** What an upload's owner reads (GET /api/imports/{importId}). */
export interface UploadStatus {
  importId: string;
  kind: ImportKind;
  /** Source label the rows are stored under. */
  source: string;
  state: UploadState;
  /** Size of the file, bytes. */
  bytes: number;
  /** Lines of the file after the header (blank ones included), counted on arrival: what `validated` runs up to, about. */
  lines: number;
  /** Data rows of the file (blank lines not counted); null until the file has been read. */
  total: number | null;
  /** Rows checked so far. */
  validated: number;
  /** Rows written so far inside the import's transaction (none stay written unless it ends `done`). */
  written: number;
  /** Rows imported: `written` once the upload is `done`, else 0. */
  imported: number;
  /** Bad lines by line number (the header is line 1), the first `MAX_REJECTED_SHOWN` (import/uploads.ts). */
  rejected: RejectedRow[];
  /** Bad lines in all. */
  rejectedCount: number;
  /** The spec's summary of a rejected file ('From the {n} rows on the file, {m} have not be imported ...'), or why the import failed. */
  message?: string;
  /** ISO instants. */
  createdAt: string;
  finishedAt?: string;
}

/** Who an upload belongs to: only this user of this organisation reads its status. */
export interface UploadOwner {
  userId: string;
  orgId: string;
}

/**
 * How long an unfinished upload may go without a word from the instance running it (progress or
 * its heartbeat, every {@link UPLOAD_HEARTBEAT_MS}) before it counts as failed: its instance
 * stopped. ms.
 */
export const UPLOAD_STALE_MS = 2 * 60 * 1000;
/** How often an instance says its unfinished uploads are still running, ms. */
export const UPLOAD_HEARTBEAT_MS = 20 * 1000;
/** How long an ended upload's status stays readable, ms. */
export const UPLOAD_STATUS_TTL_MS = 60 * 60 * 1000;

/** The statuses of uploads, by id, each readable by its owner alone. */
export interface ImportStatusStore {
  /**
   * Records a new upload's status, unless its owner already has `limit` unfinished uploads (on
   * any instance): counting and recording are one atomic step, so uploads accepted at the same
   * moment by two instances never exceed the limit.
   * @returns false when the owner is at the limit (nothing recorded)
   */
  start(owner: UploadOwner, status: UploadStatus, limit: number): Promise<boolean>;
  /** Replaces the status of an upload (progress, then its end: `finishedAt` set). */
  update(status: UploadStatus): Promise<void>;
  /**
   * The status of an upload of `owner`; undefined for an unknown id, an expired one (ended more
   * than {@link UPLOAD_STATUS_TTL_MS} ago), or anyone else's upload. An unfinished upload not heard
   * of for {@link UPLOAD_STALE_MS} (its instance stopped) reads as failed, 'Something went wrong'.
   */
  get(importId: string, owner: UploadOwner): Promise<UploadStatus | undefined>;
  /** Tells the store these unfinished uploads are still running (heartbeat). */
  touch(importIds: readonly string[]): Promise<void>;
}

/** A validated upload, as every instance applies it to its time series. */
export interface ImportEvent {
  importId: string;
  orgId: string;
  kind: ImportKind;
  /** The source label, checked. */
  source: string;
  /** Data rows of the file. */
  total: number;
  rows: readonly ImportRow[];
}

/** An event of the log: its place in the order, and its rows decoded on demand. */
export interface LoggedImportEvent extends Omit<ImportEvent, 'rows'> {
  /** Position in the log (1, 2, ...): every instance applies the events in this order. */
  seq: number;
  rowCount: number;
  /** The rows, decompressed. */
  rows(): Promise<ImportRow[]>;
}

/** The log of import events every instance applies to its own DuckDB file (PostgreSQL only). */
export interface ImportEventLog {
  /**
   * Appends an event (its rows gzip-compressed).
   * @returns its sequence number, greater than every event committed before it
   */
  publish(event: ImportEvent): Promise<number>;
  /** Up to `limit` events after `seq`, in order. */
  after(seq: number, limit: number): Promise<LoggedImportEvent[]>;
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Columns of the rows, as the log stores them (JSON, then gzip). */
interface RowColumns {
  line: number[];
  startMs: number[];
  id: string[];
  values: (number | null)[][];
  texts: (string | null)[][];
}

/** An event's rows as stored: gzip-compressed JSON of their columns (compressed off the event loop). */
export async function encodeImportRows(rows: readonly ImportRow[]): Promise<Buffer> {
  const columns: RowColumns = { line: [], startMs: [], id: [], values: [], texts: [] };
  for (const r of rows) {
    columns.line.push(r.line);
    columns.startMs.push(r.startMs);
    columns.id.push(r.id);
    columns.values.push(r.values);
    columns.texts.push(r.texts);
  }
  return gzipAsync(JSON.stringify(columns));
}

/** The rows of {@link encodeImportRows}' bytes. */
export async function decodeImportRows(bytes: Uint8Array): Promise<ImportRow[]> {
  const c = JSON.parse((await gunzipAsync(bytes)).toString('utf8')) as RowColumns;
  return c.line.map((line, i) => ({ line, startMs: c.startMs[i]!, id: c.id[i]!, values: c.values[i]!, texts: c.texts[i]! }));
}

/** A copy of a status a caller may keep (its rejected list its own). */
export const copyStatus = (status: UploadStatus): UploadStatus => ({ ...status, rejected: [...status.rejected] });

/**
 * The embedded {@link ImportStatusStore}: statuses in the process of the one server that takes and
 * runs every upload (the DuckDB default), gone with it; an ended upload's status is dropped
 * {@link UPLOAD_STATUS_TTL_MS} after it ended.
 */
export function createInProcessImportStatusStore(now: () => number = Date.now): ImportStatusStore {
  const uploads = new Map<string, { owner: UploadOwner; status: UploadStatus }>();
  const prune = () => {
    const before = now() - UPLOAD_STATUS_TTL_MS;
    for (const [id, u] of uploads) if (u.status.finishedAt && Date.parse(u.status.finishedAt) < before) uploads.delete(id);
  };
  return {
    async start(owner, status, limit) {
      prune();
      let unfinished = 0;
      for (const u of uploads.values()) if (u.owner.userId === owner.userId && !u.status.finishedAt) unfinished++;
      if (unfinished >= limit) return false;
      uploads.set(status.importId, { owner: { ...owner }, status: copyStatus(status) });
      return true;
    },
    async update(status) {
      const u = uploads.get(status.importId);
      if (u) u.status = copyStatus(status);
    },
    async get(importId, owner) {
      prune();
      const u = uploads.get(importId);
      if (!u || u.owner.userId !== owner.userId || u.owner.orgId !== owner.orgId) return undefined;
      return copyStatus(u.status);
    },
    async touch() {
      // One process: an upload ends with it, never stale.
    },
  };
}
