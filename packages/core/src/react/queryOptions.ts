import type { DataAdapter, ForecastSummariesParams } from '../adapter/types';
import type { DimensionsRequestInput, DistinctRequestInput, TimeBoundRequestInput } from '../query/datasource.schema';
import type { QueryRequestInput } from '../query/query.schema';
import type { RiskQueryRequestInput } from '../query/risk.schema';
import type { WeatherRequest } from '../query/weather.schema';
import type { ValidQueryRequest } from '../query/validateQueryRequest';
import { loadlineKeys, type AdjustmentListParams, type WeatherKind } from './queryKeys';

/** What a query function receives from TanStack Query that these calls use. */
type Context = { signal: AbortSignal };

/**
 * The key and function of every query of the SDK, in one place (TanStack Query's `queryOptions`
 * pattern): core's hooks, the dashboard's cards and a host that asks before a screen renders
 * (`queryClient.prefetchQuery(loadlineQueries.configItems(adapter.dashboards))`) all build their
 * queries here, so they always meet under one cache entry ("fetched data is cached per argument",
 * spec part 1 §4). Each factory takes the adapter domain it calls and the request; keys are
 * {@link loadlineKeys}.
 *
 * @example void queryClient.prefetchQuery(loadlineQueries.timeBoundary(adapter.query, 'ercot_load'));
 * @example useQueries({ queries: items.map((i) => loadlineQueries.rows(adapter.query, i.datasource, i.body)) });
 */
