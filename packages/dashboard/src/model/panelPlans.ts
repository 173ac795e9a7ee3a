import { mapeHorizonOf, mapeRequest, validateQueryRequest, type ConfigItem } from '@loadline/core';
import type { DashboardDataMapping } from './dataMapping';
import { performanceQueries, type PerformanceQueryInput } from './performanceQuery';
import type { PanelPlan, PlannedRequest } from './queryPlan';

/**
 * The side panels' part of a dashboard's one plan (spec part 1 §2 "Metrics sidebar: MAPE",
 * "shortTermPerformance"): the MAPE sidebar's query of the scored run and the performance
 * panel's forecast and actual queries, planned beside the cards' so the route's prefetch starts
 * them too and the panels read their answers under the same keys. Pure.
 *
 * @module
 */

/** Panel id of the MAPE sidebar in `DashboardQueryPlan.panels`. */
export const MAPE_PANEL = 'mape';
/** Panel id of the short-term performance panel in `DashboardQueryPlan.panels`. */
export const PERFORMANCE_PANEL = 'performance';

/** The run the MAPE sidebar scores. */
export interface MapePanelInput {
  /** Market of the run, e.g. a load zone; null: none chosen. */
  market: string | null;
  /** Process time of the run, ISO 8601; null: no forecast chosen. */
  processTime: string | null;
  /** Horizon kept when runs of both horizons share process times. @default every horizon */
  horizon?: string;
}

/**
 * The horizon a dashboard's MAPE sidebar scores: its config category's, as the MAPE source names
 * it (`mape.horizonValues`), else as the load mapping names it (`load.horizon.values`, the same
 * values when both tables share them); undefined when neither does (every horizon). A long-term
 * run issued at the same moment as a short-term one shares its market and process time, so its
 * score is told apart by horizon only.
 *
 * @example mapeHorizonOfConfig(referenceDashboardMapping, { category: { name: 'longTermForecast' } }) // 'long_term'
 */
export function mapeHorizonOfConfig(mapping: Pick<DashboardDataMapping, 'mape' | 'load'>, config: { category: Pick<ConfigItem['category'], 'name'> }): string | undefined {
  const category = config.category.name;
  const fromMape = mapping.mape ? mapeHorizonOf(mapping.mape, category) : undefined;
  return fromMape ?? (mapping.load.horizon?.values as Partial<Record<string, string>> | undefined)?.[category];
}

const planned = (datasource: string, body: PlannedRequest['body']): PlannedRequest => ({ key: JSON.stringify([datasource, body]), datasource, body });

/**
 * The MAPE sidebar's plan: one request under the mapping's MAPE datasource (core's `mapeRequest`), none
 * without a MAPE mapping, a market or a process time.
 *
 * @example planMapePanel(mapping, { market: 'NORTH', processTime: '2021-12-23T12:00:00Z' }).requests.length // 1
 */
export function planMapePanel(mapping: Pick<DashboardDataMapping, 'mape'>, input: MapePanelInput): PanelPlan {
  const body = mapping.mape && input.market && input.processTime ? mapeRequest(mapping.mape, [{ market: input.market, processTime: input.processTime }], { horizon: input.horizon }) : null;
  if (!mapping.mape || !body) return { key: JSON.stringify([MAPE_PANEL, null]), requests: [], error: null };
  const checked = validateQueryRequest(body);
  if (!checked.success) return { key: JSON.stringify([MAPE_PANEL, checked.errors]), requests: [], error: checked.errors[0] ?? null };
  const request = planned(mapping.mape.datasource, checked.data);
  return { key: request.key, requests: [request], error: null };
}

/**
 * The performance panel's plan: the run's forecast and the Stitched Actual over its days
 * (`performanceQueries`), in that order; none, with the spec's text, when they cannot be asked.
 *
 * @example planPerformancePanel(config, mapping, { processTime, days, filters: [], timezone: 'America/Chicago' }).requests.length // 2
 */
export function planPerformancePanel(
  config: Parameters<typeof performanceQueries>[0] & Pick<ConfigItem, 'datasource'>,
  mapping: DashboardDataMapping,
  input: PerformanceQueryInput,
): PanelPlan {
  const queries = performanceQueries(config, mapping, input);
  if (!queries.ok) return { key: JSON.stringify([PERFORMANCE_PANEL, queries.error]), requests: [], error: queries.error };
  const requests = [planned(queries.forecast.datasource, queries.forecast.body), planned(queries.actual.datasource, queries.actual.body)];
  return { key: JSON.stringify(requests.map((r) => r.key)), requests, error: null };
}
