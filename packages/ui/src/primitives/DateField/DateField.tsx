import { part } from '../part';
import { useId } from 'react';
import { field, label as labelCls } from '../shared.css';
import { useControllableState } from '../useControllableState';
import * as css from './DateField.css';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** Visible label, e.g. 'Start Date'. */
  label: string;
  /** Calendar date `YYYY-MM-DD` (controlled); `''` when empty. @default undefined */
  value?: string;
  /** Initial date (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the new `YYYY-MM-DD` date, or `''` when cleared. @default undefined */
  onValueChange?: (value: string) => void;
  /** Earliest allowed date `YYYY-MM-DD`. @default undefined */
  min?: string;
  /** Latest allowed date `YYYY-MM-DD`. @default undefined */
  max?: string;
  /** Disables the field (e.g. the dashboard's loading placeholder). @default false */
  disabled?: boolean;
  /** Required field. @default false */
  required?: boolean;
  /** Error message under the field; marks it `aria-invalid`. @default undefined */
  error?: string;
}

/**
 * A calendar date field on the native `<input type="date">` (keyboard and screen-reader support of
 * the browser; the value is always ISO `YYYY-MM-DD`, with no time zone).
 *
 * @example
 * <DateField label="As Of Date" value={asOf} onValueChange={setAsOf} max={today} />
 */
export function DateField({ label, value, defaultValue = '', onValueChange, min, max, disabled = false, required = false, error }: DateFieldProps) {
  const [date, setDate] = useControllableState<string>({ value, defaultValue, onValueChange });
  const id = useId();
  const errorId = useId();
  return (
    <div {...part('date-field', css.root)}>
      <label htmlFor={id} className={labelCls}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={`${field} ${css.input}`}
        value={date}
        min={min}
        max={max}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setDate(e.target.value)}
      />
      {error ? (
        <span id={errorId} className={css.errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
