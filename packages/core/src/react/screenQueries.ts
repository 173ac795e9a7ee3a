import type { DataAdapter } from '../adapter/types';
import { loadlineKeys } from './queryKeys';

/** What a query function receives from TanStack Query that these calls use. */
type Context = { signal: AbortSignal };

/**
 * Key and function of the queries a screen reads first, shared by core's hooks
 * (`useConfigItems`, `useDashboards`, `useOverviewCards`, `useTimeBoundary`) and a host that asks
 * for them before the screen renders (`queryClient.prefetchQuery({ ...loadlineQueries.configItems(adapter.dashboards) })`),
 * so both always meet under one cache entry.
 *
 * @example void queryClient.prefetchQuery(loadlineQueries.timeBoundary(adapter.query, 'ercot_load'));
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
  /** GET druid/api/v2/datasources/{ds}/time-boundary. */
  timeBoundary: (query: Pick<DataAdapter['query'], 'timeBoundary'>, datasource: string) => ({
    queryKey: loadlineKeys.query.timeBoundary(datasource),
    queryFn: ({ signal }: Context) => query.timeBoundary(datasource, { signal }),
  }),
};
