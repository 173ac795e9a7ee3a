import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { DimensionValue, MinMaxItem } from '../query/common.schema';
import type {
  DatasourceMetadata, DimensionsRequestInput, DistinctRequestInput, TimeBoundary, TimeBoundRequestInput,
} from '../query/datasource.schema';
import type { QueryRequestInput, QueryResponse } from '../query/query.schema';
import type { LoadlineQueryOptions } from './hookOptions';
import { useAdapterDomain, useLoadlineQueryClient } from './LoadlineProvider';
import { loadlineQueries } from './queryOptions';

/**
 * Hooks over the datasource calls (/druid/api/v2/datasources/{ds}/..., spec part 2 §7 "Data
 * queries"). Each is keyed by datasource and request body and fetches nothing while the
 * datasource or body is null. The request is cancelled (AbortSignal) when the last component
 * using it unmounts.
 */

/**
 * Datasource metadata: dimensions, metrics with units, interval minutes, meter id column.
 *
 * @example const { data: meta } = useDatasourceMetadata(config.datasource);
 */
export function useDatasourceMetadata(datasource: string | null | undefined, options: LoadlineQueryOptions = {}): UseQueryResult<DatasourceMetadata> {
  const { queryKey, queryFn } = loadlineQueries.metadata(useAdapterDomain('query'), datasource ?? '');
  return useQuery({ queryKey, queryFn: datasource ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/**
 * Earliest and latest `__time` of a datasource (ISO 8601), the min and max that date ranges are
 * clamped to (spec part 1 §4; see `resolveDateRange`).
 *
 * @example const { data } = useTimeBoundary('ercot_load'); data?.maxTime
 */
export function useTimeBoundary(datasource: string | null | undefined, options: LoadlineQueryOptions = {}): UseQueryResult<TimeBoundary> {
  const { queryKey, queryFn } = loadlineQueries.timeBoundary(useAdapterDomain('query'), datasource ?? '');
  return useQuery(
    { queryKey, queryFn: datasource ? queryFn : skipToken, ...options },
    useLoadlineQueryClient(),
  );
}

/**
 * Latest `__time` (ISO 8601, null when no row matches) of the rows a max-time body's filters keep
 * (POST .../max-time, spec part 2 §7): e.g. the last hour of the actual series when forecast runs
 * reach past it. Fetches nothing while the datasource or body is null.
 *
 * @example useMaxTime('ercot_load', { filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['actual'] }] })
 */
export function useMaxTime(
  datasource: string | null | undefined,
  body: TimeBoundRequestInput | null | undefined,
  options: LoadlineQueryOptions = {},
): UseQueryResult<string | null> {
  const { queryKey, queryFn } = loadlineQueries.maxTime(useAdapterDomain('query'), datasource ?? '', body ?? {});
  return useQuery({ queryKey, queryFn: datasource && body ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/**
 * Distinct values of one column (filter options).
 *
 * @example useDistinct('ercot_load', { distinctDimension: { columnName: 'zone' } })
 */
export function useDistinct(
  datasource: string | null | undefined,
  body: DistinctRequestInput | null | undefined,
  options: LoadlineQueryOptions = {},
): UseQueryResult<DimensionValue[]> {
  const { queryKey, queryFn } = loadlineQueries.distinct(useAdapterDomain('query'), datasource ?? '', body ?? { distinctDimension: { columnName: '' } });
  return useQuery({ queryKey, queryFn: datasource && body ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/**
 * Min and max of columns (range filter bounds).
 *
 * @example useMinMax('ercot_load', { dimensions: ['load'] })
 */
export function useMinMax(
  datasource: string | null | undefined,
  body: DimensionsRequestInput | null | undefined,
  options: LoadlineQueryOptions = {},
): UseQueryResult<MinMaxItem[]> {
  const { queryKey, queryFn } = loadlineQueries.minMax(useAdapterDomain('query'), datasource ?? '', body ?? { dimensions: [] });
  return useQuery({ queryKey, queryFn: datasource && body ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}

/** Options of {@link useDatasourceQuery}. */
export interface DatasourceQueryOptions extends LoadlineQueryOptions {
  /** Use POST .../query-native (meter tables, maps, forecast cards, scenarios). @default false */
  native?: boolean;
}

/**
 * Rows of a query (POST .../query, or .../query-native with `native`): measures aggregated by
 * splits in the request's time zone.
 *
 * @example
 * const { data } = useDatasourceQuery('ercot_load', {
 *   selectedMeasures: [{ columnName: 'load_kwh', aggregation: 'Sum' }],
 *   splits: [{ type: 'time', granularity: 'P1D' }],
 *   timeFilter: { dateRange: toQueryDateRange('2023-07-01', '2023-07-31') },
 *   timezone: 'America/Chicago',
 * });
 */
export function useDatasourceQuery(
  datasource: string | null | undefined,
  request: QueryRequestInput | null | undefined,
  { native = false, ...options }: DatasourceQueryOptions = {},
): UseQueryResult<QueryResponse> {
  const { queryKey, queryFn } = loadlineQueries.rows(useAdapterDomain('query'), datasource ?? '', request ?? {}, native);
  return useQuery({ queryKey, queryFn: datasource && request ? queryFn : skipToken, ...options }, useLoadlineQueryClient());
}
