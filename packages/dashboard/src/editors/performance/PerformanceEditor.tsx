import { TEXT_EMPTY_CARD, type AxisId, type DataSeries } from '@loadline/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { DashboardCanvas } from '../../canvas/DashboardCanvas';
import { CARD_DRAG_HANDLE_CLASS } from '../../card';
import { FiltersBar } from '../../controls';
import { EditorControls } from '../../editor/EditorControls';
import * as css from '../../editor/editor.css';
import { newId } from '../../editor/newId';
import { needsTimeBoundary } from '../../editor/queryContext';
import { useDataBounds } from '../../editor/useDataBounds';
import { selectedMarket } from '../../editor/selectedMarket';
import { useDashboardPlan } from '../../editor/useDashboardPlan';
import { endOfDataRequest, loadDatasourceOf, marketColumnOf } from '../../model/dataMapping';
import type { DashboardEditorState, LayoutItem } from '../../model/editorState';
import type { DashboardFilters } from '../../model/filters';
import { MAPE_PANEL, PERFORMANCE_PANEL, planMapePanel, planPerformancePanel } from '../../model/panelPlans';
import type { PerformanceQuery } from '../../model/performanceQuery';
import type { PanelPlan } from '../../model/queryPlan';
import { CalculatorPanel, EditorLoading, MapeSidebar, SeriesPanel } from '../../panels';
import type { CategoryEditorProps } from '../editorTypes';
import { PerformancePanel } from './PerformancePanel';
import { performanceTexts } from './performanceTexts';

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

/**
 * The editor of short-term performance dashboards (category shortTermPerformance; spec part 1 §2
 * "Dashboard editor (general)", "Load forecast editor", "Metrics sidebar"; §9): forecast against
 * actual by process time and horizon. Left, the time series panel (Stitched Actual, Official
 * Forecast, Backcast, the Forecast menu of the market's short-term runs, weather); top, the market
 * filter, time zone, hour convention, Start / End; then the Forecast performance section
 * (`PerformancePanel`: a Process Time choice and MAPE and bias per day of the run, computed from
 * the query answers of its forecast and the actual) whose 'Chart forecast against actual' sets the
 * dates to the run's days and adds an hourly card of both series; then the cards (queries planned
 * by `useDashboardPlan`); right, the stored Forecast MAPE % and Backcast MAPE % of the run (when the
 * mapping has `mape`). Reads load from the mapping's load datasource (the config item's datasource
 * holds the stored MAPE): its filters are the config's market filter only.
 *
 * @example <PerformanceEditor editor={useDashboardEditor({ config, mapping, dashboard, initial })} actions={<DashboardActions editor={editor} />} />
 */
