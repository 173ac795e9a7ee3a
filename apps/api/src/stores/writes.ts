import type { Database } from '../db/database';

/**
 * Writes of the application state that run concurrently: DuckDB uses optimistic concurrency, so
 * two transactions touching the same row (or inserting the same key) make one fail at commit
 * ('Conflict on tuple deletion', 'Duplicate key', 'Conflict on update'). Writes of this process
 * are serialised per database (they are small: a few point statements each), and one that still
 * loses to another writer is retried with exponential backoff.
 */

/** Whether `err` is a write-write conflict DuckDB expects the caller to retry. */
export function isWriteConflict(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return /conflict|duplicate key|transactioncontext error/i.test(message);
}

/** Attempts of {@link withConflictRetry}. */
export const WRITE_ATTEMPTS = 8;

/**
 * Runs `fn` again when it fails with a write conflict, waiting 5, 10, 20 ... ms (with jitter)
 * between attempts; other errors, and the last conflict, are thrown.
 */
export async function withConflictRetry<T>(fn: () => Promise<T>, attempts = WRITE_ATTEMPTS): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts || !isWriteConflict(err)) throw err;
      const delay = 5 * 2 ** (i - 1);
      await new Promise((r) => setTimeout(r, delay / 2 + Math.random() * delay));
    }
  }
}

const queues = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs `fn` after every earlier serialised write of `db` has settled, one at a time, with
 * {@link withConflictRetry}. Use for each application-state write (not for reads, which never
 * conflict). `fn` must not itself call `serialisedWrite` on the same database: it would wait for
 * itself.
 */
export function serialisedWrite<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(db) ?? Promise.resolve();
  const run = previous.then(() => withConflictRetry(fn));
  queues.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}
