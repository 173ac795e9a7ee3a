import { openDatabase, QueryWaitAborted, type Database, type Executor, type QueryConnections, type QueryLease, type SqlParam, type SqlResult } from '../db/database';
import { clickhouseDialect, clickhouseParams, clickhouseQuerySettings } from '../query/dialects/clickhouse';
import { duckdbDialect } from '../query/dialects/duckdb';
import { QueryError, queryTexts } from '../query/errors';
import { queryLimitsFromEnv, timeoutText, type QueryLimits } from '../query/governor';
import type { Dialect, Scalar } from '../query/ir';
import { openChdbEngine } from './chdb';
import { engineCodes, EngineError, type ClickhouseEngine, type EngineColumns } from './engine';
import { openServerEngine } from './server';
import { syncTimeseries, type ClusterOptions } from './sync';

/**
 * Where the data calls (`/druid/...`, `/risk/...`, `/weather/...`) run: the embedded DuckDB file
 * (the default), ClickHouse in-process on chDB (`LOADLINE_TIMESERIES=chdb:<folder>`), or a
 * ClickHouse server or cluster (`LOADLINE_CLICKHOUSE_URL`, with `LOADLINE_CLICKHOUSE_CLUSTER`
 * naming the cluster of its Distributed tables). Each is a dialect of the query IR and the query
 * connections the governor runs it on.
 *
 * @module
 */

/** The time-series backend of a server. */
export interface TimeseriesBackend {
  readonly kind: 'duckdb' | 'chdb' | 'server';
  readonly dialect: Dialect;
  /** Query connections the governor (query/governor.ts) runs the data calls on. */
  readonly connections: QueryConnections;
  /** The ClickHouse engine, when the backend is ClickHouse. */
  readonly engine: ClickhouseEngine | null;
  readonly cluster: ClusterOptions | undefined;
}

/** The backend the environment asks for, parsed: `null` for DuckDB. */
export type TimeseriesTarget = { kind: 'chdb'; folder: string } | { kind: 'server'; url: string; cluster: ClusterOptions | undefined } | null;

/**
 * Reads LOADLINE_TIMESERIES (`duckdb`, default, or `chdb:<folder>`) and LOADLINE_CLICKHOUSE_URL
 * (a server: wins over LOADLINE_TIMESERIES) with LOADLINE_CLICKHOUSE_CLUSTER.
 * @throws Error for a LOADLINE_TIMESERIES value of another form.
 */
export function timeseriesTarget(env: Record<string, string | undefined> = process.env): TimeseriesTarget {
  const url = env.LOADLINE_CLICKHOUSE_URL?.trim();
  if (url) {
    const cluster = env.LOADLINE_CLICKHOUSE_CLUSTER?.trim();
    return { kind: 'server', url, cluster: cluster ? { cluster } : undefined };
  }
  const asked = env.LOADLINE_TIMESERIES?.trim() ?? '';
  if (asked === '' || asked === 'duckdb') return null;
  if (asked.startsWith('chdb:') && asked.length > 'chdb:'.length) return { kind: 'chdb', folder: asked.slice('chdb:'.length) };
  throw new Error(`LOADLINE_TIMESERIES must be duckdb or chdb:<folder>, not ${JSON.stringify(asked)}`);
}

/** Opens the ClickHouse engine of a target. */
export function openEngine(target: NonNullable<TimeseriesTarget>): ClickhouseEngine {
  return target.kind === 'chdb' ? openChdbEngine(target.folder) : openServerEngine({ url: target.url });
}

/**
 * The governance settings of every data query on ClickHouse, from the query limits: the time limit
 * (`max_execution_time`, seconds) and the row cap (`max_result_rows`: the cap and the one row more
 * the answers ask for to know they are above it), both throwing.
 */
export function governanceSettings(limits: Pick<QueryLimits, 'maxRows' | 'timeoutMs'>): Record<string, string | number> {
  return { max_execution_time: limits.timeoutMs / 1000, timeout_overflow_mode: 'throw', max_result_rows: limits.maxRows + 1, result_overflow_mode: 'throw' };
}

/**
 * Maps an engine error to the answer the DuckDB path gives: the time limit to 504 with the
 * governor's text, the row cap to 413 with the spec's card message; anything else stays an
 * error (answered 500 'Something went wrong', logged). No answer carries engine text.
 */
export function mapEngineError(error: unknown, limits: Pick<QueryLimits, 'timeoutMs'>): unknown {
  if (!(error instanceof EngineError)) return error;
  if (error.code === engineCodes.timeout) return new QueryError(timeoutText(limits.timeoutMs), 504);
  if (error.code === engineCodes.resultTooLarge || error.code === engineCodes.tooManyRows) return new QueryError(queryTexts.tooLarge, 413);
  return error;
}

const CHUNK = 2048;

function toResult(c: EngineColumns): SqlResult {
  return {
    names: c.names,
    rowCount: c.rowCount,
    chunkCount: Math.ceil(c.rowCount / CHUNK),
    chunk: (i) => c.columns.map((col) => col.slice(i * CHUNK, (i + 1) * CHUNK)),
  };
}

