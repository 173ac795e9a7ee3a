/**
 * The dashboard editor's top-area controls (spec part 1 §2 "Top area", §4): date and time
 * controls and the filters bar.
 *
 * @module
 */
export { DateTimeControls, type DateTimeControlsProps } from './DateTimeControls';
export { clampDateRange, fromPickerBound, pickerAnchors, toPickerBound, type DateRangeContext } from './dateRange';
