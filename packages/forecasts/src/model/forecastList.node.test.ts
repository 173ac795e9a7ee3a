import { describe, expect, it } from 'vitest';
import type { ConfigItem, ForecastSummary } from '@loadline/core';
import {
  effectiveLevel,
  forecastCategoriesOf,
  forecastListReducer,
  forecastListView,
  initialForecastListState,
  levelsOf,
  needsFirstLoad,
  nextSkip,
  normalizeMarkets,
  type ForecastListState,
} from './forecastList';
import { readSelection, STORAGE_KEYS, writeSelection } from './persistSelection';

const summary = (market: string, day: number): ForecastSummary => ({
  market, processTime: `2019-07-0${day}T05:00:00.000Z`, min: 1, max: 2, count: 2, from: '2019-07-06', to: '2019-07-06', dayCount: 1, forecast: [],
});
const config = (configId: string, category: ConfigItem['category']['name'], level: string | null, datasource: string | null = 'ds'): ConfigItem => ({
  configId, type: 'prod_load_forecast', commodity: { name: 'power', label: 'Power' }, category: { name: category, label: category },
  level: level ? { name: level, label: level.toUpperCase() } : null, datasource, isSettled: false, filters: [], rangeFilters: [],
  weatherStations: [], timeInterval: 60,
});
const configs = [config('st-zone', 'shortTermForecast', 'zone'), config('st-sys', 'shortTermForecast', 'system'), config('dash', 'nop', 'x')];

describe('forecast list model', () => {
  it('offers tabs only for forecast categories present, levels from config items', () => {
    expect(forecastCategoriesOf(configs)).toEqual(['shortTermForecast']);
    expect(forecastCategoriesOf([...configs, config('lt', 'longTermForecast', 'zone')])).toEqual(['shortTermForecast', 'longTermForecast']);
    expect(levelsOf(configs, 'shortTermForecast').map((l) => l.label)).toEqual(['ZONE', 'SYSTEM']);
    expect(levelsOf(configs, 'longTermForecast')).toEqual([]);
  });

  it('shows skeletons on the first load, then items; Load More appends and skips 5 per market', () => {
    const levels = levelsOf(configs, 'shortTermForecast');
    let s: ForecastListState = initialForecastListState;
    expect(effectiveLevel(s, 'shortTermForecast', levels)?.configId).toBe('st-zone');
    expect(needsFirstLoad(s, 'st-zone')).toBe(true);
    s = forecastListReducer(s, { type: 'loadStarted', configId: 'st-zone' });
    expect(needsFirstLoad(s, 'st-zone')).toBe(false);
    expect(forecastListView(s, 'shortTermForecast', levels)).toEqual({ kind: 'loading' });
    const page1 = [1, 2, 3, 4, 5].map((d) => summary('A', d)).concat([summary('B', 1)]);
    s = forecastListReducer(s, { type: 'loadSucceeded', configId: 'st-zone', items: page1 });
    expect(forecastListView(s, 'shortTermForecast', levels)).toMatchObject({ kind: 'items', hasMore: true, hiddenCount: 0 });
    expect(nextSkip(s, 'st-zone')).toBe(5);
    s = forecastListReducer(s, { type: 'loadStarted', configId: 'st-zone' });
    expect(forecastListView(s, 'shortTermForecast', levels)).toMatchObject({ kind: 'items', loadingMore: true });
    s = forecastListReducer(s, { type: 'loadSucceeded', configId: 'st-zone', items: [summary('A', 6)] });
    const view = forecastListView(s, 'shortTermForecast', levels);
    expect(view.kind === 'items' && view.items.length).toBe(7);
    expect(view).toMatchObject({ hasMore: false, loadingMore: false });
    expect(nextSkip(s, 'st-zone')).toBe(10);
  });

  it('filters loaded items by market locally; empty selection and Clear Filters mean all', () => {
    const levels = levelsOf(configs, 'shortTermForecast');
    let s = forecastListReducer(initialForecastListState, { type: 'loadSucceeded', configId: 'st-zone', items: [summary('A', 1), summary('B', 1), summary('B', 2)] });
    s = forecastListReducer(s, { type: 'setMarkets', category: 'shortTermForecast', markets: ['A', ''] });
    expect(forecastListView(s, 'shortTermForecast', levels)).toMatchObject({ kind: 'items', hiddenCount: 2, items: [{ market: 'A' }] });
    s = forecastListReducer(s, { type: 'setMarkets', category: 'shortTermForecast', markets: ['C'] });
    expect(forecastListView(s, 'shortTermForecast', levels)).toMatchObject({ items: [], hiddenCount: 3 });
    s = forecastListReducer(s, { type: 'clearFilters', category: 'shortTermForecast' });
    expect(forecastListView(s, 'shortTermForecast', levels)).toMatchObject({ hiddenCount: 0 });
    expect(normalizeMarkets(['B', 'A'], ['A', 'B'])).toEqual([]);
    expect(normalizeMarkets(['B', '', 'B'], ['A', 'B'])).toEqual(['B']);
  });

  it('reports no settlement level data, and a first-load error without items', () => {
    expect(forecastListView(initialForecastListState, 'longTermForecast', [])).toEqual({ kind: 'noSettlementData' });
    const noDs = levelsOf([config('x', 'shortTermForecast', 'zone', null)], 'shortTermForecast');
    expect(forecastListView(initialForecastListState, 'shortTermForecast', noDs)).toEqual({ kind: 'noSettlementData' });
    const s = forecastListReducer(initialForecastListState, { type: 'loadFailed', configId: 'st-zone', message: 'boom' });
    expect(forecastListView(s, 'shortTermForecast', levelsOf(configs, 'shortTermForecast'))).toEqual({ kind: 'error', message: 'boom' });
  });

  it('falls back to the first level when the remembered one is gone', () => {
    const s = forecastListReducer(initialForecastListState, { type: 'selectLevel', category: 'shortTermForecast', configId: 'gone' });
    expect(effectiveLevel(s, 'shortTermForecast', levelsOf(configs, 'shortTermForecast'))?.configId).toBe('st-zone');
  });
});

describe('selection storage', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };

  it('writes selectedTab, selectedLevel and selectedMarkets and reads them back', () => {
    const storage = memory();
    writeSelection(storage, { tab: 1, level: { longTermForecast: 'lt' }, markets: { shortTermForecast: ['A'] } });
    expect([...storage.map.keys()]).toEqual([STORAGE_KEYS.tab, STORAGE_KEYS.level, STORAGE_KEYS.markets]);
    expect(storage.map.get('selectedTab')).toBe('1');
    expect(readSelection(storage)).toEqual({ tab: 1, level: { longTermForecast: 'lt' }, markets: { shortTermForecast: ['A'] } });
  });

  it('falls back to defaults on malformed values, missing or throwing storage', () => {
    const storage = memory();
    storage.map.set('selectedTab', '"x"');
    storage.map.set('selectedLevel', '{bad');
    storage.map.set('selectedMarkets', JSON.stringify({ shortTermForecast: ['A', 3, ''], other: ['B'] }));
    expect(readSelection(storage)).toEqual({ tab: 0, level: {}, markets: { shortTermForecast: ['A'] } });
    expect(readSelection(null)).toEqual({ tab: 0, level: {}, markets: {} });
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('quota'); } };
    expect(readSelection(throwing)).toEqual({ tab: 0, level: {}, markets: {} });
    expect(() => writeSelection(throwing, { tab: 0, level: {}, markets: {} })).not.toThrow();
  });
});
