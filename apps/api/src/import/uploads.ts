import { TEXT_SOMETHING_WENT_WRONG } from '@loadline/core';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { invalidateAnswers } from '../query/answerCache';
import { timeseriesOf } from '../timeseries/backend';
import type { HourConvention, ImportKind } from './formats';
import { writeValidatedImport } from './importCsv';
import type { ImportValidator } from './importThread';
import { mirrorImportToClickhouse } from './mirror';
import type { RejectedRow } from './types';

/**
 * Imports uploaded through the API while the server runs (`POST /api/imports`): each upload is a
 * job of the uploader, checked in a worker thread (importThread.ts) and then written on the API's
 * own connections in one transaction, with its progress (rows checked, rows written) kept for the
 * client to poll. Writes run one at a time, in the order the files were checked, so two imports
 * of the same series never interleave their replace (delete, then insert) and never double a row.
 *
 * @module
 */

/** Where an upload is: checking its rows, waiting for its turn to write, writing, or ended. */
export type UploadState = 'validating' | 'queued' | 'writing' | 'done' | 'rejected' | 'failed';

/** Rejected lines an upload's status lists at most (the count says how many there are). */
export const MAX_REJECTED_SHOWN = 1_000;
/** Unfinished uploads one user may have at once; one more is refused (409, spec part 2 §8 'Jobs in queue rate has been reached'). */
export const MAX_UNFINISHED_UPLOADS_PER_USER = 3;
/** How long an ended upload's status stays readable, ms. */
export const UPLOAD_STATUS_TTL_MS = 60 * 60 * 1000;

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
  /** Bad lines by line number (the header is line 1), the first {@link MAX_REJECTED_SHOWN}. */
  rejected: RejectedRow[];
  /** Bad lines in all. */
  rejectedCount: number;
  /** The spec's summary of a rejected file ('From the {n} rows on the file, {m} have not be imported ...'), or why the import failed. */
  message?: string;
  /** ISO instants. */
  createdAt: string;
  finishedAt?: string;
}

/** Who uploads and what: the file's bytes and how to read them. */
export interface UploadRequest {
  userId: string;
  /** The uploader's organisation: every row is stored as its own. */
  orgId: string;
  kind: ImportKind;
  source: string;
  timezone: string;
  hourConvention: HourConvention;
  bytes: Uint8Array;
  /** Size cap the file was read with, bytes. */
  maxBytes: number;
}

/** The uploads of one server. */
export interface ImportUploads {
  /** Starts an upload; undefined when the user has {@link MAX_UNFINISHED_UPLOADS_PER_USER} unfinished already. */
  start(request: UploadRequest): UploadStatus | undefined;
  /** The status of an upload of `userId`; undefined for an unknown id or another user's upload. */
  get(importId: string, userId: string): UploadStatus | undefined;
  /** Resolves when every upload started so far has ended (tests, shutdown). */
  idle(): Promise<void>;
}

/** Options of {@link createImportUploads}. */
export interface ImportUploadsOptions {
  db: Database;
  validator: ImportValidator;
  /** Hears an import that failed for a reason of the server (its detail stays in the log). */
  onError?: (err: unknown, importId: string) => void;
  /** Rows per INSERT (and per progress step) of the write. @default 5000 */
  chunkSize?: number;
  now?: () => number;
}

interface Upload {
  userId: string;
  status: UploadStatus;
  ended: Promise<void>;
}

/** Lines after the first of a file (a last line without a line break counted). */
export function linesAfterHeader(bytes: Uint8Array): number {
  let breaks = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) breaks++;
  const lastOpen = bytes.byteLength > 0 && bytes[bytes.byteLength - 1] !== 10;
  return Math.max(0, breaks + (lastOpen ? 1 : 0) - 1);
}

/** Creates the uploads of a server on its database. */
export function createImportUploads(options: ImportUploadsOptions): ImportUploads {
  const now = options.now ?? Date.now;
  const uploads = new Map<string, Upload>();
  // One write at a time, in the order files finish their checks.
  let writes: Promise<unknown> = Promise.resolve();
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = writes.then(fn);
    writes = run.catch(() => undefined);
    return run;
  };

  const prune = () => {
    const before = now() - UPLOAD_STATUS_TTL_MS;
    for (const [id, u] of uploads) if (u.status.finishedAt && Date.parse(u.status.finishedAt) < before) uploads.delete(id);
  };

  const finish = (status: UploadStatus, state: UploadState, rejected: RejectedRow[] = [], message?: string) => {
    status.state = state;
    status.rejectedCount = rejected.length;
    status.rejected = rejected.slice(0, MAX_REJECTED_SHOWN);
    if (message !== undefined) status.message = message;
    status.finishedAt = new Date(now()).toISOString();
  };

  const run = async (request: UploadRequest, status: UploadStatus): Promise<void> => {
    try {
      const parsed = await options.validator.validate(
        request.bytes,
        { kind: request.kind, timezone: request.timezone, hourConvention: request.hourConvention, maxBytes: request.maxBytes },
        (checked) => (status.validated = checked),
      );
      status.total = parsed.total;
      status.validated = parsed.total;
      if (parsed.rejected.length === 0) status.state = 'queued';
      const report = await serially(async () => {
        if (parsed.rejected.length === 0) status.state = 'writing';
        const result = await writeValidatedImport(options.db, parsed, {
          kind: request.kind,
          source: request.source,
          orgId: request.orgId,
          chunkSize: options.chunkSize ?? 5_000,
          onChunk: (written) => void (status.written = written),
        });
        if (result.imported > 0) {
          invalidateAnswers(options.db);
          const backend = timeseriesOf(options.db);
          if (backend.engine) await mirrorImportToClickhouse(options.db, backend.engine, { kind: request.kind, orgId: request.orgId, source: request.source, rows: parsed.rows }, backend.cluster);
        }
        return result;
      });
      if (report.rejected.length) {
        status.written = 0;
        finish(status, 'rejected', report.rejected, report.message);
      } else {
        status.imported = report.imported;
        status.written = report.imported;
        finish(status, 'done');
      }
    } catch (err) {
      status.written = 0;
      options.onError?.(err, status.importId);
      finish(status, 'failed', [], TEXT_SOMETHING_WENT_WRONG);
    }
  };

  return {
    start(request) {
      prune();
      const unfinished = [...uploads.values()].filter((u) => u.userId === request.userId && !u.status.finishedAt).length;
      if (unfinished >= MAX_UNFINISHED_UPLOADS_PER_USER) return undefined;
      const status: UploadStatus = {
        importId: randomUUID(),
        kind: request.kind,
        source: request.source,
        state: 'validating',
        bytes: request.bytes.byteLength,
        lines: linesAfterHeader(request.bytes),
        total: null,
        validated: 0,
        written: 0,
        imported: 0,
        rejected: [],
        rejectedCount: 0,
        createdAt: new Date(now()).toISOString(),
      };
      uploads.set(status.importId, { userId: request.userId, status, ended: run(request, status) });
      return { ...status };
    },
    get(importId, userId) {
      const upload = uploads.get(importId);
      if (!upload || upload.userId !== userId) return undefined;
      return { ...upload.status, rejected: [...upload.status.rejected] };
    },
    async idle() {
      await Promise.all([...uploads.values()].map((u) => u.ended));
    },
  };
}
