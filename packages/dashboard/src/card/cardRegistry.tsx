import { VISUALIZATION_LABELS, type AxisId, type BuiltInVisualization, type Card, type DataSeries } from '@loadline/core';
import {
  AreaChart,
  BarChart,
  LineChart,
  MultiAxisChart,
  SeriesTable,
  StackChart,
  cyclicCategoryAxis,
  type ChartSeries,
  type ChartXAxis,
  type CyclicGrouping,
  type TimeChartProps,
} from '@loadline/ui/charts';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { addSeriesToCard, tableTooLargeMessage, type RuleResult } from '../model/cardRules';
import type { DashboardAction } from '../model/dashboardReducer';
import type { CardPlan, CardPlanner, CardXAxis } from '../model/queryPlan';
import type { CardQueryContext } from '../model/seriesCatalog';
import type { CardSeriesData } from './cardData';
import { CategoryTable, SummaryTable } from './CardTables';
import * as css from './DashboardCard.css';

/**
 * The card registry (spec part 1 §3 "Visualizations"): each visualization a card can take
 * registers its renderer, its label and which series it accepts, so new cards (Meter Table, Meter
 * Map, a host's own) plug in without editing a switch. The built-in registry holds Line, Combo
 * (MultiAxis), Bar, Area, Stack, Table and Summary; hosts extend it with
 * `defaultCardRegistry.with(definition)` under a {@link CardRegistryProvider}.
 *
 * @module
 */

/** What a visualization draws from: the card, its data and the dashboard's hour convention and zone. */
export interface CardRenderProps {
  card: Card;
  /** One entry per drawn line: per series, or per split value. */
  series: readonly CardSeriesData[];
  /** How x runs: epoch ms, or the buckets of a cyclic grouping. */
  xAxis: CardXAxis;
  /** IANA zone of the dashboard. */
  timezone: string;
  isHourEndingSelected: boolean;
  /** Height available to the drawing, px. */
  height: number;
  /** The dashboard's settings, config item and mapping, for visualizations that query on their own (Meter Table). @default undefined */
  context?: CardQueryContext;
  /** The card's query plan, when the dashboard planned it. @default undefined */
  plan?: CardPlan;
  /** The editor's dispatch (absent on a read-only card), for settings saved with the card (meter table paging). @default undefined */
  dispatch?: (action: DashboardAction) => void;
}

/** One card type of the registry: its renderer, options, accepted series and the plan of its queries. */
export interface CardVisualizationDefinition {
  /** The card type (the card's `visualization` value) it draws: a built-in name or the host's own, e.g. 'GasHeatmap'. */
  id: string;
  /** Label of the card options' visualization choice. */
  label: string;
  /** Draws the card's data. */
  render: ComponentType<CardRenderProps>;
  /**
   * Adds a series to a card of this visualization (spec part 1 §5), refusing with the spec's text.
   * @default the axis rule: a series joins an axis whose series share its unit type (`addSeriesToCard`)
   */
  addSeries?: (card: Card, series: DataSeries, axisId: AxisId) => RuleResult<Card>;
  /** Whether the choice is offered in the card options. @default true */
  selectable?: boolean;
  /**
   * Plans the card's queries, as part of the dashboard's one plan (`planDashboardQueries`): the
   * requests the route's prefetch starts and the renderer reads back (`plan.requests`, with
   * `ownData`; anything else in `plan.view`). A definition without one is planned as series.
   * @default planCardQueries (one request per series)
   */
  plan?: CardPlanner;
  /** The card's own settings, drawn in the card's options panel below the built-in ones. @default none */
  options?: ComponentType<CardTypeOptionsProps>;
  /** The visualization reads its data itself (from `context` and `plan`): no skeleton waits for the card's series data. @default false */
  ownData?: boolean;
  /** The visualization draws without series (a map of meters): no 'Add a time series...' text on an empty card. @default true */
  needsSeries?: boolean;
}

/** What a card type's options panel is given: the card and the editor's dispatch. */
export interface CardTypeOptionsProps {
  card: Card;
  dispatch: (action: DashboardAction) => void;
}

/** A set of visualizations by id. */
export interface CardRegistry {
  /** The definition of a visualization, or undefined when none is registered. */
  get(id: string): CardVisualizationDefinition | undefined;
  /** Every definition, in registration order. */
  list(): readonly CardVisualizationDefinition[];
  /** A registry with `definitions` added (replacing those of the same id). */
  with(...definitions: CardVisualizationDefinition[]): CardRegistry;
}

/**
 * A registry of the given definitions.
 *
 * @example const registry = createCardRegistry([lineDefinition, myHeatmap]);
 */
export function createCardRegistry(definitions: readonly CardVisualizationDefinition[]): CardRegistry {
  const byId = new Map(definitions.map((d) => [d.id as string, d]));
  const all = [...byId.values()];
  return {
    get: (id) => byId.get(id),
    list: () => all,
    with: (...more) => createCardRegistry([...all.filter((d) => !more.some((m) => m.id === d.id)), ...more]),
  };
}

const CYCLIC: Record<Exclude<CardXAxis, 'time'>, CyclicGrouping> = { hourOfDay: 'Hour24', dayOfWeek: 'DayOfWeek', monthOfYear: 'Month12', dayType: 'DayType' };

/**
 * The chart x axis of a card axis: time (its points named by month or year under a Month-All or
 * Year-All `grouping`), or the labelled buckets of a cyclic grouping (HE1..HE24 in hour ending).
 */
