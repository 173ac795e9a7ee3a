import type { ForecastSummariesParams } from '../adapter/types';
import type { DimensionsRequestInput, DistinctRequestInput, TimeBoundRequestInput } from '../query/datasource.schema';
import type { QueryRequestInput } from '../query/query.schema';
import type { RiskQueryRequestInput } from '../query/risk.schema';
import type { WeatherRequest } from '../query/weather.schema';

/**
 * Query keys of every Loadline hook, built from the request so TanStack Query caches "per
 * argument" (spec part 1 §4 "Fetched data is cached per argument"). Every key starts with
 * `'loadline'` and then the adapter domain, so `invalidateQueries({ queryKey: loadlineKeys.dashboards.all })`
 * refreshes one domain. Objects in keys are hashed by TanStack with sorted keys, so property
 * order does not matter.
 *
 * @example queryClient.invalidateQueries({ queryKey: loadlineKeys.dashboards.list('prod_load_forecast') })
 */
export const loadlineKeys = {
  all: ['loadline'] as const,
  auth: {
    all: ['loadline', 'auth'] as const,
    currentUser: () => ['loadline', 'auth', 'currentUser'] as const,
  },
  users: {
    organization: () => ['loadline', 'users', 'organization'] as const,
  },
  notifications: {
    all: ['loadline', 'notifications'] as const,
    unread: () => ['loadline', 'notifications', 'unread'] as const,
  },
  dashboards: {
    all: ['loadline', 'dashboards'] as const,
    configs: () => ['loadline', 'dashboards', 'configs'] as const,
    list: (type: string) => ['loadline', 'dashboards', 'list', type] as const,
  },
  overview: {
    cards: () => ['loadline', 'overview', 'cards'] as const,
  },
  query: {
    all: ['loadline', 'query'] as const,
    datasource: (datasource: string) => ['loadline', 'query', datasource] as const,
    metadata: (datasource: string) => ['loadline', 'query', datasource, 'metadata'] as const,
    timeBoundary: (datasource: string) => ['loadline', 'query', datasource, 'timeBoundary'] as const,
    maxTime: (datasource: string, body: TimeBoundRequestInput) => ['loadline', 'query', datasource, 'maxTime', body] as const,
    distinct: (datasource: string, body: DistinctRequestInput) => ['loadline', 'query', datasource, 'distinct', body] as const,
    minMax: (datasource: string, body: DimensionsRequestInput) => ['loadline', 'query', datasource, 'minMax', body] as const,
    rows: (datasource: string, body: QueryRequestInput, native: boolean) =>
      ['loadline', 'query', datasource, native ? 'queryNative' : 'query', body] as const,
  },
  forecasts: {
    summaries: (params: ForecastSummariesParams) => ['loadline', 'forecasts', 'summaries', params] as const,
  },
  weather: {
    rows: (kind: WeatherKind, params: WeatherRequest) => ['loadline', 'weather', kind, params] as const,
  },
  risk: {
    asOfDates: (datasource: string, datesBefore?: string) =>
      ['loadline', 'risk', datasource, 'asOfDates', datesBefore ?? null] as const,
    rows: (datasource: string, body: RiskQueryRequestInput) => ['loadline', 'risk', datasource, 'query', body] as const,
  },
  adjustments: {
    all: ['loadline', 'adjustments'] as const,
    list: (params: AdjustmentListParams) => ['loadline', 'adjustments', 'list', params] as const,
    detail: (adjustmentId: string) => ['loadline', 'adjustments', 'detail', adjustmentId] as const,
  },
  pricing: {
    jobs: () => ['loadline', 'pricing', 'jobs'] as const,
  },
};

/** Which weather call: actual (`/weather/weather`), `normals` or `forecast`. */
export type WeatherKind = 'actual' | 'normals' | 'forecast';

/** Parameters of the adjustment list (`AdjustmentsApi.list`). */
export interface AdjustmentListParams {
  configId: string;
  limit?: number;
  skip?: number;
  status?: 'draft' | 'approved';
}
