import type { ConfigItem, ForecastCategory, MapeScopeColumns, MapeSource, TimeBoundRequest } from '@loadline/core';

/**
 * The data mapping: how a host's backend holds the series a dashboard charts (spec part 1 §3
 * "Config item", "Data series"; part 2 §7 "Data queries"). The dashboard SDK knows series kinds
 * (Stitched Actual, Official Forecast, Backcast, forecast runs, meter counts, weather by station,
 * forecast MAPE); the mapping names, per kind, the datasource, the columns, the filters that pick
 * the kind's rows out of a shared table and where the unit comes from. A host passes one mapping to
 * `DashboardEditor` (or `useDashboardEditor`) and every query of the dashboard is built from it.
 *
 * Units come from the datasource metadata (GET .../datasources/{ds}, `metrics[].unit`) unless the
 * mapping fixes one, so a backend holding MW at 15-minute intervals, or kWh per meter, is charted
 * in the card's unit with the right conversion.
 *
 * @module
 */

/**
 * Load series kinds: Stitched Actual, Official Forecast, Backcast, forecast runs (by process time)
 * and the adjusted forecasts of approved forecast adjustments (by process time and adjustment).
 */
export type LoadKind = 'actual' | 'official' | 'backcast' | 'forecast' | 'adjusted';

/** Weather series kinds (spec part 1 §2 "Weather series kinds": Actual, Forecast, Normals; Backcast on scenario dashboards). */
export type WeatherKind = 'Actual' | 'Forecast' | 'Normals' | 'Backcast';

/** A column that tells series kinds apart in one table, and the column value of each kind. */
export interface KindColumn<K extends string> {
  /** Dimension column, e.g. 'series'. */
  column: string;
  /** Its value per kind, e.g. `{ actual: 'actual', official: 'official' }`; a kind without a value is not offered. */
  values: Partial<Record<K, string>>;
}

/** Where the values of one series kind are read. */
export interface MeasureMapping {
  /** Measure (metric) column, e.g. 'load' or 'temperature'. */
  metric: string;
  /**
   * Unit of the measure as the unit catalogue names it ('kWh', 'MWh', 'kW', 'MW', 'therm',
   * 'degF', ...). Absent: the unit the datasource metadata gives the metric (`metrics[].unit`).
   * @default the metadata's unit
   */
  unit?: string;
  /**
   * Length of one row's interval in minutes (a grouping finer than it 'Cannot group by
   * selection'; a demand in kW or MW becomes energy over it). Absent: the config item's
   * `timeInterval` for load, else the metadata's `timeIntervalMinutes`.
   */
  timeIntervalMinutes?: number;
}

/** Load series (spec part 1 §2 "Load forecast editor"): datasource, columns, kinds, vintages. */
export interface LoadMapping extends MeasureMapping {
  /** Datasource of load. @default the dashboard's config item datasource */
  datasource?: string;
  /** Column and values telling the load kinds apart; absent: every row is actual load (Stitched Actual only). */
  kinds?: KindColumn<LoadKind>;
  /** Process time (vintage) column of forecast runs: a run's series filters on it, and a run must name one. */
  processTimeColumn?: string;
  /**
   * Column naming the approved forecast adjustment a row of kind `adjusted` belongs to (its
   * adjustment id), e.g. 'source'. With it and `kinds.values.adjusted`, the Forecast menu lists
   * each approved adjustment of the dashboard's config item under the run it adjusts (spec part 1
   * §2 "Adjustment editor": an approved adjustment's adjusted forecast), read from the adapter's
   * `adjustments` domain. Absent: no adjusted forecasts are offered.
   */
  adjustmentColumn?: string;
  /** Column of the forecast horizon and its value per config category, when both horizons share one table. */
  horizon?: { column: string; values: Partial<Record<ForecastCategory, string>> };
}

/**
 * A weather measure that is not a temperature (e.g. heating degree days, degC-days at a stated
 * base): charted as a custom-unit series, never converted to degF.
 */
export interface WeatherMeasure {
  /** Shown after the station and kind, e.g. 'Heating Degree Days (base 15.5 degC)'. */
  label: string;
  /** The custom unit shown on the axis, e.g. 'HDD (degC, base 15.5)'. */
  unit: string;
  /** Calculations offered, the first selected. @default ['Sum', 'Avg', 'Min', 'Max'] */
  calculations?: readonly ('Sum' | 'Avg' | 'Min' | 'Max')[];
}

