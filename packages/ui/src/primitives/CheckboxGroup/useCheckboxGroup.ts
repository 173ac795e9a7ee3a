import { useMemo, useState } from 'react';
import { uiConstants } from '../../texts';
import { useControllableState } from '../useControllableState';

/** One option of a checkbox group, select or multi-select. */
export interface Option {
  /** Stored value. */
  value: string;
  /** Visible text (searched case-insensitively). */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

/** Options whose label contains `query` (case-insensitive, trimmed); all when empty. */
export function filterOptions<O extends Option>(options: readonly O[], query: string): readonly O[] {
  const q = query.trim().toLocaleLowerCase();
  return q ? options.filter((o) => o.label.toLocaleLowerCase().includes(q)) : options;
}

/** `selected` plus every enabled option of `shown`, in the options' order, without duplicates. */
export function selectAllShown(options: readonly Option[], shown: readonly Option[], selected: readonly string[]): string[] {
  const add = new Set([...selected, ...shown.filter((o) => !o.disabled).map((o) => o.value)]);
  const known = options.map((o) => o.value).filter((v) => add.has(v));
  return [...known, ...selected.filter((v) => !known.includes(v))];
}

/** `selected` without the enabled options of `shown`. */
export function clearAllShown(shown: readonly Option[], selected: readonly string[]): string[] {
  const drop = new Set(shown.filter((o) => !o.disabled).map((o) => o.value));
  return selected.filter((v) => !drop.has(v));
}

/** Options of {@link useCheckboxGroup}. */
export interface CheckboxGroupStateOptions {
  /** The options. */
  options: readonly Option[];
  /** Checked values (controlled). @default undefined */
  value?: string[] | undefined;
  /** Initially checked values (uncontrolled). @default [] */
  defaultValue?: string[] | undefined;
  /** Called with the new checked values. @default undefined */
  onValueChange?: ((value: string[]) => void) | undefined;
  /** Above this many options: search, select all / clear all, virtual list. @default 10 */
  threshold?: number | undefined;
}

/**
 * State of a checkbox group (spec part 2 section 3 "Filters": more than 10 items get search,
 * select all / clear all and a virtual list): the selection (controlled or not), the search query
 * and the options it shows.
 */
export function useCheckboxGroup({ options, value, defaultValue = [], onValueChange, threshold = uiConstants.longListThreshold }: CheckboxGroupStateOptions) {
  const [selected, setSelected] = useControllableState<string[]>({ value, defaultValue, onValueChange });
  const [query, setQuery] = useState('');
  const long = options.length > threshold;
  const shown = useMemo(() => (long ? filterOptions(options, query) : options), [long, options, query]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  return {
    selected,
    selectedSet,
    query,
    setQuery,
    long,
    shown,
    toggle: (v: string) => setSelected((prev) => (prev.includes(v) ? prev.filter((x) => x !== v) : [...prev, v])),
    selectAll: () => setSelected((prev) => selectAllShown(options, shown, prev)),
    clearAll: () => setSelected((prev) => clearAllShown(shown, prev)),
  };
}
