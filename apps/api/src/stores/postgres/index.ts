import type { Database } from '../../db/database';
import type { Stores } from '../index';
import { createPgAdjustmentStore } from './adjustments';
import { createPgAuthStateStore } from './authState';
import { createPgDashboardStore } from './dashboards';
import { createPgImportEventLog, createPgImportStatusStore } from './imports';
import { createPgJobStore } from './jobs';
import { createPgNotificationStore } from './notifications';
import { createPgOverviewStore } from './overview';
import { createPgPool, migratePostgres, type PgPoolOptions } from './pool';
import { createPgSessionStore } from './sessions';
import { createPgUserStore } from './users';

export { createPgPool, migratePostgres, withTransaction, type PgPoolOptions, type Queryable } from './pool';

/**
 * The PostgreSQL implementation of every {@link Stores} member, on the database at `url`
 * (`postgres://user:password@host:5432/name`), once its schema is up to date (the migrations in
 * apps/api/migrations, run by node-pg-migrate under its advisory lock, so instances starting
 * together do not collide). `series` is the DuckDB file of the time series: the adjusted forecast
 * of an approved adjustment is written there. `close()` ends the pool.
 * @throws Error (from `pg`) when the database cannot be reached or a migration fails
 * @example const stores = await openPostgresStores(process.env.LOADLINE_DATABASE_URL!, db)
 */
export async function openPostgresStores(url: string, series: Database, options: PgPoolOptions = {}): Promise<Stores> {
  await migratePostgres(url);
  const pool = createPgPool(url, options);
  return {
    kind: 'postgres',
    users: createPgUserStore(pool),
    sessions: createPgSessionStore(pool),
    notifications: createPgNotificationStore(pool),
    dashboards: createPgDashboardStore(pool),
    overview: createPgOverviewStore(pool),
    adjustments: createPgAdjustmentStore(pool, series),
    jobs: createPgJobStore(pool),
    authState: createPgAuthStateStore(pool),
    imports: createPgImportStatusStore(pool),
    importEvents: createPgImportEventLog(pool),
    close: () => pool.end(),
  };
}
