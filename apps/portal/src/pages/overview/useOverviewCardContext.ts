import type { OverviewCard } from '@loadline/core';
import { useConfigItems, useDashboard, useTimeBoundary } from '@loadline/core/react';
import type { CardQueryContext } from '@loadline/dashboard';
import { localTimeZone } from '@loadline/ui';
import { useMemo } from 'react';
import { cardQueryContext } from './cardContext';

/** Where an Overview card's query context stands. */
export type OverviewCardContextState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; context: CardQueryContext };

/**
 * The query context of a pinned card (see {@link cardQueryContext}): its dashboard from the list
 * of its type (GET user/v1/user/dashboards/?type=, cached and shared by every card of that type),
 * the config items (GET user/v1/user/config/dashboards) and the time boundary of the config's
 * datasource. `unavailable` when the dashboard or its config item is gone. The context object
 * stays the same while its inputs do, so the card does not plan its queries again.
 */
export function useOverviewCardContext(pinned: OverviewCard): OverviewCardContextState {
  const dashboard = useDashboard(pinned.dashboardType ?? null, pinned.dashboardId);
  const configs = useConfigItems();
  const config = dashboard.data && configs.data ? configs.data.find((c) => c.configId === dashboard.data?.configId) ?? null : undefined;
  const boundary = useTimeBoundary(config?.datasource ?? null);
  const boundaryData = boundary.data;
  const context = useMemo(
    () => (dashboard.data && config ? cardQueryContext(dashboard.data, config, localTimeZone(), boundaryData) : null),
    [dashboard.data, config, boundaryData],
  );
  if (!pinned.dashboardType || dashboard.data === null || config === null || dashboard.isError || configs.isError) return { status: 'unavailable' };
  if (!context || (config?.datasource && boundary.isPending)) return { status: 'loading' };
  return { status: 'ready', context };
}
