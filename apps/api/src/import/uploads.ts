import { TEXT_SOMETHING_WENT_WRONG } from '@loadline/core';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../db/database';
import { invalidateAnswers } from '../query/answerCache';
import {
  copyStatus,
  createInProcessImportStatusStore,
  UPLOAD_HEARTBEAT_MS,
  type ImportEventLog,
  type ImportStatusStore,
  type LoggedImportEvent,
  type UploadOwner,
  type UploadState,
  type UploadStatus,
} from '../stores/imports';
import { timeseriesOf } from '../timeseries/backend';
import type { HourConvention, ImportKind } from './formats';
import { writeValidatedImport, type ImportReport } from './importCsv';
import type { ImportValidator } from './importThread';
import { mirrorImportToClickhouse } from './mirror';
import { ImportTargetMissingError } from './write';
import type { ParsedImport } from './parse';
import type { RejectedRow } from './types';

/**
 * Imports uploaded through the API while the server runs (`POST /api/imports`): each upload is a
 * job of the uploader, checked in a worker thread (importThread.ts) and then written on the API's
 * own connections in one transaction, with its progress (rows checked, rows written) kept in the
 * status store for the client to poll. Writes run one at a time, in the order the files were
 * checked, so two imports of the same series never interleave their replace (delete, then insert)
 * and never double a row.
 *
 * With an import event log (PostgreSQL, several API instances each on its own DuckDB file), a
 * validated upload is published to the log instead of written at once, and every instance,
 * the one that took the upload included, applies the log's events in their order, each in one
 * DuckDB transaction that also records the event as applied ({@link IMPORT_CURSOR_TABLE}): every
 * file takes every upload once, in the same order, so the checks against rows already there give
 * the same outcome everywhere, and an instance restarting applies nothing twice.
 *
 * @module
 */

export type { UploadState, UploadStatus } from '../stores/imports';

/** Rejected lines an upload's status lists at most (the count says how many there are). */
export const MAX_REJECTED_SHOWN = 1_000;
/** Unfinished uploads one user may have at once; one more is refused (409, spec part 2 §8 'Jobs in queue rate has been reached'). */
export const MAX_UNFINISHED_UPLOADS_PER_USER = 3;
export { UPLOAD_STATUS_TTL_MS } from '../stores/imports';
/** How often an instance looks for import events other instances published, ms. */
export const IMPORT_EVENTS_POLL_MS = 1_000;
/** Attempts an instance makes at applying one import event before it leaves it out (logged). */
export const IMPORT_EVENT_ATTEMPTS = 3;
/** DuckDB table of the last import event this file has applied (written in the event's own transaction). */
export const IMPORT_CURSOR_TABLE = 'loadline_import_cursor';

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
  /** Starts an upload; undefined when the user has {@link MAX_UNFINISHED_UPLOADS_PER_USER} unfinished already (on any instance). */
  start(request: UploadRequest): Promise<UploadStatus | undefined>;
  /** The status of an upload of `owner`; undefined for an unknown id or anyone else's upload. */
  get(importId: string, owner: UploadOwner): Promise<UploadStatus | undefined>;
  /**
   * Applies the import events of the log this file has not applied yet, in order; resolves with
   * how many it applied (0 without a log).
   */
  catchUp(): Promise<number>;
  /** Resolves when every upload started so far has ended (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops polling the log and the heartbeat, once every upload started has ended. */
  close(): Promise<void>;
}

/** Options of {@link createImportUploads}. */
export interface ImportUploadsOptions {
  db: Database;
  validator: ImportValidator;
  /** Where statuses are kept. @default the in-process store (one server) */
  statuses?: ImportStatusStore;
  /**
   * The import event log of several instances on their own DuckDB files (PostgreSQL): validated
   * uploads go through it and this instance applies every instance's events. Absent: each upload
   * is written here at once (one server).
   */
  events?: ImportEventLog;
  /** How often the log is read for other instances' events, ms. @default IMPORT_EVENTS_POLL_MS */
  pollMs?: number;
  /** Hears an import that failed for a reason of the server (its detail stays in the log). */
  onError?: (err: unknown, importId: string) => void;
  /** Hears an import event this instance could not apply (after its last attempt, it is left out here). */
  onApplyError?: (err: unknown, event: { seq: number; importId: string; attempt: number }) => void;
  /** Rows per INSERT (and per progress step) of the write. @default 5000 */
  chunkSize?: number;
  now?: () => number;
}

/** Lines after the first of a file (a last line without a line break counted). */
export function linesAfterHeader(bytes: Uint8Array): number {
  let breaks = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) breaks++;
  const lastOpen = bytes.byteLength > 0 && bytes[bytes.byteLength - 1] !== 10;
  return Math.max(0, breaks + (lastOpen ? 1 : 0) - 1);
}

