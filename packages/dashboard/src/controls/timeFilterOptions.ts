import type { TimeFilters } from '@loadline/core';
import type { Option } from '@loadline/ui';
import { TEXT_DAY_OF_WEEK, TEXT_DAY_TYPE, TEXT_HOUR_OF_DAY, TEXT_MONTH_OF_YEAR, TEXT_YEAR } from '../texts';

/**
 * Options of the time filter groups (spec part 1 §3 "Time filter groups: Hour of day (24), day
 * type (Weekday, Weekend), day of week, month of year, year") and their conversion to the
 * dashboard's `TimeFilters`.
 *
 * @module
 */

/** Keys of `TimeFilters`, in the order the bar shows them. */
export const TIME_FILTER_KEYS = ['hourOfDay', 'dayType', 'dayOfWeek', 'monthOfYear', 'year'] as const;
/** One of {@link TIME_FILTER_KEYS}. */
export type TimeFilterKey = (typeof TIME_FILTER_KEYS)[number];

/** Titles of the groups. */
export const TIME_FILTER_TITLES: Readonly<Record<TimeFilterKey, string>> = {
  hourOfDay: TEXT_HOUR_OF_DAY,
  dayType: TEXT_DAY_TYPE,
  dayOfWeek: TEXT_DAY_OF_WEEK,
  monthOfYear: TEXT_MONTH_OF_YEAR,
  year: TEXT_YEAR,
};

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The options of a group: hours 0-23 as hour-beginning clock times ('00:00'..'23:00'), Weekday and
 * Weekend, Monday (1) to Sunday (7), January (1) to December (12), and the years `years[0]`..`years[1]`
 * (none while unknown).
 *
 * @example timeFilterOptions('dayOfWeek', null)[0] // { value: '1', label: 'Monday' }
 */
export function timeFilterOptions(key: TimeFilterKey, years: readonly [number, number] | null): Option[] {
  switch (key) {
    case 'hourOfDay':
      return range(0, 23).map((h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));
    case 'dayType':
      return ['Weekday', 'Weekend'].map((d) => ({ value: d, label: d }));
    case 'dayOfWeek':
      return WEEKDAYS.map((d, i) => ({ value: String(i + 1), label: d }));
    case 'monthOfYear':
      return MONTHS.map((m, i) => ({ value: String(i + 1), label: m }));
    default:
      return years ? range(years[0], years[1]).map((y) => ({ value: String(y), label: String(y) })) : [];
  }
}

/**
 * The checked option values of a group.
 *
 * @example timeFilterValue({ hourOfDay: [0, 17] }, 'hourOfDay') // ['0', '17']
 */
export function timeFilterValue(timeFilters: TimeFilters, key: TimeFilterKey): string[] {
  return (timeFilters[key] ?? []).map(String);
}

/**
 * `timeFilters` with group `key` set to the checked `values` (an empty selection removes the group: keep all).
 *
 * @example withTimeFilter({}, 'monthOfYear', ['7', '6']) // { monthOfYear: [6, 7] }
 */
export function withTimeFilter(timeFilters: TimeFilters, key: TimeFilterKey, values: readonly string[]): TimeFilters {
  const next: TimeFilters = { ...timeFilters };
  if (values.length === 0) {
    delete next[key];
    return next;
  }
  if (key === 'dayType') next.dayType = values.filter((v): v is 'Weekday' | 'Weekend' => v === 'Weekday' || v === 'Weekend');
  else next[key] = values.map(Number).sort((a, b) => a - b);
  return next;
}
