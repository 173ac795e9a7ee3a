import { DuckDBInstance, JSDuckDBValueConverter, type DuckDBConnection, type DuckDBMaterializedResult, type DuckDBValue } from '@duckdb/node-api';
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
  /**
   * Runs a query with bound parameters and keeps its result inside DuckDB, to be read a chunk at a
   * time: the row count is known before any value reaches JavaScript, and a large answer is
   * converted in slices (see {@link SqlResult}).
   */
  result(sql: string, params?: SqlParam[]): Promise<SqlResult>;
}

/**
 * A materialised query result held by DuckDB (independent of the connection that ran it), read
 * chunk by chunk (DuckDB's vectors, up to 2,048 rows each).
 */
export interface SqlResult {
  names: string[];
  /** Number of rows. */
  rowCount: number;
  /** Number of chunks. */
  chunkCount: number;
  /** Chunk `i` column by column (`[column][row]`), values as in {@link Executor.all}. */
  chunk(i: number): unknown[][];
}

/** A query result column by column: `columns[i][r]` is column `names[i]` of row r. */
export interface SqlColumns {
  names: string[];
  columns: unknown[][];
  /** Number of rows. */
  rowCount: number;
}

/** Who a query runs for and when to give it up; see {@link QueryConnections.use}. */
export interface QueryLease {
  /**
   * Aborting it gives the query up: while waiting for a connection it leaves the line, while
   * running DuckDB is interrupted (see {@link QueryConnections.use}).
   */
  signal?: AbortSignal;
  /** Whose query it is (a user id): a free connection goes to the waiting owner with the fewest queries running. */
  owner?: string;
}

/** The connections of the data queries, apart from the application state's (see {@link Database.queries}). */
export interface QueryConnections {
  /** Number of query connections: at most this many data queries run in DuckDB at once. */
  readonly size: number;
  /** Queries running on a query connection now. */
  readonly running: number;
  /** Queries waiting for a query connection now. */
  readonly waiting: number;
  /**
   * Runs `fn` on a query connection. Waits in line for one when all are busy; the next free one
   * goes to the owner with the fewest running queries (first come first served among equals), and
   * one owner holds at most all connections but one (one with a single connection), so a user with
   * many heavy queries does not hold up another user's: theirs wait for each other instead. When `signal` aborts, a waiting
   * call leaves the line and rejects with {@link QueryWaitAborted}; a running one interrupts DuckDB
   * (the statement stops within milliseconds) and rejects with `signal.reason`.
   */
  use<T>(fn: (executor: Executor) => Promise<T>, lease?: QueryLease): Promise<T>;
}

/** What {@link QueryConnections.use} rejects with when its signal aborted before a connection was free. */
export class QueryWaitAborted extends Error {
  override readonly name = 'QueryWaitAborted';
  constructor(readonly reason: unknown) {
    super('Gave up waiting for a query connection', { cause: reason });
  }
}

/** The one embedded DuckDB file holding time series and application state. */
export interface Database extends Executor {
  /** Path of the DuckDB file, or ':memory:'. */
  readonly path: string;
  /**
   * The data queries' own connections (routes under /druid, /weather, /risk). The application
   * state (sessions, users, dashboards...) runs on the other connections, those of `run`, `all`,
   * `transaction`, so a heavy query never delays a sign-in or a save.
   */
  readonly queries: QueryConnections;
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
  /** Connections of the application state (`run`, `all`, `transaction`...). @default 4 */
  poolSize?: number;
  /**
   * Connections of the data queries ({@link Database.queries}). Every DuckDB statement in flight
   * holds one of libuv's threads (UV_THREADPOOL_SIZE, default 4), which compression and file
   * reads share: the default leaves half of them to the rest of the server.
   * @default LOADLINE_QUERY_CONNECTIONS, else half of UV_THREADPOOL_SIZE (2 by default), at most 4
   */
  queryPoolSize?: number;
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
    async result(sql, params) {
      return toSqlResult(await connection.run(sql, params));
    },
  };
}

function toSqlResult(result: DuckDBMaterializedResult): SqlResult {
  return {
    names: result.columnNames(),
    rowCount: result.rowCount,
    chunkCount: result.chunkCount,
    chunk: (i) => result.getChunk(i).convertColumns(JSDuckDBValueConverter) as unknown[][],
  };
}

/**
 * The server's DuckDB settings (main.ts and every benchmark of the served API):
 * - `threads`: LOADLINE_DUCKDB_THREADS, default 1. Each statement then runs on the thread that
 *   called it, so at most one thread per connection in use works in DuckDB. On the 2-core
 *   reference machine, with 4 clients sending queries of 1.5 million rows and 20 saving
 *   dashboards, 1 thread halved the saves' and list reads' latency (p50 436 -> 211 ms) and
 *   answered as many heavy queries as 2 threads; a burst of 18 dashboard queries took no longer.
 * - `queryPoolSize`: see {@link defaultQueryPoolSize}.
 */
