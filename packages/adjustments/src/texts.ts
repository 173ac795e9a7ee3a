import {
  TEXT_ADJUSTMENT_CREATE_FAILED,
  TEXT_ADJUSTMENT_CREATED,
  TEXT_ADJUSTMENT_NAME_REQUIRED,
  TEXT_FORECAST_MUST_BE_SELECTED,
  TEXT_NO_ADJUSTMENT_DATA,
  TEXT_NO_ITEMS_FOUND,
  TEXT_PASTE_COUNT_MISMATCH,
  TEXT_PAYLOAD_TOO_LARGE,
} from '@loadline/core';

/**
 * User-visible texts of forecast adjustments (spec part 1 §2 "Adjustment editor", "Create
 * adjustment", §5 "Paste dialog", "Bulk action"; part 2 §8), verbatim. Texts shared with other
 * packages come from `@loadline/core`; "(not in the spec)" marks our own wording where the spec
 * states a rule without its text. Components and tests read them from here.
 */
export const adjustmentsTexts = {
  /** Title of the adjustment list (not in the spec). */
  listTitle: 'Adjustments',
  /** List tabs (spec part 1 §2). */
  drafts: 'Drafts',
  approved: 'Approved',
  /** List button (spec part 1 §2). */
  addNew: 'Add New Adjustment',
  /** Appends the next page (spec part 1 §9). */
  loadMore: 'Load More',
  /** A tab without adjustments (spec part 1 §2, the forecast list's text). */
  noItems: TEXT_NO_ITEMS_FOUND,
  /** Title of the create form (spec part 1 §2 "Create adjustment"). */
  createTitle: 'Create adjustment',
  /** Create form fields and buttons (spec part 1 §2). */
  name: 'Name',
  timezone: 'Timezone',
  hourEnding: 'Hour ending',
  forecast: 'Forecast',
  reset: 'Reset',
  cancel: 'Cancel',
  accept: 'Accept',
  /** Forecast picker placeholder (not in the spec). */
  pickForecast: 'Select a forecast',
  /** A required field left empty, shown with the error highlight (not in the spec). */
  required: 'Required',
  /** Create toast (spec part 2 §8). */
  created: TEXT_ADJUSTMENT_CREATED,
  /** Create failure toast (spec part 2 §8). */
  createFailed: TEXT_ADJUSTMENT_CREATE_FAILED,
  /** Name left empty. */
  nameRequired: TEXT_ADJUSTMENT_NAME_REQUIRED,
  /** No forecast picked (spec part 1 §5). */
  forecastRequired: TEXT_FORECAST_MUST_BE_SELECTED,
  /** Empty editor (spec part 1 §2). */
  noData: TEXT_NO_ADJUSTMENT_DATA,
  /** Paste count differs from the selected rows (spec part 1 §5). */
  pasteCountMismatch: TEXT_PASTE_COUNT_MISMATCH,
  /** A save answered 413 (spec part 2 §8). */
  payloadTooLarge: TEXT_PAYLOAD_TOO_LARGE,
  /** Bulk action or paste without a calculation (not in the spec). */
  calculationRequired: 'Choose a calculation',
  /** Bulk action with a value of 0 or none (not in the spec). */
  valueRequired: 'Enter a value other than 0',
  /** Bulk action with no row selected (not in the spec). */
  rowsRequired: 'Select at least one row',
  /** A pasted cell that is not a number (not in the spec). */
  pasteNotANumber: (line: number, cell: string) => `Line ${line}: '${cell}' is not a number`,
  /** A pasted number with a decimal comma (not in the spec). */
  pasteDecimalComma: (line: number, cell: string) => `Line ${line}: '${cell}' has a decimal comma; use a decimal point (${cell.replace(',', '.')})`,
  /** An empty line or cell among the pasted numbers (not in the spec). */
  pasteEmptyCell: (line: number) => `Line ${line} has an empty cell`,
} as const;
