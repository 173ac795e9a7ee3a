import type pg from 'pg';
import { createSqlSessionStore, type SessionStore } from '../sessions';

/**
 * PostgreSQL implementation of {@link SessionStore} ({@link createSqlSessionStore}): only SHA-256
 * hashes of tokens are stored; sign-in state is shared by every instance on the database.
 */
export function createPgSessionStore(pool: pg.Pool): SessionStore {
  return createSqlSessionStore({
    all: async <T>(text: string, params: (string | number)[]) => (await pool.query(text, params)).rows as T[],
    serialise: (write) => write(),
  });
}
