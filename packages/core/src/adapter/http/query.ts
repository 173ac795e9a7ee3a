import { z } from 'zod';
import {
  datasourceMetadataSchema,
  dimensionsRequestSchema,
  distinctRequestSchema,
  distinctResponseSchema,
  maxTimeResponseSchema,
  minMaxResponseSchema,
  minTimeResponseSchema,
  multiDistinctResponseSchema,
  timeBoundRequestSchema,
  timeBoundaryResponseSchema,
} from '../../query/datasource.schema';
import { COLUMNS_MEDIA_TYPE, ColumnarAnswerError, columnarAnswerSchema, decodeColumnarAnswer } from '../../query/columnarAnswer';
import { queryResponseSchema, type QueryResponse } from '../../query/query.schema';
import {
  asOfDatesResponseSchema,
  riskDistinctResponseSchema,
  riskFieldsRequestSchema,
  riskMinMaxResponseSchema,
  riskQueryResponseSchema,
} from '../../query/risk.schema';
import type { DimensionValue } from '../../query/common.schema';
import { isValidQueryRequest, validateQueryRequest, validateRiskQueryRequest } from '../../query/validateQueryRequest';
import {
  normalsResponseSchema,
  weatherForecastResponseSchema,
  weatherRequestSchema,
  weatherResponseSchema,
  type WeatherRequest,
} from '../../query/weather.schema';
import { TEXT_DATA_CANNOT_BE_FORMATTED } from '../../texts';
import { LoadlineFormatError, LoadlineValidationError } from '../errors';
import type { QueryApi, RiskApi, WeatherApi } from '../types';
import { createQueryBatcher, type QueryBatcherOptions } from './queryBatcher';
import { parseRequest, type QueryValue, type Requester } from './request';
import { lazySchema } from '../../lazySchema';

/**
 * HTTP implementation of the query, weather and risk domains (spec part 2 §7 "Data queries",
 * "Risk").
 *
 * @module
 */

const DATASOURCES = ['druid', 'api', 'v2', 'datasources'] as const;

/**
 * Datasource calls under /druid/api/v2/datasources/{ds}. With `batching` (the adapter's
 * `batchQueries`), `query` and `queryNative` go through a query batcher (queryBatcher.ts), whose
 * single calls are these same calls, and their answers are checked here as a single call's are.
 */
export function httpQuery(call: Requester, batching?: Omit<QueryBatcherOptions, 'single'>): QueryApi {
  const ds = (name: string, ...rest: string[]) => [...DATASOURCES, name, ...rest];
  const single = <S extends z.ZodType>(name: string, native: boolean, body: unknown, signal: AbortSignal | undefined, schema: S) =>
    call({ method: 'POST', path: ds(name, native ? 'query-native' : 'query'), body, schema, accept: QUERY_ACCEPT, context: 'query', signal });
  const batch = batching
    ? createQueryBatcher({ ...batching, single: ({ datasource, native, body, signal }) => single(datasource, native, body, signal, anyAnswer) })
    : undefined;
  const queryCall = async (name: string, native: boolean, body: unknown, signal: AbortSignal | undefined): Promise<QueryResponse> => {
    if (!batch) return single(name, native, body, signal, queryAnswerSchema);
    const value = await batch({ datasource: name, native, body, signal });
    const result = queryAnswerSchema.safeParse(value);
    if (!result.success) throw new LoadlineFormatError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
    return result.data;
  };
  return {
    metadata: async (name, o) => call({ method: 'GET', path: ds(name), schema: datasourceMetadataSchema, signal: o?.signal }),
    distinct: async (name, body, o) => {
      const request = parseRequest(distinctRequestSchema, body);
      return call({
        method: 'POST',
        path: ds(name, 'distinct'),
        body: request,
        schema: distinctResponseValues(request.distinctDimension.columnName),
        formatMessage: TEXT_DATA_CANNOT_BE_FORMATTED,
        signal: o?.signal,
      });
    },
    multiDistinct: async (name, body, o) =>
      (
        await call({
          method: 'POST',
          path: ds(name, 'multi-distinct'),
          body: parseRequest(dimensionsRequestSchema, body),
          schema: multiDistinctResponseSchema,
          signal: o?.signal,
        })
      ).result,
    minMax: async (name, body, o) =>
      call({
        method: 'POST',
        path: ds(name, 'min-max'),
        body: parseRequest(dimensionsRequestSchema, body),
        schema: minMaxResponseSchema,
        signal: o?.signal,
      }),
    maxTime: async (name, body, o) =>
      (
        await call({
          method: 'POST',
          path: ds(name, 'max-time'),
          body: parseRequest(timeBoundRequestSchema, body),
          schema: maxTimeResponseSchema,
          signal: o?.signal,
        })
      ).maxTime,
    minTime: async (name, body, o) =>
      (
        await call({
          method: 'POST',
          path: ds(name, 'min-time'),
          body: parseRequest(timeBoundRequestSchema, body),
          schema: minTimeResponseSchema,
          signal: o?.signal,
        })
      ).minTime,
    timeBoundary: async (name, o) =>
      call({ method: 'GET', path: ds(name, 'time-boundary'), schema: timeBoundaryResponseSchema, signal: o?.signal }),
    query: async (name, body, o) => {
      const checked = isValidQueryRequest(body, 'query') ? { success: true as const, data: body } : validateQueryRequest(body, { kind: 'query' });
      if (!checked.success) throw new LoadlineValidationError(checked.errors);
      return queryCall(name, false, checked.data, o?.signal);
    },
    queryNative: async (name, body, o) => {
      const checked = isValidQueryRequest(body, 'native') ? { success: true as const, data: body } : validateQueryRequest(body, { kind: 'native' });
      if (!checked.success) throw new LoadlineValidationError(checked.errors);
      return queryCall(name, true, checked.data, o?.signal);
    },
  };
}

