import type { ConfigItem, Dashboard, TimeBoundary } from '@loadline/core';
import { cardQueryContext as editorQueryContext, editorStateFromDashboard, type CardQueryContext } from '@loadline/dashboard';
import { referenceDataMapping } from '../../app/dataMapping';

/**
 * What an Overview card's queries use (spec part 1 section 2 "Home Overview": a pinned card draws
 * the same data as on its dashboard): the dashboard's editor state read as the editor reads it
 * (zone, or the local zone when it was saved without one, part 1 section 9; hour convention;
 * dates; applied filters), its config item, the reference data mapping and the time boundary of
 * the load datasource (null while unknown). Built by the dashboard SDK's own `cardQueryContext`,
 * so a card shows the same figures in both places.
 *
 * @example cardQueryContext(dashboard, config, 'America/Chicago', { minTime: '2016-01-01T06:00:00Z', maxTime: '2025-09-01T05:00:00Z' })
 */
export function cardQueryContext(
  dashboard: Dashboard,
  config: ConfigItem,
  localZone: string,
  boundary: Pick<TimeBoundary, 'minTime' | 'maxTime'> | null | undefined,
): CardQueryContext {
  const instant = (iso: string | null | undefined) => {
    const ms = iso ? Date.parse(iso) : Number.NaN;
    return Number.isFinite(ms) ? ms : null;
  };
  const state = editorStateFromDashboard(dashboard, localZone);
  return editorQueryContext(state, config, referenceDataMapping(config), instant(boundary?.minTime), instant(boundary?.maxTime));
}
