import {
  addLocalDays, compareLocalDates, formatLocalDate, parseLocalDate, toLocalDate, type LocalDate,
} from './zonedTime';

/**
 * Date bounds of a dashboard's range (spec part 1 section 3, "Date bound (from, to): quantity,
 * multiplier (days), identifier (today, startData, endData), dateType (relative or fixed),
 * value") and their resolution against a clock and the data's time boundary (section 4: "from and
 * to are clamped to them").
 */

/** Anchor of a relative bound. */
export type DateBoundIdentifier = 'today' | 'startData' | 'endData';

/** Relative bounds move with the clock or the data; fixed bounds hold a date. */
export type DateBoundType = 'relative' | 'fixed';

/**
 * The fields of a date bound that resolution reads; the dashboard schema's `DateBound`
 * (`dateBoundSchema`) is assignable to it.
 */
export interface DateBoundInput {
  /** Count of `multiplier`-day steps BEFORE the anchor (e.g. 11 with multiplier 1: 11 days back). */
  readonly quantity: number;
  /** Days per step (1 day, 7 a week, 30 a month read as 30 days). */
  readonly multiplier: number;
  readonly identifier: DateBoundIdentifier;
  readonly dateType: DateBoundType;
  /** Fixed bounds: a local date `YYYY-MM-DD`, or an instant (ISO text or Date) read in the zone. */
  readonly value?: string | Date | null;
}

/** What a bound is resolved against. Nothing here reads the process clock or zone. */
export interface DateBoundContext {
  /** The clock: the current instant. */
  readonly now: Date;
  /** IANA zone of the dashboard; "today" is the local day of `now` there. */
  readonly timeZone: string;
  /** Earliest instant of the data (time boundary `minTime`), if known. */
  readonly dataMin?: Date | null;
  /** Latest instant of the data (time boundary `maxTime`), if known: the clamp of both bounds. */
  readonly dataMax?: Date | null;
  /**
   * "End of data", the anchor of `endData`: the last instant of the ACTUAL series (a max-time call
   * filtered to it), which forecast runs reaching past it leave before `dataMax`. Absent or null:
   * `dataMax` (a datasource whose rows are all actual).
   */
  readonly dataEnd?: Date | null;
}

/** A resolved range of local calendar days, both ends inclusive. */
export interface ResolvedDateRange {
  readonly from: LocalDate;
  readonly to: LocalDate;
  /** `YYYY-MM-DD` of `from` and `to`, as sent in a query's `dateRange`. */
  readonly fromText: string;
  readonly toText: string;
  /**
   * True when the bounds, clamped to the data, put the start after the end: `from` was then set to
   * `to` (one day), which a user must be told (e.g. Fixed End 2021-12-24 with Relative Start 0
   * days from End of data).
   */
  readonly startAfterEnd: boolean;
}

