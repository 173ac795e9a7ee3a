import type { ConfigItem } from '@loadline/core';
import type { DashboardDataMapping } from '@loadline/dashboard';
import { gasDataMapping } from './gasDataMapping';

/**
 * How the reference API (apps/api/src/data/datasources.ts) holds a dashboard's series, for the
 * dashboard SDK: every load kind of a config item's datasource (`ercot_load`, `meters`...) in one
 * table told apart by `series` (actual, official, backcast, forecast), forecast runs by
 * `processTime` and `horizon`; weather by `station` and `series` in `weather`; forecast and
 * backcast MAPE in `ercot_forecast_mape`. The market `ERCOT` is the system total of the weather
 * zones (`totalMarkets`): with no market chosen, load reads it alone. Units are the datasources' metadata units (MWh for ERCOT
 * load, kWh for meters, degF). The reference API filters time parts row by row before grouping
 * and writes bucket times as local ISO text with their offset, so every mapping here lets the
 * browser apply a time filter to hourly and finer cards (`clientTimeFilter`).
 */
const SHARED_LOAD_TABLE: DashboardDataMapping = {
  load: {
    metric: 'load',
    kinds: { column: 'series', values: { actual: 'actual', official: 'official', backcast: 'backcast', forecast: 'forecast', adjusted: 'adjusted' } },
    // An approved adjustment's adjusted forecast: its rows carry the adjustment id in `source`.
    adjustmentColumn: 'source',
    processTimeColumn: 'processTime',
    horizon: { column: 'horizon', values: { shortTermForecast: 'short_term', longTermForecast: 'long_term' } },
  },
  weather: {
    datasource: 'weather',
    metric: 'temperature',
    stationColumn: 'station',
    kinds: { column: 'series', values: { Actual: 'actual', Forecast: 'forecast', Normals: 'normal', Backcast: 'backcast' } },
    processTimeColumn: 'processTime',
    timeIntervalMinutes: 60,
  },
  mape: {
    datasource: 'ercot_forecast_mape',
    metric: 'mape',
    marketColumn: 'market',
    processTimeColumn: 'processTime',
    typeColumn: 'mapeType',
    typeValues: { forecast: 'forecast', backcast: 'backcast' },
    horizonColumn: 'horizon',
    scope: {
      scopeColumn: 'mapeScope',
      scoredFromColumn: 'scoredFrom',
      scoredToColumn: 'scoredTo',
      hoursMetric: 'hours',
      fullHorizonMetric: 'mapeFullHorizon',
      fullHorizonHoursMetric: 'hoursFullHorizon',
    },
  },
  clientTimeFilter: true,
  marketColumn: 'market',
  // 'ERCOT' is the ISO's system total of the eight weather zones in the same column: a dashboard
  // with no market chosen charts it alone (ERCOT's 80-85 GW summer peak), not total + zones.
  totalMarkets: ['ERCOT'],
};

/**
 * Risk dashboards (nop, supplyAndMarkToMarket) of the reference API: `risk_positions` holds per
 * load zone (`market`) and as-of date (`asOfDate`, the first day of the delivery month) hourly
 * supply, demand, net open position and volume in MWh and mark to market in $ dollars (units from
 * its metadata). Its demand is the load of the top area's time boundary and filters.
 */
const RISK_POSITIONS: DashboardDataMapping = {
  load: { metric: 'demand' },
  risk: {
    asOfDateColumn: 'asOfDate',
    series: {
      supply: { metric: 'supply' },
      demand: { metric: 'demand' },
      position: { metric: 'position' },
      volume: { metric: 'volume' },
      mark_to_market: { metric: 'mark_to_market' },
    },
    markToMarketUnit: '$ dollars',
  },
  clientTimeFilter: true,
  weather: null,
  mape: null,
  marketColumn: 'market',
};

/**
 * Scenario analysis (`scenario_analysis`): long-format rows of the config's scenario config (item
 * column `Item`: 'Load' in MWh, 'Temperature' in degF; value column `value`) per market and
 * `scenario`; weather per station as on the load forecast dashboards.
 */
const SCENARIOS: DashboardDataMapping = {
  load: { metric: 'value' },
  scenario: { scenarioColumn: 'scenario', items: { Temperature: { unitType: 'temperature', unit: 'degF' } } },
  clientTimeFilter: true,
  weather: SHARED_LOAD_TABLE.weather ?? null,
  mape: null,
  marketColumn: 'market',
  // Each market is modelled on its own, the ERCOT total too: nothing chosen reads the total alone.
  totalMarkets: ['ERCOT'],
};

/**
 * Short-term performance (`ercot_forecast_mape` holds the stored MAPE of each run): load, actual
 * and forecast runs, is read from `ercot_load` (hourly; the config item's daily interval is the stored
 * MAPE's) as on the forecast dashboards.
 */
const PERFORMANCE: DashboardDataMapping = { ...SHARED_LOAD_TABLE, load: { ...SHARED_LOAD_TABLE.load, datasource: 'ercot_load', timeIntervalMinutes: 60 } };

/** Where the meter datasources (`meters`, `meter_clusters`) hold each meter's position, degrees. */
const METER_POSITIONS = { latitudeColumn: 'latitude', longitudeColumn: 'longitude' } as const;

/**
 * The mapping of a config item of the reference API: ERCOT load (`ercot_load`, shared table
 * above); meter-level datasources (`meters`, `meter_clusters`: kWh per meter, no kind column,
 * actual load only) read their `load` metric as it is; risk dashboards (`risk_positions`) read
 * the risk series at their As Of Date; scenario analysis reads its long-format items; short-term
 * performance reads load from `ercot_load`; gas datasources as gasDataMapping.ts says.
 */
export function referenceDataMapping(config: Pick<ConfigItem, 'datasource'>): DashboardDataMapping {
  if (config.datasource === 'risk_positions') return RISK_POSITIONS;
  if (config.datasource === 'scenario_analysis') return SCENARIOS;
  if (config.datasource === 'ercot_forecast_mape') return PERFORMANCE;
  // Gas (gasDataMapping.ts): UK LDZ daily sendout with heating degree days, Texas monthly end uses.
  const gas = gasDataMapping(config, SHARED_LOAD_TABLE.weather);
  if (gas) return gas;
  if (config.datasource === 'meters') {
    return { load: { metric: 'load' }, weather: SHARED_LOAD_TABLE.weather ?? null, marketColumn: 'market', clientTimeFilter: true, meterMap: METER_POSITIONS };
  }
  // Cluster runs: one clustering per processTime (monthly), meters' load by clusterName and clusterItem.
  if (config.datasource === 'meter_clusters') {
    return {
      load: { metric: 'load', processTimeColumn: 'processTime' }, cluster: { nameColumn: 'clusterName', itemColumn: 'clusterItem' },
      weather: SHARED_LOAD_TABLE.weather ?? null, marketColumn: 'market', clientTimeFilter: true, meterMap: METER_POSITIONS };
  }
  return SHARED_LOAD_TABLE;
}
