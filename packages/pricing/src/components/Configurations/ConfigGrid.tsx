import { PAGE_SIZE_OPTIONS, configRowSchemas, type ConfigTable } from '@loadline/core';
import { Button, part } from '@loadline/ui';
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { configPageCount, shownRange, type ConfigPageSize, type ConfigSort } from '../../model/configGrid';
import { pricingTexts } from '../../texts';
import * as css from './Configurations.css';

type Row = Record<string, string | null>;

/** Props of {@link ConfigGrid}. */
export interface ConfigGridProps {
  /** The table whose displayed columns are shown (spec part 2 §3). */
  table: ConfigTable;
  /** The page of rows, as the server sorted it. */
  rows: readonly Row[];
  /** Rows the filters keep (from the count call); `undefined` while unknown. */
  count: number | undefined;
  pageIndex: number;
  pageSize: ConfigPageSize;
  sort: ConfigSort | null;
  /** A page is loading. @default false */
  loading?: boolean;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (size: ConfigPageSize) => void;
  onSortChange: (sort: ConfigSort | null) => void;
}

const features = tableFeatures({ rowPaginationFeature, rowSortingFeature });
const apply = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater);
const SORT_ICON = { asc: '▲', desc: '▼' } as const;

/**
 * The grid of a configuration table (spec part 2 §2 "a grid paged and sorted by the server", §9):
 * TanStack Table (v9, its pagination and sorting features) in manual mode (`manualPagination`, `manualSorting`, `rowCount` from the count
 * call), one sortable header per displayed column (asc, desc, none), a rows-per-page select of
 * 10/25/50/100 and the pager. The table state lives with the caller.
 *
 * @example <ConfigGrid table="products" rows={rows} count={42} pageIndex={0} pageSize={25} sort={null} {...handlers} />
 */
export function ConfigGrid({ table, rows, count, pageIndex, pageSize, sort, loading = false, onPageChange, onPageSizeChange, onSortChange }: ConfigGridProps) {
  const sizeId = useId();
  const columns = useMemo<ColumnDef<typeof features, Row>[]>(
    () => Object.keys(configRowSchemas[table].shape).map((id) => ({ id, accessorFn: (r: Row) => r[id] ?? null, header: id })),
    [table],
  );
  const pagination: PaginationState = { pageIndex, pageSize };
  const sorting: SortingState = sort ? [sort] : [];
  const grid = useTable({
    features,
    data: rows as Row[],
    columns,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    rowCount: count ?? 0,
    state: { pagination, sorting },
    onPaginationChange: (u) => {
      const next = apply(u, pagination);
      if (next.pageSize !== pageSize) onPageSizeChange(next.pageSize as ConfigPageSize);
      else if (next.pageIndex !== pageIndex) onPageChange(next.pageIndex);
    },
    onSortingChange: (u) => {
      const next = apply(u, sorting)[0];
      onSortChange(next ? { id: next.id, desc: next.desc } : null);
    },
  });
  const total = count ?? 0;
  const range = shownRange(pageIndex, pageSize, total);
  const pages = configPageCount(total, pageSize);
  return (
    <div {...part('config-grid', css.center)} aria-busy={loading || undefined}>
      <div className={css.scroller}>
        <table className={css.table} aria-label={pricingTexts.tables[table]} aria-rowcount={count === undefined ? undefined : total + 1}>
          <thead>
            {grid.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const dir = h.column.getIsSorted();
                  return (
                    <th key={h.id} className={css.th} scope="col" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}>
                      <button type="button" className={css.sortButton} onClick={h.column.getToggleSortingHandler()} data-state={dir || 'none'}>
                        {String(h.column.columnDef.header)}
                        <span aria-hidden="true">{dir ? SORT_ICON[dir] : ''}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {grid.getRowModel().rows.map((r, i) => (
              <tr key={`${pageIndex}-${i}`} aria-rowindex={pageIndex * pageSize + i + 2}>
                {r.getAllCells().map((c) => {
                  const v = c.getValue() as string | null;
                  return (
                    <td key={c.id} className={[css.td, v === null ? css.muted : ''].join(' ')}>
                      {v ?? '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
            {rows.length === 0 && !loading ? (
              <tr>
                <td className={`${css.td} ${css.muted}`} colSpan={columns.length}>
                  {pricingTexts.noRows}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <div className={css.pager}>
        <label htmlFor={sizeId}>{pricingTexts.rowsPerPage}</label>
        <select id={sizeId} className={css.select} value={pageSize} onChange={(e) => grid.setPageSize(Number(e.target.value))}>
          {PAGE_SIZE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <span aria-live="polite" data-ll-part="config-range">
          {count === undefined ? '…' : `${range.from}–${range.to} of ${total}`}
        </span>
        <Button size="sm" variant="secondary" onClick={() => grid.previousPage()} disabled={!grid.getCanPreviousPage()} aria-label={pricingTexts.previousPage}>
          ‹
        </Button>
        <span>{`${pageIndex + 1} / ${pages}`}</span>
        <Button size="sm" variant="secondary" onClick={() => grid.nextPage()} disabled={!grid.getCanNextPage()} aria-label={pricingTexts.nextPage}>
          ›
        </Button>
      </div>
    </div>
  );
}
