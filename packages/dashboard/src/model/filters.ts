import type { Filter, RangeFilter, TimeFilters } from '@loadline/core';

/**
 * Dashboard filter helpers (spec part 1 §4 "Filters", §5 range filter bounds, §9 debounce).
 *
 * @module
 */

/** The filters of a dashboard: dimension filters, range filters and time filter groups (spec part 1 §3). */
export interface DashboardFilters {
  filters: Filter[];
  rangeFilters: RangeFilter[];
  timeFilters: TimeFilters;
}

/** Delay between the last filter change and its application, ms (spec part 1 §9). */
export const filterDebounceMs = 1000;

/** A range filter with its minimum rounded down and maximum rounded up (spec part 1 §5). */
export function roundRangeFilter(filter: RangeFilter): RangeFilter {
  const [min, max] = filter.value;
  return { name: filter.name, value: [Math.floor(min), Math.ceil(max)] };
}

/**
 * The filters in force once `draft` is applied to `applied`: the draft's dimension filters and
 * time filter groups replace the applied ones; each of its range filters, rounded
 * ({@link roundRangeFilter}), replaces the applied one of that name.
 *
 * @example applyFilterDraft(applied, { ...applied, timeFilters: { dayType: ['Weekday'] } })
 */
export function applyFilterDraft(applied: DashboardFilters, draft: DashboardFilters): DashboardFilters {
  const rangeFilters = draft.rangeFilters.reduce(withRangeFilter, applied.rangeFilters);
  return { filters: draft.filters, rangeFilters, timeFilters: draft.timeFilters };
}

/** `list` with `filter`, rounded ({@link roundRangeFilter}), in place of the one of its name (last). */
export function withRangeFilter(list: readonly RangeFilter[], filter: RangeFilter): RangeFilter[] {
  const rounded = roundRangeFilter(filter);
  return [...list.filter((f) => f.name !== rounded.name), rounded];
}

function checkedIds(filter: Filter | undefined): string {
  return (filter?.items ?? []).filter((i) => i.isChecked).map((i) => i.id).sort().join('\u0000');
}

/** What is waiting to be applied: the changed filter names and whether the debounce has elapsed. */
export interface PendingFilters {
  /** Names of filters whose checked items differ between applied and draft. */
  changed: string[];
  /** True when something changed and `filterDebounceMs` has passed since the last change. */
  due: boolean;
  /** Ms left before the change is due (0 when due or nothing changed). */
  waitMs: number;
}

/**
 * Compares the applied filters with the user's draft. A change is applied once 1000 ms have
 * passed since `lastChangeAt` (ms since epoch) at `now` (spec part 1 §4).
 */
export function pendingFilters(applied: readonly Filter[], draft: readonly Filter[], lastChangeAt: number, now: number): PendingFilters {
  const names = new Set([...applied.map((f) => f.name), ...draft.map((f) => f.name)]);
  const changed = [...names].filter(
    (n) => checkedIds(applied.find((f) => f.name === n)) !== checkedIds(draft.find((f) => f.name === n)),
  );
  if (changed.length === 0) return { changed, due: false, waitMs: 0 };
  const waitMs = Math.max(0, lastChangeAt + filterDebounceMs - now);
  return { changed, due: waitMs === 0, waitMs };
}
