import { cardSchema } from '../schemas/card.schema';
import type { ConfigItem } from '../schemas/config.schema';
import type { DashboardInput } from '../schemas/dashboard.schema';
import { FIXTURE_USERS } from './fixtures/accounts';

/**
 * Config items and saved dashboards of the memory adapter's default content (spec part 1 §3
 * "Config item", §6 sharing), shaped like the reference API's (apps/api/src/data/configItems.ts).
 *
 * @module
 */

/** Datasource names of the default fixtures; `load` and `weather` are named as in the reference API. */
export const FIXTURE_DATASOURCES = {
  load: 'ercot_load', weather: 'weather', forecast: 'ercot_forecast', mape: 'ercot_forecast_mape',
} as const;
/** Weather station id of the Houston temperature series (the reference API's id). */
export const FIXTURE_STATION = 'HOU';
/** Zone of the fixtures' local days. */
export const FIXTURE_TIME_ZONE = 'America/Chicago';
/** Dashboard type of the default config items and dashboards. */
export const FIXTURE_DASHBOARD_TYPE = 'prod_load_forecast';

/**
 * Weather stations of the load forecast config items, with the short names the reference API
 * lists (apps/api/src/seed/markets.ts). Only Houston (`HOU`) has rows in the memory fixtures; the
 * others are listed so pickers and searches have something to choose from.
 */
export const FIXTURE_WEATHER_STATIONS: readonly { id: string; label: string }[] = [
  { id: FIXTURE_STATION, label: 'Houston' },
  { id: 'DFW', label: 'Dallas-Fort Worth' },
  { id: 'AUS', label: 'Austin-Bergstrom' },
  { id: 'SJT', label: 'San Angelo' },
  { id: 'ABI', label: 'Abilene' },
];

const power = { name: 'power' as const, label: 'Power' };
const shortTerm = { name: 'shortTermForecast' as const, label: 'Short Term' };
const weatherZone = { name: 'zone', label: 'Weather zone' };

/**
 * The short-term load forecast config item, like the reference API's `ercot-power-short-term`:
 * datasource `ercot_load` (hourly, MWh), filters Market only (the series panel picks series,
 * process time and horizon), range filter Load, the weather stations above.
 */
export const FIXTURE_LOAD_FORECAST_CONFIG: ConfigItem = {
  configId: 'ercot-power-short-term', type: FIXTURE_DASHBOARD_TYPE, commodity: power, category: shortTerm,
  level: weatherZone, datasource: FIXTURE_DATASOURCES.load, isSettled: false,
  filters: [{ name: 'market', title: 'Market' }], rangeFilters: [{ name: 'load', title: 'Load' }],
  weatherStations: FIXTURE_WEATHER_STATIONS.map((s) => ({ ...s })), timeInterval: 60,
};

/**
 * Config items of the default fixtures: `cfg-ercot-zone-load`, the load forecast config under the
 * id earlier fixtures and saved test data use (first, so a create dialog's 'Weather zone' choice
 * keeps resolving to it); {@link FIXTURE_LOAD_FORECAST_CONFIG} (same content and level, so
 * dialogs offer 'Weather zone' once); and `cfg-ercot-forecast` (level System over
 * `ercot_forecast`, the EIA-930 day-ahead runs of July 1-7 2019, market ERCOT).
 */
export const FIXTURE_CONFIGS: readonly ConfigItem[] = [
  { ...FIXTURE_LOAD_FORECAST_CONFIG, configId: 'cfg-ercot-zone-load' },
  FIXTURE_LOAD_FORECAST_CONFIG,
  {
    configId: 'cfg-ercot-forecast', type: FIXTURE_DASHBOARD_TYPE, commodity: power, category: shortTerm,
    level: { name: 'system', label: 'System' }, datasource: FIXTURE_DATASOURCES.forecast, isSettled: false,
    filters: [{ name: 'market', title: 'Market' }], rangeFilters: [],
    weatherStations: FIXTURE_WEATHER_STATIONS.map((s) => ({ ...s })), timeInterval: 60,
  },
];

const [analyst, forecaster, trader] = FIXTURE_USERS as [typeof FIXTURE_USERS[0], typeof FIXTURE_USERS[0], typeof FIXTURE_USERS[0]];
const july = {
  from: { dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value: '2019-07-01' },
  to: { dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value: '2019-07-31' },
};

function fixtureDashboard(dashboardId: string, name: string, owner: string, extra: Partial<DashboardInput> = {}): DashboardInput {
  const configId = FIXTURE_LOAD_FORECAST_CONFIG.configId;
  return {
    dashboardId, name, description: `${name} (fixture)`, configId, type: FIXTURE_DASHBOARD_TYPE,
    addedOn: '2019-08-01T15:00:00.000Z', owner, org: null, sharedUsers: [],
    category: { name: 'shortTermForecast' }, level: { name: weatherZone.name, configId }, commodity: { name: 'power' },
    cards: [cardSchema.parse({ id: `${dashboardId}-card-1`, title: 'COAST load', group: 'Hourly' })],
    settings: { calculators: [], timezone: FIXTURE_TIME_ZONE, is_hour_ending: true, date_range: july },
    ...extra,
  };
}

/**
 * Dashboards covering the sharing rules for the default user (Gulf Coast Analyst): one owned
 * (its card on Overview), one shared with the user by name, one shared with the organisation, and
 * one private to another user (never listed for the analyst). All on the load forecast config.
 */
export const FIXTURE_DASHBOARDS: readonly DashboardInput[] = [
  fixtureDashboard('dsh-coast-july', 'COAST load July 2019', analyst.email, {
    cards: [cardSchema.parse({ id: 'dsh-coast-july-card-1', title: 'COAST load', group: 'Hourly', isOverview: true })],
  }),
  fixtureDashboard('dsh-shared-by-name', 'ERCOT total July 2019', forecaster.email, {
    sharedUsers: [{ id: analyst.userId, name: analyst.name, email: analyst.email }],
  }),
  fixtureDashboard('dsh-shared-with-org', 'DST days 2019', trader.email, { org: 'Gulf Coast Power' }),
  fixtureDashboard('dsh-private', 'Forecaster scratchpad', forecaster.email),
];