/** The columnar answer first, the spec's rows otherwise (a backend that knows no columns answers rows). */
const QUERY_ACCEPT = `${COLUMNS_MEDIA_TYPE}, application/json;q=0.9`;

/** A batched call's single call answers unchecked: `queryCall` checks it as it checks a batch line's. */
const anyAnswer = z.unknown();

/**
 * A query answer in either shape: the columnar one (`columns`, see core's columnarAnswer) decoded
 * without building rows, or the spec's rows.
 */
const queryAnswerSchema = lazySchema(() => z.unknown().transform((value, ctx): QueryResponse => {
  const columnar = value !== null && typeof value === 'object' && 'columns' in value;
  const parsed = columnar ? columnarAnswerSchema.safeParse(value) : queryResponseSchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  if (!('columns' in parsed.data)) return parsed.data;
  try {
    return decodeColumnarAnswer(parsed.data);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: e instanceof ColumnarAnswerError ? e.message : 'columns cannot be read' });
    return z.NEVER;
  }
}));

/** Schema of a distinct answer mapped to the list of values of `columnName`. */
function distinctResponseValues(columnName: string) {
  return distinctResponseSchema.transform((answer, ctx) => {
    const rows = answer.result.data[0]?.SPLIT.data ?? [];
    const values: DimensionValue[] = [];
    for (const row of rows) {
      if (!(columnName in row)) {
        ctx.addIssue({ code: 'custom', message: `row without ${columnName}` });
        return [];
      }
      values.push(row[columnName] ?? null);
    }
    return values;
  });
}

function weatherQuery(params: WeatherRequest): [string, QueryValue][] {
  const p = parseRequest(weatherRequestSchema, params);
  return [
    ['weather_stations', p.weatherStations.join(',')],
    ['start_date', p.startDate],
    ['end_date', p.endDate],
    ['date_field', p.dateField],
    ['utc_flag', p.utcFlag],
  ];
}

/** Weather over GET /weather/weather, /weather/normals, /weather/forecast. */
export function httpWeather(call: Requester): WeatherApi {
  return {
    actual: async (params, o) =>
      (await call({ method: 'GET', path: ['weather', 'weather'], query: weatherQuery(params), schema: weatherResponseSchema, signal: o?.signal }))
        .adjusted_weather,
    normals: async (params, o) =>
      (await call({ method: 'GET', path: ['weather', 'normals'], query: weatherQuery(params), schema: normalsResponseSchema, signal: o?.signal }))
        .normals,
    forecast: async (params, o) =>
      (
        await call({
          method: 'GET',
          path: ['weather', 'forecast'],
          query: weatherQuery(params),
          schema: weatherForecastResponseSchema,
          signal: o?.signal,
        })
      ).adjusted_forecast,
  };
}

/** Risk over /risk/v1/risk-data/{datasource}/... */
export function httpRisk(call: Requester): RiskApi {
  const risk = (name: string, leaf: string) => ['risk', 'v1', 'risk-data', name, leaf];
  return {
    asOfDates: async (name, params, o) =>
      call({
        method: 'GET',
        path: risk(name, 'as-of-date'),
        query: [['datesBefore', params?.datesBefore]],
        schema: asOfDatesResponseSchema,
        signal: o?.signal,
      }),
    query: async (name, body, o) => {
      const checked = validateRiskQueryRequest(body);
      if (!checked.success) throw new LoadlineValidationError(checked.errors);
      return call({ method: 'POST', path: risk(name, 'query'), body: checked.data, schema: riskQueryResponseSchema, signal: o?.signal });
    },
    distinct: async (name, body, o) =>
      call({
        method: 'POST',
        path: risk(name, 'distinct'),
        body: parseRequest(riskFieldsRequestSchema, body),
        schema: riskDistinctResponseSchema,
        signal: o?.signal,
      }),
    minMax: async (name, body, o) =>
      call({
        method: 'POST',
        path: risk(name, 'min-max'),
        body: parseRequest(riskFieldsRequestSchema, body),
        schema: riskMinMaxResponseSchema,
        signal: o?.signal,
      }),
  };
}
