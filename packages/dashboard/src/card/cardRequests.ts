import type { Card, DataAdapter } from '@loadline/core';
import { loadlineQueries, useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { useCallback } from 'react';
import { planDashboardQueries, requestPlansOf, type DashboardQueryPlan } from '../model/queryPlan';
import { useCardRegistry } from './cardRegistry';
import type { CardQueryContext } from '../model/seriesCatalog';

/**
 * Starts every request of a dashboard's plan at once (its cards', a card type's own such as the
 * Meter Table's pages, and its side panels'), under the keys they read, so the requests run before
 * and while the editor renders: the metadata of the datasources whose units the cards read from
 * it, then the rows. Pass the plan the editor will use, or cards and
 * a context to plan them ({@link planDashboardQueries}). Idempotent: a query already loaded or on
 * its way is not asked again.
 *
 * @param queryClient the QueryClient of the `LoadlineProvider` the cards render under
 * @param query the adapter's query domain
 * @example prefetchCardQueries(queryClient, adapter.query, planDashboardQueries(dashboard.cards, context, new Date()));
 */
export function prefetchCardQueries(
  queryClient: ReturnType<typeof useLoadlineQueryClient>,
  query: Pick<DataAdapter['query'], 'query' | 'queryNative' | 'metadata'>,
  plan: DashboardQueryPlan,
): void {
  // The units of a datasource without a unit in the mapping come from its metadata: asked first,
  // so a small answer does not queue behind the rows (the cards draw once both are there).
  for (const datasource of metadataSources(plan)) {
    void queryClient.prefetchQuery({ ...loadlineQueries.metadata(query, datasource), staleTime: Number.POSITIVE_INFINITY });
  }
  for (const { datasource, body, native } of plan.requests) void queryClient.prefetchQuery(loadlineQueries.rows(query, datasource, body, native === true));
}

/** Datasources whose units the plan's series read from the metadata. */
function metadataSources(plan: DashboardQueryPlan): string[] {
  const out = new Set<string>();
  for (const card of plan.cards.values()) {
    for (const p of card.plans) for (const r of requestPlansOf(p)) if (r.source.unit === null) out.add(r.source.datasource);
  }
  return [...out];
}

/**
 * {@link prefetchCardQueries} with the provider's QueryClient and adapter, planning the cards by
 * the card registry in effect (each card type's `plan()`): a dashboard page calls it as soon as it
 * knows the dashboard. (`DashboardView` prefetches through its editor store's plan instead.)
 *
 * @example const prefetch = usePrefetchCards(); prefetch(dashboard.cards, context);
 */
export function usePrefetchCards(): (cards: readonly Card[], context: CardQueryContext, now?: Date) => void {
  const queryClient = useLoadlineQueryClient();
  const query = useAdapterDomain('query');
  const registry = useCardRegistry();
  return useCallback(
    (cards, context, now) => prefetchCardQueries(queryClient, query, planDashboardQueries(cards, context, now ?? new Date(), undefined, { registry })),
    [queryClient, query, registry],
  );
}
