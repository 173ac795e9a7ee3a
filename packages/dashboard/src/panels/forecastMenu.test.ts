import type { ConfigItem } from '@loadline/core';
import { FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import { describe, expect, it } from 'vitest';
import type { DashboardDataMapping } from '../model/dataMapping';
import { addTargets, adjustmentsByRun, approvedAdjustmentsParams, forecastRuns, forecastRunsParams, runKey } from './forecastMenu';

const config: Pick<ConfigItem, 'datasource' | 'category' | 'level'> = {
  datasource: 'ercot_load', category: { name: 'longTermForecast', label: 'Long Term Forecast' }, level: { name: 'weatherZone', label: 'Weather Zone' },
};
/** How the reference API's ercot_load holds forecast runs (apps/api/src/data/datasources.ts). */
const ercotLoad: DashboardDataMapping = FIXTURE_DATA_MAPPING;

describe('forecastRunsParams', () => {
  it("keeps the forecast series of the category's horizon in a shared load table", () => {
    expect(forecastRunsParams(config, 'COAST', ercotLoad)).toEqual({
      datasource: 'ercot_load', category: 'longTermForecast', markets: ['COAST'], level: 'weatherZone', count: 16,
      columns: { forecast: 'load', market: 'market', processTime: 'processTime' },
      filters: [
        { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
        { columnName: 'horizon', filterType: 'Include', filterValues: ['long_term'] },
      ],
    });
  });

  it('asks every market without one, and nothing without a datasource or forecast runs in the mapping', () => {
    expect(forecastRunsParams(config, null, ercotLoad)).not.toHaveProperty('markets');
    expect(forecastRunsParams({ ...config, datasource: null }, 'COAST', ercotLoad)).toBeNull();
    expect(forecastRunsParams(config, 'COAST', { load: { metric: 'load' } })).toBeNull();
    expect(forecastRunsParams(config, 'COAST', { load: { metric: 'mw', kinds: { column: 'kind', values: { actual: 'A' } }, processTimeColumn: 'vintage' } })).toBeNull();
  });

  it('reads another backend with its own columns: one table of runs, no kind column', () => {
    const runs: DashboardDataMapping = { load: { datasource: 'vendor_runs', metric: 'mw', processTimeColumn: 'issued' }, marketColumn: 'zone' };
    expect(forecastRunsParams(config, 'NORTH', runs)).toEqual({
      datasource: 'vendor_runs', category: 'longTermForecast', markets: ['NORTH'], level: 'weatherZone', count: 16,
      columns: { forecast: 'mw', market: 'zone', processTime: 'issued' },
    });
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

describe('approved adjustments in the Forecast menu', () => {
  const adjusted: DashboardDataMapping = {
    ...ercotLoad,
    load: { ...ercotLoad.load, kinds: { column: 'series', values: { forecast: 'forecast', adjusted: 'adjusted' } }, adjustmentColumn: 'source' },
  };
  const shortTerm = { configId: 'ercot-power-short-term', category: { name: 'shortTermForecast' as const, label: 'Short Term Forecast' } };

  it("asks the config item's approved adjustments when the mapping holds adjusted forecasts of short-term runs", () => {
    expect(approvedAdjustmentsParams(shortTerm, adjusted)).toEqual({ configId: 'ercot-power-short-term', status: 'approved', limit: 100, skip: 0 });
    expect(approvedAdjustmentsParams(shortTerm, ercotLoad)).toBeNull();
    expect(approvedAdjustmentsParams({ ...shortTerm, category: { name: 'longTermForecast' as const, label: 'Long Term Forecast' } }, adjusted)).toBeNull();
    expect(approvedAdjustmentsParams(shortTerm, { ...adjusted, load: { ...adjusted.load, adjustmentColumn: undefined } })).toBeNull();
  });

  it('files approved adjustments under their run by name, of the market shown', () => {
    const a = (adjustmentId: string, name: string, processTime: string, market = 'COAST', status: 'draft' | 'approved' = 'approved') => ({ adjustmentId, name, processTime, market, status });
    const byRun = adjustmentsByRun(
      [a('3', 'Zeta', '2024-07-01T06:00:00Z'), a('1', 'Alpha', '2024-07-01T06:00:00.000Z'), a('2', 'Draft', '2024-07-01T06:00:00Z', 'COAST', 'draft'), a('4', 'North', '2024-07-01T06:00:00Z', 'NORTH'), a('5', 'Earlier', '2024-06-30T06:00:00Z')],
      'COAST',
    );
    expect(byRun.get(runKey('2024-07-01T06:00:00Z'))?.map((x) => x.name)).toEqual(['Alpha', 'Zeta']);
    expect(byRun.get(runKey('2024-06-30T06:00:00.000Z'))?.map((x) => x.name)).toEqual(['Earlier']);
    expect(adjustmentsByRun([a('4', 'North', '2024-07-01T06:00:00Z', 'NORTH')], null).get(runKey('2024-07-01T06:00:00Z'))).toHaveLength(1);
  });
});
