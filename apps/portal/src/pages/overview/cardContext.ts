import type { ConfigItem, Dashboard } from '@loadline/core';
import { cardQueryContext as editorQueryContext, editorStateFromDashboard, type CardQueryContext, type DataBoundsState } from '@loadline/dashboard';
import { referenceDataMapping } from '../../app/dataMapping';

/**
 * What an Overview card's queries use (spec part 1 section 2 "Home Overview": a pinned card draws
 * the same data as on its dashboard): the dashboard's editor state read as the editor reads it
 * (zone, or the local zone when it was saved without one, part 1 section 9; hour convention;
 * dates; applied filters), its config item, the reference data mapping and the bounds of the load
 * datasource (`useDataBounds`, epoch ms): its time boundary and End of data, the last actual
 * instant (null while unknown; `endMs` null: `maxMs`). Built by the dashboard SDK's own `cardQueryContext`,
 * so a card shows the same figures in both places.
 *
 * @example cardQueryContext(dashboard, config, 'America/Chicago', { minMs: Date.parse('2016-01-01T06:00:00Z'), maxMs: Date.parse('2027-01-01T05:00:00Z'), endMs: Date.parse('2026-01-01T05:00:00Z') })
 */
export function cardQueryContext(
  dashboard: Dashboard,
  config: ConfigItem,
  localZone: string,
  bounds: Pick<DataBoundsState, 'minMs' | 'maxMs' | 'endMs'> | null | undefined,
): CardQueryContext {
  const state = editorStateFromDashboard(dashboard, localZone);
  return editorQueryContext(state, config, referenceDataMapping(config), bounds?.minMs ?? null, bounds?.maxMs ?? null, bounds?.endMs ?? null);
}
