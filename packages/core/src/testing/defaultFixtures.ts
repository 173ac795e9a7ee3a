import type { DatasourceMetadata } from '../query/datasource.schema';
import { startOfLocalDate } from '../time/localDayHours';
import { addLocalDays, HOUR_MS, toLocalDate } from '../time/zonedTime';
import { convertUnit } from '../units/convertUnit';
import { FIXTURE_NOTIFICATIONS, FIXTURE_USERS } from './fixtures/accounts';
import { COAST_REFERENCE_RUN_2021 } from './fixtures/coastReferenceRun';
import { ERCOT_DAY_AHEAD_FORECAST_2019 } from './fixtures/ercotForecast';
import { ERCOT_FORECAST_MAPE_2021 } from './fixtures/ercotForecastMape';
import { ERCOT_NATIVE_LOAD_2019 } from './fixtures/ercotLoad';
import { HOUSTON_TEMPERATURE_2019 } from './fixtures/houstonTemperature';
import type { HourlySegment } from './fixtures/types';
import { FIXTURE_DATASOURCES, FIXTURE_STATION, FIXTURE_TIME_ZONE } from './fixtureConfigs';
import type { MemoryRow } from './memory/common';

/**
 * The memory adapter's default content, built from the real-data fixtures (see
 * fixtures/SOURCES.md): datasources `ercot_load` and `weather` shaped like the reference API's
 * (apps/api/src/data/datasources.ts), `ercot_forecast` and `ercot_forecast_mape`; config items and
 * dashboards (./fixtureConfigs.ts), users and notifications.
 */

function* hours(segments: readonly HourlySegment[]): Generator<[number, number]> {
  for (const s of segments) {
    const start = Date.parse(s.start);
    for (let i = 0; i < s.values.length; i += 1) yield [start + i * HOUR_MS, s.values[i] as number];
  }
}

const byTime = (a: MemoryRow, b: MemoryRow) => a.__time - b.__time;

/** `source` of the actual load rows, as the reference API labels them. */
const ACTUAL_LOAD_SOURCE = 'ERCOT native load';
/** `source` of the official (ERCOT day-ahead) forecast rows, as the reference API labels them. */
const OFFICIAL_FORECAST_SOURCE = 'ERCOT day-ahead forecast (EIA-930)';

/**
 * Rows of the `ercot_load` datasource, as the reference API stores them: per hour and market,
 * `series` 'actual' (ERCOT native load of COAST and the ERCOT total, the three fixture spans) and
 * 'official' (ERCOT's day-ahead forecast of the ERCOT total, July 1-7 2019, horizon 'day_ahead'),
 * `source`, `processTime` and `horizon` (null where the API has none), `load` in MWh per hour (the
 * source's hourly MW). The series, source and horizon labels are ours (see SOURCES.md); the
 * values are as published.
 *
 * @example ercotLoadRows().filter((r) => r.market === 'COAST' && r.series === 'actual').length // 792
 */
export function ercotLoadRows(): MemoryRow[] {
  const rows: MemoryRow[] = [];
  for (const market of ['COAST', 'ERCOT'] as const) {
    for (const [t, v] of hours(ERCOT_NATIVE_LOAD_2019[market])) {
      rows.push({ __time: t, market, series: 'actual', source: ACTUAL_LOAD_SOURCE, processTime: null, horizon: null, load: v });
    }
  }
  for (const [t, v] of hours(ERCOT_DAY_AHEAD_FORECAST_2019)) {
    rows.push({ __time: t, market: 'ERCOT', series: 'official', source: OFFICIAL_FORECAST_SOURCE, processTime: null, horizon: 'day_ahead', load: v });
  }
  return rows.sort(byTime);
}

/**
 * Rows of the `weather` datasource: Houston (`HOU`) hourly temperature, `series` 'actual',
 * `source` 'NSRDB', `processTime` null, `temperature` in degF (converted from the source's deg C,
 * rounded to 0.01).
 *
 * @example houstonWeatherRows()[0] // { __time, station: 'HOU', series: 'actual', source: 'NSRDB', processTime: null, temperature: degF }
 */
