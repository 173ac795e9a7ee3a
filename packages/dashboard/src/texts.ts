/**
 * User-visible texts of the dashboard editor that core does not already carry (spec part 1 §2
 * "Dashboard list page", "Dashboard editor (general)"). Texts shared with other packages (errors,
 * toasts, 'untitled card', 'Copy-') come from `@loadline/core` and are not repeated here.
 *
 * @module
 */

/** Dashboard list tab of the user's own dashboards (spec part 1 §2). */
export const TEXT_MY_DASHBOARDS = 'My Dashboards';
/** Dashboard list tab of dashboards shared with the user (spec part 1 §2). */
export const TEXT_SHARED_WITH_ME = 'Shared With Me';
/** Y-axis range option starting the axis at zero, the default (spec part 1 §2 card options). */
export const TEXT_FORCE_ZERO = 'Force 0';
/** Y-axis range option fitting the axis to the data (spec part 1 §2 card options). */
export const TEXT_DATA_RANGE = 'Data Range';
/** Load series: actuals stitched over time (spec part 1 §2 load forecast editor). */
export const TEXT_STITCHED_ACTUAL = 'Stitched Actual';
/** Load series: the ISO's official forecast (spec part 1 §2 load forecast editor). */
export const TEXT_OFFICIAL_FORECAST = 'Official Forecast';
/** Load series: the model run on observed weather (spec part 1 §2 load forecast editor). */
export const TEXT_BACKCAST = 'Backcast';
/** Load series: a forecast run, labelled with its process time. */
export const TEXT_FORECAST = 'Forecast';
/** A temperature series on a dashboard whose data mapping has no weather datasource (not a spec text). */
export const TEXT_NO_WEATHER_SOURCE = 'No weather datasource is configured';
/**
 * A series dropped on a Table card without a table group (spec part 1 §5 states the rule but gives
 * no text; this wording is the product's own).
 */
export const TEXT_TABLE_GROUP_REQUIRED = 'Add a table group before adding a series to this table';

// ---------------------------------------------------------------------------------------------
// Dashboard list page, picker, page wrapper and dialogs (spec part 1 §2, §4-§6; part 2 §8)
// ---------------------------------------------------------------------------------------------

/** Title of the dashboard list page, followed by the count created (spec part 1 §2). */
export const TEXT_DASHBOARDS = 'Dashboards';
/** Button of the dashboard list page (spec part 1 §2). */
export const TEXT_ADD_NEW_DASHBOARD = 'Add New Dashboard';
/** Code shown above 'DASHBOARD {id} NOT FOUND' (spec part 1 §2 "Dashboard page wrapper"). */
export const TEXT_NOT_FOUND_CODE = '404';

/**
 * An unsupported dashboard category (spec part 1 §2 and part 2 §2 say a message is shown but give
 * no text; this wording is the product's own).
 * @example unsupportedCategoryText('nop') // 'Dashboards of category nop are not supported here'
 */
export function unsupportedCategoryText(category: string): string {
  return `Dashboards of category ${category} are not supported here`;
}

/**
 * Labels, buttons and empty texts of the dashboard dialogs, list and picker that the spec does not
 * word (the product's own; spec texts above and in `@loadline/core` are used where they exist).
 */
export const dashboardUiTexts = {
  name: 'Name',
  description: 'Description',
  commodity: 'Commodity',
  category: 'Category',
  level: 'Level',
  create: 'Create',
  copy: 'Copy',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  delete: 'Delete',
  deleteTitle: 'Delete Dashboard',
  /** Body of the delete confirmation; `{name}` is the dashboard's name. */
  deleteConfirm: (name: string) => `Delete the dashboard "${name}"? This cannot be undone.`,
  shareTitle: 'Share Dashboard',
  share: 'Share',
  shareWithOrganization: 'Share with organisation',
  sharedWith: 'Shared with',
  organizationUsers: 'Organisation users',
  searchUsers: 'Search users',
  noUsers: 'No other users in your organisation',
  noUsersMatch: 'No users match the search',
  shared: 'Shared',
  addedOn: 'Added on',
  noOwnDashboards: 'You have not created any dashboards yet',
  noSharedDashboards: 'No dashboards have been shared with you',
  loadFailed: 'Dashboards could not be loaded',
  /** A dashboard page whose configuration or dashboard list could not be loaded (not in the spec). */
  dashboardLoadFailed: 'This dashboard could not be loaded',
  noDashboards: 'No dashboards yet',
  dashboardTabs: 'Dashboard lists',
} as const;

