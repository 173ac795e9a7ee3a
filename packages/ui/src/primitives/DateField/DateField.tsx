import { part } from '../part';
import { useId, useState } from 'react';
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
 * Whether a date input's value is a date the user has finished typing: empty, or `YYYY-MM-DD` of a
 * real calendar day with a four-digit year from 1000. While a year is typed digit by digit the
 * browser reports '0002-08-15', '0020-08-15', '0202-08-15': those are not dates the user meant.
 *
 * @example isCompleteDate('0002-08-15') // false
 * @example isCompleteDate('2025-08-15') // true
 */
export function isCompleteDate(value: string): boolean {
  if (value === '') return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar date field on the native `<input type="date">` (keyboard and screen-reader support of
 * the browser; the value is always ISO `YYYY-MM-DD`, with no time zone). Only complete dates are
 * reported ({@link isCompleteDate}): the partial years the browser reports while a year is typed
 * stay in the field until the year is whole.
 *
 * @example
 * <DateField label="As Of Date" value={asOf} onValueChange={setAsOf} max={today} />
 */
export function DateField({ label, value, defaultValue = '', onValueChange, min, max, disabled = false, required = false, error }: DateFieldProps) {
  const [date, setDate] = useControllableState<string>({ value, defaultValue, onValueChange });
  // What the field shows while the user types a date that is not complete yet; null shows `date`.
  const [draft, setDraft] = useState<string | null>(null);
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
        value={draft ?? date}
        min={min}
        max={max}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          const next = e.target.value;
          if (!isCompleteDate(next)) {
            setDraft(next);
            return;
          }
          setDraft(null);
          setDate(next);
        }}
        onBlur={() => setDraft(null)}
      />
      {error ? (
        <span id={errorId} className={css.errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
