import { LoadlineHttpError, TEXT_CANNOT_SAVE_SHARED, TEXT_DASHBOARD_SAVED, TEXT_SAVE_BEFORE_OVERVIEW, type DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { FIXTURE_DATA_MAPPING, FIXTURE_LOAD_FORECAST_CONFIG, createMemoryAdapter } from '@loadline/core/testing';
import { ToastProvider } from '@loadline/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { JULY_CONTEXT, LOAD, TEMPERATURE, fixtureCard } from '../card/cardFixtures';
import { emptyEditorState, type DashboardEditorState } from '../model/editorState';
import { editorStateFromDashboard } from '../model/persist';
import { useDashboardEditor, type DashboardEditorOptions, type EditorNotice } from './useDashboardEditor';

const initial: DashboardEditorState = { ...emptyEditorState('COAST week', 'America/Chicago'), cards: [fixtureCard({ dataSeries: [LOAD] })] };

async function setup(overrides: Partial<DashboardEditorOptions> = {}, adapt: (a: DataAdapter) => DataAdapter = (a) => a) {
  const adapter = adapt(createMemoryAdapter());
  const { dashboardId } = await adapter.dashboards.create({ name: 'COAST week', configId: FIXTURE_LOAD_FORECAST_CONFIG.configId });
  const dashboard = (await adapter.dashboards.list({ type: 'prod_load_forecast' })).find((d) => d.dashboardId === dashboardId) ?? null;
  const notices: EditorNotice[] = [];
  const notify = (n: EditorNotice) => notices.push(n);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastProvider><LoadlineProvider adapter={adapter}>{children}</LoadlineProvider></ToastProvider>
  );
  const hook = renderHook((props: Partial<DashboardEditorOptions>) => useDashboardEditor({
    config: FIXTURE_LOAD_FORECAST_CONFIG, mapping: FIXTURE_DATA_MAPPING, dashboard, initial, notify, ...overrides, ...props,
  }), { wrapper, initialProps: {} });
  return { ...hook, adapter, dashboard, notices };
}

