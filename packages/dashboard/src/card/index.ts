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
export {
  CardRegistryProvider,
  addSeriesRule,
  chartXAxis,
  createCardRegistry,
  defaultCardRegistry,
  useCardRegistry,
  type CardRegistry,
  type CardRenderProps,
  type CardVisualizationDefinition,
} from './cardRegistry';
export { cardTexts } from './cardTexts';
export {
  affineConversion,
  axisSeriesType,
  axisUnit,
  axisUnitOptions,
  rowsToSeriesData,
  sourceUnitOf,
  uniqueSeriesId,
  type CardSeriesData,
  type SourceUnit,
} from './cardData';
export { categoryLabel, seriesStats } from './cardStats';
export { droppedSeries } from './CardDropZones';
export { useCardQueryContext, type CardContextInput, type CardContextState } from './useCardQueryContext';
