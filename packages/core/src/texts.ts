/**
 * Every user-visible text of the spec that core uses or that several packages share, verbatim
 * (spelling included: 'to large', 'inititated', 'could't', 'conection', 'Mangement',
 * 'QuaterHourly'). Code and tests import these so a text is written once.
 *
 * Where the spec shows no text (e.g. a validation limit without a message) the text is ours and
 * is marked "(not in the spec)".
 *
 * @module
 */

// ---------------------------------------------------------------------------------------------
// Call errors and toasts (spec part 2, section 8)
// ---------------------------------------------------------------------------------------------

/** Job creation answered 409 (spec part 2 §8). */
export const TEXT_JOBS_QUEUE_RATE_REACHED = 'Jobs in queue rate has been reached';
/** Fallback for any failed call without a server message (spec part 2 §8). */
export const TEXT_SOMETHING_WENT_WRONG = 'Something went wrong';
/** Failed load of the input option lists of the calculation screen (spec part 2 §8). */
export const TEXT_INPUT_VALUES_NOT_LOADED =
  "Values for the inputs could't be loaded. Please, check your conection and/or try again in a few moments";
/** Overview toggle answered 404 (spec part 2 §8). */
export const TEXT_SAVE_BEFORE_OVERVIEW = 'Please save dashboard before adding to Overview';
/** Overview add failed (spec part 2 §8). */
export const TEXT_OVERVIEW_ADD_FAILED = 'Failed to add card to Overview';
/** Overview removal failed (spec part 2 §8). */
export const TEXT_OVERVIEW_REMOVE_FAILED = 'Failed to remove card from Overview';
/** Card duplicated (spec part 2 §8, part 1 §2). */
export const TEXT_CARD_COPIED = 'Copy of the Card Created';
/** Card duplication failed (spec part 2 §8). */
export const TEXT_CARD_COPY_FAILED = 'Failed to Duplicate the Card';
/** Saving a dashboard shared with the user answered 404 (spec part 2 §8, part 1 §6). */
export const TEXT_CANNOT_SAVE_SHARED = 'You cannot save a dashboard that was shared with you';
/** Dashboard saved (spec part 2 §8, part 1 §4). */
export const TEXT_DASHBOARD_SAVED = 'Dashboard saved successfully';
/** Deleting a shared dashboard answered 409 (spec part 2 §8). */
export const TEXT_PLEASE_UNSHARE = 'Please unshare deleting';
/** Title of the blocked delete dialog (spec part 2 §8). */
export const TEXT_CANNOT_DELETE_TITLE = 'Cannot delete dashboard';
/** Body of the blocked delete dialog (spec part 2 §8). */
export const TEXT_CANNOT_DELETE_SHARED = 'You cannot delete dashboards that you are currently sharing.';
/** Whole blocked delete message as the spec writes it (spec part 2 §8). */
export const TEXT_CANNOT_DELETE_DASHBOARD = `${TEXT_CANNOT_DELETE_TITLE} - ${TEXT_CANNOT_DELETE_SHARED}`;
/** Layout saved (spec part 2 §8). */
export const TEXT_LAYOUT_SAVED = 'Layout Saved';
/** Layout save failed (spec part 2 §8). */
export const TEXT_LAYOUT_SAVE_FAILED = 'Something went wrong while saving the layout';
/** Share toasts (spec part 2 §8). */
export const TEXT_DASHBOARD_SHARED = 'Dashboard shared';
/** Share toasts (spec part 2 §8). */
export const TEXT_DASHBOARD_SHARED_SUCCESSFULLY = 'Dashboard shared successfully';
/** Unshare toast (spec part 2 §8). */
export const TEXT_DASHBOARD_UNSHARED = 'Dashboard Unshared successfully';
/** Adjustment created (spec part 2 §8). */
export const TEXT_ADJUSTMENT_CREATED = 'Adjustment Created';
/** Adjustment creation failed (spec part 2 §8). */
export const TEXT_ADJUSTMENT_CREATE_FAILED = 'Error creating adjustment';
/** Any save answered 413 (spec part 2 §8). */
export const TEXT_PAYLOAD_TOO_LARGE =
  'Payload too large... try reducing the amount saved by saving chunks (i.e. multiple times)';
/** Adjustment without data (spec part 2 §8, part 1 §2). */
export const TEXT_NO_ADJUSTMENT_DATA = 'No adjustment data';

// ---------------------------------------------------------------------------------------------
// Query and data messages (spec part 2 §8, part 1 §5)
// ---------------------------------------------------------------------------------------------

