import { toQueryFilters, toTimePartFilter, type DimensionValue, type Filter } from '@loadline/core';
import { useDistinct } from '@loadline/core/react';
import type { Option } from '@loadline/ui';
import { useMemo } from 'react';
import { useAfterCardAnswers } from '../panels/useAfterCardAnswers';
import { FilterPopover } from './FilterPopover';
import type { DashboardFilters } from './useFiltersDraft';

/** Props of {@link DimensionFilter}. */
export interface DimensionFilterProps {
  datasource: string;
  /** Column of the filter and its title (config item `filters`). */
  column: { name: string; title: string };
  /** The bar's draft: this filter's checked items and the other filters' selection. */
  draft: DashboardFilters;
  /** Called with this filter's new state (every option, checked or not, disabled or not). */
  onChange: (filter: Filter) => void;
  /** Shown label of a value (e.g. the config item's market labels: 'COAST' → 'Coast (Houston)'); values without one show as they are. @default none */
  labels?: ReadonlyMap<string, string>;
}

const valueText = (v: DimensionValue) => String(v);

/**
 * A dimension filter (spec part 1 §4 "Filters"): its options are the column's distinct values;
 * those no row holds under the other filters' current selection (and the time filter groups) are
 * disabled, by asking distinct again with those filters applied. Options show `labels` where given
 * (the filter's items keep the ids, as queries send them). The options are asked for once the
 * dashboard's card answers are in (useAfterCardAnswers): the filter shows them loading until then.
 *
 * @example <DimensionFilter datasource="ercot_load" column={{ name: 'market', title: 'Market' }} draft={draft} onChange={setFilter} />
 */
export function DimensionFilter({ datasource, column, draft, onChange, labels }: DimensionFilterProps) {
  // The options are asked for once the cards have their answers: the first draw goes first.
  const ready = useAfterCardAnswers();
  const all = useDistinct(datasource, ready ? { distinctDimension: { columnName: column.name } } : null);
  const others = toQueryFilters(draft.filters.filter((f) => f.name !== column.name));
  const timePartFilter = toTimePartFilter(draft.timeFilters);
  const narrowed = others.length > 0 || timePartFilter !== undefined;
  const available = useDistinct(
    datasource,
    ready && narrowed
      ? { distinctDimension: { columnName: column.name }, filters: others, ...(timePartFilter ? { timeFilter: { columnName: '__time', timePartFilter } } : {}) }
      : null,
  );
  const options: Option[] = useMemo(() => {
    const free = narrowed && available.data ? new Set(available.data.map(valueText)) : null;
    return (all.data ?? [])
      .filter((v) => v !== null)
      .map((v) => ({ value: valueText(v), label: labels?.get(valueText(v)) ?? valueText(v), disabled: free ? !free.has(valueText(v)) : false }));
  }, [all.data, available.data, narrowed, labels]);
  const own = draft.filters.find((f) => f.name === column.name);
  const value = (own?.items ?? []).filter((i) => i.isChecked).map((i) => i.id);
  return (
    <FilterPopover
      title={column.title}
      options={options}
      value={value}
      loading={all.isPending}
      {...(all.error ? { error: all.error.message } : {})}
      onValueChange={(checked) => {
        const set = new Set(checked);
        onChange({
          name: column.name,
          title: column.title,
          items: options.map((o) => ({ id: o.value, label: o.label, isChecked: set.has(o.value), isDisabled: Boolean(o.disabled) })),
        });
      }}
    />
  );
}
