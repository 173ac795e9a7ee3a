import { useCallback, useEffect, useRef, useState } from 'react';
import { filterDebounceMs, type DashboardFilters } from '../model/filters';

export type { DashboardFilters } from '../model/filters';

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
 * replaces the draft. An unmount cancels the wait. `onDraft`, when given, hears each waiting draft
 * and null once it is applied or dropped (the editor keeps it so a save stores what is shown).
 *
 * @example const { draft, change, pending } = useFiltersDraft(applied, onApply);
 */
export function useFiltersDraft(
  applied: DashboardFilters,
  onApply: (next: DashboardFilters) => void,
  delayMs = filterDebounceMs,
  onDraft?: (draft: DashboardFilters | null) => void,
): FiltersDraft {
  const [draft, setDraft] = useState(applied);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const apply = useRef(onApply);
  const hear = useRef(onDraft);
  useEffect(() => {
    apply.current = onApply;
    hear.current = onDraft;
  }, [onApply, onDraft]);
  useEffect(() => {
    if (timer.current === undefined) setDraft(applied);
  }, [applied]);
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      hear.current?.(null);
    },
    [],
  );
  const change = useCallback((next: DashboardFilters) => {
    setDraft(next);
    setPending(true);
    hear.current?.(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setPending(false);
      apply.current(next);
      hear.current?.(null);
    }, delayMs);
  }, [delayMs]);
  return { draft, change, pending };
}
