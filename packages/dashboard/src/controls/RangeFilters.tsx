import { convertUnit, defaultUnitOf, formatUnitLabel, TEXT_MIN_MAX_FAILED, unitFromMetadata, type DatasourceMetadata, type MinMaxItem, type RangeFilter } from '@loadline/core';
import { useDatasourceMetadata, useMinMax } from '@loadline/core/react';
import { useAfterCardAnswers } from '../panels/useAfterCardAnswers';
import { useId, useMemo } from 'react';
import { roundRangeFilter } from '../model/filters';
import { TEXT_MAX, TEXT_MIN } from '../texts';
import * as css from './controls.css';
import * as rangeCss from './RangeFilters.css';

/** Props of {@link RangeFilters}. */
export interface RangeFiltersProps {
  datasource: string;
  /** Range filter columns of the config item. */
  columns: readonly { name: string; title: string }[];
  /** The draft's range filters; a column without one shows the data's bounds. */
  value: readonly RangeFilter[];
  /** Called with one column's new range, in the datasource's unit. */
  onChange: (filter: RangeFilter) => void;
  /**
   * Unit each column's bounds are shown and typed in, by column name (e.g. `{ load: 'MWh' }` when
   * the dashboard's cards show MWh). @default the default unit of the column's unit type (kWh for
   * load, spec part 1 §3), from the datasource metadata
   */
  displayUnits?: Readonly<Record<string, string>>;
  /**
   * The columns' bounds when the host reads them from another call (the risk editor's min-max
   * under /risk/v1/risk-data): in place of the data min-max call. @default the datasource's min-max
   */
  minMax?: { data: readonly MinMaxItem[] | undefined; isPending: boolean; error: Error | null };
}

/** How one column's values go between the datasource's unit and the shown one. */
interface ColumnUnits {
  /** Unit of the datasource's values (metadata `metrics[].unit`), null when unknown. */
  source: string | null;
  /** Unit the bounds are shown in; the source unit when they cannot be converted. */
  shown: string | null;
}

/**
 * The source and shown units of a range filter column: the metric's unit read by `unitFromMetadata`,
 * shown in `displayUnit` (else the default unit of its type, e.g. kWh for power load) when the two
 * convert; a custom or unknown unit is shown as it is.
 */
export function rangeColumnUnits(metadata: DatasourceMetadata | undefined, column: string, displayUnit?: string): ColumnUnits {
  const metric = metadata?.metrics.find((m) => m.name === column);
  if (!metric?.unit) return { source: null, shown: null };
  const read = unitFromMetadata(metric.unit);
  if (read.unit === 'custom') return { source: read.customUnit, shown: read.customUnit };
  const wanted = displayUnit ?? defaultUnitOf(read.type);
  try {
    convertUnit(1, read.unit, wanted);
    return { source: read.unit, shown: wanted };
  } catch {
    return { source: read.unit, shown: read.unit };
  }
}

const convert = (v: number, from: string | null, to: string | null) => (from && to && from !== to ? convertUnit(v, from, to) : v);

/**
 * A range in the datasource's unit as shown: converted, then the minimum rounded down and the
 * maximum rounded up (spec part 1 §5), so the shown bounds always hold the data's.
 *
 * @example shownRange([10.5, 20.25], { source: 'MWh', shown: 'kWh' }) // [10500, 20250]
 */
export function shownRange(range: readonly [number, number], units: ColumnUnits): [number, number] {
  // Rounded to 1e-9 first so a float artefact (20.25 MWh as 20250.000000003 kWh) does not move a bound.
  const tidy = (v: number) => Math.round(v * 1e9) / 1e9;
  return [Math.floor(tidy(convert(range[0], units.source, units.shown))), Math.ceil(tidy(convert(range[1], units.source, units.shown)))];
}

/**
 * Range filters (spec part 1 §5): for each column a Min and a Max field in the display unit (shown
 * next to them; kWh for load by default, as the cards show it), starting at the data's bounds from
 * min-max with the minimum rounded down and the maximum rounded up. Typed bounds are converted to
 * the datasource's unit (its metadata `metrics[].unit`) before `onChange`, so filtering happens in
 * the unit the data is held in. A failed min-max call reads 'Failed to fetch min max for range filters'.
 *
 * @example <RangeFilters datasource="ercot_load" columns={[{ name: 'load', title: 'Load' }]} value={draft.rangeFilters} onChange={setRange} />
 */
export function RangeFilters({ datasource, columns, value, onChange, displayUnits, minMax: given }: RangeFiltersProps) {
  const names = columns.map((c) => c.name);
  // The bounds are asked for once the cards have their answers: the first draw goes first.
  const ready = useAfterCardAnswers();
  const own = useMinMax(datasource, ready && names.length && !given ? { dimensions: names } : null);
  const minMax = given ?? own;
  const metadata = useDatasourceMetadata(names.length ? datasource : null);
  const bounds = useMemo(() => {
    const out = new Map<string, RangeFilter>();
    for (const item of minMax.data ?? []) {
      if (item.minValue !== null && item.maxValue !== null) out.set(item.name, { name: item.name, value: [item.minValue, item.maxValue] });
    }
    return out;
  }, [minMax.data]);
  const baseId = useId();
  if (columns.length === 0) return null;
  if (minMax.error) return <p role="alert" className={css.error}>{TEXT_MIN_MAX_FAILED}</p>;
  return (
    <>
      {columns.map((column, i) => {
        // The metadata names the unit; without it (a failed call) the bounds show as the data holds them.
        if (minMax.isPending || metadata.isPending) {
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
        const data = bounds.get(column.name);
        if (!data) return null;
        const units = rangeColumnUnits(metadata.data, column.name, displayUnits?.[column.name]);
        const bound = shownRange(data.value, units);
        const current = value.find((r) => r.name === column.name);
        const [lo, hi] = current ? shownRange(current.value, units) : bound;
        const set = (index: 0 | 1, n: number) => {
          if (!Number.isFinite(n)) return;
          const [min, max] = roundRangeFilter({ name: column.name, value: index === 0 ? [n, hi] : [lo, n] }).value;
          onChange({ name: column.name, value: [convert(min, units.shown, units.source), convert(max, units.shown, units.source)] });
        };
        const minId = `${baseId}-${i}-min`;
        const maxId = `${baseId}-${i}-max`;
        const unitId = `${baseId}-${i}-unit`;
        const unitLabel = units.shown ? formatUnitLabel(units.shown) : null;
        const described = unitLabel ? unitId : undefined;
        return (
          <fieldset key={column.name} className={css.range} data-part="ll_range-filter">
            <legend className={css.label}>{column.title}</legend>
            <div className={css.rangeRow}>
              <span className={css.field}>
                <label htmlFor={minId} className={css.label}>{TEXT_MIN}</label>
                <input id={minId} type="number" step={1} className={css.number} value={lo} min={bound[0]} max={bound[1]} aria-describedby={described}
                  onChange={(e) => set(0, e.target.valueAsNumber)} />
              </span>
              <span className={css.field}>
                <label htmlFor={maxId} className={css.label}>{TEXT_MAX}</label>
                <input id={maxId} type="number" step={1} className={css.number} value={hi} min={bound[0]} max={bound[1]} aria-describedby={described}
                  onChange={(e) => set(1, e.target.valueAsNumber)} />
              </span>
              {unitLabel && <span id={unitId} className={rangeCss.unit} data-part="ll_range-filter-unit">{unitLabel}</span>}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