/** Weather series by station (spec part 1 §2): Actual, Forecast, Normals. */
export interface WeatherMapping extends MeasureMapping {
  /** The metric is this measure rather than a temperature (degF/degC); absent: a temperature. */
  measure?: WeatherMeasure;
  /** Datasource of weather. */
  datasource: string;
  /** Dimension column holding the config item's station ids. */
  stationColumn: string;
  /** Column and values telling Actual, Forecast and Normals apart; absent: actual weather only. */
  kinds?: KindColumn<WeatherKind>;
  /** Process time column of weather forecasts. */
  processTimeColumn?: string;
}

/**
 * Forecast and backcast MAPE per market and process time (spec part 1 §2 "Metrics sidebar"): core's
 * `MapeSource` (datasource, MAPE metric in percent, market, process time and type columns, the type
 * values, the horizon column, and the `scope` columns saying which hours each score covers; without
 * `scope` the sidebar states no horizon).
 */
export type MapeMapping = MapeSource;

/** Columns of a MAPE datasource telling the hours each score covers: core's `MapeScopeColumns`. */
export type MapeScopeMapping = MapeScopeColumns;

/** Risk series ids (spec part 1 §3 "Data series"): supply, demand, position (net open position); volume, mark_to_market. */
export type RiskSeriesId = 'supply' | 'demand' | 'position' | 'volume' | 'mark_to_market';

/**
 * Risk series of risk dashboards (spec part 1 §2 "Risk-type dashboards", part 2 §7 "Risk"):
 * the datasource holding supply, demand, net open position, volume and mark-to-market by as-of
 * date. Rows of one as-of date are charted: the dashboard's As Of Date selector chooses it (a
 * filter on `asOfDateColumn` with one value) and a risk series without one stops with 'No as of
 * date specified'.
 */
export interface RiskMapping {
  /** Datasource of risk series, also asked by the risk calls (as-of-date, distinct, min-max). @default the dashboard's config item datasource */
  datasource?: string;
  /** Dimension column of the as-of date, e.g. 'asOfDate'. */
  asOfDateColumn: string;
  /** Measure column and unit per risk series; a series without an entry is not offered. Unit absent: the metadata's. */
  series: Partial<Record<RiskSeriesId, { metric: string; unit?: string }>>;
  /** Length of one row's interval in minutes. @default the config item's `timeInterval` */
  timeIntervalMinutes?: number;
  /**
   * Unit shown for mark to market (a money series, charted as a custom-unit series), e.g.
   * '$ dollars' or 'GBP'. Absent: the series has no unit label.
   */
  markToMarketUnit?: string;
}

/**
 * Cluster series of cluster analysis dashboards (spec part 1 §2 "Cluster dashboard", §3 "Cluster
 * series types"): the load datasource's columns naming each meter's cluster group and cluster in a
 * clustering run (the run is the load mapping's `processTimeColumn`).
 */
export interface ClusterMapping {
  /** Column of the cluster group, e.g. 'clusterName'. */
  nameColumn: string;
  /** Column of the cluster within its group, e.g. 'clusterItem' (values like 'Cluster 1'). */
  itemColumn: string;
}

/**
 * Scenario series of scenario analysis dashboards (spec part 1 §2 "Scenario dashboard", §3
 * "Scenario config"): the load datasource holds, in long format, the config item's
 * `scenarioConfig.valueTypeColumn` (the item, e.g. 'Load', 'Temperature') and `valueColumn` per
 * scenario; the mapping names the scenario column and the unit of items that are not load.
 */
export interface ScenarioMapping {
  /** Dimension column naming the scenario, e.g. 'scenario'. */
  scenarioColumn: string;
  /**
   * Unit type (and fixed unit) of items that are not load, e.g. `{ Temperature: { unitType:
   * 'temperature', unit: 'degF' } }`. An item not listed is load of the config's commodity, in
   * the metadata's unit of the value column.
   * @default {}
   */
  items?: Readonly<Record<string, { unitType: 'power load' | 'gas load' | 'temperature' | 'dimensionless' | 'custom'; unit?: string }>>;
}

/**
 * Where the Meter Map places meters (spec part 1 §2 "A meter-map card"): the load datasource's
 * columns holding each meter's position in degrees (WGS 84), and the metric coloured and sized by
 * default.
 */
