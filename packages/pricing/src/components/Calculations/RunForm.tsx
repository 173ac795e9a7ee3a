import { RUN_NAME_MAX, RUN_NOTES_MAX, runSchema, type RunType } from '@loadline/core';
import { Button, Dialog } from '@loadline/ui';
import { useEffect, useId, useState } from 'react';
import { pricingTexts } from '../../texts';
import * as css from './Calculations.css';
import type { RunInput } from './useCalculations';

/** Props of {@link RunForm}. */
export interface RunFormProps {
  /** The run type being submitted; `null` closes the dialog. */
  type: RunType | null;
  onClose: () => void;
  /** Default name when the dialog opens (username_timestamp). */
  defaultName: () => string;
  /** Submits; the dialog closes when it resolves true. */
  onSubmit: (run: RunInput) => Promise<boolean>;
  /** A submission is running. @default false */
  submitting?: boolean;
}

/**
 * The run dialog of Run and Check Status (spec part 2 §3 "Run"): name (1-30 characters, default
 * username_timestamp) and notes (at most 256).
 */
export function RunForm({ type, onClose, defaultName, onSubmit, submitting = false }: RunFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ name?: string; notes?: string }>({});
  useEffect(() => {
    if (!type) return;
    setName(defaultName());
    setNotes('');
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new default only when the dialog opens
  }, [type]);
  const submit = async () => {
    if (!type) return;
    const parsed = runSchema.safeParse({ name, notes, type });
    if (!parsed.success) {
      const next: { name?: string; notes?: string } = {};
      for (const i of parsed.error.issues) if (i.path[0] === 'name' || i.path[0] === 'notes') next[i.path[0]] ??= i.message;
      setErrors(next);
      return;
    }
    if (await onSubmit({ name: parsed.data.name, notes: parsed.data.notes, type })) onClose();
  };
  return (
    <Dialog
      open={type !== null}
      onOpenChange={(o) => { if (!o) onClose(); }}
      title={type === 'check_status' ? pricingTexts.checkStatus : pricingTexts.run}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>{pricingTexts.cancel}</Button>
          <Button onClick={() => void submit()} disabled={submitting}>{pricingTexts.submit}</Button>
        </>
      }
    >
      <form className={css.form} onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <div className={css.field}>
          <label htmlFor={`${id}-name`}>{pricingTexts.runName}</label>
          <input id={`${id}-name`} className={css.input} value={name} maxLength={RUN_NAME_MAX + 10} onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? `${id}-name-error` : undefined} />
          {errors.name ? <span id={`${id}-name-error`} className={css.fieldError}>{errors.name}</span> : null}
        </div>
        <div className={css.field}>
          <label htmlFor={`${id}-notes`}>{pricingTexts.notes}</label>
          <textarea id={`${id}-notes`} className={css.input} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)}
            aria-invalid={errors.notes ? true : undefined} aria-describedby={errors.notes ? `${id}-notes-error` : undefined} />
          <span className={css.hint}>{`${notes.length} / ${RUN_NOTES_MAX}`}</span>
          {errors.notes ? <span id={`${id}-notes-error`} className={css.fieldError}>{errors.notes}</span> : null}
        </div>
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
