import type { Filter, RangeFilter, TimeFilters } from '@loadline/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { filterDebounceMs } from '../model/filters';

/** The filters of a dashboard: dimension filters, range filters and time filter groups (spec part 1 §3). */
export interface DashboardFilters {
  filters: Filter[];
  rangeFilters: RangeFilter[];
  timeFilters: TimeFilters;
}

/** What {@link useFiltersDraft} returns. */
export interface FiltersDraft {
  /** The user's current selection (shown in the controls). */
  draft: DashboardFilters;
  /** Replaces the draft and restarts the 1000 ms wait. */
  change: (next: DashboardFilters) => void;
  /** True from a change until it is applied. */
  pending: boolean;
}

/**
 * The filters bar's draft (spec part 1 §4 "a change is debounced 1000 ms, then applied", §9):
 * every change replaces the draft and restarts a {@link filterDebounceMs} timer; when it fires,
 * `onApply` receives the draft. While nothing is pending, a new `applied` from the caller
 * replaces the draft. An unmount cancels the wait.
 *
 * @example const { draft, change, pending } = useFiltersDraft(applied, onApply);
 */
export function useFiltersDraft(applied: DashboardFilters, onApply: (next: DashboardFilters) => void, delayMs = filterDebounceMs): FiltersDraft {
  const [draft, setDraft] = useState(applied);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const apply = useRef(onApply);
  useEffect(() => {
    apply.current = onApply;
  }, [onApply]);
  useEffect(() => {
    if (timer.current === undefined) setDraft(applied);
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = useCallback((next: DashboardFilters) => {
    setDraft(next);
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setPending(false);
      apply.current(next);
    }, delayMs);
  }, [delayMs]);
  return { draft, change, pending };
}
