import type { Filter, RangeFilter, TimeFilters } from '../schemas/config.schema';
import type { QueryFilter, QueryRangeFilter, TimePartFilter } from './common.schema';

/**
 * Turns a dashboard's filter state (spec part 1 §3 Filter, Range filter, Time filter groups) into
 * the query model's filters (spec part 2 §7).
 *
 * @module
 */

/**
 * One Include filter per dimension filter with a partial selection: the checked items' ids. A
 * filter with nothing or everything checked keeps all rows and sends nothing.
 * @example toQueryFilters([{ name: 'market', title: 'Market', items: [{ id: 'NORTH', label: 'North', isChecked: true, isDisabled: false }, ...] }])
 */
export function toQueryFilters(filters: readonly Filter[]): QueryFilter[] {
  const out: QueryFilter[] = [];
  for (const filter of filters) {
    const checked = filter.items.filter((item) => item.isChecked).map((item) => item.id);
    if (checked.length === 0 || checked.length === filter.items.length) continue;
    out.push({ columnName: filter.name, filterType: 'Include', filterValues: checked });
  }
  return out;
}

/** Range filters `{ name, value: [min, max] }` as query range filters `{ columnName, min, max }`. */
export function toQueryRangeFilters(rangeFilters: readonly RangeFilter[]): QueryRangeFilter[] {
  return rangeFilters.map(({ name, value: [min, max] }) => ({ columnName: name, min, max }));
}

/**
 * The dashboard's time filter groups as a time-part filter; empty groups are left out and
 * undefined is returned when no group restricts anything.
 */
export function toTimePartFilter(timeFilters: TimeFilters): TimePartFilter | undefined {
  const out: TimePartFilter = {};
  for (const key of ['hourOfDay', 'dayType', 'dayOfWeek', 'monthOfYear', 'year'] as const) {
    const values = timeFilters[key];
    if (values && values.length > 0) (out as Record<string, unknown>)[key] = [...values];
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
