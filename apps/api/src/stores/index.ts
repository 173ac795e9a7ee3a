import type { AuthStateStore } from './authState';
import type { Database } from '../db/database';
import { createDuckDbJobStore, migrateJobTables, type JobStore } from '../pricing/jobStore';
import { createDuckDbAdjustmentStore, migrateAdjustments, type AdjustmentStore } from './adjustments';
import { createDuckDbDashboardStore, type DashboardStore } from './dashboards';
import { createInProcessImportStatusStore, type ImportEventLog, type ImportStatusStore } from './imports';
import { createDuckDbNotificationStore, type NotificationStore } from './notifications';
import { createDuckDbOverviewStore, type OverviewStore } from './overview';
import { migrateAppState } from './schema';
import { createDuckDbSessionStore, type SessionStore } from './sessions';
import { createDuckDbUserStore, type UserStore } from './users';

/** Where the application state lives: the embedded DuckDB file (default) or a PostgreSQL database. */
export type StoreKind = 'duckdb' | 'postgres';

/**
 * Every application-state store, one per domain. The DuckDB implementations are the default; a
 * deployment that outgrows one machine sets `LOADLINE_DATABASE_URL` and gets the PostgreSQL
 * implementations of the same interfaces (stores/postgres). Stores depend on nothing above them:
 * seeding and the routes call stores, never the reverse.
 */
export interface Stores {
  /** Which implementation these are. */
  readonly kind: StoreKind;
  users: UserStore;
  sessions: SessionStore;
  notifications: NotificationStore;
  dashboards: DashboardStore;
  overview: OverviewStore;
  adjustments: AdjustmentStore;
  /** Pricing jobs, their progress, input and result files. */
  jobs: JobStore;
  /**
   * Sign-in state shared by the API instances of one database (PostgreSQL only); absent for the
   * DuckDB file, whose single instance keeps it in its process.
   */
  authState?: AuthStateStore;
  /** Statuses of uploads through the API and the limit of unfinished ones per user. */
  imports: ImportStatusStore;
  /**
   * The log of validated uploads every API instance applies to its own DuckDB file of time series
   * (PostgreSQL only); absent for the DuckDB file, whose single server writes each upload itself.
   */
  importEvents?: ImportEventLog;
  /** Releases what the stores hold (a PostgreSQL pool); the DuckDB file is closed by its owner. */
  close(): Promise<void>;
}

/**
 * Creates or brings up to date every application-state table in the DuckDB file (idempotent, on
 * every start).
 */
export async function migrateDuckDbStores(db: Database): Promise<void> {
  await migrateAppState(db);
  await migrateAdjustments(db);
  await migrateJobTables(db);
}

/** DuckDB implementations of every {@link Stores} member on one database (tables from {@link migrateDuckDbStores}). */
export function createDuckDbStores(db: Database): Stores {
  return {
    kind: 'duckdb',
    users: createDuckDbUserStore(db),
    sessions: createDuckDbSessionStore(db),
    notifications: createDuckDbNotificationStore(db),
    dashboards: createDuckDbDashboardStore(db),
    overview: createDuckDbOverviewStore(db),
    adjustments: createDuckDbAdjustmentStore(db),
    jobs: createDuckDbJobStore(db),
    imports: createInProcessImportStatusStore(),
    close: async () => undefined,
  };
}
