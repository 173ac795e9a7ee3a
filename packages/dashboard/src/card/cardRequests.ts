import type { Card, DataAdapter } from '@loadline/core';
import { loadlineQueries, useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { useCallback } from 'react';
import { planDashboardQueries, type DashboardQueryPlan } from '../model/queryPlan';
import type { CardQueryContext } from '../model/seriesCatalog';

/**
 * Starts every request of a dashboard's plan at once, under the keys its cards read, so the
 * requests run before and while the editor renders. Pass the plan the editor will use, or cards and
 * a context to plan them ({@link planDashboardQueries}). Idempotent: a query already loaded or on
 * its way is not asked again.
 *
 * @param queryClient the QueryClient of the `LoadlineProvider` the cards render under
 * @param query the adapter's query domain
 * @example prefetchCardQueries(queryClient, adapter.query, planDashboardQueries(dashboard.cards, context, new Date()));
 */
export function prefetchCardQueries(
  queryClient: ReturnType<typeof useLoadlineQueryClient>,
  query: Pick<DataAdapter['query'], 'query' | 'queryNative'>,
  plan: DashboardQueryPlan,
): void {
  for (const { datasource, body } of plan.requests) void queryClient.prefetchQuery(loadlineQueries.rows(query, datasource, body));
}

/**
 * {@link prefetchCardQueries} with the provider's QueryClient and adapter, planning the cards: a
 * dashboard page calls it as soon as it knows the dashboard.
 *
 * @example const prefetch = usePrefetchCards(); prefetch(dashboard.cards, context);
 */
export function usePrefetchCards(): (cards: readonly Card[], context: CardQueryContext, now?: Date) => void {
  const queryClient = useLoadlineQueryClient();
  const query = useAdapterDomain('query');
  return useCallback(
    (cards, context, now) => prefetchCardQueries(queryClient, query, planDashboardQueries(cards, context, now ?? new Date())),
    [queryClient, query],
  );
}