export function serverDatabaseOptions(env: Record<string, string | undefined> = process.env): Pick<OpenDatabaseOptions, 'threads' | 'queryPoolSize'> {
  const threads = Number(env.LOADLINE_DUCKDB_THREADS);
  return { threads: Number.isInteger(threads) && threads > 0 ? threads : 1, queryPoolSize: defaultQueryPoolSize(env) };
}

/**
 * The default number of query connections: LOADLINE_QUERY_CONNECTIONS when set, else half of
 * libuv's threadpool (UV_THREADPOOL_SIZE, default 4), 1 to 4.
 */
export function defaultQueryPoolSize(env: Record<string, string | undefined> = process.env): number {
  const asked = Number(env.LOADLINE_QUERY_CONNECTIONS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  const threadpool = Number(env.UV_THREADPOOL_SIZE) || 4;
  return Math.min(4, Math.max(1, Math.floor(threadpool / 2)));
}

/** How often an aborted query's interrupt is repeated until DuckDB gives up the statement, ms. */
const INTERRUPT_REPEAT_MS = 20;

interface Waiter {
  owner: string;
  resolve: (c: DuckDBConnection) => void;
}

/** The data queries' connections: a fair line and interrupt on abort (see {@link QueryConnections}). */
function createQueryConnections(connections: DuckDBConnection[], isClosed: () => boolean): QueryConnections & { closeAll(): void } {
  const idle = [...connections];
  const waiters: Waiter[] = [];
  const runningBy = new Map<string, number>();
  // One owner never holds every connection: one stays for the others' queries.
  const perOwner = Math.max(1, connections.length - 1);
  let running = 0;
  const count = (owner: string) => runningBy.get(owner) ?? 0;
  const start = (owner: string) => {
    running++;
    runningBy.set(owner, count(owner) + 1);
  };
  const release = (owner: string, c: DuckDBConnection) => {
    running--;
    const n = count(owner) - 1;
    if (n > 0) runningBy.set(owner, n);
    else runningBy.delete(owner);
    // The owner with the fewest running queries next, the earliest among equals; none over its share.
    let best = -1;
    for (let i = 0; i < waiters.length; i++) {
      const n = count(waiters[i]!.owner);
      if (n < perOwner && (best < 0 || n < count(waiters[best]!.owner))) best = i;
    }
    if (best < 0) return void idle.push(c);
    const [next] = waiters.splice(best, 1);
    start(next!.owner);
    next!.resolve(c);
  };
  const acquire = (owner: string, signal: AbortSignal | undefined) =>
    new Promise<DuckDBConnection>((resolve, reject) => {
      if (isClosed()) return reject(new Error('Database is closed'));
      if (signal?.aborted) return reject(new QueryWaitAborted(signal.reason));
      const c = count(owner) < perOwner ? idle.pop() : undefined;
      if (c) {
        start(owner);
        return resolve(c);
      }
      const waiter: Waiter = {
        owner,
        resolve: (conn) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(conn);
        },
      };
      const onAbort = () => {
        const i = waiters.indexOf(waiter);
        if (i >= 0) waiters.splice(i, 1);
        reject(new QueryWaitAborted(signal?.reason));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiters.push(waiter);
    });

  return {
    size: connections.length,
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
    async use(fn, lease = {}) {
      const owner = lease.owner ?? '';
      const { signal } = lease;
      const c = await acquire(owner, signal);
      // Interrupt only while this call holds the connection: after release it may run another's
      // query. An interrupt that lands before DuckDB starts executing (while it prepares and
      // binds) is cleared when execution starts, so it is repeated until the call returns.
      let held = true;
      let again: ReturnType<typeof setInterval> | undefined;
      const onAbort = () => {
        if (!held) return;
        c.interrupt();
        again = setInterval(() => {
          if (held) c.interrupt();
        }, INTERRUPT_REPEAT_MS);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        if (signal?.aborted) throw signal.reason;
        return await fn(toExecutor(c));
      } catch (err) {
        throw signal?.aborted ? signal.reason : err;
      } finally {
        held = false;
        clearInterval(again);
        signal?.removeEventListener('abort', onAbort);
        release(owner, c);
      }
    },
    closeAll() {
      for (const c of idle.splice(0)) c.closeSync();
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
  const querySize = Math.max(1, options.queryPoolSize ?? defaultQueryPoolSize());
  const queryConnections: DuckDBConnection[] = [];
  for (let i = 0; i < querySize; i++) queryConnections.push(await instance.connect());
  const queries = createQueryConnections(queryConnections, () => closed);

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
    result: (sql, params) => withConnection((c) => toExecutor(c).result(sql, params)),
    queries,
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
      queries.closeAll();
      instance.closeSync();
    },
  };
}
