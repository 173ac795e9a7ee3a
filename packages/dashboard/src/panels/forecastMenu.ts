import type {
  Adjustment, AxisId, ConfigItem, ForecastSummariesParams, ForecastSummary, QueryFilter,
} from '@loadline/core';
import type { AdjustmentListParams } from '@loadline/core/react';
import { loadDatasourceOf, marketColumnOf, type DashboardDataMapping } from '../model/dataMapping';
import { TEXT_NO_CARD_YET, TEXT_PRIMARY_AXIS, TEXT_SECONDARY_AXIS } from '../texts';

/**
 * Pure helpers of the series panel: which forecast runs the Forecast menu lists (spec part 1 §2
 * "Forecast menu with Latest and Previous forecasts", §9 "Previous forecasts fetched: 15") and the
 * card × axis targets of the keyboard alternative to drag and drop.
 *
 * @module
 */

/** Previous forecasts listed under Latest (spec part 1 §9). */
export const PREVIOUS_FORECAST_COUNT = 15;

/**
 * The forecast-summary request that lists a market's newest process times (Latest and the 15 before
 * it) in the load datasource of the data mapping: rows of the mapping's forecast kind (e.g.
 * `series = forecast`) and, when both horizons share a table, of the config category's horizon
 * (e.g. `horizon = short_term`); values from the mapping's load metric, markets from its market
 * column, runs from its process time column. Null when the mapping holds no forecast runs or no
 * load datasource is known.
 *
 * @example forecastRunsParams(config, 'COAST', mapping) // { datasource: 'ercot_load', count: 16, markets: ['COAST'], ... }
 */
export function forecastRunsParams(
  config: Pick<ConfigItem, 'datasource' | 'category' | 'level'>,
  market: string | null,
  mapping: DashboardDataMapping,
): ForecastSummariesParams | null {
  const { load } = mapping;
  const datasource = loadDatasourceOf(mapping, config);
  const forecastValue = load.kinds ? load.kinds.values.forecast : undefined;
  if (!datasource || !load.processTimeColumn || (load.kinds && forecastValue === undefined)) return null;
  const category = config.category.name === 'longTermForecast' ? 'longTermForecast' : 'shortTermForecast';
  const filters: QueryFilter[] = [];
  if (load.kinds && forecastValue !== undefined) filters.push({ columnName: load.kinds.column, filterType: 'Include', filterValues: [forecastValue] });
  const horizon = load.horizon?.values[category];
  if (load.horizon && horizon !== undefined) filters.push({ columnName: load.horizon.column, filterType: 'Include', filterValues: [horizon] });
  return {
    datasource,
    category,
    ...(market ? { markets: [market] } : {}),
    level: config.level?.name ?? null,
    count: 1 + PREVIOUS_FORECAST_COUNT,
    columns: { forecast: load.metric, market: marketColumnOf(mapping), processTime: load.processTimeColumn },
    ...(filters.length ? { filters } : {}),
  };
}

/** The Forecast menu: the newest process time (Latest) and up to 15 before it, newest first. */
export interface ForecastRuns {
  latest: string | null;
  previous: string[];
}

/**
 * Distinct process times of the summaries, newest first, split into Latest and the previous ones.
 *
 * @example forecastRuns(summaries) // { latest: '2019-07-06T05:00:00.000Z', previous: ['2019-07-05T05:00:00.000Z', ...] }
 */
export function forecastRuns(summaries: readonly Pick<ForecastSummary, 'processTime'>[]): ForecastRuns {
  const times = [...new Set(summaries.map((s) => s.processTime))].sort((a, b) => Date.parse(b) - Date.parse(a) || (a < b ? 1 : -1));
  return { latest: times[0] ?? null, previous: times.slice(1, 1 + PREVIOUS_FORECAST_COUNT) };
}

/** Approved adjustments read for the Forecast menu (the adjustments list's largest page). */
export const APPROVED_ADJUSTMENTS_LISTED = 100;

