import type { ConfigItem, Dashboard, TimeBoundary } from '@loadline/core';
import { editorStateFromDashboard, type CardQueryContext } from '@loadline/dashboard';

/**
 * What an Overview card's queries use (spec part 1 section 2 "Home Overview": a pinned card draws
 * the same data as on its dashboard): the dashboard's zone (the local zone when it was saved
 * without one, part 1 section 9), hour convention, date range, applied filters, range filters and
 * time filters, its config item, and the time boundary of the config's datasource (null while
 * unknown). Built as the dashboard editor builds it, so a card shows the same figures in both places.
 *
 * @example cardQueryContext(dashboard, config, 'America/Chicago', { minTime: '2016-01-01T06:00:00Z', maxTime: '2025-09-01T05:00:00Z' })
 */
export function cardQueryContext(
  dashboard: Dashboard,
  config: ConfigItem,
  localZone: string,
  boundary: Pick<TimeBoundary, 'minTime' | 'maxTime'> | null | undefined,
): CardQueryContext {
  const state = editorStateFromDashboard(dashboard, localZone);
  const instant = (iso: string | null | undefined) => {
    const ms = iso ? Date.parse(iso) : Number.NaN;
    return Number.isFinite(ms) ? new Date(ms) : null;
  };
  return {
    timezone: state.settings.timezone,
    isHourEndingSelected: state.settings.isHourEndingSelected,
    from: state.settings.from,
    to: state.settings.to,
    filters: state.filters,
    rangeFilters: state.rangeFilters,
    timeFilters: state.timeFilters,
    dataMin: instant(boundary?.minTime),
    dataMax: instant(boundary?.maxTime),
    config,
  };
}
