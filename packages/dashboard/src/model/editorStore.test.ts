import { FIXTURE_DATA_MAPPING, FIXTURE_LOAD_FORECAST_CONFIG } from '@loadline/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { createDashboardEditorStore } from './editorStore';
import { emptyEditorState, newCard, type DashboardEditorState } from './editorState';
import { MAPE_PANEL, PERFORMANCE_PANEL, planMapePanel, planPerformancePanel } from './panelPlans';
import { planCardQueries, unknownCardTypeText, type CardPlanner } from './queryPlan';
import { forecastSeries, loadSeries } from './seriesCatalog';

// Runs in Node: the store needs no DOM and no React.
const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const now = new Date('2019-08-01T12:00:00Z');
const marketFilter = (market: string) => ({ name: 'market', title: 'Market', items: [{ id: market, label: market, isChecked: true, isDisabled: false }] });

function stateWith(cards: DashboardEditorState['cards']): DashboardEditorState {
  const empty = emptyEditorState('Store', 'America/Chicago');
  return { ...empty, cards, settings: { ...empty.settings, from: fixed('2019-07-01'), to: fixed('2019-07-02') } };
}
const lineWith = (id: string, ...series: DashboardEditorState['cards'][number]['dataSeries']) => ({ ...newCard(id, [], 'Line', 'Hourly'), dataSeries: series });
const actual = { ...loadSeries('actual'), axisId: 'primary_axis' as const };
const storeOf = (state: DashboardEditorState, extra: Partial<Parameters<typeof createDashboardEditorStore>[0]> = {}) =>
  createDashboardEditorStore({ initial: state, config: FIXTURE_LOAD_FORECAST_CONFIG, mapping: FIXTURE_DATA_MAPPING, now, ...extra });

