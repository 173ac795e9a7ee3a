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
