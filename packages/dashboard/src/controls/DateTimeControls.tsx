import { resolveDateRange, type DateBound, type ResolvedDateRange } from '@loadline/core';
import { DateBoundPicker, HourConventionSwitch, TimeZonePicker, uiTexts, type DateBound as PickerBound } from '@loadline/ui';
import { memo, useMemo, useState } from 'react';
import { relativeFutureClamped, startAfterEndRefused, startAfterEndShown } from '../texts';
import type { DashboardAction } from '../model/dashboardReducer';
import { clampDateRange, fromPickerBound, pickerAnchors, toPickerBound, type DateRangeContext } from './dateRange';
import * as css from './controls.css';

/** Props of {@link DateTimeControls}. */
export interface DateTimeControlsProps {
  /** IANA zone of the dashboard. */
  timezone: string;
  /** True when hours are labelled hour ending (HE1..HE24), false for hour beginning. */
  isHourEndingSelected: boolean;
  /** Start and end bounds of the dashboard's range. */
  from: DateBound;
  to: DateBound;
  /** Earliest and latest instant of the data (time boundary); null while initializing. */
  dataMin: Date | null;
  dataMax: Date | null;
  /**
   * "End of data" (the anchor of End of data bounds): the last instant of the actual series, before
   * `dataMax` when forecast runs reach past it. @default null (`dataMax`)
   */
  dataEnd?: Date | null;
  /** Receives `setTimezone`, `setHourEnding` and `setDateRange` (clamped to the data). */
  onChange: (action: DashboardAction) => void;
  /** The clock, for relative previews and switching to Fixed. @default new Date() at render */
  now?: Date;
}

/** The days `from` and `to` stand for, clamped to the data as the cards query them; null while unknown or unreadable. */
function chartedDays(from: DateBound, to: DateBound, context: DateRangeContext): { range: ResolvedDateRange; fromDay: string } | null {
  if (!context.dataMin) return null;
  const ctx = { now: context.now, timeZone: context.timezone, dataMin: context.dataMin, dataMax: context.dataMax, dataEnd: context.dataEnd ?? null };
  try {
    // The start's own day, before `resolveDateRange` moves a start after the end onto the end.
    return { range: resolveDateRange({ from, to }, ctx), fromDay: resolveDateRange({ from, to: from }, ctx).fromText };
  } catch {
    return null;
  }
}

/**
 * The top area's time controls (spec part 1 §2 "Top area", §4 "Date range"): a time-zone picker,
 * Hour Beginning / Hour Ending, and Start and End pickers labelled 'Start (Relative|Fixed)' /
 * 'End (Relative|Fixed)'. Fixed dates are clamped to the local days of `dataMin`..`dataMax`; a
 * relative bound shows the date it is charted as (clamped to the data, e.g. 'End of data'
 * 2025-09-01), so the dates shown are the dates the cards query. A change putting Start after End
 * is refused with 'Start cannot be after End: ...' (spec part 1 §5: relative dates cannot be in
 * the future or past depending on mode), and a stored range whose Start falls after its End says
 * so while the cards show End's day. While the range is initializing (`dataMin` null) the date
 * pickers are disabled.
 *
 * @example
 * <DateTimeControls timezone={s.timezone} isHourEndingSelected={s.isHourEndingSelected} from={s.from} to={s.to} dataMin={min} dataMax={max} onChange={dispatch} />
 */
export const DateTimeControls = memo(function DateTimeControls({ timezone, isHourEndingSelected, from, to, dataMin, dataMax, dataEnd = null, onChange, now }: DateTimeControlsProps) {
  const clock = useMemo(() => now ?? new Date(), [now]);
  const context: DateRangeContext = { timezone, now: clock, dataMin, dataMax, dataEnd };
  const initializing = dataMin === null;
  const [refusal, setRefusal] = useState<string | null>(null);
  const charted = chartedDays(from, to, context);
  const setRange = (nextFrom: DateBound, nextTo: DateBound, clampedEdge: 'start' | 'end' | null = null) => {
    const next = chartedDays(nextFrom, nextTo, context);
    if (next?.range.startAfterEnd) {
      setRefusal(startAfterEndRefused(next.fromDay, next.range.toText));
      return;
    }
    // A relative day count typed into the future is set to 0 days back: say so rather than move it in silence.
    const clampedDay = clampedEdge === 'start' ? next?.fromDay : clampedEdge === 'end' ? next?.range.toText : undefined;
    setRefusal(clampedEdge && clampedDay ? relativeFutureClamped(clampedEdge === 'start' ? uiTexts.start : uiTexts.end, clampedDay) : null);
    onChange({ type: 'setDateRange', ...clampDateRange(nextFrom, nextTo, context) });
  };
  const inFuture = (b: PickerBound) => b.dateType === 'relative' && b.quantity > 0;
  const message = refusal ?? (charted?.range.startAfterEnd ? startAfterEndShown(charted.fromDay, charted.range.toText) : null);
  return (
    <div className={css.bar} data-part="ll_date-time-controls" data-state={initializing ? 'initializing' : 'initialized'}>
      <TimeZonePicker value={timezone} onValueChange={(zone) => onChange({ type: 'setTimezone', timezone: zone })} />
      <HourConventionSwitch
        value={isHourEndingSelected}
        onValueChange={(hourEnding) => onChange({ type: 'setHourEnding', isHourEndingSelected: hourEnding })}
      />
      <DateBoundPicker
        edge="start"
        value={toPickerBound(from, timezone)}
        onValueChange={(b) => setRange(fromPickerBound(b, from, context), to, inFuture(b) ? 'start' : null)}
        anchors={pickerAnchors(context)}
        disabled={initializing}
        {...(charted ? { resolved: charted.fromDay } : {})}
      />
      <DateBoundPicker
        edge="end"
        value={toPickerBound(to, timezone)}
        onValueChange={(b) => setRange(from, fromPickerBound(b, to, context), inFuture(b) ? 'end' : null)}
        anchors={pickerAnchors(context)}
        disabled={initializing}
        {...(charted ? { resolved: charted.range.toText } : {})}
      />
      {message ? <p role="alert" className={css.error}>{message}</p> : null}
    </div>
  );
}, sameControlsProps);

/**
 * Whether the controls would render the same: every prop the same, dates compared by instant (the
 * editor builds new data-bound dates whenever its filters change), so a filter change redraws the
 * cards, not the time controls. Every key is compared, so a prop added later is never ignored.
 */
function sameControlsProps(a: DateTimeControlsProps, b: DateTimeControlsProps): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
    const p = x[key];
    const q = y[key];
    if (p === q || (p instanceof Date && q instanceof Date && p.getTime() === q.getTime())) continue;
    return false;
  }
  return true;
}
