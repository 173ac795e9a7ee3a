import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { serialisedWrite } from './writes';

/** Lifetime of a sign-in session: 12 hours, in ms. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Lifetime of a started sign-in (state, nonce, PKCE verifier): 15 minutes, in ms (spec part 2 section 9, login redirect validity). */
export const LOGIN_ATTEMPT_TTL_MS = 15 * 60 * 1000;

/** A started sign-in, kept server-side until the authorization code comes back. */
export interface LoginAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Same-origin path to return to after sign-in. */
  redirectTo: string;
  /** Epoch ms after which the attempt is refused. */
  expiresAt: number;
}

/**
 * Sessions and sign-in attempts. Only a SHA-256 of each opaque token is stored, so a copy of the
 * database file does not yield a usable cookie.
 */
export interface SessionStore {
  /** Starts a session; returns the opaque token for the cookie. */
  create(userId: string, now?: number): Promise<string>;
  /** The user id of a live session, or null (unknown or expired). */
  resolve(token: string, now?: number): Promise<string | null>;
  /** Ends a session (no-op when unknown). */
  destroy(token: string): Promise<void>;
  /** Keeps a sign-in attempt; returns the opaque token for the attempt cookie. */
  startLogin(attempt: LoginAttempt): Promise<string>;
  /** Takes (reads and deletes) a sign-in attempt, so it can be used once only. */
  takeLogin(token: string): Promise<LoginAttempt | null>;
}

/** SHA-256 (hex) of an opaque token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

interface AttemptRow {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_to: string;
  expires_at: bigint | number;
}

/** How long a resolved session is served from memory (ms). Logout through this store drops it at once. */
export const SESSION_CACHE_MS = 10_000;

/**
 * What a session store needs of its database: a read or write with `$n` parameters answering its
 * rows, and a way to run writes one after the other where the engine needs it (DuckDB: ./writes).
 */
export interface SessionSql {
  all<T>(sql: string, params: (string | number)[]): Promise<T[]>;
  serialise<T>(write: () => Promise<T>): Promise<T>;
}

/**
 * {@link SessionStore} over SQL, the same for both stores. A resolved session is kept in memory
 * for {@link SESSION_CACHE_MS} (never past its expiry), which saves a query on every signed-in
 * request; ending a session through this store removes it from memory at once. With several
 * server processes or instances on one database, a session ended elsewhere stays usable here for
 * at most that long. Taking a sign-in attempt is one DELETE ... RETURNING: of two takes at once
 * (from any instances), one gets it.
 */
export function createSqlSessionStore(sql: SessionSql): SessionStore {
  const cache = new Map<string, { userId: string; expiresAt: number; until: number }>();
  return {
    async create(userId, now = Date.now()) {
      const token = newToken();
      // Serialised: concurrent sign-ins would otherwise conflict on deleting the same expired rows.
      await sql.serialise(async () => {
        await sql.all('DELETE FROM app_sessions WHERE expires_at <= $1', [now]);
        await sql.all('INSERT INTO app_sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
          hashToken(token),
          userId,
          now,
          now + SESSION_TTL_MS,
        ]);
      });
      return token;
    },
    async resolve(token, now = Date.now()) {
      const hash = hashToken(token);
      const hit = cache.get(hash);
      if (hit && hit.until > Date.now() && hit.expiresAt > now) return hit.userId;
      const [row] = await sql.all<{ user_id: string; expires_at: bigint | number }>(
        'SELECT user_id, expires_at FROM app_sessions WHERE token_hash = $1 AND expires_at > $2',
        [hash, now],
      );
      if (!row) return null;
      if (cache.size > 10_000) cache.clear();
      cache.set(hash, { userId: row.user_id, expiresAt: Number(row.expires_at), until: Date.now() + SESSION_CACHE_MS });
      return row.user_id;
    },
    async destroy(token) {
      const hash = hashToken(token);
      cache.delete(hash);
      await sql.serialise(() => sql.all('DELETE FROM app_sessions WHERE token_hash = $1', [hash]));
    },
    async startLogin(attempt) {
      const token = newToken();
      await sql.serialise(async () => {
        await sql.all('DELETE FROM app_login_attempts WHERE expires_at < $1', [Date.now()]);
        await sql.all(
          `INSERT INTO app_login_attempts (attempt_hash, state, nonce, code_verifier, redirect_to, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [hashToken(token), attempt.state, attempt.nonce, attempt.codeVerifier, attempt.redirectTo, attempt.expiresAt],
        );
      });
      return token;
    },
    takeLogin(token) {
      return sql.serialise(async () => {
        const [row] = await sql.all<AttemptRow>(
          'DELETE FROM app_login_attempts WHERE attempt_hash = $1 RETURNING state, nonce, code_verifier, redirect_to, expires_at',
          [hashToken(token)],
        );
        if (!row) return null;
        return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, redirectTo: row.redirect_to, expiresAt: Number(row.expires_at) };
      });
    },
  };
}

/** DuckDB implementation of {@link SessionStore} ({@link createSqlSessionStore}, writes serialised). */
export function createDuckDbSessionStore(db: Database): SessionStore {
  return createSqlSessionStore({ all: (text, params) => db.all(text, params), serialise: (write) => serialisedWrite(db, write) });
}
