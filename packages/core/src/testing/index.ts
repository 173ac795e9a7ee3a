/**
 * `@loadline/core/testing`: an in-memory `DataAdapter` and real-data fixtures for stories,
 * component tests and demos. No React.
 *
 * @packageDocumentation
 */
export { createMemoryAdapter, type MemoryAdapterOptions, type MemoryFixtures } from './createMemoryAdapter';
export {
  coastReferenceRunRows,
  ercotForecastMapeRows,
  ercotForecastRows,
  ercotLoadRows,
  FIXTURE_CONFIGS,
  FIXTURE_DASHBOARD_TYPE,
  FIXTURE_DASHBOARDS,
  FIXTURE_DATA_MAPPING,
  FIXTURE_DATASOURCES,
  FIXTURE_LOAD_FORECAST_CONFIG,
  FIXTURE_METADATA,
  FIXTURE_NOTIFICATIONS,
  FIXTURE_STATION,
  FIXTURE_TIME_ZONE,
  FIXTURE_USERS,
  FIXTURE_WEATHER_STATIONS,
  fixtureDatasources,
  houstonWeatherRows,
} from './defaultFixtures';
export { FIXTURE_ORGANIZATIONS } from './fixtures/accounts';
export { COAST_REFERENCE_RUN_2021 } from './fixtures/coastReferenceRun';
export { ERCOT_DAY_AHEAD_FORECAST_2019 } from './fixtures/ercotForecast';
export { ERCOT_FORECAST_MAPE_2021 } from './fixtures/ercotForecastMape';
export { ERCOT_NATIVE_LOAD_2019 } from './fixtures/ercotLoad';
export { HOUSTON_TEMPERATURE_2019 } from './fixtures/houstonTemperature';
export type { HourlySegment } from './fixtures/types';
export type { MemoryRow } from './memory/common';
export { formatInstant, runQuery, type MemoryDatasource } from './memory/queryEngine';
export type { MemoryWeatherSources } from './memory/queryDomains';
