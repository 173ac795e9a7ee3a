import type { DateBound } from '@loadline/core';
import { DateBoundPicker, HourConventionSwitch, TimeZonePicker } from '@loadline/ui';
import { useMemo } from 'react';
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
  /** Receives `setTimezone`, `setHourEnding` and `setDateRange` (clamped to the data). */
  onChange: (action: DashboardAction) => void;
  /** The clock, for relative previews and switching to Fixed. @default new Date() at render */
  now?: Date;
}

/**
 * The top area's time controls (spec part 1 §2 "Top area", §4 "Date range"): a time-zone picker,
 * Hour Beginning / Hour Ending, and Start and End pickers labelled 'Start (Relative|Fixed)' /
 * 'End (Relative|Fixed)'. Fixed dates are clamped to the local days of `dataMin`..`dataMax` and a
 * start after the end becomes the end. While the range is initializing (`dataMin` null) the date
 * pickers are disabled.
 *
 * @example
 * <DateTimeControls timezone={s.timezone} isHourEndingSelected={s.isHourEndingSelected} from={s.from} to={s.to} dataMin={min} dataMax={max} onChange={dispatch} />
 */
export function DateTimeControls({ timezone, isHourEndingSelected, from, to, dataMin, dataMax, onChange, now }: DateTimeControlsProps) {
  const clock = useMemo(() => now ?? new Date(), [now]);
  const context: DateRangeContext = { timezone, now: clock, dataMin, dataMax };
  const initializing = dataMin === null;
  const setRange = (nextFrom: DateBound, nextTo: DateBound) => onChange({ type: 'setDateRange', ...clampDateRange(nextFrom, nextTo, context) });
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
        onValueChange={(b) => setRange(fromPickerBound(b, from, context), to)}
        anchors={pickerAnchors(context)}
        disabled={initializing}
      />
      <DateBoundPicker
        edge="end"
        value={toPickerBound(to, timezone)}
        onValueChange={(b) => setRange(from, fromPickerBound(b, to, context))}
        anchors={pickerAnchors(context)}
        disabled={initializing}
      />
    </div>
  );
}
