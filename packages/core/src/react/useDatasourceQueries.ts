import { useQueries, type QueryObserverResult } from '@tanstack/react-query';
import type { DatasourceMetadata } from '../query/datasource.schema';
import type { QueryRequestInput, QueryResponse } from '../query/query.schema';
import type { ValidQueryRequest } from '../query/validateQueryRequest';
import type { LoadlineQueryOptions } from './hookOptions';
import { useAdapterDomain, useLoadlineQueryClient } from './LoadlineProvider';
import { loadlineQueries } from './queryOptions';

/** One request of {@link useDatasourceQueries}: POST .../{datasource}/query with `body`. */
export interface DatasourceQueryItem {
  datasource: string;
  /** The request; a `ValidQueryRequest` is sent without checking it again. */
  body: QueryRequestInput | ValidQueryRequest;
}

/** The state of one request of {@link useDatasourceQueries}, in the order of the requests. */
export interface DatasourceQueryState {
  /** The answer, once it arrived (kept while a new one loads). */
  data: QueryResponse | undefined;
  /** The error of the last attempt, or null. */
  error: Error | null;
  /** True until the first answer or error. */
  isPending: boolean;
  /** True while a request is in flight. */
  isFetching: boolean;
}

function pick(result: QueryObserverResult<QueryResponse>): DatasourceQueryState {
  return { data: result.data, error: result.error, isPending: result.isPending, isFetching: result.isFetching };
}

// Module-level so TanStack memoizes the combined array: it is a new array only when a result changed.
const combine = (results: QueryObserverResult<QueryResponse>[]): DatasourceQueryState[] => results.map(pick);

/**
 * Rows of several queries at once (POST /druid/api/v2/datasources/{ds}/query, spec part 2 §7),
 * one per item, e.g. one per data series of a dashboard card. Each request is cached by the same
 * key as {@link useDatasourceQuery} (datasource + body, "cached per argument", spec part 1 §4), so
 * a card and a single-query hook share answers; each request gets its own AbortSignal, aborted
 * when no component uses it any more. The returned array is the same object between renders
 * until one of the results changes.
 *
 * @example
 * const states = useDatasourceQueries([
 *   { datasource: 'ercot_load', body: loadQuery },
 *   { datasource: 'weather', body: temperatureQuery },
 * ]);
 * states[0]?.data?.data // rows of the first query
 */
export function useDatasourceQueries(
  items: readonly DatasourceQueryItem[],
  options: LoadlineQueryOptions = {},
): DatasourceQueryState[] {
  const query = useAdapterDomain('query');
  return useQueries(
    {
      queries: items.map(({ datasource, body }) => ({ ...loadlineQueries.rows(query, datasource, body), ...options })),
      combine,
    },
    useLoadlineQueryClient(),
  );
}

/** The state of one datasource's metadata in {@link useDatasourcesMetadata}. */
export interface DatasourceMetadataState {
  data: DatasourceMetadata | undefined;
  error: Error | null;
  isPending: boolean;
}

const combineMetadata = (results: QueryObserverResult<DatasourceMetadata>[]): DatasourceMetadataState[] =>
  results.map((r) => ({ data: r.data, error: r.error, isPending: r.isPending }));

/**
 * The metadata of several datasources at once (GET /druid/api/v2/datasources/{ds}: dimensions,
 * metrics with units, interval minutes), in the order given, under the key `useDatasourceMetadata`
 * uses. Metadata is taken as unchanging while the page is open (no refetch when stale).
 *
 * @example const [load, weather] = useDatasourcesMetadata(['ercot_load', 'weather']); load?.data?.metrics
 */
export function useDatasourcesMetadata(datasources: readonly string[]): DatasourceMetadataState[] {
  const query = useAdapterDomain('query');
  return useQueries(
    {
      queries: datasources.map((ds) => ({ ...loadlineQueries.metadata(query, ds), staleTime: Number.POSITIVE_INFINITY })),
      combine: combineMetadata,
    },
    useLoadlineQueryClient(),
  );
}
