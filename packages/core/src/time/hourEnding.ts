import { addLocalDays, HOUR_MS, zoneOffsetMs, type LocalDate } from './zonedTime';

/**
 * Hour beginning / hour ending, spec part 1 section 9 and part 2 section 9: "Hour-ending: hour 0
 * becomes 23, other hours shift by minus 1". An interval is named either by the local clock hour
 * at which it begins (hour beginning, HB) or by the one at which it ends (hour ending); the HE
 * number of a day runs HE1 (00:00-01:00) to HE24 (23:00-24:00).
 */

/** An hourly interval named by a local calendar day and a clock hour 0..23. */
export interface HourSlot {
  readonly date: LocalDate;
  /** Local clock hour, 0..23. */
  readonly hour: number;
}

function checkHour(hour: number): void {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Expected an hour 0..23, got ${hour}`);
}

/**
 * Hour-ending slot to hour-beginning slot, by the spec's rule: hour 0 becomes 23 of the previous
 * day, other hours shift by minus 1 (the interval ending 2019-07-02 00:00 began 2019-07-01 23:00).
 *
 * @throws RangeError when `hour` is not an integer 0..23.
 * @example hourEndingToBeginning({ date: { year: 2023, month: 7, day: 2 }, hour: 0 }) // 2023-07-01, 23
 */
export function hourEndingToBeginning(slot: HourSlot): HourSlot {
  checkHour(slot.hour);
  return slot.hour === 0 ? { date: addLocalDays(slot.date, -1), hour: 23 } : { date: slot.date, hour: slot.hour - 1 };
}

/**
 * Hour-beginning slot to hour-ending slot, the inverse of {@link hourEndingToBeginning}: hour 23
 * becomes hour 0 of the next day, other hours shift by plus 1.
 *
 * @throws RangeError when `hour` is not an integer 0..23.
 * @example hourBeginningToEnding({ date: { year: 2023, month: 7, day: 1 }, hour: 23 }) // 2023-07-02, 0
 */
export function hourBeginningToEnding(slot: HourSlot): HourSlot {
  checkHour(slot.hour);
  return slot.hour === 23 ? { date: addLocalDays(slot.date, 1), hour: 0 } : { date: slot.date, hour: slot.hour + 1 };
}

/**
 * HE number (1..24) of the interval that begins at local clock hour `hourBeginning` (0..23).
 *
 * @throws RangeError when `hourBeginning` is not an integer 0..23.
 * @example hourEndingNumber(0) // 1
 */
export function hourEndingNumber(hourBeginning: number): number {
  checkHour(hourBeginning);
  return hourBeginning + 1;
}

/**
 * HE label of an interval: `HE1`..`HE24`, and `HE2*` for the second (repeated) occurrence of a
 * local hour on a fall-back day (ERCOT marks it `02:00 DST`). On a spring-forward day the skipped
 * label (HE3 in US zones) does not occur.
 *
 * @example hourEndingLabel(1, true) // 'HE2*'
 */
export function hourEndingLabel(hourBeginning: number, repeated = false): string {
  return `HE${hourEndingNumber(hourBeginning)}${repeated ? '*' : ''}`;
}

/**
 * Timestamp of an hourly value shown hour ending: the instant the interval ends (begin + 1 h).
 *
 * @example toHourEndingInstant(new Date('2023-07-01T05:00:00Z')) // 2023-07-01T06:00:00Z
 */
export function toHourEndingInstant(hourBeginning: Date): Date {
  return new Date(hourBeginning.getTime() + HOUR_MS);
}

/**
 * Inverse of {@link toHourEndingInstant}: the instant an hour-ending stamped interval began.
 *
 * @example toHourBeginningInstant(new Date('2023-07-01T06:00:00Z')) // 2023-07-01T05:00:00Z
 */
export function toHourBeginningInstant(hourEnding: Date): Date {
  return new Date(hourEnding.getTime() - HOUR_MS);
}

/**
 * HE label of the hour beginning at instant `t` (epoch ms) in an IANA zone: `HE1`..`HE24`, `HE2*`
 * for the repeated hour of a fall-back day (the local hour of the hour before is the same), none
 * for the hour a spring-forward day skips (America/Chicago: HE1, HE2, HE4).
 *
 * @throws RangeError when `timeZone` is not an IANA zone.
 * @example hourEndingOf(Date.UTC(2019, 6, 2, 19), 'America/Chicago') // 'HE15'
 */
export function hourEndingOf(t: number, timeZone: string): string {
  const localHour = (at: number) => new Date(at + zoneOffsetMs(timeZone, at)).getUTCHours();
  const hb = localHour(t);
  return hourEndingLabel(hb, localHour(t - HOUR_MS) === hb);
}
