import type { DataAdapter } from '@loadline/core';
import { loadlineKeys, type useLoadlineQueryClient } from '@loadline/core/react';
import { cardQueryContext, needsTimeBoundary, prefetchCardQueries } from '@loadline/dashboard';
import { PREFETCH_META } from '../../app/createPortalQueryClient';
import type { DashboardKind } from './dashboardKinds';
import { localTimeZone } from '@loadline/ui';
import { resolveDashboard } from './resolveDashboard';

/** What {@link prefetchDashboardCards} uses: the portal's QueryClient and adapter. */
export interface DashboardPrefetchContext {
  queryClient: ReturnType<typeof useLoadlineQueryClient>;
  adapter: Pick<DataAdapter, 'dashboards' | 'query'>;
}

/**
 * Starts the card queries of the dashboard a route opens as soon as the area's config items and
 * dashboards are known (the same keys DashboardPage reads), instead of after its screen has
 * loaded and rendered. Only dashboards with fixed dates: relative dates wait for the data's time
 * boundary. It may run before the session is known: failures are left to the screen, which asks
 * again and shows them.
 */
export async function prefetchDashboardCards(
  { queryClient, adapter }: DashboardPrefetchContext,
  kind: DashboardKind,
  dashboardId: string,
  object: string | null,
): Promise<void> {
  const [configs, dashboards] = await Promise.all([
    queryClient.fetchQuery({ queryKey: loadlineKeys.dashboards.configs(), queryFn: ({ signal }) => adapter.dashboards.listConfigs({ signal }), meta: PREFETCH_META }),
    queryClient.fetchQuery({ queryKey: loadlineKeys.dashboards.list(kind.type), queryFn: ({ signal }) => adapter.dashboards.list({ type: kind.type }, { signal }), meta: PREFETCH_META }),
  ]);
  const resolved = resolveDashboard(kind, dashboardId, object, configs, dashboards, localTimeZone());
  if (resolved.kind !== 'ready' || needsTimeBoundary(resolved.state)) return;
  prefetchCardQueries(queryClient, adapter.query, resolved.state.cards, cardQueryContext(resolved.state, resolved.config, null, null));
}
