import {
  compareLocalDates, formatLocalDate, parseLocalDate, resolveDateBound as resolveCoreBound, toLocalDate, type DateBound, type LocalDate,
} from '@loadline/core';
import type { DateBound as PickerBound, DateBoundAnchors } from '@loadline/ui';

/**
 * The dashboard's date bounds (core `DateBound`, spec part 1 §3: relative = `quantity x
 * multiplier` days BEFORE the anchor) as the ui `DateBoundPicker` shows them (a signed day count
 * from the anchor), and the clamping of the range to the data's min and max time (spec part 1 §4
 * "from and to are clamped to them").
 *
 * @module
 */

/** Where bounds are resolved: the dashboard's zone, the clock and the data's time boundary. */
export interface DateRangeContext {
  /** IANA zone of the dashboard; local days are read there. */
  timezone: string;
  /** The clock (today). */
  now: Date;
  /** Earliest and latest instant of the data; null while unknown. */
  dataMin: Date | null;
  dataMax: Date | null;
  /** "End of data": the last actual instant, the anchor of `endData` (before `dataMax` when forecasts reach past it); absent or null: `dataMax`. */
  dataEnd?: Date | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function fixedDay(value: string | null | undefined, timezone: string): string {
  if (!value) return '';
  if (ISO_DAY.test(value)) return value;
  const t = Date.parse(value);
  return Number.isNaN(t) ? '' : formatLocalDate(toLocalDate(new Date(t), timezone));
}

/**
 * A dashboard bound as the picker shows it: fixed `YYYY-MM-DD` read in `timezone`, relative as signed days.
 *
 * @example toPickerBound({ dateType: 'relative', identifier: 'today', quantity: 11, multiplier: 1 }, 'America/Chicago').quantity // -11
 */
export function toPickerBound(bound: DateBound, timezone: string): PickerBound {
  return {
    dateType: bound.dateType,
    identifier: bound.identifier,
    multiplier: 'days',
    quantity: bound.quantity === 0 ? 0 : -(bound.quantity * bound.multiplier),
    value: fixedDay(bound.value, timezone),
  };
}

/**
 * Anchors of the picker's relative preview: today, the data's first local day and End of data
 * (the last actual local day, `dataEnd`, else `dataMax`'s).
 *
 * @example pickerAnchors({ timezone: 'America/Chicago', now, dataMin, dataMax }) // { today: '2026-11-21', startData: '2019-03-10', endData: '2019-11-03' }
 */
export function pickerAnchors(context: DateRangeContext): DateBoundAnchors {
  const day = (d: Date) => formatLocalDate(toLocalDate(d, context.timezone));
  const end = context.dataEnd ?? context.dataMax;
  return {
    today: day(context.now),
    ...(context.dataMin ? { startData: day(context.dataMin) } : {}),
    ...(end ? { endData: day(end) } : {}),
  };
}

function clampDay(day: LocalDate, context: DateRangeContext): LocalDate {
  const min = context.dataMin ? toLocalDate(context.dataMin, context.timezone) : null;
  const max = context.dataMax ? toLocalDate(context.dataMax, context.timezone) : null;
  if (min && compareLocalDates(day, min) < 0) return min;
  if (max && compareLocalDates(day, max) > 0) return max;
  return day;
}

/** The local day a bound stands for, clamped to the data; null for a fixed bound without a date. */
function resolvedDay(bound: DateBound, context: DateRangeContext): LocalDate | null {
  try {
    return clampDay(resolveCoreBound(bound, { now: context.now, timeZone: context.timezone, dataMin: context.dataMin, dataMax: context.dataMax, dataEnd: context.dataEnd ?? null }), context);
  } catch {
    return null;
  }
}

/**
 * The picker's bound back as a dashboard bound. A relative bound counts whole days back (a day
 * count into the future becomes 0: relative dates cannot be in the future, spec part 1 §5); a
 * fixed bound switched to from relative starts at the day the relative bound stood for.
 *
 * @example fromPickerBound({ ...picker, dateType: 'fixed', value: '' }, previous, context).value // the day `previous` stood for
 */
export function fromPickerBound(next: PickerBound, previous: DateBound, context: DateRangeContext): DateBound {
  if (next.dateType === 'relative') {
    return { dateType: 'relative', identifier: next.identifier, quantity: Math.max(0, -Math.trunc(next.quantity)), multiplier: 1, value: next.value || null };
  }
  let value = next.value;
  if (!value) {
    const day = resolvedDay(previous, context);
    value = day ? formatLocalDate(day) : '';
  }
  return { dateType: 'fixed', identifier: next.identifier, quantity: previous.quantity, multiplier: previous.multiplier, value: value || null };
}

/**
 * Clamps a range to the data (spec part 1 §4): a fixed date before the data's first local day
 * becomes that day, one after its last day becomes the last day; a fixed start after a fixed end
 * becomes the end, so the range is never empty. Relative bounds are left as they are (they are
 * clamped when resolved, see core `resolveDateRange`).
 *
 * @example clampDateRange(from, to, { timezone: 'America/Chicago', now, dataMin, dataMax })
 */
export function clampDateRange(from: DateBound, to: DateBound, context: DateRangeContext): { from: DateBound; to: DateBound } {
  const clampFixed = (b: DateBound): DateBound => {
    if (b.dateType !== 'fixed' || !b.value) return b;
    const day = resolvedDay(b, context);
    return day ? { ...b, value: formatLocalDate(day) } : b;
  };
  const nextTo = clampFixed(to);
  let nextFrom = clampFixed(from);
  if (nextFrom.dateType === 'fixed' && nextTo.dateType === 'fixed' && nextFrom.value && nextTo.value
    && compareLocalDates(parseLocalDate(nextFrom.value), parseLocalDate(nextTo.value)) > 0) {
    nextFrom = { ...nextFrom, value: nextTo.value };
  }
  return { from: nextFrom, to: nextTo };
}
