import type pg from 'pg';
import { hashToken, newToken, SESSION_CACHE_MS, SESSION_TTL_MS, type SessionStore } from '../sessions';


interface AttemptRow {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_to: string;
  expires_at: number;
}

/**
 * PostgreSQL implementation of {@link SessionStore}: only SHA-256 hashes of tokens are stored. A
 * resolved session is kept in memory for {@link SESSION_CACHE_MS} as in the DuckDB store; a
 * sign-out through another instance ends the session here within that time.
 */
export function createPgSessionStore(pool: pg.Pool): SessionStore {
  const cache = new Map<string, { userId: string; expiresAt: number; until: number }>();
  return {
    async create(userId, now = Date.now()) {
      const token = newToken();
      await pool.query('DELETE FROM app_sessions WHERE expires_at <= $1', [now]);
      await pool.query('INSERT INTO app_sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        hashToken(token),
        userId,
        now,
        now + SESSION_TTL_MS,
      ]);
      return token;
    },
    async resolve(token, now = Date.now()) {
      const hash = hashToken(token);
      const hit = cache.get(hash);
      if (hit && hit.until > Date.now() && hit.expiresAt > now) return hit.userId;
      const { rows } = await pool.query<{ user_id: string; expires_at: number }>(
        'SELECT user_id, expires_at FROM app_sessions WHERE token_hash = $1 AND expires_at > $2',
        [hash, now],
      );
      const row = rows[0];
      if (!row) return null;
      if (cache.size > 10_000) cache.clear();
      cache.set(hash, { userId: row.user_id, expiresAt: row.expires_at, until: Date.now() + SESSION_CACHE_MS });
      return row.user_id;
    },
    async destroy(token) {
      const hash = hashToken(token);
      cache.delete(hash);
      await pool.query('DELETE FROM app_sessions WHERE token_hash = $1', [hash]);
    },
    async startLogin(attempt) {
      const token = newToken();
      await pool.query('DELETE FROM app_login_attempts WHERE expires_at < $1', [Date.now()]);
      await pool.query(
        `INSERT INTO app_login_attempts (attempt_hash, state, nonce, code_verifier, redirect_to, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [hashToken(token), attempt.state, attempt.nonce, attempt.codeVerifier, attempt.redirectTo, attempt.expiresAt],
      );
      return token;
    },
    async takeLogin(token) {
      // One DELETE ... RETURNING: of two instances taking the same attempt at once, one gets it.
      const { rows } = await pool.query<AttemptRow>(
        'DELETE FROM app_login_attempts WHERE attempt_hash = $1 RETURNING state, nonce, code_verifier, redirect_to, expires_at',
        [hashToken(token)],
      );
      const row = rows[0];
      if (!row) return null;
      return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, redirectTo: row.redirect_to, expiresAt: row.expires_at };
    },
  };
}