export function houstonWeatherRows(): MemoryRow[] {
  return [...hours(HOUSTON_TEMPERATURE_2019)].map(([t, c]) => ({
    __time: t, station: FIXTURE_STATION, series: 'actual', source: 'NSRDB', processTime: null,
    temperature: Math.round(convertUnit(c, 'degC', 'degF') * 100) / 100,
  }));
}

/**
 * ERCOT day-ahead forecast rows of the `ercot_forecast` datasource, market ERCOT. Each local day's
 * values are labelled with process time = midnight America/Chicago of the previous day (EIA-930
 * gives no issue time; derived).
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

/** MAPE (percent) of `modelled` against `actual` over their first `n` hours. */
function mapeOver(actual: readonly number[], modelled: readonly number[], n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += Math.abs((actual[i] as number) - (modelled[i] as number)) / (actual[i] as number);
  return (100 * sum) / n;
}

/**
 * MAPE rows like the reference API's `ercot_forecast_mape`: `__time` = process time, dimensions
 * market, processTime, horizon (short_term), mapeType (forecast or backcast), station (HOU),
 * mapeScope, scoredFrom, scoredTo; metrics `mape` (percent), `hours` scored, `mapeFullHorizon`,
 * `hoursFullHorizon`. The COAST run of 2021-12-23 12:00 UTC, whose hours the fixtures hold
 * (`coastReferenceRunRows`), is scored as the reference API scores a short-term run: `mape` over
 * its next operating day (mapeScope 'day_ahead', local day 2021-12-24 America/Chicago, 24 hours
 * from 2021-12-24T06:00:00Z), `mapeFullHorizon` over its 168 hours. The other rows leave the five
 * columns null, as an imported run's rows do: their `mape` scores the whole run (168 hours).
 *
 * @example ercotForecastMapeRows().filter((r) => r.market === 'COAST').length // 12
 */
export function ercotForecastMapeRows(): MemoryRow[] {
  const run = COAST_REFERENCE_RUN_2021;
  const from = Date.parse(run.start);
  const dayAhead = {
    mapeScope: 'day_ahead',
    scoredFrom: new Date(from).toISOString().replace('.000Z', 'Z'),
    scoredTo: new Date(from + 24 * HOUR_MS).toISOString().replace('.000Z', 'Z'),
    hoursFullHorizon: run.actual.length,
  };
  return ERCOT_FORECAST_MAPE_2021.map(([market, processTime, mapeType, mape]) => {
    const row = { __time: Date.parse(processTime), market, processTime, horizon: 'short_term', mapeType, station: FIXTURE_STATION };
    if (market !== run.market || processTime !== run.processTime) {
      return { ...row, mape, hours: 168, mapeScope: null, scoredFrom: null, scoredTo: null, mapeFullHorizon: null, hoursFullHorizon: null };
    }
    const modelled = mapeType === 'forecast' ? run.forecast : run.backcast;
    return { ...row, mape: mapeOver(run.actual, modelled, 24), hours: 24, ...dayAhead, mapeFullHorizon: mape };
  }).sort(byTime);
}

const REFERENCE_SOURCE = 'GEFCom2012 vanilla benchmark';

/**
 * Rows of one week of the reference API's COAST load forecasting (fixtures/coastReferenceRun.ts):
 * for `ercot_load`, the short-term forecast run of process time 2021-12-23T12:00:00Z (`series`
 * 'forecast', `horizon` 'short_term'), the backcast and the actual load of the same 168 hours
 * (MWh per hour); for `weather`, Houston (HOU) actual temperature of those hours (degF, NOAA ISD).
 * Not in the default datasources (their time boundary stays 2019); append them to show a forecast
 * run whose MAPE the `ercot_forecast_mape` rows hold (day-ahead: forecast 3.74 %, backcast 4.34 %; full run:
 * forecast 7.97 %, backcast 4.87 %).
 *
 * @example createMemoryAdapter({ datasources: { ercot_load: { metadata: FIXTURE_METADATA.load, rows: [...ercotLoadRows(), ...coastReferenceRunRows().load] }, ... } })
 */
