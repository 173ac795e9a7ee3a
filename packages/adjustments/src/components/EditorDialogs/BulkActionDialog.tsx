import type { AdjustmentCalculation } from '@loadline/core';
import { Button, Dialog } from '@loadline/ui';
import { useId, useState } from 'react';
import { bulkActionProblems, type BulkAction } from '../../model/bulkAction';
import { adjustmentsTexts as t } from '../../texts';
import { CalculationPicker } from './CalculationPicker';
import * as css from './EditorDialogs.css';

/** Props of {@link BulkActionDialog}. */
export interface BulkActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rows selected: the action applies to them. */
  selectedCount: number;
  /** Called with a valid action (a calculation, a non-zero value, at least one row). */
  onApply: (action: BulkAction) => void;
  /** Calculation chosen at first. @default undefined */
  defaultCalculation?: AdjustmentCalculation;
}

/**
 * The Bulk Action dialog (spec part 1 §2, §5): a calculation (none, add, multiply, divide,
 * percent, custom) and a value for every selected row. Apply needs a calculation, a non-zero
 * value and at least one selected row; the problems are listed after a first Apply.
 *
 * @example <BulkActionDialog open selectedCount={40} onOpenChange={setOpen} onApply={(a) => apply(a)} />
 */
export function BulkActionDialog({ open, onOpenChange, selectedCount, onApply, defaultCalculation }: BulkActionDialogProps) {
  const id = useId();
  const [calculation, setCalculation] = useState<AdjustmentCalculation | undefined>(defaultCalculation);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const value = text.trim() === '' ? null : Number(text);
  const action: BulkAction = { calculation, value: value !== null && Number.isFinite(value) ? value : null };
  const problems = bulkActionProblems(action, selectedCount);
  const close = () => {
    setTried(false);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title={t.bulkAction}
      description={t.rowsSelected(selectedCount)}
      footer={
        <>
          <Button variant="secondary" onClick={close}>{t.cancel}</Button>
          <Button
            onClick={() => {
              setTried(true);
              if (problems.length === 0) {
                onApply(action);
                close();
              }
            }}
          >
            {t.apply}
          </Button>
        </>
      }
    >
      <div className={css.body} data-ll-part="bulk-action-dialog">
        <CalculationPicker value={calculation} onChange={setCalculation} error={tried && problems.includes(t.calculationRequired) ? t.calculationRequired : undefined} />
        <div className={css.field}>
          <label htmlFor={`${id}-value`} className={css.label}>{t.value}</label>
          <input
            id={`${id}-value`}
            className={css.input}
            inputMode="decimal"
            value={text}
            aria-invalid={tried && problems.includes(t.valueRequired) ? true : undefined}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {tried && problems.length > 0 ? (
          <ul className={css.problems} role="alert">
            {problems.map((p) => <li key={p}>{p}</li>)}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