describe('createDashboardEditorStore', () => {
  it('applies actions to its snapshot and tells each subscriber once per change', () => {
    const store = storeOf(stateWith([]));
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    expect(store.dispatch({ type: 'addCard', id: 'a' })).toEqual({ ok: true });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().cards.map((c) => c.id)).toEqual(['a']);
    unsubscribe();
    store.dispatch({ type: 'addCard', id: 'b' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().cards).toHaveLength(2);
  });

  it('refuses a change in the spec\'s words, leaving the state as it was and telling no subscriber', () => {
    const onRefusal = vi.fn();
    const store = storeOf(stateWith([lineWith('a', actual)]), { onRefusal });
    const before = store.getSnapshot();
    const heard = vi.fn();
    store.subscribe(heard);
    const temperature = { ...loadSeries('actual'), id: 'temp', label: 'Temperature', type: 'temperature' as const, axisId: 'primary_axis' as const };
    const result = store.dispatch({ type: 'addSeries', cardId: 'a', series: temperature, axisId: 'primary_axis' });
    expect(result.ok).toBe(false);
    expect(onRefusal).toHaveBeenCalledWith(result.ok ? '' : result.message);
    expect(store.getSnapshot()).toBe(before);
    expect(heard).not.toHaveBeenCalled();
  });

  it('lets controlled settings win, keeps the snapshot for equal controls and reports a change of them', () => {
    const onControlsChange = vi.fn();
    const filters = [marketFilter('COAST')];
    const store = storeOf(stateWith([]), { controls: { filters, timezone: 'UTC' }, onControlsChange });
    const snap = store.getSnapshot();
    expect(snap.filters).toBe(filters);
    expect(snap.settings.timezone).toBe('UTC');
    // A host's new controls object with the same values is no change.
    const heard = vi.fn();
    store.subscribe(heard);
    store.setOptions({ controls: { filters, timezone: 'UTC' } });
    expect(store.getSnapshot()).toBe(snap);
    expect(heard).not.toHaveBeenCalled();
    store.setOptions({ controls: { filters, timezone: 'America/Chicago' } });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().settings.timezone).toBe('America/Chicago');
    const north = [marketFilter('NORTH')];
    store.dispatch({ type: 'setFilters', filters: north });
    expect(onControlsChange).toHaveBeenCalledWith(expect.objectContaining({ filters: north, timezone: 'America/Chicago' }));
    // Adding a card changes no controlled setting: nothing reported.
    store.dispatch({ type: 'addCard', id: 'x' });
    expect(onControlsChange).toHaveBeenCalledTimes(1);
  });

  it('gives one memoized plan: the same object for the same inputs, an unchanged card keeps its plan', () => {
    const store = storeOf(stateWith([lineWith('a', actual)]));
    const bounds = { dataMinMs: Date.UTC(2019, 0, 1), dataMaxMs: Date.UTC(2019, 11, 31) };
    const first = store.getPlan(bounds);
    expect(store.getPlan(bounds)).toBe(first);
    expect(first.clock).toBe(now);
    expect(first.context.dataMin?.toISOString()).toBe('2019-01-01T00:00:00.000Z');
    expect(first.plan.requests).toHaveLength(1);
    const planA = first.plan.cards.get('a');
    store.dispatch({ type: 'addCard', id: 'b' });
    const second = store.getPlan(bounds);
    expect(second).not.toBe(first);
    expect(second.plan.cards.get('a')).toBe(planA);
  });

  it('plans the MAPE sidebar of the run the cards chart in the same plan (load forecast dashboards)', () => {
    const run = { ...forecastSeries('2021-12-23T12:00:00.000Z'), axisId: 'primary_axis' as const };
    const store = storeOf({ ...stateWith([lineWith('a', run)]), filters: [marketFilter('COAST')] });
    expect(store.forecast()).toEqual({ processTime: '2021-12-23T12:00:00.000Z', market: 'COAST' });
    const { plan } = store.getPlan();
    const mape = plan.panels.get(MAPE_PANEL);
    expect(mape?.requests).toHaveLength(1);
    expect(mape?.requests[0]?.datasource).toBe(FIXTURE_DATA_MAPPING.mape.datasource);
    expect(plan.requests.map((r) => r.key)).toContain(mape?.requests[0]?.key);
    // No forecast on the cards: the sidebar asks nothing.
    store.dispatch({ type: 'removeCard', cardId: 'a' });
    expect(store.getPlan().plan.panels.get(MAPE_PANEL)?.requests).toEqual([]);
  });

  it('scores a long-term dashboard\'s run from the long-term rows (a short-term run issued at the same moment shares market and process time)', () => {
    const run = { ...forecastSeries('2021-12-01T12:00:00.000Z'), axisId: 'primary_axis' as const };
    const horizonFilter = (config: typeof FIXTURE_LOAD_FORECAST_CONFIG) =>
      storeOf({ ...stateWith([lineWith('a', run)]), filters: [marketFilter('COAST')] }, { config })
        .getPlan().plan.panels.get(MAPE_PANEL)?.requests[0]?.body.filters?.find((f) => f.columnName === 'horizon');
    const longTerm = { ...FIXTURE_LOAD_FORECAST_CONFIG, category: { name: 'longTermForecast' as const, label: 'Long Term Forecast' } };
    expect(horizonFilter(longTerm)).toEqual({ columnName: 'horizon', filterType: 'Include', filterValues: ['long_term'] });
    expect(horizonFilter(FIXTURE_LOAD_FORECAST_CONFIG)).toEqual({ columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] });
  });

  it('lets a host plan the MAPE sidebar and the performance panel through the one plan (the planners the public entry exports)', () => {
    const run = { processTime: '2021-12-23T12:00:00.000Z', days: { from: '2021-12-24', to: '2021-12-30' }, filters: [marketFilter('COAST')], timezone: 'America/Chicago' };
    const panels = new Map([
      [MAPE_PANEL, planMapePanel(FIXTURE_DATA_MAPPING, { market: 'COAST', processTime: run.processTime, horizon: 'short_term' })],
      [PERFORMANCE_PANEL, planPerformancePanel(FIXTURE_LOAD_FORECAST_CONFIG, FIXTURE_DATA_MAPPING, run)],
    ]);
    const { plan } = storeOf(stateWith([lineWith('a', actual)])).getPlan({ panels });
    const performance = plan.panels.get(PERFORMANCE_PANEL);
    // The run's forecast and the Stitched Actual over its days, and the run's MAPE, among the dashboard's requests.
    expect(performance?.requests.map((r) => r.datasource)).toEqual(['ercot_load', 'ercot_load']);
    expect(plan.panels.get(MAPE_PANEL)?.requests.map((r) => r.datasource)).toEqual(['ercot_forecast_mape']);
    const keys = plan.requests.map((r) => r.key);
    for (const panel of plan.panels.values()) for (const r of panel.requests) expect(keys).toContain(r.key);
    expect(plan.requests.length).toBe(new Set(keys).size);
  });

  it('plans a host card type by its own plan() and refuses to save a card type no definition is registered for', () => {
    const own: CardPlanner = (card, context, at, previous) => {
      const base = planCardQueries(card, context, at, previous);
      // A host's heat map asks each series split by day of week, as one request per series.
      const requests = base.requests.map((r) => ({ ...r, key: `heat:${r.key}` }));
      return { ...base, key: `heat:${base.key}`, requests, ownData: true };
    };
    const registry = { get: (type: string) => (type === 'Line' ? {} : type === 'GasHeatmap' ? { plan: own } : undefined) };
    const heat = { ...lineWith('h', actual), visualization: 'GasHeatmap' };
    const store = storeOf(stateWith([heat]), { registry });
    const { plan } = store.getPlan();
    expect(plan.cards.get('h')?.ownData).toBe(true);
    expect(plan.requests.map((r) => r.key)).toEqual([expect.stringMatching(/^heat:/)]);
    expect(store.saveRefusal()).toBeNull();

    store.dispatch({ type: 'replaceVisualization', cardId: 'h', visualization: 'Unknown' });
    const refused = store.getPlan().plan.cards.get('h');
    expect(refused?.error).toBe(unknownCardTypeText('Unknown'));
    expect(refused?.requests).toEqual([]);
    expect(store.saveRefusal()).toBe("No card type 'Unknown' is registered in this dashboard's card registry");
  });
});
