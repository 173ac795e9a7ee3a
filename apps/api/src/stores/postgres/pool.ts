import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runner } from 'node-pg-migrate';
import pg from 'pg';

/**
 * The PostgreSQL connection pool of the application state and its schema migrations
 * (node-pg-migrate, SQL files in apps/api/migrations). Every value reaches SQL as a bound
 * parameter (`$1`, `$2`...).
 *
 * @module
 */

/** A PostgreSQL pool or one of its clients inside a transaction: what the stores query through. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** The migration history table node-pg-migrate keeps in the database. */
export const MIGRATIONS_TABLE = 'loadline_migrations';

// BIGINT (int8, epoch ms and counts) as a JS number: every value stored fits in 2^53.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** What a PostgreSQL store throws for a value PostgreSQL cannot hold: text with U+0000 (SQLSTATE 22021, 22P05). Answered 400 with its message. */
export class UnstorableTextError extends Error {
  override readonly name = 'UnstorableTextError';
  /** The HTTP status the API's error handler answers with. */
  readonly statusCode = 400;
  constructor(cause: unknown) {
    super('The request holds a character that cannot be stored (U+0000)', { cause });
  }
}

/** `err` as {@link UnstorableTextError} when PostgreSQL refused a value's characters; else `err` itself. */
export function storeError(err: unknown): unknown {
  const code = (err as { code?: unknown }).code;
  return code === '22021' || code === '22P05' ? new UnstorableTextError(err) : err;
}

/** Options of {@link createPgPool}. */
export interface PgPoolOptions {
  /** Most connections open at once. @default LOADLINE_DATABASE_POOL, else 10 */
  max?: number;
}

/**
 * A pool on `url` (`postgres://user:password@host:5432/name`; `?host=/socket/dir` for a unix
 * socket). Connections are opened on first use.
 * @example const pool = createPgPool(process.env.LOADLINE_DATABASE_URL!)
 */
export function createPgPool(url: string, options: PgPoolOptions = {}): pg.Pool {
  const fromEnv = Number(process.env.LOADLINE_DATABASE_POOL);
  const max = options.max ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 10);
  // A request waits at most 10 s for a connection (a database down answers 500, never hangs).
  const pool = new pg.Pool({ connectionString: url, max, types, application_name: 'loadline', connectionTimeoutMillis: 10_000 });
  // Every statement of the pool: a value PostgreSQL cannot hold is the caller's error (400), not ours.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => query(...args).catch((err: unknown) => Promise.reject(storeError(err)))) as typeof pool.query;
  // An idle client losing its server (a restart) must not crash the process: the pool drops it.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Runs `fn` in one transaction on one client of `pool`: COMMIT when it resolves, ROLLBACK when it
 * throws (the error is thrown again). A serialization failure or deadlock (SQLSTATE 40001, 40P01)
 * runs the whole transaction again, up to 5 times.
 */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const out = await fn(client);
      await client.query('COMMIT');
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      const code = (err as { code?: string }).code;
      if (attempt >= 5 || (code !== '40001' && code !== '40P01')) throw storeError(err);
    } finally {
      client.release();
    }
  }
}

/** The folder of the SQL migrations: apps/api/migrations, from src/stores/postgres or from dist. */
export function migrationsDir(): string {
  const candidates = [resolve(import.meta.dirname, '../../../migrations'), resolve(import.meta.dirname, '../migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`PostgreSQL migrations not found in ${candidates.join(' or ')}`);
  return found;
}

/**
 * Brings the database's schema up to date (every migration not run yet, in one transaction).
 * Instances starting together take turns: node-pg-migrate holds an advisory lock while it runs,
 * and the others wait for it, then find nothing left to do.
 * @throws Error (from `pg` or node-pg-migrate) when the database cannot be reached or a migration fails
 */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, types });
  await client.connect();
  try {
    await runner({
      dbClient: client,
      dir: migrationsDir(),
      direction: 'up',
      migrationsTable: MIGRATIONS_TABLE,
      count: Infinity,
      singleTransaction: true,
      advisoryLockMode: 'wait',
      log: () => undefined,
      logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    });
  } finally {
    await client.end();
  }
}
