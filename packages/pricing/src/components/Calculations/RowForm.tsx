import type { CalculationParameters } from '@loadline/core';
import { Button, Dialog } from '@loadline/ui';
import { useEffect, useId, useState } from 'react';
import { INPUT_FIELDS, LISTED_FIELDS, type InputCandidate, type InputField, type InputRow, type InputRowErrors, type UpsertResult } from '../../model/inputRows';
import { pricingTexts } from '../../texts';
import * as css from './Calculations.css';

/** Props of {@link RowForm}. */
export interface RowFormProps {
  /** Open state (controlled). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row edited; `null` adds a new one. */
  row: InputRow | null;
  /** The server's lists; a field without a list gets a text box. */
  parameters: CalculationParameters | undefined;
  /** Saves; the dialog closes when the result is ok and shows its errors otherwise. */
  onSave: (candidate: InputCandidate, uid?: string) => UpsertResult;
}

const DATE_FIELDS = new Set<InputField>(['startDate', 'endDate', 'asOfDate']);
const empty = (): InputCandidate => Object.fromEntries(INPUT_FIELDS.map((f) => [f, ''])) as InputCandidate;

/**
 * Manual add or edit of an input row (spec part 2 §5: the same rules as the file): meterId text,
 * market/iso/edc/product/profile chosen from the server's lists, three dates (YYYY-MM-DD). Field
 * errors show under their field; 'The row already exists on the table' above the buttons.
 *
 * @example <RowForm open row={null} parameters={params} onSave={calc.saveRow} onOpenChange={setOpen} />
 */
export function RowForm({ open, onOpenChange, row, parameters, onSave }: RowFormProps) {
  const id = useId();
  const [values, setValues] = useState<InputCandidate>(empty);
  const [errors, setErrors] = useState<InputRowErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setValues(row ? { ...row } : empty());
    setErrors({});
    setMessage(null);
  }, [open, row]);
  const save = () => {
    const result = onSave(values, row?.uid);
    if (result.ok) onOpenChange(false);
    else {
      setErrors(result.errors);
      setMessage(result.message ?? null);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? pricingTexts.editRow : pricingTexts.addRow}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{pricingTexts.cancel}</Button>
          <Button onClick={save}>{pricingTexts.save}</Button>
        </>
      }
    >
      <form className={css.form} onSubmit={(e) => { e.preventDefault(); save(); }} noValidate>
        {INPUT_FIELDS.map((f) => {
          const list = (LISTED_FIELDS as readonly string[]).includes(f) ? parameters?.[f as (typeof LISTED_FIELDS)[number]] : undefined;
          const fieldId = `${id}-${f}`;
          const err = errors[f];
          const common = {
            id: fieldId,
            className: css.input,
            value: values[f] ?? '',
            'aria-invalid': err ? true : undefined,
            'aria-describedby': err ? `${fieldId}-error` : undefined,
          } as const;
          return (
            <div key={f} className={css.field}>
              <label htmlFor={fieldId}>{f}</label>
              {list ? (
                <select {...common} onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}>
                  <option value="">{pricingTexts.selectValue}</option>
                  {list.map((o) => <option key={o} value={o}>{o}</option>)}
                </select>
              ) : (
                <input
                  {...common}
                  type={DATE_FIELDS.has(f) ? 'date' : 'text'}
                  onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                />
              )}
              {err ? <span id={`${fieldId}-error`} className={css.fieldError}>{err}</span> : null}
            </div>
          );
        })}
        {message ? <p role="alert" className={css.fieldError}>{message}</p> : null}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
