import { TEXT_EMPTY_CARD, type AxisId, type DataSeries } from '@loadline/core';
import { Skeleton } from '@loadline/ui';
import { memo, startTransition, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { DashboardCanvas } from '../canvas/DashboardCanvas';
import { CARD_DRAG_HANDLE_CLASS } from '../card';
import { FiltersBar } from '../controls';
import { endOfDataRequest, loadDatasourceOf, marketColumnOf } from '../model/dataMapping';
import type { DashboardEditorState, LayoutItem } from '../model/editorState';
import type { DashboardFilters } from '../model/filters';
import { CalculatorPanel, EditorLoading, MapeSidebar, SeriesPanel, type SeriesPanelProps } from '../panels';
import { EditorControls } from './EditorControls';
import * as css from './editor.css';
import { showsMapeSidebar } from '../model/editorStore';
import { MAPE_PANEL, mapeHorizonOfConfig, planMapePanel } from '../model/panelPlans';
import { needsTimeBoundary } from './queryContext';
import { useDataBounds } from './useDataBounds';
import { selectedMarket } from './selectedMarket';
import type { DashboardEditorApi } from './useDashboardEditor';
import { useDashboardPlan } from './useDashboardPlan';

/** Performance mark set when debounced filters are applied (User Timing; read with performance.getEntriesByName). */
export const FILTERS_APPLIED_MARK = 'loadline:filters-applied';

/** Props of {@link DashboardEditor}. */
export interface DashboardEditorProps {
  /** The editor's state and actions, from {@link useDashboardEditor}. */
  editor: DashboardEditorApi;
  /** Buttons of the page (e.g. `<DashboardActions editor={editor} />`) placed in the top area. @default none */
  actions?: ReactNode;
  /** Clock for relative dates. @default now, at mount */
  now?: Date;
  /** The forecast run the MAPE sidebar scores, when the host chooses it. @default the editor's (the first forecast series on the cards) */
  forecast?: { processTime: string; market: string | null } | null;
  /** The left panel's series menu. @default SeriesPanel (load forecast: Stitched Actual, Official Forecast, Backcast, Forecast menu, weather) */
  seriesPanel?: ComponentType<SeriesPanelProps>;
  /** New cards take the category's default grouping (`defaultCardGrouping`, spec part 1 §9) instead of the data's interval. @default false */
  categoryGrouping?: boolean;
}

/**
 * The dashboard editor (spec part 1 §2 "Dashboard editor (general)", "Load forecast editor"):
 * the series panel on the left (drag a series onto a card axis, or add it from the keyboard), the
 * top area with filters, time zone, Hour Beginning / Hour Ending and Start / End, the cards on the
 * 12-column grid and, on load forecast dashboards, the MAPE sidebar. A refused change (a series
 * whose units don't match the axis, an 11th series) is shown as an error toast in the spec's words.
 */
export const DashboardEditor = memo(function DashboardEditor({ editor, actions, now, forecast: chosenRun, seriesPanel: Panel = SeriesPanel, categoryGrouping = false }: DashboardEditorProps) {
  const { config, mapping, state, dispatch } = editor;
  const forecast = chosenRun === undefined ? editor.forecast : chosenRun;
  const loadDatasource = loadDatasourceOf(mapping, config);
  // The time boundary and End of data (the last actual hour), asked for at once.
  const boundary = useDataBounds(loadDatasource, endOfDataRequest(mapping));
  const { minMs, maxMs, endMs } = boundary;

  const { filters, rangeFilters, timeFilters } = state;
  const sidebar = showsMapeSidebar(config, mapping);
  // The MAPE sidebar's query is part of the dashboard's one plan: the store's (the cards' run)
  // unless the host chose the run.
  const hostChose = chosenRun !== undefined;
  const hostMarket = chosenRun?.market ?? null;
  const hostProcessTime = chosenRun?.processTime ?? null;
  const horizon = mapeHorizonOfConfig(mapping, config);
  const panels = useMemo(
    () => (hostChose && sidebar ? new Map([[MAPE_PANEL, planMapePanel(mapping, { market: hostMarket, processTime: hostProcessTime, ...(horizon ? { horizon } : {}) })]]) : undefined),
    [hostChose, sidebar, mapping, hostMarket, hostProcessTime, horizon],
  );
  const { context, plan, renderCard } = useDashboardPlan({ editor, dataMinMs: minMs, dataMaxMs: maxMs, dataEndMs: endMs, now, panels });
  const onLayoutChange = useCallback((layout: LayoutItem[]) => dispatch({ type: 'setLayout', layout }), [dispatch]);
  const cardRefs = useMemo(() => state.cards.map((c) => ({ id: c.id, title: c.title })), [state.cards]);
  const onAddSeries = useCallback(
    (cardId: string, series: DataSeries, axisId: AxisId) =>
      dispatch({ type: 'addSeries', cardId, series, axisId }),
    [dispatch],
  );
  const onApplyFilters = useCallback(
    (next: Pick<DashboardEditorState, 'filters' | 'rangeFilters' | 'timeFilters'>) => {
      // Lets hosts (and pnpm bench:dashboard) time a redraw from the end of the debounce.
      if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(FILTERS_APPLIED_MARK);
      dispatch({ type: 'setFilters', filters: next.filters });
      for (const filter of next.rangeFilters) dispatch({ type: 'setRangeFilter', filter });
      dispatch({ type: 'setTimeFilters', timeFilters: next.timeFilters });
    },
    [dispatch],
  );
  const onDraftFilters = useCallback((draft: DashboardFilters | null) => dispatch({ type: 'setFilterDraft', draft }), [dispatch]);
  const applied = useMemo(() => ({ filters, rangeFilters, timeFilters }), [filters, rangeFilters, timeFilters]);
  const market = selectedMarket(filters, marketColumnOf(mapping));
  const marketFilter = filters.find((f) => f.name === marketColumnOf(mapping)) ?? null;
  // The left panels (dozens of series items, each with its add menu) are the same elements while
  // their props are: a filter, date or zone change redraws the cards, not the panels.
  const seriesPanel = useMemo(
    () => <Panel config={config} market={market} mapping={mapping} cards={cardRefs} onAddSeries={onAddSeries} />,
    [Panel, config, market, mapping, cardRefs, onAddSeries],
  );
  const calculatorPanel = useMemo(
    () => <CalculatorPanel calculators={state.settings.calculators} cards={state.cards} market={marketFilter} dispatch={dispatch} onAddSeries={onAddSeries} />,
    [state.settings.calculators, state.cards, marketFilter, dispatch, onAddSeries],
  );

  const panelsShown = usePanelsAfterCards();

  // Relative bounds resolve against the data's first and last times: wait for them. Fixed dates
  // query at once (the boundary only clamps them, which leaves dates inside the data unchanged).
  if (needsTimeBoundary(state) && boundary.isPending && loadDatasource) return <EditorLoading />;

  return (
    <div className={`${css.editor} ${sidebar ? css.withSidebar : ''}`}>
      <aside className={css.panel} aria-label="Series" aria-busy={panelsShown ? undefined : true}>
        {panelsShown ? seriesPanel : <Skeleton lines={8} />}
        {panelsShown && calculatorPanel}
      </aside>
      <div className={css.main}>
        <div className={css.topArea}>
          <FiltersBar config={config} datasource={loadDatasource ?? ''} applied={applied} onApply={onApplyFilters} onDraftChange={onDraftFilters} marketColumn={marketColumnOf(mapping)} />
          <EditorControls editor={editor} context={context} actions={actions} groupNewCards={categoryGrouping} />
        </div>
        <DashboardCanvas
          cards={state.cards}
          renderCard={renderCard}
          onLayoutChange={onLayoutChange}
          dragHandle={`.${CARD_DRAG_HANDLE_CLASS}`}
          emptyText={TEXT_EMPTY_CARD}
        />
      </div>
      {sidebar && mapping.mape && (
        <aside className={css.panel} aria-label="Metrics">
          {panelsShown ? <MapeSidebar mapping={mapping.mape} market={forecast?.market ?? null} processTime={forecast?.processTime ?? null} plan={plan.panels.get(MAPE_PANEL)} timezone={state.settings.timezone} hourEnding={state.settings.isHourEndingSelected} /> : <Skeleton lines={4} />}
        </aside>
      )}
    </div>
  );
});

/**
 * Whether the side panels may render: false in the editor's first render, true right after it in a
 * transition. The cards and their controls render first; the panels (dozens of series items, each
 * with its add menu, and the MAPE sidebar) then render in slices that yield to the browser, and an
 * answer arriving meanwhile draws its card first (an update outside a transition interrupts one).
 */
function usePanelsAfterCards(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown;
}