/** A query without measures (spec part 1 §5). */
export const TEXT_AT_LEAST_ONE_COLUMN = 'At least one column value must be requested';
/** A query without date range (spec part 1 §5). */
export const TEXT_NO_DATE_RANGE_SPECIFIED = 'No date range specified';
/** A series without date range (spec part 1 §5). */
export const TEXT_NO_DATE_RANGE_SET = 'No date range set';
/** A request without date range (spec part 1 §5). */
export const TEXT_NO_DATE_RANGE_FOR_REQUEST = 'No date range specified for the request';
/** A cluster query without process time (spec part 1 §5). */
export const TEXT_NO_PROCESS_TIME = 'No "process time" specified for the request';
/** A weather series without calculation (spec part 1 §5). */
export const TEXT_NO_CALCULATION = 'No calculation was specified';
/** A weather series that cannot be grouped (spec part 1 §5). */
export const TEXT_CANNOT_GROUP_BY_SELECTION = 'Cannot group by selection';
/** A calculated series cannot be split (spec part 1 §5). */
export const TEXT_SERIES_CANNOT_BE_SPLIT = 'Dataseries cannot be split';
/** A scenario series with more than one group (spec part 1 §5). */
export const TEXT_SERIES_ONE_GROUP_ONLY = 'Dataseries cannot have more than one group';
/** Empty split list (spec part 1 §5). */
export const TEXT_NO_DATA_FOR_SERIES = 'No data found for this dataseries';
/** Unreadable distinct response (spec part 1 §5). */
export const TEXT_DATA_CANNOT_BE_FORMATTED = 'The data retrieved cannot be formatted';
/** Min-max call failed (spec part 1 §5). */
export const TEXT_MIN_MAX_FAILED = 'Failed to fetch min max for range filters';
/** A risk query without as-of date (spec part 1 §5). */
export const TEXT_NO_AS_OF_DATE = 'No as of date specified';
/** A new action started while one is loading (spec part 1 §4, part 2 §4). */
export const TEXT_WORKING_ON_PREVIOUS_ACTION = 'Working on previous action';

// ---------------------------------------------------------------------------------------------
// Card-level messages (spec part 1 §8, part 2 §8)
// ---------------------------------------------------------------------------------------------

/** Table dataset above the cell cap (spec part 1 §8). */
export const TEXT_DATASET_TOO_LARGE =
  'Current dataset is to large to display here :( Try to reduce the size of your query by filtering or reducing the date range.';
/** A grouped series with failing members (spec part 1 §8). */
export const TEXT_GROUP_FETCH_ERROR = 'One or more of the groups had an error while fetching';
/** Grouping unsupported (spec part 1 §8). */
export const TEXT_GROUPING_NOT_SUPPORTED = 'Grouping is not supported';
/** A response that fails validation (spec part 1 §8). */
export const TEXT_UNRECOGNIZABLE_FORMAT = "The retrieved data isn't in a recognizable format.";

// ---------------------------------------------------------------------------------------------
// Validation (spec part 1 §5, part 2 §5); "(not in the spec)" marks our own wording
// ---------------------------------------------------------------------------------------------

