import { TEXT_MIN_MAX_FAILED, type RangeFilter } from '@loadline/core';
import { useMinMax } from '@loadline/core/react';
import { useId, useMemo } from 'react';
import { roundRangeFilter } from '../model/filters';
import { TEXT_MAX, TEXT_MIN } from '../texts';
import * as css from './controls.css';

/** Props of {@link RangeFilters}. */
export interface RangeFiltersProps {
  datasource: string;
  /** Range filter columns of the config item. */
  columns: readonly { name: string; title: string }[];
  /** The draft's range filters; a column without one shows the data's bounds. */
  value: readonly RangeFilter[];
  /** Called with one column's new range (min rounded down, max rounded up). */
  onChange: (filter: RangeFilter) => void;
}

/**
 * Range filters (spec part 1 §5): for each column a Min and a Max field, starting at the data's
 * bounds from min-max with the minimum rounded down and the maximum rounded up. A failed min-max
 * call reads 'Failed to fetch min max for range filters'.
 *
 * @example <RangeFilters datasource="ercot_load" columns={[{ name: 'load', title: 'Load' }]} value={draft.rangeFilters} onChange={setRange} />
 */
export function RangeFilters({ datasource, columns, value, onChange }: RangeFiltersProps) {
  const names = columns.map((c) => c.name);
  const minMax = useMinMax(datasource, names.length ? { dimensions: names } : null);
  const bounds = useMemo(() => {
    const out = new Map<string, RangeFilter>();
    for (const item of minMax.data ?? []) {
      if (item.minValue !== null && item.maxValue !== null) out.set(item.name, roundRangeFilter({ name: item.name, value: [item.minValue, item.maxValue] }));
    }
    return out;
  }, [minMax.data]);
  const baseId = useId();
  if (columns.length === 0) return null;
  if (minMax.error) return <p role="alert" className={css.error}>{TEXT_MIN_MAX_FAILED}</p>;
  return (
    <>
      {columns.map((column, i) => {
        if (minMax.isPending) {
          // The same fields, empty and disabled, so the bar keeps its height when the bounds arrive (no layout shift).
          return (
            <fieldset key={column.name} className={css.range} data-part="ll_range-filter" aria-busy="true" disabled>
              <legend className={css.label}>{column.title}</legend>
              <div className={css.rangeRow}>
                <span className={css.field}>
                  <label htmlFor={`${baseId}-${i}-min`} className={css.label}>{TEXT_MIN}</label>
                  <input id={`${baseId}-${i}-min`} type="number" className={css.number} value="" readOnly />
                </span>
                <span className={css.field}>
                  <label htmlFor={`${baseId}-${i}-max`} className={css.label}>{TEXT_MAX}</label>
                  <input id={`${baseId}-${i}-max`} type="number" className={css.number} value="" readOnly />
                </span>
              </div>
            </fieldset>
          );
        }
        const bound = bounds.get(column.name);
        if (!bound) return null;
        const current = value.find((r) => r.name === column.name) ?? bound;
        const [lo, hi] = current.value;
        const set = (index: 0 | 1, n: number) => {
          if (!Number.isFinite(n)) return;
          onChange(roundRangeFilter({ name: column.name, value: index === 0 ? [n, hi] : [lo, n] }));
        };
        const minId = `${baseId}-${i}-min`;
        const maxId = `${baseId}-${i}-max`;
        return (
          <fieldset key={column.name} className={css.range} data-part="ll_range-filter">
            <legend className={css.label}>{column.title}</legend>
            <div className={css.rangeRow}>
              <span className={css.field}>
                <label htmlFor={minId} className={css.label}>{TEXT_MIN}</label>
                <input id={minId} type="number" step={1} className={css.number} value={lo} min={bound.value[0]} max={bound.value[1]}
                  onChange={(e) => set(0, e.target.valueAsNumber)} />
              </span>
              <span className={css.field}>
                <label htmlFor={maxId} className={css.label}>{TEXT_MAX}</label>
                <input id={maxId} type="number" step={1} className={css.number} value={hi} min={bound.value[0]} max={bound.value[1]}
                  onChange={(e) => set(1, e.target.valueAsNumber)} />
              </span>
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
