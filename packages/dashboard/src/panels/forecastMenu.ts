import type {
  AxisId, ConfigItem, DatasourceMetadata, ForecastSummariesParams, ForecastSummary, QueryFilter,
} from '@loadline/core';
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

const LOAD_UNIT_TYPES = new Set(['power load', 'gas load']);

/**
 * The forecast-summary request that lists a market's newest process times in the config's
 * datasource: `1 + PREVIOUS_FORECAST_COUNT` runs (Latest and the 15 before it). When the
 * datasource keeps several series in one table (the reference API's `ercot_load`: dimensions
 * `series` and `horizon`) the request keeps `series = forecast` and the horizon of the config's
 * category (short_term, long_term); the forecast value column is the datasource's first load
 * metric (MWh or therm). Null while the datasource or its metadata is unknown.
 *
 * @example forecastRunsParams(config, 'COAST', metadata) // { datasource: 'ercot_load', count: 16, markets: ['COAST'], ... }
 */
export function forecastRunsParams(
  config: Pick<ConfigItem, 'datasource' | 'category' | 'level'>,
  market: string | null,
  metadata: DatasourceMetadata | undefined,
): ForecastSummariesParams | null {
  if (!config.datasource || !metadata) return null;
  const category = config.category.name === 'longTermForecast' ? 'longTermForecast' : 'shortTermForecast';
  const dimensions = new Set(metadata.dimensions.map((d) => d.name));
  const filters: QueryFilter[] = [];
  if (dimensions.has('series')) filters.push({ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] });
  if (dimensions.has('horizon')) {
    filters.push({ columnName: 'horizon', filterType: 'Include', filterValues: [category === 'longTermForecast' ? 'long_term' : 'short_term'] });
  }
  const forecastColumn = metadata.metrics.find((m) => LOAD_UNIT_TYPES.has(m.unitType))?.name ?? 'forecast';
  return {
    datasource: config.datasource,
    category,
    ...(market ? { markets: [market] } : {}),
    level: config.level?.name ?? null,
    count: 1 + PREVIOUS_FORECAST_COUNT,
    columns: { forecast: forecastColumn },
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
