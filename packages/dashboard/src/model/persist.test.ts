import { dashboardSchema } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { dashboardReducer } from './dashboardReducer';
import { createRequestFromEditor, dashboardContentFromEditor, editorStateFromDashboard } from './persist';

const stored = dashboardSchema.parse({
  dashboardId: 'd1',
  configId: 'ercot-power-short-term',
  name: 'COAST July',
  type: 'prod_load_forecast',
  cards: [{ id: 'c1', title: 'Load', group: 'Hourly' }],
  settings: {
    timezone: 'America/Chicago',
    is_hour_ending: true,
    date_range: {
      from: { dateType: 'fixed', value: '2021-07-01' },
      to: { dateType: 'fixed', value: '2021-07-31' },
    },
  },
});

describe('dashboard persistence', () => {
  it('saves filters still waiting out their debounce as if applied, and the applied ones otherwise', () => {
    const state = editorStateFromDashboard(stored, 'Europe/London');
    const draft = { filters: [], rangeFilters: [{ name: 'load', value: [10.5, 20.5] as [number, number] }], timeFilters: { monthOfYear: [7] } };
    const waiting = dashboardReducer(state, { type: 'setFilterDraft', draft });
    expect(dashboardContentFromEditor(waiting)).toMatchObject({ rangeFilters: [{ name: 'load', value: [10, 21] }], timeFilters: { monthOfYear: [7] } });
    expect(createRequestFromEditor(waiting, { name: 'x', description: '', configId: 'c' }).timeFilters).toEqual({ monthOfYear: [7] });
    const cleared = dashboardReducer(waiting, { type: 'setFilterDraft', draft: null });
    expect(dashboardContentFromEditor(cleared)).toMatchObject({ rangeFilters: [], timeFilters: {} });
  });

  it('opens a stored dashboard with its zone, hour convention and dates, and saves them back unchanged', () => {
    const state = editorStateFromDashboard(stored, 'Europe/London');
    expect(state.settings.timezone).toBe('America/Chicago');
    expect(state.settings.isHourEndingSelected).toBe(true);
    expect(state.settings.from.value).toBe('2021-07-01');
    const content = dashboardContentFromEditor(state);
    expect(content.settings).toEqual(stored.settings);
    expect(content.cards).toEqual(stored.cards);
  });

  it('opens a dashboard saved without a zone in the local zone', () => {
    const state = editorStateFromDashboard({ ...stored, settings: { calculators: [], is_hour_ending: false } }, 'Europe/London');
    expect(state.settings.timezone).toBe('Europe/London');
    expect(state.settings.from.dateType).toBe('relative');
  });

  it('saves an edited state with the trimmed name and the chosen config', () => {
    const edited = dashboardReducer(editorStateFromDashboard(stored, 'UTC'), { type: 'setHourEnding', isHourEndingSelected: false });
    const body = createRequestFromEditor(edited, { name: '  Peak week ', description: 'd', configId: 'cfg' });
    expect(body).toMatchObject({ name: 'Peak week', configId: 'cfg', settings: { is_hour_ending: false } });
    // The editor's copy is independent of the stored dashboard.
    expect(stored.settings.is_hour_ending).toBe(true);
  });
});
