import type { DatasourceMetadata } from '../query/datasource.schema';
import { cardSchema } from '../schemas/card.schema';
import type { ConfigItem } from '../schemas/config.schema';
import type { DashboardInput } from '../schemas/dashboard.schema';
import { startOfLocalDate } from '../time/localDayHours';
import { addLocalDays, HOUR_MS, toLocalDate } from '../time/zonedTime';
import { convertUnit } from '../units/convertUnit';
import { FIXTURE_NOTIFICATIONS, FIXTURE_USERS } from './fixtures/accounts';
import { ERCOT_DAY_AHEAD_FORECAST_2019 } from './fixtures/ercotForecast';
import { ERCOT_FORECAST_MAPE_2021 } from './fixtures/ercotForecastMape';
import { ERCOT_NATIVE_LOAD_2019 } from './fixtures/ercotLoad';
import { HOUSTON_TEMPERATURE_2019 } from './fixtures/houstonTemperature';
import type { HourlySegment } from './fixtures/types';
import type { MemoryRow } from './memory/common';

/**
 * The memory adapter's default content, built from the real-data fixtures (see
 * fixtures/SOURCES.md): datasources `ercot_load`, `houston_weather`, `ercot_forecast` and `ercot_forecast_mape`, two
 * config items, four dashboards covering the sharing rules, users and notifications.
 */

/** Datasource names of the default fixtures. */
export const FIXTURE_DATASOURCES = {
  load: 'ercot_load', weather: 'houston_weather', forecast: 'ercot_forecast', mape: 'ercot_forecast_mape',
} as const;
/** Weather station id of the Houston temperature series. */
export const FIXTURE_STATION = 'houston';
/** Zone of the fixtures' local days. */
export const FIXTURE_TIME_ZONE = 'America/Chicago';
/** Dashboard type of the default config items and dashboards. */
export const FIXTURE_DASHBOARD_TYPE = 'prod_load_forecast';

function* hours(segments: readonly HourlySegment[]): Generator<[number, number]> {
  for (const s of segments) {
    const start = Date.parse(s.start);
    for (let i = 0; i < s.values.length; i += 1) yield [start + i * HOUR_MS, s.values[i] as number];
  }
}

const byTime = (a: MemoryRow, b: MemoryRow) => a.__time - b.__time;

/**
 * ERCOT load rows: `zone` COAST or ERCOT, `load` in MWh per hour (the source's hourly MW).
 *
 * @example ercotLoadRows().filter((r) => r.zone === 'COAST').length // 792
 */
export function ercotLoadRows(): MemoryRow[] {
  const rows: MemoryRow[] = [];
  for (const zone of ['COAST', 'ERCOT'] as const) {
    for (const [t, v] of hours(ERCOT_NATIVE_LOAD_2019[zone])) rows.push({ __time: t, zone, load: v });
  }
  return rows.sort(byTime);
}

/**
 * Houston temperature rows, degF (converted from the source's deg C, rounded to 0.01).
 *
 * @example houstonWeatherRows()[0] // { __time, station: 'houston', temperature: degF }
 */
export function houstonWeatherRows(): MemoryRow[] {
  return [...hours(HOUSTON_TEMPERATURE_2019)].map(([t, c]) =>
    ({ __time: t, station: FIXTURE_STATION, temperature: Math.round(convertUnit(c, 'degC', 'degF') * 100) / 100 }));
}

/**
 * ERCOT day-ahead forecast rows, market ERCOT. Each local day's values are labelled with process
 * time = midnight America/Chicago of the previous day (EIA-930 gives no issue time; derived).
 *
 * @example ercotForecastRows().length // 168 (7 days x 24 h)
 */
export function ercotForecastRows(): MemoryRow[] {
  return ERCOT_DAY_AHEAD_FORECAST_2019.flatMap((segment) => {
    const day = toLocalDate(Date.parse(segment.start), FIXTURE_TIME_ZONE);
    const processTime = startOfLocalDate(addLocalDays(day, -1), FIXTURE_TIME_ZONE).toISOString();
    return [...hours([segment])].map(([t, v]) => ({ __time: t, market: 'ERCOT', processTime, forecast: v }));
  }).sort(byTime);
}

/**
 * MAPE rows like the reference API's `ercot_forecast_mape`: `__time` = process time, dimensions
 * market, processTime, horizon (short_term), mapeType (forecast or backcast), station (HOU);
 * metrics `mape` (percent) and `hours` scored (168).
 *
 * @example ercotForecastMapeRows().filter((r) => r.market === 'COAST').length // 12
 */
export function ercotForecastMapeRows(): MemoryRow[] {
  return ERCOT_FORECAST_MAPE_2021.map(([market, processTime, mapeType, mape]) => ({
    __time: Date.parse(processTime), market, processTime, horizon: 'short_term', mapeType, station: 'HOU', mape, hours: 168,
  })).sort(byTime);
}

