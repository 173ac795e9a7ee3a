import type { Database } from './db/database';
import { seedAccounts } from './seed/accounts';
import { createDuckDbStores, migrateDuckDbStores, type StoreKind, type Stores } from './stores/index';
import { openPostgresStores } from './stores/postgres/index';

/**
 * The application state of a server: which stores hold it (the DuckDB file by default, PostgreSQL
 * when a database URL is configured), migrated and with the seeded accounts in. This module sits
 * above the stores and the seed: the stores know nothing of either.
 *
 * @module
 */

/** Where a database's application state goes; see {@link configureAppState}. */
export interface AppStateOptions {
  /**
   * A PostgreSQL connection string (`postgres://user:password@host:5432/name`,
   * `LOADLINE_DATABASE_URL`): every application-state store is then PostgreSQL's; the DuckDB file
   * keeps the time series only. Absent or empty: everything in the DuckDB file.
   */
  databaseUrl?: string;
}

const options = new WeakMap<Database, AppStateOptions>();
const ready = new WeakMap<Database, Promise<Stores>>();

/**
 * Chooses where the application state of `db`'s server lives. Call it once, before the first
 * {@link appState} of `db` (main.ts does, from `LOADLINE_DATABASE_URL`).
 * @throws Error when the stores of `db` are already open
 * @example configureAppState(db, { databaseUrl: process.env.LOADLINE_DATABASE_URL })
 */
export function configureAppState(db: Database, opts: AppStateOptions): void {
  if (ready.has(db)) throw new Error('The application state of this database is already open');
  options.set(db, opts);
}

/**
 * A database URL fit for a log line: host, port and database name, without user or password; 'the
 * DuckDB file' when there is none.
 * @example describeDatabaseUrl('postgres://app:secret@db:5432/loadline') // 'PostgreSQL db:5432/loadline'
 */
export function describeDatabaseUrl(url: string | undefined): string {
  if (!url) return 'the DuckDB file';
  try {
    const u = new URL(url);
    const socket = u.searchParams.get('host');
    return `PostgreSQL ${socket ?? u.host}${u.pathname}`;
  } catch {
    return 'PostgreSQL (LOADLINE_DATABASE_URL is not a valid URL)';
  }
}

/** Which store kind {@link appState} of `db` gives (or will give). */
export function storeKindOf(db: Database): StoreKind {
  return options.get(db)?.databaseUrl ? 'postgres' : 'duckdb';
}

/**
 * The stores of a database, once their tables exist and the seeded accounts are in. Memoised per
 * database, so every route plugin may call it; the first call migrates (DuckDB tables, or the
 * PostgreSQL migrations) and seeds the accounts that are not there yet.
 * @throws Error (from `pg`) when the configured PostgreSQL database cannot be reached or migrated
 */
export function appState(db: Database): Promise<Stores> {
  let pending = ready.get(db);
  if (!pending) {
    pending = (async () => {
      const url = options.get(db)?.databaseUrl;
      let stores: Stores;
      if (url) {
        stores = await openPostgresStores(url, db);
      } else {
        await migrateDuckDbStores(db);
        stores = createDuckDbStores(db);
      }
      await seedAccounts(stores);
      return stores;
    })();
    ready.set(db, pending);
    // A failed open is not remembered: the next call tries again.
    pending.catch(() => ready.delete(db));
  }
  return pending;
}

/** The adjustment store of `db`'s application state ({@link appState}). */
export async function adjustmentState(db: Database) {
  return (await appState(db)).adjustments;
}

/** Closes what the application state of `db` holds (the PostgreSQL pool); the DuckDB file stays open. */
export async function closeAppState(db: Database): Promise<void> {
  const pending = ready.get(db);
  ready.delete(db);
  if (pending) await (await pending.catch(() => null))?.close();
}
