import { TEXT_SERIES_ONE_GROUP_ONLY, type ConfigItem } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { splitSeries } from './cardRules';
import type { DashboardDataMapping, ScenarioMapping } from './dataMapping';
import { dashboardReducer } from './dashboardReducer';
import { emptyEditorState, newCard } from './editorState';
import { needsMeterMapCard } from './meterMapCard';
import { offersMeterMap, scenarioColumnsOf, scenarioSeries, scenarioSplit, scenarioSplitError } from './scenarioSeries';
import { seriesSource } from './seriesCatalog';
import { seriesToQuery } from './seriesToQuery';

const scenarioMapping: ScenarioMapping = { scenarioColumn: 'scenario', items: { Temperature: { unitType: 'temperature', unit: 'degF' } } };
const mapping: DashboardDataMapping = { load: { metric: 'value' }, scenario: scenarioMapping, weather: null, marketColumn: 'market' };
const config = {
  configId: 'scen', type: 'prod_load_forecast', commodity: { name: 'power', label: 'Power' }, category: { name: 'scenarioAnalysis', label: 'Scenario Analysis' },
  level: { name: 'weatherZone', label: 'Weather Zone' }, datasource: 'scenario_analysis', isSettled: false, filters: [{ name: 'market', title: 'Market' }], rangeFilters: [],
  weatherStations: [], timeInterval: 60, scenarioConfig: { valueTypeColumn: 'Item', valueColumn: 'value', hasMeterMap: false },
} as ConfigItem;
const columns = scenarioColumnsOf(config, scenarioMapping);
const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const settings = { timezone: 'America/Chicago', from: fixed('2026-01-01'), to: fixed('2026-01-02'), filters: [], rangeFilters: [], timeFilters: {}, grouping: 'Hourly' as const, now: new Date('2026-02-01T00:00:00Z') };

describe('scenario columns (spec part 1 §3 "Scenario config")', () => {
  it('defaults to Item and value, the meter id column falling back to the config item\'s', () => {
    expect(scenarioColumnsOf({ scenarioConfig: undefined }, null)).toEqual({ valueTypeColumn: 'Item', valueColumn: 'value', hasMeterMap: false, scenarioColumn: 'scenario' });
    // A host whose meter id column is in its mapping only offers Meter Count too.
    expect(scenarioColumnsOf({ scenarioConfig: undefined }, null, 'feeder_id').meterIdColumn).toBe('feeder_id');
    expect(scenarioColumnsOf({ scenarioConfig: undefined }, null, null)).not.toHaveProperty('meterIdColumn');
    const withMeters = scenarioColumnsOf({ scenarioConfig: { valueTypeColumn: 'kind', valueColumn: 'amount', hasMeterMap: true }, dynamicColumnsConfig: { meterIdColumn: 'meterId' } }, { scenarioColumn: 'case' });
    expect(withMeters).toEqual({ valueTypeColumn: 'kind', valueColumn: 'amount', hasMeterMap: true, meterIdColumn: 'meterId', scenarioColumn: 'case' });
  });
});

