import type { GranularityCode } from './buckets';
import { toLocalDateTime } from './zonedTime';

/**
 * Card groupings (group-by) of spec part 1 section 3 ("Group-by / grouping"), spelling verbatim
 * (`QuaterHourly`), with the grouping labels and minutes of the same section.
 */

/** A grouping id, as stored in a card's `group`. */
export type GroupingId =
  | 'Yearly' | 'Monthly' | 'Daily' | 'Hourly' | 'HalfHourly' | 'QuaterHourly'
  | 'DayOfWeek' | 'Month12' | 'Hour24' | 'DayType';

/** One grouping of the catalogue. */
export interface GroupingDefinition {
  readonly id: GroupingId;
  /** Label of the spec, e.g. `Hour-All`, `Day-Week`. */
  readonly label: string;
  /** Minutes of the spec: 15, 30, 60, 1440, 43200 (month) or 525600 (year). */
  readonly minutes: number;
  /** Granularity code the data is queried at for this grouping. */
  readonly granularity: GranularityCode;
  /**
   * `timeline`: one bucket per interval of the calendar; `cyclic`: buckets fold the calendar
   * (hour of day 0..23, ISO weekday 1..7, month 1..12, Weekday/Weekend).
   */
  readonly kind: 'timeline' | 'cyclic';
}

/** Every grouping in the spec's order. */
export const GROUPINGS: readonly GroupingDefinition[] = [
  { id: 'Yearly', label: 'Year-All', minutes: 525_600, granularity: 'P1Y', kind: 'timeline' },
  { id: 'Monthly', label: 'Month-All', minutes: 43_200, granularity: 'P1M', kind: 'timeline' },
  { id: 'Daily', label: 'Day-All', minutes: 1440, granularity: 'P1D', kind: 'timeline' },
  { id: 'Hourly', label: 'Hour-All', minutes: 60, granularity: 'PT1H', kind: 'timeline' },
  { id: 'HalfHourly', label: '30-min', minutes: 30, granularity: 'PT30M', kind: 'timeline' },
  { id: 'QuaterHourly', label: '15-min', minutes: 15, granularity: 'PT15M', kind: 'timeline' },
  { id: 'DayOfWeek', label: 'Day-Week', minutes: 1440, granularity: 'P1D', kind: 'cyclic' },
  { id: 'Month12', label: 'Month-12', minutes: 43_200, granularity: 'P1M', kind: 'cyclic' },
  { id: 'Hour24', label: 'Hour-24', minutes: 60, granularity: 'PT1H', kind: 'cyclic' },
  { id: 'DayType', label: 'Day-Type', minutes: 1440, granularity: 'P1D', kind: 'cyclic' },
];

/** Groupings offered in a card's group choice: all but DayType (spec part 1 section 3). */
export const GROUPING_CHOICES: readonly GroupingDefinition[] = GROUPINGS.filter((g) => g.id !== 'DayType');

const BY_ID = new Map(GROUPINGS.map((g) => [g.id, g]));

/**
 * The definition of a grouping.
 *
 * @throws RangeError for an id outside the catalogue.
 *
 * @example groupingOf('Hour24').label // 'Hour-24'
 */
export function groupingOf(id: GroupingId | string): GroupingDefinition {
  const found = BY_ID.get(id as GroupingId);
  if (!found) throw new RangeError(`Unknown grouping "${id}"`);
  return found;
}

/**
 * Granularity code to query for a grouping (e.g. `Hour24` needs hourly data: `PT1H`).
 *
 * @example granularityOfGrouping('Monthly') // 'P1M'
 */
export function granularityOfGrouping(id: GroupingId): GranularityCode {
  return groupingOf(id).granularity;
}

/**
 * The timeline grouping of a granularity code (P1Y Yearly, P1M Monthly, P1D Daily, PT1H Hourly,
 * PT30M HalfHourly, PT15M QuaterHourly).
 *
 * @example groupingOfGranularity('PT15M') // 'QuaterHourly'
 */
export function groupingOfGranularity(code: GranularityCode): GroupingId {
  const found = GROUPINGS.find((g) => g.kind === 'timeline' && g.granularity === code);
  if (!found) throw new RangeError(`No grouping for granularity "${code}"`);
  return found.id;
}

/**
 * Default group interval of a datasource (spec part 1 section 9): quarter-hourly when its time
 * interval is 15 minutes, otherwise hourly; a datasource of daily (1440) or monthly (43200 and
 * more) rows, which the spec's hourly default cannot group ('Cannot group by selection'), groups
 * daily or monthly.
 *
 * @example defaultGroupInterval(15) // 'QuaterHourly'
 * @example defaultGroupInterval(1440) // 'Daily'
 */
export function defaultGroupInterval(timeIntervalMinutes: number | undefined): GroupingId {
  if (timeIntervalMinutes === 15) return 'QuaterHourly';
  if (timeIntervalMinutes !== undefined && timeIntervalMinutes >= 43_200) return 'Monthly';
  if (timeIntervalMinutes !== undefined && timeIntervalMinutes >= 1440) return 'Daily';
  return 'Hourly';
}

/** Day type of a local day: Saturday and Sunday are `Weekend`. */
export type DayType = 'Weekday' | 'Weekend';

/**
 * Key of a cyclic grouping for an instant in a zone: `Hour24` the local hour beginning 0..23,
 * `DayOfWeek` the ISO weekday 1 (Monday)..7, `Month12` the month 1..12, `DayType` Weekday or
 * Weekend.
 *
 * @throws RangeError for a timeline grouping.
 * @example cyclicGroupKey(new Date('2023-07-04T05:00:00Z'), 'DayOfWeek', 'America/Chicago') // 2 (Tuesday)
 */
export function cyclicGroupKey(instant: Date | number, id: GroupingId, timeZone: string): number | DayType {
  const local = toLocalDateTime(instant, timeZone);
  switch (id) {
    case 'Hour24':
      return local.hour;
    case 'DayOfWeek':
      return local.isoWeekday;
    case 'Month12':
      return local.month;
    case 'DayType':
      return local.isoWeekday >= 6 ? 'Weekend' : 'Weekday';
    default:
      throw new RangeError(`"${id}" is not a cyclic grouping`);
  }
}
