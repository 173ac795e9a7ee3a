import { CLUSTER_LOOKBACK_DAYS, HEDGE_RATIO, SCENARIOS } from '../seed/derived';
import { KMEANS_METHOD } from '../seed/kmeans';
import { MARKETS } from '../seed/markets';
import { GAS_DATASOURCES } from './gasDatasources';
import { registerDatasource, type DatasourceMeta, type DimensionMeta, type MetricMeta } from './registry';

/**
 * The datasources of the seeded DuckDB file (tables written by apps/api/src/seed). Every time
 * column is `__time`, the interval START (hour beginning) in UTC; ERCOT's hour-ending local
 * labels were converted when the seed was built (apps/api/seed/SOURCES.md).
 */

const dim = (name: string, title: string): DimensionMeta => ({ name, title });
const mwh = (name: string, title: string): MetricMeta => ({ name, title, unit: 'MWh', unitType: 'power load', rangeFilter: true });
const degF = (name: string, title: string): MetricMeta => ({ name, title, unit: 'degF', unitType: 'temperature', rangeFilter: true });
const ERCOT = 'ERCOT (Electric Reliability Council of Texas) public market information';

/**
 * Levels of the seed's ERCOT markets: `ERCOT` is the ISO total, the eight others its weather zones
 * (they sum to the total). Imported markets are levels of their own.
 */
export const ERCOT_MARKET_LEVELS: Readonly<Record<string, string>> = Object.fromEntries(MARKETS.map((m) => [m, m === 'ERCOT' ? 'iso' : 'weather zone']));

/** ERCOT load by market: actuals, ERCOT's published forecast, the reference forecaster's forecasts and backcast. */
export const ERCOT_LOAD: DatasourceMeta = {
  name: 'ercot_load',
  table: 'ercot_load',
  description:
    'ERCOT hourly load (MWh per hour) for the 8 weather zones and the ERCOT total. series: actual (ERCOT native load 2016-01..2025-12), ' +
    'official (ERCOT day-ahead forecast as published in EIA-930, ERCOT total, 2015-07..2020-07), forecast (reference forecaster, ' +
    'short_term: daily 06:00 runs 7 days ahead; long_term: monthly runs 12 months ahead; processTime = run time, ISO UTC; ' +
    'source says the model and, after "weather: ", the weather a run used: for the short-term runs to 2021-12 each zone\'s own stations, ' +
    'e.g. "Loadline v2, weather: observed station DFW" (a forecast of the station\'s observed hours with the error measured from archived forecasts; ' +
    'DFW for North Central, North and East, with San Angelo\'s daily maximum for West and Far West, HOU for Coast, 56 % DFW + 44 % HOU for the total), ' +
    '"GEFCom2012 vanilla benchmark, weather: HOU hourly normals" for the long-term runs to 2021-12, ' +
    '"Loadline v2, weather: none (calendar and trend)" for the long-term runs of 2025 (monthly, the latest 2025-12-01 forecasting 2026-01..12), ' +
    '"Loadline v2, weather: none (calendar and recent load)" for South Central and Southern to 2021-12 (their stations end in 2020) and for the runs ' +
    'from the end of the weather record to the last actual day, 2025-12-31, whose run forecasts 2026-01-01..07, after the last actual hour), ' +
    'backcast (source "GEFCom2012 vanilla benchmark"; out of sample: each year from the model fitted before it, on observed weather), ' +
    'adjusted (the adjusted forecast of an approved forecast adjustment: its run\'s market, processTime and horizon, source = the adjustment id; ' +
    'read by the adjustment\'s organisation only).',
  timeIntervalMinutes: 60,
  dimensions: [
    dim('market', 'Market'), dim('series', 'Series'), dim('source', 'Source'), dim('processTime', 'Process Time'), dim('horizon', 'Horizon'),
  ],
  metrics: [mwh('load', 'Load')],
  marketLevels: { column: 'market', levels: ERCOT_MARKET_LEVELS },
  orgColumn: 'orgId',
  provenance: {
    kind: 'derived',
    source: `${ERCOT}: Native Load archives (actual); EIA-930 via Ruggles & Farnham, CC BY 4.0 (official)`,
    method:
      'actual and official are measured. forecast and backcast are derived, on Houston hourly temperature (the only station with an hourly record over ' +
      'the training years; NSRDB 2016-2020, ISD 2021). Short-term runs: reference forecaster v2 (GEFCom2012 vanilla terms with the recency effect of ' +
      'Wang, Liu and Hong 2016, federal holidays and bridge days, a seasonal daily shape, San Angelo\'s daily maximum of the day and the day before, ' +
      'residual persistence over 3, 24 and 168 hours per lead hour; fitted on the hours before the first run) ' +
      'on a weather forecast = observed + the error measured from archived World Weather Online forecasts against NOAA ISD 2021 (MOS-corrected; sd by lead, ' +
      'correlated across hours and stations). Long-term runs: GEFCom2012 vanilla regression (Hong, Pinson, Fan 2014) on derived hourly normals; ' +
      'backcast: the vanilla regression on observed temperature. Runs after the weather record: v2 without weather. ' +
      'Temperature is held inside each month\'s training range (no cubic extrapolation); the winter storm Uri outage days (2021-02-15..19) are left out ' +
      'of training and backcast; every run lies within 0.75 x the lowest .. 1.15 x the highest actual hour of its market (the seed build checks it).',
  },
};

