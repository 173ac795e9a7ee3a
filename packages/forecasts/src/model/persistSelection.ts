import type { ForecastCategory } from '@loadline/core';
import { FORECAST_CATEGORIES, type ForecastListState } from './forecastList';

/** Local storage keys of the forecast list (spec part 1 §9). */
export const STORAGE_KEYS = { tab: 'selectedTab', level: 'selectedLevel', markets: 'selectedMarkets' } as const;

/** The part of the Web Storage API the list uses; a host may pass its own (e.g. sessionStorage). */
export type SelectionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What is remembered: the tab, and per category the level (config id) and markets. */
export type PersistedSelection = Pick<ForecastListState, 'tab' | 'level' | 'markets'>;

/**
 * `window.localStorage` when there is one and it can be read (not during server-side rendering,
 * not when the browser blocks storage), else `null`.
 */
export function defaultSelectionStorage(): SelectionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: SelectionStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

const isCategory = (k: string): k is ForecastCategory => (FORECAST_CATEGORIES as readonly string[]).includes(k);

/**
 * Reads the remembered selection; anything missing or malformed falls back to the default
 * (tab 0, first level, all markets). Never throws.
 * @example readSelection(window.localStorage).tab // 1
 */
export function readSelection(storage: SelectionStorage | null): PersistedSelection {
  const out: PersistedSelection = { tab: 0, level: {}, markets: {} };
  if (!storage) return out;
  const tab = read(storage, STORAGE_KEYS.tab);
  if (typeof tab === 'number' && Number.isInteger(tab) && tab >= 0) out.tab = tab;
  const level = read(storage, STORAGE_KEYS.level);
  if (level && typeof level === 'object') {
    for (const [k, v] of Object.entries(level)) if (isCategory(k) && typeof v === 'string') out.level[k] = v;
  }
  const markets = read(storage, STORAGE_KEYS.markets);
  if (markets && typeof markets === 'object') {
    for (const [k, v] of Object.entries(markets)) {
      if (isCategory(k) && Array.isArray(v)) out.markets[k] = v.filter((m): m is string => typeof m === 'string' && m !== '');
    }
  }
  return out;
}

/**
 * Writes the selection: `selectedTab` as a number, `selectedLevel` and `selectedMarkets` as JSON
 * objects keyed by category. Storage errors (quota, blocked) are ignored: remembering is a comfort.
 * @example writeSelection(window.localStorage, state)
 */
export function writeSelection(storage: SelectionStorage | null, selection: PersistedSelection): void {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEYS.tab, JSON.stringify(selection.tab));
    storage.setItem(STORAGE_KEYS.level, JSON.stringify(selection.level));
    storage.setItem(STORAGE_KEYS.markets, JSON.stringify(selection.markets));
  } catch {
    // Storage full or blocked: the selection simply is not remembered.
  }
}
