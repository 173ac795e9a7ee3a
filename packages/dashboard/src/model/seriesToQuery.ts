import {
  TEXT_NO_AS_OF_DATE,
  TEXT_NO_PROCESS_TIME,
  TEXT_SERIES_ONE_GROUP_ONLY,
  granularityOfGrouping,
  groupingOf,
  addLocalDays,
  formatLocalDate,
  resolveDateRange,
  toLocalDate,
  toLocalDateTime,
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
  type RangeFilter,
  type SpatialFilter,
  type Split,
  type TimeFilters,
  type TimePartFilter,
  type ValidQueryRequest,
  type ValidationResult,
} from '@loadline/core';
import { TEXT_NO_ADJUSTED_FORECASTS } from '../texts';
import { alignRangeToGrouping } from './alignRange';
import { clusterSeriesWithoutRun } from './clusterSeries';
import { isScenarioSeries, scenarioColumnOf, scenarioSplit } from './scenarioSeries';
import { marketColumnOf, type DashboardDataMapping, type LoadKind, type ResolvedSource, type WeatherKind } from './dataMapping';

/**
 * Builds the query of one card series (spec part 1 §5 "Data query needs...", part 2 §7 "Data
 * queries") from the dashboard's settings and the datasource's columns, and checks it with core's
 * `validateQueryRequest`, once.
 *
 * @module
 */

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
  /** "End of data" (the last actual instant), the anchor of `endData`; absent: `dataMax`. */
  dataEnd?: Date | null;
}

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

function dateRange(settings: SeriesQuerySettings, intervalMinutes: number | null = null): QueryDateRange | undefined {
  if (!settings.from || !settings.to) return undefined;
  try {
    const r = resolveDateRange(
      { from: settings.from, to: settings.to },
      { now: settings.now, timeZone: settings.timezone, dataMin: settings.dataMin ?? null, dataMax: settings.dataMax ?? null, dataEnd: settings.dataEnd ?? null },
    );
    // A relative window (the default "last month of data") is aligned to whole buckets of a monthly
    // or yearly grouping, so it does not end in a partial month of a few hours; fixed dates stay as chosen.
    const relative = settings.from.dateType === 'relative' || settings.to.dateType === 'relative';
    if (!relative || !settings.grouping) return toQueryDateRange(r.fromText, r.toText);
    const min = settings.dataMin ? formatLocalDate(toLocalDate(settings.dataMin, settings.timezone)) : null;
    const aligned = alignRangeToGrouping(r.fromText, r.toText, settings.grouping, min);
    // By day on data finer than a day: a last day the data holds only in part (data up to 00:00
    // of it) is left out when a whole day remains.
    const dataEnd = settings.dataEnd ?? settings.dataMax;
    if (settings.grouping === 'Daily' && dataEnd && intervalMinutes !== null && intervalMinutes < 1440) {
      const last = toLocalDateTime(dataEnd, settings.timezone);
      const lastText = formatLocalDate(last);
      if (last.hour < 23 && aligned.to === lastText && aligned.from < aligned.to) {
        return toQueryDateRange(aligned.from, formatLocalDate(addLocalDays(last, -1)));
      }
    }
    return toQueryDateRange(aligned.from, aligned.to);
  } catch {
    return undefined;
  }
}

/**
 * A load series whose chosen markets mix a system total (the mapping's `totalMarkets`, e.g. the
 * ERCOT total) with other markets (its zones), split by market: the total is never summed with
 * its own zones (issue: an ISO total and its weather zones are markets of two levels), so each
 * chosen market is drawn on its own line. Any other series comes back as it is.
 *
 * @example splitMixedMarketLevels(actual, [marketFilter(['ERCOT', 'COAST'])], mapping) // { ...actual, selectedSplit: 'market' }
 */
export function splitMixedMarketLevels(series: DataSeries, dashboardFilters: readonly Filter[], mapping: DashboardDataMapping): DataSeries {
  const totals = new Set(mapping.totalMarkets ?? []);
  const marketColumn = marketColumnOf(mapping);
  if (totals.size === 0 || series.selectedSplit || series.groupedItems) return series;
  const checked = (filters: readonly Filter[]) => filters.filter((f) => f.name === marketColumn).flatMap((f) => f.items.filter((i) => i.isChecked).map((i) => i.id));
  // The series' own market filter wins over the dashboard's, as the request sends both (an intersection).
  const own = checked(series.selectedFilters);
  const chosen = own.length > 0 ? own : checked(dashboardFilters);
  const mixed = chosen.some((m) => totals.has(m)) && chosen.some((m) => !totals.has(m));
  return mixed ? { ...series, selectedSplit: marketColumn } : series;
}

