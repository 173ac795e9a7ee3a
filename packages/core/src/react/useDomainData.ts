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
import { loadlineKeys, type AdjustmentListParams, type WeatherKind } from './queryKeys';

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
  const weather = useAdapterDomain('weather');
  return useQuery(
    {
      queryKey: loadlineKeys.weather.rows(kind, params ?? { weatherStations: [], startDate: '', endDate: '' }),
      queryFn: params ? ({ signal }) => weather[kind](params, { signal }) : skipToken,
      ...options,
    },
    useLoadlineQueryClient(),
  );
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
  const forecasts = useAdapterDomain('forecasts');
  return useQuery(
    {
      queryKey: loadlineKeys.forecasts.summaries(params ?? { datasource: '', category: 'shortTermForecast' }),
      queryFn: params ? ({ signal }) => forecasts.summaries(params, { signal }) : skipToken,
      ...options,
    },
    useLoadlineQueryClient(),
  );
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
  const risk = useAdapterDomain('risk');
  return useQuery(
    {
      queryKey: loadlineKeys.risk.asOfDates(datasource ?? '', datesBefore),
      queryFn: datasource
        ? ({ signal }) => risk.asOfDates(datasource, datesBefore ? { datesBefore } : undefined, { signal })
        : skipToken,
      ...options,
    },
    useLoadlineQueryClient(),
  );
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
  const risk = useAdapterDomain('risk');
  return useQuery(
    {
      queryKey: loadlineKeys.risk.rows(datasource ?? '', body ?? ({} as RiskQueryRequestInput)),
      queryFn: datasource && body ? ({ signal }) => risk.query(datasource, body, { signal }) : skipToken,
      ...options,
    },
    useLoadlineQueryClient(),
  );
}

/**
 * A page of forecast adjustments of a config item (5 per page by default on the list screen).
 *
 * @example useAdjustments({ configId, limit: 5, skip: 0, status: 'draft' })
 */
export function useAdjustments(params: AdjustmentListParams | null | undefined, options: LoadlineQueryOptions = {}): UseQueryResult<Adjustment[]> {
  const adjustments = useAdapterDomain('adjustments');
  return useQuery(
    {
      queryKey: loadlineKeys.adjustments.list(params ?? { configId: '' }),
      queryFn: params ? ({ signal }) => adjustments.list(params, { signal }) : skipToken,
      ...options,
    },
    useLoadlineQueryClient(),
  );
}

/**
 * One forecast adjustment with its versions.
 *
 * @example const { data: adjustment } = useAdjustment(adjustmentId);
 */
export function useAdjustment(adjustmentId: string | null | undefined, options: LoadlineQueryOptions = {}): UseQueryResult<Adjustment> {
  const adjustments = useAdapterDomain('adjustments');
  return useQuery(
    {
      queryKey: loadlineKeys.adjustments.detail(adjustmentId ?? ''),
      queryFn: adjustmentId ? ({ signal }) => adjustments.get(adjustmentId, { signal }) : skipToken,
      ...options,
    },
    useLoadlineQueryClient(),
  );
}

/**
 * Pricing jobs for Job Status (GET /pricing/v1/jobs); poll with `refetchInterval` while running.
 *
 * @example useJobs({ refetchInterval: 5_000 })
 */
export function useJobs(options: LoadlineQueryOptions = {}): UseQueryResult<Job[]> {
  const pricing = useAdapterDomain('pricing');
  return useQuery(
    { queryKey: loadlineKeys.pricing.jobs(), queryFn: ({ signal }) => pricing.listJobs({ signal }), ...options },
    useLoadlineQueryClient(),
  );
}
