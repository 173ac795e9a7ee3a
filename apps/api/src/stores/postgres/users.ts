import type { UserRecord, UserStore } from '../users';
import { USER_CACHE_MS } from '../users';
import type { Queryable } from './pool';

interface UserRow {
  user_id: string;
  email: string;
  name: string;
  org_id: string;
  org_name: string | null;
  mods_json: string;
  password_hash: string | null;
}

const SELECT = `SELECT u.user_id, u.email, u.name, u.org_id, o.name AS org_name, u.mods_json, u.password_hash
  FROM app_users u LEFT JOIN app_orgs o ON o.org_id = u.org_id`;

function toRecord(row: UserRow): UserRecord {
  const mods: unknown = JSON.parse(row.mods_json);
  return {
    userId: row.user_id,
    email: row.email,
    name: row.name,
    mods: Array.isArray(mods) ? mods.filter((m): m is string => typeof m === 'string') : [],
    orgId: row.org_id,
    organization: row.org_name ?? row.org_id,
  };
}

/**
 * PostgreSQL implementation of {@link UserStore} on `app_users` and `app_orgs`, cached as the
 * DuckDB one ({@link USER_CACHE_MS}; writes through this instance clear it at once, a change made
 * by another instance shows here within that time).
 */
export function createPgUserStore(db: Queryable): UserStore {
  const cache = new Map<string, { user: UserRecord; until: number }>();
  const orgCache = new Map<string, { users: UserRecord[]; until: number }>();
  const clear = () => {
    cache.clear();
    orgCache.clear();
  };
  return {
    async upsertOrg(org) {
      await db.query('INSERT INTO app_orgs (org_id, name) VALUES ($1, $2) ON CONFLICT (org_id) DO UPDATE SET name = EXCLUDED.name', [org.id, org.name]);
      clear();
    },
    async upsertUser(user, passwordHash) {
      await db.query(
        `INSERT INTO app_users (user_id, email, name, org_id, mods_json, password_hash) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, org_id = EXCLUDED.org_id,
           mods_json = EXCLUDED.mods_json, password_hash = EXCLUDED.password_hash`,
        [user.userId, user.email.toLowerCase(), user.name, user.orgId, JSON.stringify(user.mods), passwordHash],
      );
      clear();
    },
    async byId(userId) {
      const hit = cache.get(userId);
      if (hit && hit.until > Date.now()) return { ...hit.user, mods: [...hit.user.mods] };
      const { rows } = await db.query<UserRow>(`${SELECT} WHERE u.user_id = $1`, [userId]);
      if (!rows[0]) return null;
      const user = toRecord(rows[0]);
      if (cache.size > 10_000) cache.clear();
      cache.set(userId, { user, until: Date.now() + USER_CACHE_MS });
      return { ...user, mods: [...user.mods] };
    },
    async byEmail(email) {
      const { rows } = await db.query<UserRow>(`${SELECT} WHERE u.email = $1`, [email.trim().toLowerCase()]);
      return rows[0] ? { ...toRecord(rows[0]), passwordHash: rows[0].password_hash } : null;
    },
    async orgIdByName(name) {
      const { rows } = await db.query<{ org_id: string }>('SELECT org_id FROM app_orgs WHERE lower(name) = lower($1) ORDER BY org_id LIMIT 1', [name.trim()]);
      return rows[0]?.org_id ?? null;
    },
    async listOrg(orgId) {
      const hit = orgCache.get(orgId);
      if (hit && hit.until > Date.now()) return hit.users.map((u) => ({ ...u, mods: [...u.mods] }));
      const { rows } = await db.query<UserRow>(`${SELECT} WHERE u.org_id = $1 ORDER BY u.name, u.user_id`, [orgId]);
      const users = rows.map(toRecord);
      orgCache.set(orgId, { users, until: Date.now() + USER_CACHE_MS });
      return users.map((u) => ({ ...u, mods: [...u.mods] }));
    },
  };
}
