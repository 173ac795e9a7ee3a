import {
  COLUMNS_MEDIA_TYPE,
  dimensionsRequestSchema,
  distinctRequestSchema,
  QUERY_BATCH_MEDIA_TYPE,
  queryBatchRequestSchema,
  queryRequestSchema,
  timeBoundRequestSchema,
  type DatasourceMetadata,
  type DistinctResponse,
  type MinMaxItem,
  type MultiDistinctResponse,
  type TimeBoundary,
} from '@loadline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, Readable, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { finished } from 'node:stream/promises';
import { datasourceRefusal } from '../auth/datasourceAccess';
import { requireUser } from '../auth/requireUser';
import { forViewer, getDatasource, type DatasourceMeta } from '../data/registry';
import { compileDistinct, compileMinMax, compileMultiDistinct, compileTimeBounds } from '../query/compileCalls';
import { compileQuery } from '../query/compileQuery';
import { QueryError, unknownDatasource } from '../query/errors';
import { queryAnswer, runIr, toRowValue, type SqlRunner } from '../query/execute';
import { answerCacheBytesFromEnv, answerKey, createAnswerCache, registerAnswerCache, type AnswerCache, type AnswerEncoding } from '../query/answerCache';
import { createQueryGovernor, type QueryLimits } from '../query/governor';
import { datasourceOr404, errorAnswer, installGuardAndErrors, parseRequest, type GuardedRoutesOptions } from '../query/http';
import type { QueryIR } from '../query/ir';
import type { RoutePlugin } from '../server';
import { timeseriesOf } from '../timeseries/backend';

/** Options of {@link createDataRoutes}. */
export interface DataRoutesOptions extends GuardedRoutesOptions {
  /** Runs the SQL; defaults to the database's query connections (tests wrap it to record every statement). */
  runner?: SqlRunner;
  /** Overrides of the query limits read from the environment (see `query/governor.ts`). */
  limits?: Partial<QueryLimits>;
  /** The answer cache; defaults to one of LOADLINE_QUERY_CACHE_MB (64 MB; 0 turns it off). */
  answers?: AnswerCache;
}

const BASE = '/druid/api/v2/datasources/:ds';
/** Query answers of more rows than this are streamed rather than sent as one string (8 DuckDB chunks, ~1 MB). */
const STREAM_ABOVE_ROWS = 16_384;
type DsParams = { Params: { ds: string } };

/** Metadata answer: the registry entry without storage details (table, provenance). */
function metadataOf(meta: DatasourceMeta): DatasourceMetadata {
  const out: DatasourceMetadata = { name: meta.name, description: meta.description, timeIntervalMinutes: meta.timeIntervalMinutes, dimensions: meta.dimensions, metrics: meta.metrics };
  if (meta.meterIdColumn) out.meterIdColumn = meta.meterIdColumn;
  return out;
}

const isoOrNull = (v: unknown): string | null => {
  const ms = toRowValue(v);
  return typeof ms === 'number' ? new Date(ms).toISOString() : null;
};

/**
 * Builds the data query routes (spec part 2 section 7 "Data queries"), under `/api`:
 *
 * - GET  /druid/api/v2/datasources/{ds}: metadata `{ name, description, timeIntervalMinutes, dimensions, metrics, meterIdColumn? }`.
 * - POST .../distinct: `{ result: { data: [ { SPLIT: { data: [ { [column]: value }, ... ] } } ] } }`
 *   (Druid's split nesting; the client reads `result.data[0].SPLIT.data`).
 * - POST .../multi-distinct: `{ result: { [column]: values[] } }`, values ascending.
 * - POST .../min-max: `[ { name, minValue, maxValue } ]`, one per asked metric (null when no row).
 * - POST .../max-time, .../min-time: `{ maxTime }` / `{ minTime }`, ISO 8601 UTC or null.
 * - GET  .../time-boundary: `{ minTime, maxTime }`.
 * - POST .../query and .../query-native: `{ queryId?, data: rows, total? }`; a time split's bucket
 *   start is `__time` as ISO 8601 with the zone's offset, e.g. '2019-11-03T01:00:00-06:00'.
 * - POST /druid/api/v2/query-batch: up to 32 query calls of any datasources in one request, each
 *   answered on its own line as its own call would answer it (core's queryBatch): a dashboard's
 *   first draw is one request, not one per card series.
 *
 * Every call runs on the database's query connections under the query limits
 * (`query/governor.ts`): a timeout interrupting DuckDB, cancellation when the client goes away, a
 * per-user limit of queries in flight; the query answers also have a row cap.
 *
 * Errors: 404 `{ message }` for an unknown datasource; 400 `{ message }` for a malformed body,
 * an unknown column, an unsupported time zone, a bad grain or date; 413 with the spec's card
 * message ('Current dataset is to large to display here :( ...') for a query answer above the row
 * cap; 429 (Retry-After) for a user with too many queries in flight; 504 for a query stopped at
 * its timeout, 503 (Retry-After) for one that found no free connection in time.
 */
