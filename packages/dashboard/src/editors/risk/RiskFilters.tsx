import type { ConfigItem, Filter, RangeFilter } from '@loadline/core';
import { TEXT_FILTERS, TEXT_FILTERS_PENDING } from '../../texts';
import * as css from '../../controls/controls.css';
import { FilterPopover } from '../../controls/FilterPopover';
import { RangeFilters } from '../../controls/RangeFilters';
import { TIME_FILTER_KEYS, TIME_FILTER_TITLES, timeFilterOptions, timeFilterValue, withTimeFilter } from '../../controls/timeFilterOptions';
import { useFiltersDraft, type DashboardFilters } from '../../controls/useFiltersDraft';
import { useId, useMemo } from 'react';
import { useRiskDistinct, useRiskMinMax } from './riskCalls';

/** Props of {@link RiskFilters}. */
export interface RiskFiltersProps {
  /** The dashboard's config item: its `filters` and `rangeFilters` columns and market labels. */
  config: ConfigItem;
  /** Risk datasource of the distinct and min-max calls. */
  datasource: string;
  /** Column of the as-of date, chosen by the As Of Date selector and so not offered here. */
  asOfDateColumn: string;
  /** The filters in force. */
  applied: DashboardFilters;
  /** Receives the draft 1000 ms after the last change (spec part 1 §4). */
  onApply: (next: DashboardFilters) => void;
  /** Hears the pending selection, and null once applied. */
  onDraftChange?: (draft: DashboardFilters | null) => void;
  /** Years offered by the year time filter. @default none */
  years?: readonly [number, number] | null;
}

function replaceByName<T extends { name: string }>(list: readonly T[], item: T): T[] {
  return list.some((x) => x.name === item.name) ? list.map((x) => (x.name === item.name ? item : x)) : [...list, item];
}

/**
 * The filters of a risk dashboard (spec part 1 §2, §4; part 2 §7 "Risk"): one popover per
 * dimension of the config item but the as-of date, its options from the risk distinct call (load
 * zones shown by the config's market labels); the time filter groups; range filters whose bounds
 * come from the risk min-max call. Edits are applied 1000 ms after the last one, as on every
 * dashboard; meanwhile the bar is `data-state="pending"`.
 *
 * @example <RiskFilters config={config} datasource="risk_positions" asOfDateColumn="asOfDate" applied={applied} onApply={apply} />
 */
export function RiskFilters({ config, datasource, asOfDateColumn, applied, onApply, onDraftChange, years = null }: RiskFiltersProps) {
  const { draft, change, pending } = useFiltersDraft(applied, onApply, undefined, onDraftChange);
  const columns = useMemo(() => config.filters.filter((f) => f.name !== asOfDateColumn), [config.filters, asOfDateColumn]);
  const names = useMemo(() => columns.map((c) => c.name), [columns]);
  const rangeNames = useMemo(() => config.rangeFilters.map((c) => c.name), [config.rangeFilters]);
  const distinct = useRiskDistinct(datasource, names);
  const minMax = useRiskMinMax(datasource, rangeNames);
  const labels = useMemo(() => new Map((config.markets ?? []).map((m) => [m.id, m.label])), [config.markets]);
  const headingId = useId();
  const setFilter = (filter: Filter) => change({ ...draft, filters: replaceByName(draft.filters, filter) });
  const setRange = (filter: RangeFilter) => change({ ...draft, rangeFilters: replaceByName(draft.rangeFilters, filter) });
  return (
    <section aria-labelledby={headingId} className={css.filters} data-part="ll_filters-bar" data-state={pending ? 'pending' : 'idle'}>
      <div className={css.filterHeader}>
        <h2 id={headingId} className={css.heading}>{TEXT_FILTERS}</h2>
        <p role="status" className={css.pending}>{pending ? TEXT_FILTERS_PENDING : ''}</p>
      </div>
      <div className={css.groups}>
        {columns.map((column) => {
          const options = (distinct.data?.[column.name] ?? [])
            .filter((v) => v !== null)
            .map((v) => ({ value: String(v), label: labels.get(String(v)) ?? String(v) }));
          const value = (draft.filters.find((f) => f.name === column.name)?.items ?? []).filter((i) => i.isChecked).map((i) => i.id);
          return (
            <FilterPopover
              key={column.name}
              title={column.title}
              options={options}
              value={value}
              loading={distinct.isPending}
              {...(distinct.error ? { error: distinct.error.message } : {})}
              onValueChange={(checked) => {
                const set = new Set(checked);
                setFilter({ name: column.name, title: column.title, items: options.map((o) => ({ id: o.value, label: o.label, isChecked: set.has(o.value), isDisabled: false })) });
              }}
            />
          );
        })}
        {TIME_FILTER_KEYS.map((key) => (
          <FilterPopover
            key={key}
            title={TIME_FILTER_TITLES[key]}
            options={timeFilterOptions(key, years)}
            value={timeFilterValue(draft.timeFilters, key)}
            onValueChange={(values) => change({ ...draft, timeFilters: withTimeFilter(draft.timeFilters, key, values) })}
          />
        ))}
        <RangeFilters
          datasource={datasource}
          columns={config.rangeFilters}
          value={draft.rangeFilters}
          onChange={setRange}
          minMax={{ data: minMax.data, isPending: minMax.isPending && rangeNames.length > 0, error: minMax.error }}
        />
      </div>
    </section>
  );
}