/** Forecast and backcast MAPE per market and process time. */
export const ERCOT_FORECAST_MAPE: DatasourceMeta = {
  name: 'ercot_forecast_mape',
  table: 'ercot_forecast_mape',
  description:
    'MAPE (percent) of each reference forecast (mapeType forecast) and of the backcast (mapeType backcast) against ERCOT native load, ' +
    'per market, process time and horizon, both scored over the same hours. mape and hours score the mapeScope: day_ahead for a short-term run ' +
    '(its next operating day, the local day after the process time, as ERCOT reports day-ahead accuracy), full_horizon for a long-term run; ' +
    'scoredFrom..scoredTo are the scored hours (UTC, start of the first to end of the last); mapeFullHorizon and hoursFullHorizon score the whole run. ' +
    'Hours scored: the run\'s hours with an actual, a forecast and a backcast ' +
    '(the backcast ends with the observed-weather record, so a long-term run reaching past it is scored over its first months only); ' +
    'hours = how many; the current runs after the weather record (station none) have no backcast and score the forecast alone. __time = process time.',
  timeIntervalMinutes: 1440,
  // station: the weather a run used (HOU observed station; none for the current runs; NULL for an imported run).
  dimensions: [
    dim('market', 'Market'), dim('processTime', 'Process Time'), dim('horizon', 'Horizon'), dim('mapeType', 'MAPE Type'), dim('station', 'Weather Station'),
    dim('mapeScope', 'MAPE Scope'), dim('scoredFrom', 'Scored From'), dim('scoredTo', 'Scored To'),
  ],
  metrics: [
    { name: 'mape', title: 'MAPE', unit: 'percent', unitType: 'dimensionless', rangeFilter: true },
    { name: 'hours', title: 'Hours Scored', unit: 'count', unitType: 'dimensionless' },
    { name: 'mapeFullHorizon', title: 'MAPE, Full Horizon', unit: 'percent', unitType: 'dimensionless', rangeFilter: true },
    { name: 'hoursFullHorizon', title: 'Hours Scored, Full Horizon', unit: 'count', unitType: 'dimensionless' },
  ],
  orgColumn: 'orgId',
  provenance: { kind: 'derived', source: 'ercot_load', method: 'MAPE = 100/n * sum |actual - forecast| / actual over the n hours of the run with an actual, a forecast and a backcast (the same n for both types).' },
};

/** Hourly weather by station. */
export const WEATHER: DatasourceMeta = {
  name: 'weather',
  table: 'weather_hourly',
  description:
    'Hourly weather by station. series: actual (HOU: NREL NSRDB Harris County 2016-2020, NOAA ISD 2021; DFW, AUS: NOAA ISD 2021), ' +
    'normal (HOU: derived hourly normals), forecast (derived: observed + error measured from archived forecasts, per processTime).',
  timeIntervalMinutes: 60,
  dimensions: [dim('station', 'Weather Station'), dim('series', 'Series'), dim('processTime', 'Process Time'), dim('source', 'Source')],
  metrics: [
    degF('temperature', 'Temperature'), degF('dewPoint', 'Dew Point'),
    { name: 'relativeHumidity', title: 'Relative Humidity', unit: '%', unitType: 'custom' },
    { name: 'ghi', title: 'Global Horizontal Irradiance', unit: 'W/m2', unitType: 'custom' },
    { name: 'windSpeed', title: 'Wind Speed', unit: 'm/s', unitType: 'custom' },
  ],
  orgColumn: 'orgId',
  provenance: {
    kind: 'derived',
    source: 'NREL NSRDB (via TAMUparametric/energiapy, MIT); NOAA ISD (public domain); NOAA 1991-2020 normals (public domain)',
    method:
      'actual is measured/modelled as published. normal: NOAA daily Tmax/Tmin normals shaped by the mean NSRDB diurnal curve per month. ' +
      'forecast: observed + mosBias(L) + mosSd(L) * e, the bias and sd at lead L measured from archived World Weather Online forecasts (2021-03..06) ' +
      'against NOAA ISD 2021 after a MOS correction per station and local hour; e of unit variance correlated across hours as measured ' +
      '(two AR(1) processes), one seeded path per run and station.',
  },
};

