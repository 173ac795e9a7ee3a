import { FORECAST_PAGE_SIZE, type ConfigItem, type ForecastCategory, type ForecastSummary } from '@loadline/core';

/**
 * State of Available Forecasts as a framework-free reducer (spec part 1 §2 "Available Forecasts
 * page", §4 "Forecast list", §9 constants): tab, level and market selection per category, and
 * the items loaded per level (5 process dates per market per load, Load More appends). Markets
 * filter loaded items locally; an empty market selection means all markets.
 *
 * @module
 */

/** Forecast categories in tab order (spec part 1 §2: Short Term, Long Term). */
export const FORECAST_CATEGORIES = ['shortTermForecast', 'longTermForecast'] as const satisfies readonly ForecastCategory[];

/** A settlement level of a category: one config item. */
export interface LevelOption {
  configId: string;
  /** Level name (e.g. 'weatherZone'), copied into each summary. */
  name: string | null;
  /** Shown in the LEVEL select. */
  label: string;
  /** Datasource holding the forecasts; `null` when the config item names none. */
  datasource: string | null;
}

/** Items loaded for one level. `status` is a string so it can be rendered as `data-state`. */
export interface LevelItems {
  status: 'loading' | 'loaded' | 'error';
  /** Every item loaded so far, newest process time first per page. */
  items: ForecastSummary[];
  /** Pages loaded (the next load skips `pages * pageSize` process dates per market). */
  pages: number;
  /** Whether the last page was full for at least one market. */
  hasMore: boolean;
  /** Message of the last failed load. */
  error: string | null;
  /** HTTP status of the last failed load, when the server answered one. */
  errorStatus?: number | undefined;
  /** The server's id of the last failed request, to quote to support. */
  requestId?: string | undefined;
}

/** The whole list state. Per-category maps are keyed by {@link ForecastCategory}. */
export interface ForecastListState {
  /** Index of the chosen tab (spec: kept under selectedTab, default 0). */
  tab: number;
  /** Chosen level (config id) per category. */
  level: Partial<Record<ForecastCategory, string>>;
  /** Chosen markets per category; empty or absent = all markets. */
  markets: Partial<Record<ForecastCategory, string[]>>;
  /** Items per level (config id); absent = never requested. */
  byLevel: Record<string, LevelItems>;
}

/** Actions of {@link forecastListReducer}. */
export type ForecastListAction =
  | { type: 'selectTab'; tab: number }
  | { type: 'selectLevel'; category: ForecastCategory; configId: string }
  | { type: 'setMarkets'; category: ForecastCategory; markets: readonly string[] }
  | { type: 'clearFilters'; category: ForecastCategory }
  | { type: 'loadStarted'; configId: string }
  | { type: 'loadSucceeded'; configId: string; items: readonly ForecastSummary[]; pageSize?: number }
  | { type: 'loadFailed'; configId: string; message: string; status?: number | undefined; requestId?: string | undefined }
  | { type: 'loadCancelled'; configId: string };

/** The state before anything is chosen or loaded. */
export const initialForecastListState: ForecastListState = { tab: 0, level: {}, markets: {}, byLevel: {} };

/**
 * Whether a page of summaries was full for at least one market, i.e. more may exist.
 * @example pageHasMore(page, 5)
 */
export function pageHasMore(items: readonly ForecastSummary[], pageSize = FORECAST_PAGE_SIZE): boolean {
  const perMarket = new Map<string, number>();
  for (const s of items) perMarket.set(s.market, (perMarket.get(s.market) ?? 0) + 1);
  return [...perMarket.values()].some((n) => n >= pageSize);
}

/**
 * The reducer. Pure: returns the same object when nothing changes.
 * @example const next = forecastListReducer(state, { type: 'loadStarted', configId: 'cfg-1' });
 */
export function forecastListReducer(state: ForecastListState, action: ForecastListAction): ForecastListState {
  switch (action.type) {
    case 'selectTab':
      return action.tab === state.tab || action.tab < 0 ? state : { ...state, tab: action.tab };
    case 'selectLevel':
      return { ...state, level: { ...state.level, [action.category]: action.configId } };
    case 'setMarkets':
      return { ...state, markets: { ...state.markets, [action.category]: [...new Set(action.markets.filter((m) => m !== ''))] } };
    case 'clearFilters':
      return { ...state, markets: { ...state.markets, [action.category]: [] } };
    case 'loadStarted': {
      const prev = state.byLevel[action.configId];
      const next: LevelItems = prev
        ? { ...prev, status: 'loading', error: null, errorStatus: undefined, requestId: undefined }
        : { status: 'loading', items: [], pages: 0, hasMore: false, error: null };
      return { ...state, byLevel: { ...state.byLevel, [action.configId]: next } };
    }
    case 'loadSucceeded': {
      const prev = state.byLevel[action.configId];
      const seen = new Set((prev?.items ?? []).map(itemKey));
      const fresh = action.items.filter((s) => !seen.has(itemKey(s)));
      const next: LevelItems = {
        status: 'loaded',
        items: [...(prev?.items ?? []), ...fresh],
        pages: (prev?.pages ?? 0) + 1,
        hasMore: pageHasMore(action.items, action.pageSize),
        error: null,
      };
      return { ...state, byLevel: { ...state.byLevel, [action.configId]: next } };
    }
    case 'loadCancelled': {
      const prev = state.byLevel[action.configId];
      if (!prev || prev.status !== 'loading') return state;
      const byLevel = { ...state.byLevel };
      if (prev.pages === 0) delete byLevel[action.configId];
      else byLevel[action.configId] = { ...prev, status: 'loaded' };
      return { ...state, byLevel };
    }
    case 'loadFailed': {
      const prev = state.byLevel[action.configId];
      const next: LevelItems = {
        status: 'error',
        items: prev?.items ?? [],
        pages: prev?.pages ?? 0,
        hasMore: prev?.hasMore ?? false,
        error: action.message,
        errorStatus: action.status,
        requestId: action.requestId,
      };
      return { ...state, byLevel: { ...state.byLevel, [action.configId]: next } };
    }
  }
}

