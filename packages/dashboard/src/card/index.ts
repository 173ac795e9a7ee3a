/**
 * The dashboard card (spec part 1 §2 "Dashboard editor", §3 "Card"): the component, its data hook
 * and the pure pieces they share.
 *
 * @module
 */
export { DashboardCard, type DashboardCardProps } from './DashboardCard';
export { CARD_DRAG_HANDLE_CLASS } from './CardHeader';
export { useCardData, type CardData, type CardSeriesError } from './useCardData';
export { CARD_VISUALIZATIONS } from './CardOptions';
export { cardTexts } from './cardTexts';
export {
  SOURCE_UNITS,
  axisSeriesType,
  axisUnit,
  axisUnitOptions,
  effectiveGrouping,
  planCardQueries,
  rowsToSeriesData,
  uniqueSeriesId,
  xAxisOf,
  type CardPlan,
  type CardSeriesData,
  type CardSeriesPlan,
  type CardXAxis,
} from './cardData';
export { categoryLabel, seriesStats } from './cardStats';
export { droppedSeries } from './CardDropZones';
