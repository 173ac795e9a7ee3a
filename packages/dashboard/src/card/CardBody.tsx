import { tableTooLargeMessage } from '../model/cardRules';
import { TEXT_EMPTY_CARD, type Card, type Visualization } from '@loadline/core';
import { Skeleton } from '@loadline/ui';
import {
  AreaChart,
  BarChart,
  LineChart,
  MultiAxisChart,
  SeriesTable,
  StackChart,
  type ChartSeries,
  type TimeChartProps,
} from '@loadline/ui/charts';
import { memo, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { CardXAxis } from '../model/queryPlan';
import type { CardSeriesData } from './cardData';
import { CategoryTable, SummaryTable } from './CardTables';
import * as css from './DashboardCard.css';

/** What the body of a card draws. */
export interface CardBodyProps {
  title: string;
  visualization: Visualization;
  series: readonly CardSeriesData[];
  xAxis: CardXAxis;
  /** The card holds no series: shows 'Add a time series to start monitoring your metrics'. */
  empty: boolean;
  isLoading: boolean;
  timezone: string;
  isHourEndingSelected: boolean;
  legendPosition: Card['legendPosition'];
  /** 'Data Range' per axis (true) or 'Force 0' (false). */
  dataRange: Card['shouldYAxisStartAtDataRange'];
}

const CHARTS: Partial<Record<Visualization, ComponentType<TimeChartProps>>> = {
  Line: LineChart,
  MultiAxis: MultiAxisChart,
  Bar: BarChart,
  Area: AreaChart,
  Stack: StackChart,
};

/** Height of the chart toolbar and a top or bottom legend, px, taken off the plot height. */
const TOOLBAR_PX = 36;
const LEGEND_ROW_PX = 28;
const MIN_PLOT_PX = 120;
const FALLBACK_PLOT_PX = 240;

function toChartSeries(s: CardSeriesData): ChartSeries {
  return { id: s.id, label: s.label, axis: s.axisId === 'secondary_axis' ? 'secondary' : 'primary', unit: s.unitLabel, points: s.points };
}

/** Distinct x values over every series (the rows of a table). */
function rowCount(series: readonly CardSeriesData[]): number {
  if (series.length === 1) return series[0]?.points.x.length ?? 0;
  const seen = new Set<number>();
  for (const s of series) for (const x of s.points.x) seen.add(x);
  return seen.size;
}

function useHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setHeight(el.clientHeight || null);
    const ro = new ResizeObserver(() => setHeight(el.clientHeight || null));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, height] as const;
}

/**
 * The drawing of a card (spec part 1 §3 visualizations): Line, Combo (MultiAxis), Bar, Area and
 * Stack with `@loadline/ui/charts` in the dashboard's zone and hour convention, Table as a
 * `SeriesTable` (or, above 30000 cells, the spec's 'Current dataset is to large to display here
 * :( ...'), Summary as per-series Min, Max, Average and Total. Cyclic groupings (Hour24,
 * DayOfWeek, Month12) have no time axis and the ui charts draw time axes only, so they are drawn
 * as a table of buckets. Meter tables and maps are not drawn by this card; they show the table.
 * Memoized: re-renders only when one of its props changes.
 */
export const CardBody = memo(function CardBody(props: CardBodyProps) {
  const { title, visualization, series, xAxis, empty, isLoading, timezone, isHourEndingSelected, legendPosition, dataRange } = props;
  const [ref, measured] = useHeight();
  const chartSeries = useMemo(() => series.map(toChartSeries), [series]);
  const yAxisMode = useMemo(() => ({
    primary: dataRange.primary_axis ? 'data-range' as const : 'force-0' as const,
    secondary: dataRange.secondary_axis ? 'data-range' as const : 'force-0' as const,
  }), [dataRange.primary_axis, dataRange.secondary_axis]);
  const hourConvention = isHourEndingSelected ? 'hour-ending' : 'hour-beginning';

  let content;
  if (empty) {
    content = <p className={css.message}>{TEXT_EMPTY_CARD}</p>;
  } else if (isLoading && series.length === 0) {
    content = <div role="status" aria-busy="true" aria-label={title}><Skeleton variant="rect" height={(measured ?? FALLBACK_PLOT_PX) - 8} /></div>;
  } else if (visualization === 'Summary') {
    content = <div className={css.scroller} role="region" aria-label={title} tabIndex={0}><SummaryTable title={title} series={series} /></div>;
  } else if (xAxis !== 'time') {
    content = (
      <div className={css.scroller} role="region" aria-label={title} tabIndex={0}>
        <CategoryTable title={title} axis={xAxis} series={series} hourEnding={isHourEndingSelected} />
      </div>
    );
  } else {
    const Chart = CHARTS[visualization];
    if (Chart) {
      const legendRows = legendPosition === 'top' || legendPosition === 'bottom' ? LEGEND_ROW_PX : 0;
      const height = Math.max(MIN_PLOT_PX, (measured ?? FALLBACK_PLOT_PX + TOOLBAR_PX) - TOOLBAR_PX - legendRows);
      content = (
        <Chart
          title={title}
          series={chartSeries}
          timeZone={timezone}
          hourConvention={hourConvention}
          legendPosition={legendPosition}
          yAxisMode={yAxisMode}
          height={height}
        />
      );
    } else {
      const tooLarge = tableTooLargeMessage(rowCount(series), series.length + 1);
      content = tooLarge
        ? <p className={css.message} role="status">{tooLarge}</p>
        : <SeriesTable title={title} series={chartSeries} timeZone={timezone} hourConvention={hourConvention} />;
    }
  }
  return <div ref={ref} className={css.body}>{content}</div>;
});
