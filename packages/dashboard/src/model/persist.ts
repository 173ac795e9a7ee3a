import type { CreateDashboardRequest, Dashboard, UpdateDashboardRequest } from '@loadline/core';
import { defaultEditorSettings, type DashboardEditorState } from './editorState';
import { applyFilterDraft } from './filters';

/**
 * Between a stored dashboard (spec part 2 §7: cards, filters, rangeFilters, timeFilters and
 * settings with calculators, timezone, is_hour_ending, date_range) and the editor's state.
 *
 * @module
 */

/**
 * The editor state of a stored dashboard. A dashboard saved without a zone opens in `localZone`
 * (spec part 1 §9 "Default timezone: the local zone"); without a date range, in the default range.
 */
export function editorStateFromDashboard(d: Dashboard, localZone: string): DashboardEditorState {
  const defaults = defaultEditorSettings(d.settings.timezone ?? localZone);
  return {
    name: d.name,
    description: d.description,
    cards: structuredClone(d.cards),
    filters: structuredClone(d.filters),
    rangeFilters: structuredClone(d.rangeFilters),
    timeFilters: structuredClone(d.timeFilters),
    settings: {
      ...defaults,
      isHourEndingSelected: d.settings.is_hour_ending,
      calculators: structuredClone(d.settings.calculators),
      ...(d.settings.date_range ? { from: d.settings.date_range.from, to: d.settings.date_range.to } : {}),
    },
    error: null,
  };
}

/**
 * The stored content of the editor state: the PATCH body of a save (spec part 2 §7). Filters still
 * waiting out their debounce (`filterDraft`) are saved as if applied: the user saves what the
 * filters bar shows.
 */
export function dashboardContentFromEditor(s: DashboardEditorState): Required<Pick<UpdateDashboardRequest, 'cards' | 'filters' | 'rangeFilters' | 'timeFilters' | 'settings'>> {
  const applied = { filters: s.filters, rangeFilters: s.rangeFilters, timeFilters: s.timeFilters };
  const { filters, rangeFilters, timeFilters } = s.filterDraft ? applyFilterDraft(applied, s.filterDraft) : applied;
  return {
    cards: s.cards,
    filters,
    rangeFilters,
    timeFilters,
    settings: {
      calculators: s.settings.calculators,
      timezone: s.settings.timezone,
      is_hour_ending: s.settings.isHourEndingSelected,
      date_range: { from: s.settings.from, to: s.settings.to },
    },
  };
}

/** The POST body that saves an unsaved dashboard under `name` (spec part 1 §4). */
export function createRequestFromEditor(
  s: DashboardEditorState,
  values: { name: string; description: string; configId: string },
): CreateDashboardRequest {
  return { ...dashboardContentFromEditor(s), name: values.name.trim(), description: values.description, configId: values.configId };
}
