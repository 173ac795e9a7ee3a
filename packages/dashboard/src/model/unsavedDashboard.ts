import {
  TEXT_UNTITLED,
  cardSchema,
  dataSeriesSchema,
  parseLocalDate,
  type DataSeries,
  type DateBound,
} from '@loadline/core';
import { TEXT_FORECAST } from '../texts';
import { NEW_CARD_SIZE, emptyEditorState, type DashboardEditorState } from './editorState';
import { marketColumnOf } from './dataMapping';

/**
 * The unsaved dashboard opened from a forecast card's "Explore in a dashboard"
 * (`.../dashboard/unsaved?object={base64 json}`, spec part 1 §2 routes, §4).
 *
 * @module
 */

/** The object the forecast card hands over: market, process time (ISO 8601), level, first and last day (YYYY-MM-DD). */
export interface ExploreSeed {
  market: string;
  processTime: string;
  level: { name: string | null; configId: string };
  from: string;
  to: string;
}

/** The unsaved dashboard: its editor state and the config item (level) it belongs to, if known. */
export interface UnsavedDashboard {
  configId: string | null;
  state: DashboardEditorState;
}

function isCalendarDay(text: string): boolean {
  try {
    parseLocalDate(text);
    return true;
  } catch {
    return false;
  }
}
const isText = (v: unknown, max = 256): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

function decodeBase64Json(text: string): unknown {
  const binary = atob(text.trim());
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

/**
 * Reads an explore object, given decoded or as the route's base64 JSON. Returns null for anything
 * else (not base64, not JSON, missing or malformed fields, days not calendar days as YYYY-MM-DD). Never throws.
 */
export function readExploreSeed(input: unknown): ExploreSeed | null {
  let value: unknown = input;
  if (typeof input === 'string') {
    if (input.length > 100_000) return null;
    try {
      value = decodeBase64Json(input);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  const level = o.level as Record<string, unknown> | null | undefined;
  if (!isText(o.market) || !isText(o.processTime, 64) || !isText(o.from, 10) || !isText(o.to, 10)) return null;
  if (!isCalendarDay(o.from) || !isCalendarDay(o.to) || Number.isNaN(new Date(o.processTime).getTime())) return null;
  if (typeof level !== 'object' || level === null || !isText(level.configId)) return null;
  const name = level.name ?? null;
  if (name !== null && typeof name !== 'string') return null;
  return { market: o.market, processTime: o.processTime, level: { name, configId: level.configId }, from: o.from, to: o.to };
}

/**
 * The forecast load series of a seed: series 'forecast' at the seed's process time, for its market
 * (a filter on the mapping's market column, `marketColumnOf`'s default when not given).
 */
export function forecastSeriesOf(seed: ExploreSeed, marketColumn = marketColumnOf({})): DataSeries {
  return dataSeriesSchema.parse({
    id: `forecast|${seed.market}|${seed.processTime}`,
    label: `${seed.market} ${TEXT_FORECAST} ${seed.processTime}`,
    type: 'power load',
    calculationOptions: ['Sum', 'Avg', 'Min', 'Max'],
    selectedCalculation: 'Sum',
    selectedFilters: [{ name: marketColumn, title: 'Market', items: [{ id: seed.market, label: seed.market, isChecked: true }] }],
    extras: { series: 'forecast', processTime: seed.processTime },
  });
}

/** A fixed date bound on a local day `YYYY-MM-DD`. */
function fixedBound(day: string): DateBound {
  return { dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value: day };
}

/**
 * The unsaved dashboard for a "?object=" value (spec part 1 §4): name 'Untitled', empty
 * description, hour ending selected, one untitled Line card grouped hourly. A readable object adds
 * its forecast series to the card and fixes the dates to its from/to; a bad or undecodable one
 * leaves these defaults silently (no series, default date range).
 *
 * @param timezone IANA zone of the dashboard (the local zone by default, spec part 1 §9).
 * @param marketColumn the data mapping's market column, which the forecast series filters (`marketColumnOf`'s default when not given).
 */
export function unsavedDashboardFromExplore(input: unknown, timezone: string, marketColumn = marketColumnOf({})): UnsavedDashboard {
  const seed = readExploreSeed(input);
  const base = emptyEditorState(TEXT_UNTITLED, timezone);
  const card = cardSchema.parse({ id: 'unsaved-card-1', visualization: 'Line', group: 'Hourly', layout: { x: 0, y: 0, ...NEW_CARD_SIZE } });
  const settings = { ...base.settings, isHourEndingSelected: true };
  if (!seed) return { configId: null, state: { ...base, settings, cards: [card] } };
  return {
    configId: seed.level.configId,
    state: {
      ...base,
      settings: { ...settings, from: fixedBound(seed.from), to: fixedBound(seed.to) },
      cards: [{ ...card, dataSeries: [forecastSeriesOf(seed, marketColumn)] }],
    },
  };
}
