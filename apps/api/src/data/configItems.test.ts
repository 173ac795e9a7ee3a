import { configItemsResponseSchema, groupConfigItemsByType } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { configItems, configItemsForViewer } from './configItems';
import { registerSeedDatasources } from './datasources';
import { getDatasource } from './registry';

describe('config items of GET user/v1/user/config/dashboards', () => {
  it('match the config item schema of core and name registered datasources and columns', () => {
    registerSeedDatasources();
    const items = configItems();
    expect(() => configItemsResponseSchema.parse(items)).not.toThrow();
    for (const item of items) {
      const ds = getDatasource(item.datasource ?? '');
      expect(ds, item.configId).toBeDefined();
      for (const f of item.filters) expect(ds!.dimensions.map((d) => d.name)).toContain(f.name);
      for (const f of item.rangeFilters) expect(ds!.metrics.map((m) => m.name)).toContain(f.name);
      const meterId = item.dynamicColumnsConfig?.meterIdColumn;
      if (meterId) expect(ds!.dimensions.map((d) => d.name)).toContain(meterId);
    }
  });

  it('offers ERCOT load forecasting with the 8 weather zones and the total, hourly short term and monthly long term', () => {
    const forecast = groupConfigItemsByType(configItems()).prod_load_forecast ?? [];
    const st = configItems().find((i) => i.category.name === 'shortTermForecast');
    const lt = configItems().find((i) => i.category.name === 'longTermForecast');
    // Series, source, process time and horizon are chosen in the series panel, not filtered.
    expect(st?.filters).toEqual([{ name: 'market', title: 'Market' }]);
    expect(forecast.length).toBeGreaterThanOrEqual(2);
    expect(st?.granularity).toBe('PT1H');
    expect(lt?.granularity).toBe('P1M');
    expect(st?.markets.map((m) => m.id)).toEqual(['COAST', 'EAST', 'FWEST', 'NORTH', 'NCENT', 'SOUTH', 'SCENT', 'WEST', 'ERCOT']);
    expect(st?.weatherStations.map((s) => s.id)).toContain('HOU');
  });

  it('covers the other dashboard categories, meter-level ones with a meter id column', () => {
    const byCategory = new Map(configItems().map((i) => [i.category.name, i]));
    for (const c of ['scenarioAnalysis', 'clusterAnalysis', 'dataInsights', 'nop', 'supplyAndMarkToMarket', 'loadDisagg'] as const) {
      expect(byCategory.has(c), c).toBe(true);
    }
    expect(byCategory.get('loadDisagg')?.dynamicColumnsConfig?.meterIdColumn).toBe('meterId');
    expect(byCategory.get('clusterAnalysis')?.dynamicColumnsConfig?.meterIdColumn).toBe('meterId');
  });
});

describe('config items a user is offered (spec part 2 section 6, product access by mods)', () => {
  // No seeded table: the query fails and no imported markets are added.
  const db = { all: async () => { throw new Error('no table'); } } as unknown as Parameters<typeof configItemsForViewer>[0]['db'];
  const offered = async (orgId: string, mods: string[]) =>
    (await configItemsForViewer({ viewer: { orgId, mods }, db })).map((c) => c.configId);

  it('leaves out the risk configurations for a user whose mods lack mod_risk (Lone Star Gas)', async () => {
    const lonestar = await offered('org-lonestar-gas', ['mod_load_forecast', 'mod_pricing']);
    expect(lonestar.length).toBeGreaterThan(0);
    expect(lonestar).not.toContain('ercot-risk-nop');
    expect(lonestar).not.toContain('ercot-risk-supply-mtm');
  });

  it('offers only the load forecasting products to a forecaster, and risk to a user with mod_risk', async () => {
    const forecaster = (await configItemsForViewer({ viewer: { orgId: 'org-gulfcoast-power', mods: ['mod_load_forecast'] }, db })).map((c) => c.type);
    expect(new Set(forecaster)).toEqual(new Set(['prod_load_forecast', 'prod_demand_analytics', 'prod_data_insights']));
    expect(await offered('org-gulfcoast-power', ['mod_load_forecast', 'mod_pricing', 'mod_risk'])).toEqual(
      expect.arrayContaining(['ercot-risk-nop', 'ercot-risk-supply-mtm']),
    );
  });
});
