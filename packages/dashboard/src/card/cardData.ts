import {
  UNITS,
  UNIT_CATALOGUE,
  convertUnit,
  convertUnitOverInterval,
  defaultUnitOf,
  formatUnitLabel,
  isUnitId,
  unitFromMetadata,
  unitsOfType,
  type AxisId,
  type Card,
  type DataSeries,
  type DatasourceMetadata,
  type QueryColumns,
  type QueryRow,
  type SeriesType,
  type UnitDefinition,
  type UnitId,
} from '@loadline/core';
import type { ResolvedSource } from '../model/dataMapping';
import type { CardXAxis } from '../model/queryPlan';
import { parseInstant } from './parseInstant';
import type { RowRuns } from '@loadline/core';

/**
 * The data of a dashboard card, without React (spec part 1 §2 "Dashboard editor", §3 "Card", §5):
 * which query each series sends, and how the answer becomes points on the card's axes.
 *
 * @module
 */

/**
 * One line (or bar set) of a card: a series' answer, or one group of it when the series is split
 * by a dimension.
 */
export interface CardSeriesData {
  /** Unique within the card: the series id, plus `|{value}` for a split group. */
  id: string;
  /** The card series it comes from. */
  seriesId: string;
  /** Legend text: the series label, plus the split value. */
  label: string;
  axisId: AxisId;
  /** Unit id of the values (the axis unit, e.g. 'kWh', 'degC'). */
  unit: string;
  /** Text of the unit for legends and tables, e.g. 'kWh', '°F', or the series' custom unit. */
  unitLabel: string;
  /**
   * x: epoch ms of each interval start (hour beginning) for a time axis, else the cyclic bucket
   * (hour of day 0-23, ISO weekday 1-7, month 1-12); y: values in `unit`, NaN for a gap.
   */
  points: { x: Float64Array; y: Float64Array };
  /** The first or last point stands for a partial month or year (see `partialBuckets`); drawn dashed. @default none */
  partial?: { first: boolean; last: boolean };
}

/** The unit type of an axis: the type of its first series, or null when the axis is empty. */
export function axisSeriesType(card: Pick<Card, 'dataSeries'>, axisId: AxisId): SeriesType | null {
  return card.dataSeries.find((s) => s.axisId === axisId)?.type ?? null;
}

/** Units a user may pick for an axis holding `type` (spec part 1 §3 "Units"), default first. */
export function axisUnitOptions(type: SeriesType): readonly UnitDefinition[] {
  return unitsOfType(type);
}

/**
 * The unit an axis shows: the card's `typeUnits[axisId]` when it is a unit of the axis' type,
 * else the type's default (kWh for power load, therm, degF, dimensionless, custom).
 */
export function axisUnit(card: Pick<Card, 'typeUnits'>, axisId: AxisId, type: SeriesType): string {
  const chosen = card.typeUnits[axisId];
  return chosen && isUnitId(chosen) && (UNIT_CATALOGUE[type].units as readonly string[]).includes(chosen) ? chosen : defaultUnitOf(type);
}

function toNumber(v: QueryRow[string] | undefined): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v !== '') return Number(v);
  return Number.NaN;
}

// Epoch ms of each row's `__time`, per answer: an answer stays the same array in the query cache,
// so redrawing it (another unit, a time filter) parses no text again.
const INSTANTS = new WeakMap<readonly QueryRow[], Float64Array>();

/**
 * An answer as a card reads it: the spec's rows, or the columns of a columnar answer (core's
 * `queryColumnsOf`), which carry epoch ms times and no text to parse.
 */
export type AnswerRows = readonly QueryRow[] | QueryColumns;

function isColumns(answer: AnswerRows): answer is QueryColumns {
  return !Array.isArray(answer);
}

/** The number of rows of an answer. */
export function answerLength(answer: AnswerRows): number {
  return isColumns(answer) ? answer.rowCount : answer.length;
}

/** Reads column `name` of row i of an answer (null for a missing column; a time column's epoch ms). */
export function columnReader(answer: AnswerRows, name: string): (i: number) => QueryRow[string] | undefined {
  if (!isColumns(answer)) return (i) => answer[i]?.[name];
  const column = answer.byName.get(name);
  if (!column) return () => null;
  if (column.kind === 'time') return (i) => column.instants[i];
  return (i) => column.values[i];
}

function instantsOf(answer: AnswerRows): Float64Array {
  if (isColumns(answer)) {
    const time = answer.byName.get('__time');
    if (time?.kind === 'time') return time.instants;
    const read = columnReader(answer, '__time');
    return Float64Array.from({ length: answer.rowCount }, (_, i) => {
      const v = read(i);
      return typeof v === 'string' ? parseInstant(v) : toNumber(v);
    });
  }
  const rows = answer;
  let xs = INSTANTS.get(rows);
  if (!xs) {
    xs = new Float64Array(rows.length);
    for (let i = 0; i < rows.length; i += 1) {
      const v = rows[i]?.__time;
      xs[i] = typeof v === 'string' ? parseInstant(v) : toNumber(v);
    }
    INSTANTS.set(rows, xs);
  }
  return xs;
}

