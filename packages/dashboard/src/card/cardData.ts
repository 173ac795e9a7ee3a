import {
  UNITS,
  UNIT_CATALOGUE,
  convertUnit,
  defaultGroupInterval,
  defaultUnitOf,
  formatUnitLabel,
  groupingOf,
  isUnitId,
  measureResultName,
  unitsOfType,
  type AxisId,
  type Card,
  type DataSeries,
  type Grouping,
  type QueryRequest,
  type QueryRow,
  type SeriesType,
  type UnitDefinition,
} from '@loadline/core';
import { seriesSource, type CardQueryContext } from '../model/seriesCatalog';
import { seriesToQuery } from '../model/seriesToQuery';
import { parseInstant } from './parseInstant';

/**
 * The data of a dashboard card, without React (spec part 1 §2 "Dashboard editor", §3 "Card", §5):
 * which query each series sends, and how the answer becomes points on the card's axes.
 *
 * @module
 */

/** How a card's x axis runs: along time (epoch ms), or over the buckets of a cyclic grouping. */
export type CardXAxis = 'time' | 'hourOfDay' | 'dayOfWeek' | 'monthOfYear';

/** What one series of a card asks for: a query to send, or the errors that stop it. */
export type CardSeriesPlan =
  | { series: DataSeries; ok: true; datasource: string; body: QueryRequest; measure: string; sourceUnit: string }
  | { series: DataSeries; ok: false; errors: string[] };

/** The queries of a card: one plan per series, the grouping used and the x axis it gives. */
export interface CardPlan {
  grouping: Grouping;
  xAxis: CardXAxis;
  plans: CardSeriesPlan[];
}

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
}

/**
 * Unit of the values a datasource answers for a series type: the reference datasources hold load
 * in MWh (ercot_load, ercot_forecast), temperature in degF (weather), meter counts as plain
 * numbers; gas load is taken as therm and a custom unit as itself.
 */
export const SOURCE_UNITS: Readonly<Record<SeriesType, string>> = {
  'power load': 'MWh',
  'gas load': 'therm',
  temperature: 'degF',
  dimensionless: 'dimensionless',
  custom: 'custom',
};

const CYCLIC_AXES: Partial<Record<Grouping, CardXAxis>> = { Hour24: 'hourOfDay', DayOfWeek: 'dayOfWeek', Month12: 'monthOfYear' };

/**
 * The grouping a card's queries use: the card's own, else the datasource's default group interval
 * (spec part 1 §9: quarter-hourly for 15-minute data, otherwise hourly).
 */
export function effectiveGrouping(card: Pick<Card, 'group'>, context: Pick<CardQueryContext, 'config'>): Grouping {
  return card.group ?? defaultGroupInterval(context.config.timeInterval ?? undefined);
}

/** The x axis of a grouping: time for timeline groupings, the bucket for Hour24, DayOfWeek and Month12. */
export function xAxisOf(grouping: Grouping): CardXAxis {
  return groupingOf(grouping).kind === 'timeline' ? 'time' : (CYCLIC_AXES[grouping] ?? 'time');
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

/**
 * Plans the queries of a card (spec part 1 §5 "Data query needs...", part 2 §7): for each series,
 * its datasource ({@link seriesSource}) and query ({@link seriesToQuery}) in the dashboard's zone,
 * date range and filters, grouped by the card's grouping. The dashboard's dimension and range
 * filters go only to series of the config's datasource (a weather series has no zone column).
 * A series whose query is invalid (e.g. 'No calculation was specified', 'Cannot group by
 * selection') or whose level has no datasource carries its errors and sends nothing.
 *
 * @param now - the clock for relative date bounds.
 */
export function planCardQueries(card: Pick<Card, 'dataSeries' | 'group'>, context: CardQueryContext, now: Date): CardPlan {
  const grouping = effectiveGrouping(card, context);
  const settings = {
    timezone: context.timezone,
    from: context.from,
    to: context.to,
    filters: context.filters,
    rangeFilters: context.rangeFilters,
    timeFilters: context.timeFilters,
    grouping,
    now,
    dataMin: context.dataMin,
    dataMax: context.dataMax,
  };
  const plans = card.dataSeries.map((series): CardSeriesPlan => {
    let source;
    try {
      source = seriesSource(series, context.config);
    } catch (e) {
      return { series, ok: false, errors: [e instanceof Error ? e.message : String(e)] };
    }
    // Dimension and range filters name columns of the config's datasource; other datasources
    // (weather) take only the dates and time filters.
    const own = source.datasource === context.config.datasource;
    const query = seriesToQuery(series, own ? settings : { ...settings, filters: [], rangeFilters: [] }, source.meta);
    if (!query.success) return { series, ok: false, errors: query.errors };
    const first = query.data.selectedMeasures[0];
    const measure = first ? measureResultName(first) : '';
    return { series, ok: true, datasource: source.datasource, body: query.data, measure, sourceUnit: SOURCE_UNITS[series.type] };
  });
  return { grouping, xAxis: xAxisOf(grouping), plans };
}

function toNumber(v: QueryRow[string] | undefined): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v !== '') return Number(v);
  return Number.NaN;
}

