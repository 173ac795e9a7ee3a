import {
  granularityOfGrouping,
  groupingOf,
  resolveDateRange,
  toQueryDateRange,
  toQueryFilters,
  toQueryRangeFilters,
  toTimePartFilter,
  validateQueryRequest,
  type DataSeries,
  type DateBound,
  type Filter,
  type Grouping,
  type QueryDateRange,
  type QueryFilter,
  type QueryRequest,
  type RangeFilter,
  type Split,
  type TimeFilters,
  type ValidationResult,
} from '@loadline/core';

/**
 * Builds the query of one card series (spec part 1 §5 "Data query needs...", part 2 §7 "Data
 * queries") from the dashboard's settings and the datasource's columns, and checks it with core's
 * `validateQueryRequest`.
 *
 * @module
 */

/** What a series' datasource looks like to the query (reference API: ercot_load, weather). */
export interface SeriesDatasourceMeta {
  /** 'load' (series/processTime columns), 'weather' (station/series) or 'meterCount' (distinct meters). */
  kind: 'load' | 'weather' | 'meterCount';
  /** Measure column: 'load' (MWh) for ercot_load, 'temperature' (degF) for weather; '' when it has none. */
  metricColumn: string;
  /** Interval of the datasource, minutes (60 for ercot_load); a finer grouping 'Cannot group by selection'. */
  timeIntervalMinutes: number;
  /** Column of the meter id, counted for meterCount series. */
  meterIdColumn?: string;
}

/** The dashboard settings a series query uses. */
export interface SeriesQuerySettings {
  /** IANA time zone of the dashboard. */
  timezone: string;
  /** Date range bounds; absent means 'No date range specified'. */
  from?: DateBound | null;
  to?: DateBound | null;
  filters: readonly Filter[];
  rangeFilters: readonly RangeFilter[];
  timeFilters: TimeFilters;
  /** The card's grouping; absent sends no time split. */
  grouping?: Grouping;
  /** The clock, for relative bounds. */
  now: Date;
  /** Time boundary of the data, to clamp the range (spec part 1 §4). */
  dataMin?: Date | null;
  dataMax?: Date | null;
}

const WEATHER_SERIES: Readonly<Record<string, string>> = {
  Actual: 'actual',
  Forecast: 'forecast',
  Normals: 'normal',
  Backcast: 'backcast',
};

const CYCLIC_PARTS: Partial<Record<Grouping, 'hourOfDay' | 'dayOfWeek' | 'monthOfYear' | 'dayType'>> = {
  Hour24: 'hourOfDay',
  DayOfWeek: 'dayOfWeek',
  Month12: 'monthOfYear',
  DayType: 'dayType',
};

function groupingSplit(grouping: Grouping): Split {
  const part = CYCLIC_PARTS[grouping];
  if (groupingOf(grouping).kind === 'cyclic' && part) return { type: 'timePart', columnName: '__time', part };
  return { type: 'time', columnName: '__time', granularity: granularityOfGrouping(grouping) };
}

function dateRange(settings: SeriesQuerySettings): QueryDateRange | undefined {
  if (!settings.from || !settings.to) return undefined;
  try {
    const r = resolveDateRange(
      { from: settings.from, to: settings.to },
      { now: settings.now, timeZone: settings.timezone, dataMin: settings.dataMin ?? null, dataMax: settings.dataMax ?? null },
    );
    return toQueryDateRange(r.fromText, r.toText);
  } catch {
    return undefined;
  }
}

/** The series' own filters: every checked item is sent, even when all are checked. */
function seriesFilters(series: DataSeries, meta: SeriesDatasourceMeta): QueryFilter[] {
  const out: QueryFilter[] = series.selectedFilters
    .map((f) => ({ columnName: f.name, filterType: 'Include' as const, filterValues: f.items.filter((i) => i.isChecked).map((i) => i.id) }))
    .filter((f) => f.filterValues.length > 0);
  const { extras } = series;
  if (meta.kind === 'load') {
    out.push({ columnName: 'series', filterType: 'Include', filterValues: [extras.series ?? series.id] });
    if (extras.processTime) out.push({ columnName: 'processTime', filterType: 'Include', filterValues: [extras.processTime] });
  }
  if (meta.kind === 'weather') {
    if (extras.station) out.push({ columnName: 'station', filterType: 'Include', filterValues: [extras.station] });
    const kind = extras.series ?? 'Actual';
    out.push({ columnName: 'series', filterType: 'Include', filterValues: [WEATHER_SERIES[kind] ?? kind] });
  }
  return out;
}

function measure(series: DataSeries, meta: SeriesDatasourceMeta): Record<string, unknown> | null {
  if (meta.kind === 'meterCount') {
    return { columnName: meta.meterIdColumn ?? 'meterId', aggregation: 'CountDistinct', preferredColumnName: 'meterCount' };
  }
  if (meta.metricColumn === '') return null;
  const calculation = series.selectedCalculation ?? (meta.kind === 'load' ? 'Sum' : undefined);
  if (calculation === 'First') {
    return { customAggregation: { function: 'First', columnName: meta.metricColumn }, preferredColumnName: meta.metricColumn };
  }
  return { columnName: meta.metricColumn, aggregation: calculation };
}

/**
 * The query of a card series (spec part 2 §7): the metric aggregated by the series' calculation
 * (load defaults to Sum; weather needs one, else 'No calculation was specified'; meterCount counts
 * distinct meter ids), filtered by the dashboard's filters, range filters and time filters plus the
 * series' own (load: series column actual/official/forecast/backcast and process time; weather:
 * station and series), over the dashboard's date range (end day inclusive, sent exclusive), split
 * by the card's grouping and the series' split, in the dashboard's time zone.
 *
 * Errors are core's: 'No date range specified', 'At least one column value must be requested',
 * 'No calculation was specified', 'Cannot group by selection' (grouping finer than the data),
 * 'No "process time" specified for the request' (a forecast series without one).
 */
export function seriesToQuery(
  series: DataSeries,
  settings: SeriesQuerySettings,
  meta: SeriesDatasourceMeta,
): ValidationResult<QueryRequest> {
  const splits: Split[] = [];
  if (settings.grouping) splits.push(groupingSplit(settings.grouping));
  if (series.selectedSplit) splits.push({ type: 'dimension', columnName: series.selectedSplit });
  const range = dateRange(settings);
  const timePartFilter = toTimePartFilter(settings.timeFilters);
  const selected = measure(series, meta);
  const request = {
    selectedMeasures: selected ? [selected] : [],
    filters: [...toQueryFilters(settings.filters), ...seriesFilters(series, meta)],
    timeFilter: range || timePartFilter ? { columnName: '__time', dateRange: range, timePartFilter } : undefined,
    splits,
    timezone: settings.timezone,
    rangeFilters: toQueryRangeFilters([...settings.rangeFilters, ...series.rangeFilters]),
  };
  const forecast = meta.kind === 'load' && (series.extras.series ?? series.id) === 'forecast';
  return validateQueryRequest(request, {
    timeIntervalMinutes: meta.timeIntervalMinutes,
    ...(forecast ? { processTimeColumn: 'processTime' } : {}),
  });
}