/** Keeps a status in the store: at most one write in flight, the next one carrying the latest state. */
function statusSaver(store: ImportStatusStore, status: UploadStatus, onError: (err: unknown) => void) {
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  return (): Promise<void> => {
    if (queued) return chain;
    queued = true;
    chain = chain.then(async () => {
      queued = false;
      await store.update(copyStatus(status)).catch(onError);
    });
    return chain;
  };
}

/** The last import event a DuckDB file has applied (0 for none). */
async function appliedThrough(db: Database): Promise<number> {
  await db.run(`CREATE TABLE IF NOT EXISTS ${IMPORT_CURSOR_TABLE} (seq BIGINT NOT NULL)`);
  const [row] = await db.all<{ seq: number }>(`SELECT coalesce(max(seq), 0)::DOUBLE AS seq FROM ${IMPORT_CURSOR_TABLE}`);
  return row?.seq ?? 0;
}

/** Records `seq` as the last import event applied, inside the caller's transaction. */
async function recordApplied(tx: Executor, seq: number): Promise<void> {
  await tx.run(`CREATE TABLE IF NOT EXISTS ${IMPORT_CURSOR_TABLE} (seq BIGINT NOT NULL)`);
  await tx.run(`DELETE FROM ${IMPORT_CURSOR_TABLE}`);
  await tx.run(`INSERT INTO ${IMPORT_CURSOR_TABLE} VALUES (?)`, [seq]);
}

/** What an upload published to the log waits for: this instance applying its event. */
interface OwnEvent {
  parsed: ParsedImport;
  status: UploadStatus;
  save: () => Promise<void>;
  done: (report: ImportReport) => void;
  fail: (err: unknown) => void;
}