export function chartXAxis(xAxis: CardXAxis, isHourEndingSelected: boolean, grouping?: string): ChartXAxis {
  if (xAxis === 'time') return grouping === 'Monthly' ? { kind: 'time', bucket: 'month' } : grouping === 'Yearly' ? { kind: 'time', bucket: 'year' } : { kind: 'time' };
  return cyclicCategoryAxis(CYCLIC[xAxis], { hourConvention: isHourEndingSelected ? 'hour-ending' : 'hour-beginning' });
}

function toChartSeries(s: CardSeriesData): ChartSeries {
  return { id: s.id, label: s.label, axis: s.axisId === 'secondary_axis' ? 'secondary' : 'primary', unit: s.unitLabel, points: s.points, ...(s.partial ? { partial: s.partial } : {}) };
}

/** Distinct x values over every series (the rows of a table). */
function rowCount(series: readonly CardSeriesData[]): number {
  if (series.length === 1) return series[0]?.points.x.length ?? 0;
  const seen = new Set<number>();
  for (const s of series) for (const x of s.points.x) seen.add(x);
  return seen.size;
}

/** A chart renderer of `@loadline/ui/charts` on the card's time or category axis. */
function chartRenderer(Chart: ComponentType<TimeChartProps>): ComponentType<CardRenderProps> {
  function CardChart({ card, series, xAxis, timezone, isHourEndingSelected, height }: CardRenderProps) {
    // The same series keep the same chart series: a re-render for another reason (the card's
    // measured size) does not lay the chart out and draw it again.
    const chartSeries = useMemo(() => series.map(toChartSeries), [series]);
    return (
      <Chart
        title={card.title}
        series={chartSeries}
        timeZone={timezone}
        hourConvention={isHourEndingSelected ? 'hour-ending' : 'hour-beginning'}
        legendPosition={card.legendPosition}
        yAxisMode={{
          primary: card.shouldYAxisStartAtDataRange.primary_axis ? 'data-range' : 'force-0',
          secondary: card.shouldYAxisStartAtDataRange.secondary_axis ? 'data-range' : 'force-0',
        }}
        height={height}
        xAxis={chartXAxis(xAxis, isHourEndingSelected, card.group)}
      />
    );
  }
  return CardChart;
}

function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return <div className={css.scroller} role="region" aria-label={label} tabIndex={0}>{children}</div>;
}

/** Table (spec part 1 §3): rows of times (or buckets) by series; above 30000 cells the spec's 'Current dataset is to large...'. */
function TableCard({ card, series, xAxis, timezone, isHourEndingSelected }: CardRenderProps) {
  if (xAxis !== 'time') {
    return <Scroller label={card.title}><CategoryTable title={card.title} axis={xAxis} series={series} hourEnding={isHourEndingSelected} /></Scroller>;
  }
  const tooLarge = tableTooLargeMessage(rowCount(series), series.length + 1);
  if (tooLarge) return <p className={css.message} role="status">{tooLarge}</p>;
  return <SeriesTable title={card.title} captionHidden series={series.map(toChartSeries)} timeZone={timezone} hourConvention={isHourEndingSelected ? 'hour-ending' : 'hour-beginning'} />;
}

/** Summary (spec part 1 §3): per series Min, Max, Average and Total. */
function SummaryCard({ card, series }: CardRenderProps) {
  return <Scroller label={card.title}><SummaryTable title={card.title} series={series} /></Scroller>;
}

const chart = (id: BuiltInVisualization, Chart: ComponentType<TimeChartProps>): CardVisualizationDefinition => ({ id, label: VISUALIZATION_LABELS[id], render: chartRenderer(Chart) });

/**
 * The built-in visualizations: Line, Combo (MultiAxis), Bar (grouped), Area, Stack, Table and
 * Summary. Dashboards whose config item has a meter id column add the Meter Table and the Meter
 * Map (`withMeterCards`, used by `DashboardView` and by read-only hosts such as the Overview).
 */
export const defaultCardRegistry: CardRegistry = createCardRegistry([
  chart('Line', LineChart),
  chart('MultiAxis', MultiAxisChart),
  chart('Bar', BarChart),
  chart('Area', AreaChart),
  chart('Stack', StackChart),
  { id: 'Table', label: VISUALIZATION_LABELS.Table, render: TableCard },
  { id: 'Summary', label: VISUALIZATION_LABELS.Summary, render: SummaryCard },
]);

const CardRegistryContext = createContext<CardRegistry>(defaultCardRegistry);

/**
 * Makes `registry` the visualizations of the cards below.
 *
 * @example <CardRegistryProvider registry={defaultCardRegistry.with(meterTable)}>...</CardRegistryProvider>
 */
export function CardRegistryProvider({ registry, children }: { registry: CardRegistry; children: ReactNode }) {
  return <CardRegistryContext.Provider value={registry}>{children}</CardRegistryContext.Provider>;
}

/** The card registry in effect ({@link defaultCardRegistry} without a provider). */
export function useCardRegistry(): CardRegistry {
  return useContext(CardRegistryContext);
}

/** The rule adding a series to a card: its visualization's, else the axis rule of spec part 1 §5. */
export function addSeriesRule(registry: CardRegistry, card: Card): NonNullable<CardVisualizationDefinition['addSeries']> {
  return registry.get(card.visualization)?.addSeries ?? addSeriesToCard;
}
