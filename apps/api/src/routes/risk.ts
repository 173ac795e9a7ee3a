import { isoDateSchema, riskFieldsRequestSchema, riskQueryRequestSchema, type MinMaxItem, type QueryRow } from '@loadline/core';
import { requireUser } from '../auth/requireUser';
import { compileMinMax, compileMultiDistinct } from '../query/compileCalls';
import { asOfColumn, compileAsOfDates, compileRiskQuery } from '../query/compileRisk';
import { QueryError, queryTexts } from '../query/errors';
import { runIr, runIrCapped, toRowValue, type SqlRunner } from '../query/execute';
import { createQueryGovernor, type QueryLimits } from '../query/governor';
import { datasourceOr404, installGuardAndErrors, parseRequest, type GuardedRoutesOptions } from '../query/http';
import type { RoutePlugin } from '../server';
import { timeseriesOf } from '../timeseries/backend';

/** Options of {@link createRiskRoutes}. */
export interface RiskRoutesOptions extends GuardedRoutesOptions {
  /** Runs the SQL; defaults to the database's query connections. */
  runner?: SqlRunner;
  /** Overrides of the query limits read from the environment (see `query/governor.ts`). */
  limits?: Partial<QueryLimits>;
}

const BASE = '/risk/v1/risk-data/:datasource';
type Ds = { Params: { datasource: string } };

/**
 * Builds the risk routes (spec part 2 section 7 "Risk"), under `/api`, for any registered
 * datasource with an `asOfDate` dimension (e.g. risk_positions: supply, demand, position, volume
 * in MWh, mark_to_market in $ dollars):
 *
 * - GET  /risk/v1/risk-data/{datasource}/as-of-date[?datesBefore=YYYY-MM-DD]: the as-of dates,
 *   ISO `YYYY-MM-DD`, newest first, only those before `datesBefore` when given.
 * - POST .../query: body `{ asOfDate, group, columns: [{ name, aggregation: sum|avg|min|max }],
 *   selectedFilters: [{ name, values }], rangeFilters: [{ name, value: [min, max] }] }`; answers
 *   rows `{ [group column]: value, [column name]: aggregate }` (`__time` as ISO 8601 UTC).
 * - POST .../distinct: body `{ fields }`; answers `{ [field]: values[] }`, ascending.
 * - POST .../min-max: body `{ fields }`; answers `[{ name, minValue, maxValue }]`.
 *
 * Queries run under the query limits of `query/governor.ts` (row cap, timeout, cancellation on
 * disconnect, per-user limit).
 * Errors: 404 `{ message }` for an unknown datasource or one without as-of dates; 400 with
 * 'No as of date specified' when a query has no asOfDate, else naming the bad field; 413, 429,
 * 503, 504 as the data routes.
 */
export function createRiskRoutes(options: RiskRoutesOptions = {}): RoutePlugin {
  return async (api, { ctx }) => {
    installGuardAndErrors(api, options);
    // The time series' engine: DuckDB, or ClickHouse when configured (timeseries/backend.ts).
    const { dialect, connections } = timeseriesOf(ctx.db);
    const governor = createQueryGovernor({ connections, limits: options.limits, runner: options.runner });

    api.get<Ds & { Querystring: { datesBefore?: string } }>(`${BASE}/as-of-date`, async (req, reply): Promise<string[]> => {
      const meta = datasourceOr404(req.params.datasource, req.user);
      const before = req.query.datesBefore === undefined ? undefined : parseRequest(isoDateSchema, req.query.datesBefore, 'datesBefore');
      const rows = await governor.run(req, reply, ({ runner }) => runIr(runner, dialect, compileAsOfDates(meta)));
      const dates = rows.map((r) => String(toRowValue(r.v)));
      return before === undefined ? dates : dates.filter((d) => d < before);
    });

    api.post<Ds>(`${BASE}/query`, async (req, reply): Promise<QueryRow[]> => {
      const meta = datasourceOr404(req.params.datasource, req.user);
      const body = req.body as { asOfDate?: unknown } | null;
      if (body?.asOfDate === undefined || body.asOfDate === null || body.asOfDate === '') throw new QueryError(queryTexts.noAsOfDate);
      const { ir, columns } = compileRiskQuery(parseRequest(riskQueryRequestSchema, body, 'risk query'), meta);
      const rows = await governor.run(req, reply, ({ runner, signal, limits }) => runIrCapped(runner, dialect, ir, { maxRows: limits.maxRows, signal }));
      return rows.map((r) => {
        const row: QueryRow = {};
        for (const c of columns) {
          const v = toRowValue(r[c.alias]);
          row[c.name] = c.time && typeof v === 'number' ? new Date(v).toISOString() : v;
        }
        return row;
      });
    });

    api.post<Ds>(`${BASE}/distinct`, async (req, reply) => {
      const meta = datasourceOr404(req.params.datasource, req.user);
      asOfColumn(meta);
      const { fields } = parseRequest(riskFieldsRequestSchema, req.body, 'risk distinct request');
      return governor.run(req, reply, async ({ runner }) => {
        const out: Record<string, (string | number | boolean | null)[]> = {};
        for (const { column, ir } of compileMultiDistinct({ dimensions: fields, filters: [] }, meta)) {
          out[column] = (await runIr(runner, dialect, ir)).map((r) => toRowValue(r.v));
        }
        return out;
      });
    });

    api.post<Ds>(`${BASE}/min-max`, async (req, reply): Promise<MinMaxItem[]> => {
      const meta = datasourceOr404(req.params.datasource, req.user);
      asOfColumn(meta);
      const { fields } = parseRequest(riskFieldsRequestSchema, req.body, 'risk min-max request');
      const { ir, columns } = compileMinMax({ dimensions: fields, filters: [] }, meta);
      const row = (await governor.run(req, reply, ({ runner }) => runIr(runner, dialect, ir)))[0] ?? {};
      const num = (v: unknown) => {
        const x = toRowValue(v);
        return typeof x === 'number' ? x : null;
      };
      return columns.map((name, i) => ({ name, minValue: num(row[`lo${i}`]), maxValue: num(row[`hi${i}`]) }));
    });
  };
}

/** The risk routes behind the session check (`requireUser`); see {@link createRiskRoutes}. */
export const riskRoutes: RoutePlugin = createRiskRoutes({ preHandler: requireUser });
