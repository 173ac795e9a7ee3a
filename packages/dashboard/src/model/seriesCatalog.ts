import { dataSeriesSchema, type AxisId, type ConfigItem, type DataSeries, type Filter, type RangeFilter, type TimeFilters, type DateBound } from '@loadline/core';
import { TEXT_BACKCAST, TEXT_FORECAST, TEXT_NO_WEATHER_SOURCE, TEXT_OFFICIAL_FORECAST, TEXT_STITCHED_ACTUAL, textAdjustedForecast } from '../texts';
import { loadDatasource, marketColumnOf, meterIdColumnOf, riskDatasourceOf, type DashboardDataMapping, type MarketSeriesMapping, type ResolvedSource, type RiskSeriesId, type WeatherMeasure } from './dataMapping';
import { isRiskSeries } from './riskSeries';
import { isScenarioSeries, scenarioColumnsOf } from './scenarioSeries';

/**
 * The series a user can put on a card (spec part 1 §2 "Load forecast editor", "Weather series
 * kinds") and where each one is queried. The series panel builds series with these functions;
 * cards resolve each series' datasource with {@link seriesSource}.
 *
 * @module
 */

/** MIME type of a series dragged from the series panel onto a card axis; the payload is a JSON {@link SeriesDragPayload}. */
export const SERIES_DRAG_TYPE = 'application/x-loadline-series';

/** What a drag from the series panel carries. */
export interface SeriesDragPayload {
  series: DataSeries;
}

/** Load series kinds of the load forecast editor. */
export type LoadSeriesKind = 'actual' | 'official' | 'backcast';

/** Weather series kinds (spec part 1 §2): Actual, Forecast, Normals; Backcast on scenario dashboards. */
export type WeatherSeriesKind = 'Actual' | 'Forecast' | 'Normals' | 'Backcast';

/** What the series panel offers as the measure of load series: load (MWh) or distinct meters. */
export type LoadSeriesType = 'load' | 'meterCount';

const LOAD_LABELS: Readonly<Record<LoadSeriesKind, string>> = {
  actual: TEXT_STITCHED_ACTUAL,
  official: TEXT_OFFICIAL_FORECAST,
  backcast: TEXT_BACKCAST,
};

/** Unit type of load series: 'power load' (kWh, MWh) or 'gas load' (therm, BTU, MMBTU, DTH, CCF, MCF, M3, GJ). */
export type LoadUnitType = 'power load' | 'gas load';

/**
 * The unit type of a config item's load (spec part 1 §3 "commodity (name: power or gas)"):
 * 'gas load' for the gas commodity, else 'power load'.
 *
 * @example loadUnitTypeOf({ commodity: { name: 'gas', label: 'Gas' } }) // 'gas load'
 */
export function loadUnitTypeOf(config: { commodity?: { name: string } | undefined }): LoadUnitType {
  return config.commodity?.name === 'gas' ? 'gas load' : 'power load';
}

/**
 * A load series: Stitched Actual (series 'actual'), Official Forecast ('official') or Backcast
 * ('backcast'), of type `unitType` ('power load' by default; 'gas load' on gas dashboards, see
 * {@link loadUnitTypeOf}), summed by default. With `type` 'meterCount' the series counts
 * distinct meters (type 'dimensionless').
 */
export function loadSeries(kind: LoadSeriesKind, type: LoadSeriesType = 'load', unitType: LoadUnitType = 'power load'): DataSeries {
  const meterCount = type === 'meterCount';
  return dataSeriesSchema.parse({
    id: meterCount ? `meterCount|${kind}` : `load|${kind}`,
    label: meterCount ? `${LOAD_LABELS[kind]} Meter Count` : LOAD_LABELS[kind],
    type: meterCount ? 'dimensionless' : unitType,
    calculationOptions: meterCount ? ['CountDistinct'] : ['Sum', 'Avg', 'Min', 'Max'],
    selectedCalculation: meterCount ? 'CountDistinct' : 'Sum',
    extras: { series: kind, ...(meterCount ? { columnName: 'meterCount' } : {}) },
  });
}

