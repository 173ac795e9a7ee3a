import {
  dimensionsRequestSchema,
  distinctRequestSchema,
  queryRequestSchema,
  timeBoundRequestSchema,
  type DatasourceMetadata,
  type DistinctResponse,
  type MinMaxItem,
  type MultiDistinctResponse,
  type QueryResponse,
  type TimeBoundary,
} from '@loadline/core';
import { requireUser } from '../auth/requireUser';
import type { DatasourceMeta } from '../data/registry';
import { compileDistinct, compileMinMax, compileMultiDistinct, compileTimeBounds } from '../query/compileCalls';
import { compileQuery } from '../query/compileQuery';
import { duckdbDialect } from '../query/dialects/duckdb';
import { executeQuery, runIr, toRowValue, type SqlRunner } from '../query/execute';
import { datasourceOr404, installGuardAndErrors, parseRequest, type GuardedRoutesOptions } from '../query/http';
import type { QueryIR } from '../query/ir';
import type { RoutePlugin } from '../server';

/** Options of {@link createDataRoutes}. */
export interface DataRoutesOptions extends GuardedRoutesOptions {
  /** Runs the SQL; defaults to the app's database (tests wrap it to record every statement). */
  runner?: SqlRunner;
}

const BASE = '/druid/api/v2/datasources/:ds';
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
 *
 * Errors: 404 `{ message }` for an unknown datasource; 400 `{ message }` for a malformed body,
 * an unknown column, an unsupported time zone, a bad grain or date.
 */
export function createDataRoutes(options: DataRoutesOptions = {}): RoutePlugin {
  return async (api, { ctx }) => {
    installGuardAndErrors(api, options);
    const runner = options.runner ?? ctx.db;
    const one = async (ir: QueryIR) => (await runIr(runner, duckdbDialect, ir))[0] ?? {};

    api.get<DsParams>(BASE, async (req) => metadataOf(datasourceOr404(req.params.ds)));

    api.post<DsParams>(`${BASE}/distinct`, async (req): Promise<DistinctResponse> => {
      const meta = datasourceOr404(req.params.ds);
      const { ir, column } = compileDistinct(parseRequest(distinctRequestSchema, req.body, 'distinct request'), meta);
      const rows = await runIr(runner, duckdbDialect, ir);
      return { result: { data: [{ SPLIT: { data: rows.map((r) => ({ [column]: toRowValue(r.v) })) } }] } };
    });

    api.post<DsParams>(`${BASE}/multi-distinct`, async (req): Promise<MultiDistinctResponse> => {
      const meta = datasourceOr404(req.params.ds);
      const result: MultiDistinctResponse['result'] = {};
      for (const { column, ir } of compileMultiDistinct(parseRequest(dimensionsRequestSchema, req.body, 'multi-distinct request'), meta)) {
        result[column] = (await runIr(runner, duckdbDialect, ir)).map((r) => toRowValue(r.v));
      }
      return { result };
    });

    api.post<DsParams>(`${BASE}/min-max`, async (req): Promise<MinMaxItem[]> => {
      const meta = datasourceOr404(req.params.ds);
      const { ir, columns } = compileMinMax(parseRequest(dimensionsRequestSchema, req.body, 'min-max request'), meta);
      const row = await one(ir);
      const num = (v: unknown) => {
        const x = toRowValue(v);
        return typeof x === 'number' ? x : null;
      };
      return columns.map((name, i) => ({ name, minValue: num(row[`lo${i}`]), maxValue: num(row[`hi${i}`]) }));
    });

    api.post<DsParams>(`${BASE}/max-time`, async (req) => {
      const meta = datasourceOr404(req.params.ds);
      return { maxTime: isoOrNull((await one(compileTimeBounds(parseRequest(timeBoundRequestSchema, req.body, 'max-time request'), meta))).hi) };
    });

    api.post<DsParams>(`${BASE}/min-time`, async (req) => {
      const meta = datasourceOr404(req.params.ds);
      return { minTime: isoOrNull((await one(compileTimeBounds(parseRequest(timeBoundRequestSchema, req.body, 'min-time request'), meta))).lo) };
    });

    api.get<DsParams>(`${BASE}/time-boundary`, async (req): Promise<TimeBoundary> => {
      const row = await one(compileTimeBounds({ filters: [] }, datasourceOr404(req.params.ds)));
      return { minTime: isoOrNull(row.lo), maxTime: isoOrNull(row.hi) };
    });

    for (const path of ['query', 'query-native']) {
      api.post<DsParams>(`${BASE}/${path}`, async (req): Promise<QueryResponse> => {
        const meta = datasourceOr404(req.params.ds);
        const body = parseRequest(queryRequestSchema, req.body, 'query');
        const answer = await executeQuery(runner, duckdbDialect, compileQuery(body, meta));
        return body.queryId === undefined ? answer : { queryId: body.queryId, ...answer };
      });
    }
  };
}

/** The data query routes behind the session check (`requireUser`); see {@link createDataRoutes}. */
export const dataRoutes: RoutePlugin = createDataRoutes({ preHandler: requireUser });