export function createDataRoutes(options: DataRoutesOptions = {}): RoutePlugin {
  return async (api, { ctx }) => {
    installGuardAndErrors(api, options);
    // The time series' engine: DuckDB, or ClickHouse when configured (timeseries/backend.ts).
    const { dialect, connections } = timeseriesOf(ctx.db);
    const governor = createQueryGovernor({ connections, limits: options.limits, runner: options.runner });
    const one = async (runner: SqlRunner, ir: QueryIR) => (await runIr(runner, dialect, ir))[0] ?? {};

    api.get<DsParams>(BASE, async (req) => metadataOf(datasourceOr404(req.params.ds, req.user)));

    api.post<DsParams>(`${BASE}/distinct`, async (req, reply): Promise<DistinctResponse> => {
      const meta = datasourceOr404(req.params.ds, req.user);
      const { ir, column } = compileDistinct(parseRequest(distinctRequestSchema, req.body, 'distinct request'), meta);
      const rows = await governor.run(req, reply, ({ runner }) => runIr(runner, dialect, ir));
      return { result: { data: [{ SPLIT: { data: rows.map((r) => ({ [column]: toRowValue(r.v) })) } }] } };
    });

    api.post<DsParams>(`${BASE}/multi-distinct`, async (req, reply): Promise<MultiDistinctResponse> => {
      const meta = datasourceOr404(req.params.ds, req.user);
      const calls = compileMultiDistinct(parseRequest(dimensionsRequestSchema, req.body, 'multi-distinct request'), meta);
      return governor.run(req, reply, async ({ runner }) => {
        const result: MultiDistinctResponse['result'] = {};
        for (const { column, ir } of calls) result[column] = (await runIr(runner, dialect, ir)).map((r) => toRowValue(r.v));
        return { result };
      });
    });

    api.post<DsParams>(`${BASE}/min-max`, async (req, reply): Promise<MinMaxItem[]> => {
      const meta = datasourceOr404(req.params.ds, req.user);
      const { ir, columns } = compileMinMax(parseRequest(dimensionsRequestSchema, req.body, 'min-max request'), meta);
      const row = await governor.run(req, reply, ({ runner }) => one(runner, ir));
      const num = (v: unknown) => {
        const x = toRowValue(v);
        return typeof x === 'number' ? x : null;
      };
      return columns.map((name, i) => ({ name, minValue: num(row[`lo${i}`]), maxValue: num(row[`hi${i}`]) }));
    });

    api.post<DsParams>(`${BASE}/max-time`, async (req, reply) => {
      const meta = datasourceOr404(req.params.ds, req.user);
      const ir = compileTimeBounds(parseRequest(timeBoundRequestSchema, req.body, 'max-time request'), meta);
      return { maxTime: isoOrNull((await governor.run(req, reply, ({ runner }) => one(runner, ir))).hi) };
    });

    api.post<DsParams>(`${BASE}/min-time`, async (req, reply) => {
      const meta = datasourceOr404(req.params.ds, req.user);
      const ir = compileTimeBounds(parseRequest(timeBoundRequestSchema, req.body, 'min-time request'), meta);
      return { minTime: isoOrNull((await governor.run(req, reply, ({ runner }) => one(runner, ir))).lo) };
    });

    api.get<DsParams>(`${BASE}/time-boundary`, async (req, reply): Promise<TimeBoundary> => {
      const ir = compileTimeBounds({ filters: [] }, datasourceOr404(req.params.ds, req.user));
      const row = await governor.run(req, reply, ({ runner }) => one(runner, ir));
      return { minTime: isoOrNull(row.lo), maxTime: isoOrNull(row.hi) };
    });

    // The answer (`QueryResponse`) is JSON text from queryAnswer, after the row cap was checked in
    // DuckDB: one string for a dashboard-sized answer, else streamed a chunk of rows at a time (each
    // piece sent and dropped before the next is built), the query limits holding until it is sent.
    // A dashboard-sized answer is kept in the answer cache (query/answerCache.ts): the same request
    // on the same data is answered again without SQL. Access was checked before this handler.
    const answers = options.answers ?? createAnswerCache(answerCacheBytesFromEnv());
    registerAnswerCache(ctx.db, answers);
    // Each organisation sees its own imported rows: its answers are cached apart.
    const keyOf = (path: string, meta: DatasourceMeta, body: unknown, columnar: boolean) =>
      answerKey(path, meta.viewerOrgId === undefined ? meta.name : `${meta.name}\u0000${meta.viewerOrgId}`, body) + (columnar ? '|columns' : '');
    for (const path of ['query', 'query-native']) {
      api.post<DsParams>(`${BASE}/${path}`, async (req, reply) => {
        const meta = datasourceOr404(req.params.ds, req.user);
        const body = parseRequest(queryRequestSchema, req.body, 'query');
        const columnar = acceptsColumns(req.headers.accept);
        const key = keyOf(path, meta, body, columnar);
        const cached = sendCached(req, reply, answers, key, columnar ? COLUMNS_TYPE : JSON_TYPE);
        if (cached) return cached;
        const compiled = compileQuery(body, meta);
        return governor.run(req, reply, async ({ runner, signal, limits }) => {
          const answer = await queryAnswer(runner, dialect, compiled, { maxRows: limits.maxRows, queryId: body.queryId, signal });
          const { rowCount, pieces } = answer;
          if (columnar && rowCount <= STREAM_ABOVE_ROWS) {
            // The columnar answer (core's columnarAnswer) for a client that asks for it; a larger answer streams as rows.
            const text = await answer.columnar();
            answers.set(key, text);
            return reply.type(COLUMNS_TYPE).header('vary', 'accept, accept-encoding').send(text);
          }
          reply.type(JSON_TYPE);
          if (rowCount <= STREAM_ABOVE_ROWS) {
            let text = '';
            for await (const piece of pieces) text += piece;
            answers.set(key, text);
            return reply.send(text);
          }
          reply.send(Readable.from(pieces, { objectMode: false }));
          // Sent, or given up (client gone, timeout): either way the query is over.
          await finished(reply.raw).catch(() => undefined);
          return reply;
        });
      });
    }

    // Several query calls in one request (core's queryBatch). Every item goes through the checks
    // of its own call (datasource access, body, columns) and the same answer cache; cached answers
    // are written at once, the others run under the query limits a few at a time, each counted as
    // one query of the user in flight, and are written as they finish. The answer streams: one
    // line per item, compressed here (and flushed after each line) so that the client reads each
    // answer as soon as it is written.
    api.post('/druid/api/v2/query-batch', async (req, reply) => {
      const batch = parseRequest(queryBatchRequestSchema, req.body, 'query batch');
      const columnar = batch.columns === true;
      const encoding = acceptedEncoding(req.headers['accept-encoding']);
      const out: Transform =
        encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
        : encoding === 'gzip' ? createGzip({ level: 1 })
        : new PassThrough();
      reply.type(BATCH_TYPE).header('cache-control', 'no-store').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      reply.send(out);

      const gone = () => out.destroyed || reply.raw.destroyed;
      const put = async (text: string) => {
        if (gone()) return;
        if (out.write(text)) return;
        // Wait for room or for the end of the stream, then drop both listeners (one write at a time).
        await new Promise<void>((resolve) => {
          const done = () => { out.off('drain', done); out.off('close', done); resolve(); };
          out.on('drain', done);
          out.on('close', done);
        });
      };
      // Lines never interleave: each is written whole before the next starts. The promise a line
      // returns never rejects (a failed write is logged, and the answer ends short of that line,
      // which the client reports for the item).
      let lines: Promise<void> = Promise.resolve();
      const line = (index: number, status: number, answer: Iterable<string> | AsyncIterable<string> | null, message?: string) => {
        lines = lines
          .then(async () => {
            if (answer === null) return put(`${JSON.stringify({ index, status, message })}\n`);
            await put(`{"index":${index},"status":${status},"answer":`);
            for await (const piece of answer) await put(piece);
            await put('}\n');
            if (!gone() && 'flush' in out && typeof out.flush === 'function') out.flush();
          })
          .catch((error: unknown) => {
            req.log.error(error);
            out.destroy();
          });
        return lines;
      };
      const refused = (index: number, error: unknown) => {
        const { status, message } = errorAnswer(error, req);
        return line(index, status, null, message);
      };

      type Item = { index: number; path: string; meta: DatasourceMeta; body: ReturnType<typeof queryRequestSchema.parse>; key: string };
      const misses: Item[] = [];
      for (const [index, item] of batch.queries.entries()) {
        try {
          const meta = batchDatasource(item.datasource, req.user);
          const body = parseRequest(queryRequestSchema, item.query, 'query');
          const path = item.native ? 'query-native' : 'query';
          const key = keyOf(path, meta, body, columnar);
          const text = answers.get(key);
          if (text !== undefined) void line(index, 200, [text]);
          else misses.push({ index, path, meta, body, key });
        } catch (error) {
          void refused(index, error);
        }
      }
      const runOne = async ({ index, meta, body, key }: Item) => {
        try {
          const compiled = compileQuery(body, meta);
          await governor.run(req, reply, async ({ runner, signal, limits }) => {
            const answer = await queryAnswer(runner, dialect, compiled, { maxRows: limits.maxRows, queryId: body.queryId, signal });
            if (answer.rowCount > STREAM_ABOVE_ROWS) return line(index, 200, answer.pieces);
            let text: string;
            if (columnar) text = await answer.columnar();
            else {
              text = '';
              for await (const piece of answer.pieces) text += piece;
            }
            answers.set(key, text);
            return line(index, 200, [text]);
          });
        } catch (error) {
          await refused(index, error);
        }
      };
      // A few queries of the batch at once: never more than the user may have in flight.
      const workers = Math.max(1, Math.min(BATCH_CONCURRENCY, governor.limits.maxPerUser, misses.length));
      let next = 0;
      const work = Promise.all(Array.from({ length: workers }, async () => {
        while (next < misses.length && !gone()) await runOne(misses[next++]!);
      }));
      void work
        .then(() => lines)
        .catch((error: unknown) => req.log.error(error))
        .finally(() => out.end());
      return reply;
    });
  };
}

