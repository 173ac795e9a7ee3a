import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HourConvention, ImportKind } from './formats';
import type { UploadStatus } from './uploads';

/**
 * The client side of an import through a running server (`pnpm import-data --server URL`): the
 * file is sent to `POST /api/imports`, then its status is polled and its progress printed until
 * the import has ended.
 *
 * @module
 */

/** What {@link uploadImport} sends, and to whom. */
export interface UploadImportOptions {
  /** The server's origin, e.g. `http://localhost:3000`. */
  server: string;
  /** Headers of a signed-in call: the session cookie, `X-Loadline-Request: 1`, `Origin`. */
  headers: Record<string, string>;
  kind: ImportKind;
  file: string;
  source: string;
  timezone: string;
  hourConvention: HourConvention;
  /** Time between two status polls, ms. @default 500 */
  pollMs?: number;
  /** Hears each line of progress and of the outcome. */
  log: (line: string) => void;
}

/** Rejected lines printed at most (then a count). */
export const SHOWN_REJECTED = 50;

/** A status line: rows checked and written so far. */
export function progressLine(s: UploadStatus): string {
  const of = ` of ${s.total ?? s.lines}`;
  if (s.state === 'validating') return `checking: ${s.validated}${of} rows checked`;
  if (s.state === 'queued') return `checked ${s.validated}${of} rows: waiting for the import before it to finish`;
  if (s.state === 'writing') return `writing: ${s.written}${of} rows written`;
  return `${s.state}`;
}

/**
 * Uploads a file and follows its import to the end.
 * @returns the ended status (state `done`, `rejected` or `failed`)
 * @throws Error when the server refuses the upload (the answer's status and message) or cannot be reached
 */
export async function uploadImport(options: UploadImportOptions): Promise<UploadStatus> {
  const body = await readFile(options.file);
  const query = new URLSearchParams({ kind: options.kind, source: options.source, timezone: options.timezone, hourConvention: options.hourConvention });
  const res = await fetch(new URL(`/api/imports?${query}`, options.server), {
    method: 'POST',
    headers: { ...options.headers, 'content-type': 'text/csv' },
    body,
  });
  const answer = (await res.json().catch(() => ({}))) as Partial<UploadStatus> & { message?: string };
  if (res.status !== 202 || !answer.importId) throw new Error(`The server refused the upload (${res.status}): ${answer.message ?? res.statusText}`);
  options.log(`uploaded ${body.byteLength} bytes: import ${answer.importId}`);
  let last = '';
  for (;;) {
    const poll = await fetch(new URL(`/api/imports/${encodeURIComponent(answer.importId)}`, options.server), { headers: options.headers });
    if (poll.status !== 200) throw new Error(`The server answered ${poll.status} to the import's status`);
    const status = (await poll.json()) as UploadStatus;
    if (status.finishedAt) return status;
    const line = progressLine(status);
    if (line !== last) options.log(line);
    last = line;
    await sleep(options.pollMs ?? 500);
  }
}

/** The lines that tell how an ended import went (the rejected lines: the first {@link SHOWN_REJECTED} and a count). */
export function outcomeLines(status: UploadStatus, file: string): string[] {
  if (status.state === 'done') return [`Imported ${status.imported} ${status.kind} rows from ${file} (one transaction).`];
  if (status.state === 'failed') return [`Import failed, nothing written: ${status.message ?? ''}`];
  const lines = [`Nothing imported from ${file}.${status.message ? ` ${status.message}` : ''}`];
  for (const r of status.rejected.slice(0, SHOWN_REJECTED)) lines.push(`  line ${r.line}: ${r.reason}`);
  if (status.rejectedCount > SHOWN_REJECTED) lines.push(`  ... and ${status.rejectedCount - SHOWN_REJECTED} more rejected lines`);
  return lines;
}