/** Creates the uploads of a server on its database. */
export function createImportUploads(options: ImportUploadsOptions): ImportUploads {
  const { db, events } = options;
  const now = options.now ?? Date.now;
  const store = options.statuses ?? createInProcessImportStatusStore(now);
  const chunkSize = options.chunkSize ?? 5_000;
  const running = new Map<string, Promise<void>>();
  const unfinished = new Set<string>();
  const own = new Map<string, OwnEvent>();
  // One write at a time, in the order files finish their checks.
  let writes: Promise<unknown> = Promise.resolve();
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = writes.then(fn);
    writes = run.catch(() => undefined);
    return run;
  };

  /**
   * Writes validated rows into this file (one transaction), then forgets the answers they change.
   */
  const write = async (
    parsed: ParsedImport,
    target: { kind: ImportKind; source: string; orgId: string },
    more: { onChunk?: (written: number) => void; inTransaction?: (tx: Executor) => Promise<void> } = {},
  ): Promise<ImportReport> => {
    const result = await writeValidatedImport(db, parsed, { ...target, chunkSize, ...more });
    if (result.imported > 0) invalidateAnswers(db);
    return result;
  };

  // ---- The import event log (several instances): apply every event in order, once. ----
  let cursor: number | undefined;
  const attempts = new Map<number, number>();
  let applying: Promise<number> | undefined;
  let again = false;

  const applyOne = async (event: LoggedImportEvent): Promise<void> => {
    const mine = own.get(event.importId);
    let report: ImportReport;
    let parsed: ParsedImport;
    try {
      parsed = mine?.parsed ?? { total: event.total, rows: await event.rows(), rejected: [] };
      if (mine) {
        mine.status.state = 'writing';
        void mine.save();
      }
      const rows = parsed;
      report = await serially(() =>
        write(rows, { kind: event.kind, source: event.source, orgId: event.orgId }, {
          ...(mine ? { onChunk: (written: number) => ((mine.status.written = written), void mine.save()) } : {}),
          inTransaction: (tx) => recordApplied(tx, event.seq),
        }),
      );
      // Rows another source holds: refused alike on every instance, nothing written.
      if (report.imported === 0) await db.transaction((tx) => recordApplied(tx, event.seq));
    } catch (err) {
      // A file not seeded yet takes the event once it is: never left out for that.
      if (err instanceof ImportTargetMissingError) {
        mine?.fail(err);
        throw err;
      }
      const attempt = (attempts.get(event.seq) ?? 0) + 1;
      options.onApplyError?.(err, { seq: event.seq, importId: event.importId, attempt });
      if (attempt < IMPORT_EVENT_ATTEMPTS) {
        attempts.set(event.seq, attempt);
        throw err;
      }
      // Left out on this instance (logged above), so the events after it still come.
      attempts.delete(event.seq);
      await db.transaction((tx) => recordApplied(tx, event.seq));
      cursor = event.seq;
      mine?.fail(err);
      return;
    }
    cursor = event.seq;
    attempts.delete(event.seq);
    // A ClickHouse server is shared: the instance that took the upload copies it there; chDB is each instance's own.
    const backend = timeseriesOf(db);
    if (report.imported > 0 && backend.engine && (mine || backend.kind === 'chdb')) {
      try {
        await mirrorImportToClickhouse(db, backend.engine, { kind: event.kind, source: event.source, orgId: event.orgId, rows: parsed.rows }, backend.cluster);
      } catch (err) {
        if (mine) return mine.fail(err);
        options.onApplyError?.(err, { seq: event.seq, importId: event.importId, attempt: 0 });
      }
    }
    mine?.done(report);
  };

  const applyPending = async (): Promise<number> => {
    if (!events) return 0;
    cursor ??= await appliedThrough(db);
    let applied = 0;
    for (;;) {
      const batch = await events.after(cursor, 4);
      if (!batch.length) return applied;
      for (const event of batch) {
        await applyOne(event);
        applied++;
      }
    }
  };

  const catchUp = (): Promise<number> => {
    if (applying) {
      again = true;
      return applying;
    }
    const round = (async () => {
      let applied = 0;
      do {
        again = false;
        applied += await applyPending();
      } while (again);
      return applied;
    })();
    applying = round.finally(() => (applying = undefined));
    return applying;
  };

  const poll = events ? setInterval(() => void catchUp().catch(() => undefined), options.pollMs ?? IMPORT_EVENTS_POLL_MS) : undefined;
  poll?.unref();
  // The first catch-up of a new or restarted instance, in the background.
  if (events) void catchUp().catch(() => undefined);
  const heartbeat = setInterval(() => void store.touch([...unfinished]).catch((err: unknown) => options.onError?.(err, [...unfinished].join(', '))), UPLOAD_HEARTBEAT_MS);
  heartbeat.unref();

  /** The write of a validated upload: at once (one server), or through the log (several instances). */
  const writeUpload = (request: UploadRequest, parsed: ParsedImport, status: UploadStatus, save: () => Promise<void>): Promise<ImportReport> => {
    const target = { kind: request.kind, source: request.source, orgId: request.orgId };
    if (!events) {
      return serially(async () => {
        if (parsed.rejected.length === 0) {
          status.state = 'writing';
          void save();
        }
        const result = await write(parsed, target, { onChunk: (written) => ((status.written = written), void save()) });
        const backend = timeseriesOf(db);
        if (result.imported > 0 && backend.engine) await mirrorImportToClickhouse(db, backend.engine, { ...target, rows: parsed.rows }, backend.cluster);
        return result;
      });
    }
    if (parsed.rejected.length) return writeValidatedImport(db, parsed, { ...target, chunkSize });
    return new Promise<ImportReport>((done, fail) => {
      own.set(status.importId, { parsed, status, save, done, fail });
      // A failed round of applying is tried again by the poll: this upload ends when its event is applied (or left out).
      events.publish({ importId: status.importId, ...target, total: parsed.total, rows: parsed.rows }).then(() => void catchUp().catch(() => undefined), fail);
    }).finally(() => own.delete(status.importId));
  };

  const finish = (status: UploadStatus, state: UploadState, rejected: RejectedRow[] = [], message?: string) => {
    status.state = state;
    status.rejectedCount = rejected.length;
    status.rejected = rejected.slice(0, MAX_REJECTED_SHOWN);
    if (message !== undefined) status.message = message;
    status.finishedAt = new Date(now()).toISOString();
  };

  const run = async (request: UploadRequest, status: UploadStatus, save: () => Promise<void>): Promise<void> => {
    try {
      const parsed = await options.validator.validate(
        request.bytes,
        { kind: request.kind, timezone: request.timezone, hourConvention: request.hourConvention, maxBytes: request.maxBytes },
        (checked) => ((status.validated = checked), void save()),
      );
      status.total = parsed.total;
      status.validated = parsed.total;
      if (parsed.rejected.length === 0) status.state = 'queued';
      void save();
      const report = await writeUpload(request, parsed, status, save);
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
    unfinished.delete(status.importId);
    await save();
  };

  const idle = async () => {
    while (running.size) await Promise.all([...running.values()]);
  };

  return {
    async start(request) {
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
      if (!(await store.start({ userId: request.userId, orgId: request.orgId }, status, MAX_UNFINISHED_UPLOADS_PER_USER))) return undefined;
      unfinished.add(status.importId);
      const save = statusSaver(store, status, (err) => options.onError?.(err, status.importId));
      const answer = copyStatus(status);
      const ended = run(request, status, save).finally(() => running.delete(status.importId));
      running.set(status.importId, ended);
      return answer;
    },
    get: (importId, owner) => store.get(importId, owner),
    catchUp,
    idle,
    async close() {
      await idle();
      if (poll) clearInterval(poll);
      clearInterval(heartbeat);
      await applying?.catch(() => undefined);
    },
  };
}