describe('useDashboardEditor', () => {
  it('notifies a refused change once, in the spec words, and keeps the cards', async () => {
    const { result, notices } = await setup();
    act(() => result.current.dispatch({ type: 'addSeries', cardId: 'card-1', series: TEMPERATURE, axisId: 'primary_axis' }));
    expect(notices).toEqual([{ kind: 'error', title: 'Houston Actual Temperature does not share units with Stitched Actual' }]);
    expect(result.current.state.cards[0]?.dataSeries).toHaveLength(1);
    expect(result.current.state.error).toBeNull();
  });

  it('saves what the editor shows and says so once; a dashboard shared with the user gets only the spec text', async () => {
    const update = vi.fn(async () => undefined);
    const { result, notices } = await setup({}, (a) => ({ ...a, dashboards: { ...a.dashboards, update } }));
    act(() => result.current.dispatch({ type: 'setName', name: 'COAST peak week' }));
    await act(async () => expect(await result.current.save()).toEqual({ ok: true }));
    expect(update).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ name: 'COAST peak week', cards: result.current.state.cards }));
    expect(notices).toEqual([{ kind: 'positive', title: TEXT_DASHBOARD_SAVED }]);

    update.mockRejectedValueOnce(new LoadlineHttpError(404, 'Dashboard not found'));
    notices.length = 0;
    await act(async () => expect(await result.current.save()).toEqual({ ok: false, message: TEXT_CANNOT_SAVE_SHARED }));
    expect(notices).toEqual([{ kind: 'error', title: TEXT_CANNOT_SAVE_SHARED }]);
  });

  it('refuses to save a calculator name over 20 characters, keeping the typed name rather than saving another', async () => {
    const update = vi.fn(async () => undefined);
    const { result, notices } = await setup({}, (a) => ({ ...a, dashboards: { ...a.dashboards, update } }));
    act(() => result.current.dispatch({ type: 'addCalculator', calculator: { uid: 'u1', name: 'New Calculator', expression: '', expressionDataIdMap: {} } }));
    act(() => result.current.dispatch({ type: 'updateCalculator', uid: 'u1', patch: { name: 'COAST peak share of ERCOT' } }));
    expect(result.current.state.settings.calculators[0]?.name).toBe('COAST peak share of ERCOT');
    const refused = { ok: false, message: 'Calculator name must be 20 characters or fewer' };
    await act(async () => expect(await result.current.save()).toEqual(refused));
    await act(async () => expect(await result.current.saveAs({ name: 'Copy', description: '', configId: FIXTURE_LOAD_FORECAST_CONFIG.configId })).toEqual(refused));
    expect(update).not.toHaveBeenCalled();
    expect(notices).toEqual([{ kind: 'error', title: refused.message }, { kind: 'error', title: refused.message }]);
  });

  it('saves with the version it opened, and a stale save shows the server message once', async () => {
    const update = vi.fn(async () => undefined);
    const { notices, dashboard } = await setup({}, (a) => ({ ...a, dashboards: { ...a.dashboards, update } }));
    const opened = { ...dashboard!, version: 7 };
    const stale = new LoadlineHttpError(409, 'This dashboard was changed since you opened it: reload it to see the latest version, then save again');
    update.mockRejectedValueOnce(stale);
    const hook = await setup({ dashboard: opened }, (a) => ({ ...a, dashboards: { ...a.dashboards, update } }));
    await act(async () => expect(await hook.result.current.save()).toEqual({ ok: false, message: stale.message }));
    expect(update).toHaveBeenLastCalledWith(opened.dashboardId, expect.objectContaining({ version: 7 }));
    expect(hook.notices).toEqual([{ kind: 'error', title: stale.message }]);
    expect(notices).toEqual([]);
  });

  it("refuses an action while one is loading: 'Working on previous action'", async () => {
    let release = () => {};
    const update = vi.fn(() => new Promise<void>((resolve) => { release = resolve; }));
    const { result, notices } = await setup({}, (a) => ({ ...a, dashboards: { ...a.dashboards, update } }));
    let first: Promise<unknown> = Promise.resolve();
    act(() => { first = result.current.save(); });
    await waitFor(() => expect(result.current.actionState.status).toBe('loading'));
    await act(async () => expect(await result.current.save()).toEqual({ ok: false, message: 'Working on previous action' }));
    release();
    await act(async () => { await first; });
    expect(update).toHaveBeenCalledTimes(1);
    expect(notices.map((n) => n.title)).toEqual(['Working on previous action', TEXT_DASHBOARD_SAVED]);
  });

  it('creates an unsaved dashboard and gives its id; asks to save first before pinning a card', async () => {
    const { result, adapter, notices } = await setup({ dashboard: null });
    await act(async () => {
      const r = await result.current.toggleOverview(result.current.state.cards[0]!);
      expect(r).toEqual({ ok: false, message: TEXT_SAVE_BEFORE_OVERVIEW });
    });
    expect(notices).toEqual([{ kind: 'neutral', title: TEXT_SAVE_BEFORE_OVERVIEW }]);
    let id = '';
    await act(async () => {
      const r = await result.current.saveAs({ name: 'New COAST', description: '', configId: FIXTURE_LOAD_FORECAST_CONFIG.configId });
      id = r.ok ? (r.dashboardId ?? '') : '';
    });
    const stored = (await adapter.dashboards.list({ type: 'prod_load_forecast' })).find((d) => d.dashboardId === id);
    expect(stored && editorStateFromDashboard(stored, 'America/Chicago').cards[0]?.dataSeries[0]?.id).toBe(LOAD.id);
  });

  it('takes filters, dates and zone from the host when controlled, and reports the user changes', async () => {
    const onControlsChange = vi.fn();
    const controls = { timezone: 'America/New_York', filters: JULY_CONTEXT.filters.map((f) => ({ ...f })) };
    const { result } = await setup({ controls, onControlsChange });
    expect(result.current.state.settings.timezone).toBe('America/New_York');
    expect(result.current.state.filters).toBe(controls.filters);
    act(() => result.current.dispatch({ type: 'setHourEnding', isHourEndingSelected: true }));
    expect(onControlsChange).toHaveBeenCalledTimes(1);
    expect(onControlsChange.mock.calls[0]?.[0]).toMatchObject({ timezone: 'America/New_York', isHourEndingSelected: true, filters: controls.filters });
    // The host keeps its zone: a change of the editor's own zone is reported, the host's value still shows.
    act(() => result.current.dispatch({ type: 'setTimezone', timezone: 'UTC' }));
    expect(onControlsChange.mock.calls[1]?.[0]).toMatchObject({ timezone: 'UTC' });
    expect(result.current.state.settings.timezone).toBe('America/New_York');
    // A card change is not a control change.
    act(() => result.current.dispatch({ type: 'setCardTitle', cardId: 'card-1', title: 'Peak' }));
    expect(onControlsChange).toHaveBeenCalledTimes(2);
  });

  it('scores the first forecast run on the cards in the MAPE sidebar, in the filtered market', async () => {
    const run = { ...LOAD, id: 'run', extras: { series: 'forecast', processTime: '2021-12-23T12:00:00Z' } };
    const { result } = await setup({ initial: { ...initial, filters: [...JULY_CONTEXT.filters], cards: [fixtureCard({ dataSeries: [LOAD, run] })] } });
    expect(result.current.forecast).toEqual({ processTime: '2021-12-23T12:00:00Z', market: 'COAST' });
  });

  it('scores a forecast added with no market chosen in the market it reads, the ISO total (not "Choose a forecast")', async () => {
    const run = { ...LOAD, id: 'run', extras: { series: 'forecast', processTime: '2021-12-23T12:00:00Z' } };
    const { result } = await setup({
      mapping: { ...FIXTURE_DATA_MAPPING, totalMarkets: ['ERCOT'] },
      initial: { ...initial, filters: [], cards: [fixtureCard({ dataSeries: [LOAD, run] })] },
    });
    expect(result.current.forecast).toEqual({ processTime: '2021-12-23T12:00:00Z', market: 'ERCOT' });
  });
});
