import { CONFIG_TABLE_FILTERS, DEFAULT_PAGE_SIZE, type PAGE_SIZE_OPTIONS, type ConfigQuery, type ConfigTable } from '@loadline/core';

/**
 * State of the configuration browser (spec part 2 §2 "Configurations screen", §4 "Configuration
 * view", §9): the table, page, page size, server-side sort and filters, and the transitions the
 * spec names. Pure: no React, no fetch.
 *
 * @module
 */

/** A page size of the grid (spec part 2 §9: 10, 25, 50 or 100). */
export type ConfigPageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** The sort sent to the server; `null` is the server's default order. */
export interface ConfigSort {
  /** Column id (a displayed column of the table). */
  id: string;
  desc: boolean;
}

/** Filter name to the values kept (an empty or missing list keeps everything). */
export type ConfigFilterValues = Readonly<Record<string, readonly string[]>>;

/** Everything that decides which rows the grid asks for. */
export interface ConfigGridState {
  table: ConfigTable;
  /** Page, from 0 (spec part 2 §9: default page 0). */
  pageIndex: number;
  pageSize: ConfigPageSize;
  sort: ConfigSort | null;
  filters: ConfigFilterValues;
}

/**
 * The grid of a table as first shown: page 0, 25 rows, no sort, no filter.
 * @example initialConfigGrid('products') // { table: 'products', pageIndex: 0, pageSize: 25, sort: null, filters: {} }
 */
export function initialConfigGrid(table: ConfigTable = 'products'): ConfigGridState {
  return { table, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE, sort: null, filters: {} };
}

/**
 * Another table: page 0, sorting cleared (spec part 2 §4), filters cleared (they belong to the
 * table), page size kept. Choosing the current table changes nothing.
 */
export function selectConfigTable(state: ConfigGridState, table: ConfigTable): ConfigGridState {
  if (table === state.table) return state;
  return { ...state, table, pageIndex: 0, sort: null, filters: {} };
}

/**
 * Another page size, keeping the first visible row in view (spec part 2 §4): the new page is the
 * one holding row `pageIndex * pageSize`.
 * @example changeConfigPageSize({ ...s, pageIndex: 3, pageSize: 25 }, 50).pageIndex // 1 (row 75 is on page 1 of 50)
 */
export function changeConfigPageSize(state: ConfigGridState, pageSize: ConfigPageSize): ConfigGridState {
  const firstRow = state.pageIndex * state.pageSize;
  return { ...state, pageSize, pageIndex: Math.floor(firstRow / pageSize) };
}

/** Another page, clamped to 0..pageCount-1 when the count is known. */
export function changeConfigPage(state: ConfigGridState, pageIndex: number, count?: number): ConfigGridState {
  const last = count === undefined ? Number.MAX_SAFE_INTEGER : Math.max(0, configPageCount(count, state.pageSize) - 1);
  return { ...state, pageIndex: Math.min(Math.max(0, Math.trunc(pageIndex)), last) };
}

/** Another sort (server-side); the grid goes back to page 0. */
export function changeConfigSort(state: ConfigGridState, sort: ConfigSort | null): ConfigGridState {
  return { ...state, sort, pageIndex: 0 };
}

/** Other filters: the grid goes back to page 0; empty lists are dropped. */
export function changeConfigFilters(state: ConfigGridState, filters: ConfigFilterValues): ConfigGridState {
  return { ...state, filters: compactFilters(filters), pageIndex: 0 };
}

/** The filters without empty lists (an empty list keeps everything, so it is not sent). */
export function compactFilters(filters: ConfigFilterValues): ConfigFilterValues {
  return Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0));
}

/** Number of pages for `count` rows (at least 1, so an empty grid shows page 1 of 1). */
export function configPageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The query of GET /pricing/v1/config/{table} (spec part 2 §7): limit, skip, sortBy, sortOrder
 * and the filters of the table (names the table does not accept are not sent).
 * @example toConfigQuery({ table: 'products', pageIndex: 2, pageSize: 10, sort: { id: 'name', desc: true }, filters: {} })
 *   // { limit: 10, skip: 20, sortBy: 'name', sortOrder: 'desc', filters: {} }
 */
export function toConfigQuery(state: ConfigGridState): ConfigQuery {
  return {
    limit: state.pageSize,
    skip: state.pageIndex * state.pageSize,
    ...(state.sort ? { sortBy: state.sort.id, sortOrder: state.sort.desc ? 'desc' : 'asc' } : {}),
    filters: tableFilters(state.table, state.filters),
  };
}

/** The non-empty filters of `filters` that `table` accepts (spec part 2 §3). */
export function tableFilters(table: ConfigTable, filters: ConfigFilterValues): ConfigFilterValues {
  const accepted = new Set<string>(CONFIG_TABLE_FILTERS[table]);
  return Object.fromEntries(Object.entries(filters).filter(([name, values]) => accepted.has(name) && values.length > 0));
}

/**
 * The rows a page shows, 1-based, for the pager text.
 * @example shownRange(1, 25, 60) // { from: 26, to: 50 }
 */
export function shownRange(pageIndex: number, pageSize: number, count: number): { from: number; to: number } {
  if (count === 0) return { from: 0, to: 0 };
  const from = Math.min(pageIndex * pageSize + 1, count);
  return { from, to: Math.min((pageIndex + 1) * pageSize, count) };
}
