import { LOADLINE_REQUEST_HEADER, TEXT_SOMETHING_WENT_WRONG } from '@loadline/core';
import type { ImportKind } from './importTexts';

/** A rejected line of an import: its number in the file (the header is line 1) and why. */
export interface RejectedLine {
  line: number;
  reason: string;
}

/** The status of an upload, as `GET /api/imports/{importId}` answers it. */
export interface ImportStatus {
  importId: string;
  kind: ImportKind;
  source: string;
  state: 'validating' | 'queued' | 'writing' | 'done' | 'rejected' | 'failed';
  /** Lines of the file after the header, counted on arrival. */
  lines: number;
  total: number | null;
  validated: number;
  written: number;
  imported: number;
  rejected: RejectedLine[];
  rejectedCount: number;
  message?: string;
  finishedAt?: string;
}

/** What an upload sends besides the file. */
export interface ImportRequest {
  kind: ImportKind;
  source: string;
  timezone: string;
  hourEnding: boolean;
}

/** An answer of the API other than success: its status and message (the API's own words). */
export class ImportHttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  if (!res.ok) throw new ImportHttpError(res.status, typeof body.message === 'string' ? body.message : TEXT_SOMETHING_WENT_WRONG);
  return body as T;
}

/**
 * Sends a file to `POST /api/imports` (the body is the file itself, `text/csv`).
 * @throws ImportHttpError with the API's message (413 'file size bigger than expected', 403, 409 ...)
 */
export async function startImport(file: Blob, request: ImportRequest, signal?: AbortSignal): Promise<ImportStatus> {
  const query = new URLSearchParams({ kind: request.kind, source: request.source, timezone: request.timezone, hourConvention: request.hourEnding ? 'ending' : 'beginning' });
  const res = await fetch(`/api/imports?${query}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'text/csv', [LOADLINE_REQUEST_HEADER]: '1' },
    body: file,
    ...(signal ? { signal } : {}),
  });
  return answer<ImportStatus>(res);
}

/** Reads an upload's status (`GET /api/imports/{importId}`). @throws ImportHttpError */
export async function importStatus(importId: string, signal?: AbortSignal): Promise<ImportStatus> {
  const res = await fetch(`/api/imports/${encodeURIComponent(importId)}`, { credentials: 'include', ...(signal ? { signal } : {}) });
  return answer<ImportStatus>(res);
}
