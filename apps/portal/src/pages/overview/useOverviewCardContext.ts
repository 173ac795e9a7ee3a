import type { OverviewCard } from '@loadline/core';
import { useConfigItems, useDashboard } from '@loadline/core/react';
import { endOfDataRequest, loadDatasourceOf, useDataBounds, type CardQueryContext } from '@loadline/dashboard';
import { localTimeZone } from '@loadline/ui';
import { useMemo } from 'react';
import { referenceDataMapping } from '../../app/dataMapping';
import { cardQueryContext } from './cardContext';

/** The mapping of no config item yet: no actual kind, so nothing more is asked. */
const NO_LOAD = { load: { metric: '' } };

/** Where an Overview card's query context stands. */
export type OverviewCardContextState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; context: CardQueryContext };

/**
 * The query context of a pinned card (see {@link cardQueryContext}): its dashboard from the list
 * of its type (GET user/v1/user/dashboards/?type=, cached and shared by every card of that type),
 * the config items (GET user/v1/user/config/dashboards) and the bounds of the load datasource
 * the dashboard reads (time boundary and End of data, as its editor asks them). `unavailable`
 * when the dashboard or its config item is gone. The context object stays the same while its
 * inputs do, so the card does not plan its queries again.
 */
export function useOverviewCardContext(pinned: OverviewCard): OverviewCardContextState {
  const dashboard = useDashboard(pinned.dashboardType ?? null, pinned.dashboardId);
  const configs = useConfigItems();
  const config = dashboard.data && configs.data ? configs.data.find((c) => c.configId === dashboard.data?.configId) ?? null : undefined;
  const mapping = config ? referenceDataMapping(config) : NO_LOAD;
  const datasource = config ? loadDatasourceOf(mapping, config) : null;
  const bounds = useDataBounds(datasource, endOfDataRequest(mapping));
  const { minMs, maxMs, endMs } = bounds;
  const context = useMemo(
    () => (dashboard.data && config ? cardQueryContext(dashboard.data, config, localTimeZone(), { minMs, maxMs, endMs }) : null),
    [dashboard.data, config, minMs, maxMs, endMs],
  );
  if (!pinned.dashboardType || dashboard.data === null || config === null || dashboard.isError || configs.isError) return { status: 'unavailable' };
  if (!context || (datasource && bounds.isPending)) return { status: 'loading' };
  return { status: 'ready', context };
}
