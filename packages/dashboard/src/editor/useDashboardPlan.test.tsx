import { FIXTURE_DATA_MAPPING, FIXTURE_LOAD_FORECAST_CONFIG } from '@loadline/core/testing';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  config: FIXTURE_LOAD_FORECAST_CONFIG, mapping: FIXTURE_DATA_MAPPING, state, dispatch: vi.fn(), toggleOverview: vi.fn(), copyCard: vi.fn(),
});

describe('useDashboardPlan', () => {
  it('gives the cards\' query context and one plan, keeping an unchanged card\'s plan object', () => {
    const a = withSeries('a');
    const first = stateWith([a]);
    const { result, rerender } = renderHook((props: DashboardPlanInput) => useDashboardPlan(props), {
      initialProps: { editor: editorOf(first), dataMinMs: Date.UTC(2019, 0, 1), dataMaxMs: Date.UTC(2019, 11, 31), now },
    });
    expect(result.current.context).toMatchObject({ timezone: 'America/Chicago', from: fixed('2019-07-01'), to: fixed('2019-07-02'), config: FIXTURE_LOAD_FORECAST_CONFIG });
    expect(result.current.context.dataMin?.toISOString()).toBe('2019-01-01T00:00:00.000Z');
    expect(result.current.clock).toBe(now);
    const planA = result.current.plan.cards.get('a');
    expect(planA).toBeDefined();
    expect(result.current.plan.requests.length).toBe(1);

    // A second card: card a keeps its plan object (its cached data is reused).
    rerender({ editor: editorOf(stateWith([a, withSeries('b')])), dataMinMs: Date.UTC(2019, 0, 1), dataMaxMs: Date.UTC(2019, 11, 31), now });
    expect(result.current.plan.cards.get('a')).toBe(planA);
    expect(result.current.plan.cards.get('b')).toBeDefined();
  });

  it('resolves relative dates against the time of mount when no clock is given', () => {
    const { result } = renderHook(() => useDashboardPlan({ editor: editorOf(stateWith([])), dataMinMs: null, dataMaxMs: null }));
    expect(Math.abs(result.current.clock.getTime() - Date.now())).toBeLessThan(60_000);
    expect(result.current.context.dataMin).toBeNull();
  });
});
