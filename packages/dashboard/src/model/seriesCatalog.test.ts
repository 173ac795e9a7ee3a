import { describe, expect, it } from 'vitest';
import { forecastSeries, loadSeries, seriesSource, weatherSeries } from './seriesCatalog';
import { seriesToQuery } from './seriesToQuery';

const config = { datasource: 'ercot_load', timeInterval: 60, level: { name: 'weatherZone', label: 'Weather Zone' } };
const day = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

describe('series catalogue', () => {
  it('queries Stitched Actual as the summed actual series of the config datasource', () => {
    const s = loadSeries('actual');
    expect(s.label).toBe('Stitched Actual');
    const src = seriesSource(s, config);
    expect(src.datasource).toBe('ercot_load');
    const q = seriesToQuery(s, { timezone: 'America/Chicago', from: day('2021-07-01'), to: day('2021-07-31'), filters: [], rangeFilters: [], timeFilters: {}, grouping: 'Hourly', now: new Date('2026-01-01') }, src.meta);
    expect(q.success).toBe(true);
    if (q.success) {
      expect(q.data.selectedMeasures).toEqual([{ columnName: 'load', aggregation: 'Sum' }]);
      expect(q.data.filters).toContainEqual({ columnName: 'series', filterType: 'Include', filterValues: ['actual'] });
    }
  });

  it('sends weather series to the weather datasource with the station filter', () => {
    const s = weatherSeries({ id: 'HOU', label: 'Houston' }, 'Actual');
    const src = seriesSource(s, config);
    expect(src.datasource).toBe('weather');
    const q = seriesToQuery(s, { timezone: 'UTC', from: day('2021-07-01'), to: day('2021-07-02'), filters: [], rangeFilters: [], timeFilters: {}, now: new Date() }, src.meta);
    expect(q.success && q.data.filters).toContainEqual({ columnName: 'station', filterType: 'Include', filterValues: ['HOU'] });
  });

  it('labels a forecast with its process time and refuses a config without a datasource', () => {
    expect(forecastSeries('2021-07-01T11:00:00.000Z').label).toBe('Forecast 2021-07-01T11:00:00.000Z');
    expect(() => seriesSource(loadSeries('backcast'), { ...config, datasource: null })).toThrow('ERROR: No Datasource provided for Level: weatherZone');
  });
});
