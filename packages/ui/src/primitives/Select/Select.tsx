import { part } from '../part';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { useId, useRef, useState } from 'react';
import { ThemedPortal } from '../../theme/ThemedPortal';
import { uiTexts } from '../../texts';
import type { Option } from '../CheckboxGroup/useCheckboxGroup';
import { ChevronDownIcon } from '../IconButton/IconButton';
import { emptyText, field, label as labelCls, option as optionCls, panel } from '../shared.css';
import { useControllableState } from '../useControllableState';
import * as css from './Select.css';

/** Props of {@link Select}. */
export interface SelectProps {
  /** Visible label; the accessible name of the trigger. */
  label: string;
  /** The options. */
  options: readonly Option[];
  /** Selected value (controlled); `null` for none. @default undefined */
  value?: string | null;
  /** Initially selected value (uncontrolled). @default null */
  defaultValue?: string | null;
  /** Called with the chosen value. @default undefined */
  onValueChange?: (value: string | null) => void;
  /** Text when nothing is selected. @default '' */
  placeholder?: string;
  /** Disables the trigger. @default false */
  disabled?: boolean;
  /** Shows the trigger busy and disabled while options load. @default false */
  loading?: boolean;
  /** Error message under the field; marks it `aria-invalid`. @default undefined */
  error?: string;
  /** Text of an empty list. @default 'No Options Available' */
  emptyLabel?: string;
}

/**
 * A single-choice select (WAI-ARIA APG "Select-Only Combobox" pattern with a button trigger):
 * the trigger opens a `listbox`; ArrowDown/ArrowUp open it and move, typing jumps to a matching
 * option, Enter or Space choose, Escape closes and returns focus. Built on @floating-ui/react.
 *
 * @example
 * <Select label="Units" options={[{ value: 'kWh', label: 'kWh' }, { value: 'MWh', label: 'MWh' }]} defaultValue="kWh" />
 */
export function Select({
  label,
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  placeholder = '',
  disabled = false,
  loading = false,
  error,
  emptyLabel = uiTexts.noOptionsAvailable,
}: SelectProps) {
  const [value, setValue] = useControllableState<string | null>({ value: valueProp, defaultValue, onValueChange });
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  labelsRef.current = options.map((o) => (o.disabled ? null : o.label)); // typeahead skips disabled options
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    middleware: [
      offset(4),
      flip(),
      size({ apply: ({ rects, elements }) => void (elements.floating.style.minWidth = `${rects.reference.width}px`) }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'listbox' }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      selectedIndex: selectedIndex >= 0 ? selectedIndex : null,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices: options.flatMap((o, i) => (o.disabled ? [i] : [])),
    }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, selectedIndex, onMatch: open ? setActiveIndex : (i) => choose(i) }),
  ]);
  const labelId = useId();
  const errorId = useId();
  function choose(i: number) {
    const o = options[i];
    if (!o || o.disabled) return;
    setValue(o.value);
    setOpen(false);
  }
  const selected = options[selectedIndex];
  // Roving tab index: the active option, else the selected one, else the first.
  const tabStop = activeIndex ?? (selectedIndex >= 0 ? selectedIndex : 0);
  return (
    <div {...part('select', css.root)}>
      <span id={labelId} className={labelCls}>
        {label}
      </span>
      <button
        ref={refs.setReference}
        type="button"
        className={`${field} ${css.trigger}`}
        disabled={disabled || loading}
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={loading || undefined}
        data-state={open ? 'open' : 'closed'}
        {...getReferenceProps()}
      >
        <span className={selected ? undefined : css.placeholder}>{selected ? selected.label : placeholder}</span>
        <ChevronDownIcon />
      </button>
      {error ? (
        <span id={errorId} className={css.errorText}>
          {error}
        </span>
      ) : null}
      {open ? (
        <ThemedPortal preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} guards={false}>
            <div ref={refs.setFloating} style={floatingStyles} {...part('select-listbox', panel)} aria-labelledby={labelId} data-state="open" {...getFloatingProps({
                // Tab leaves the popup: close it, focus returns to the trigger.
                onKeyDown: (e) => {
                  if (e.key === 'Tab') {
                    e.preventDefault();
                    setOpen(false);
                  }
                },
              })}>
              {options.length === 0 ? <div className={emptyText}>{emptyLabel}</div> : null}
              {options.map((o, i) => (
                <div
                  key={o.value}
                  ref={(el) => {
                    listRef.current[i] = el;
                  }}
                  role="option"
                  className={optionCls}
                  tabIndex={i === tabStop ? 0 : -1}
                  aria-selected={i === selectedIndex}
                  aria-disabled={o.disabled || undefined}
                  data-active={i === activeIndex}
                  {...getItemProps({
                    onClick: () => choose(i),
                    onKeyDown: (e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        choose(i);
                      }
                    },
                  })}
                >
                  {o.label}
                  {i === selectedIndex ? <span className={css.check} aria-hidden="true">✓</span> : null}
                </div>
              ))}
            </div>
          </FloatingFocusManager>
        </ThemedPortal>
      ) : null}
    </div>
  );
}