/** The unit a series' values arrive in, with the interval they cover, or why it is unknown. */
export type SourceUnit = { ok: true; unit: string; intervalMinutes: number | null } | { ok: false; error: string };

/**
 * The unit of a series' values as its datasource answers them: the data mapping's fixed unit,
 * else the metadata's unit of the measure column (`metrics[].unit` read with core's
 * `unitFromMetadata`: 'MWh', 'MW', 'degF', 'therm'...; 'count' is dimensionless; a unit outside
 * the catalogue is a custom unit). The interval is the mapping's, else the metadata's
 * `timeIntervalMinutes`: a demand (kW, MW) is charted as the energy of each interval.
 *
 * @example sourceUnitOf(source, series, metadata) // { ok: true, unit: 'MWh', intervalMinutes: 60 }
 */
export function sourceUnitOf(source: ResolvedSource, series: Pick<DataSeries, 'type'>, metadata: DatasourceMetadata | undefined): SourceUnit {
  const intervalMinutes = source.timeIntervalMinutes ?? metadata?.timeIntervalMinutes ?? null;
  if (source.unit !== null) return { ok: true, unit: source.unit, intervalMinutes };
  const metric = metadata?.metrics.find((m) => m.name === source.metric);
  if (!metric) return { ok: false, error: `"${source.metric}" is not a metric of datasource ${source.datasource}` };
  const read = unitFromMetadata(metric.unit);
  // A custom series keeps its own unit; a count of a dimensionless metric is a plain number; a
  // catalogue unit converts to the axis unit.
  if (series.type === 'custom') return { ok: true, unit: 'custom', intervalMinutes };
  if (read.type === 'custom' && metric.unitType === 'dimensionless') return { ok: true, unit: 'dimensionless', intervalMinutes };
  return { ok: true, unit: read.unit, intervalMinutes };
}

// A values column in an axis unit, per column and conversion: the cards showing one answer in
// one unit share it, and a time filter change on it converts nothing again.
const CONVERTED = new WeakMap<readonly unknown[], Map<string, Float64Array>>();

type Conversion = ReturnType<typeof affineConversion>;

/** A value converted with an affine conversion: NaN for a gap (NaN or an infinity). */
function convertValue(v: number, { factor, add, divisor }: Conversion): number {
  if (!Number.isFinite(v)) return Number.NaN;
  return factor === 1 && add === 0 && divisor === 1 ? v : (v * factor + add) / divisor;
}

/** The numbers of a values column converted with an affine conversion (NaN for a gap or text that is no number). */
function convertedValues(values: readonly (string | number | boolean | null)[], conversion: Conversion): Float64Array {
  const key = `${conversion.factor} ${conversion.add} ${conversion.divisor}`;
  let byConversion = CONVERTED.get(values);
  let ys = byConversion?.get(key);
  if (ys) return ys;
  ys = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const raw = values[i];
    ys[i] = convertValue(typeof raw === 'number' ? raw : toNumber(raw as QueryRow[string]), conversion);
  }
  if (!byConversion) {
    byConversion = new Map();
    CONVERTED.set(values, byConversion);
  }
  byConversion.set(key, ys);
  return ys;
}

/** Bucket key of a day type: 1 Weekday, 2 Weekend (NaN otherwise). */
function dayTypeKey(v: QueryRow[string] | undefined): number {
  return v === 'Weekday' ? 1 : v === 'Weekend' ? 2 : Number.NaN;
}

/**
 * The conversion of values from `from` to `to` as `(value * factor + add) / divisor`: the unit
 * catalogue's affine map within a unit type (`base = value * factor + offset`, core's
 * `convertUnit`), written so that exact conversions stay exact (212 degF is 100 degC); between
 * demand and energy, the energy of one interval of `intervalMinutes` (core's
 * `convertUnitOverInterval`: 1 MW over 15 minutes is 0.25 MWh).
 *
 * @throws UnitConversionError for units outside the catalogue, of unrelated unit types, or a
 *   demand/energy conversion without a known interval.
 */
export function affineConversion(from: string, to: string, intervalMinutes: number | null): { factor: number; add: number; divisor: number } {
  if (from === to) return { factor: 1, add: 0, divisor: 1 };
  if (!isUnitId(from) || !isUnitId(to)) convertUnit(1, from, to); // throws 'unknown-unit'
  const a = UNITS[from as UnitId];
  const b = UNITS[to as UnitId];
  if (a.type !== b.type) {
    // Demand and energy: linear through the interval (throws for unrelated types or no interval).
    return { factor: convertUnitOverInterval(1, from, to, intervalMinutes ?? Number.NaN), add: 0, divisor: 1 };
  }
  return { factor: a.factor, add: a.offset - b.offset, divisor: b.factor };
}

