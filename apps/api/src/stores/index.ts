import type { Database } from '../db/database';
import { seedAccounts } from '../seed/accounts';
import { createDuckDbDashboardStore, type DashboardStore } from './dashboards';
import { createDuckDbNotificationStore, type NotificationStore } from './notifications';
import { createDuckDbOverviewStore, type OverviewStore } from './overview';
import { migrateAppState } from './schema';
import { createDuckDbSessionStore, type SessionStore } from './sessions';
import { createDuckDbUserStore, type UserStore } from './users';

/**
 * Every application-state store, one per domain. The DuckDB implementations are the default; a
 * deployment that outgrows one machine swaps in other implementations of the same interfaces.
 */
export interface Stores {
  users: UserStore;
  sessions: SessionStore;
  notifications: NotificationStore;
  dashboards: DashboardStore;
  overview: OverviewStore;
}

/** DuckDB implementations of every {@link Stores} member on one database. */
export function createDuckDbStores(db: Database): Stores {
  return {
    users: createDuckDbUserStore(db),
    sessions: createDuckDbSessionStore(db),
    notifications: createDuckDbNotificationStore(db),
    dashboards: createDuckDbDashboardStore(db),
    overview: createDuckDbOverviewStore(db),
  };
}

const ready = new WeakMap<Database, Promise<Stores>>();

/**
 * The stores of a database, once its application-state tables exist and the seeded accounts are
 * in. Memoised per database, so every route plugin may call it; the first call migrates and seeds.
 */
export function appState(db: Database): Promise<Stores> {
  let pending = ready.get(db);
  if (!pending) {
    pending = (async () => {
      await migrateAppState(db);
      const stores = createDuckDbStores(db);
      await seedAccounts(stores);
      return stores;
    })();
    ready.set(db, pending);
  }
  return pending;
}
