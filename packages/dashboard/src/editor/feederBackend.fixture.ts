import { configItemSchema, type ConfigItem, type DatasourceMetadata } from '@loadline/core';
import { createMemoryAdapter, ercotLoadRows, type MemoryRow } from '@loadline/core/testing';
import type { DashboardDataMapping } from '../model/dataMapping';

/**
 * A backend shaped unlike the reference API, for stories and tests of the data mapping (not
 * exported from the package): `feeder_demand` holds 15-minute average demand in kW (metadata unit
 * 'kW'), markets in `zone`, the load kind in `kind` ('ACT' for actuals), no forecast runs and no
 * weather. Its values are the fixtures' real ERCOT COAST load of July 2019: each hour's energy E
 * MWh becomes four quarter-hours of E x 1000 kW, so the hourly energy charted in kWh is E x 1000,
 * exactly the reference fixture's value.
 *
 * @module
 */

const QUARTER_MS = 15 * 60_000;

/** Metadata of `feeder_demand`: 15-minute kW. */
export const FEEDER_METADATA: DatasourceMetadata = {
  name: 'feeder_demand',
  description: 'Feeder demand, 15-minute average kW (ERCOT COAST native load of July 2019 spread over quarter-hours)',
  timeIntervalMinutes: 15,
  dimensions: [{ name: 'zone', title: 'Zone' }, { name: 'kind', title: 'Kind' }],
  metrics: [{ name: 'demand_kw', title: 'Demand', unit: 'kW', unitType: 'power load', rangeFilter: true }],
};

/** Rows of `feeder_demand`. */
export function feederRows(): MemoryRow[] {
  const rows: MemoryRow[] = [];
  for (const r of ercotLoadRows()) {
    if (r.market !== 'COAST' || r.series !== 'actual' || typeof r.load !== 'number') continue;
    for (let q = 0; q < 4; q += 1) rows.push({ __time: r.__time + q * QUARTER_MS, zone: 'COAST', kind: 'ACT', demand_kw: r.load * 1000 });
  }
  return rows;
}

/** The config item of a feeder demand dashboard: 15-minute data, zone filter, no weather stations. */
export const FEEDER_CONFIG: ConfigItem = configItemSchema.parse({
  configId: 'feeder-demand',
  type: 'prod_load_forecast',
  commodity: { name: 'power', label: 'Power' },
  category: { name: 'shortTermForecast', label: 'Short Term Forecast' },
  level: { name: 'feeder', label: 'Feeder' },
  datasource: 'feeder_demand',
  filters: [{ name: 'zone', title: 'Zone' }],
  rangeFilters: [],
  weatherStations: [],
  timeInterval: 15,
});

/** How the feeder backend holds its series. */
export const FEEDER_MAPPING: DashboardDataMapping = {
  load: { metric: 'demand_kw', kinds: { column: 'kind', values: { actual: 'ACT' } } },
  weather: null,
  marketColumn: 'zone',
};

/** A memory adapter serving only the feeder backend. */
export function createFeederAdapter() {
  return createMemoryAdapter({ configs: [FEEDER_CONFIG], datasources: { feeder_demand: { metadata: FEEDER_METADATA, rows: feederRows() } } });
}
