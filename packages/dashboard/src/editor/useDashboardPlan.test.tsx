import { FIXTURE_DATA_MAPPING, FIXTURE_LOAD_FORECAST_CONFIG } from '@loadline/core/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDashboardEditorStore } from '../model/editorStore';
import { emptyEditorState, newCard, type DashboardEditorState } from '../model/editorState';
import { loadSeries } from '../model/seriesCatalog';
import { useDashboardPlan, type DashboardPlanInput } from './useDashboardPlan';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const now = new Date('2019-08-01T12:00:00Z');

function stateWith(cards: DashboardEditorState['cards']): DashboardEditorState {
  const empty = emptyEditorState('Plan', 'America/Chicago');
  return { ...empty, cards, settings: { ...empty.settings, from: fixed('2019-07-01'), to: fixed('2019-07-02') } };
}
const withSeries = (id: string) => ({ ...newCard(id, [], 'Line', 'Hourly'), dataSeries: [{ ...loadSeries('actual'), axisId: 'primary_axis' as const }] });
const editorOf = (state: DashboardEditorState): DashboardPlanInput['editor'] => ({
  store: createDashboardEditorStore({ initial: state, config: FIXTURE_LOAD_FORECAST_CONFIG, mapping: FIXTURE_DATA_MAPPING }), dispatch: vi.fn(), toggleOverview: vi.fn(), copyCard: vi.fn(),
});

describe('useDashboardPlan', () => {
  it('gives the store\'s query context and one plan, keeping an unchanged card\'s plan object', () => {
    const props = { editor: editorOf(stateWith([withSeries('a')])), dataMinMs: Date.UTC(2019, 0, 1), dataMaxMs: Date.UTC(2019, 11, 31), now };
    const { result } = renderHook((p: DashboardPlanInput) => useDashboardPlan(p), { initialProps: props });
    expect(result.current.context).toMatchObject({ timezone: 'America/Chicago', from: fixed('2019-07-01'), to: fixed('2019-07-02'), config: FIXTURE_LOAD_FORECAST_CONFIG });
    expect(result.current.context.dataMin?.toISOString()).toBe('2019-01-01T00:00:00.000Z');
    expect(result.current.clock).toBe(now);
    const planA = result.current.plan.cards.get('a');
    expect(planA).toBeDefined();
    expect(result.current.plan.requests.length).toBe(1);

    // A second card, added through the store: the hook re-renders, card a keeps its plan object.
    act(() => {
      props.editor.store.dispatch({ type: 'addCard', id: 'b', group: 'Hourly' });
    });
    expect(result.current.plan.cards.get('a')).toBe(planA);
    expect(result.current.plan.cards.get('b')).toBeDefined();
  });

  it('resolves relative dates against the store\'s clock (the time it was made) when none is given', () => {
    const { result } = renderHook(() => useDashboardPlan({ editor: editorOf(stateWith([])), dataMinMs: null, dataMaxMs: null }));
    expect(Math.abs(result.current.clock.getTime() - Date.now())).toBeLessThan(60_000);
    expect(result.current.context.dataMin).toBeNull();
  });
});
