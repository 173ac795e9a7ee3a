import type { ConfigItem, DatasourceMetadata } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { addTargets, forecastRuns, forecastRunsParams } from './forecastMenu';

const config: Pick<ConfigItem, 'datasource' | 'category' | 'level'> = {
  datasource: 'ercot_load', category: { name: 'longTermForecast', label: 'Long Term Forecast' }, level: { name: 'weatherZone', label: 'Weather Zone' },
};
/** Columns of the reference API's ercot_load (apps/api/src/data/datasources.ts). */
const ercotLoad: DatasourceMetadata = {
  name: 'ercot_load', timeIntervalMinutes: 60,
  dimensions: ['market', 'series', 'source', 'processTime', 'horizon'].map((name) => ({ name, title: name })),
  metrics: [{ name: 'load', title: 'Load', unit: 'MWh', unitType: 'power load', rangeFilter: true }],
};

describe('forecastRunsParams', () => {
  it("keeps the forecast series of the category's horizon in a shared load table", () => {
    expect(forecastRunsParams(config, 'COAST', ercotLoad)).toEqual({
      datasource: 'ercot_load', category: 'longTermForecast', markets: ['COAST'], level: 'weatherZone', count: 16,
      columns: { forecast: 'load' },
      filters: [
        { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
        { columnName: 'horizon', filterType: 'Include', filterValues: ['long_term'] },
      ],
    });
  });

  it('asks every market without one, and nothing before the metadata is known', () => {
    expect(forecastRunsParams(config, null, ercotLoad)).not.toHaveProperty('markets');
    expect(forecastRunsParams(config, 'COAST', undefined)).toBeNull();
    expect(forecastRunsParams({ ...config, datasource: null }, 'COAST', ercotLoad)).toBeNull();
  });
});

describe('forecastRuns', () => {
  it('dedupes process times across markets, newest first, Latest plus at most 15', () => {
    const times = Array.from({ length: 20 }, (_, i) => `2021-12-${String(i + 1).padStart(2, '0')}T12:00:00Z`);
    const runs = forecastRuns([...times, ...times].map((processTime) => ({ processTime })));
    expect(runs.latest).toBe('2021-12-20T12:00:00Z');
    expect(runs.previous).toHaveLength(15);
    expect(runs.previous[0]).toBe('2021-12-19T12:00:00Z');
    expect(forecastRuns([])).toEqual({ latest: null, previous: [] });
  });
});

describe('addTargets', () => {
  it('lists each card with both axes', () => {
    expect(addTargets([{ id: 'a', title: 'Load' }]).map((t) => [t.label, t.cardId, t.axisId])).toEqual([
      ['Load — Primary axis', 'a', 'primary_axis'],
      ['Load — Secondary axis', 'a', 'secondary_axis'],
    ]);
  });
});