/** The series' own filters (every checked item is sent, even when all are checked), then the ones the mapping picks its kind with. */
function seriesFilters(series: DataSeries, source: ResolvedSource, mapping: DashboardDataMapping, dashboardFilters: readonly Filter[]): QueryFilter[] {
  const out: QueryFilter[] = series.selectedFilters
    .map((f) => ({ columnName: f.name, filterType: 'Include' as const, filterValues: f.items.filter((i) => i.isChecked).map((i) => i.id) }))
    .filter((f) => f.filterValues.length > 0);
  const include = (columnName: string, value: string) => out.push({ columnName, filterType: 'Include', filterValues: [value] });
  const { extras } = series;
  const totals = mapping.totalMarkets ?? [];
  const marketColumn = marketColumnOf(mapping);
  const choosesMarket = (filters: readonly Filter[]) => filters.some((f) => f.name === marketColumn && f.items.some((i) => i.isChecked));
  // Nothing chosen: the system total only, never summed with its own zones (see `totalMarkets`).
  if (source.kind === 'load' && totals.length > 0 && series.selectedSplit !== marketColumn
    && !choosesMarket(dashboardFilters) && !choosesMarket(series.selectedFilters)) {
    out.push({ columnName: marketColumn, filterType: 'Include', filterValues: [...totals] });
  }
  if (source.kind === 'load' || source.kind === 'meterCount') {
    const { kinds, processTimeColumn, adjustmentColumn } = mapping.load;
    const kind = (extras.series ?? series.id) as LoadKind;
    const value = kinds?.values[kind];
    if (kinds && value !== undefined) include(kinds.column, value);
    if (extras.processTime && processTimeColumn) include(processTimeColumn, extras.processTime);
    // An adjusted forecast reads its own adjustment's rows, never another one's of the same run.
    if (kind === 'adjusted' && typeof extras.adjustment === 'string' && adjustmentColumn) include(adjustmentColumn, extras.adjustment);
  }
  if (source.kind === 'risk' && mapping.risk) {
    // The dashboard's one as-of date (a filter with a single item is otherwise 'every value').
    const column = mapping.risk.asOfDateColumn;
    const asOf = dashboardFilters.find((f) => f.name === column)?.items.filter((i) => i.isChecked) ?? [];
    if (asOf.length === 1 && asOf[0]) include(column, asOf[0].id);
  }
  if (source.kind === 'market') {
    // A market series reads its own rows only (e.g. market HENRY_HUB of gas_henry_hub).
    const market = mapping.marketSeries?.find((m) => m.id === extras.columnName);
    for (const [column, value] of Object.entries(market?.filters ?? {})) include(column, value);
  }
  if (source.kind === 'weather' && mapping.weather) {
    const { stationColumn, kinds, processTimeColumn } = mapping.weather;
    if (extras.station) include(stationColumn, extras.station);
    const value = kinds?.values[(extras.series ?? 'Actual') as WeatherKind];
    if (kinds && value !== undefined) include(kinds.column, value);
    if (extras.processTime && processTimeColumn) include(processTimeColumn, extras.processTime);
  }
  return out;
}

function hasOneValue(filters: readonly Filter[], column: string): boolean {
  return (filters.find((f) => f.name === column)?.items.filter((i) => i.isChecked).length ?? 0) === 1;
}

function measure(series: DataSeries, source: ResolvedSource): Record<string, unknown> {
  if (source.kind === 'meterCount') {
    return { columnName: source.metric, aggregation: 'CountDistinct', preferredColumnName: 'meterCount' };
  }
  const calculation = series.selectedCalculation ?? (source.kind === 'load' ? 'Sum' : undefined);
  if (calculation === 'First') {
    return { customAggregation: { function: 'First', columnName: source.metric }, preferredColumnName: source.metric };
  }
  return { columnName: source.metric, aggregation: calculation };
}

/** Groupings whose buckets are one hour or less: their time-part filter can be applied to the answer's rows in the browser. */
const WITHIN_ONE_HOUR: ReadonlySet<Grouping> = new Set(['Hourly', 'HalfHourly', 'QuaterHourly']);

/** A series query: the checked request, and the time-part filter left for the browser to apply to its rows. */
export interface SeriesQuery {
  body: ValidQueryRequest;
  /** The request as built and the options it was checked with, as JSON: equal input, equal `body`. */
  inputKey: string;
  /** Hour of day, day type, day of week, month and year kept, applied to the answer's rows (hourly or finer groupings only); null when none. */
  clientTimeParts: TimePartFilter | null;
}

/** JSON with NaN and the infinities kept apart from null (they check differently). */
const exactNumbers = (_key: string, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? `#${String(value)}` : value);