/**
 * The adjustments-list request of the Forecast menu: the config item's approved adjustments
 * (spec part 2 §7 "Adjustments", GET user/v1/user/adjustments with `status=approved`). Null when
 * the data mapping holds no adjusted forecasts (`kinds.values.adjusted` and `adjustmentColumn`)
 * or the config item is not a short-term forecast (adjustments adjust short-term runs only).
 *
 * @example approvedAdjustmentsParams(config, mapping) // { configId: 'ercot-power-short-term', status: 'approved', limit: 100, skip: 0 }
 */
export function approvedAdjustmentsParams(
  config: Pick<ConfigItem, 'configId' | 'category'>,
  mapping: DashboardDataMapping,
): AdjustmentListParams | null {
  const { load } = mapping;
  if (!load.adjustmentColumn || load.kinds?.values.adjusted === undefined) return null;
  if (config.category.name !== 'shortTermForecast') return null;
  return { configId: config.configId, status: 'approved', limit: APPROVED_ADJUSTMENTS_LISTED, skip: 0 };
}

/**
 * A process time as the key {@link adjustmentsByRun} files runs under (ISO 8601 UTC with
 * milliseconds), so '2024-07-01T06:00:00Z' and '2024-07-01T06:00:00.000Z' meet.
 */
export function runKey(processTime: string): string {
  const t = Date.parse(processTime);
  return Number.isNaN(t) ? processTime : new Date(t).toISOString();
}

/**
 * Approved adjustments by the process time of the run they adjust ({@link runKey}), each list by
 * name, for the Forecast menu to show under their run; only `market`'s when one is given.
 *
 * @example adjustmentsByRun(list, 'COAST').get(runKey('2024-07-01T06:00:00Z')) // [{ name: 'Heat wave', ... }]
 */
export function adjustmentsByRun(
  adjustments: readonly Pick<Adjustment, 'adjustmentId' | 'name' | 'market' | 'processTime' | 'status'>[],
  market: string | null,
): Map<string, Pick<Adjustment, 'adjustmentId' | 'name' | 'market' | 'processTime'>[]> {
  const byRun = new Map<string, Pick<Adjustment, 'adjustmentId' | 'name' | 'market' | 'processTime'>[]>();
  for (const a of adjustments) {
    if (a.status !== 'approved' || (market !== null && a.market !== market)) continue;
    const key = runKey(a.processTime);
    const list = byRun.get(key) ?? [];
    list.push(a);
    byRun.set(key, list);
  }
  for (const list of byRun.values()) list.sort((x, y) => x.name.localeCompare(y.name) || (x.adjustmentId < y.adjustmentId ? -1 : 1));
  return byRun;
}

/** One entry of the add-to-card menu: a card and one of its axes. */
export interface AddTarget {
  /** Menu item id: `{cardId}|{axisId}`. */
  id: string;
  label: string;
  cardId: string;
  axisId: AxisId;
  disabled?: boolean;
}

/**
 * Every card × axis ('{card title} — Primary axis' / '— Secondary axis'); one disabled entry
 * saying there is no card yet when the dashboard has none.
 *
 * @example addTargets([{ id: 'c1', title: 'COAST load' }])[1].label // 'COAST load — Secondary axis'
 */
export function addTargets(cards: readonly { id: string; title: string }[]): AddTarget[] {
  if (cards.length === 0) return [{ id: 'none', label: TEXT_NO_CARD_YET, cardId: '', axisId: 'primary_axis', disabled: true }];
  return cards.flatMap((card) => [
    { id: `${card.id}|primary_axis`, label: `${card.title} — ${TEXT_PRIMARY_AXIS}`, cardId: card.id, axisId: 'primary_axis' as const },
    { id: `${card.id}|secondary_axis`, label: `${card.title} — ${TEXT_SECONDARY_AXIS}`, cardId: card.id, axisId: 'secondary_axis' as const },
  ]);
}
