import { cardSchema, type ConfigItem, type Dashboard } from '@loadline/core';
import { act, renderHook } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { dashboardReducer } from '../../model/dashboardReducer';
import { emptyEditorState } from '../../model/editorState';
import { useMeterMapCard } from './useMeterMapCard';

const METERS = { dynamicColumnsConfig: { meterIdColumn: 'meterId' } } as ConfigItem;

function useEditor(config: ConfigItem, dashboardId: string) {
  const [state, dispatch] = useReducer(dashboardReducer, undefined, () => ({
    ...emptyEditorState('Meters', 'America/Chicago'),
    cards: [cardSchema.parse({ id: 'a', visualization: 'MeterTable' })],
  }));
  const editor = { state, dispatch, config, dashboard: { dashboardId } as Dashboard };
  useMeterMapCard(editor);
  return editor;
}

describe('useMeterMapCard', () => {
  it('appends one Meter Map card on opening a dashboard with a meter id column; a removed map stays removed', () => {
    const { result, rerender } = renderHook(() => useEditor(METERS, 'd1'));
    expect(result.current.state.cards.map((c) => [c.visualization, c.title])).toEqual([['MeterTable', 'untitled card'], ['MeterMap', 'Meter Map']]);
    rerender();
    expect(result.current.state.cards).toHaveLength(2);
    const map = result.current.state.cards[1]!;
    act(() => result.current.dispatch({ type: 'removeCard', cardId: map.id }));
    rerender();
    expect(result.current.state.cards.map((c) => c.visualization)).toEqual(['MeterTable']);
  });

  it('appends nothing without a meter id column', () => {
    const { result } = renderHook(() => useEditor({} as ConfigItem, 'd1'));
    expect(result.current.state.cards.map((c) => c.visualization)).toEqual(['MeterTable']);
  });
});