/** Series panel section of load series (spec part 1 §2 load forecast editor "Time series panel"). */
export const TEXT_TIME_SERIES = 'Time series';
/** Series panel type choice (spec part 1 §2): label of the choice between Load and Meter Count. */
export const TEXT_SERIES_TYPE = 'Type';
/** Series panel type: load series (spec part 1 §2). */
export const TEXT_LOAD = 'Load';
/** Series panel type: distinct meter counts, offered when a meter id column exists (spec part 1 §2). */
export const TEXT_METER_COUNT = 'Meter Count';
/** Forecast menu entry resolving to the newest process time (spec part 1 §2 "Forecast menu with Latest"). */
export const TEXT_LATEST = 'Latest';

/**
 * Label of the adjusted forecast of an approved adjustment in the Forecast menu and on cards.
 *
 * @example textAdjustedForecast('Heat wave') // 'Adjusted: Heat wave'
 */
export function textAdjustedForecast(name: string): string {
  return `Adjusted: ${name}`;
}

/** An adjusted forecast series on a dashboard whose data mapping holds no adjusted forecasts. */
export const TEXT_NO_ADJUSTED_FORECASTS = 'This data source holds no adjusted forecasts';
/** Forecast menu group of the older runs (spec part 1 §2 "Previous forecasts"). */
export const TEXT_PREVIOUS_FORECASTS = 'Previous forecasts';
/** Series panel section of weather series by station (spec part 1 §2 "optional weather stations"). */
export const TEXT_WEATHER = 'Weather';
/** Heading of the series panel's section of market series (e.g. Henry Hub Price) of the data mapping. */
export const TEXT_MARKET_SERIES = 'Market Prices';
/** Label of the weather station search (the product's own wording). */
export const TEXT_SEARCH_STATIONS = 'Search stations';
/** Label of the station list (the product's own wording). */
export const TEXT_WEATHER_STATION = 'Weather station';
/** Keyboard alternative to dragging a series: the button's accessible name (the product's own wording). */
export function textAddSeriesToCard(label: string): string {
  return `Add ${label} to a card`;
}
/** The primary axis in the add-to-card menu (spec part 1 §3 "Axes: primary and secondary"). */
export const TEXT_PRIMARY_AXIS = 'Primary axis';
/** The secondary axis in the add-to-card menu (spec part 1 §3 "Axes"). */
export const TEXT_SECONDARY_AXIS = 'Secondary axis';
/** Add-to-card menu entry when the dashboard has no card (the product's own wording). */
export const TEXT_NO_CARD_YET = 'There is no card yet: add a card first';
/** Metrics sidebar heading (spec part 1 §2 "Metrics sidebar: MAPE"). */
export const TEXT_MAPE = 'MAPE';
/** Metrics sidebar: MAPE of the chosen forecast run, in percent (spec part 1 §2). */
export const TEXT_FORECAST_MAPE = 'Forecast MAPE %';
/** Metrics sidebar: MAPE of the backcast over the same hours, in percent (spec part 1 §2). */
export const TEXT_BACKCAST_MAPE = 'Backcast MAPE %';
/** Metrics sidebar explanation when no forecast series is chosen (the product's own wording). */
export const TEXT_MAPE_NO_FORECAST = 'Choose a forecast to see its MAPE';
/** Metrics sidebar: the hours a day-ahead MAPE scores, the run's next operating day (issue 36), e.g. 'Day-ahead: 2021-12-24 HE1–HE24 (24 hours)'. */
export const TEXT_MAPE_DAY_AHEAD = (hours: string, count: number | null) => `Day-ahead: ${hours}${count === null ? '' : ` (${count} hours)`}`;
/** Metrics sidebar: the hours a full-horizon MAPE scores (a long-term run), e.g. 'Full run: 2021-12-01 HE1 – 2022-11-30 HE24 (8760 hours)'. */
export const TEXT_MAPE_FULL_RUN = (hours: string, count: number | null) => `Full run: ${hours}${count === null ? '' : ` (${count} hours)`}`;
/** Metrics sidebar: a MAPE whose hours the data does not state (an imported run): it scores the whole run. */
export const TEXT_MAPE_WHOLE_RUN = 'Whole run';
/** Metrics sidebar: heading of the run's full-horizon MAPE beside a day-ahead one, e.g. 'Full run (7 days, 168 hours)'. */
export const TEXT_MAPE_FULL_HORIZON = (hours: number | null) =>
  hours === null ? 'Full run' : `Full run (${Math.round(hours / 24)} days, ${hours} hours)`;
