import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ForecastSummariesParams } from '../adapter/types';
import type { QueryRow } from '../query/common.schema';
import type { RiskQueryRequestInput } from '../query/risk.schema';
import type { WeatherRequest, WeatherRow } from '../query/weather.schema';
import type { Adjustment } from '../schemas/adjustment.schema';
import type { ForecastSummary } from '../schemas/forecast.schema';
import type { Job } from '../schemas/job.schema';
import type { LoadlineQueryOptions } from './hookOptions';
import { useAdapterDomain, useLoadlineQueryClient } from './LoadlineProvider';
import { loadlineQueries } from './queryOptions';
import type { AdjustmentListParams, WeatherKind } from './queryKeys';

/**
 * Weather rows of stations over a day range: `actual` (GET /weather/weather), `normals` or
 * `forecast` (spec part 2 §7). Temperatures are as the backend sends them.
 *
 * @example useWeather('actual', { weatherStations: ['KIAH'], startDate: '2020-07-01', endDate: '2020-07-07' })
 */
export function useWeather(
  kind: WeatherKind,
  params: WeatherRequest | null | undefined,
  options: LoadlineQueryOptions = {},
): UseQueryResult<WeatherRow[]> {
  const { queryKey, queryFn } = loadlineQueries.weather(useAdapterDomain('weather'), kind, params ?? { weatherStations: [], startDate: '', endDate: '' });
  return useQuery({ queryKey, queryFn: params ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/**
 * Forecast summaries for forecast summary cards and Available Forecasts: newest process time
 * first, `count` (default 5) per market after `skip`.
 *
 * @example useForecastSummaries({ datasource: 'ercot_forecast', category: 'shortTermForecast', timezone: 'America/Chicago' })
 */
export function useForecastSummaries(
  params: ForecastSummariesParams | null | undefined,
  options: LoadlineQueryOptions = {},
): UseQueryResult<ForecastSummary[]> {
  const { queryKey, queryFn } = loadlineQueries.forecastSummaries(useAdapterDomain('forecasts'), params ?? { datasource: '', category: 'shortTermForecast' });
  return useQuery({ queryKey, queryFn: params ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/**
 * As-of dates (YYYY-MM-DD) of a risk datasource, for the As Of Date selector.
 *
 * @example const { data: dates = [] } = useRiskAsOfDates('nop');
 */
export function useRiskAsOfDates(
  datasource: string | null | undefined,
  datesBefore?: string,
  options: LoadlineQueryOptions = {},
): UseQueryResult<string[]> {
  const { queryKey, queryFn } = loadlineQueries.riskAsOfDates(useAdapterDomain('risk'), datasource ?? '', datesBefore);
  return useQuery({ queryKey, queryFn: datasource ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/**
 * Rows of a risk query (supply, demand, net open position, mark-to-market).
 *
 * @example useRiskQuery('nop', { asOfDate: '2024-05-01', group: ['zone'], columns: [{ name: 'position', aggregation: 'sum' }] })
 */
export function useRiskQuery(
  datasource: string | null | undefined,
  body: RiskQueryRequestInput | null | undefined,
  options: LoadlineQueryOptions = {},
): UseQueryResult<QueryRow[]> {
  const { queryKey, queryFn } = loadlineQueries.riskRows(useAdapterDomain('risk'), datasource ?? '', body ?? ({} as RiskQueryRequestInput));
  return useQuery({ queryKey, queryFn: datasource && body ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/**
 * A page of forecast adjustments of a config item (5 per page by default on the list screen).
 *
 * @example useAdjustments({ configId, limit: 5, skip: 0, status: 'draft' })
 */
export function useAdjustments(params: AdjustmentListParams | null | undefined, options: LoadlineQueryOptions = {}): UseQueryResult<Adjustment[]> {
  const { queryKey, queryFn } = loadlineQueries.adjustments(useAdapterDomain('adjustments'), params ?? { configId: '' });
  return useQuery({ queryKey, queryFn: params ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/**
 * One forecast adjustment with its versions.
 *
 * @example const { data: adjustment } = useAdjustment(adjustmentId);
 */
export function useAdjustment(adjustmentId: string | null | undefined, options: LoadlineQueryOptions = {}): UseQueryResult<Adjustment> {
  const { queryKey, queryFn } = loadlineQueries.adjustment(useAdapterDomain('adjustments'), adjustmentId ?? '');
  return useQuery({ queryKey, queryFn: adjustmentId ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/**
 * Pricing jobs for Job Status (GET /pricing/v1/jobs); poll with `refetchInterval` while running.
 *
 * @example useJobs({ refetchInterval: 5_000 })
 */
export function useJobs(options: LoadlineQueryOptions = {}): UseQueryResult<Job[]> {
  return useQuery({ ...loadlineQueries.jobs(useAdapterDomain('pricing')), ...options }, useLoadlineQueryClient());
}