export function coastReferenceRunRows(): { load: MemoryRow[]; weather: MemoryRow[] } {
  const run = COAST_REFERENCE_RUN_2021;
  const start = Date.parse(run.start);
  const load: MemoryRow[] = [];
  const weather: MemoryRow[] = [];
  run.actual.forEach((v, i) => {
    const __time = start + i * HOUR_MS;
    load.push({ __time, market: run.market, series: 'actual', source: ACTUAL_LOAD_SOURCE, processTime: null, horizon: null, load: v });
    load.push({ __time, market: run.market, series: 'forecast', source: REFERENCE_SOURCE, processTime: run.processTime, horizon: run.horizon, load: run.forecast[i] ?? null });
    load.push({ __time, market: run.market, series: 'backcast', source: REFERENCE_SOURCE, processTime: null, horizon: null, load: run.backcast[i] ?? null });
    weather.push({ __time, station: FIXTURE_STATION, series: 'actual', source: 'ISD', processTime: null, temperature: run.temperatureDegF[i] ?? null });
  });
  return { load, weather };
}

const dim = (name: string, title: string) => ({ name, title });
const metric = (name: string, title: string, unit: string, unitType: DatasourceMetadata['metrics'][number]['unitType']) =>
  ({ name, title, unit, unitType, rangeFilter: true });

/** Metadata of the default datasources (dimension and metric names and titles as the reference API's). */
export const FIXTURE_METADATA: Readonly<Record<keyof typeof FIXTURE_DATASOURCES, DatasourceMetadata>> = {
  load: {
    name: FIXTURE_DATASOURCES.load, timeIntervalMinutes: 60,
    description: 'ERCOT hourly load (MWh per hour), COAST weather zone and ERCOT total. series: actual (ERCOT Native_Load_2019; '
      + '2019-03-10, July 2019, 2019-11-03), official (ERCOT day-ahead forecast as published in EIA-930, ERCOT total, July 1-7 2019)',
    dimensions: [dim('market', 'Market'), dim('series', 'Series'), dim('source', 'Source'), dim('processTime', 'Process Time'), dim('horizon', 'Horizon')],
    metrics: [metric('load', 'Load', 'MWh', 'power load')],
  },
  weather: {
    name: FIXTURE_DATASOURCES.weather, timeIntervalMinutes: 60,
    description: 'Hourly weather by station. series: actual (HOU: NREL NSRDB Harris County 2019, modelled satellite data; the load fixture\'s days)',
    dimensions: [dim('station', 'Weather Station'), dim('series', 'Series'), dim('processTime', 'Process Time'), dim('source', 'Source')],
    metrics: [metric('temperature', 'Temperature', 'degF', 'temperature')],
  },
  forecast: {
    name: FIXTURE_DATASOURCES.forecast, timeIntervalMinutes: 60,
    description: 'ERCOT day-ahead demand forecast (EIA-930), July 1-7 2019; process time derived (previous local midnight)',
    dimensions: [dim('market', 'Market'), dim('processTime', 'Process time')],
    metrics: [metric('forecast', 'Forecast', 'MWh', 'power load')],
  },
  mape: {
    name: FIXTURE_DATASOURCES.mape, timeIntervalMinutes: 1440,
    description: 'MAPE (percent) of the reference short-term forecasts and backcasts, COAST and ERCOT, process times 2021-12-18..23; derived',
    dimensions: [
      dim('market', 'Market'), dim('processTime', 'Process Time'), dim('horizon', 'Horizon'), dim('mapeType', 'MAPE Type'), dim('station', 'Weather Station'),
      dim('mapeScope', 'MAPE Scope'), dim('scoredFrom', 'Scored From'), dim('scoredTo', 'Scored To'),
    ],
    metrics: [
      metric('mape', 'MAPE', 'percent', 'dimensionless'), { name: 'hours', title: 'Hours Scored', unit: 'count', unitType: 'dimensionless' },
      metric('mapeFullHorizon', 'MAPE, Full Horizon', 'percent', 'dimensionless'),
      { name: 'hoursFullHorizon', title: 'Hours Scored, Full Horizon', unit: 'count', unitType: 'dimensionless' },
    ],
  },
};

