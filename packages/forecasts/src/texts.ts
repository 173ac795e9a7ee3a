import {
  TEXT_FILTERS_PREVENT_ITEMS,
  TEXT_NO_ITEMS_FOUND,
  TEXT_NO_LEVELS_AVAILABLE,
  TEXT_NO_OPTIONS_AVAILABLE,
  TEXT_NO_SETTLEMENT_DATA,
  TEXT_NOT_ENOUGH_DATA,
} from '@loadline/core';

/**
 * User-visible texts of the forecast summary card and Available Forecasts (spec part 1 §2
 * "Available Forecasts page" and "Forecast summary card"), verbatim. Texts shared with other
 * packages come from `@loadline/core`. Components and tests read them from here.
 */
export const forecastsTexts = {
  /** Page title of Available Forecasts. */
  title: 'Available Forecasts',
  /** Tab of the short-term category. */
  shortTerm: 'Short Term',
  /** Tab of the long-term category. */
  longTerm: 'Long Term',
  /** Label of the level single select. */
  level: 'LEVEL',
  /** Label of the markets multi-select. */
  markets: 'MARKETS',
  /** Accessible name of the filter bar. */
  filters: 'Filters',
  /** Filter bar button that reselects every market. */
  clearFilters: 'Clear Filters',
  /** Appends the next 5 process dates per market. */
  loadMore: 'Load More',
  /** Title of the error state when the levels, markets or forecasts cannot be loaded. */
  loadFailed: 'Forecasts could not be loaded',
  /** Title of the error state when Load More fails (the loaded cards stay). */
  loadMoreFailed: 'More forecasts could not be loaded',
  noOptionsAvailable: TEXT_NO_OPTIONS_AVAILABLE,
  noLevelsAvailable: TEXT_NO_LEVELS_AVAILABLE,
  noItemsFound: TEXT_NO_ITEMS_FOUND,
  filtersPreventItems: TEXT_FILTERS_PREVENT_ITEMS,
  noSettlementData: TEXT_NO_SETTLEMENT_DATA,
  notEnoughData: TEXT_NOT_ENOUGH_DATA,
  /** Card subtitle. */
  forecastedDays: 'Forecasted days',
  /** Info box labels of the card. */
  min: 'Min',
  max: 'Max',
  days: 'Days',
  total: 'Total',
  /** Overlay of a selectable card: on hover, and once chosen. */
  select: 'Select',
  selected: 'Selected',
  /** Options menu items (short-term category). */
  exploreInDashboard: 'Explore in a dashboard',
  createAdjustment: 'Create an adjustment',
  /** Accessible name of the card's options button. */
  options: 'Forecast options',
  /** Sparkline series label. */
  forecast: 'Forecast',
} as const;

/** 'Generated on {date-time}' (spec part 1 §2 card header). @example generatedOnText('Jul 5, 2019, 12:00 AM') */
export function generatedOnText(dateTime: string): string {
  return `Generated on ${dateTime}`;
}

/** 'Weather: {label}': the weather a run used (observed station, modelled temperature or none), under the card header. @example weatherText('none (calendar and recent load)') */
export function weatherText(label: string): string {
  return `Weather: ${label}`;
}

/**
 * The card's stored MAPE (issue 36): 'Day-ahead MAPE 3.74 %' with its hours ('2021-12-24
 * HE1–HE24, 24 hours'), the whole run's beside it ('Full run (7 days) 7.97 %'); a long-term run
 * 'Full run MAPE', a run whose rows state no scope 'Whole run MAPE'.
 */
export const mapeTexts = {
  dayAhead: 'Day-ahead MAPE',
  fullRun: 'Full run MAPE',
  wholeRun: 'Whole run MAPE',
  value: (mape: number) => `${mape.toFixed(2)} %`,
  hours: (hours: string, count: number | null) => (count === null ? hours : `${hours}, ${count} hours`),
  fullRunBeside: (hours: number | null) => (hours === null ? 'Full run' : `Full run (${Math.round(hours / 24)} days)`),
} as const;

/** 'From {date} to {date}' (spec part 1 §2 card subtitle). @example fromToText('Jul 6, 2019', 'Jul 7, 2019') */
export function fromToText(from: string, to: string): string {
  return `From ${from} to ${to}`;
}
