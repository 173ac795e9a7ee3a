import pg from 'pg';
import { closeAppState, configureAppState } from '../appState';
import { openDatabase, type Database } from '../db/database';
import { createTestDatabase, dropTestDatabase, postgresTestsEnabled } from './postgres';
import { createDuckDbStores, migrateDuckDbStores, type StoreKind, type Stores } from '../stores/index';
import { openPostgresStores } from '../stores/postgres/index';

/**
 * Test support: the store implementations a suite runs against, each opened on an empty
 * application state (DuckDB: an in-memory file; PostgreSQL: a new database on the run's cluster,
 * apps/api/src/testing/postgres.ts). The PostgreSQL kind is always there in CI; elsewhere
 * `LOADLINE_TEST_POSTGRES=0` leaves it out.
 */
export interface OpenedStores {
  stores: Stores;
  /** The DuckDB file (time series; with DuckDB stores, the application state too). */
  db: Database;
  /** The PostgreSQL database of the stores (postgres kind only). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A store kind and how to open it on an empty state. */
export interface StoreKindUnderTest {
  kind: StoreKind;
  open(db?: Database): Promise<OpenedStores>;
}

const duckdb: StoreKindUnderTest = {
  kind: 'duckdb',
  async open(given) {
    const db = given ?? (await openDatabase({ path: ':memory:' }));
    await migrateDuckDbStores(db);
    return { stores: createDuckDbStores(db), db, close: async () => (given ? undefined : db.close()) };
  },
};

const postgres: StoreKindUnderTest = {
  kind: 'postgres',
  async open(given) {
    const db = given ?? (await openDatabase({ path: ':memory:' }));
    const databaseUrl = await createTestDatabase();
    const stores = await openPostgresStores(databaseUrl, db, { max: 4 });
    return {
      stores,
      db,
      databaseUrl,
      async close() {
        await stores.close();
        await dropTestDatabase(databaseUrl);
        if (!given) await db.close();
      },
    };
  },
};

/** Every store kind to test: DuckDB, and PostgreSQL unless turned off outside CI. */
export const STORE_KINDS: readonly StoreKindUnderTest[] = postgresTestsEnabled ? [duckdb, postgres] : [duckdb];

/** A server's application state on one store kind ({@link useStoreKind}). */
export interface StoreKindInUse {
  kind: StoreKind;
  /** Runs a statement on the application-state database (`?` placeholders, bound values), as a test's "written straight to the table". */
  run(sql: string, params?: (string | number | boolean | null)[]): Promise<void>;
  /** Closes the stores (and drops the PostgreSQL test database); the DuckDB file stays with its owner. */
  close(): Promise<void>;
}

/**
 * Puts the application state of `db`'s server on `kind` before its first `appState(db)`: nothing
 * to do for DuckDB; for PostgreSQL a new database on the run's cluster ({@link createTestDatabase}).
 */
export async function useStoreKind(kind: StoreKind, db: Database): Promise<StoreKindInUse> {
  if (kind === 'duckdb') {
    return { kind, run: (sql, params) => db.run(sql, params), close: async () => closeAppState(db) };
  }
  const databaseUrl = await createTestDatabase();
  configureAppState(db, { databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  let connected: Promise<void> | undefined;
  return {
    kind,
    async run(sql, params = []) {
      connected ??= client.connect();
      await connected;
      let n = 0;
      await client.query(sql.replace(/\?/g, () => `$${++n}`), params);
    },
    async close() {
      if (connected) await client.end();
      await closeAppState(db);
      await dropTestDatabase(databaseUrl);
    },
  };
}

/**
 * Time a suite's `beforeAll`/`afterAll` may take to open or close a store kind, ms: the first
 * PostgreSQL test file of a run starts the cluster (initdb and start, ~5 s; more on a busy machine).
 */
export const START_TIMEOUT_MS = 120_000;
