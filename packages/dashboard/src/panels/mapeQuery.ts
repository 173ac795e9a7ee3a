import { DAY_MS, type QueryFilter, type QueryRequestInput, type QueryResponse } from '@loadline/core';
import type { MapeMapping } from '../model/dataMapping';

/**
 * The metrics sidebar's query (spec part 1 §2 "Metrics sidebar: MAPE (Forecast MAPE %, Backcast
 * MAPE %)") against the data mapping's MAPE datasource (the reference API's `ercot_forecast_mape`:
 * `__time` is the process time; dimensions market, processTime, horizon, mapeType; metric `mape`
 * in percent).
 *
 * @module
 */

/**
 * The MAPE query of one forecast run under the data mapping's MAPE datasource: mean MAPE split by
 * the type column (forecast | backcast), for `market` and `processTime` (ISO 8601, matched as
 * written), over the day from the process time (a date range is required). Null without a market
 * or process time or with an unreadable process time.
 *
 * @example mapeRequest(mapping.mape, 'COAST', '2021-12-23T12:00:00Z')
 */
export function mapeRequest(mapping: MapeMapping, market: string | null, processTime: string | null, horizon?: string): QueryRequestInput | null {
  if (!market || !processTime) return null;
  const at = Date.parse(processTime);
  if (Number.isNaN(at)) return null;
  const filters: QueryFilter[] = [
    { columnName: mapping.marketColumn, filterType: 'Include', filterValues: [market] },
    { columnName: mapping.processTimeColumn, filterType: 'Include', filterValues: [processTime] },
  ];
  if (horizon && mapping.horizonColumn) filters.push({ columnName: mapping.horizonColumn, filterType: 'Include', filterValues: [horizon] });
  return {
    selectedMeasures: [{ columnName: mapping.metric, aggregation: 'Avg', preferredColumnName: 'mape' }],
    filters,
    timeFilter: { columnName: '__time', dateRange: { fromDate: new Date(at).toISOString(), toDate: new Date(at + DAY_MS).toISOString() } },
    splits: [{ type: 'dimension', columnName: mapping.typeColumn }],
    timezone: 'UTC',
  };
}

/** Forecast and backcast MAPE in percent, null where the answer has none. */
export interface MapeValues {
  forecast: number | null;
  backcast: number | null;
}

/**
 * Reads the answer of {@link mapeRequest}.
 *
 * @example mapeValues(mapping.mape, answer) // { forecast: 7.965546322201216, backcast: 4.870889988471497 }
 */
export function mapeValues(mapping: MapeMapping, answer: QueryResponse | undefined): MapeValues {
  const out: MapeValues = { forecast: null, backcast: null };
  const types = mapping.typeValues ?? { forecast: 'forecast', backcast: 'backcast' };
  for (const row of answer?.data ?? []) {
    const value = row.mape;
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (row[mapping.typeColumn] === types.forecast) out.forecast = value;
    if (row[mapping.typeColumn] === types.backcast) out.backcast = value;
  }
  return out;
}

/**
 * A MAPE in percent with 2 decimals ('7.97'), or an en dash when missing.
 *
 * @example formatMape(7.965546322201216) // '7.97'
 */
export function formatMape(value: number | null): string {
  return value === null ? '–' : value.toFixed(2);
}
