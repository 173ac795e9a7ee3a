import { FORECAST_COLUMNS, FORECAST_PAGE_SIZE, LoadlineHttpError, type ConfigItem, type ForecastCategory } from '@loadline/core';
import { useAdapterDomain, useConfigItems, useDatasourceMetadata, useDistinct } from '@loadline/core/react';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  effectiveLevel,
  effectiveTab,
  forecastCategoriesOf,
  forecastListReducer,
  forecastListView,
  levelsOf,
  needsFirstLoad,
  nextSkip,
  normalizeMarkets,
  type ForecastListState,
  type ForecastListView,
  type LevelOption,
} from '../../model/forecastList';
import { forecastUnitOf } from '../../model/forecastUnit';
import { defaultSelectionStorage, readSelection, writeSelection, type SelectionStorage } from '../../model/persistSelection';
import type { ForecastQueryOptions } from '../ForecastCard/useForecastSummary';

/** Options of {@link useAvailableForecasts}. */
export interface AvailableForecastsOptions {
  /** Where the selection is remembered. `null` remembers nothing. @default window.localStorage when present */
  storage?: SelectionStorage | null;
  /**
   * How a level's datasource holds its forecasts (columns, filters, time zone), e.g. the
   * horizon filter of a shared load table. @default the datasource's `market`, `processTime`, `forecast`
   */
  forecastQuery?: (level: LevelOption, category: ForecastCategory) => ForecastQueryOptions;
  /** Process dates per market per load (spec part 1 §9). @default 5 */
  pageSize?: number;
}

/** What {@link useAvailableForecasts} returns: the chosen tab's filters and list, and the actions. */
export interface AvailableForecastsState {
  /** Categories with config items, in tab order (tabs show when there are two). */
  categories: ForecastCategory[];
  /** Index of the chosen tab. */
  tab: number;
  /** The chosen tab's category; `null` while config items load or when there is none. */
  category: ForecastCategory | null;
  /** Config items are loading. */
  loadingConfigs: boolean;
  /** Message of a failed config item or market call. */
  error: string | null;
  /** HTTP status and request id of that failed call, when the server answered them. */
  errorStatus?: number | undefined;
  requestId?: string | undefined;
  /** The config items failed: the page has no tabs or levels to show until a retry succeeds. */
  configsFailed: boolean;
  /** A retry of the failed calls is under way. */
  retrying: boolean;
  /** Asks again whatever failed: the config items, the markets and the chosen level's items. */
  retry: () => void;
  /** Levels of the category and the chosen one. */
  levels: LevelOption[];
  level: LevelOption | null;
  /** Every market of the level's datasource, and the chosen ones (empty = all). */
  markets: string[];
  selectedMarkets: string[];
  loadingMarkets: boolean;
  /** What the list shows. */
  view: ForecastListView;
  /**
   * Unit of the forecast values, from the level's datasource metadata (`metrics[].unit` of the
   * forecast column, e.g. 'MWh'); null while it loads or when the metadata does not say.
   */
  unit: string | null;
  selectTab: (tab: number) => void;
  selectLevel: (configId: string) => void;
  /** Applies a MARKETS confirmation (all markets chosen is stored as none = all). */
  setMarkets: (markets: readonly string[]) => void;
  /** Reselects every market. */
  clearFilters: () => void;
  /** Appends the next process dates per market of the chosen level. */
  loadMore: () => void;
}

const NO_CONFIGS: ConfigItem[] = [];

/**
 * State and behaviour of Available Forecasts (spec part 1 §2, §4 "Forecast list", §9): config
 * items give the categories (tabs) and levels; a level's items load the first time it is chosen
 * (5 process dates per market), Load More appends, the market selection filters loaded items
 * locally, and the tab, levels and markets are remembered under selectedTab, selectedLevel and
 * selectedMarkets. A load in flight is cancelled on unmount.
 *
 * @example const list = useAvailableForecasts({ storage: window.sessionStorage });
 */
