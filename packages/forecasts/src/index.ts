/**
 * @loadline/forecasts: the embeddable forecast summary card and Available Forecasts (spec part 1
 * §2 "Available Forecasts page", "Forecast summary card"; §4 "Forecast list"). The framework-free
 * custom element `<loadline-forecast-card>` is under the `./element` subpath.
 *
 * @packageDocumentation
 */
export { ForecastCard, type ForecastCardProps } from './components/ForecastCard/ForecastCard';
export {
  useForecastSummary,
  FORECAST_NOT_FOUND,
  type ForecastCardSource,
  type ForecastQueryOptions,
  type ForecastSummaryState,
} from './components/ForecastCard/useForecastSummary';
export { AvailableForecasts, type AvailableForecastsProps } from './components/AvailableForecasts/AvailableForecasts';
export { forecastMapeRequest, readForecastMapes, type ForecastMape, type ForecastMapeSource } from './model/forecastMape';
export { ForecastList, ForecastSkeletons, type ForecastListCardOptions } from './components/AvailableForecasts/ForecastList';
export {
  useAvailableForecasts,
  type AvailableForecastsOptions,
  type AvailableForecastsState,
} from './components/AvailableForecasts/useAvailableForecasts';
export {
  adjustmentCardOf,
  CREATE_ADJUSTMENT_PATH,
  decodeExploreObject,
  encodeExploreObject,
  exploreDashboardPath,
  exploreObjectOf,
  forecastAdjustmentPath,
  UNSAVED_DASHBOARD_PATH,
  type ExploreObject,
  type ForecastAdjustmentCard,
} from './model/exploreObject';
export {
  forecastCardView,
  formatForecastDay,
  formatForecastValue,
  formatProcessTime,
  type ForecastCardView,
} from './model/forecastCardView';
export {
  effectiveLevel,
  effectiveTab,
  FORECAST_CATEGORIES,
  forecastCategoriesOf,
  forecastListReducer,
  forecastListView,
  initialForecastListState,
  itemKey,
  levelsOf,
  needsFirstLoad,
  nextSkip,
  normalizeMarkets,
  pageHasMore,
  type ForecastListAction,
  type ForecastListState,
  type ForecastListView,
  type LevelItems,
  type LevelOption,
} from './model/forecastList';
export {
  defaultSelectionStorage,
  readSelection,
  STORAGE_KEYS,
  writeSelection,
  type PersistedSelection,
  type SelectionStorage,
} from './model/persistSelection';
export { forecastsTexts, fromToText, generatedOnText, weatherText } from './texts';
export { sharedTableForecastQuery, type SharedTableForecastLayout } from './model/forecastQuery';
