import { sharedTableForecastQuery } from '@loadline/forecasts';

/**
 * How the reference API (apps/api) holds forecasts: rows of its `ercot_load` table with series
 * 'forecast', one horizon per category ('short_term' for shortTermForecast, 'long_term' for
 * longTermForecast), the forecast load (MWh per interval) in `load`, and days counted in ERCOT's
 * zone (America/Chicago); each run's `source` label (the model and the weather it used) goes to
 * the card. `forLevel` feeds Available Forecasts' `forecastQuery`.
 */
export const referenceForecastQuery = sharedTableForecastQuery({
  columns: { forecast: 'load', source: 'source' },
  filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] }],
  categoryFilters: {
    shortTermForecast: [{ columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] }],
    longTermForecast: [{ columnName: 'horizon', filterType: 'Include', filterValues: ['long_term'] }],
  },
  timezone: 'America/Chicago',
});