export const PerformanceEditor = memo(function PerformanceEditor({ editor, actions, now }: CategoryEditorProps) {
  const { config, mapping, state, dispatch } = editor;
  const loadDatasource = loadDatasourceOf(mapping, config);
  // The time boundary and End of data (the last actual hour), asked for at once.
  const boundary = useDataBounds(loadDatasource, endOfDataRequest(mapping));
  const { minMs, maxMs, endMs } = boundary;
  const { settings, filters, rangeFilters, timeFilters } = state;
  const marketColumn = marketColumnOf(mapping);
  // The load datasource is filtered by market only (the config's other columns are the stored MAPE's).
  const loadConfig = useMemo(() => ({ ...config, filters: config.filters.filter((f) => f.name === marketColumn), rangeFilters: [] }), [config, marketColumn]);
  const market = selectedMarket(filters, marketColumn);
  const [chosenRun, setChosenRun] = useState<string | null>(null);
  const processTime = chosenRun ?? editor.forecast?.processTime ?? null;
  const [shown, setShown] = useState<{ processTime: string | null; days: { from: string; to: string } | null }>({ processTime: null, days: null });
  const onRunShown = useCallback((run: string | null, days: { from: string; to: string } | null) => {
    setShown((s) => (s.processTime === run && s.days?.from === days?.from && s.days?.to === days?.to ? s : { processTime: run, days }));
  }, []);
  const shownRun = shown.processTime;
  const shortTerm = mapping.load.horizon?.values.shortTermForecast;
  const mapeMarket = market ?? mapping.totalMarkets?.[0] ?? null;
  // The side panels' queries are part of the dashboard's one plan: the run shown, scored and its stored MAPE.
  const panels = useMemo(() => {
    const out = new Map<string, PanelPlan>();
    if (shown.processTime && shown.days) {
      out.set(PERFORMANCE_PANEL, planPerformancePanel(config, mapping, { processTime: shown.processTime, days: shown.days, filters, timezone: settings.timezone }));
    }
    if (mapping.mape) out.set(MAPE_PANEL, planMapePanel(mapping, { market: mapeMarket, processTime: shown.processTime, ...(shortTerm ? { horizon: shortTerm } : {}) }));
    return out;
  }, [shown, config, mapping, filters, settings.timezone, mapeMarket, shortTerm]);
  const { context, plan, renderCard } = useDashboardPlan({ editor, dataMinMs: minMs, dataMaxMs: maxMs, dataEndMs: endMs, now, panels });

  const onLayoutChange = useCallback((layout: LayoutItem[]) => dispatch({ type: 'setLayout', layout }), [dispatch]);
  const cardRefs = useMemo(() => state.cards.map((c) => ({ id: c.id, title: c.title })), [state.cards]);
  const onAddSeries = useCallback((cardId: string, series: DataSeries, axisId: AxisId) => dispatch({ type: 'addSeries', cardId, series, axisId }), [dispatch]);
  const applied = useMemo(() => ({ filters, rangeFilters, timeFilters }), [filters, rangeFilters, timeFilters]);
  const onApplyFilters = useCallback(
    (next: Pick<DashboardEditorState, 'filters' | 'rangeFilters' | 'timeFilters'>) => {
      dispatch({ type: 'setFilters', filters: next.filters });
      for (const filter of next.rangeFilters) dispatch({ type: 'setRangeFilter', filter });
      dispatch({ type: 'setTimeFilters', timeFilters: next.timeFilters });
    },
    [dispatch],
  );
  const onDraftFilters = useCallback((draft: DashboardFilters | null) => dispatch({ type: 'setFilterDraft', draft }), [dispatch]);
  const onChart = useCallback(
    ({ forecast, actual, days }: { forecast: PerformanceQuery; actual: PerformanceQuery; days: { from: string; to: string } }) => {
      const id = newId();
      dispatch({ type: 'setDateRange', from: fixed(days.from), to: fixed(days.to) });
      dispatch({ type: 'addCard', id, group: 'Hourly' });
      dispatch({ type: 'setCardTitle', cardId: id, title: performanceTexts.cardTitle });
      dispatch({ type: 'addSeries', cardId: id, series: actual.series, axisId: 'primary_axis' });
      dispatch({ type: 'addSeries', cardId: id, series: forecast.series, axisId: 'primary_axis' });
    },
    [dispatch],
  );
  const sidebar = Boolean(mapping.mape);

  if (needsTimeBoundary(state) && boundary.isPending && loadDatasource) return <EditorLoading />;

  return (
    <div className={`${css.editor} ${sidebar ? css.withSidebar : ''}`}>
      <aside className={css.panel} aria-label="Series">
        <SeriesPanel config={config} market={market} mapping={mapping} cards={cardRefs} onAddSeries={onAddSeries} />
        <CalculatorPanel calculators={settings.calculators} cards={state.cards} market={filters.find((f) => f.name === marketColumn) ?? null} dispatch={dispatch} onAddSeries={onAddSeries} />
      </aside>
      <div className={css.main}>
        <div className={css.topArea}>
          <FiltersBar config={loadConfig} datasource={loadDatasource ?? ''} applied={applied} onApply={onApplyFilters} onDraftChange={onDraftFilters} marketColumn={marketColumn} />
          <EditorControls editor={editor} context={context} actions={actions} />
        </div>
        <PerformancePanel
          config={config}
          mapping={mapping}
          market={market}
          filters={filters}
          timezone={settings.timezone}
          hourEnding={settings.isHourEndingSelected}
          processTime={processTime}
          onProcessTime={setChosenRun}
          onRunShown={onRunShown}
          onChart={onChart}
          plan={plan.panels.get(PERFORMANCE_PANEL)}
        />
        <DashboardCanvas cards={state.cards} renderCard={renderCard} onLayoutChange={onLayoutChange} dragHandle={`.${CARD_DRAG_HANDLE_CLASS}`} emptyText={TEXT_EMPTY_CARD} />
      </div>
      {sidebar && mapping.mape ? (
        <aside className={css.panel} aria-label="Metrics">
          <MapeSidebar mapping={mapping.mape} market={mapeMarket} processTime={shownRun} {...(shortTerm ? { horizon: shortTerm } : {})} plan={plan.panels.get(MAPE_PANEL)} timezone={settings.timezone} hourEnding={settings.isHourEndingSelected} />
        </aside>
      ) : null}
    </div>
  );
});