export function useAvailableForecasts(options: AvailableForecastsOptions = {}): AvailableForecastsState {
  const { forecastQuery, pageSize = FORECAST_PAGE_SIZE } = options;
  const storage = options.storage === undefined ? defaultSelectionStorage() : options.storage;
  const [state, dispatch] = useReducer(forecastListReducer, storage, (s): ForecastListState => ({ ...readSelection(s), byLevel: {} }));
  const forecasts = useAdapterDomain('forecasts');
  const configsQuery = useConfigItems();
  const configs = configsQuery.data ?? NO_CONFIGS;
  const categories = useMemo(() => forecastCategoriesOf(configs), [configs]);
  const tab = effectiveTab(state, categories.length);
  const category = categories[tab] ?? null;
  const levels = useMemo(() => (category ? levelsOf(configs, category) : []), [configs, category]);
  const level = category ? effectiveLevel(state, category, levels) : null;
  const query = useMemo(() => (level && category && forecastQuery ? forecastQuery(level, category) : {}), [level, category, forecastQuery]);
  const marketColumn = query.columns?.market ?? FORECAST_COLUMNS.market;
  const metadata = useDatasourceMetadata(level?.datasource ?? null);
  const forecastColumn = query.columns?.forecast ?? FORECAST_COLUMNS.forecast;
  const unit = forecastUnitOf(metadata.data, forecastColumn);
  const distinct = useDistinct(level?.datasource ?? null, { distinctDimension: { columnName: marketColumn }, filters: query.filters ? [...query.filters] : [] });

  useEffect(() => writeSelection(storage, { tab: state.tab, level: state.level, markets: state.markets }), [storage, state.tab, state.level, state.markets]);

  const inflight = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = inflight.current;
    return () => {
      for (const [configId, controller] of running) {
        controller.abort();
        dispatch({ type: 'loadCancelled', configId });
      }
      running.clear();
    };
  }, []);

  const load = useCallback(
    (target: LevelOption, cat: ForecastCategory, skip: number) => {
      if (!target.datasource || inflight.current.has(target.configId)) return;
      const controller = new AbortController();
      inflight.current.set(target.configId, controller);
      dispatch({ type: 'loadStarted', configId: target.configId });
      const params = { datasource: target.datasource, category: cat, level: target.name, count: pageSize, skip, ...(forecastQuery?.(target, cat) ?? {}) };
      const settle = (action: Parameters<typeof dispatch>[0]) => {
        if (inflight.current.get(target.configId) !== controller) return;
        inflight.current.delete(target.configId);
        dispatch(action);
      };
      forecasts.summaries(params, { signal: controller.signal }).then(
        (items) => settle({ type: 'loadSucceeded', configId: target.configId, items, pageSize }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const http = error instanceof LoadlineHttpError ? error : undefined;
          settle({
            type: 'loadFailed',
            configId: target.configId,
            message: error instanceof Error ? error.message : String(error),
            status: http?.status,
            requestId: http?.requestId,
          });
        },
      );
    },
    [forecasts, forecastQuery, pageSize],
  );

  const firstLoad = level && category && needsFirstLoad(state, level.configId);
  useEffect(() => {
    if (firstLoad && level && category) load(level, category, 0);
  }, [firstLoad, level, category, load]);

  const markets = useMemo(() => {
    const all = new Set<string>();
    for (const v of distinct.data ?? []) if (v !== null && v !== '') all.add(String(v));
    for (const s of (level && state.byLevel[level.configId]?.items) ?? []) all.add(s.market);
    return [...all].sort((a, b) => a.localeCompare(b));
  }, [distinct.data, level, state.byLevel]);

  const selectedMarkets = (category && state.markets[category]) || [];
  const view: ForecastListView = category ? forecastListView(state, category, levels) : { kind: configsQuery.isPending ? 'loading' : 'noSettlementData' };
  const failed = configsQuery.error ?? distinct.error;
  const failedHttp = failed instanceof LoadlineHttpError ? failed : undefined;
  const levelFailed = level ? state.byLevel[level.configId]?.status === 'error' : false;
  return {
    categories,
    tab,
    category,
    loadingConfigs: configsQuery.isPending,
    error: failed ? failed.message : null,
    errorStatus: failedHttp?.status,
    requestId: failedHttp?.requestId,
    configsFailed: Boolean(configsQuery.error),
    retrying: (Boolean(configsQuery.error) && configsQuery.isFetching) || (Boolean(distinct.error) && distinct.isFetching) || (level ? state.byLevel[level.configId]?.status === 'loading' : false),
    retry: () => {
      if (configsQuery.error) void configsQuery.refetch();
      if (distinct.error) void distinct.refetch();
      if (levelFailed && level && category) load(level, category, nextSkip(state, level.configId, pageSize));
    },
    levels,
    level,
    markets,
    selectedMarkets,
    loadingMarkets: distinct.isLoading,
    view,
    unit,
    selectTab: (next) => dispatch({ type: 'selectTab', tab: next }),
    selectLevel: (configId) => category && dispatch({ type: 'selectLevel', category, configId }),
    setMarkets: (next) => category && dispatch({ type: 'setMarkets', category, markets: normalizeMarkets(next, markets) }),
    clearFilters: () => category && dispatch({ type: 'clearFilters', category }),
    loadMore: () => {
      if (level && category) load(level, category, nextSkip(state, level.configId, pageSize));
    },
  };
}
