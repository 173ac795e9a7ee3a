import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Scalar } from '../query/ir';
import { codeOfMessage, EngineError, parseColumnsJson, type ClickhouseEngine, type EngineQueryOptions } from './engine';

/** Options of {@link openServerEngine}. */
export interface ServerEngineOptions {
  /** The server's HTTP(S) URL, with user and password when needed (LOADLINE_CLICKHOUSE_URL). */
  url: string;
  /** Queries at once (the client's sockets). @default 4 */
  concurrency?: number;
}

function engineError(error: unknown): EngineError {
  const message = error instanceof Error ? error.message : String(error);
  const code = Number((error as { code?: unknown } | null)?.code);
  return new EngineError(message, Number.isFinite(code) && code > 0 ? code : codeOfMessage(message), { cause: error });
}

/**
 * A ClickHouse server or cluster through the official client (`@clickhouse/client`, HTTP).
 * Values go as `query_params`, settings as `clickhouse_settings`; each query has a query id, and
 * an aborted query is stopped on the server by `KILL QUERY WHERE query_id = {id}` besides the
 * request being aborted.
 */
export function openServerEngine(options: ServerEngineOptions): ClickhouseEngine {
  const client: ClickHouseClient = createClient({ url: options.url, max_open_connections: (options.concurrency ?? 4) + 1, application: 'loadline' });
  const kill = async (queryId: string) => {
    await client.command({ query: 'KILL QUERY WHERE query_id = {id:String} ASYNC', query_params: { id: queryId } }).catch(() => undefined);
  };
  return {
    kind: 'server',
    concurrency: options.concurrency ?? 4,
    cancelsRunningQueries: true,
    async query(sql: string, params: Readonly<Record<string, Scalar>>, o: EngineQueryOptions) {
      const queryId = o.queryId ?? randomUUID();
      const onAbort = () => void kill(queryId);
      o.signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const rs = await client.query({
          query: sql,
          query_params: params,
          format: 'JSONColumnsWithMetadata',
          clickhouse_settings: o.settings as Record<string, string>,
          query_id: queryId,
          ...(o.signal ? { abort_signal: o.signal } : {}),
        });
        return parseColumnsJson(await rs.text());
      } catch (error) {
        if (o.signal?.aborted) throw o.signal.reason;
        throw engineError(error);
      } finally {
        o.signal?.removeEventListener('abort', onAbort);
      }
    },
    async command(sql, settings = {}) {
      try {
        await client.command({ query: sql, clickhouse_settings: settings as Record<string, string> });
      } catch (error) {
        throw engineError(error);
      }
    },
    async insertParquet(table, file, structure, select) {
      try {
        // The file streams as the request body, read by the input() table function.
        const structureParam = structure.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
        const rs = await client.exec({ query: `INSERT INTO ${table} SELECT ${select} FROM input('${structureParam}') FORMAT Parquet`, values: createReadStream(file), clickhouse_settings: { insert_distributed_sync: 1, max_partitions_per_insert_block: '0' } });
        rs.stream.resume();
      } catch (error) {
        throw engineError(error);
      }
    },
    close: () => client.close(),
  };
}
