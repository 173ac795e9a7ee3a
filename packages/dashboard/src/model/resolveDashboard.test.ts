import { cardSchema, configItemSchema, dashboardSchema, dataSeriesSchema } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { resolveDashboard } from './resolveDashboard';

const config = (configId: string, type: string, category: string) =>
  configItemSchema.parse({ configId, type, commodity: { name: 'power', label: 'Power' }, category: { name: category, label: category }, datasource: 'ercot_load' });
const configs = [
  config('st', 'prod_load_forecast', 'shortTermForecast'),
  config('nop', 'prod_risk_management', 'nop'),
  config('ins', 'prod_data_insights', 'dataInsights'),
  config('mtr', 'prod_data_insights', 'loadDisagg'),
];
const LOAD_FORECAST = { type: 'prod_load_forecast' };
const RISK_MANAGEMENT = { type: 'prod_risk_management', categories: ['nop', 'supplyAndMarkToMarket'] } as const;
const DATA_INSIGHTS = { type: 'prod_data_insights', categories: ['dataInsights'] } as const;
const dashboard = (dashboardId: string, configId: string, type: string) => dashboardSchema.parse({ dashboardId, configId, name: dashboardId, type });

describe('resolveDashboard', () => {
  it('opens a stored dashboard with its config', () => {
    const r = resolveDashboard(LOAD_FORECAST, 'd1', null, configs, [dashboard('d1', 'st', 'prod_load_forecast')], 'UTC');
    expect(r.kind === 'ready' && r.config.configId).toBe('st');
  });

  it('answers not found, invalid configuration and no configuration in the spec\'s cases', () => {
    expect(resolveDashboard(LOAD_FORECAST, 'nope', null, configs, [], 'UTC')).toEqual({ kind: 'notFound', id: 'nope' });
    expect(resolveDashboard(LOAD_FORECAST, 'd1', null, configs, [dashboard('d1', 'gone', 'prod_load_forecast')], 'UTC')).toEqual({ kind: 'invalidConfig' });
    expect(resolveDashboard(LOAD_FORECAST, 'd1', null, [], [dashboard('d1', 'st', 'prod_load_forecast')], 'UTC')).toEqual({ kind: 'noConfig', type: 'prod_load_forecast' });
  });

  it('refuses a category the area does not support', () => {
    const d = dashboard('d2', 'mtr', 'prod_data_insights');
    expect(resolveDashboard(DATA_INSIGHTS, 'd2', null, configs, [d], 'UTC')).toEqual({ kind: 'unsupportedCategory', category: 'loadDisagg' });
    expect(resolveDashboard(RISK_MANAGEMENT, 'd3', null, configs, [dashboard('d3', 'nop', 'prod_risk_management')], 'UTC').kind).toBe('ready');
  });

  it('opens the unsaved dashboard with the explored forecast, or the defaults for a bad object', () => {
    const object = btoa(JSON.stringify({ market: 'COAST', processTime: '2021-07-01T11:00:00.000Z', level: { name: 'weatherZone', configId: 'st' }, from: '2021-07-01', to: '2021-07-07' }));
    const r = resolveDashboard(LOAD_FORECAST, 'unsaved', object, configs, [], 'America/Chicago');
    expect(r.kind === 'ready' && r.state.cards[0]?.dataSeries).toHaveLength(1);
    expect(r.kind === 'ready' && r.state.cards[0]?.dataSeries[0]?.selectedFilters.map((f) => f.name)).toEqual(['market']);
    // A host whose mapping keeps the market in another column: the explored run's filter names it.
    const zoned = resolveDashboard(LOAD_FORECAST, 'unsaved', object, configs, [], 'America/Chicago', { load: { metric: 'load' }, marketColumn: 'zone' });
    expect(zoned.kind === 'ready' && zoned.state.cards[0]?.dataSeries[0]?.selectedFilters.map((f) => [f.name, f.items.map((i) => i.id)])).toEqual([['zone', ['COAST']]]);
    const bad = resolveDashboard(LOAD_FORECAST, 'unsaved', 'not-base64-json', configs, [], 'America/Chicago');
    expect(bad.kind === 'ready' && bad.state.cards[0]?.dataSeries).toHaveLength(0);
  });

  it('opens a dashboard whose content cannot be used with the invalid configuration message', () => {
    const bogus = dashboardSchema.parse({ dashboardId: 'd4', configId: 'st', name: 'x', type: 'prod_load_forecast', settings: { timezone: 'Bogus/Zone' } });
    expect(resolveDashboard(LOAD_FORECAST, 'd4', null, configs, [bogus], 'UTC')).toEqual({ kind: 'invalidConfig' });
    let scope: Record<string, unknown> = {};
    for (let i = 0; i < 4000; i += 1) scope = { s: scope };
    const deep = dashboardSchema.parse({ dashboardId: 'd5', configId: 'st', name: 'x', type: 'prod_load_forecast' });
    deep.cards = [{ ...cardSchema.parse({ id: 'c' }), dataSeries: [{ ...dataSeriesSchema.parse({ id: 's', label: 's', type: 'power load' }), groupedItems: { expression: '1', expressionDataIdMap: {}, expressionScope: scope, dataSeries: [], key: 'k' } }] }];
    expect(resolveDashboard(LOAD_FORECAST, 'd5', null, configs, [deep], 'UTC')).toEqual({ kind: 'invalidConfig' });
    const fine = dashboardSchema.parse({ dashboardId: 'd6', configId: 'st', name: 'x', type: 'prod_load_forecast' });
    expect(resolveDashboard(LOAD_FORECAST, 'd6', null, configs, [fine], 'UTC').kind).toBe('ready');
  });
});
