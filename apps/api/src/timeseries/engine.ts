import type { Scalar } from '../query/ir';

/**
 * What runs ClickHouse SQL for the time series: chDB in-process ({@link openChdbEngine}) or a
 * ClickHouse server or cluster through `@clickhouse/client` ({@link openServerEngine}).
 *
 * @module
 */

/** A query result column by column, as `db/database.ts`'s `SqlColumns`. */
export interface EngineColumns {
  names: string[];
  /** `columns[i][r]`: numbers, text or null (counts and epoch ms as numbers). */
  columns: unknown[][];
  rowCount: number;
}

/** Options of one query. */
export interface EngineQueryOptions {
  /** ClickHouse settings of this query (the dialect's and the governance's). */
  settings: Readonly<Record<string, string | number>>;
  /** The query id, for `KILL QUERY` (servers). */
  queryId?: string;
  /** Aborting gives the query up (a server kills it; chDB answers at once, see {@link ClickhouseEngine.cancelsRunningQueries}). */
  signal?: AbortSignal | undefined;
}

/** A ClickHouse engine. Every value reaches it as a bound parameter (`{pN:Type}` and `params.pN`). */
export interface ClickhouseEngine {
  /** 'chdb' or 'server'. */
  readonly kind: 'chdb' | 'server';
  /** Queries that may run at once (chDB runs one statement at a time per data folder). */
  readonly concurrency: number;
  /**
   * Whether an aborted query stops in the engine (a server's `KILL QUERY` by query id). chDB
   * cannot interrupt a running single-shot statement: the call rejects at once but the statement
   * runs on, up to `max_execution_time`, holding the folder's one connection.
   */
  readonly cancelsRunningQueries: boolean;
  /** Runs a query; the result column by column. */
  query(sql: string, params: Readonly<Record<string, Scalar>>, options: EngineQueryOptions): Promise<EngineColumns>;
  /** Runs a statement without a result (DDL, INSERT ... SELECT). */
  command(sql: string, settings?: Readonly<Record<string, string | number>>): Promise<void>;
  /**
   * Inserts a Parquet file into `table`: `select` is the SELECT list over the file's columns
   * (e.g. converting epoch ms to `DateTime64`), `structure` the file's columns as ClickHouse types.
   */
  insertParquet(table: string, file: string, structure: string, select: string): Promise<void>;
  close(): Promise<void>;
}

/** A ClickHouse error with its code (the message is the engine's: log it, never answer it). */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  constructor(
    message: string,
    /** ClickHouse's error code, e.g. 159 TIMEOUT_EXCEEDED, 396 TOO_MANY_ROWS_OR_BYTES, 394 QUERY_WAS_CANCELLED. */
    readonly code: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** ClickHouse error codes the query governance maps to answers. */
export const engineCodes = { timeout: 159, tooManyRows: 158, resultTooLarge: 396, cancelled: 394 } as const;

/** Parses the JSONColumnsWithMetadata output of a query. */
export function parseColumnsJson(text: string): EngineColumns {
  if (!text.trim()) return { names: [], columns: [], rowCount: 0 };
  const out = JSON.parse(text) as { meta: { name: string }[]; data: Record<string, unknown[]>; rows: number };
  const names = out.meta.map((m) => m.name);
  return { names, columns: names.map((n) => out.data[n] ?? []), rowCount: out.rows };
}

/** The code of a ClickHouse error message ('Code: 159. DB::Exception: ...'), or null. */
export function codeOfMessage(message: string): number | null {
  const m = /Code: (\d+)\./.exec(message);
  return m ? Number(m[1]) : null;
}
