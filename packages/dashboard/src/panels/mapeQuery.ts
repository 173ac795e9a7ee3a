import { DAY_MS, type QueryFilter, type QueryRequestInput, type QueryResponse } from '@loadline/core';

/**
 * The metrics sidebar's query (spec part 1 §2 "Metrics sidebar: MAPE (Forecast MAPE %, Backcast
 * MAPE %)") against the reference API's `ercot_forecast_mape` datasource: `__time` is the process
 * time; dimensions market, processTime, horizon, mapeType (forecast | backcast); metric `mape` in
 * percent.
 *
 * @module
 */

/** Datasource of forecast and backcast MAPE per market and process time (apps/api/src/data/datasources.ts). */
export const MAPE_DATASOURCE = 'ercot_forecast_mape';

/**
 * The MAPE query of one forecast run: mean `mape` split by `mapeType`, for `market` and
 * `processTime` (ISO 8601, matched as written), over the day from the process time (the API wants
 * a date range). Null without a market or process time or with an unreadable process time.
 *
 * @example mapeRequest('COAST', '2021-12-23T12:00:00Z')
 */
export function mapeRequest(market: string | null, processTime: string | null, horizon?: string): QueryRequestInput | null {
  if (!market || !processTime) return null;
  const at = Date.parse(processTime);
  if (Number.isNaN(at)) return null;
  const filters: QueryFilter[] = [
    { columnName: 'market', filterType: 'Include', filterValues: [market] },
    { columnName: 'processTime', filterType: 'Include', filterValues: [processTime] },
  ];
  if (horizon) filters.push({ columnName: 'horizon', filterType: 'Include', filterValues: [horizon] });
  return {
    selectedMeasures: [{ columnName: 'mape', aggregation: 'Avg', preferredColumnName: 'mape' }],
    filters,
    timeFilter: { columnName: '__time', dateRange: { fromDate: new Date(at).toISOString(), toDate: new Date(at + DAY_MS).toISOString() } },
    splits: [{ type: 'dimension', columnName: 'mapeType' }],
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
 * @example mapeValues(answer) // { forecast: 7.965546322201216, backcast: 4.870889988471497 }
 */
export function mapeValues(answer: QueryResponse | undefined): MapeValues {
  const out: MapeValues = { forecast: null, backcast: null };
  for (const row of answer?.data ?? []) {
    const value = row.mape;
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (row.mapeType === 'forecast') out.forecast = value;
    if (row.mapeType === 'backcast') out.backcast = value;
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
