import {
  CONFIG_TABLE_LABELS,
  JOB_TABLE_COLUMNS,
  TEXT_DOWNLOAD_MONTHLY,
  TEXT_DOWNLOAD_SUMMARY,
  TEXT_FILE_INCORRECT_HEADERS,
  TEXT_FILE_TOO_BIG,
  TEXT_IN_QUEUE,
  TEXT_INPUT_VALUES_NOT_LOADED,
  TEXT_JOBS_QUEUE_RATE_REACHED,
  TEXT_RERUN,
  TEXT_ROW_ALREADY_EXISTS,
  TEXT_SEE_JOB,
  TEXT_SOMETHING_WENT_WRONG,
  TEXT_VIEW,
} from '@loadline/core';

/**
 * User-visible texts of pricing management (spec part 2 §2-§5, §8), verbatim. Texts shared with
 * other packages come from `@loadline/core`; the ones marked "(not in the spec)" are ours.
 * Components and tests read them from here.
 */
export const pricingTexts = {
  /** Page title (spec part 2 §2). */
  title: 'Pricing',
  /** Menu labels of the eight tables (spec part 2 §2). */
  tables: CONFIG_TABLE_LABELS,
  /** Accessible name of the table menu (not in the spec). */
  tableMenu: 'Configuration tables',
  /** Title of the right panel (spec part 2 §2). */
  filters: 'Filters',
  /** Rows-per-page select (not in the spec). */
  rowsPerPage: 'Rows per page',
  /** Pager buttons (not in the spec). */
  previousPage: 'Previous page',
  nextPage: 'Next page',
  /** Grid without rows (not in the spec). */
  noRows: 'No rows',
  /** Column headers of the Job Status table (spec part 2 §2). */
  jobColumns: JOB_TABLE_COLUMNS,
  /** Accessible name of the actions column (not in the spec). */
  actions: 'Actions',
  inQueue: TEXT_IN_QUEUE,
  downloadMonthly: TEXT_DOWNLOAD_MONTHLY,
  downloadSummary: TEXT_DOWNLOAD_SUMMARY,
  rerun: TEXT_RERUN,
  seeJob: TEXT_SEE_JOB,
  view: TEXT_VIEW,
  queueRateReached: TEXT_JOBS_QUEUE_RATE_REACHED,
  somethingWentWrong: TEXT_SOMETHING_WENT_WRONG,
  inputValuesNotLoaded: TEXT_INPUT_VALUES_NOT_LOADED,
  rowAlreadyExists: TEXT_ROW_ALREADY_EXISTS,
  fileTooBig: TEXT_FILE_TOO_BIG,
  fileIncorrectHeaders: TEXT_FILE_INCORRECT_HEADERS,
  /** Calculations screen (not in the spec unless said). */
  importCsv: 'Import CSV',
  removeDuplicates: 'Remove duplicate rows',
  importing: 'Importing file',
  fileUnreadable: 'The file could not be read',
  addRow: 'Add row',
  editRow: 'Edit row',
  deleteRow: 'Delete row',
  inputRows: 'Input rows',
  noInputRows: 'No rows yet: import a CSV file or add a row',
  rowCount: (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`,
  save: 'Save',
  cancel: 'Cancel',
  /** Buttons of the Calculations screen (spec part 2 §2). */
  run: 'Run',
  checkStatus: 'Check Status',
  runName: 'Run name',
  notes: 'Notes',
  submit: 'Submit',
  selectValue: 'Select…',
  /** Job Status screen (not in the spec unless said). */
  jobStatus: 'Job Status',
  /** Title of the error state when the job list cannot be loaded. */
  jobsLoadFailed: 'Jobs could not be loaded',
  /** Title of the error state when a configuration table, its count or its filter options cannot be loaded. */
  configurationsLoadFailed: 'Configurations could not be loaded',
  noJobs: 'No jobs yet',
  jobActions: (name: string) => `Actions of ${name}`,
  costStack: 'Cost stack',
  costStackOf: (name: string) => `Cost stack of ${name}`,
  showCost: 'Cost',
  closeCost: 'Close',
  component: 'Component',
  amountUsd: 'Amount ($)',
  share: 'Share',
  previousUsd: 'Run it repeats ($)',
  deltaUsd: 'Difference ($)',
  repeatsRun: (name: string) => `Difference against ${name}, the earlier run of the same input rows`,
  noRepeatedRun: 'No earlier run of the same input rows',
  totalUsd: 'Total',
  noCostData: 'This job has no priced rows',
} as const;

/** Limits and delays of pricing management (spec part 2 §9). */
export const pricingConstants = {
  /** Quiet time after a filter change before the grid reloads and recounts, ms (spec part 2 §4, §9). */
  filterDebounceMs: 1000,
  /** Largest CSV accepted by default, bytes (3 MiB, spec part 2 §9). */
  csvMaxBytes: 3 * 1024 * 1024,
  /** Job Status refresh while a job is running, ms (not in the spec). */
  jobPollMs: 2000,
} as const;