/** Duplicate meter input row (spec part 2 §5). */
export const TEXT_ROW_ALREADY_EXISTS = 'The row already exists on the table';
/** CSV larger than the limit (spec part 2 §5). */
export const TEXT_FILE_TOO_BIG = 'file size bigger than expected';
/** CSV without the required headers (spec part 2 §5). */
export const TEXT_FILE_INCORRECT_HEADERS = 'file has incorrect headers';
/** Create adjustment without forecast (spec part 1 §5). */
export const TEXT_FORECAST_MUST_BE_SELECTED = 'A forecast must be selected';
/** Paste count mismatch (spec part 1 §5). */
export const TEXT_PASTE_COUNT_MISMATCH = 'The pasted data does not match the amount of rows selected';
/** Dashboard name empty (not in the spec). */
export const TEXT_DASHBOARD_NAME_REQUIRED = 'Dashboard name is required';
/** Dashboard name over 70 (not in the spec). */
export const TEXT_DASHBOARD_NAME_TOO_LONG = 'Dashboard name must be 70 characters or fewer';
/** Description over 256 (not in the spec). */
export const TEXT_DESCRIPTION_TOO_LONG = 'Description must be 256 characters or fewer';
/** Card title over 25 (not in the spec). */
export const TEXT_CARD_TITLE_TOO_LONG = 'Card title must be 25 characters or fewer';
/** More than 10 series on a card (not in the spec). */
export const TEXT_TOO_MANY_SERIES = 'A card can hold at most 10 data series';
/** Calculator name over 20 (not in the spec). */
export const TEXT_CALCULATOR_NAME_TOO_LONG = 'Calculator name must be 20 characters or fewer';
/** Adjustment name empty (not in the spec). */
export const TEXT_ADJUSTMENT_NAME_REQUIRED = 'Adjustment name is required';
/** Meter id empty (not in the spec). */
export const TEXT_METER_ID_REQUIRED = 'Meter id is required';
/** Meter id not alphanumeric (not in the spec). */
export const TEXT_METER_ID_ALPHANUMERIC = 'Meter id must contain only letters and digits';
/** A required input field is empty; `{field}` is the field name (not in the spec). */
export const TEXT_FIELD_REQUIRED = 'This field is required';
/** Date not in YYYY-MM-DD (not in the spec). */
export const TEXT_DATE_FORMAT = 'Dates must use the format YYYY-MM-DD';
/** endDate before startDate (not in the spec). */
export const TEXT_END_BEFORE_START = 'End date must not be before start date';
/** Run name over 30 (not in the spec). */
export const TEXT_RUN_NAME_TOO_LONG = 'Run name must be 30 characters or fewer';
/** Run notes over 256 (not in the spec). */
export const TEXT_RUN_NOTES_TOO_LONG = 'Notes must be 256 characters or fewer';
/** Run name empty (not in the spec). */
export const TEXT_RUN_NAME_REQUIRED = 'Run name is required';
/** A user object missing email, name, mods or organization (spec part 1 §3; text not in the spec). */
export const TEXT_INVALID_USER = 'The user information is incomplete';
/** Distinct-parameters call with no field (spec part 2 §5; text not in the spec). */
export const TEXT_NO_DISTINCT_FIELDS = 'At least one field must be requested';

// ---------------------------------------------------------------------------------------------
// Screens, empty texts and defaults (spec part 1 §2-3, part 2 §1-2)
// ---------------------------------------------------------------------------------------------

/** Unknown route (spec part 1 §2). */
export const TEXT_PAGE_NOT_FOUND = '404 Page not found';
/** Grid Edge placeholder (spec part 1 §2). */
export const TEXT_GRID_MANAGEMENT_IN_DEVELOPMENT = 'Grid Edge Mangement Content In Development';
/** Dashboard with invalid configuration (spec part 1 §2). */
export const TEXT_DASHBOARD_INVALID_CONFIGURATION = 'DASHBOARD DOES NOT HAVE VALID CONFIGURATION';
/** Picker without selection (spec part 1 §2). */
export const TEXT_NO_DASHBOARD_SELECTED = 'NO DASHBOARD SELECTED';
/** Dashboard without description (spec part 1 §2). */
export const TEXT_NO_DESCRIPTION_PROVIDED = 'NO DESCRIPTION PROVIDED';
/** Picker title (spec part 1 §2). */
export const TEXT_YOUR_DASHBOARDS = 'YOUR DASHBOARDS';
/** Dialog titles (spec part 1 §2). */
export const TEXT_CREATE_NEW_DASHBOARD = 'Create New Dashboard';
/** Dialog titles (spec part 1 §2). */
export const TEXT_COPY_DASHBOARD = 'Copy Dashboard';
/** Loading placeholder (spec part 1 §2). */
export const TEXT_BUILDING_SOMETHING_AWESOME = 'We are building something awesome for you';
/** Empty card (spec part 1 §2). */
export const TEXT_EMPTY_CARD = 'Add a time series to start monitoring your metrics';
/** Station search without result (spec part 1 §2). */
export const TEXT_NO_STATIONS = 'No stations';
/** Empty markets select (spec part 1 §2). */
export const TEXT_NO_OPTIONS_AVAILABLE = 'No Options Available';
/** Empty levels select (spec part 1 §2). */
export const TEXT_NO_LEVELS_AVAILABLE = 'No Levels Available';
/** Empty forecast list (spec part 1 §2). */
export const TEXT_NO_ITEMS_FOUND = 'No items found';
/** Filters hide forecasts (spec part 1 §2). */
export const TEXT_FILTERS_PREVENT_ITEMS = 'Your filters prevent some items from showing';
/** No settlement level (spec part 1 §2). */
export const TEXT_NO_SETTLEMENT_DATA = 'Sorry! No Settlement Level Data is available.';
/** Sparkline with one value or fewer (spec part 1 §2). */
export const TEXT_NOT_ENOUGH_DATA = 'Not enough data';
/** Job not started (spec part 2 §4). */
export const TEXT_IN_QUEUE = 'In Queue';
/** Default card title (spec part 1 §3). */
export const TEXT_UNTITLED_CARD = 'untitled card';
/** Default calculator name (spec part 1 §3). */
export const TEXT_NEW_CALCULATOR = 'New Calculator';
/** Default name of an unsaved dashboard (spec part 1 §4). */
export const TEXT_UNTITLED = 'Untitled';
/** Prefix of a copied dashboard's default name (spec part 1 §4). */
export const TEXT_COPY_PREFIX = 'Copy-';
/** Mark-to-market unit (spec part 1 §3). */
export const TEXT_DOLLARS_UNIT = '$ dollars';
/** Chart y axis label (spec part 1 §9). */
export const TEXT_LOAD_AXIS_LABEL = 'Load (kWh)';

