/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadlineProvider } from '@loadline/core/react';
import { createMemoryAdapter, FIXTURE_DATA_MAPPING, FIXTURE_LOAD_FORECAST_CONFIG } from '@loadline/core/testing';
import { ToastProvider } from '@loadline/ui';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyEditorState, newCard } from '../model/editorState';
import { loadSeries } from '../model/seriesCatalog';
import type { SeriesPanelProps } from '../panels/SeriesPanel';
import { DashboardEditor } from './DashboardEditor';
import { useDashboardEditor, type DashboardEditorApi } from './useDashboardEditor';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const now = new Date('2019-08-01T12:00:00Z');

/** Renders an editor of one Line card of Stitched Actual per id (July 2019) with `panel` as its series panel. */
function renderEditor(ids: readonly string[], panel: ComponentType<SeriesPanelProps>, held: { editor: DashboardEditorApi | null } = { editor: null }) {
  function Harness() {
    const empty = emptyEditorState('Filters', 'America/Chicago');
    const cards = ids.map((id) => ({ ...newCard(id, [], 'Line', 'Hourly'), dataSeries: [{ ...loadSeries('actual'), axisId: 'primary_axis' as const }] }));
    const editor = useDashboardEditor({
      config: FIXTURE_LOAD_FORECAST_CONFIG,
      mapping: FIXTURE_DATA_MAPPING,
      dashboard: null,
      initial: { ...empty, cards, settings: { ...empty.settings, from: fixed('2019-07-01'), to: fixed('2019-07-02') } },
    });
    held.editor = editor;
    return <DashboardEditor editor={editor} seriesPanel={panel} now={now} />;
  }
  render(
    <ToastProvider>
      <LoadlineProvider adapter={createMemoryAdapter()}>
        <Harness />
      </LoadlineProvider>
    </ToastProvider>,
  );
  return held;
}

describe('DashboardEditor', () => {
  it('redraws the cards, not the series panel, when a time filter changes', async () => {
    let panelRenders = 0;
    function CountingPanel({ cards }: SeriesPanelProps) {
      panelRenders += 1;
      return <p>{cards.length} cards</p>;
    }
    const held = renderEditor(['a'], CountingPanel);
    expect(await screen.findByText('1 cards')).toBeVisible();
    const before = panelRenders;
    act(() => held.editor?.dispatch({ type: 'setTimeFilters', timeFilters: { dayType: ['Weekday'] } }));
    expect(held.editor?.state.timeFilters).toEqual({ dayType: ['Weekday'] });
    expect(panelRenders).toBe(before);
  });

  it('renders the cards first and the side panels right after them', async () => {
    const cardsAtFirstPanelRender: number[] = [];
    function WatchingPanel({ cards }: SeriesPanelProps) {
      if (cardsAtFirstPanelRender.length === 0) cardsAtFirstPanelRender.push(document.querySelectorAll('section[data-card-id]').length);
      return <p>{cards.length} cards</p>;
    }
    renderEditor(['a', 'b'], WatchingPanel);
    expect(await screen.findByText('2 cards')).toBeVisible();
    // Both cards were in the document when the series panel first rendered.
    expect(cardsAtFirstPanelRender).toEqual([2]);
    expect(screen.getByRole('complementary', { name: 'Series' })).not.toHaveAttribute('aria-busy');
  });
});
