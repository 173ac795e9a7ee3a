import type { UserRecord, UserRow, UserStore } from '../users';
import { USER_CACHE_MS, USER_SELECT, userRecordOf } from '../users';
import type { Queryable } from './pool';

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
      const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.user_id = $1`, [userId]);
      if (!rows[0]) return null;
      const user = userRecordOf(rows[0]);
      if (cache.size > 10_000) cache.clear();
      cache.set(userId, { user, until: Date.now() + USER_CACHE_MS });
      return { ...user, mods: [...user.mods] };
    },
    async byEmail(email) {
      const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.email = $1`, [email.trim().toLowerCase()]);
      return rows[0] ? { ...userRecordOf(rows[0]), passwordHash: rows[0].password_hash } : null;
    },
    async orgIdByName(name) {
      const { rows } = await db.query<{ org_id: string }>('SELECT org_id FROM app_orgs WHERE lower(name) = lower($1) ORDER BY org_id LIMIT 1', [name.trim()]);
      return rows[0]?.org_id ?? null;
    },
    async listOrg(orgId) {
      const hit = orgCache.get(orgId);
      if (hit && hit.until > Date.now()) return hit.users.map((u) => ({ ...u, mods: [...u.mods] }));
      const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.org_id = $1 ORDER BY u.name, u.user_id`, [orgId]);
      const users = rows.map(userRecordOf);
      orgCache.set(orgId, { users, until: Date.now() + USER_CACHE_MS });
      return users.map((u) => ({ ...u, mods: [...u.mods] }));
    },
  };
}
