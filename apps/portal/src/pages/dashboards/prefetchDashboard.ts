import type { DataAdapter } from '@loadline/core';
import { loadlineQueries, type useLoadlineQueryClient } from '@loadline/core/react';
import { createDashboardEditorStore, defaultCardRegistry, endOfDataRequest, loadDatasourceOf, needsTimeBoundary, prefetchCardQueries, resolveDashboard, withMeterCards, type CardRegistry } from '@loadline/dashboard';
import { localTimeZone } from '@loadline/ui';
import { PREFETCH_META } from '../../app/createPortalQueryClient';
import { referenceDataMapping } from '../../app/dataMapping';
import { REFERENCE_METER_MAP } from '../../app/mapBoundaries/texasCounties';
import type { DashboardKind } from './dashboardKinds';

/** What {@link prefetchDashboardCards} uses: the portal's QueryClient and adapter. */
export interface DashboardPrefetchContext {
  queryClient: ReturnType<typeof useLoadlineQueryClient>;
  adapter: Pick<DataAdapter, 'dashboards' | 'query'>;
  /** The card types the dashboards render with (the Meter Table and Map added on meter data). @default defaultCardRegistry */
  registry?: CardRegistry;
}

/**
 * Starts the card queries of the dashboard a route opens as soon as the area's config items and
 * dashboards are known (the plan of the dashboard's editor store, the same keys its cards and
 * side panels read), instead of after its screen has loaded and rendered. The datasource's time
 * boundary and its End of data (max-time of the actual series, the request the editor's
 * `useDataBounds` makes) are asked for first (small answers the editor's date controls and query
 * context read): a dashboard with relative dates queries once they are known, one with fixed
 * dates at once. It may run before the session is known: failures are
 * left to the screen, which asks again and shows them.
 */
export async function prefetchDashboardCards(
  { queryClient, adapter, registry = defaultCardRegistry }: DashboardPrefetchContext,
  kind: DashboardKind,
  dashboardId: string,
  object: string | null,
): Promise<void> {
  const [configs, dashboards] = await Promise.all([
    queryClient.fetchQuery({ ...loadlineQueries.configItems(adapter.dashboards), meta: PREFETCH_META }),
    queryClient.fetchQuery({ ...loadlineQueries.dashboards(adapter.dashboards, kind.type), meta: PREFETCH_META }),
  ]);
  const resolved = resolveDashboard(kind, dashboardId, object, configs, dashboards, localTimeZone());
  if (resolved.kind !== 'ready') return;
  const { state, config } = resolved;
  const mapping = referenceDataMapping(config);
  const datasource = loadDatasourceOf(mapping, config);
  // The store the editor will hold, asked for its one plan: the cards' (by their card types, the
  // Meter Table's pages and Meter Map's points included) and the MAPE sidebar's queries.
  const store = createDashboardEditorStore({ initial: state, config, mapping, registry: withMeterCards(registry, config, REFERENCE_METER_MAP) });
  const boundary = datasource
    ? queryClient
      .fetchQuery({ ...loadlineQueries.timeBoundary(adapter.query, datasource), meta: PREFETCH_META })
      .catch(() => null)
    : Promise.resolve(null);
  const endRequest = endOfDataRequest(mapping);
  const end = datasource && endRequest
    ? queryClient
      .fetchQuery({ ...loadlineQueries.maxTime(adapter.query, datasource, endRequest), meta: PREFETCH_META })
      .catch(() => undefined)
    : Promise.resolve(null);
  if (!needsTimeBoundary(state)) {
    prefetchCardQueries(queryClient, adapter.query, store.getPlan().plan);
    return;
  }
  const [bounds, endOfData] = await Promise.all([boundary, end]);
  // A failed End of data leaves the plan to the editor (which asks again) rather than guess it.
  if (!bounds?.minTime || !bounds.maxTime || endOfData === undefined) return;
  prefetchCardQueries(
    queryClient,
    adapter.query,
    store.getPlan({ dataMinMs: Date.parse(bounds.minTime), dataMaxMs: Date.parse(bounds.maxTime), dataEndMs: endOfData ? Date.parse(endOfData) : null }).plan,
  );
}
