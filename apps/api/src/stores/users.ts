import type { Database } from '../db/database';

/** An organisation (spec part 1 section 3: in sharing, groups are organisations with id and name). */
export interface Organization {
  id: string;
  name: string;
}

/** A user as stored: the spec's User (part 2 section 3) plus the organisation id used for scoping. */
export interface UserRecord {
  userId: string;
  email: string;
  name: string;
  /** Module codes, e.g. 'mod_load_forecast' (spec part 2 section 6). */
  mods: string[];
  /** Organisation id (scopes sharing and every listing). */
  orgId: string;
  /** Organisation name, the `organization` field of the user answer. */
  organization: string;
}

/** Users and organisations. Every listing is scoped to one organisation. */
export interface UserStore {
  /** Creates or replaces an organisation. */
  upsertOrg(org: Organization): Promise<void>;
  /** Creates or replaces a user; `passwordHash` null for users of an external identity provider. */
  upsertUser(user: Omit<UserRecord, 'organization'>, passwordHash: string | null): Promise<void>;
  byId(userId: string): Promise<UserRecord | null>;
  /** Case-insensitive e-mail lookup, with the stored password hash (null when none). */
  byEmail(email: string): Promise<(UserRecord & { passwordHash: string | null }) | null>;
  /** The id of the organisation with this name (case-insensitive), or null. */
  orgIdByName(name: string): Promise<string | null>;
  /** Users of one organisation, by name. */
  listOrg(orgId: string): Promise<UserRecord[]>;
}

/** A user row as both stores select it ({@link USER_SELECT}). */
export interface UserRow {
  user_id: string;
  email: string;
  name: string;
  org_id: string;
  org_name: string | null;
  mods_json: string;
  password_hash: string | null;
}

/** The user columns, with the organisation's name, that {@link userRecordOf} reads (both stores). */
export const USER_SELECT = `SELECT u.user_id, u.email, u.name, u.org_id, o.name AS org_name, u.mods_json, u.password_hash
  FROM app_users u LEFT JOIN app_orgs o ON o.org_id = u.org_id`;

/** The record of a user row (mods_json parsed, non-string entries dropped). */
export function userRecordOf(row: UserRow): UserRecord {
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

/** How long a user read by id is served from memory (ms); writes through this store drop it at once. */
export const USER_CACHE_MS = 30_000;

/**
 * DuckDB implementation of {@link UserStore} on the `app_users` and `app_orgs` tables. Reads by
 * id (every signed-in request) and organisation lists are cached for {@link USER_CACHE_MS}; every write through the store
 * clears the cache, so a single server never serves a stale user it changed itself.
 */
export function createDuckDbUserStore(db: Database): UserStore {
  const cache = new Map<string, { user: UserRecord; until: number }>();
  const orgCache = new Map<string, { users: UserRecord[]; until: number }>();
  return {
    async upsertOrg(org) {
      await db.run('INSERT OR REPLACE INTO app_orgs (org_id, name) VALUES (?, ?)', [org.id, org.name]);
      cache.clear();
      orgCache.clear();
    },
    async upsertUser(user, passwordHash) {
      await db.run(
        `INSERT OR REPLACE INTO app_users (user_id, email, name, org_id, mods_json, password_hash)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [user.userId, user.email.toLowerCase(), user.name, user.orgId, JSON.stringify(user.mods), passwordHash],
      );
      cache.clear();
      orgCache.clear();
    },
    async byId(userId) {
      const hit = cache.get(userId);
      if (hit && hit.until > Date.now()) return { ...hit.user, mods: [...hit.user.mods] };
      const [row] = await db.all<UserRow>(`${USER_SELECT} WHERE u.user_id = ?`, [userId]);
      if (!row) return null;
      const user = userRecordOf(row);
      cache.set(userId, { user, until: Date.now() + USER_CACHE_MS });
      return { ...user, mods: [...user.mods] };
    },
    async byEmail(email) {
      const [row] = await db.all<UserRow>(`${USER_SELECT} WHERE u.email = ?`, [email.trim().toLowerCase()]);
      return row ? { ...userRecordOf(row), passwordHash: row.password_hash } : null;
    },
    async orgIdByName(name) {
      const [row] = await db.all<{ org_id: string }>('SELECT org_id FROM app_orgs WHERE lower(name) = lower(?) ORDER BY org_id LIMIT 1', [name.trim()]);
      return row?.org_id ?? null;
    },
    async listOrg(orgId) {
      const hit = orgCache.get(orgId);
      if (hit && hit.until > Date.now()) return hit.users.map((u) => ({ ...u, mods: [...u.mods] }));
      const rows = await db.all<UserRow>(`${USER_SELECT} WHERE u.org_id = ? ORDER BY u.name, u.user_id`, [orgId]);
      const users = rows.map(userRecordOf);
      orgCache.set(orgId, { users, until: Date.now() + USER_CACHE_MS });
      return users.map((u) => ({ ...u, mods: [...u.mods] }));
    },
  };
}