/**
 * The query of a card series (spec part 1 §5 "Data query needs...", part 2 §7): the metric of
 * the series' source aggregated by the series' calculation (load defaults to Sum; weather needs
 * one, else 'No calculation was specified'; meter counts count distinct meter ids), filtered by
 * the dashboard's filters, range filters and time filters plus the series' own and the ones the
 * data mapping picks its kind with (load kind and process time; weather station, kind and process
 * time; with no market chosen, the mapping's `totalMarkets` only), over the dashboard's date range (end day inclusive, sent exclusive), split by the card's
 * grouping and the series' split, in the dashboard's time zone. Checked once, here: the body is a
 * `ValidQueryRequest` that adapters send as it is.
 *
 * With `checked`, a request whose input (`inputKey`) was checked before takes that check's body
 * instead of being checked again (a dashboard's replan passes its last plan's bodies).
 *
 * With `clientTimeParts`, a mapping that opts in (`clientTimeFilter`) and a grouping of an hour or
 * less, the time-part filter is left out of the request and returned apart, to be applied to the
 * answer's rows in the browser: a later time filter change redraws from the same cached answer.
 *
 * Errors are core's: 'No date range specified', 'At least one column value must be requested',
 * 'No calculation was specified', 'Cannot group by selection' (grouping finer than the data),
 * 'No "process time" specified for the request' (a forecast series without one).
 */
export function seriesToQuery(
  series: DataSeries,
  settings: SeriesQuerySettings,
  source: ResolvedSource,
  mapping: DashboardDataMapping,
  { clientTimeParts = false, checked: known }: { clientTimeParts?: boolean; checked?: (inputKey: string) => ValidQueryRequest | undefined } = {},
): ValidationResult<SeriesQuery> {
  const splits: Split[] = [];
  if (settings.grouping) splits.push(groupingSplit(settings.grouping));
  if (series.selectedSplit) splits.push({ type: 'dimension', columnName: series.selectedSplit });
  const range = dateRange(settings, source.timeIntervalMinutes ?? null);
  const parts = toTimePartFilter(settings.timeFilters) ?? null;
  const inBrowser = clientTimeParts && mapping.clientTimeFilter === true && parts !== null && settings.grouping !== undefined && WITHIN_ONE_HOUR.has(settings.grouping);
  const timePartFilter = inBrowser ? undefined : (parts ?? undefined);
  // The dashboard's filters and range filters are its load's: a market series (another datasource) reads its own rows.
  const own = source.kind === 'market';
  const request = {
    selectedMeasures: [measure(series, source)],
    filters: [...(own ? [] : toQueryFilters(settings.filters)), ...seriesFilters(series, source, mapping, settings.filters)],
    timeFilter: range || timePartFilter ? { columnName: '__time', dateRange: range, timePartFilter } : undefined,
    splits,
    timezone: settings.timezone,
    rangeFilters: toQueryRangeFilters([...(own ? [] : settings.rangeFilters), ...series.rangeFilters]),
    // A meter map's selection (bounding boxes on the load datasource's latitude and longitude).
    ...(series.spatialFilters.length > 0 && source.kind !== 'weather' ? { spatialFilters: series.spatialFilters as SpatialFilter[] } : {}),
  };
  // A risk series is read at the dashboard's one as-of date (spec part 1 §5).
  if (source.kind === 'risk' && mapping.risk && !hasOneValue(settings.filters, mapping.risk.asOfDateColumn)) return { success: false, errors: [TEXT_NO_AS_OF_DATE] };
  // A scenario series has one group: its scenarios, or one split (spec part 1 §5).
  if (isScenarioSeries(series) && !scenarioSplit(series.extras.scenarios ?? [], series.selectedSplit ?? null, scenarioColumnOf(mapping.scenario)).ok) {
    return { success: false, errors: [TEXT_SERIES_ONE_GROUP_ONLY] };
  }
  // A cluster series reads one clustering run (spec part 1 §5).
  if (clusterSeriesWithoutRun(series)) return { success: false, errors: [TEXT_NO_PROCESS_TIME] };
  const forecast = source.kind !== 'weather' && (series.extras.series === 'forecast' || series.extras.series === 'adjusted');
  // An adjusted forecast needs the mapping's column of adjustments: without it every adjustment of the run would be summed.
  if (source.kind === 'load' && series.extras.series === 'adjusted' && (!mapping.load.adjustmentColumn || mapping.load.kinds?.values.adjusted === undefined)) {
    return { success: false, errors: [TEXT_NO_ADJUSTED_FORECASTS] };
  }
  const processTimeColumn = forecast ? mapping.load.processTimeColumn : undefined;
  // A forecast run is named by its process time: without a column for it, no run can be asked.
  if (forecast && !processTimeColumn) return { success: false, errors: [TEXT_NO_PROCESS_TIME] };
  const options = {
    ...(source.timeIntervalMinutes !== null ? { timeIntervalMinutes: source.timeIntervalMinutes } : {}),
    ...(processTimeColumn !== undefined ? { processTimeColumn } : {}),
  };
  const inputKey = JSON.stringify([request, options], exactNumbers);
  const clientParts = inBrowser ? parts : null;
  // The same input was checked before (a replan after a change that leaves this request as it was).
  const before = known?.(inputKey);
  if (before) return { success: true, data: { body: before, inputKey, clientTimeParts: clientParts } };
  const checked = validateQueryRequest(request, options);
  if (!checked.success) return checked;
  return { success: true, data: { body: checked.data, inputKey, clientTimeParts: clientParts } };
}
