import type { AdjustmentCalculation } from '@loadline/core';
import { Select } from '@loadline/ui';
import { adjustmentsTexts as t } from '../../texts';

const CALCULATIONS: readonly AdjustmentCalculation[] = ['none', 'add', 'multiply', 'divide', 'percent', 'custom'];

/** The calculation select of the bulk and paste dialogs (spec part 1 §3: none, add, multiply, divide, percent, custom). */
export function CalculationPicker({ value, onChange, error }: { value: AdjustmentCalculation | undefined; onChange: (c: AdjustmentCalculation) => void; error?: string | undefined }) {
  return (
    <Select
      label={t.calculation}
      options={CALCULATIONS.map((c) => ({ value: c, label: t.calculations[c] }))}
      value={value ?? null}
      placeholder={t.calculationRequired}
      onValueChange={(v) => v && onChange(v as AdjustmentCalculation)}
      {...(error ? { error } : {})}
    />
  );
}
