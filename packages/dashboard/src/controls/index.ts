/**
 * The dashboard editor's top-area controls (spec part 1 §2 "Top area", §4): date and time
 * controls and the filters bar.
 *
 * @module
 */
export { DateTimeControls, type DateTimeControlsProps } from './DateTimeControls';
export { clampDateRange, fromPickerBound, pickerAnchors, toPickerBound, type DateRangeContext } from './dateRange';
export { FiltersBar, type FiltersBarProps } from './FiltersBar';
export { useFiltersDraft, type DashboardFilters, type FiltersDraft } from './useFiltersDraft';
export { DimensionFilter, type DimensionFilterProps } from './DimensionFilter';
export { RangeFilters, type RangeFiltersProps } from './RangeFilters';
export { FilterPopover, type FilterPopoverProps } from './FilterPopover';
export {
  TIME_FILTER_KEYS, TIME_FILTER_TITLES, timeFilterOptions, timeFilterValue, withTimeFilter, type TimeFilterKey,
} from './timeFilterOptions';
