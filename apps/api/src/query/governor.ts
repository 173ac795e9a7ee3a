import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryWaitAborted, type QueryConnections, type SqlParam } from '../db/database';
import { QueryError } from './errors';
import type { SqlRunner } from './execute';

/**
 * The query limits of the data routes (what Grafana's query timeout and Druid's query context
 * `timeout`/`maxRows` promise): a row cap per answer, a timeout that interrupts DuckDB, cancellation
 * when the client goes away, and a per-user limit of queries in flight. Queries run on the
 * database's own query connections ({@link QueryConnections}), apart from the application state's.
 *
 * @module
 */

/** The limits; each has an environment variable (see {@link queryLimitsFromEnv}). */
export interface QueryLimits {
  /**
   * Rows of one query answer at most; a larger answer is refused with 413 and the spec's card
   * message. A year of hourly data split by 10 markets is ~90,000 rows. Env LOADLINE_QUERY_MAX_ROWS.
   * @default 200000
   */
  maxRows: number;
  /**
   * Time a query may take, waiting for a connection included: then DuckDB is interrupted and the
   * answer is 504 (503 when it never got a connection). Env LOADLINE_QUERY_TIMEOUT_MS.
   * @default 30000
   */
  timeoutMs: number;
  /**
   * Queries of one user in flight at once (waiting or running); one more is refused with 429 and
   * Retry-After. A browser sends at most 6 requests to one origin at once, so a dashboard of many
   * cards never meets it; a script firing heavy queries in parallel does. Env LOADLINE_QUERY_MAX_PER_USER.
   * @default 8
   */
  maxPerUser: number;
  /** Retry-After of the 429 and 503 answers, seconds. @default 1 */
  retryAfterSeconds: number;
}

/** The default {@link QueryLimits}. */
export const defaultQueryLimits: Readonly<QueryLimits> = { maxRows: 200_000, timeoutMs: 30_000, maxPerUser: 8, retryAfterSeconds: 1 };