export interface MeterMapMapping {
  /** Latitude column, degrees north. */
  latitudeColumn: string;
  /** Longitude column, degrees east. */
  longitudeColumn: string;
  /** Metric coloured and sized until the user chooses one. @default the load mapping's `metric` */
  metric?: string;
}

/**
 * A series of another datasource offered in the series menu beside the dashboard's own, read as it
 * is: a market price such as Henry Hub's gas spot price for a gas utility's dashboards. Its query
 * reads `metric` in `datasource` with `filters` only (the dashboard's filters and range filters are
 * the load's, not its), over the dashboard's dates and grouping.
 */
export interface MarketSeriesMapping {
  /** Id of the series within the mapping, e.g. 'henry_hub'. */
  id: string;
  /** Label of the menu item and the series, e.g. 'Henry Hub Price'. */
  label: string;
  /** Datasource holding it, e.g. 'gas_henry_hub'. */
  datasource: string;
  /** Measure column, e.g. 'price'. */
  metric: string;
  /** Unit shown on the axis, a custom unit, e.g. '$/MMBtu'. */
  unit: string;
  /** The rows read: column to value, e.g. `{ market: 'HENRY_HUB' }`. @default {} */
  filters?: Readonly<Record<string, string>>;
  /** Length of one row's interval in minutes, e.g. 1440 for a daily price. @default the metadata's */
  timeIntervalMinutes?: number;
  /** Calculations offered, the first selected. @default ['Avg', 'Min', 'Max'] */
  calculations?: readonly ('Avg' | 'Min' | 'Max' | 'Sum')[];
}

/** The data mapping a host passes to the dashboard SDK (see the module's description). */
export interface DashboardDataMapping {
  load: LoadMapping;
  /** Risk series of nop and supplyAndMarkToMarket dashboards; absent or null: none are offered. */
  risk?: RiskMapping | null;
  /** Weather by station; absent or null: no weather series are offered. */
  weather?: WeatherMapping | null;
  /** Forecast MAPE; absent or null: the metrics sidebar is not shown. */
  mape?: MapeMapping | null;
  /** Cluster group and cluster columns of cluster dashboards; absent or null: the cluster panel lists no clusters. */
  cluster?: ClusterMapping | null;
  /**
   * Whether a time filter (hour of day, day type, day of week, month, year) on an hourly or finer
   * card is applied in the browser to the answer the card already holds (core's `timePartRuns`),
   * so changing it asks the backend nothing. Set it only when the backend filters as the
   * reference API does: each data row by the parts of its local time in the query's time zone,
   * before grouping, with bucket times written as local wall-clock ISO text with their offset
   * (then a filter keeps or drops whole buckets and the kept values are the backend's own).
   * Otherwise (false or absent) the filter goes to the backend with every query.
   * @default false
   */
  clientTimeFilter?: boolean;
  /** Meter positions of the Meter Map; absent or null: a Meter Map card says it has none to place meters by. */
  meterMap?: MeterMapMapping | null;
  /**
   * Column of the meter id in the load datasource of meter-level and cluster dashboards (Meter
   * Profile and Meter Count series count or pick meters by it), used when the config item names
   * none (`dynamicColumnsConfig.meterIdColumn`, or its scenario config's `meterIdColumn`, win).
   * Absent with neither: no meter series are offered, and a saved one answers '{label} is not a
   * series of this dashboard'.
   */
  meterIdColumn?: string;
  /** Scenario series of scenarioAnalysis dashboards; absent or null: the scenario column is 'scenario' and every item is load. */
  scenario?: ScenarioMapping | null;
  /** Series of other datasources offered in the series menu (market prices); absent or empty: none. */
  marketSeries?: readonly MarketSeriesMapping[] | null;
  /** Dimension column of the market (a filter of this name selects the market of the MAPE sidebar and the Forecast menu). @default 'market' */
  marketColumn?: string;
  /**
   * Markets of a higher level kept in the market column beside the markets they total: an ISO's
   * system total beside its zones (ERCOT's 'ERCOT' row is the sum of its eight weather zones, so
   * summing every market counts the load twice). A load series whose dashboard and own filters
   * choose no market (and that is not split by market) reads these markets only: with nothing
   * chosen, an analyst sees the system total, as ERCOT reports it, never the total plus its own
   * zones. Choosing markets in the filter reads exactly those.
   * @default [] (no market is a total: nothing chosen reads every market)
   */
  totalMarkets?: readonly string[];
}