/** Identity of a summary in a list: market and process time. */
export function itemKey(s: Pick<ForecastSummary, 'market' | 'processTime'>): string {
  return `${s.market}\u0000${s.processTime}`;
}

/**
 * Categories that have at least one config item, in tab order (tabs show when there are two).
 * @example forecastCategoriesOf(configs) // ['shortTermForecast', 'longTermForecast']
 */
export function forecastCategoriesOf(configs: readonly ConfigItem[]): ForecastCategory[] {
  return FORECAST_CATEGORIES.filter((c) => configs.some((item) => item.category.name === c));
}

/**
 * The levels of a category: its config items that carry a level, in config order.
 * @example levelsOf(configs, 'shortTermForecast')[0]?.label // 'Weather Zone'
 */
export function levelsOf(configs: readonly ConfigItem[], category: ForecastCategory): LevelOption[] {
  return configs
    .filter((c) => c.category.name === category && c.level)
    .map((c) => ({ configId: c.configId, name: c.level?.name ?? null, label: c.level?.label ?? c.configId, datasource: c.datasource ?? null }));
}

/** The chosen level of a category if still offered, else the first level, else `null`. */
export function effectiveLevel(state: ForecastListState, category: ForecastCategory, levels: readonly LevelOption[]): LevelOption | null {
  const chosen = state.level[category];
  return levels.find((l) => l.configId === chosen) ?? levels[0] ?? null;
}

/** The chosen tab index, clamped to the tabs present (0 when the stored index is out of range). */
export function effectiveTab(state: ForecastListState, tabCount: number): number {
  return state.tab >= 0 && state.tab < tabCount ? state.tab : 0;
}

/** Whether a level's items were never requested (items load the first time a level is chosen). */
export function needsFirstLoad(state: ForecastListState, configId: string): boolean {
  return state.byLevel[configId] === undefined;
}

/** Process dates per market to skip for the next load of a level. */
export function nextSkip(state: ForecastListState, configId: string, pageSize = FORECAST_PAGE_SIZE): number {
  return (state.byLevel[configId]?.pages ?? 0) * pageSize;
}

/** What the list area shows for one category. */
export type ForecastListView =
  | { kind: 'noSettlementData' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string; status?: number | undefined; requestId?: string | undefined }
  | {
      kind: 'items';
      /** Items of the chosen markets (all when none chosen). */
      items: ForecastSummary[];
      /** Loaded items hidden by the market selection. */
      hiddenCount: number;
      /** Load More is offered. */
      hasMore: boolean;
      /** A Load More is running. */
      loadingMore: boolean;
      /** Message of a failed Load More, items kept. */
      error: string | null;
      /** HTTP status and request id of that failure, when the server answered them. */
      errorStatus?: number | undefined;
      requestId?: string | undefined;
    };

/**
 * What to render for a category: 'Sorry! No Settlement Level Data is available.' when the category
 * has no level with a datasource, 5 skeleton cards on the first load, an error, or the filtered items.
 * @example forecastListView(state, 'shortTermForecast', levels)
 */
export function forecastListView(state: ForecastListState, category: ForecastCategory, levels: readonly LevelOption[]): ForecastListView {
  const level = effectiveLevel(state, category, levels);
  if (!level || !level.datasource) return { kind: 'noSettlementData' };
  const entry = state.byLevel[level.configId];
  if (!entry || (entry.status === 'loading' && entry.pages === 0)) return { kind: 'loading' };
  if (entry.status === 'error' && entry.pages === 0) return { kind: 'error', message: entry.error ?? '', status: entry.errorStatus, requestId: entry.requestId };
  const markets = state.markets[category] ?? [];
  const wanted = new Set(markets);
  const items = markets.length ? entry.items.filter((s) => wanted.has(s.market)) : entry.items;
  return {
    kind: 'items',
    items,
    hiddenCount: entry.items.length - items.length,
    hasMore: entry.hasMore,
    loadingMore: entry.status === 'loading',
    error: entry.status === 'error' ? entry.error : null,
    ...(entry.status === 'error' ? { errorStatus: entry.errorStatus, requestId: entry.requestId } : {}),
  };
}

/**
 * Markets to store from a MultiSelect confirmation: choosing every market is stored as none
 * chosen (= all), so markets added later show too. Empty values are ignored (spec part 1 §5).
 * @example normalizeMarkets(['A', 'B'], ['A', 'B']) // []
 */
export function normalizeMarkets(selected: readonly string[], all: readonly string[]): string[] {
  const picked = [...new Set(selected.filter((m) => m !== ''))];
  return all.length > 0 && all.every((m) => picked.includes(m)) ? [] : picked;
}
