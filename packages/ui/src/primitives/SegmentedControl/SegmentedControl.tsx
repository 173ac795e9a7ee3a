import { part } from '../part';
import { useId } from 'react';
import { label as labelCls, visuallyHidden } from '../shared.css';
import { useControllableState } from '../useControllableState';
import * as css from './SegmentedControl.css';

/** One choice of a {@link SegmentedControl}. */
export interface Segment<V extends string> {
  /** Stored value. */
  value: V;
  /** Visible text; the radio's accessible name. */
  label: string;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps<V extends string> {
  /** Name of the choice (legend of the radio group). */
  label: string;
  /** Hides the label visually; it stays the group's accessible name. @default false */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: readonly Segment<V>[];
  /** Chosen value (controlled). @default undefined */
  value?: V;
  /** Initially chosen value (uncontrolled). @default the first option */
  defaultValue?: V;
  /** Called with the chosen value. @default undefined */
  onValueChange?: (value: V) => void;
  /** Disables every choice. @default false */
  disabled?: boolean;
}

/**
 * A one-of-few choice drawn as segments, built on native radio buttons (a `radiogroup`): Tab enters
 * at the checked choice, arrow keys move and choose. `data-state="checked" | "unchecked"` per segment.
 *
 * @example
 * <SegmentedControl label="Type" options={[{ value: 'load', label: 'Load' }, { value: 'meterCount', label: 'Meter Count' }]} />
 */
export function SegmentedControl<V extends string>({ label, hideLabel = false, options, value, defaultValue, onValueChange, disabled = false }: SegmentedControlProps<V>) {
  const [current, setCurrent] = useControllableState<V>({ value, defaultValue: (defaultValue ?? options[0]?.value) as V, onValueChange });
  const name = useId();
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-disabled={disabled || undefined} {...part('segmented-control', css.root)}>
      <span id={labelId} className={hideLabel ? visuallyHidden : labelCls}>
        {label}
      </span>
      <div className={css.track}>
        {options.map((o) => {
          const checked = o.value === current;
          return (
            <label key={o.value} className={css.segment} data-state={checked ? 'checked' : 'unchecked'} data-disabled={disabled || undefined}>
              <input type="radio" className={css.input} name={name} value={o.value} checked={checked} disabled={disabled} onChange={() => setCurrent(o.value)} />
              {o.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}