/**
 * How the default datasources hold a dashboard's series, as a dashboard data mapping
 * (`DashboardDataMapping` of `@loadline/dashboard`; a plain object here, core knows no dashboard
 * types): load kinds in `ercot_load` told apart by `series`, forecast runs by `processTime` and
 * `horizon`, weather by `station` and `series`, MAPE in `ercot_forecast_mape`. Units come from
 * the metadata (MWh, degF).
 *
 * @example <DashboardEditor mapping={FIXTURE_DATA_MAPPING} ... />
 */
export const FIXTURE_DATA_MAPPING = {
  load: {
    metric: 'load',
    kinds: { column: 'series', values: { actual: 'actual', official: 'official', backcast: 'backcast', forecast: 'forecast' } },
    processTimeColumn: 'processTime',
    horizon: { column: 'horizon', values: { shortTermForecast: 'short_term', longTermForecast: 'long_term' } },
  },
  weather: {
    datasource: FIXTURE_DATASOURCES.weather,
    metric: 'temperature',
    stationColumn: 'station',
    kinds: { column: 'series', values: { Actual: 'actual', Forecast: 'forecast', Normals: 'normal', Backcast: 'backcast' } },
    processTimeColumn: 'processTime',
    timeIntervalMinutes: 60,
  },
  mape: {
    datasource: FIXTURE_DATASOURCES.mape,
    metric: 'mape',
    marketColumn: 'market',
    processTimeColumn: 'processTime',
    typeColumn: 'mapeType',
    typeValues: { forecast: 'forecast', backcast: 'backcast' },
    horizonColumn: 'horizon',
    horizonValues: { shortTermForecast: 'short_term', longTermForecast: 'long_term' },
    scope: {
      scopeColumn: 'mapeScope', scoredFromColumn: 'scoredFrom', scoredToColumn: 'scoredTo',
      hoursMetric: 'hours', fullHorizonMetric: 'mapeFullHorizon', fullHorizonHoursMetric: 'hoursFullHorizon',
    },
  },
  marketColumn: 'market',
  // The memory adapter filters time parts as the reference API does (each row by its local time
  // parts, then grouping; bucket times as local ISO text with offset): the browser may apply them.
  clientTimeFilter: true,
} as const;

/**
 * The default datasources by name (metadata and rows): `ercot_load`, `weather`, `ercot_forecast`,
 * `ercot_forecast_mape`. With `referenceRun`, `ercot_load` and `weather` also hold
 * {@link coastReferenceRunRows} (a COAST forecast run of 2021-12-23 with its backcast and actuals).
 *
 * @example createMemoryAdapter({ datasources: fixtureDatasources({ referenceRun: true }) })
 */
export function fixtureDatasources(options: { referenceRun?: boolean } = {}): Record<string, { metadata: DatasourceMetadata; rows: MemoryRow[] }> {
  const run = options.referenceRun ? coastReferenceRunRows() : { load: [], weather: [] };
  return {
    [FIXTURE_DATASOURCES.load]: { metadata: FIXTURE_METADATA.load, rows: [...ercotLoadRows(), ...run.load].sort(byTime) },
    [FIXTURE_DATASOURCES.weather]: { metadata: FIXTURE_METADATA.weather, rows: [...houstonWeatherRows(), ...run.weather].sort(byTime) },
    [FIXTURE_DATASOURCES.forecast]: { metadata: FIXTURE_METADATA.forecast, rows: ercotForecastRows() },
    [FIXTURE_DATASOURCES.mape]: { metadata: FIXTURE_METADATA.mape, rows: ercotForecastMapeRows() },
  };
}

export {
  FIXTURE_CONFIGS, FIXTURE_DASHBOARD_TYPE, FIXTURE_DASHBOARDS, FIXTURE_DATASOURCES, FIXTURE_LOAD_FORECAST_CONFIG, FIXTURE_STATION,
  FIXTURE_TIME_ZONE, FIXTURE_WEATHER_STATIONS,
} from './fixtureConfigs';
export { FIXTURE_NOTIFICATIONS, FIXTURE_USERS };
