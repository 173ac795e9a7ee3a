import { part } from '../part';
import { useId, useState } from 'react';
import { uiConstants, uiTexts } from '../../texts';
import { Button } from '../Button/Button';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import type { Option } from '../CheckboxGroup/useCheckboxGroup';
import { ChevronDownIcon } from '../IconButton/IconButton';
import { Popover } from '../Popover/Popover';
import { field, label as labelCls } from '../shared.css';
import { useControllableState } from '../useControllableState';
import * as css from './MultiSelect.css';

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps {
  /** Visible label; names the trigger and the popup. */
  label: string;
  /** The options. */
  options: readonly Option[];
  /** Confirmed values (controlled). @default undefined */
  value?: string[];
  /** Initially confirmed values (uncontrolled). @default [] */
  defaultValue?: string[];
  /** Called with the values when the user presses Confirm. @default undefined */
  onValueChange?: (value: string[]) => void;
  /** Trigger text when nothing is selected. @default '' */
  placeholder?: string;
  /** Disables the trigger. @default false */
  disabled?: boolean;
  /** Shows placeholders in the popup while options load. @default false */
  loading?: boolean;
  /** Text of an empty list (spec part 1 section 2: markets). @default 'No Options Available' */
  emptyLabel?: string;
  /** Above this many options: search, select all / clear all and a virtual list. @default 10 */
  threshold?: number;
}

/**
 * A multiple-choice select whose changes apply only on Confirm: the popup holds a draft, Cancel
 * (or Escape, or an outside click) drops it. Above 10 options the list gets search, select all /
 * clear all and virtualisation (spec part 2 section 9). Empty text 'No Options Available'.
 *
 * @example
 * <MultiSelect label="Markets" options={markets} value={picked} onValueChange={setPicked} />
 */
export function MultiSelect({
  label,
  options,
  value: valueProp,
  defaultValue = [],
  onValueChange,
  placeholder = '',
  disabled = false,
  loading = false,
  emptyLabel = uiTexts.noOptionsAvailable,
  threshold = uiConstants.longListThreshold,
}: MultiSelectProps) {
  const [value, setValue] = useControllableState<string[]>({ value: valueProp, defaultValue, onValueChange });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(value);
  const labelId = useId();
  const summaryId = useId();
  const openChange = (next: boolean) => {
    if (next) setDraft(value);
    setOpen(next);
  };
  const labels = options.filter((o) => value.includes(o.value)).map((o) => o.label);
  return (
    <div {...part('multi-select', css.root)}>
      <span id={labelId} className={labelCls}>
        {label}
      </span>
      <Popover
        aria-label={label}
        open={open}
        onOpenChange={openChange}
        trigger={
          <button type="button" className={`${field} ${css.trigger}`} disabled={disabled} aria-labelledby={`${labelId} ${summaryId}`} aria-haspopup="dialog" data-count={value.length}>
            <span id={summaryId} className={`${css.summary} ${labels.length ? '' : css.placeholder}`}>{labels.length ? labels.join(', ') : placeholder}</span>
            <ChevronDownIcon />
          </button>
        }
      >
        <CheckboxGroup label={label} options={options} value={draft} onValueChange={setDraft} loading={loading} emptyLabel={emptyLabel} threshold={threshold} />
        <div className={css.footer}>
          <Button variant="secondary" size="sm" onClick={() => openChange(false)}>
            {uiTexts.cancel}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setValue(draft);
              setOpen(false);
            }}
          >
            {uiTexts.confirm}
          </Button>
        </div>
      </Popover>
    </div>
  );
}
