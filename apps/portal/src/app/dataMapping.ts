import type { ConfigItem } from '@loadline/core';
import type { DashboardDataMapping } from '@loadline/dashboard';
import { referenceDashboardMapping } from '@loadline/dashboard/testing';
import { gasDataMapping } from './gasDataMapping';

/**
 * How the reference API holds a load forecast dashboard's series: the SDK's one copy of the
 * reference mapping (`referenceDashboardMapping` of `@loadline/dashboard/testing`: `ercot_load`
 * told apart by `series`, forecast runs by `processTime` and `horizon`, weather in `weather`,
 * MAPE in `ercot_forecast_mape`, the ISO total `ERCOT` beside its zones, time parts filtered in
 * the browser).
 */
const SHARED_LOAD_TABLE: DashboardDataMapping = referenceDashboardMapping;

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
