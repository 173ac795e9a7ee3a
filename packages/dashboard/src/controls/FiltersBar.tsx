import type { ConfigItem, Filter, RangeFilter } from '@loadline/core';
import { useTimeBoundary } from '@loadline/core/react';
import { useId, useMemo } from 'react';
import { marketColumnOf } from '../model/dataMapping';
import { TEXT_FILTERS, TEXT_FILTERS_PENDING } from '../texts';
import * as css from './controls.css';
import { DimensionFilter } from './DimensionFilter';
import { FilterPopover } from './FilterPopover';
import { RangeFilters } from './RangeFilters';
import { TIME_FILTER_KEYS, TIME_FILTER_TITLES, timeFilterOptions, timeFilterValue, withTimeFilter } from './timeFilterOptions';
import { useFiltersDraft, type DashboardFilters } from './useFiltersDraft';

/** Props of {@link FiltersBar}. */
export interface FiltersBarProps {
  /** The dashboard's config item: its `filters` and `rangeFilters` columns. */
  config: ConfigItem;
  /** Datasource the options, bounds and years are read from. */
  datasource: string;
  /** The filters in force (what cards query with). */
  applied: DashboardFilters;
  /** Receives the draft 1000 ms after the last change (spec part 1 §4, §9). */
  onApply: (next: DashboardFilters) => void;
  /** Hears the selection waiting to be applied after each change, and null once applied or dropped. */
  onDraftChange?: (draft: DashboardFilters | null) => void;
  /** Column of the market filter, whose options show the config item's `markets` labels. @default the mapping's default market column (`marketColumnOf`) */
  marketColumn?: string;
}

function replaceByName<T extends { name: string }>(list: readonly T[], item: T): T[] {
  return list.some((x) => x.name === item.name) ? list.map((x) => (x.name === item.name ? item : x)) : [...list, item];
}

/**
 * The top area's filters (spec part 1 §2 "Top area", §4 "Filters", §5): dimension filters of the
 * config item (options from distinct, shown by the config item's market labels for the market
 * column, those unavailable under the other filters disabled; search
 * and Select all / Clear all above 10), the time filter groups (Hour of day, day type, day of week,
 * month of year, year) and range filters (bounds from min-max). Edits go to a draft applied after
 * 1000 ms without a further change; meanwhile the bar is `data-state="pending"` and says so.
 *
 * @example
 * <FiltersBar config={config} datasource={config.datasource} applied={{ filters, rangeFilters, timeFilters }} onApply={apply} />
 */
export function FiltersBar({ config, datasource, applied, onApply, onDraftChange, marketColumn = marketColumnOf({}) }: FiltersBarProps) {
  const { draft, change, pending } = useFiltersDraft(applied, onApply, undefined, onDraftChange);
  const marketLabels = useMemo(() => new Map((config.markets ?? []).map((m) => [m.id, m.label])), [config.markets]);
  const boundary = useTimeBoundary(datasource || null);
  const years = useMemo((): readonly [number, number] | null => {
    const { minTime, maxTime } = boundary.data ?? {};
    return minTime && maxTime ? [new Date(minTime).getUTCFullYear(), new Date(maxTime).getUTCFullYear()] : null;
  }, [boundary.data]);
  const headingId = useId();
  const setFilter = (filter: Filter) => change({ ...draft, filters: replaceByName(draft.filters, filter) });
  const setRange = (filter: RangeFilter) => change({ ...draft, rangeFilters: replaceByName(draft.rangeFilters, filter) });
  return (
    <section aria-labelledby={headingId} className={css.filters} data-part="ll_filters-bar" data-state={pending ? 'pending' : 'idle'}>
      <div className={css.filterHeader}>
        <h2 id={headingId} className={css.heading}>
          {TEXT_FILTERS}
        </h2>
        <p role="status" className={css.pending}>
          {pending ? TEXT_FILTERS_PENDING : ''}
        </p>
      </div>
      <div className={css.groups}>
        {datasource
          ? config.filters.map((column) => (
              <DimensionFilter
                key={column.name}
                datasource={datasource}
                column={column}
                draft={draft}
                onChange={setFilter}
                {...(column.name === marketColumn ? { labels: marketLabels } : {})}
              />
            ))
          : null}
        {TIME_FILTER_KEYS.map((key) => (
          <FilterPopover
            key={key}
            title={TIME_FILTER_TITLES[key]}
            options={timeFilterOptions(key, years)}
            value={timeFilterValue(draft.timeFilters, key)}
            loading={key === 'year' && boundary.isPending && Boolean(datasource)}
            onValueChange={(values) => change({ ...draft, timeFilters: withTimeFilter(draft.timeFilters, key, values) })}
          />
        ))}
        {datasource ? <RangeFilters datasource={datasource} columns={config.rangeFilters} value={draft.rangeFilters} onChange={setRange} /> : null}
      </div>
    </section>
  );
}
