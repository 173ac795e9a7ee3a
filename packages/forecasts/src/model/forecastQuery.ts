import type { ForecastCategory, QueryFilter } from '@loadline/core';
import type { ForecastQueryOptions } from '../components/ForecastCard/useForecastSummary';
import type { LevelOption } from './forecastList';

/** How forecasts sit in a table shared with other series (actuals, backcasts, other horizons). */
export interface SharedTableForecastLayout {
  /** Column names; default `market`, `processTime`, `forecast`. */
  columns?: ForecastQueryOptions['columns'];
  /** Filters selecting forecast rows, for every category. */
  filters?: readonly QueryFilter[];
  /** Filters selecting one category's rows (e.g. its horizon). */
  categoryFilters?: Partial<Record<ForecastCategory, readonly QueryFilter[]>>;
  /** IANA zone of the forecast days. @default 'UTC' */
  timezone?: string;
}

/**
 * The query options of every level and category of a shared-table layout, in the shape
 * `AvailableForecasts`' `forecastQuery` takes; `forCategory` gives a card's `source.query`.
 *
 * @example
 * // The reference API: ercot_load rows of series 'forecast', horizon per category, values in `load`.
 * const referenceApi = sharedTableForecastQuery({
 *   columns: { forecast: 'load' },
 *   filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] }],
 *   categoryFilters: {
 *     shortTermForecast: [{ columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] }],
 *     longTermForecast: [{ columnName: 'horizon', filterType: 'Include', filterValues: ['long_term'] }],
 *   },
 *   timezone: 'America/Chicago',
 * });
 * <AvailableForecasts forecastQuery={referenceApi.forLevel} />
 */
export function sharedTableForecastQuery(layout: SharedTableForecastLayout): {
  forCategory: (category: ForecastCategory) => ForecastQueryOptions;
  forLevel: (level: LevelOption, category: ForecastCategory) => ForecastQueryOptions;
} {
  const cache = new Map<ForecastCategory, ForecastQueryOptions>();
  const forCategory = (category: ForecastCategory): ForecastQueryOptions => {
    let options = cache.get(category);
    if (!options) {
      options = {
        ...(layout.columns ? { columns: layout.columns } : {}),
        filters: [...(layout.filters ?? []), ...(layout.categoryFilters?.[category] ?? [])],
        ...(layout.timezone ? { timezone: layout.timezone } : {}),
      };
      cache.set(category, options);
    }
    return options;
  };
  return { forCategory, forLevel: (_level, category) => forCategory(category) };
}
