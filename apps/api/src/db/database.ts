import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** A bound parameter: every value that reaches SQL goes through one of these, never through SQL text. */
export type SqlParam = DuckDBValue;

/** Statements of one connection; what a transaction callback receives. */
export interface Executor {
  /** Runs a statement with bound parameters (`?` or `$1` placeholders). */
  run(sql: string, params?: SqlParam[]): Promise<void>;
  /** Runs a query with bound parameters; rows as plain JS objects (BIGINT as bigint, TIMESTAMP as Date-compatible values per DuckDB's JS conversion). */
  all<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  /**
   * Runs a query with bound parameters; the result column by column, without an object per row
   * (answers of thousands of rows). Values as in {@link Executor.all}.
   */
  columns(sql: string, params?: SqlParam[]): Promise<SqlColumns>;
}

/** A query result column by column: `columns[i][r]` is column `names[i]` of row r. */
export interface SqlColumns {
  names: string[];
  columns: unknown[][];
  /** Number of rows. */
  rowCount: number;
}

/** The one embedded DuckDB file holding time series and application state. */
export interface Database extends Executor {
  /** Path of the DuckDB file, or ':memory:'. */
  readonly path: string;
  /** Runs `fn` in one transaction on a dedicated connection: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /** Borrows a connection for work that needs one (appenders, prepared statements). */
  withConnection<T>(fn: (connection: DuckDBConnection) => Promise<T>): Promise<T>;
  /** Closes every connection and the instance. */
  close(): Promise<void>;
}

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** DuckDB file path; ':memory:' for tests. */
  path: string;
  /**
   * Leave external access (reading files, URLs) enabled. Only the seeder sets this, on its own
   * short-lived instance; the server's instance always runs with external access and extension
   * loading disabled, and its configuration locked.
   * @default false
   */
  allowExternalAccess?: boolean;
  /** Connections in the pool. @default 4 */
  poolSize?: number;
  /** DuckDB threads. @default 2 */
  threads?: number;
}

function toExecutor(connection: DuckDBConnection): Executor {
  return {
    async run(sql, params) {
      await connection.run(sql, params);
    },
    async all<T>(sql: string, params?: SqlParam[]) {
      const reader = await connection.runAndReadAll(sql, params);
      return reader.getRowObjectsJS() as T[];
    },
    async columns(sql, params) {
      const reader = await connection.runAndReadAll(sql, params);
      return { names: reader.columnNames(), columns: reader.getColumnsJS() as unknown[][], rowCount: reader.currentRowCount };
    },
  };
}

/**
 * Opens (creating if needed) the DuckDB file with a small connection pool.
 *
 * Security: unless `allowExternalAccess`, the instance is created with `enable_external_access`
 * false, extension autoload/autoinstall off, community extensions off, and `lock_configuration`
 * true, so no SQL can read or write files, reach the network or load code.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
  const config: Record<string, string> = { threads: String(options.threads ?? 2) };
  if (!options.allowExternalAccess) {
    Object.assign(config, {
      enable_external_access: 'false',
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      allow_community_extensions: 'false',
      lock_configuration: 'true',
    });
  }
  const instance = await DuckDBInstance.create(options.path, config);
  const size = Math.max(1, options.poolSize ?? 4);
  const idle: DuckDBConnection[] = [];
  for (let i = 0; i < size; i++) idle.push(await instance.connect());
  const waiters: ((c: DuckDBConnection) => void)[] = [];
  let closed = false;

  const acquire = () =>
    new Promise<DuckDBConnection>((resolve, reject) => {
      if (closed) return reject(new Error('Database is closed'));
      const c = idle.pop();
      if (c) resolve(c);
      else waiters.push(resolve);
    });
  const release = (c: DuckDBConnection) => {
    const next = waiters.shift();
    if (next) next(c);
    else idle.push(c);
  };
  const withConnection = async <T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T> => {
    const c = await acquire();
    try {
      return await fn(c);
    } finally {
      release(c);
    }
  };

  return {
    path: options.path,
    run: (sql, params) => withConnection((c) => toExecutor(c).run(sql, params)),
    all: <T>(sql: string, params?: SqlParam[]) => withConnection((c) => toExecutor(c).all<T>(sql, params)),
    columns: (sql, params) => withConnection((c) => toExecutor(c).columns(sql, params)),
    withConnection,
    transaction: (fn) =>
      withConnection(async (c) => {
        const tx = toExecutor(c);
        await tx.run('BEGIN TRANSACTION');
        try {
          const out = await fn(tx);
          await tx.run('COMMIT');
          return out;
        } catch (err) {
          await tx.run('ROLLBACK').catch(() => undefined);
          throw err;
        }
      }),
    async close() {
      closed = true;
      for (const c of idle.splice(0)) c.closeSync();
      instance.closeSync();
    },
  };
}