const positive = (text: string | undefined, fallback: number): number => {
  const n = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The limits from LOADLINE_QUERY_MAX_ROWS, LOADLINE_QUERY_TIMEOUT_MS, LOADLINE_QUERY_MAX_PER_USER; defaults for unset or invalid values. */
export function queryLimitsFromEnv(env: Record<string, string | undefined> = process.env): QueryLimits {
  return {
    maxRows: Math.floor(positive(env.LOADLINE_QUERY_MAX_ROWS, defaultQueryLimits.maxRows)),
    timeoutMs: positive(env.LOADLINE_QUERY_TIMEOUT_MS, defaultQueryLimits.timeoutMs),
    maxPerUser: Math.floor(positive(env.LOADLINE_QUERY_MAX_PER_USER, defaultQueryLimits.maxPerUser)),
    retryAfterSeconds: defaultQueryLimits.retryAfterSeconds,
  };
}

/** The 504 answer's text of a query stopped at its time limit (the DuckDB and ClickHouse paths alike). */
export function timeoutText(timeoutMs: number): string {
  return `The query took longer than ${Math.round(timeoutMs / 100) / 10} s and was stopped. Try to reduce the size of your query by filtering or reducing the date range.`;
}

/** Why a query was given up: its timeout passed. */
export class QueryTimeout extends Error {
  override readonly name = 'QueryTimeout';
}

/** Why a query was given up: the client closed the connection before the answer. */
export class ClientClosed extends Error {
  override readonly name = 'ClientClosed';
}

/** One governed query's context: its runner (on the query connections), its signal and limits. */
export interface GovernedQuery {
  /** Runs SQL on the query connections under this query's signal and owner (or the route's own runner). */
  runner: SqlRunner;
  /** Aborts at the timeout or when the client goes away. */
  signal: AbortSignal;
  limits: QueryLimits;
}

/** Counts queries in flight per owner; shared by the data, weather and risk routes of one database. */
export type InFlight = Map<string, number>;

const inFlightByConnections = new WeakMap<QueryConnections, InFlight>();

/** The in-flight counter of a database's query connections (one per database, whatever the plugin). */
export function inFlightOf(connections: QueryConnections): InFlight {
  let map = inFlightByConnections.get(connections);
  if (!map) inFlightByConnections.set(connections, (map = new Map()));
  return map;
}

/** Options of {@link createQueryGovernor}. */
export interface GovernorOptions {
  connections: QueryConnections;
  /** Overrides of the limits read from the environment (tests use small ones). */
  limits?: Partial<QueryLimits>;
  /** Runs the SQL instead of the query connections (tests recording every statement); no interrupt then. */
  runner?: SqlRunner;
}

/** What the routes call: {@link createQueryGovernor}. */
export interface QueryGovernor {
  readonly limits: QueryLimits;
  /**
   * Runs one request's queries under the limits: refuses with 429 when the user has
   * `maxPerUser` queries in flight, aborts at the timeout (504, or 503 when no connection was
   * free in time) and when the client closes the connection (DuckDB is interrupted; nothing is
   * answered). Queries run on the query connections through `query.runner`.
   */
  run<T>(request: FastifyRequest, reply: FastifyReply, fn: (query: GovernedQuery) => Promise<T>): Promise<T>;
}

/** Who a request's queries belong to: the signed-in user, else the client address. */
function ownerOf(request: FastifyRequest): string {
  const userId = request.user?.userId;
  return userId ? `user:${userId}` : `ip:${request.ip}`;
}

/** Builds the governor of a route plugin (see {@link QueryGovernor}). */
export function createQueryGovernor(options: GovernorOptions): QueryGovernor {
  const limits: QueryLimits = { ...queryLimitsFromEnv(), ...options.limits };
  const { connections } = options;
  const inFlight = inFlightOf(connections);

  return {
    limits,
    async run(request, reply, fn) {
      const owner = ownerOf(request);
      const count = inFlight.get(owner) ?? 0;
      if (count >= limits.maxPerUser) {
        throw new QueryError(
          `Too many queries at once: at most ${limits.maxPerUser} per user. Try again in a few moments.`,
          429,
          { 'retry-after': String(limits.retryAfterSeconds) },
        );
      }
      inFlight.set(owner, count + 1);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new QueryTimeout(`Query timed out after ${limits.timeoutMs} ms`)), limits.timeoutMs);
      const res = reply.raw;
      const onClose = () => {
        if (!res.writableFinished) controller.abort(new ClientClosed('Client closed the connection'));
      };
      // The response's close, not the request's: a request is closed once its body is read.
      res.on('close', onClose);
      if (res.destroyed || request.raw.socket?.destroyed) onClose();
      const { signal } = controller;
      const lease = { signal, owner };
      const runner: SqlRunner = options.runner ?? {
        all: <R>(sql: string, params?: SqlParam[]) => connections.use((ex) => ex.all<R>(sql, params), lease),
        columns: (sql, params) => connections.use((ex) => ex.columns(sql, params), lease),
        result: (sql, params) => connections.use((ex) => ex.result(sql, params), lease),
      };
      try {
        return await fn({ runner, signal, limits });
      } catch (err) {
        const waited = err instanceof QueryWaitAborted;
        const reason: unknown = waited ? err.reason : signal.aborted ? signal.reason : undefined;
        if (reason instanceof QueryTimeout) {
          if (waited) {
            throw new QueryError('The server is busy with other queries. Try again in a few moments.', 503, {
              'retry-after': String(limits.retryAfterSeconds),
            });
          }
          throw new QueryError(timeoutText(limits.timeoutMs), 504);
        }
        if (reason instanceof ClientClosed) {
          request.log.info({ owner, url: request.url }, 'query cancelled: the client closed the connection');
          throw new QueryError('Client closed the connection', 499);
        }
        throw err;
      } finally {
        clearTimeout(timer);
        res.off('close', onClose);
        const n = (inFlight.get(owner) ?? 1) - 1;
        if (n > 0) inFlight.set(owner, n);
        else inFlight.delete(owner);
      }
    },
  };
}
