import type { ConfigItem } from '@loadline/core';
import { FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import { describe, expect, it } from 'vitest';
import type { DashboardDataMapping } from './dataMapping';
import { performanceQueries } from './performanceQuery';

const mapping: DashboardDataMapping = { ...FIXTURE_DATA_MAPPING, load: { ...FIXTURE_DATA_MAPPING.load, datasource: 'ercot_load', timeIntervalMinutes: 60 }, totalMarkets: ['ERCOT'] };
const config = {
  configId: 'perf', type: 'prod_load_forecast', commodity: { name: 'power', label: 'Power' }, category: { name: 'shortTermPerformance', label: 'Short Term Performance' },
  level: { name: 'weatherZone', label: 'Weather Zone' }, datasource: 'ercot_forecast_mape', isSettled: false, filters: [], rangeFilters: [], weatherStations: [], timeInterval: 1440,
} as ConfigItem;
const coast = [{ name: 'market', title: 'Market', items: [{ id: 'COAST', label: 'Coast', isChecked: true, isDisabled: false }, { id: 'NORTH', label: 'North', isChecked: false, isDisabled: false }] }];

describe('performanceQueries (forecast against actual of one run)', () => {
  it('asks the run\'s short-term forecast and the actual, hourly, over the run\'s days, in the load datasource', () => {
    const r = performanceQueries(config, mapping, { processTime: '2021-12-23T12:00:00.000Z', days: { from: '2021-12-24', to: '2021-12-30' }, filters: coast, timezone: 'America/Chicago' });
    if (!r.ok) throw new Error(r.error);
    expect(r.forecast.datasource).toBe('ercot_load');
    expect(r.forecast.column).toBe('load');
    expect(r.forecast.body.filters).toEqual([
      { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
      { columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] },
      { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
      { columnName: 'processTime', filterType: 'Include', filterValues: ['2021-12-23T12:00:00.000Z'] },
    ]);
    expect(r.actual.body.filters).toEqual([
      { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
      { columnName: 'series', filterType: 'Include', filterValues: ['actual'] },
    ]);
    for (const q of [r.forecast, r.actual]) {
      expect(q.body.splits).toEqual([{ type: 'time', columnName: '__time', granularity: 'PT1H' }]);
      expect(q.body.timeFilter?.dateRange).toEqual({ fromDate: '2021-12-24', toDate: '2021-12-31' });
      expect(q.body.timezone).toBe('America/Chicago');
    }
    expect(r.forecast.series.extras.processTime).toBe('2021-12-23T12:00:00.000Z');
  });

  it('reads the system total when no market is chosen', () => {
    const r = performanceQueries(config, mapping, { processTime: '2021-12-23T12:00:00.000Z', days: { from: '2021-12-24', to: '2021-12-24' }, filters: [], timezone: 'UTC' });
    expect(r.ok && r.actual.body.filters[0]).toEqual({ columnName: 'market', filterType: 'Include', filterValues: ['ERCOT'] });
  });

  it('gives the spec\'s error when the mapping cannot name a run', () => {
    const noRuns: DashboardDataMapping = { ...mapping, load: { metric: 'load', datasource: 'ercot_load', timeIntervalMinutes: 60 } };
    expect(performanceQueries(config, noRuns, { processTime: '2021-12-23T12:00:00.000Z', days: { from: '2021-12-24', to: '2021-12-24' }, filters: [], timezone: 'UTC' }))
      .toEqual({ ok: false, error: 'No "process time" specified for the request' });
  });
});
