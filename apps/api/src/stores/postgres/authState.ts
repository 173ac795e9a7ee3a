import type pg from 'pg';
import type { AuthStateStore, IdpPayload, IdpRecordStore } from '../authState';

/** Writes between two sweeps of expired rows. */
const SWEEP_EVERY = 500;
/** Failures older than this are swept (the longest throttle window is 15 minutes). */
const FAILURE_RETENTION_MS = 60 * 60 * 1000;

/**
 * The PostgreSQL {@link AuthStateStore} (tables of migration 1764400000000_auth-state): what
 * lets a sign-in begun on one instance finish on another, and counts failures across instances.
 * Expired rows are deleted every {@link SWEEP_EVERY} writes of this instance.
 */
export function createPgAuthStateStore(pool: pg.Pool, now: () => number = Date.now): AuthStateStore {
  let writes = 0;
  const wrote = async () => {
    if (++writes % SWEEP_EVERY !== 0) return;
    const t = now();
    await pool.query('DELETE FROM auth_idp_records WHERE expires_at IS NOT NULL AND expires_at <= $1', [t]);
    await pool.query('DELETE FROM auth_failures WHERE at <= $1', [t - FAILURE_RETENTION_MS]);
    await pool.query('DELETE FROM auth_used_attempts WHERE expires_at <= $1', [t]);
    await pool.query('DELETE FROM auth_rate_windows WHERE started_at <= $1', [t - FAILURE_RETENTION_MS]);
  };
  const one = async (sql: string, params: unknown[]): Promise<IdpPayload | undefined> => {
    const { rows } = await pool.query<{ payload: IdpPayload }>(sql, params);
    return rows[0]?.payload;
  };
  const live = '(expires_at IS NULL OR expires_at > $3)';

  const idp: IdpRecordStore = {
    async upsert(model, id, payload, expiresAt) {
      await pool.query(
        `INSERT INTO auth_idp_records (model, id, payload, uid, user_code, grant_id, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, uid = EXCLUDED.uid, user_code = EXCLUDED.user_code,
           grant_id = EXCLUDED.grant_id, expires_at = EXCLUDED.expires_at`,
        [model, id, JSON.stringify(payload), payload.uid ?? null, payload.userCode ?? null, payload.grantId ?? null, expiresAt],
      );
      await wrote();
    },
    find: (model, id) => one(`SELECT payload FROM auth_idp_records WHERE model = $1 AND id = $2 AND ${live}`, [model, id, now()]),
    findByUid: (model, uid) => one(`SELECT payload FROM auth_idp_records WHERE model = $1 AND uid = $2 AND ${live} LIMIT 1`, [model, uid, now()]),
    findByUserCode: (model, code) => one(`SELECT payload FROM auth_idp_records WHERE model = $1 AND user_code = $2 AND ${live} LIMIT 1`, [model, code, now()]),
    async consume(model, id) {
      await pool.query(`UPDATE auth_idp_records SET payload = payload || jsonb_build_object('consumed', $3::bigint) WHERE model = $1 AND id = $2`, [
        model,
        id,
        Math.floor(now() / 1000),
      ]);
    },
    async destroy(model, id) {
      await pool.query('DELETE FROM auth_idp_records WHERE model = $1 AND id = $2', [model, id]);
    },
    async revokeByGrantId(grantId) {
      await pool.query('DELETE FROM auth_idp_records WHERE grant_id = $1', [grantId]);
    },
  };

  return {
    async secret(name, make) {
      const read = async () => (await pool.query<{ value: string }>('SELECT value FROM auth_secrets WHERE name = $1', [name])).rows[0]?.value;
      const known = await read();
      if (known !== undefined) return known;
      // Instances starting together may both make one: the first stored wins, and both read it.
      await pool.query('INSERT INTO auth_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, make()]);
      return (await read())!;
    },
    idp,
    async addFailures(keys, at) {
      if (!keys.length) return;
      await pool.query('INSERT INTO auth_failures (key, at) SELECT k, $2 FROM unnest($1::text[]) AS k', [keys, at]);
      await wrote();
    },
    async failures(key, since) {
      const { rows } = await pool.query<{ at: number }>('SELECT at FROM auth_failures WHERE key = $1 AND at > $2 ORDER BY at', [key, since]);
      return rows.map((r) => r.at);
    },
    async clearFailures(keys) {
      if (keys.length) await pool.query('DELETE FROM auth_failures WHERE key = ANY($1::text[])', [keys]);
    },
    async countInWindow(key, at, windowMs) {
      const { rows } = await pool.query<{ count: number; started_at: number }>(
        `INSERT INTO auth_rate_windows (key, started_at, count) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN $2 - auth_rate_windows.started_at >= $3 THEN 1 ELSE auth_rate_windows.count + 1 END,
           started_at = CASE WHEN $2 - auth_rate_windows.started_at >= $3 THEN $2 ELSE auth_rate_windows.started_at END
         RETURNING count, started_at`,
        [key, at, windowMs],
      );
      await wrote();
      return { count: rows[0]!.count, startedAt: rows[0]!.started_at };
    },
    async useOnce(id, expiresAt) {
      const { rowCount } = await pool.query('INSERT INTO auth_used_attempts (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [id, expiresAt]);
      await wrote();
      return rowCount === 1;
    },
  };
}
