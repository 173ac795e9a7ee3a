import { TEXT_NO_OPTIONS_AVAILABLE } from '@loadline/core';

/**
 * User-visible texts of the UI primitives, verbatim from the spec (spelling included), so
 * components and tests share one source. Texts shared across packages live in `@loadline/core`.
 */
export const uiTexts = {
  /** Empty list text of a select or multi-select (spec part 1, section 2, "Markets"); from core. */
  noOptionsAvailable: TEXT_NO_OPTIONS_AVAILABLE,
  /** Hour convention labels (spec part 1, section 2, "Dashboard editor"). */
  hourBeginning: 'Hour Beginning',
  hourEnding: 'Hour Ending',
  /** Date bound picker labels: 'Start (Relative|Fixed)' (spec part 1, section 2). */
  start: 'Start',
  end: 'End',
  relative: 'Relative',
  fixed: 'Fixed',
  /** Multi-select footer buttons. */
  confirm: 'Confirm',
  cancel: 'Cancel',
  /** Checkbox group bulk actions above 10 items (spec part 2, section 3 "Filters"). */
  selectAll: 'Select all',
  clearAll: 'Clear all',
  search: 'Search',
  /** Toast dismiss button label. */
  dismiss: 'Dismiss',
  /** Close button label of a dialog. */
  close: 'Close',
  /** Time-zone picker label and empty search text. */
  timezone: 'Timezone',
  noTimezones: 'No time zones match',
  /** Date bound quantity and identifier labels (spec part 1, section 3 "Date bound"). */
  quantity: 'Days',
  identifier: 'From',
  identifiers: { today: 'Today', startData: 'Start of data', endData: 'End of data' },
  date: 'Date',
  /** Error state of a failed call (not in the spec): its request id and the button asking again. */
  requestId: 'Request id',
  retry: 'Retry',
} as const;

/** Label of a date bound picker: 'Start (Relative)', 'End (Fixed)' (spec part 1, section 2). */
export function dateBoundLabel(edge: 'start' | 'end', dateType: 'relative' | 'fixed'): string {
  return `${edge === 'start' ? uiTexts.start : uiTexts.end} (${dateType === 'relative' ? uiTexts.relative : uiTexts.fixed})`;
}

/** Spec constants the primitives follow (spec part 2, section 9). */
export const uiConstants = {
  /** A warning toast hides after this many ms. */
  warningToastMs: 10_000,
  /** Filter lists longer than this are searchable and virtualised. */
  longListThreshold: 10,
  /** Row height of a virtualised filter list, px. */
  filterItemSize: 30,
  /** Minimum height of a virtualised filter list, px. */
  filterMinHeight: 200,
  /** An avatar group shows at most this many avatars, then "+N". */
  avatarGroupMax: 6,
} as const;