/** Daily weather by station. */
export const WEATHER_DAILY: DatasourceMeta = {
  name: 'weather_daily',
  table: 'weather_daily',
  description: 'Daily temperature by station (local day; __time = local midnight in UTC): SJT San Angelo Tmax, ABI Abilene Tavg (NOAA GHCN-Daily), HOU Houston IAH daily normals.',
  timeIntervalMinutes: 1440,
  dimensions: [dim('station', 'Weather Station'), dim('series', 'Series')],
  metrics: [degF('tmax', 'Maximum Temperature'), degF('tmin', 'Minimum Temperature'), degF('tavg', 'Average Temperature')],
  provenance: { kind: 'measured', source: 'NOAA GHCN-Daily and NOAA U.S. Climate Normals 1991-2020 (public domain)' },
};

/** ERCOT settlement point prices. */
export const ERCOT_PRICES: DatasourceMeta = {
  name: 'ercot_prices',
  table: 'ercot_prices',
  description: 'ERCOT settlement point prices, $/MWh: DAM hubs and load zones 2020-01..2025-05-17; RTM load zones 2023-12..2025-10 (hourly averages).',
  timeIntervalMinutes: 60,
  dimensions: [dim('priceMarket', 'Price Market'), dim('settlementPoint', 'Settlement Point')],
  metrics: [{ name: 'price', title: 'Price', unit: '$/MWh', unitType: 'custom', rangeFilter: true }],
  provenance: { kind: 'measured', source: `${ERCOT}: DAM Settlement Point Prices archives and NP4-180-ER workbooks; RT load-zone prices (via xrf1213/DemFlex)` },
};

const meterProvenance = {
  kind: 'derived' as const,
  source: 'SGSC smart-meter trial (Ausgrid, NSW; 10 households via Sayani07/gravitas, GPL-3) and EIA-861 2019 (public domain)',
  method:
    'Australian half-hourly readings summed to hours, shifted 26 + 312 weeks (six months for season, into 2018-2020, weekdays kept), ' +
    'read as Central local clock, each household scaled to the EIA-861 2019 ERCOT residential kWh per customer, assigned to weather zones in turn, ' +
    'profile RESHIWR/RESLOWR by winter ratio; representedMeters = ERCOT residential customers (EIA-861) x zone share of 2019 load / households in zone; ' +
    'coordinates uniform in a 25 km disc around the zone\'s principal city (seeded).',
};

/**
 * Products that read meter-level data (spec part 2 section 6, mod_load_forecast): demand
 * analytics, meter insights and meter-level insights. Market and weather data are public to every
 * signed-in user.
 */
const METER_LEVEL_PRODUCTS = ['prod_demand_analytics', 'prod_data_insights', 'prod_meter_level_insights', 'prod_load_forecast'] as const;

/** Meter-level (derived) household load. */
export const METERS: DatasourceMeta = {
  name: 'meters',
  table: 'meters',
  description: 'Hourly kWh of 10 meters (derived from real household readings; see provenance), with zone, load profile, coordinates and the Texas meters each stands for.',
  timeIntervalMinutes: 60,
  dimensions: [dim('meterId', 'Meter'), dim('market', 'Market'), dim('profile', 'Load Profile')],
  metrics: [
    { name: 'load', title: 'Load', unit: 'kWh', unitType: 'power load', rangeFilter: true },
    { name: 'meterCount', title: 'Meter Count', unit: 'count', unitType: 'dimensionless' },
    { name: 'representedMeters', title: 'Represented Meters', unit: 'count', unitType: 'dimensionless' },
    { name: 'latitude', title: 'Latitude', unit: 'deg', unitType: 'custom' },
    { name: 'longitude', title: 'Longitude', unit: 'deg', unitType: 'custom' },
  ],
  provenance: meterProvenance,
  meterIdColumn: 'meterId',
  products: METER_LEVEL_PRODUCTS,
  orgColumn: 'orgId',
  // The meters are the owning utility's: no other organisation reads, counts or bounds them.
  ownedRows: true,
};