/**
 * Turns the rows of one series' answer into card series: x from the time split (`__time`, ISO
 * 8601 with offset, to epoch ms) or the cyclic part column, y from the measure column converted
 * from `sourceUnit` to `unit` with core's `convertUnit`.
 * A series split by a dimension gives one card series per value of that column, in first-seen
 * order. Rows are kept in the answer's order (the API sorts by the splits).
 *
 * @param keep - when given, only the rows of these runs are drawn (a time filter applied in the
 *   browser, see `timePartRuns`).
 * @throws UnitConversionError when `sourceUnit` and `unit` are of different unit types.
 */
export function rowsToSeriesData(
  rows: AnswerRows,
  plan: { series: DataSeries; measure: string; sourceUnit: string; intervalMinutes?: number | null },
  xAxis: CardXAxis,
  unit: string,
  keep: RowRuns | null = null,
): CardSeriesData[] {
  const { series, measure } = plan;
  // Every conversion of the catalogue is affine (base = value * factor + offset): read it once.
  const conversion = affineConversion(plan.sourceUnit, unit, plan.intervalMinutes ?? null);
  const unitLabel = formatUnitLabel(unit, series.customUnit);
  const base = series.extras.legendText ?? series.label;
  const split = series.selectedSplit ?? null;
  const measureColumn = split === null && xAxis === 'time' && isColumns(rows) ? rows.byName.get(measure) : undefined;
  if (measureColumn && measureColumn.kind === 'values') {
    // An unsplit time series of a columnar answer (a dashboard's usual card): the column's values
    // in the axis unit are worked out once per answer and unit, and a time filter's runs are
    // copied from them, with no test per row.
    const instants = instantsOf(rows);
    const ys = convertedValues(measureColumn.values, conversion);
    let x: Float64Array;
    let y: Float64Array;
    if (!keep) {
      x = instants.slice();
      y = ys.slice();
    } else {
      x = new Float64Array(keep.rows);
      y = new Float64Array(keep.rows);
      for (let k = 0, j = 0; k < keep.length; k += 1) {
        const from = keep.starts[k] as number;
        const to = keep.ends[k] as number;
        x.set(instants.subarray(from, to), j);
        y.set(ys.subarray(from, to), j);
        j += to - from;
      }
    }
    return [{ id: series.id, seriesId: series.id, label: base, axisId: series.axisId, unit, unitLabel, points: { x, y } }];
  }
  const length = answerLength(rows);
  // The rows drawn, in order: every row, or the rows of the filter's runs.
  const visit = (f: (i: number) => void) => {
    if (!keep) for (let i = 0; i < length; i += 1) f(i);
    else for (let k = 0; k < keep.length; k += 1) for (let i = keep.starts[k] as number; i < (keep.ends[k] as number); i += 1) f(i);
  };
  // Row indices per card series: one group for an unsplit series (even without rows).
  const groups = new Map<string, number[]>();
  const all: number[] = [];
  if (split === null) groups.set('', all);
  const splitValue = split === null ? null : columnReader(rows, split);
  visit((i) => {
    if (splitValue === null) {
      all.push(i);
      return;
    }
    const key = String(splitValue(i) ?? '');
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  const instants = xAxis === 'time' ? instantsOf(rows) : null;
  const xValue = instants ? null : columnReader(rows, xAxis === 'time' ? '__time' : xAxis);
  const measureValue = columnReader(rows, measure);
  return [...groups].map(([value, list]) => {
    const x = new Float64Array(list.length);
    const y = new Float64Array(list.length);
    for (let j = 0; j < list.length; j += 1) {
      const i = list[j] as number;
      x[j] = instants ? (instants[i] as number) : xAxis === 'dayType' ? dayTypeKey(xValue?.(i)) : toNumber(xValue?.(i));
      const v = toNumber(measureValue(i));
      y[j] = convertValue(v, conversion);
    }
    return {
      id: split === null ? series.id : `${series.id}|${value}`,
      seriesId: series.id,
      label: split === null ? base : `${base} ${value}`,
      axisId: series.axisId,
      unit,
      unitLabel,
      points: { x, y },
    };
  });
}

/** A series id not used on `card`: the id itself, else `{id}#2`, `{id}#3`... */
export function uniqueSeriesId(card: Pick<Card, 'dataSeries'>, id: string): string {
  const taken = new Set(card.dataSeries.map((s) => s.id));
  if (!taken.has(id)) return id;
  let n = 2;
  while (taken.has(`${id}#${n}`)) n += 1;
  return `${id}#${n}`;
}