/** What a series queries: datasource, measure, filters, interval and unit source, resolved from the mapping. */
export interface ResolvedSource {
  /** 'load' and 'meterCount' read the config's load datasource; 'weather' the weather datasource; 'risk' the risk datasource at one as-of date. */
  kind: 'load' | 'weather' | 'meterCount' | 'risk' | 'market';
  datasource: string;
  /** Measure column; for 'meterCount' the counted meter id column. */
  metric: string;
  /** Fixed unit, or null to read the datasource metadata's unit of `metric` (meter counts: 'dimensionless'). */
  unit: string | null;
  /** Row interval in minutes, or null when unknown until the metadata arrives (no client-side grouping check). */
  timeIntervalMinutes: number | null;
}

/**
 * The meter id column of a config item's load datasource: the config item's own
 * (`dynamicColumnsConfig.meterIdColumn`), else the mapping's `meterIdColumn`; null when neither
 * names one (no meter series).
 *
 * @example meterIdColumnOf({ dynamicColumnsConfig: { meterIdColumn: 'mprn' } }, mapping) // 'mprn'
 */
export function meterIdColumnOf(config: Pick<ConfigItem, 'dynamicColumnsConfig'>, mapping: Pick<DashboardDataMapping, 'meterIdColumn'>): string | null {
  return config.dynamicColumnsConfig?.meterIdColumn ?? mapping.meterIdColumn ?? null;
}

/** The market column of a mapping ('market' by default). */
export function marketColumnOf(mapping: Pick<DashboardDataMapping, 'marketColumn'>): string {
  return mapping.marketColumn ?? 'market';
}

/** Where load of a config item is read: the mapping's datasource, else the config's, else null. */
export function loadDatasourceOf(mapping: Pick<DashboardDataMapping, 'load'>, config: Pick<ConfigItem, 'datasource'>): string | null {
  return mapping.load.datasource ?? config.datasource ?? null;
}

/**
 * The max-time body (POST .../max-time, spec part 2 §7: filters of type Include) whose answer is
 * the dashboard's "End of data", the anchor of relative `endData` bounds: the rows of the actual
 * load kind as the host's mapping declares it (`load.kinds.column` = `load.kinds.values.actual`),
 * so forecast runs reaching past the last actual hour do not move it. Null when the mapping
 * declares no actual kind (every row is actual): End of data is then the time boundary's max.
 *
 * @example endOfDataRequest({ load: { metric: 'load', kinds: { column: 'series', values: { actual: 'actual' } } } })
 * // { filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['actual'] }] }
 */
export function endOfDataRequest(mapping: Pick<DashboardDataMapping, 'load'>): TimeBoundRequest | null {
  const kinds = mapping.load.kinds;
  const actual = kinds?.values.actual;
  if (!kinds || actual === undefined) return null;
  return { filters: [{ columnName: kinds.column, filterType: 'Include', filterValues: [actual] }] };
}

/**
 * Where load of a config item is read: the mapping's datasource, else the config's.
 *
 * @throws Error 'ERROR: No Datasource provided for Level: {name}' (spec part 1 §5) when neither names one.
 */
export function loadDatasource(mapping: DashboardDataMapping, config: Pick<ConfigItem, 'datasource' | 'level'>): string {
  const datasource = loadDatasourceOf(mapping, config);
  if (!datasource) throw new Error(`ERROR: No Datasource provided for Level: ${config.level?.name ?? ''}`);
  return datasource;
}

/** Where risk series of a config item are read: the risk mapping's datasource, else the config's; null without a risk mapping. */
export function riskDatasourceOf(mapping: Pick<DashboardDataMapping, 'risk'>, config: Pick<ConfigItem, 'datasource'>): string | null {
  if (!mapping.risk) return null;
  return mapping.risk.datasource ?? config.datasource ?? null;
}

/** A data mapping, or one per config item (a host whose config items read differently shaped datasources). */
export type DataMappingInput = DashboardDataMapping | ((config: ConfigItem) => DashboardDataMapping);

/** The mapping of `config`: the mapping itself, or what the function gives for it. */
export function mappingFor(input: DataMappingInput, config: ConfigItem): DashboardDataMapping {
  return typeof input === 'function' ? input(config) : input;
}
