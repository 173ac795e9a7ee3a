import { CONFIG_TABLE_FILTERS, type ConfigDistinct, type ConfigTable } from '@loadline/core';
import { useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  changeConfigFilters,
  changeConfigPage,
  changeConfigPageSize,
  changeConfigSort,
  initialConfigGrid,
  selectConfigTable,
  tableFilters,
  toConfigQuery,
  type ConfigFilterValues,
  type ConfigGridState,
  type ConfigPageSize,
  type ConfigSort,
} from '../../model/configGrid';
import { pricingConstants } from '../../texts';
import { useDebouncedValue } from './useDebouncedValue';

/** Options of {@link useConfigurations}. */
export interface ConfigurationsOptions {
  /** Table shown first. @default 'products' */
  defaultTable?: ConfigTable;
  /** Quiet time after a filter change before reloading, ms (spec part 2 §9). @default 1000 */
  filterDebounceMs?: number;
}

/** State and actions of the configuration browser. */
export interface ConfigurationsState {
  /** Table, page, size and sort of the rows shown; `filters` are the applied (debounced) ones. */
  grid: ConfigGridState;
  /** Filters as checked in the panel (applied after the quiet time). */
  pendingFilters: ConfigFilterValues;
  /** The page of rows (the previous page stays while the next loads). */
  rows: Record<string, string | null>[];
  /** Rows the applied filters keep (GET .../count), `undefined` until known. */
  count: number | undefined;
  /** Filter options per filter name of the table (GET .../distinct/). */
  distinct: ConfigDistinct | undefined;
  loadingRows: boolean;
  loadingDistinct: boolean;
  /** Message of a failed rows, count or distinct call. */
  error: string | null;
  /** That failed call's error (its HTTP status and request id, when the server answered them). */
  failure: unknown;
  /** A retry of the failed calls is under way. */
  retrying: boolean;
  /** Asks the failed calls again. */
  retry: () => void;
  selectTable: (table: ConfigTable) => void;
  setPage: (pageIndex: number) => void;
  setPageSize: (size: ConfigPageSize) => void;
  setSort: (sort: ConfigSort | null) => void;
  /** Sets the checked values of one filter. */
  setFilter: (name: string, values: readonly string[]) => void;
}

const key = (table: ConfigTable, ...rest: unknown[]) => ['loadline', 'pricing', 'config', table, ...rest] as const;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : err ? String(err) : null);

/**
 * The configuration browser (spec part 2 §2 "Configurations screen", §4 "Configuration view",
 * §7, §9): rows paged and sorted by the server (GET /pricing/v1/config/{table}?limit&skip&sortBy&
 * sortOrder&{filter}[]), the count (GET .../count) and filter options (GET .../distinct/).
 * Changing the table resets page, sort and filters; changing the page size keeps the first
 * visible row; filter changes reload and recount after `filterDebounceMs` of quiet.
 * Needs a `LoadlineProvider` whose adapter serves `pricing`.
 *
 * @example const config = useConfigurations({ defaultTable: 'components' });
 */
export function useConfigurations({ defaultTable = 'products', filterDebounceMs = pricingConstants.filterDebounceMs }: ConfigurationsOptions = {}): ConfigurationsState {
  const pricing = useAdapterDomain('pricing');
  const client = useLoadlineQueryClient();
  const [grid, setGrid] = useState<ConfigGridState>(() => initialConfigGrid(defaultTable));
  const [pending, setPending] = useState<ConfigFilterValues>({});
  const applied = useDebouncedValue(pending, filterDebounceMs, grid.table);
  // The grid's filters follow the debounced panel; a new filter set goes back to page 0.
  const [appliedSeen, setAppliedSeen] = useState(applied);
  if (appliedSeen !== applied) {
    setAppliedSeen(applied);
    setGrid((g) => changeConfigFilters(g, applied));
  }

  const query = useMemo(() => toConfigQuery(grid), [grid]);
  const filters = useMemo(() => tableFilters(grid.table, grid.filters), [grid.table, grid.filters]);
  const rows = useQuery(
    {
      queryKey: key(grid.table, 'rows', query),
      queryFn: ({ signal }) => pricing.configRows(grid.table, query, { signal }) as Promise<Record<string, string | null>[]>,
      placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[3] === grid.table ? keepPreviousData(prev) : undefined),
    },
    client,
  );
  const count = useQuery(
    {
      queryKey: key(grid.table, 'count', filters),
      queryFn: ({ signal }) => pricing.configCount(grid.table, filters, { signal }),
      placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[3] === grid.table ? keepPreviousData(prev) : undefined),
    },
    client,
  );
  const fields = CONFIG_TABLE_FILTERS[grid.table];
  const distinct = useQuery(
    { queryKey: key(grid.table, 'distinct', fields), queryFn: ({ signal }) => pricing.configDistinct(grid.table, fields, { signal }) },
    client,
  );

  const selectTable = useCallback((table: ConfigTable) => {
    setGrid((g) => selectConfigTable(g, table));
    setPending((p) => (Object.keys(p).length ? {} : p));
  }, []);
  const total = count.data;
  return {
    grid,
    pendingFilters: pending,
    rows: rows.data ?? [],
    count: total,
    distinct: distinct.data,
    loadingRows: rows.isFetching,
    loadingDistinct: distinct.isPending,
    error: messageOf(rows.error) ?? messageOf(count.error) ?? messageOf(distinct.error),
    failure: rows.error ?? count.error ?? distinct.error,
    retrying: (Boolean(rows.error) && rows.isFetching) || (Boolean(count.error) && count.isFetching) || (Boolean(distinct.error) && distinct.isFetching),
    retry: () => {
      if (rows.error) void rows.refetch();
      if (count.error) void count.refetch();
      if (distinct.error) void distinct.refetch();
    },
    selectTable,
    setPage: useCallback((pageIndex: number) => setGrid((g) => changeConfigPage(g, pageIndex, total)), [total]),
    setPageSize: useCallback((size: ConfigPageSize) => setGrid((g) => changeConfigPageSize(g, size)), []),
    setSort: useCallback((sort: ConfigSort | null) => setGrid((g) => changeConfigSort(g, sort)), []),
    setFilter: useCallback((name: string, values: readonly string[]) => setPending((p) => ({ ...p, [name]: [...values] })), []),
  };
}
