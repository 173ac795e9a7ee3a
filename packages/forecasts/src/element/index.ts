/**
 * `@loadline/forecasts/element`: the forecast summary card as a framework-free custom element for
 * pages that are not React. Importing this module touches no DOM (safe under server-side
 * rendering); `defineForecastCardElement` does.
 *
 * @packageDocumentation
 */
export { defineForecastCardElement, FORECAST_CARD_TAG, type DefineForecastCardElementOptions } from './defineForecastCardElement';
export { FORECAST_CARD_ATTRIBUTES, readForecastCardAttributes, type ForecastCardElementConfig } from './elementAttributes';
export {
  CREATE_ADJUSTMENT_EVENT,
  EXPLORE_EVENT,
  type ElementNavigate,
  type ForecastCreateAdjustmentDetail,
  type ForecastExploreDetail,
} from './elementActions';
