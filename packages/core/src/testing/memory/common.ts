import type * as z from 'zod';
import { LoadlineHttpError } from '../../adapter/errors';
import type { RequestOptions } from '../../adapter/types';

/** A fixture row of a datasource: `__time` (interval start, epoch ms) plus columns. */
export type MemoryRow = { readonly __time: number } & Readonly<Record<string, string | number | boolean | null>>;

/** Behaviour shared by every memory call. */
export interface MemoryRuntime {
  /** Artificial latency of every call, ms (0: answer on the next microtask). */
  readonly latencyMs: number;
  /** The clock (`addedOn`, `createdAt`, job times). */
  readonly now: () => Date;
  /** Next id with a prefix, e.g. `dsh-3`. */
  readonly nextId: (prefix: string) => string;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Runs a memory call like a network call: waits `latencyMs`, rejects with the signal's reason if
 * the signal is or becomes aborted (before or during the wait), then runs `work`. Answers are
 * deep copies, so callers never share state with the store.
 */
export async function respond<T>(runtime: MemoryRuntime, options: RequestOptions | undefined, work: () => T): Promise<T> {
  const signal = options?.signal;
  if (signal?.aborted) throw abortReason(signal);
  await new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, runtime.latencyMs);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  return structuredClone(work());
}

/** A rejected call with an HTTP status, as the HTTP adapter reports it. */
export function httpError(status: number, message: string): LoadlineHttpError {
  return new LoadlineHttpError(status, message);
}

/**
 * Parses a request body with a zod schema of core; an invalid body fails with 400 and the first
 * issue, as the reference API answers.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw httpError(400, issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request');
  }
  return result.data;
}

/** Row value compare for sorting: numbers numerically, the rest as text, null first. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}
