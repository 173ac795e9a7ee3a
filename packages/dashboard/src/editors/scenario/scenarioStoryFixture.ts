import type { ConfigItem, DatasourceMetadata } from '@loadline/core';
import { ercotLoadRows, houstonWeatherRows, type MemoryRow } from '@loadline/core/testing';
import type { DashboardDataMapping } from '../../model/dataMapping';

/**
 * A scenario backend for stories and component tests, long format as the reference API's
 * `scenario_analysis` (apps/api/src/seed/derived.ts): item `Item` ('Load' MWh, 'Temperature' degF)
 * and `value`, per market and `scenario`. Derived from the core fixtures' real data of July 2019:
 * COAST native load (ERCOT) and the Houston temperature (NSRDB) of the same hours. 'Observed weather'
 * is the data as it is; 'Hot (+3 degF)' and 'Cold (-3 degF)' add ±3 degF to every hour and move the
 * load by the least-squares slope of load on temperature over those hours (MWh per degF, fitted
 * here), the sensitivity the data itself shows.
 *
 * @module
 */

/** The scenarios of the fixture and their temperature offsets, degF. */
export const SCENARIO_FIXTURE_SCENARIOS = [
  { name: 'Observed weather', offset: 0 },
  { name: 'Hot (+3 degF)', offset: 3 },
  { name: 'Cold (-3 degF)', offset: -3 },
] as const;

/** Least-squares slope of y on x. */
function slope(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    sxx += ((xs[i] as number) - mx) ** 2;
  }
  return sxx === 0 ? 0 : sxy / sxx;
}

/** The hours of July 2019 with both a COAST load and a Houston temperature. */
function julyHours(): { t: number; load: number; temperature: number }[] {
  const temps = new Map(houstonWeatherRows().map((r) => [Number(r.__time), Number(r.temperature)]));
  return ercotLoadRows()
    .filter((r) => r.market === 'COAST' && r.series === 'actual' && new Date(Number(r.__time)).getUTCMonth() === 6 && temps.has(Number(r.__time)))
    .map((r) => ({ t: Number(r.__time), load: Number(r.load), temperature: temps.get(Number(r.__time)) as number }));
}

/** The load sensitivity the fixture uses: MWh per degF, fitted on July 2019 COAST load and Houston temperature. */
export function scenarioFixtureSensitivity(): number {
  const hours = julyHours();
  return slope(hours.map((h) => h.temperature), hours.map((h) => h.load));
}

/** Rows of the fixture's `scenario_analysis` (`__time` epoch ms). */
export function scenarioFixtureRows(): MemoryRow[] {
  const hours = julyHours();
  const k = slope(hours.map((h) => h.temperature), hours.map((h) => h.load));
  const rows: MemoryRow[] = [];
  for (const s of SCENARIO_FIXTURE_SCENARIOS) {
    for (const h of hours) {
      rows.push({ __time: h.t, market: 'COAST', scenario: s.name, Item: 'Load', value: h.load + k * s.offset });
      rows.push({ __time: h.t, market: 'COAST', scenario: s.name, Item: 'Temperature', value: h.temperature + s.offset });
    }
  }
  return rows;
}

/** Metadata of the fixture's `scenario_analysis`. */
export const SCENARIO_FIXTURE_METADATA: DatasourceMetadata = {
  name: 'scenario_analysis',
  timeIntervalMinutes: 60,
  description: 'COAST load and Houston temperature of July 2019 under observed weather, +3 degF and -3 degF (see scenarioStoryFixture.ts). Long format: Item (Load MWh, Temperature degF) and value.',
  dimensions: [{ name: 'market', title: 'Market' }, { name: 'scenario', title: 'Scenario' }, { name: 'Item', title: 'Item' }],
  metrics: [{ name: 'value', title: 'Value', unit: 'MWh', unitType: 'power load' }],
} as DatasourceMetadata;

/** The fixture's config item: a scenario analysis dashboard on `scenario_analysis`, as the reference API's. */
export const SCENARIO_FIXTURE_CONFIG: ConfigItem = {
  configId: 'fixture-scenarios',
  type: 'prod_load_forecast',
  commodity: { name: 'power', label: 'Power' },
  category: { name: 'scenarioAnalysis', label: 'Scenario Analysis' },
  level: { name: 'weatherZone', label: 'Weather Zone' },
  datasource: 'scenario_analysis',
  isSettled: false,
  filters: [{ name: 'market', title: 'Market' }, { name: 'scenario', title: 'Scenario' }, { name: 'Item', title: 'Item' }],
  rangeFilters: [],
  weatherStations: [{ id: 'HOU', label: 'Houston' }],
  timeInterval: 60,
  scenarioConfig: { valueTypeColumn: 'Item', valueColumn: 'value', hasMeterMap: false },
} as ConfigItem;

/** The scenario mapping of the fixture (as the portal's reference mapping): the weather of the core fixtures. */
export const SCENARIO_FIXTURE_MAPPING: DashboardDataMapping = {
  load: { metric: 'value' },
  scenario: { scenarioColumn: 'scenario', items: { Temperature: { unitType: 'temperature', unit: 'degF' } } },
  weather: {
    datasource: 'weather',
    metric: 'temperature',
    stationColumn: 'station',
    kinds: { column: 'series', values: { Actual: 'actual', Forecast: 'forecast', Normals: 'normal', Backcast: 'backcast' } },
    processTimeColumn: 'processTime',
    timeIntervalMinutes: 60,
  },
  mape: null,
  marketColumn: 'market',
};

/** The memory adapter datasources of the scenario backend. */
export function scenarioMemoryDatasources(): Record<string, { metadata: DatasourceMetadata; rows: MemoryRow[] }> {
  return { scenario_analysis: { metadata: SCENARIO_FIXTURE_METADATA, rows: scenarioFixtureRows() } };
}
