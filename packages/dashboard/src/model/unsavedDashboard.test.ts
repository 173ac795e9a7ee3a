import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import { seriesToQuery } from './seriesToQuery';
import { readExploreSeed, unsavedDashboardFromExplore } from './unsavedDashboard';

const seed = { market: 'COAST', processTime: '2019-07-05T05:00:00.000Z', level: { name: 'system', configId: 'cfg-ercot-forecast' }, from: '2019-07-06', to: '2019-07-12' };
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('unsavedDashboardFromExplore', () => {
  it('opens Untitled with one hourly Line card holding the forecast, hour ending and fixed dates', () => {
    const { configId, state } = unsavedDashboardFromExplore(base64(seed), 'America/Chicago');
    expect(configId).toBe('cfg-ercot-forecast');
    expect([state.name, state.description, state.settings.isHourEndingSelected]).toEqual(['Untitled', '', true]);
    expect([state.settings.from.dateType, state.settings.from.value, state.settings.to.value]).toEqual(['fixed', '2019-07-06', '2019-07-12']);
    expect(state.cards.map((c) => [c.title, c.visualization, c.group, c.dataSeries.length])).toEqual([['untitled card', 'Line', 'Hourly', 1]]);
  });

  it("queries the forecast's market and process time over its days", () => {
    const { state } = unsavedDashboardFromExplore(seed, 'America/Chicago');
    const { settings, cards } = state;
    const series = cards[0]?.dataSeries[0];
    if (!series) throw new Error('no series');
    const r = seriesToQuery(
      series,
      { ...settings, filters: state.filters, rangeFilters: state.rangeFilters, timeFilters: state.timeFilters, grouping: 'Hourly', now: new Date('2019-08-01T00:00:00Z') },
      { kind: 'load', datasource: 'ercot_load', metric: 'load', unit: null, timeIntervalMinutes: 60 },
      FIXTURE_DATA_MAPPING,
    );
    expect(r.success && [r.data.body.filters, r.data.body.timeFilter?.dateRange]).toEqual([
      [
        { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
        { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
        { columnName: 'processTime', filterType: 'Include', filterValues: ['2019-07-05T05:00:00.000Z'] },
      ],
      { fromDate: '2019-07-06', toDate: '2019-07-13' },
    ]);
  });

  it('falls back to the defaults silently for a bad object', () => {
    for (const bad of ['%%%', base64('nope'), base64({ ...seed, from: '06/07/2019' }), base64({ ...seed, to: '2019-02-30' }), base64({ ...seed, level: null }), null, 42]) {
      expect(readExploreSeed(bad)).toBeNull();
      const { configId, state } = unsavedDashboardFromExplore(bad, 'UTC');
      expect([configId, state.name, state.settings.isHourEndingSelected, state.settings.from.dateType]).toEqual([null, 'Untitled', true, 'relative']);
      expect(state.cards.map((c) => [c.visualization, c.group, c.dataSeries.length])).toEqual([['Line', 'Hourly', 0]]);
    }
  });
});
