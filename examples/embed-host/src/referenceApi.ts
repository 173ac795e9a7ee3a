import type { DashboardDataMapping } from '@loadline/dashboard';
import { sharedTableForecastQuery } from '@loadline/forecasts';

/**
 * How the reference API (apps/api) holds forecasts: rows of `ercot_load` with series 'forecast',
 * one horizon per category, values (MWh) in `load`, days in ERCOT's zone.
 */
export const referenceApiForecasts = sharedTableForecastQuery({
  columns: { forecast: 'load' },
  filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] }],
  categoryFilters: {
    shortTermForecast: [{ columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] }],
    longTermForecast: [{ columnName: 'horizon', filterType: 'Include', filterValues: ['long_term'] }],
  },
  timezone: 'America/Chicago',
});

/**
 * How the reference API holds a dashboard's series (apps/api/src/data/datasources.ts): every load
 * kind of `ercot_load` in one table told apart by `series`, forecast runs by `processTime` and
 * `horizon`; weather by `station` and `series` in `weather`; forecast MAPE in
 * `ercot_forecast_mape`. Units come from each datasource's metadata (MWh, degF). The API filters time
 * parts as the browser filter expects (row by row, then grouping), so the browser applies them.
 */
export const referenceDashboardMapping: DashboardDataMapping = {
  load: {
    metric: 'load',
    kinds: { column: 'series', values: { actual: 'actual', official: 'official', backcast: 'backcast', forecast: 'forecast', adjusted: 'adjusted' } },
    // An approved adjustment's adjusted forecast: its rows carry the adjustment id in `source`.
    adjustmentColumn: 'source',
    processTimeColumn: 'processTime',
    horizon: { column: 'horizon', values: { shortTermForecast: 'short_term', longTermForecast: 'long_term' } },
  },
  weather: {
    datasource: 'weather', metric: 'temperature', stationColumn: 'station', processTimeColumn: 'processTime', timeIntervalMinutes: 60,
    kinds: { column: 'series', values: { Actual: 'actual', Forecast: 'forecast', Normals: 'normal' } },
  },
  mape: { datasource: 'ercot_forecast_mape', metric: 'mape', marketColumn: 'market', processTimeColumn: 'processTime', typeColumn: 'mapeType', horizonColumn: 'horizon' },
  clientTimeFilter: true,
};
