import { part } from '../part';
import { useId } from 'react';
import { dateBoundLabel, uiTexts } from '../../texts';
import { DateField } from '../DateField/DateField';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';
import { Select } from '../Select/Select';
import { field, label as labelCls } from '../shared.css';
import { useControllableState } from '../useControllableState';
import * as css from './DateBoundPicker.css';
import { dateBoundIdentifiers, resolveDateBound, type DateBound, type DateBoundAnchors, type DateBoundIdentifier } from './dateBound';

/** Props of {@link DateBoundPicker}. */
export interface DateBoundPickerProps {
  /** Which end of the range: labels read 'Start (Relative)', 'End (Fixed)' (spec part 1 section 2). */
  edge: 'start' | 'end';
  /** The bound (controlled). @default undefined */
  value?: DateBound;
  /** Initial bound (uncontrolled). @default relative, 0 days from today (spec part 1 section 8) */
  defaultValue?: DateBound;
  /** Called with the new bound. @default undefined */
  onValueChange?: (bound: DateBound) => void;
  /** Dates to preview a relative bound against; no preview without them. @default undefined */
  anchors?: DateBoundAnchors;
  /** Disables every part. @default false */
  disabled?: boolean;
  /**
   * The date (`YYYY-MM-DD`) the bound is charted as, when the host resolves it further than
   * `anchors` can (e.g. clamped to the data's first and last day): shown beside a relative bound
   * instead of the preview, so the date shown is the date charted. @default the preview from `anchors`
   */
  resolved?: string;
}

/** Relative, 0 days from today: the spec's relative default (part 1 section 8). */
export const defaultDateBound: DateBound = { quantity: 0, multiplier: 'days', identifier: 'today', dateType: 'relative', value: '' };

/**
 * Picks a dashboard date bound (spec part 1 section 3): Relative (a number of days from today or
 * from the start or end of the data) or Fixed (a calendar date). The group is named
 * 'Start (Relative|Fixed)' / 'End (Relative|Fixed)' after the current type.
 *
 * @example
 * <DateBoundPicker edge="start" value={dashboard.from} onValueChange={setFrom} anchors={{ today }} />
 */
export function DateBoundPicker({ edge, value, defaultValue = defaultDateBound, onValueChange, anchors, disabled = false, resolved }: DateBoundPickerProps) {
  const [bound, setBound] = useControllableState<DateBound>({ value, defaultValue, onValueChange });
  const labelId = useId();
  const qtyId = useId();
  const update = (patch: Partial<DateBound>) => setBound({ ...bound, ...patch });
  const title = dateBoundLabel(edge, bound.dateType);
  let preview: string | null = null;
  if (resolved && bound.dateType === 'relative') preview = resolved;
  else if (anchors && bound.dateType === 'relative') {
    try {
      preview = resolveDateBound(bound, anchors);
    } catch {
      preview = null;
    }
  }
  return (
    <div role="group" aria-labelledby={labelId} {...part('date-bound-picker', css.root)} data-date-type={bound.dateType}>
      <span id={labelId} className={labelCls}>
        {title}
      </span>
      <div className={css.row}>
        <SegmentedControl
          label={`${title} type`}
          hideLabel
          disabled={disabled}
          options={[
            { value: 'relative', label: uiTexts.relative },
            { value: 'fixed', label: uiTexts.fixed },
          ]}
          value={bound.dateType}
          onValueChange={(dateType) => update({ dateType })}
        />
        {bound.dateType === 'fixed' ? (
          <DateField label={uiTexts.date} value={bound.value} onValueChange={(v) => update({ value: v })} disabled={disabled} />
        ) : (
          <>
            <span className={css.sub}>
              <label htmlFor={qtyId} className={labelCls}>
                {uiTexts.quantity}
              </label>
              <input
                id={qtyId}
                type="number"
                step={1}
                className={`${field} ${css.quantity}`}
                value={bound.quantity}
                disabled={disabled}
                onChange={(e) => {
                  const n = e.target.valueAsNumber;
                  if (Number.isFinite(n)) update({ quantity: Math.trunc(n) });
                }}
              />
            </span>
            <Select
              label={uiTexts.identifier}
              disabled={disabled}
              options={dateBoundIdentifiers.map((id) => ({ value: id, label: uiTexts.identifiers[id] }))}
              value={bound.identifier}
              onValueChange={(id) => id && update({ identifier: id as DateBoundIdentifier })}
            />
            {preview ? (
              <span className={css.resolved} aria-live="polite">
                {preview}
              </span>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
