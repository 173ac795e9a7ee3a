import { TEXT_EMPTY_CARD, resolveDateRange, type AxisId, type DataSeries } from '@loadline/core';
import { memo, useCallback, useMemo } from 'react';
import { DashboardCanvas } from '../../canvas/DashboardCanvas';
import { CARD_DRAG_HANDLE_CLASS } from '../../card';
import { EditorControls } from '../../editor/EditorControls';
import * as css from '../../editor/editor.css';
import { needsTimeBoundary } from '../../editor/queryContext';
import { useDataBounds } from '../../editor/useDataBounds';
import { useDashboardPlan } from '../../editor/useDashboardPlan';
import { riskDatasourceOf, marketColumnOf } from '../../model/dataMapping';
import type { DashboardEditorState, LayoutItem } from '../../model/editorState';
import type { DashboardFilters } from '../../model/filters';
import { asOfDateOf, datesBeforeOf, withAsOfDate } from '../../model/riskSeries';
import { DashboardMessage } from '../../list';
import { CalculatorPanel, EditorLoading } from '../../panels';
import type { CategoryEditorProps } from '../editorTypes';
import { AsOfDateSelect } from './AsOfDateSelect';
import { RiskFilters } from './RiskFilters';
import { RiskSeriesPanel } from './RiskSeriesPanel';

/**
 * The editor of risk dashboards, categories nop and supplyAndMarkToMarket (spec part 1 §2
 * "Risk-type dashboards", §5; part 2 §7 "Risk"): the risk series panel on the left; in the top
 * area one As Of Date (the as-of-date call with `datesBefore` the day after the dashboard's End),
 * the filters (options from the risk distinct call, range bounds from the risk min-max call), time
 * zone, hour convention and Start / End; then the cards. The chosen as-of date is kept as the
 * dashboard's filter on the mapping's as-of column with one value, so it is saved with the
 * dashboard and every risk series is read at it; with none chosen a risk series shows 'No as of
 * date specified'. Needs `mapping.risk`: without it the editor shows the spec's invalid-configuration
 * message.
 *
 * @example <RiskEditor editor={useDashboardEditor({ config, mapping, dashboard, initial })} actions={<DashboardActions editor={editor} />} />
 */
export const RiskEditor = memo(function RiskEditor(props: CategoryEditorProps) {
  // Without the mapping's risk part there is no as-of column to read: the spec's message for a
  // configuration the editor cannot use, not a guessed column name.
  const asOfColumn = props.editor.mapping.risk?.asOfDateColumn;
  if (!asOfColumn) return <DashboardMessage kind="invalidConfig" />;
  return <RiskEditorBody {...props} asOfColumn={asOfColumn} />;
});

const RiskEditorBody = memo(function RiskEditorBody({ editor, actions, now, asOfColumn }: CategoryEditorProps & { asOfColumn: string }) {
  const { config, mapping, state, dispatch } = editor;
  const datasource = riskDatasourceOf(mapping, config) ?? '';
  // The risk datasource has none of the load's kinds: its End of data is its max.
  const boundary = useDataBounds(datasource || null, null);
  const { minMs, maxMs, endMs } = boundary;
  const { settings, filters, rangeFilters, timeFilters } = state;
  const { context, clock, renderCard } = useDashboardPlan({ editor, dataMinMs: minMs, dataMaxMs: maxMs, dataEndMs: endMs, now });
  const onLayoutChange = useCallback((layout: LayoutItem[]) => dispatch({ type: 'setLayout', layout }), [dispatch]);
  const cardRefs = useMemo(() => state.cards.map((c) => ({ id: c.id, title: c.title })), [state.cards]);
  const onAddSeries = useCallback((cardId: string, series: DataSeries, axisId: AxisId) => dispatch({ type: 'addSeries', cardId, series, axisId }), [dispatch]);
  const applied = useMemo(() => ({ filters, rangeFilters, timeFilters }), [filters, rangeFilters, timeFilters]);
  const onApplyFilters = useCallback(
    (next: Pick<DashboardEditorState, 'filters' | 'rangeFilters' | 'timeFilters'>) => {
      // The as-of date is chosen by its own selector: the bar's draft never drops it.
      const asOf = asOfDateOf(filters, asOfColumn);
      dispatch({ type: 'setFilters', filters: withAsOfDate(next.filters, asOfColumn, asOf) });
      for (const filter of next.rangeFilters) dispatch({ type: 'setRangeFilter', filter });
      dispatch({ type: 'setTimeFilters', timeFilters: next.timeFilters });
    },
    [dispatch, filters, asOfColumn],
  );
  const onDraftFilters = useCallback((draft: DashboardFilters | null) => dispatch({ type: 'setFilterDraft', draft }), [dispatch]);
  const asOfDate = asOfDateOf(filters, asOfColumn);
  const onAsOfDate = useCallback((date: string | null) => dispatch({ type: 'setFilters', filters: withAsOfDate(filters, asOfColumn, date) }), [dispatch, filters, asOfColumn]);
  const datesBefore = useMemo(() => {
    try {
      const range = resolveDateRange({ from: settings.from, to: settings.to }, { now: clock, timeZone: settings.timezone, dataMin: context.dataMin, dataMax: context.dataMax, dataEnd: context.dataEnd ?? null });
      return datesBeforeOf(range.toText);
    } catch {
      return null;
    }
  }, [settings.from, settings.to, settings.timezone, clock, context.dataMin, context.dataMax, context.dataEnd]);
  const years = useMemo((): readonly [number, number] | null => (minMs !== null && maxMs !== null ? [new Date(minMs).getUTCFullYear(), new Date(maxMs).getUTCFullYear()] : null), [minMs, maxMs]);
  const marketFilter = filters.find((f) => f.name === marketColumnOf(mapping)) ?? null;

  if (needsTimeBoundary(state) && boundary.isPending && datasource) return <EditorLoading />;

  return (
    <div className={css.editor} data-editor="risk">
      <aside className={css.panel} aria-label="Series">
        <RiskSeriesPanel category={config.category.name} mapping={mapping} cards={cardRefs} onAddSeries={onAddSeries} />
        <CalculatorPanel calculators={state.settings.calculators} cards={state.cards} market={marketFilter} dispatch={dispatch} onAddSeries={onAddSeries} />
      </aside>
      <div className={css.main}>
        <div className={css.topArea}>
          <AsOfDateSelect datasource={datasource} datesBefore={datesBefore} value={asOfDate} onChange={onAsOfDate} />
          <RiskFilters config={config} datasource={datasource} asOfDateColumn={asOfColumn} applied={applied} onApply={onApplyFilters} onDraftChange={onDraftFilters} years={years} />
          <EditorControls editor={editor} context={context} actions={actions} />
        </div>
        <DashboardCanvas cards={state.cards} renderCard={renderCard} onLayoutChange={onLayoutChange} dragHandle={`.${CARD_DRAG_HANDLE_CLASS}`} emptyText={TEXT_EMPTY_CARD} />
      </div>
    </div>
  );
});