function fixedDate(value: string | Date | null | undefined, timeZone: string): LocalDate {
  if (value == null || value === '') throw new RangeError('A fixed date bound needs a value');
  if (value instanceof Date) return toLocalDate(value, timeZone);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseLocalDate(value);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: "${value}"`);
  return toLocalDate(instant, timeZone);
}

function anchorDate(identifier: DateBoundIdentifier, context: DateBoundContext): LocalDate {
  const { now, timeZone, dataMin } = context;
  const dataEnd = context.dataEnd ?? context.dataMax;
  if (identifier === 'startData' && dataMin) return toLocalDate(dataMin, timeZone);
  if (identifier === 'endData' && dataEnd) return toLocalDate(dataEnd, timeZone);
  // Without a known time boundary, data anchors fall back to the clock.
  return toLocalDate(now, timeZone);
}

/**
 * Resolves one date bound to a local calendar day, unclamped: a fixed bound is its value's local
 * day; a relative bound is `quantity x multiplier` calendar days before its anchor's local day.
 *
 * @throws RangeError for a fixed bound without a readable value.
 * @example resolveDateBound({ dateType: 'relative', identifier: 'today', quantity: 11, multiplier: 1 }, ctx)
 */
export function resolveDateBound(bound: DateBoundInput, context: DateBoundContext): LocalDate {
  if (bound.dateType === 'fixed') return fixedDate(bound.value, context.timeZone);
  return addLocalDays(anchorDate(bound.identifier, context), -Math.trunc(bound.quantity * bound.multiplier));
}

function clamp(date: LocalDate, min: LocalDate | null, max: LocalDate | null): LocalDate {
  if (min && compareLocalDates(date, min) < 0) return min;
  if (max && compareLocalDates(date, max) > 0) return max;
  return date;
}

/**
 * Resolves a dashboard's `from` and `to` bounds to local days and clamps both to the local days of
 * the data's min and max (spec part 1 section 4). If `from` still falls after `to`, `from` is set
 * to `to`, so the range is never empty, and `startAfterEnd` says so (to be shown to the user).
 *
 * @throws RangeError for a fixed bound without a readable value.
 * @example
 * resolveDateRange(DEFAULT_DATE_RANGE, { now: new Date(), timeZone: 'America/Chicago', dataMin, dataMax })
 */
export function resolveDateRange(
  range: { readonly from: DateBoundInput; readonly to: DateBoundInput },
  context: DateBoundContext,
): ResolvedDateRange {
  const min = context.dataMin ? toLocalDate(context.dataMin, context.timeZone) : null;
  const max = context.dataMax ? toLocalDate(context.dataMax, context.timeZone) : null;
  const to = clamp(resolveDateBound(range.to, context), min, max);
  let from = clamp(resolveDateBound(range.from, context), min, max);
  const startAfterEnd = compareLocalDates(from, to) > 0;
  if (startAfterEnd) from = to;
  return { from, to, fromText: formatLocalDate(from), toText: formatLocalDate(to), startAfterEnd };
}

/**
 * A relative bound `quantity x multiplier` days before `identifier`.
 *
 * @example relativeDateBound('today', 11) // 11 days before today
 */
export function relativeDateBound(identifier: DateBoundIdentifier, quantity: number, multiplier = 1): DateBoundInput {
  return { dateType: 'relative', identifier, quantity, multiplier, value: null };
}

/**
 * Default range of a new dashboard, "from 1 month ago to today" (spec part 1 section 9 and part 2
 * section 9, dashboards); the month is read as 30 days since bounds count days.
 */
export const DEFAULT_DATE_RANGE: { readonly from: DateBoundInput; readonly to: DateBoundInput } = {
  from: relativeDateBound('today', 1, 30),
  to: relativeDateBound('today', 0),
};

/**
 * Default range of a new dashboard: the last month (30 days) of the data, "1 month ago" to the
 * data's last day (identifier `endData`). On data kept current this is the spec's "from 1 month
 * ago to today" (part 1 section 9, the data's last day being today); on data that end before today
 * (a historical seed, a feed that stopped) it still charts a month of data, where
 * {@link DEFAULT_DATE_RANGE} would be clamped to the data's last day alone.
 */
export const LAST_MONTH_OF_DATA_DATE_RANGE: { readonly from: DateBoundInput; readonly to: DateBoundInput } = {
  from: relativeDateBound('endData', 1, 30),
  to: relativeDateBound('endData', 0),
};

/**
 * The other reading of spec part 1 section 9: "from 11 days back to today". Kept as a named
 * alternative; {@link DEFAULT_DATE_RANGE} is the default.
 */
export const ELEVEN_DAYS_BACK_DATE_RANGE: { readonly from: DateBoundInput; readonly to: DateBoundInput } = {
  from: relativeDateBound('today', 11),
  to: relativeDateBound('today', 0),
};

/**
 * A range of fixed bounds from two local dates (used by "Explore in a dashboard": fixed dates from
 * the forecast card's range, spec part 1 section 4).
 *
 * @example fixedDateRange({ year: 2019, month: 7, day: 1 }, { year: 2019, month: 7, day: 7 })
 */
export function fixedDateRange(from: LocalDate, to: LocalDate): { from: DateBoundInput; to: DateBoundInput } {
  const fixed = (date: LocalDate): DateBoundInput =>
    ({ dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value: formatLocalDate(date) });
  return { from: fixed(from), to: fixed(to) };
}