describe('scenario series (spec part 1 §2 "Scenario dashboard")', () => {
  it('reads one item under one scenario: its value column filtered on the item and the scenario', () => {
    const s = scenarioSeries({ item: 'Load', scenarios: ['Normal weather'] }, columns, scenarioMapping);
    expect(s).toMatchObject({ id: 'scenario|load|Load|Normal weather', label: 'Load Normal weather', type: 'power load', selectedCalculation: 'Sum', selectedSplit: null });
    const source = seriesSource(s, config, mapping);
    expect(source).toEqual({ kind: 'load', datasource: 'scenario_analysis', metric: 'value', unit: null, timeIntervalMinutes: 60 });
    const q = seriesToQuery(s, settings, source, mapping);
    expect(q.success && q.data.body.filters).toEqual([
      { columnName: 'Item', filterType: 'Include', filterValues: ['Load'] },
      { columnName: 'scenario', filterType: 'Include', filterValues: ['Normal weather'] },
    ]);
    expect(q.success && q.data.body.selectedMeasures).toEqual([{ columnName: 'value', aggregation: 'Sum' }]);
  });

  it('charts a temperature item in degF, averaged, from the scenario table (not the weather datasource)', () => {
    const s = scenarioSeries({ item: 'Temperature', scenarios: ['Hot (+3 degF)'] }, columns, scenarioMapping);
    expect(s).toMatchObject({ type: 'temperature', selectedCalculation: 'Avg' });
    expect(seriesSource(s, config, mapping)).toMatchObject({ kind: 'load', datasource: 'scenario_analysis', metric: 'value', unit: 'degF' });
  });

  it('groups several scenarios by the scenario column; a second group is refused', () => {
    const both = scenarioSeries({ item: 'Load', scenarios: ['Cold (-3 degF)', 'Hot (+3 degF)'] }, columns, scenarioMapping);
    expect(both.selectedSplit).toBe('scenario');
    expect(both.label).toBe('Load');
    expect(() => scenarioSeries({ item: 'Load', scenarios: ['Cold (-3 degF)', 'Hot (+3 degF)'], split: 'market' }, columns)).toThrow(TEXT_SERIES_ONE_GROUP_ONLY);
    expect(scenarioSeries({ item: 'Load', scenarios: ['Hot (+3 degF)'], split: 'market' }, columns).selectedSplit).toBe('market');
    expect(scenarioSplit(['a', 'b'], 'market', 'scenario')).toEqual({ ok: false, error: 'Dataseries cannot have more than one group' });
    expect(scenarioSplit(['a'], 'market', 'scenario')).toEqual({ ok: true, value: 'market' });
  });

  it('refuses a split of a multi-scenario series in the card rules and the reducer, and at query time', () => {
    const both = scenarioSeries({ item: 'Load', scenarios: ['a', 'b'] }, columns);
    expect(scenarioSplitError(both, 'market')).toBe(TEXT_SERIES_ONE_GROUP_ONLY);
    expect(scenarioSplitError(both, null)).toBeNull();
    expect(splitSeries(both, 'market')).toEqual({ ok: false, error: TEXT_SERIES_ONE_GROUP_ONLY });
    const one = scenarioSeries({ item: 'Load', scenarios: ['a'] }, columns);
    expect(splitSeries(one, 'market')).toMatchObject({ ok: true, value: { selectedSplit: 'market' } });

    const card = { ...newCard('c1', []), dataSeries: [{ ...both, axisId: 'primary_axis' as const }] };
    const state = { ...emptyEditorState('s', 'America/Chicago'), cards: [card] };
    const next = dashboardReducer(state, { type: 'setSeriesSplit', cardId: 'c1', seriesId: both.id, split: 'market' });
    expect(next.error).toBe(TEXT_SERIES_ONE_GROUP_ONLY);
    expect(next.cards[0]?.dataSeries[0]?.selectedSplit).toBe('scenario');

    const stored = { ...both, selectedSplit: 'market' };
    expect(seriesToQuery(stored, settings, seriesSource(stored, config, mapping), mapping)).toEqual({ success: false, errors: [TEXT_SERIES_ONE_GROUP_ONLY] });
  });

  it('counts distinct meters of the item\'s rows as Meter Count', () => {
    const withMeters = { ...config, scenarioConfig: { valueTypeColumn: 'Item', valueColumn: 'value', meterIdColumn: 'meterId', hasMeterMap: true } } as ConfigItem;
    const cols = scenarioColumnsOf(withMeters, scenarioMapping);
    const s = scenarioSeries({ item: 'Load', scenarios: ['a'], type: 'meterCount' }, cols);
    expect(s).toMatchObject({ type: 'dimensionless', selectedCalculation: 'CountDistinct', label: 'Load a Meter Count' });
    expect(seriesSource(s, withMeters, mapping)).toMatchObject({ kind: 'meterCount', metric: 'meterId', unit: 'dimensionless' });
  });
});

describe('the optional Meter Map card (spec part 1 §2, §3 hasMeterMap)', () => {
  it('is offered when the scenario config has a meter map and a meter id column, and appended once', () => {
    expect(offersMeterMap(config)).toBe(false);
    const withMap = { scenarioConfig: { valueTypeColumn: 'Item', valueColumn: 'value', hasMeterMap: true }, dynamicColumnsConfig: { meterIdColumn: 'meterId' } };
    expect(offersMeterMap(withMap)).toBe(true);
    expect(offersMeterMap({ scenarioConfig: { valueTypeColumn: 'Item', valueColumn: 'value', hasMeterMap: true } })).toBe(false);
    expect(needsMeterMapCard([{ visualization: 'Line' }], withMap)).toBe(true);
    expect(needsMeterMapCard([{ visualization: 'Line' }, { visualization: 'MeterMap' }], withMap)).toBe(false);
  });
});