const metric = (name: string, title: string, unit: string, unitType: DatasourceMetadata['metrics'][number]['unitType']) =>
  ({ name, title, unit, unitType, rangeFilter: true });

/** Metadata of the default datasources. */
export const FIXTURE_METADATA: Readonly<Record<keyof typeof FIXTURE_DATASOURCES, DatasourceMetadata>> = {
  load: {
    name: FIXTURE_DATASOURCES.load, timeIntervalMinutes: 60,
    description: 'ERCOT hourly native load (COAST weather zone and ERCOT total), Native_Load_2019; measured',
    dimensions: [{ name: 'zone', title: 'Weather zone' }],
    metrics: [metric('load', 'Load', 'MWh', 'power load')],
  },
  weather: {
    name: FIXTURE_DATASOURCES.weather, timeIntervalMinutes: 60,
    description: 'Houston (Harris County) hourly air temperature, NREL NSRDB 2019; modelled satellite data',
    dimensions: [{ name: 'station', title: 'Weather station' }],
    metrics: [metric('temperature', 'Temperature', 'degF', 'temperature')],
  },
  forecast: {
    name: FIXTURE_DATASOURCES.forecast, timeIntervalMinutes: 60,
    description: 'ERCOT day-ahead demand forecast (EIA-930), July 1-7 2019; process time derived (previous local midnight)',
    dimensions: [{ name: 'market', title: 'Market' }, { name: 'processTime', title: 'Process time' }],
    metrics: [metric('forecast', 'Forecast', 'MWh', 'power load')],
  },
  mape: {
    name: FIXTURE_DATASOURCES.mape, timeIntervalMinutes: 1440,
    description: 'MAPE (percent) of the reference short-term forecasts and backcasts, COAST and ERCOT, process times 2021-12-18..23; derived',
    dimensions: [
      { name: 'market', title: 'Market' }, { name: 'processTime', title: 'Process Time' }, { name: 'horizon', title: 'Horizon' },
      { name: 'mapeType', title: 'MAPE Type' }, { name: 'station', title: 'Weather Station' },
    ],
    metrics: [metric('mape', 'MAPE', 'percent', 'dimensionless'), { name: 'hours', title: 'Hours Scored', unit: 'count', unitType: 'dimensionless' }],
  },
};

const power = { name: 'power' as const, label: 'Power' };
const shortTerm = { name: 'shortTermForecast' as const, label: 'Short Term' };

/** Config items of the default fixtures. */
export const FIXTURE_CONFIGS: readonly ConfigItem[] = [
  {
    configId: 'cfg-ercot-zone-load', type: FIXTURE_DASHBOARD_TYPE, commodity: power, category: shortTerm,
    level: { name: 'zone', label: 'Weather zone' }, datasource: FIXTURE_DATASOURCES.load, isSettled: true,
    filters: [{ name: 'zone', title: 'Weather zone' }], rangeFilters: [{ name: 'load', title: 'Load' }],
    weatherStations: [{ id: FIXTURE_STATION, label: 'Houston (Harris County, NSRDB)' }], timeInterval: 60,
  },
  {
    configId: 'cfg-ercot-forecast', type: FIXTURE_DASHBOARD_TYPE, commodity: power, category: shortTerm,
    level: { name: 'system', label: 'System' }, datasource: FIXTURE_DATASOURCES.forecast, isSettled: false,
    filters: [{ name: 'market', title: 'Market' }], rangeFilters: [], weatherStations: [], timeInterval: 60,
  },
];

const [analyst, forecaster, trader] = FIXTURE_USERS as [typeof FIXTURE_USERS[0], typeof FIXTURE_USERS[0], typeof FIXTURE_USERS[0]];
const july = {
  from: { dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value: '2019-07-01' },
  to: { dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value: '2019-07-31' },
};

function fixtureDashboard(dashboardId: string, name: string, owner: string, extra: Partial<DashboardInput> = {}): DashboardInput {
  return {
    dashboardId, name, description: `${name} (fixture)`, configId: 'cfg-ercot-zone-load', type: FIXTURE_DASHBOARD_TYPE,
    addedOn: '2019-08-01T15:00:00.000Z', owner, org: null, sharedUsers: [],
    category: { name: 'shortTermForecast' }, level: { name: 'zone', configId: 'cfg-ercot-zone-load' }, commodity: { name: 'power' },
    cards: [cardSchema.parse({ id: `${dashboardId}-card-1`, title: 'COAST load', group: 'Hourly' })],
    settings: { calculators: [], timezone: FIXTURE_TIME_ZONE, is_hour_ending: true, date_range: july },
    ...extra,
  };
}

/**
 * Dashboards covering the sharing rules for the default user (Gulf Coast Analyst): one owned
 * (its card on Overview), one shared with the user by name, one shared with the organisation, and
 * one private to another user (never listed for the analyst).
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

export { FIXTURE_NOTIFICATIONS, FIXTURE_USERS };
