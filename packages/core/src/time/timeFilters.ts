import { toLocalDateTime } from './zonedTime';

/**
 * Time filter groups of spec part 1 section 3 ("Time filter groups: Hour of day (24), day type
 * (Weekday, Weekend), day of week, month of year, year"), as data in the shape of a dimension
 * filter (name, title, items with id, label, isChecked, isDisabled).
 */

/** Name of a time filter group. */
export type TimeFilterName = 'hourOfDay' | 'dayType' | 'dayOfWeek' | 'monthOfYear' | 'year';

/** One choice of a time filter group. */
export interface TimeFilterItem {
  /** Hour beginning 0..23, `Weekday`/`Weekend`, ISO weekday 1..7, month 1..12 or the year. */
  readonly id: string;
  readonly label: string;
  readonly isChecked: boolean;
  readonly isDisabled: boolean;
}

/** One time filter group. */
export interface TimeFilterGroup {
  readonly name: TimeFilterName;
  readonly title: string;
  readonly items: readonly TimeFilterItem[];
}

const item = (id: string | number, label: string): TimeFilterItem =>
  ({ id: String(id), label, isChecked: false, isDisabled: false });

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];

/**
 * The time filter groups, nothing checked. Hours are labelled by hour beginning (`00:00`) or, with
 * `hourEnding`, by HE number (`HE1`..`HE24`); both keep the hour-beginning id.
 *
 * @param years - years of the data (from its time boundary), listed in the Year group.
 * @example timeFilterGroups([2022, 2023])[1].items.map((i) => i.label) // ['Weekday', 'Weekend']
 */
export function timeFilterGroups(years: readonly number[], options: { hourEnding?: boolean } = {}): TimeFilterGroup[] {
  const hours = Array.from({ length: 24 }, (_, h) =>
    item(h, options.hourEnding ? `HE${h + 1}` : `${String(h).padStart(2, '0')}:00`));
  return [
    { name: 'hourOfDay', title: 'Hour of day', items: hours },
    { name: 'dayType', title: 'Day type', items: [item('Weekday', 'Weekday'), item('Weekend', 'Weekend')] },
    { name: 'dayOfWeek', title: 'Day of week', items: WEEKDAYS.map((label, i) => item(i + 1, label)) },
    { name: 'monthOfYear', title: 'Month of year', items: MONTHS.map((label, i) => item(i + 1, label)) },
    { name: 'year', title: 'Year', items: [...years].sort((a, b) => a - b).map((y) => item(y, String(y))) },
  ];
}

/**
 * Checked item ids per group; a missing or empty group does not filter. Numbers are accepted too,
 * so a dashboard's `timeFilters` (hours, weekdays, months and years as numbers) can be passed as is.
 */
export type TimeFilterSelection = Partial<Record<TimeFilterName, readonly (string | number)[]>>;

/**
 * Whether an interval starting at `instant` passes a time filter selection in a zone (local hour
 * beginning, day type, ISO weekday, month, year).
 *
 * @example matchesTimeFilters(t, 'America/Chicago', { dayType: ['Weekend'] })
 */
export function matchesTimeFilters(instant: Date | number, timeZone: string, selection: TimeFilterSelection): boolean {
  const local = toLocalDateTime(instant, timeZone);
  const values: Record<TimeFilterName, string> = {
    hourOfDay: String(local.hour),
    dayType: local.isoWeekday >= 6 ? 'Weekend' : 'Weekday',
    dayOfWeek: String(local.isoWeekday),
    monthOfYear: String(local.month),
    year: String(local.year),
  };
  return (Object.keys(values) as TimeFilterName[]).every((name) => {
    const chosen = selection[name];
    return !chosen || chosen.length === 0 || chosen.some((id) => String(id) === values[name]);
  });
}