/** The loading placeholder's disabled date field (spec part 1 §2 "a disabled Start Date field"). */
export const TEXT_START_DATE = 'Start Date';
/** Filters bar heading (the product's own wording). */
export const TEXT_FILTERS = 'Filters';
/** Filters bar status while a change waits out the 1000 ms debounce (the product's own wording; spec part 1 §4). */
export const TEXT_FILTERS_PENDING = 'Applying filters…';
/** Time filter group of the 24 hours of the day (spec part 1 §3 "Time filter groups: Hour of day (24)"). */
export const TEXT_HOUR_OF_DAY = 'Hour of day';
/** Time filter group Weekday / Weekend (spec part 1 §3). */
export const TEXT_DAY_TYPE = 'Day type';
/** Time filter group Monday..Sunday (spec part 1 §3). */
export const TEXT_DAY_OF_WEEK = 'Day of week';
/** Time filter group January..December (spec part 1 §3). */
export const TEXT_MONTH_OF_YEAR = 'Month of year';
/** Time filter group of the data's years (spec part 1 §3). */
export const TEXT_YEAR = 'Year';
/** Range filter lower bound label (the product's own wording). */
export const TEXT_MIN = 'Min';
/** Range filter upper bound label (the product's own wording). */
export const TEXT_MAX = 'Max';
/** Forecast menu when the datasource holds no forecast run for the market (the product's own wording). */
export const TEXT_NO_FORECASTS = 'No forecasts available';
/** Accessible name of the left panel (the product's own wording). */
export const TEXT_SERIES_PANEL = 'Series';
/**
 * A date range whose Start falls after its End (spec part 1 §5 "Relative dates cannot be in the
 * future or past depending on mode"; the product's own wording): the change is refused.
 */
export const TEXT_START_AFTER_END = 'Start cannot be after End';
/** The refusal of a change putting Start (`from`, YYYY-MM-DD) after End (`to`). */
export const startAfterEndRefused = (from: string, to: string) => `${TEXT_START_AFTER_END}: ${from} is after ${to}. The dates were not changed.`;
/**
 * A relative bound typed into the future (a positive day count), set to 0 days back instead
 * (spec part 1 §5 "Relative dates cannot be in the future or past depending on mode"; the
 * product's own wording): `edge` 'Start' or 'End', `day` the day it now stands for.
 */
export const relativeFutureClamped = (edge: string, day: string) => `Relative dates cannot be in the future: ${edge} was set to 0 days back (${day}).`;
/** A stored range (e.g. relative bounds that moved with the data) whose Start falls after its End: the cards show End's day only. */
export const startAfterEndShown = (from: string, to: string) => `${TEXT_START_AFTER_END}: ${from} is after ${to}. The cards show ${to} only.`;