/** Meter clusters per clustering run. */
export const METER_CLUSTERS: DatasourceMeta = {
  name: 'meter_clusters',
  table: 'meter_clusters',
  description:
    `Meter clusters per run (processTime, monthly): the ${CLUSTER_LOOKBACK_DAYS} days of hourly kWh each run clustered, with the meter's clusterItem and coordinates. ` +
    'clusterProfile = average load by clusterItem; meterProfile = one meter\'s load; meterCount = distinct meters per clusterItem. ' +
    `Clustering: ${KMEANS_METHOD}, k=3, on each meter's mean local-hour profile / its mean over the ${CLUSTER_LOOKBACK_DAYS} days before the run; Cluster 1..3 by ascending peak hour.`,
  timeIntervalMinutes: 60,
  dimensions: [dim('processTime', 'Process Time'), dim('clusterName', 'Cluster Group'), dim('clusterItem', 'Cluster'), dim('meterId', 'Meter'), dim('market', 'Market'), dim('profile', 'Load Profile')],
  metrics: [
    { name: 'load', title: 'Load', unit: 'kWh', unitType: 'power load', rangeFilter: true },
    { name: 'latitude', title: 'Latitude', unit: 'deg', unitType: 'custom' },
    { name: 'longitude', title: 'Longitude', unit: 'deg', unitType: 'custom' },
  ],
  provenance: { kind: 'derived', source: 'meters', method: `${KMEANS_METHOD}, k=3, on each meter's mean local-hour profile / its mean over the ${CLUSTER_LOOKBACK_DAYS} days before the run.` },
  meterIdColumn: 'meterId',
  products: METER_LEVEL_PRODUCTS,
  // Clusters of a utility's meters are that utility's (the organisation of the clustered meters).
  orgColumn: 'orgId',
  ownedRows: true,
};

/** Weather scenarios of the long-term forecast. */
export const SCENARIO_ANALYSIS: DatasourceMeta = {
  name: 'scenario_analysis',
  table: 'scenario_analysis',
  description: `Long-term load by weather scenario (${SCENARIOS.map((s) => s.name).join(', ')}), long format: Item (Load MWh, Temperature degF) and value.`,
  timeIntervalMinutes: 60,
  dimensions: [dim('market', 'Market'), dim('scenario', 'Scenario'), dim('Item', 'Item')],
  // No range filter: the column holds load (MWh) and temperature (degF) rows told apart by Item; one range over both means nothing.
  metrics: [{ name: 'value', title: 'Value', unit: 'MWh', unitType: 'power load' }],
  // Each market is modelled on its own, the ERCOT total beside its weather zones: never summed together.
  marketLevels: { column: 'market', levels: ERCOT_MARKET_LEVELS },
  provenance: { kind: 'derived', source: 'ercot_load, weather', method: 'The latest long-term vanilla model per market on hourly normals, normals + 3 degF and normals - 3 degF.' },
};

/** Risk: supply, demand, net open position, volume, mark-to-market per load zone. */
export const RISK_POSITIONS: DatasourceMeta = {
  name: 'risk_positions',
  table: 'risk_positions',
  description:
    'Hourly risk series per ERCOT load zone (LZ_HOUSTON = COAST; LZ_NORTH = NCENT+NORTH+EAST; LZ_SOUTH = SOUTH+SCENT; LZ_WEST = WEST+FWEST) ' +
    'where real prices exist (DAM 2020-2022, RTM 2023-12..2025-08). asOfDate = first day of the delivery month.',
  timeIntervalMinutes: 60,
  dimensions: [dim('asOfDate', 'As Of Date'), dim('market', 'Load Zone'), dim('priceMarket', 'Price Market')],
  metrics: [
    mwh('supply', 'Supply'), mwh('demand', 'Demand'), mwh('position', 'Net Open Position'), mwh('volume', 'Volume'),
    { name: 'mark_to_market', title: 'Mark To Market', unit: '$ dollars', unitType: 'custom', rangeFilter: true },
    { name: 'price', title: 'Price', unit: '$/MWh', unitType: 'custom' },
  ],
  provenance: {
    kind: 'derived',
    source: `${ERCOT}: native load and settlement point prices`,
    method:
      `demand = real native load; supply = stated hedge blocks: on-peak (weekdays HE07-HE22) and off-peak blocks of ${HEDGE_RATIO * 100}% of the same month's ` +
      'average load one year earlier; position = demand - supply; volume = |position|; mark_to_market = position x real DAM/RT price.',
  },
  // Positions and mark-to-market: Risk Management only (mod_risk, spec part 2 section 6).
  products: ['prod_risk_management', 'prod_load_scheduling'],
};

/** Every datasource of the seed. */
export const DATASOURCES: DatasourceMeta[] = [
  ERCOT_LOAD, ERCOT_FORECAST_MAPE, WEATHER, WEATHER_DAILY, ERCOT_PRICES, METERS, METER_CLUSTERS, SCENARIO_ANALYSIS, RISK_POSITIONS,
  ...GAS_DATASOURCES,
];

/** Registers every datasource of the seed in the registry (call once at start-up). */
export function registerSeedDatasources(): void {
  for (const meta of DATASOURCES) registerDatasource(meta);
}
