import type { ConfigItem, DataAdapter, DatasourceMetadata } from '@loadline/core';
import {
  createMemoryAdapter, ercotForecastRows, ercotLoadRows, FIXTURE_CONFIGS, FIXTURE_DATASOURCES, FIXTURE_METADATA, FIXTURE_TIME_ZONE,
  houstonWeatherRows, type MemoryAdapterOptions, type MemoryRow,
} from '@loadline/core/testing';

/**
 * A datasource shaped like the reference API's `ercot_load` (dimensions `market` and `series`,
 * metric `load` in MWh) built from the memory fixtures' real rows: ERCOT native load of COAST and
 * the ERCOT total as series 'actual', and ERCOT's EIA-930 day-ahead forecast (ERCOT total only, as
 * in the API) as series 'official'. Picking 'official' leaves COAST with no row, which is what the
 * filters bar's disabled options are about.
 */
export const SERIES_DATASOURCE = 'ercot_series';

/** Rows of {@link SERIES_DATASOURCE}. */
export function seriesRows(): MemoryRow[] {
  return [
    ...ercotLoadRows().map((r) => ({ __time: r.__time, market: r.zone ?? null, series: 'actual', load: r.load ?? null })),
    ...ercotForecastRows().map((r) => ({ __time: r.__time, market: 'ERCOT', series: 'official', load: r.forecast ?? null })),
  ];
}

const seriesMetadata: DatasourceMetadata = {
  name: SERIES_DATASOURCE,
  timeIntervalMinutes: 60,
  description: 'ERCOT hourly load (actual: native load, official: EIA-930 day-ahead forecast), 2019 fixture spans',
  dimensions: [{ name: 'market', title: 'Market' }, { name: 'series', title: 'Series' }],
  metrics: [{ name: 'load', title: 'Load', unit: 'MWh', unitType: 'power load', rangeFilter: true }],
};

/** Config item over {@link SERIES_DATASOURCE}: filters Market and Series, range filter Load. */
export const SERIES_CONFIG: ConfigItem = {
  ...(FIXTURE_CONFIGS[0] as ConfigItem),
  configId: 'cfg-ercot-series',
  datasource: SERIES_DATASOURCE,
  filters: [{ name: 'market', title: 'Market' }, { name: 'series', title: 'Series' }],
  rangeFilters: [{ name: 'load', title: 'Load' }],
};

/** A memory adapter with the default fixtures plus {@link SERIES_DATASOURCE}. */
export function seriesAdapter(options: MemoryAdapterOptions = {}): DataAdapter {
  return createMemoryAdapter(
    {
      configs: [...FIXTURE_CONFIGS, SERIES_CONFIG],
      datasources: {
        [FIXTURE_DATASOURCES.load]: { metadata: FIXTURE_METADATA.load, rows: ercotLoadRows() },
        [FIXTURE_DATASOURCES.weather]: { metadata: FIXTURE_METADATA.weather, rows: houstonWeatherRows() },
        [FIXTURE_DATASOURCES.forecast]: { metadata: FIXTURE_METADATA.forecast, rows: ercotForecastRows() },
        [SERIES_DATASOURCE]: { metadata: seriesMetadata, rows: seriesRows() },
      },
      weather: { actual: FIXTURE_DATASOURCES.weather, timeZone: FIXTURE_TIME_ZONE },
    },
    options,
  );
}
