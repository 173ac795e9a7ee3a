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
  /** Title of the error state when a page of the list cannot be loaded. */
  listLoadFailed: 'Adjustments could not be loaded',
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

  // Adjustment editor (spec part 1 §2 "Adjustment editor"; §4 "Adjustments").
  /** Heading of the editor before the adjustment is read, or when it cannot be (spec part 1 §2). */
  editorTitle: 'Adjustment editor',
  /** Status chip of the editor (spec part 1 §3 status values draft, approved). */
  statusDraft: 'Draft',
  statusApproved: 'Approved',
  /** Chart series (spec part 1 §2). */
  forecastSeries: 'Forecast',
  adjustmentSeries: 'Adjustment',
  /** Chart series of the selected rows' hours (not in the spec). */
  selectedSeries: 'Selected hours',
  /** Chart series of the hours changed since the version was loaded (not in the spec). */
  changedSeries: 'Unsaved changes',
  /** Grid columns (spec part 1 §2). */
  colSelect: 'Select',
  colDate: 'Date',
  colHour: 'Hour',
  colAttributes: 'Attributes',
  colLoad: 'Load',
  colCalc: 'Calc',
  colNewLoad: 'New Load',
  /** Day types of the attributes column and the filter (not in the spec). */
  weekday: 'Weekday',
  weekend: 'Weekend',
  holiday: 'Holiday',
  /** Accessible name of the grid (not in the spec). */
  gridLabel: 'Adjustment rows',
  /** Select all shown rows (not in the spec). */
  selectAllShown: 'Select all shown rows',
  selectRow: (date: string, hour: string) => `Select ${date} ${hour}`,
  /** Help under the grid (not in the spec). */
  gridHelp: 'Arrows move, Shift+arrows extend, Space selects, Enter or typing edits Calc (+5, -5, *1.05, /2, 5%, =1200), Ctrl+C copies.',
  /** A Calc entry that is not understood (not in the spec). */
  calcInvalid: (text: string) => `'${text}' is not a calculation: use +5, -5, *1.05, /2, 5% or =1200`,
  /** Actions (spec part 1 §2). */
  download: 'Download',
  save: 'Save',
  pasteFromSpreadsheet: 'Paste from Spreadsheet',
  bulkAction: 'Bulk Action',
  /** Approval and copy (not in the spec). */
  approve: 'Approve',
  copyToDraft: 'Copy into a new draft',
  approvedToast: 'Adjustment approved',
  copied: 'Copied into a new draft',
  copyName: (name: string) => `Copy of ${name}`.slice(0, 256),
  copyComment: (name: string, version: string | null) => `Copied from ${name}${version ? ` ${version.replace(/^v/, 'v.')}` : ''}`.slice(0, 1000),
  approvedNote: (by: string, on: string) => `Approved by ${by} on ${on}. Approved adjustments are read-only; copy one into a new draft to change it.`,
  notAuthorNote: 'Only the author edits this adjustment; you can review and approve it.',
  /** Side panel (spec part 1 §2 "Filter and history side panel"). */
  filters: 'Filter',
  history: 'History',
  dayTypes: 'Day type',
  hourRange: 'Hours',
  hourFrom: 'From hour',
  hourTo: 'To hour',
  dateRange: 'Dates',
  dateFrom: 'From date',
  dateTo: 'To date',
  clearFilters: 'Clear filters',
  zoomFilter: 'Rows of the zoomed chart range only',
  rowsShown: (shown: number, total: number, selected: number) => `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows shown · ${selected.toLocaleString('en-US')} selected`,
  /** Version list (spec part 1 §2): `v.N`, the newest 'Latest Version'. */
  versions: 'Versions',
  versionLabel: (n: string) => `v.${n.replace(/^v/, '')}`,
  latestVersion: 'Latest Version',
  forecastOnly: 'Forecast (no version saved)',
  auditTrail: 'Audit',
  auditAction: { save: 'saved', overwrite: 'overwrote', approve: 'approved' } as Record<'save' | 'overwrite' | 'approve', string>,
  auditRows: (n: number) => `${n.toLocaleString('en-US')} rows changed`,
  /** Unsaved changes on a version switch (spec part 1 §4). */
  discardTitle: 'Discard unsaved changes?',
  discardBody: 'Opening another version discards the changes you have not saved.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
  /** Save dialog (reason code and comment, diff preview; not in the spec). */
  saveTitle: 'Save adjustment',
  reasonCode: 'Reason',
  comment: 'Comment',
  reasonRequired: 'Choose a reason',
  commentRequired: 'Enter a comment',
  reasons: {
    weather_event: 'Weather event', outage: 'Outage', holiday: 'Holiday', economic: 'Economic', data_error: 'Data error', other: 'Other',
  } as Record<'weather_event' | 'outage' | 'holiday' | 'economic' | 'data_error' | 'other', string>,
  rowsChanged: 'Rows changed',
  energyDelta: 'Energy delta',
  peakDelta: 'Peak delta',
  peakHour: 'New peak hour',
  /** Saving on an older version (spec part 1 §4). */
  overrideWarning: (version: string) => `You are saving on ${version}, an older version: saving overrides it and discards every later version.`,
  saved: (version: string) => `Adjustment saved as ${version}`,
  noChanges: 'There are no changes to save',
  /** Bulk and paste dialogs (spec part 1 §5). */
  calculation: 'Calculation',
  value: 'Value',
  calculations: {
    none: 'None', add: 'Add', multiply: 'Multiply', divide: 'Divide', percent: 'Percent', custom: 'Custom',
  } as Record<'none' | 'add' | 'multiply' | 'divide' | 'percent' | 'custom', string>,
  apply: 'Apply',
  confirm: 'Confirm',
  pasteLabel: 'Numbers from a spreadsheet, one per row selected',
  pasteHelp: (n: number) => `${n.toLocaleString('en-US')} rows selected: paste as many numbers, one per line (or tab-separated).`,
  precision: 'Decimals',
  /** Totals of every row (not in the spec). */
  totals: (forecast: string, adjusted: string, unit: string) => `Total: Forecast ${forecast} ${unit} · Adjusted ${adjusted} ${unit}`,
  rowsSelected: (n: number) => `${n.toLocaleString('en-US')} rows selected`,
  pasteParsed: (n: number) => `${n.toLocaleString('en-US')} numbers read`,
} as const;