/**
 * A process time (ISO 8601) as 'YYYY-MM-DD HH:mm UTC'.
 *
 * @example formatProcessTime('2021-12-23T12:00:00Z') // '2021-12-23 12:00 UTC'
 */
export function formatProcessTime(processTime: string): string {
  const t = Date.parse(processTime);
  return Number.isNaN(t) ? processTime : `${new Date(t).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The one name of a forecast run, the same in the Forecast menu, the card's legend and series
 * list, and the MAPE sidebar: 'Forecast' and its process time.
 *
 * @example forecastRunLabel('2021-12-23T12:00:00Z') // 'Forecast 2021-12-23 12:00 UTC'
 */
export function forecastRunLabel(processTime: string): string {
  return `${TEXT_FORECAST} ${formatProcessTime(processTime)}`;
}

/** A forecast run of the reference forecaster at `processTime` (ISO 8601 UTC), named {@link forecastRunLabel}; of type `unitType` like {@link loadSeries}. */
export function forecastSeries(processTime: string, type: LoadSeriesType = 'load', unitType: LoadUnitType = 'power load'): DataSeries {
  const meterCount = type === 'meterCount';
  return dataSeriesSchema.parse({
    id: `${meterCount ? 'meterCount' : 'load'}|forecast|${processTime}`,
    label: forecastRunLabel(processTime),
    type: meterCount ? 'dimensionless' : unitType,
    calculationOptions: meterCount ? ['CountDistinct'] : ['Sum', 'Avg', 'Min', 'Max'],
    selectedCalculation: meterCount ? 'CountDistinct' : 'Sum',
    extras: { series: 'forecast', processTime, ...(meterCount ? { columnName: 'meterCount' } : {}) },
  });
}

/** What an adjusted forecast series needs of its approved adjustment (core `Adjustment`). */
export interface AdjustedForecastSource {
  adjustmentId: string;
  name: string;
  /** Market of the adjusted run: the series reads this market whatever the dashboard's market filter says. */
  market: string;
  /** Process time of the run it adjusts (ISO 8601 UTC). */
  processTime: string;
}

/**
 * The adjusted forecast of an approved forecast adjustment (spec part 1 §2 "Adjustment editor",
 * §3 "Adjustment metadata"): the run at the adjustment's process time with the adjustment's
 * latest version laid over it, in the load's unit (`unitType`), summed by default. It reads the
 * adjustment's own market (a series filter on the mapping's `marketColumn`), so a dashboard
 * showing the ISO total still charts the zone it adjusts. Queried through the data mapping's `kinds.values.adjusted` and
 * `adjustmentColumn`.
 *
 * @example adjustedForecastSeries({ adjustmentId: 'a1', name: 'Heat wave', market: 'COAST', processTime: '2024-07-01T06:00:00Z' }).label // 'Adjusted: Heat wave'
 */
export function adjustedForecastSeries(
  adjustment: AdjustedForecastSource,
  { marketColumn = marketColumnOf({}), unitType = 'power load' }: { marketColumn?: string; unitType?: LoadUnitType } = {},
): DataSeries {
  const { adjustmentId, name, market, processTime } = adjustment;
  return dataSeriesSchema.parse({
    id: `load|adjusted|${adjustmentId}`,
    label: textAdjustedForecast(name),
    type: unitType,
    calculationOptions: ['Sum', 'Avg', 'Min', 'Max'],
    selectedCalculation: 'Sum',
    extras: { series: 'adjusted', processTime, adjustment: adjustmentId },
    selectedFilters: [{ name: marketColumn, title: 'Market', items: [{ id: market, label: market, isChecked: true }] }],
  });
}

/**
 * Temperature (degF) of a weather station: Actual, Forecast (needs `processTime`) or Normals;
 * averaged by default. With `measure` (a mapping's `WeatherMapping.measure`, e.g. heating degree
 * days), the series is that custom-unit measure instead: labelled '{station} {kind} {measure
 * label}', type 'custom' with the measure's unit, its calculations (default Sum first).
 */
export function weatherSeries(station: { id: string; label: string }, kind: WeatherSeriesKind, processTime?: string, measure?: WeatherMeasure | null): DataSeries {
  if (measure) {
    const calculations = measure.calculations ?? ['Sum', 'Avg', 'Min', 'Max'];
    return dataSeriesSchema.parse({
      id: `weather|${station.id}|${kind}${processTime ? `|${processTime}` : ''}`,
      label: `${station.label} ${kind} ${measure.label}`,
      type: 'custom',
      customUnit: measure.unit,
      calculationOptions: calculations,
      selectedCalculation: calculations[0],
      extras: { station: station.id, stationLabel: station.label, series: kind, ...(processTime ? { processTime } : {}) },
    });
  }
  return dataSeriesSchema.parse({
    id: `weather|${station.id}|${kind}${processTime ? `|${processTime}` : ''}`,
    label: `${station.label} ${kind} Temperature`,
    type: 'temperature',
    calculationOptions: ['Avg', 'Min', 'Max'],
    selectedCalculation: 'Avg',
    extras: { station: station.id, stationLabel: station.label, series: kind, ...(processTime ? { processTime } : {}) },
  });
}

/** `extras.series` of a {@link marketSeries}. */
export const MARKET_SERIES_MARKER = 'market';

/**
 * A series of another datasource of the mapping (`DashboardDataMapping.marketSeries`, e.g. Henry
 * Hub's gas spot price): id `market|{id}`, a custom series in its unit, averaged by default.
 * `extras.series` is 'market' and `extras.columnName` the mapping's id.
 *
 * @example marketSeries({ id: 'henry_hub', label: 'Henry Hub Price', datasource: 'gas_henry_hub', metric: 'price', unit: '$/MMBtu' }).label // 'Henry Hub Price'
 */
export function marketSeries(market: MarketSeriesMapping): DataSeries {
  const calculations = market.calculations ?? ['Avg', 'Min', 'Max'];
  return dataSeriesSchema.parse({
    id: `market|${market.id}`,
    label: market.label,
    type: 'custom',
    customUnit: market.unit,
    calculationOptions: calculations,
    selectedCalculation: calculations[0],
    extras: { series: MARKET_SERIES_MARKER, columnName: market.id },
  });
}

/**
 * Where `series` is queried on a dashboard of `config` under `mapping` (spec part 1 §3 "Config
 * item"): scenario series read the config's scenario `valueColumn` (or count its meter id column)
 * in the load datasource, in the mapping's unit for their item; temperature series (and a weather measure's custom series) read the mapping's weather
 * datasource; risk series the risk mapping's measure; meter counts count the
 * config's meter id column in the load datasource; a market series its own datasource and measure
 * (`marketSeries` of the mapping); every other series reads the load measure.
 * The interval is the mapping's, else the config's `timeInterval` for load (null when neither
 * says: the metadata tells it later).
 *
 * @throws Error 'ERROR: No Datasource provided for Level: {name}' when neither the mapping nor the config names a load datasource.
 * @throws Error 'No weather datasource is configured' for a temperature series under a mapping without weather.
 * @throws Error '{label} is not a series of this dashboard' for a risk series the mapping has no risk measure for, or a
 *   Meter Count series when neither the config item nor the mapping names a meter id column.
 */
export function seriesSource(
  series: DataSeries,
  config: Pick<ConfigItem, 'datasource' | 'timeInterval' | 'level' | 'dynamicColumnsConfig' | 'scenarioConfig'>,
  mapping: DashboardDataMapping,
): ResolvedSource {
  if (isScenarioSeries(series)) {
    // The scenario table in long format: the item's value column, or its distinct meters.
    const datasource = loadDatasource(mapping, config);
    const columns = scenarioColumnsOf(config, mapping.scenario, mapping.meterIdColumn);
    const interval = mapping.load.timeIntervalMinutes ?? config.timeInterval ?? null;
    if (series.extras.columnName === 'meterCount') {
      const meterIdColumn = columns.meterIdColumn ?? mapping.meterIdColumn;
      if (!meterIdColumn) throw new Error(`${series.label} is not a series of this dashboard`);
      return { kind: 'meterCount', datasource, metric: meterIdColumn, unit: 'dimensionless', timeIntervalMinutes: interval };
    }
    const item = series.selectedFilters.find((f) => f.name === columns.valueTypeColumn)?.items[0]?.id;
    const unit = (item !== undefined ? mapping.scenario?.items?.[item]?.unit : undefined) ?? null;
    return { kind: 'load', datasource, metric: columns.valueColumn, unit, timeIntervalMinutes: interval };
  }
  if (series.type === 'temperature' || (series.type === 'custom' && series.id.startsWith('weather|') && series.extras.station !== undefined)) {
    const weather = mapping.weather;
    if (!weather) throw new Error(TEXT_NO_WEATHER_SOURCE);
    return { kind: 'weather', datasource: weather.datasource, metric: weather.metric, unit: weather.unit ?? null, timeIntervalMinutes: weather.timeIntervalMinutes ?? null };
  }
  if (series.extras.series === MARKET_SERIES_MARKER) {
    const market = mapping.marketSeries?.find((m) => m.id === series.extras.columnName);
    if (!market) throw new Error(`${series.label} is not a series of this dashboard`);
    // A custom unit: the values are shown as they are, labelled with the series' own unit.
    return { kind: 'market', datasource: market.datasource, metric: market.metric, unit: 'custom', timeIntervalMinutes: market.timeIntervalMinutes ?? null };
  }
  if (isRiskSeries(series)) {
    const risk = mapping.risk;
    const measure = risk?.series[series.extras.columnName as RiskSeriesId];
    const datasource = riskDatasourceOf(mapping, config);
    if (!risk || !measure || !datasource) throw new Error(`${series.label} is not a series of this dashboard`);
    return { kind: 'risk', datasource, metric: measure.metric, unit: measure.unit ?? null, timeIntervalMinutes: risk.timeIntervalMinutes ?? config.timeInterval ?? null };
  }
  const datasource = loadDatasource(mapping, config);
  const interval = mapping.load.timeIntervalMinutes ?? config.timeInterval ?? null;
  if (series.extras.columnName === 'meterCount') {
    const meterIdColumn = meterIdColumnOf(config, mapping);
    if (!meterIdColumn) throw new Error(`${series.label} is not a series of this dashboard`);
    return { kind: 'meterCount', datasource, metric: meterIdColumn, unit: 'dimensionless', timeIntervalMinutes: interval };
  }
  return { kind: 'load', datasource, metric: mapping.load.metric, unit: mapping.load.unit ?? null, timeIntervalMinutes: interval };
}

/**
 * Everything of the dashboard a card's queries use (spec part 1 §2 top area): zone, hour
 * convention, date bounds, the applied filters and the data's time boundary.
 */
export interface CardQueryContext {
  /** IANA zone, e.g. 'America/Chicago'. */
  timezone: string;
  /** True for hour ending (HE) labels, false for hour beginning. */
  isHourEndingSelected: boolean;
  from: DateBound;
  to: DateBound;
  /** Applied (debounced) dimension filters. */
  filters: readonly Filter[];
  rangeFilters: readonly RangeFilter[];
  timeFilters: TimeFilters;
  /** Time boundary of the dashboard's datasource, to clamp the range; null while unknown. */
  dataMin: Date | null;
  dataMax: Date | null;
  /**
   * "End of data", the anchor of relative `endData` bounds: the last instant of the actual series
   * (max-time filtered by {@link endOfDataRequest}), before `dataMax` when forecast runs reach
   * past it. Absent or null: `dataMax`.
   */
  dataEnd?: Date | null;
  /** The config item the dashboard was made from (datasource, interval, level, meter id column, scenario config). */
  config: Pick<ConfigItem, 'datasource' | 'timeInterval' | 'level' | 'dynamicColumnsConfig' | 'scenarioConfig'>;
  /** How the host's backend holds the series (datasources, columns, units). */
  mapping: DashboardDataMapping;
}

/** Axis a dropped series goes to when the user picks none: primary. */
export const DEFAULT_DROP_AXIS: AxisId = 'primary_axis';
