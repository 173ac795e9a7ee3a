import { configItemsResponseSchema, groupConfigItemsByType } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { configItems } from './configItems';
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
