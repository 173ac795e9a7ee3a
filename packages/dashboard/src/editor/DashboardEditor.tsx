import { TEXT_CARD_COPIED, TEXT_EMPTY_CARD, type AxisId, type Card, type ConfigItem, type DataSeries } from '@loadline/core';
import { useTimeBoundary } from '@loadline/core/react';
import { Button, useToast } from '@loadline/ui';
import { memo, useCallback, useEffect, useMemo, type Dispatch, type ReactNode } from 'react';
import { DashboardCanvas } from '../canvas/DashboardCanvas';
import { CARD_DRAG_HANDLE_CLASS, DashboardCard } from '../card';
import { DateTimeControls, FiltersBar } from '../controls';
import type { DashboardAction } from '../model/dashboardReducer';
import type { DashboardEditorState, LayoutItem } from '../model/editorState';
import type { DashboardFilters } from '../model/filters';
import type { CardQueryContext } from '../model/seriesCatalog';
import { EditorLoading, MapeSidebar, SeriesPanel } from '../panels';
import { TEXT_ADD_CARD } from './editorTexts';
import * as css from './editor.css';
import { newId } from './newId';
import { cardQueryContext, needsTimeBoundary } from './queryContext';
import { selectedMarket } from './selectedMarket';

/** Performance mark set when debounced filters are applied (User Timing; read with performance.getEntriesByName). */
export const FILTERS_APPLIED_MARK = 'loadline:filters-applied';

/** Props of {@link DashboardEditor}. */
export interface DashboardEditorProps {
  /** Config item of the dashboard (datasource, filters, weather stations, level). */
  config: ConfigItem;
  /** Editor state, from `useReducer(dashboardReducer, ...)`. */
  state: DashboardEditorState;
  dispatch: Dispatch<DashboardAction>;
  /** Adds a card to or removes it from the Overview (the caller calls the API, toasts and dispatches toggleOverview). */
  onToggleOverview?: (card: Card) => void;
  /**
   * The forecast run the MAPE sidebar scores (load forecast dashboards): its process time and, when
   * the series carries one, its market (else the market the dashboard's filters select).
   */
  forecast?: { processTime: string; market: string | null } | null;
  /** Buttons of the page (save, copy, share, delete) placed in the top area. */
  actions?: ReactNode;
  /** Clock for relative dates; default now. */
  now?: Date;
}

function isLoadForecast(config: ConfigItem): boolean {
  return config.type === 'prod_load_forecast' && (config.category.name === 'shortTermForecast' || config.category.name === 'longTermForecast');
}

/**
 * The dashboard editor (spec part 1 §2 "Dashboard editor (general)", "Load forecast editor"):
 * the series panel on the left (drag a series onto a card axis, or add it from the keyboard), the
 * top area with filters, time zone, Hour Beginning / Hour Ending and Start / End, the cards on the
 * 12-column grid and, on load forecast dashboards, the MAPE sidebar. A refused change (a series
 * whose units don't match the axis, an 11th series) is shown as an error toast in the spec's words.
 */
export const DashboardEditor = memo(function DashboardEditor({
  config,
  state,
  dispatch,
  onToggleOverview,
  forecast = null,
  actions,
  now,
}: DashboardEditorProps) {
  const toast = useToast();
  const boundary = useTimeBoundary(config.datasource ?? null);
  const minMs = boundary.data?.minTime ? Date.parse(boundary.data.minTime) : null;
  const maxMs = boundary.data?.maxTime ? Date.parse(boundary.data.maxTime) : null;

  useEffect(() => {
    if (state.error === null) return;
    toast.show({ kind: 'error', title: state.error });
    dispatch({ type: 'clearError' });
  }, [state.error, toast, dispatch]);

  const { settings, filters, rangeFilters, timeFilters } = state;
  const context = useMemo<CardQueryContext>(
    () => cardQueryContext(state, config, minMs, maxMs),
    // Only what the cards query with: a card or layout change keeps the same context.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, filters, rangeFilters, timeFilters, minMs, maxMs, config],
  );

  const onCopyCard = useCallback(
    (cardId: string) => {
      dispatch({ type: 'copyCard', cardId, newId: newId() });
      toast.show({ kind: 'positive', title: TEXT_CARD_COPIED });
    },
    [dispatch, toast],
  );
  const onRemoveCard = useCallback((cardId: string) => dispatch({ type: 'removeCard', cardId }), [dispatch]);
  const onLayoutChange = useCallback((layout: LayoutItem[]) => dispatch({ type: 'setLayout', layout }), [dispatch]);
  const renderCard = useCallback(
    (card: Card) => (
      <DashboardCard
        card={card}
        context={context}
        dispatch={dispatch}
        onCopyCard={onCopyCard}
        onRemoveCard={onRemoveCard}
        {...(onToggleOverview ? { onToggleOverview } : {})}
        {...(now ? { now } : {})}
      />
    ),
    [context, dispatch, onCopyCard, onRemoveCard, onToggleOverview, now],
  );
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
  const market = selectedMarket(filters);
  const sidebar = isLoadForecast(config);

  // Relative bounds resolve against the data's first and last times: wait for them. Fixed dates
  // query at once (the boundary only clamps them, which leaves dates inside the data unchanged).
  if (needsTimeBoundary(state) && boundary.isPending && config.datasource) return <EditorLoading />;

  return (
    <div className={`${css.editor} ${sidebar ? css.withSidebar : ''}`}>
      <aside className={css.panel} aria-label="Series">
        <SeriesPanel config={config} market={market} cards={cardRefs} onAddSeries={onAddSeries} />
      </aside>
      <div className={css.main}>
        <div className={css.topArea}>
          <FiltersBar config={config} datasource={config.datasource ?? ''} applied={applied} onApply={onApplyFilters} onDraftChange={onDraftFilters} />
          <DateTimeControls
            timezone={settings.timezone}
            isHourEndingSelected={settings.isHourEndingSelected}
            from={settings.from}
            to={settings.to}
            dataMin={context.dataMin}
            dataMax={context.dataMax}
            onChange={dispatch}
          />
          <div className={css.toolbar}>
            <Button variant="secondary" onClick={() => dispatch({ type: 'addCard', id: newId() })}>
              {TEXT_ADD_CARD}
            </Button>
            {actions}
          </div>
        </div>
        <DashboardCanvas
          cards={state.cards}
          renderCard={renderCard}
          onLayoutChange={onLayoutChange}
          dragHandle={`.${CARD_DRAG_HANDLE_CLASS}`}
          emptyText={TEXT_EMPTY_CARD}
        />
      </div>
      {sidebar && (
        <aside className={css.panel} aria-label="Metrics">
          <MapeSidebar market={forecast?.market ?? market} processTime={forecast?.processTime ?? null} />
        </aside>
      )}
    </div>
  );
});
