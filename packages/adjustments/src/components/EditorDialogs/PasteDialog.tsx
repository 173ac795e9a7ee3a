import type { AdjustmentCalculation } from '@loadline/core';
import { Button, Dialog } from '@loadline/ui';
import { useId, useRef, useState } from 'react';
import { parsePaste, PASTE_PRECISION } from '../../model/parsePaste';
import { adjustmentsTexts as t } from '../../texts';
import { CalculationPicker } from './CalculationPicker';
import * as css from './EditorDialogs.css';

/** Props of {@link PasteDialog}. */
export interface PasteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rows selected: the pasted numbers must be as many. */
  selectedCount: number;
  /** Called with the numbers (rounded to the precision) and the calculation on Confirm. */
  onConfirm: (values: number[], calculation: AdjustmentCalculation) => void;
  /** Text in the box at first (a story, a test). @default '' */
  defaultText?: string;
  /** Calculation chosen at first. @default 'custom' */
  defaultCalculation?: AdjustmentCalculation;
}

/**
 * Paste from Spreadsheet (spec part 1 §5 "Paste dialog"): a text box for numbers copied from a
 * spreadsheet (one per line or tab-separated; commas as thousands separators; a decimal comma is
 * refused with a message), a calculation and the precision (2 decimals by default). 'The pasted
 * data does not match the amount of rows selected' when the count differs; Confirm only when a
 * calculation is chosen and the count equals the selected rows.
 *
 * @example <PasteDialog open selectedCount={24} onOpenChange={setOpen} onConfirm={(values, calc) => paste(values, calc)} />
 */
export function PasteDialog({ open, onOpenChange, selectedCount, onConfirm, defaultText = '', defaultCalculation = 'custom' }: PasteDialogProps) {
  const id = useId();
  // Open on the text box: the planner's next key is Ctrl/Cmd+V.
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(defaultText);
  const [calculation, setCalculation] = useState<AdjustmentCalculation | undefined>(defaultCalculation);
  const [precision, setPrecision] = useState(PASTE_PRECISION);
  const parsed = parsePaste(text, { selectedCount, precision });
  const hasCalculation = calculation !== undefined && calculation !== 'none';
  const close = () => {
    setText(defaultText);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title={t.pasteFromSpreadsheet}
      initialFocus={box}
      description={t.pasteHelp(selectedCount)}
      footer={
        <>
          <Button variant="secondary" onClick={close}>{t.cancel}</Button>
          <Button
            disabled={!parsed.ok || !hasCalculation}
            onClick={() => {
              if (parsed.ok && hasCalculation) {
                onConfirm(parsed.values, calculation);
                close();
              }
            }}
          >
            {t.confirm}
          </Button>
        </>
      }
    >
      <div className={css.body} data-ll-part="paste-dialog">
        <div className={css.field}>
          <label htmlFor={`${id}-text`} className={css.label}>{t.pasteLabel}</label>
          <textarea
            ref={box}
            id={`${id}-text`}
            className={css.textarea}
            value={text}
            spellCheck={false}
            aria-invalid={text !== '' && !parsed.ok ? true : undefined}
            aria-describedby={`${id}-status`}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <CalculationPicker value={calculation} onChange={setCalculation} error={hasCalculation ? undefined : t.calculationRequired} />
        <div className={css.field}>
          <label htmlFor={`${id}-precision`} className={css.label}>{t.precision}</label>
          <input
            id={`${id}-precision`}
            className={css.input}
            type="number"
            min={0}
            max={6}
            value={precision}
            onChange={(e) => setPrecision(Math.max(0, Math.min(6, Math.trunc(Number(e.target.value) || 0))))}
          />
        </div>
        <p id={`${id}-status`} className={parsed.ok ? css.note : css.problems} role="status">
          {text === '' ? '' : parsed.ok ? t.pasteParsed(parsed.values.length) : parsed.message}
        </p>
      </div>
    </Dialog>
  );
}
