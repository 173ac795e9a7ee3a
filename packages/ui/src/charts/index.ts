/**
 * `@loadline/ui/charts`: fast utility charts (Line, Area, Bar, Stack, MultiAxis, Sparkline, and
 * a table of the same series) on a time or a category x axis, their pure models and the
 * crosshair sync group.
 *
 * @packageDocumentation
 */
export { LineChart, type LineChartProps } from './LineChart/LineChart';
export { AreaChart, type AreaChartProps } from './AreaChart/AreaChart';
export { BarChart, type BarChartProps } from './BarChart/BarChart';
export { StackChart, type StackChartProps } from './StackChart/StackChart';
export { MultiAxisChart, type MultiAxisChartProps } from './MultiAxisChart/MultiAxisChart';
export { TimeChart, tooltipLines, type TimeChartProps } from './TimeChart/TimeChart';
export { Sparkline, valueCount, type SparklineProps } from './Sparkline/Sparkline';
export { SeriesTable, type SeriesTableProps } from './SeriesTable/SeriesTable';
export { ChartSyncGroup, createChartSyncStore, useCrosshair, type ChartSyncGroupProps, type ChartSyncStore } from './ChartSync/ChartSync';
export {
  type ChartSeries, type AxisId, type TimeValues, type SeriesValues, type HourConvention, type LegendPosition,
  type YAxisMode, type ChartKind, type TimeRange, type ChartCategory, type ChartXAxis, type TimeBucket, legendPositions, yAxisModes, valueAt,
} from './types';
export { toCategorySeries, categoryTicks, categoryLabelAt, categoryTooltipLines } from './categoryAxis';
export {
  cyclicCategories, cyclicCategoryAxis, cyclicCategoryKey, cyclicGroupings, cyclicGroupingTitles,
  type CyclicGrouping, type CyclicCategoryOptions,
} from './cyclicCategories';
export { chartTexts } from './texts';
export { formatValue } from './formatValue';
export { legendPlacement, NARROW_CHART_PX } from './legendPlacement';
export { legendNames } from './legendNames';
export { decimateIndices } from './decimate';
export { linearScale, niceDomain, numericTicks, nearestIndex, type LinearScale } from './scales';
export { timeTicks, singlePointTick, intervalLabel, hourEndingAt, localDayHours, localDayStart, type TimeTick } from './timeAxis';
export { bucketLabel } from './bucketLabel';
export { seriesToCsv, categoriesToCsv } from './csv';
export { stackLayers, type StackedLayers } from './stack';
export { buildChartModel, dataDomain, type ChartModel, type ChartModelInput } from './chartModel';
export { summarizeChart, summarizeCategoryChart } from './summary';
export { type DownloadFile } from './download';
