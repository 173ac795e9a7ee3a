import { describe, expect, it } from 'vitest';
import { FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import { forecastSeries, loadSeries, seriesSource, weatherSeries } from './seriesCatalog';
import { seriesToQuery } from './seriesToQuery';

const mapping = FIXTURE_DATA_MAPPING;

const config = { datasource: 'ercot_load', timeInterval: 60, level: { name: 'weatherZone', label: 'Weather Zone' } };
const day = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

describe('series catalogue', () => {
  it('queries Stitched Actual as the summed actual series of the config datasource', () => {
    const s = loadSeries('actual');
    expect(s.label).toBe('Stitched Actual');
    const src = seriesSource(s, config, mapping);
    expect(src.datasource).toBe('ercot_load');
    const q = seriesToQuery(s, { timezone: 'America/Chicago', from: day('2021-07-01'), to: day('2021-07-31'), filters: [], rangeFilters: [], timeFilters: {}, grouping: 'Hourly', now: new Date('2026-01-01') }, src, mapping);
    expect(q.success).toBe(true);
    if (q.success) {
      expect(q.data.body.selectedMeasures).toEqual([{ columnName: 'load', aggregation: 'Sum' }]);
      expect(q.data.body.filters).toContainEqual({ columnName: 'series', filterType: 'Include', filterValues: ['actual'] });
    }
  });

  it('sends weather series to the weather datasource with the station filter', () => {
    const s = weatherSeries({ id: 'HOU', label: 'Houston' }, 'Actual');
    const src = seriesSource(s, config, mapping);
    expect(src.datasource).toBe('weather');
    const q = seriesToQuery(s, { timezone: 'UTC', from: day('2021-07-01'), to: day('2021-07-02'), filters: [], rangeFilters: [], timeFilters: {}, now: new Date() }, src, mapping);
    expect(q.success && q.data.body.filters).toContainEqual({ columnName: 'station', filterType: 'Include', filterValues: ['HOU'] });
  });

  it('labels a forecast with its process time and refuses a config without a datasource', () => {
    // One name for a run everywhere it shows (menu, legend, series list, MAPE sidebar).
    expect(forecastSeries('2021-07-01T11:00:00.000Z').label).toBe('Forecast 2021-07-01 11:00 UTC');
    expect(() => seriesSource(loadSeries('backcast'), { ...config, datasource: null }, mapping)).toThrow('ERROR: No Datasource provided for Level: weatherZone');
  });

  it('reads units and intervals from the mapping when it fixes them, else leaves them to the metadata', () => {
    expect(seriesSource(loadSeries('actual'), config, mapping)).toEqual({ kind: 'load', datasource: 'ercot_load', metric: 'load', unit: null, timeIntervalMinutes: 60 });
    const mw = { load: { datasource: 'feeder_demand', metric: 'mw', unit: 'MW', timeIntervalMinutes: 15 } };
    expect(seriesSource(loadSeries('actual'), config, mw)).toEqual({ kind: 'load', datasource: 'feeder_demand', metric: 'mw', unit: 'MW', timeIntervalMinutes: 15 });
    expect(() => seriesSource(weatherSeries({ id: 'HOU', label: 'Houston' }, 'Actual'), config, mw)).toThrow('No weather datasource is configured');
    const meters = seriesSource(loadSeries('actual', 'meterCount'), { ...config, dynamicColumnsConfig: { meterIdColumn: 'esiid' } }, mapping);
    expect(meters).toMatchObject({ kind: 'meterCount', metric: 'esiid', unit: 'dimensionless' });
  });

  it("counts meters by the config item's meter id column, else the mapping's; with neither the series is not one of this dashboard", () => {
    const count = loadSeries('actual', 'meterCount');
    const noColumn = config;
    expect(seriesSource(count, noColumn, { ...mapping, meterIdColumn: 'mprn' })).toMatchObject({ kind: 'meterCount', metric: 'mprn' });
    expect(seriesSource(count, { ...noColumn, dynamicColumnsConfig: { meterIdColumn: 'esiid' } }, { ...mapping, meterIdColumn: 'mprn' })).toMatchObject({ metric: 'esiid' });
    expect(() => seriesSource(count, noColumn, mapping)).toThrow(`${count.label} is not a series of this dashboard`);
  });
});
