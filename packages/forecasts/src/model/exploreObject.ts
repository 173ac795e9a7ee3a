import type { ForecastCategory, ForecastSummary } from '@loadline/core';

/**
 * The object an "Explore in a dashboard" action hands to the unsaved dashboard route
 * (spec part 1 §2 routes: `/demand/load-forecast/dashboard/unsaved?object={base64 json}`):
 * the forecast's market, process time (ISO 8601), settlement level with its config item, and
 * the first and last forecast day (YYYY-MM-DD).
 */
export interface ExploreObject {
  market: string;
  processTime: string;
  level: { name: string | null; configId: string };
  from: string;
  to: string;
}

/** Path of the unsaved dashboard route (spec part 1 §2). */
export const UNSAVED_DASHBOARD_PATH = '/demand/load-forecast/dashboard/unsaved';
/** Path prefix of the create-adjustment route that takes a forecast card (spec part 1 §2). */
export const CREATE_ADJUSTMENT_PATH = '/demand/load-forecast/adjustments/create';

/**
 * Base64 of the UTF-8 JSON of an explore object (standard alphabet, RFC 4648 §4, padded), as the
 * unsaved dashboard route's `object` query parameter carries it. Works in browsers and Node.
 *
 * @example encodeExploreObject({ market: 'COAST', processTime: '2019-07-05T05:00:00.000Z',
 *   level: { name: 'system', configId: 'cfg-ercot-forecast' }, from: '2019-07-06', to: '2019-07-06' })
 */
export function encodeExploreObject(object: ExploreObject): string {
  const bytes = new TextEncoder().encode(JSON.stringify(object));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * Reads the unsaved dashboard route's `object` parameter back. Returns `null` on any bad input
 * (missing, not base64, not UTF-8, not JSON, wrong shape) and never throws: the spec says a bad
 * object leaves the default content silently (spec part 1 §2). Extra keys are dropped.
 *
 * @example decodeExploreObject(new URLSearchParams(location.search).get('object'))
 */
export function decodeExploreObject(encoded: string | null | undefined): ExploreObject | null {
  if (!isString(encoded) || encoded.length === 0 || encoded.length > 1_000_000) return null;
  try {
    const binary = atob(encoded.trim());
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof json !== 'object' || json === null) return null;
    const o = json as Record<string, unknown>;
    const level = o.level as Record<string, unknown> | null | undefined;
    if (!isString(o.market) || !isString(o.processTime) || !isString(o.from) || !isString(o.to)) return null;
    if (typeof level !== 'object' || level === null || !isString(level.configId)) return null;
    if (level.name !== null && level.name !== undefined && !isString(level.name)) return null;
    return {
      market: o.market,
      processTime: o.processTime,
      level: { name: level.name ?? null, configId: level.configId },
      from: o.from,
      to: o.to,
    };
  } catch {
    return null;
  }
}

/**
 * The explore object of a forecast summary shown under a config item.
 *
 * @example exploreObjectOf(summary, 'cfg-ercot-forecast')
 */
export function exploreObjectOf(summary: ForecastSummary, configId: string): ExploreObject {
  return {
    market: summary.market,
    processTime: summary.processTime,
    level: { name: summary.level ?? null, configId },
    from: summary.from,
    to: summary.to,
  };
}

/**
 * Route of the unsaved dashboard opened by "Explore in a dashboard" (spec part 1 §2), the
 * base64 object URL-encoded (base64 may hold `+`, `/` and `=`).
 *
 * @example navigate(exploreDashboardPath(object))
 */
export function exploreDashboardPath(object: ExploreObject, base = UNSAVED_DASHBOARD_PATH): string {
  return `${base}?object=${encodeURIComponent(encodeExploreObject(object))}`;
}

/**
 * What "Create an adjustment" passes as JSON in its route (spec part 1 §2 "opens
 * adjustments/create/{json of card}"): the summary without its points (the create form reads
 * the values again; a week of hourly points would make a URL of several KB), plus the config
 * item and the category it was listed under.
 */
export type ForecastAdjustmentCard = Omit<ForecastSummary, 'forecast'> & {
  configId: string;
  category: ForecastCategory;
};

/** The adjustment card of a summary. @example adjustmentCardOf(summary, 'cfg-ercot-forecast', 'shortTermForecast') */
export function adjustmentCardOf(summary: ForecastSummary, configId: string, category: ForecastCategory): ForecastAdjustmentCard {
  const { forecast: _points, ...rest } = summary;
  return { ...rest, level: summary.level ?? null, configId, category };
}

/**
 * Route of "Create an adjustment": `/demand/load-forecast/adjustments/create/{URL-encoded JSON of the card}`
 * (spec part 1 §2).
 *
 * @example navigate(forecastAdjustmentPath(card))
 */
export function forecastAdjustmentPath(card: ForecastAdjustmentCard, base = CREATE_ADJUSTMENT_PATH): string {
  return `${base}/${encodeURIComponent(JSON.stringify(card))}`;
}
