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
/**
 * A series dropped on a Table card without a table group (spec part 1 §5 states the rule but gives
 * no text; this wording is the product's own).
 */
export const TEXT_TABLE_GROUP_REQUIRED = 'Add a table group before adding a series to this table';
