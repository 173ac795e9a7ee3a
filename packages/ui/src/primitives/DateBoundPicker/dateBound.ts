/**
 * A dashboard's date bound (spec part 1 section 3 "Date bound"): either a fixed calendar date or
 * a date relative to today or to the first/last date of the data.
 */
export interface DateBound {
  /** Number of `multiplier` units added to the identifier's date (negative = earlier). */
  quantity: number;
  /** Unit of `quantity`; the spec uses days. */
  multiplier: 'days';
  /** What a relative bound counts from. */
  identifier: DateBoundIdentifier;
  /** `relative`: identifier + quantity days; `fixed`: `value`. */
  dateType: 'relative' | 'fixed';
  /** The fixed date, `YYYY-MM-DD` (kept when switching to relative so switching back restores it). */
  value: string;
}

/** Anchors of a relative bound, as the spec names them. */
export const dateBoundIdentifiers = ['today', 'startData', 'endData'] as const;
/** One of {@link dateBoundIdentifiers}. */
export type DateBoundIdentifier = (typeof dateBoundIdentifiers)[number];

/** Dates a relative bound can count from, each `YYYY-MM-DD`. */
export interface DateBoundAnchors {
  today: string;
  /** First date of the data; `today` when unknown. */
  startData?: string;
  /** Last date of the data; `today` when unknown. */
  endData?: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Adds whole calendar days to a `YYYY-MM-DD` date (no time zone involved, so DST never shifts it).
 *
 * @throws RangeError when `date` is not `YYYY-MM-DD`.
 * @example addDays('2026-03-01', -1) // '2026-02-28'
 */
export function addDays(date: string, days: number): string {
  const m = ISO.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + Math.trunc(days));
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The calendar date a bound stands for: `value` when fixed, otherwise the identifier's anchor
 * plus `quantity` days.
 *
 * @throws RangeError when the date involved is not `YYYY-MM-DD`.
 * @example resolveDateBound({ quantity: -11, multiplier: 'days', identifier: 'today', dateType: 'relative', value: '' }, { today: '2026-11-21' }) // '2026-11-10'
 */
export function resolveDateBound(bound: DateBound, anchors: DateBoundAnchors): string {
  if (bound.dateType === 'fixed') return addDays(bound.value, 0);
  const anchor = bound.identifier === 'today' ? anchors.today : (anchors[bound.identifier] ?? anchors.today);
  return addDays(anchor, bound.quantity);
}
