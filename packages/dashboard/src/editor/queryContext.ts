import type { ConfigItem } from '@loadline/core';
import type { DashboardDataMapping } from '../model/dataMapping';
import type { DashboardEditorState } from '../model/editorState';
import type { CardQueryContext } from '../model/seriesCatalog';

/**
 * What the cards of an editor state query with (spec part 1 §2 top area): its zone, hour
 * convention, dates and applied filters, the config item, the host's data mapping, the data's
 * time boundary and its "End of data", the last actual instant (epoch ms, null while unknown;
 * `dataEndMs` null: End of data is `dataMaxMs`).
 */
export function cardQueryContext(
  state: Pick<DashboardEditorState, 'settings' | 'filters' | 'rangeFilters' | 'timeFilters'>,
  config: ConfigItem,
  mapping: DashboardDataMapping,
  dataMinMs: number | null,
  dataMaxMs: number | null,
  dataEndMs: number | null = null,
): CardQueryContext {
  const { settings } = state;
  return {
    timezone: settings.timezone,
    isHourEndingSelected: settings.isHourEndingSelected,
    from: settings.from,
    to: settings.to,
    filters: state.filters,
    rangeFilters: state.rangeFilters,
    timeFilters: state.timeFilters,
    dataMin: dataMinMs === null ? null : new Date(dataMinMs),
    dataMax: dataMaxMs === null ? null : new Date(dataMaxMs),
    dataEnd: dataEndMs === null ? null : new Date(dataEndMs),
    config,
    mapping,
  };
}

/** Whether the state's dates need the data's time boundary (a relative bound); fixed dates don't. */
export function needsTimeBoundary(state: DashboardEditorState): boolean {
  return state.settings.from.dateType === 'relative' || state.settings.to.dateType === 'relative';
}