/**
 * The datasource of a batch item as its own call would find it: the refusal of the single routes'
 * onRequest hook ({@link datasourceRefusal}; the hook reads the path and so cannot see batch
 * items), then the viewer's rows as {@link datasourceOr404} reads them. Without a user (an open plugin) only public datasources pass.
 * @throws {QueryError} 404 for an unknown datasource or another organisation's, 403 for one the
 * user's mods do not grant.
 */
function batchDatasource(name: string, user: FastifyRequest['user']): DatasourceMeta {
  const meta = getDatasource(name);
  if (!meta) throw new QueryError(unknownDatasource(name), 404);
  const refusal = datasourceRefusal(user ?? { orgId: '', mods: [] }, name, meta);
  if (refusal) throw new QueryError(refusal.message, refusal.status);
  return forViewer(meta, user);
}

/** Queries of one batch run at once (the browser ran six calls at a time before batching). */
const BATCH_CONCURRENCY = 4;

/** The encoding of an answer from Accept-Encoding: Brotli, else gzip, else none (as the server's compression picks). */
function acceptedEncoding(header: string | string[] | undefined): AnswerEncoding | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a cached answer, compressed once and kept (Brotli or gzip as the client accepts; the
 * compression plugin leaves an answer that has its Content-Encoding alone); null on a miss.
 */
function sendCached(req: FastifyRequest, reply: FastifyReply, answers: AnswerCache, key: string, type: string): FastifyReply | null {
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (encoding === null) {
    const text = answers.get(key);
    return text === undefined ? null : reply.type(type).header('vary', 'accept, accept-encoding').send(text);
  }
  const buffer = answers.encoded(key, encoding);
  if (!buffer) return null;
  return reply.type(type).header('content-encoding', encoding).header('vary', 'accept, accept-encoding').send(buffer);
}

const JSON_TYPE = 'application/json; charset=utf-8';
const BATCH_TYPE = `${QUERY_BATCH_MEDIA_TYPE}; charset=utf-8`;
const COLUMNS_TYPE = `${COLUMNS_MEDIA_TYPE}; charset=utf-8`;

/** Whether the client asks for the columnar answer (core's `COLUMNS_MEDIA_TYPE` in Accept, not refused with q=0). */
function acceptsColumns(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name === COLUMNS_MEDIA_TYPE && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The data query routes behind the session check (`requireUser`); see {@link createDataRoutes}. */
export const dataRoutes: RoutePlugin = createDataRoutes({ preHandler: requireUser });
