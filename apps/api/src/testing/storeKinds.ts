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