// Epoch ms of each row's `__time`, per answer: an answer stays the same array in the query cache,
// so redrawing it (another unit, a time filter) parses no text again.
const INSTANTS = new WeakMap<readonly QueryRow[], Float64Array>();

function instantsOf(rows: readonly QueryRow[]): Float64Array {
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

/**
 * Turns the rows of one series' answer into card series: x from the time split (`__time`, ISO
 * 8601 with offset, to epoch ms) or the cyclic part column, y from the measure column converted
 * from `sourceUnit` to `unit` with core's `convertUnit`.
 * A series split by a dimension gives one card series per value of that column, in first-seen
 * order. Rows are kept in the answer's order (the API sorts by the splits).
 *
 * @param keep - when given, only the rows i with `keep[i] === 1` are drawn (a time filter applied
 *   in the browser, see `timePartMask`).
 * @throws UnitConversionError when `sourceUnit` and `unit` are of different unit types.
 */
export function rowsToSeriesData(
  rows: readonly QueryRow[],
  plan: { series: DataSeries; measure: string; sourceUnit: string },
  xAxis: CardXAxis,
  unit: string,
  keep: Uint8Array | null = null,
): CardSeriesData[] {
  const { series, measure } = plan;
  convertUnit(1, plan.sourceUnit, unit); // throws for unknown or incompatible units
  // convertUnit's affine map (unit catalogue: base = value * factor + offset), looked up once.
  const from = isUnitId(plan.sourceUnit) ? UNITS[plan.sourceUnit] : null;
  const to = isUnitId(unit) ? UNITS[unit] : null;
  const same = !from || !to || from.id === to.id;
  const unitLabel = formatUnitLabel(unit, series.customUnit);
  const base = series.extras.legendText ?? series.label;
  const split = series.selectedSplit ?? null;
  // Row indices per card series: one group for an unsplit series (even without rows).
  const groups = new Map<string, number[]>();
  const all: number[] = [];
  if (split === null) groups.set('', all);
  for (let i = 0; i < rows.length; i += 1) {
    if (keep && keep[i] !== 1) continue;
    if (split === null) {
      all.push(i);
      continue;
    }
    const key = String(rows[i]?.[split] ?? '');
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  }
  const instants = xAxis === 'time' ? instantsOf(rows) : null;
  return [...groups].map(([value, list]) => {
    const x = new Float64Array(list.length);
    const y = new Float64Array(list.length);
    for (let j = 0; j < list.length; j += 1) {
      const i = list[j] as number;
      const row = rows[i] as QueryRow;
      x[j] = instants ? (instants[i] as number) : toNumber(row[xAxis]);
      const v = toNumber(row[measure]);
      y[j] = !Number.isFinite(v) ? Number.NaN : same ? v : (v * from.factor + from.offset - to.offset) / to.factor;
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