/** Notification panel title (spec part 1 §1). */
export const TEXT_NOTIFICATIONS_TITLE = 'Latest';
/** Notification panel action (spec part 1 §1). */
export const TEXT_CLEAR_ALL = 'Clear All';
/** Link of job notifications (spec part 2 §2). */
export const TEXT_SEE_JOB = 'See Job';
/** Action of the job-created toast (spec part 2 §2). */
export const TEXT_VIEW = 'View';

/** Column headers of the Job Status table, in order (spec part 2 §2; 'inititated' verbatim). */
export const JOB_TABLE_COLUMNS = [
  'Job type',
  'Job name',
  'Date inititated',
  'Contract Count',
  'Passed',
  'Failed',
  'Progress',
] as const;
/** Row actions of the Job Status table (spec part 2 §2). */
export const TEXT_DOWNLOAD_MONTHLY = 'Download Monthly';
/** Row actions of the Job Status table (spec part 2 §2). */
export const TEXT_DOWNLOAD_SUMMARY = 'Download Summary';
/** Row actions of the Job Status table (spec part 2 §2). */
export const TEXT_RERUN = 'Rerun';

/**
 * Standard labels of the HTTP statuses the spec maps (500, 401, 404, 400; spec part 2 §8 "texts
 * not shown": these are the RFC 9110 reason phrases).
 */
export const HTTP_STATUS_LABELS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  500: 'Internal Server Error',
};

// ---------------------------------------------------------------------------------------------
// Parameterised texts
// ---------------------------------------------------------------------------------------------

/**
 * Unit mismatch when dropping a series on an axis (spec part 1 §5).
 * @example unitsMismatchText('Load', 'Temperature') // 'Load does not share units with Temperature'
 */
export function unitsMismatchText(dropped: string, existing: string): string {
  return `${dropped} does not share units with ${existing}`;
}

/**
 * Job creation success toast (spec part 2 §4).
 * @example jobCreatedText('ana_1700000000') // 'Job with name: ana_1700000000 was created'
 */
export function jobCreatedText(name: string): string {
  return `Job with name: ${name} was created`;
}

/**
 * CSV import report when rows were skipped (spec part 2 §5).
 * @param total rows read from the file
 * @param skipped rows not imported (duplicates or errors)
 * @example importSkippedText(10, 2)
 */
export function importSkippedText(total: number, skipped: number): string {
  return `From the ${total} rows on the file, ${skipped} have not be imported as are duplicates or have errors`;
}

/** A level with no datasource (spec part 1 §5). @example noDatasourceText('Zone') */
export function noDatasourceText(levelName: string): string {
  return `ERROR: No Datasource provided for Level: ${levelName}`;
}

/** Dashboard not found (spec part 1 §2). @example dashboardNotFoundText('42') // 'DASHBOARD 42 NOT FOUND' */
export function dashboardNotFoundText(id: string): string {
  return `DASHBOARD ${id} NOT FOUND`;
}

/** Missing dashboard configuration (spec part 1 §2). @example noConfigurationText('prod_load_forecast') */
export function noConfigurationText(type: string): string {
  return `No configuration for ${type} dashboards has been found`;
}

/**
 * Finished job progress line (spec part 2 §4).
 * @example jobCompletedText('2024-01-02 10:00', 'success') // 'Completed 2024-01-02 10:00 status: success'
 */
export function jobCompletedText(time: string, message: string): string {
  return `Completed ${time} status: ${message}`;
}
