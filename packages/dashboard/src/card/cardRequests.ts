import type { Card, DataAdapter, TimePartFilter } from '@loadline/core';
import { loadlineKeys, useAdapterDomain, useLoadlineQueryClient, type DatasourceQueryItem } from '@loadline/core/react';
import { useCallback } from 'react';
import type { CardQueryContext } from '../model/seriesCatalog';
import { planCardQueries, type CardPlan } from './cardData';
import { deriveTimePartFilter } from './timePartRows';

/** The requests of a card's plan (see {@link cardRequests}). */
export interface CardRequests {
  /** One request per distinct query. */
  items: DatasourceQueryItem[];
  /** `slots[i]`: index in `items` of plan i's request, -1 for a plan that could not be queried. */
  slots: number[];
  /** `timeParts[i]`: the time-part filter applied to plan i's rows in the browser, if any. */
  timeParts: (TimePartFilter | null)[];
}

/**
 * The requests a card sends for its plan: one per distinct query (a series dropped twice asks
 * once), with the time-part filter of hourly and finer cards taken out of the request and applied
 * to the rows in the browser ({@link deriveTimePartFilter}).
 */
export function cardRequests(plan: CardPlan): CardRequests {
  const byKey = new Map<string, number>();
  const items: DatasourceQueryItem[] = [];
  const timeParts: (TimePartFilter | null)[] = [];
  const slots = plan.plans.map((p) => {
    timeParts.push(null);
    if (!p.ok) return -1;
    const derived = deriveTimePartFilter(p.body);
    const body = derived ? derived.body : p.body;
    if (derived) timeParts[timeParts.length - 1] = derived.timeParts;
    const k = JSON.stringify([p.datasource, body]);
    const known = byKey.get(k);
    if (known !== undefined) return known;
    byKey.set(k, items.length);
    items.push({ datasource: p.datasource, body });
    return items.length - 1;
  });
  return { items, slots, timeParts };
}

/**
 * Starts every query of `cards` at once, under the keys the cards read (see {@link cardRequests}),
 * so the requests run before and while the editor renders. Idempotent: a query already loaded or
 * on its way is not asked again.
 *
 * @param queryClient the QueryClient of the `LoadlineProvider` the cards render under
 * @param query the adapter's query domain
 * @example prefetchCardQueries(queryClient, adapter.query, dashboard.cards, context);
 */
export function prefetchCardQueries(
  queryClient: ReturnType<typeof useLoadlineQueryClient>,
  query: Pick<DataAdapter['query'], 'query'>,
  cards: readonly Card[],
  context: CardQueryContext,
  now: Date = new Date(),
): void {
  for (const card of cards) {
    for (const { datasource, body } of cardRequests(planCardQueries(card, context, now)).items) {
      void queryClient.prefetchQuery({
        queryKey: loadlineKeys.query.rows(datasource, body, false),
        queryFn: ({ signal }) => query.query(datasource, body, { signal }),
      });
    }
  }
}

/**
 * {@link prefetchCardQueries} with the provider's QueryClient and adapter: a dashboard page calls
 * it as soon as it knows the dashboard.
 *
 * @example const prefetch = usePrefetchCards(); prefetch(dashboard.cards, context);
 */
export function usePrefetchCards(): (cards: readonly Card[], context: CardQueryContext, now?: Date) => void {
  const queryClient = useLoadlineQueryClient();
  const query = useAdapterDomain('query');
  return useCallback((cards, context, now) => prefetchCardQueries(queryClient, query, cards, context, now), [queryClient, query]);
}