export const loadlineQueries = {
  /** GET user/v1/user/config/dashboards. */
  configItems: (dashboards: Pick<DataAdapter['dashboards'], 'listConfigs'>) => ({
    queryKey: loadlineKeys.dashboards.configs(),
    queryFn: ({ signal }: Context) => dashboards.listConfigs({ signal }),
  }),
  /** GET user/v1/user/dashboards/?type=. */
  dashboards: (dashboards: Pick<DataAdapter['dashboards'], 'list'>, type: string) => ({
    queryKey: loadlineKeys.dashboards.list(type),
    queryFn: ({ signal }: Context) => dashboards.list({ type }, { signal }),
  }),
  /** GET user/v1/user/cards/overview. */
  overviewCards: (overview: Pick<DataAdapter['overview'], 'listCards'>) => ({
    queryKey: loadlineKeys.overview.cards(),
    queryFn: ({ signal }: Context) => overview.listCards({ signal }),
  }),
  /** GET druid/api/v2/datasources/{ds}: dimensions, metrics with units, interval minutes. */
  metadata: (query: Pick<DataAdapter['query'], 'metadata'>, datasource: string) => ({
    queryKey: loadlineKeys.query.metadata(datasource),
    queryFn: ({ signal }: Context) => query.metadata(datasource, { signal }),
  }),
  /** GET druid/api/v2/datasources/{ds}/time-boundary. */
  timeBoundary: (query: Pick<DataAdapter['query'], 'timeBoundary'>, datasource: string) => ({
    queryKey: loadlineKeys.query.timeBoundary(datasource),
    queryFn: ({ signal }: Context) => query.timeBoundary(datasource, { signal }),
  }),
  /**
   * POST druid/api/v2/datasources/{ds}/max-time: the latest `__time` of the rows the body's
   * filters keep (e.g. the actual series: the "End of data" of a dashboard's relative dates).
   */
  maxTime: (query: Pick<DataAdapter['query'], 'maxTime'>, datasource: string, body: TimeBoundRequestInput) => ({
    queryKey: loadlineKeys.query.maxTime(datasource, body),
    queryFn: ({ signal }: Context) => query.maxTime(datasource, body, { signal }),
  }),
  /** POST druid/api/v2/datasources/{ds}/distinct: the values of one column. */
  distinct: (query: Pick<DataAdapter['query'], 'distinct'>, datasource: string, body: DistinctRequestInput) => ({
    queryKey: loadlineKeys.query.distinct(datasource, body),
    queryFn: ({ signal }: Context) => query.distinct(datasource, body, { signal }),
  }),
  /** POST druid/api/v2/datasources/{ds}/min-max: range filter bounds. */
  minMax: (query: Pick<DataAdapter['query'], 'minMax'>, datasource: string, body: DimensionsRequestInput) => ({
    queryKey: loadlineKeys.query.minMax(datasource, body),
    queryFn: ({ signal }: Context) => query.minMax(datasource, body, { signal }),
  }),
  /**
   * POST druid/api/v2/datasources/{ds}/query, or .../query-native with `native`. A body that is a
   * {@link ValidQueryRequest} (checked once where it was planned) is sent without checking again.
   */
  rows: (query: Pick<DataAdapter['query'], 'query' | 'queryNative'>, datasource: string, body: QueryRequestInput | ValidQueryRequest, native = false) => ({
    queryKey: loadlineKeys.query.rows(datasource, body, native),
    queryFn: ({ signal }: Context) => (native ? query.queryNative(datasource, body, { signal }) : query.query(datasource, body, { signal })),
  }),
  /** GET /weather/weather (actual), /weather/normals or /weather/forecast. */
  weather: (weather: Pick<DataAdapter['weather'], WeatherKind>, kind: WeatherKind, params: WeatherRequest) => ({
    queryKey: loadlineKeys.weather.rows(kind, params),
    queryFn: ({ signal }: Context) => weather[kind](params, { signal }),
  }),
  /** Forecast summaries (newest process time first, `count` per market after `skip`). */
  forecastSummaries: (forecasts: Pick<DataAdapter['forecasts'], 'summaries'>, params: ForecastSummariesParams) => ({
    queryKey: loadlineKeys.forecasts.summaries(params),
    queryFn: ({ signal }: Context) => forecasts.summaries(params, { signal }),
  }),
  /** As-of dates (YYYY-MM-DD) of a risk datasource, optionally before a date. */
  riskAsOfDates: (risk: Pick<DataAdapter['risk'], 'asOfDates'>, datasource: string, datesBefore?: string) => ({
    queryKey: loadlineKeys.risk.asOfDates(datasource, datesBefore),
    queryFn: ({ signal }: Context) => risk.asOfDates(datasource, datesBefore ? { datesBefore } : undefined, { signal }),
  }),
  /** Rows of a risk query. */
  riskRows: (risk: Pick<DataAdapter['risk'], 'query'>, datasource: string, body: RiskQueryRequestInput) => ({
    queryKey: loadlineKeys.risk.rows(datasource, body),
    queryFn: ({ signal }: Context) => risk.query(datasource, body, { signal }),
  }),
  /** A page of forecast adjustments of a config item. */
  adjustments: (adjustments: Pick<DataAdapter['adjustments'], 'list'>, params: AdjustmentListParams) => ({
    queryKey: loadlineKeys.adjustments.list(params),
    queryFn: ({ signal }: Context) => adjustments.list(params, { signal }),
  }),
  /** One forecast adjustment with its versions. */
  adjustment: (adjustments: Pick<DataAdapter['adjustments'], 'get'>, adjustmentId: string) => ({
    queryKey: loadlineKeys.adjustments.detail(adjustmentId),
    queryFn: ({ signal }: Context) => adjustments.get(adjustmentId, { signal }),
  }),
  /** GET /pricing/v1/jobs. */
  jobs: (pricing: Pick<DataAdapter['pricing'], 'listJobs'>) => ({
    queryKey: loadlineKeys.pricing.jobs(),
    queryFn: ({ signal }: Context) => pricing.listJobs({ signal }),
  }),
  /** GET user/v1/org/users: the share dialog's users. */
  organizationUsers: (users: Pick<DataAdapter['users'], 'listOrganizationUsers'>) => ({
    queryKey: loadlineKeys.users.organization(),
    queryFn: ({ signal }: Context) => users.listOrganizationUsers({ signal }),
  }),
  /** GET user/v1/user/notifications/: unread notifications. */
  notifications: (notifications: Pick<DataAdapter['notifications'], 'list'>) => ({
    queryKey: loadlineKeys.notifications.unread(),
    queryFn: ({ signal }: Context) => notifications.list({ signal }),
  }),
};
