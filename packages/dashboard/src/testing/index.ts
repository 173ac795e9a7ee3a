/**
 * `@loadline/dashboard/testing`: the reference API's data mapping, for stories, tests, demos and
 * example hosts that run on the reference API (apps/api) or on core's memory adapter. No React.
 *
 * @packageDocumentation
 */
import { FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import type { DashboardDataMapping } from '../model/dataMapping';

/**
 * How the reference API (apps/api/src/data/datasources.ts) holds a load forecast dashboard's series
 * (spec part 1 §3 "Data series"): the one copy of its mapping, which the reference portal, the
 * example host and the memory fixtures share. The columns are core's `FIXTURE_DATA_MAPPING` (the
 * memory adapter holds the same tables): load kinds in the config item's datasource (`ercot_load`,
 * `load` in MWh) told apart by `series` (actual, official, backcast, forecast), forecast runs by
 * `processTime` and `horizon` (short_term, long_term); weather (degF) by `station` and `series` in
 * `weather`; forecast and backcast MAPE (percent) with their scored hours in
 * `ercot_forecast_mape`; markets in `market`. The reference API adds approved adjustments'
 * forecasts (`series` 'adjusted', the adjustment id in `source`) and the ISO total `ERCOT` beside
 * its weather zones (`totalMarkets`: with no market chosen, load reads the total alone). Units come
 * from the datasources' metadata. The API filters time parts row by row before grouping, so the
 * browser may apply them (`clientTimeFilter`).
 *
 * @example <DashboardView area={{ type: 'prod_load_forecast' }} dashboardId="unsaved" mapping={referenceDashboardMapping} />
 */
export const referenceDashboardMapping: DashboardDataMapping = {
  ...FIXTURE_DATA_MAPPING,
  load: {
    ...FIXTURE_DATA_MAPPING.load,
    kinds: { column: FIXTURE_DATA_MAPPING.load.kinds.column, values: { ...FIXTURE_DATA_MAPPING.load.kinds.values, adjusted: 'adjusted' } },
    adjustmentColumn: 'source',
  },
  totalMarkets: ['ERCOT'],
};