/**
 * An executor of rendered ClickHouse SQL: `params` in the order of `{p1}`, `{p2}`...; the dialect's
 * settings and the governance's with each query; errors mapped by {@link mapEngineError}.
 */
export function clickhouseExecutor(engine: ClickhouseEngine, limits: Pick<QueryLimits, 'maxRows' | 'timeoutMs'>, signal?: AbortSignal): Executor {
  const settings = { ...clickhouseQuerySettings, ...governanceSettings(limits) };
  const columns = async (sql: string, params: SqlParam[] = []): Promise<EngineColumns> => {
    try {
      return await engine.query(sql, clickhouseParams(params) as Record<string, Scalar>, { settings, signal });
    } catch (error) {
      throw mapEngineError(error, limits);
    }
  };
  return {
    async run(sql, params) {
      await columns(sql, params);
    },
    async all<T>(sql: string, params?: SqlParam[]) {
      const c = await columns(sql, params);
      const rows: Record<string, unknown>[] = new Array(c.rowCount);
      for (let r = 0; r < c.rowCount; r++) {
        const row: Record<string, unknown> = {};
        c.names.forEach((n, i) => (row[n] = c.columns[i]?.[r]));
        rows[r] = row;
      }
      return rows as T[];
    },
    columns: async (sql, params) => columns(sql, params),
    result: async (sql, params) => toResult(await columns(sql, params)),
  };
}

/**
 * Query connections over a ClickHouse engine: at most `engine.concurrency` queries at once, the
 * others waiting in line (first come, first served); a waiting query whose signal aborts leaves the
 * line with {@link QueryWaitAborted}, a running one is given up (a server kills it by query id).
 */
export function clickhouseConnections(engine: ClickhouseEngine, limits: Pick<QueryLimits, 'maxRows' | 'timeoutMs'>): QueryConnections {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    size: engine.concurrency,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async use<T>(fn: (executor: Executor) => Promise<T>, lease: QueryLease = {}): Promise<T> {
      const { signal } = lease;
      if (running >= engine.concurrency) {
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          };
          const onAbort = () => {
            const i = waiting.indexOf(turn);
            if (i >= 0) waiting.splice(i, 1);
            reject(new QueryWaitAborted(signal?.reason));
          };
          if (signal?.aborted) return onAbort();
          signal?.addEventListener('abort', onAbort, { once: true });
          waiting.push(turn);
        });
      }
      running++;
      try {
        return await fn(clickhouseExecutor(engine, limits, signal));
      } finally {
        release();
      }
    },
  };
}

const backends = new WeakMap<Database, TimeseriesBackend>();

/** The DuckDB backend of a database: its own query connections and dialect. */
export function duckdbBackend(db: Database): TimeseriesBackend {
  return { kind: 'duckdb', dialect: duckdbDialect, connections: db.queries, engine: null, cluster: undefined };
}

/** A ClickHouse backend over an open engine. */
export function clickhouseBackend(engine: ClickhouseEngine, options: { limits?: Partial<QueryLimits>; cluster?: ClusterOptions | undefined } = {}): TimeseriesBackend {
  const limits = { ...queryLimitsFromEnv(), ...options.limits };
  return { kind: engine.kind, dialect: clickhouseDialect, connections: clickhouseConnections(engine, limits), engine, cluster: options.cluster };
}

/** Sets the backend the routes of `db` use (main.ts from the environment; tests directly). */
export function setTimeseriesBackend(db: Database, backend: TimeseriesBackend): void {
  backends.set(db, backend);
}

/** The backend the data, risk and weather routes of `db` use: the one set, else DuckDB. */
export function timeseriesOf(db: Database): TimeseriesBackend {
  return backends.get(db) ?? duckdbBackend(db);
}

/**
 * The server's start with ClickHouse configured ({@link timeseriesTarget}): opens the engine and
 * copies the DuckDB file's time series into it where they changed ({@link syncTimeseries}; on a
 * short-lived DuckDB instance of `dbPath` that may write the Parquet files, before the server
 * opens the file). Returns the backend to set on the server's database, or null for DuckDB.
 * @throws Error when chDB is not installed, the server cannot be reached, or a copy is not exact.
 */
export async function openTimeseries(options: { dbPath: string; env?: Record<string, string | undefined>; log?: (line: string) => void }): Promise<TimeseriesBackend | null> {
  const target = timeseriesTarget(options.env);
  if (!target) return null;
  const engine = openEngine(target);
  const cluster = target.kind === 'server' ? target.cluster : undefined;
  const source = await openDatabase({ path: options.dbPath, allowExternalAccess: true, poolSize: 1, queryPoolSize: 1 });
  try {
    const start = performance.now();
    const report = await syncTimeseries(source, engine, { cluster });
    const rows = report.copied.reduce((n, c) => n + c.rows, 0);
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    options.log?.(`time series on ClickHouse (${target.kind}): ${report.copied.length} tables copied (${rows} rows), ${report.unchanged.length} unchanged, in ${seconds} s`);
  } finally {
    await source.close();
  }
  return clickhouseBackend(engine, { cluster });
}
