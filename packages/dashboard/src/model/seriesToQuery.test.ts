import {
  TEXT_AT_LEAST_ONE_COLUMN,
  TEXT_CANNOT_GROUP_BY_SELECTION,
  TEXT_NO_CALCULATION,
  TEXT_NO_DATE_RANGE_SPECIFIED,
  TEXT_NO_PROCESS_TIME,
  dataSeriesSchema,
} from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { seriesToQuery, type SeriesDatasourceMeta, type SeriesQuerySettings } from './seriesToQuery';

const ercotLoad: SeriesDatasourceMeta = { kind: 'load', metricColumn: 'load', timeIntervalMinutes: 60 };
const weather: SeriesDatasourceMeta = { kind: 'weather', metricColumn: 'temperature', timeIntervalMinutes: 60 };
const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });
const settings: SeriesQuerySettings = {
  timezone: 'America/Chicago',
  from: fixed('2021-02-14'),
  to: fixed('2021-02-20'),
  filters: [{ name: 'market', title: 'Market', items: [{ id: 'COAST', label: 'Coast', isChecked: true, isDisabled: false }, { id: 'NORTH', label: 'North', isChecked: false, isDisabled: false }] }],
  rangeFilters: [{ name: 'load', value: [0, 30000] }],
  timeFilters: { hourOfDay: [17, 18] },
  grouping: 'Hourly',
  now: new Date('2021-03-01T12:00:00Z'),
};
const actual = dataSeriesSchema.parse({ id: 'actual', label: 'Stitched Actual', type: 'power load' });

describe('seriesToQuery', () => {
  it('builds the Stitched Actual query with the dashboard zone, range, filters and grouping', () => {
    const r = seriesToQuery(actual, settings, ercotLoad);
    expect(r).toEqual({
      success: true,
      data: {
        selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
        filters: [
          { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
          { columnName: 'series', filterType: 'Include', filterValues: ['actual'] },
        ],
        timeFilter: { columnName: '__time', dateRange: { fromDate: '2021-02-14', toDate: '2021-02-21' }, timePartFilter: { hourOfDay: [17, 18] } },
        splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
        timezone: 'America/Chicago',
        rangeFilters: [{ columnName: 'load', min: 0, max: 30000 }],
      },
    });
  });

  it('sends the chosen calculation, a cyclic grouping as a time part and the series split', () => {
    const official = { ...actual, id: 'official', selectedCalculation: 'Max' as const, selectedSplit: 'market' };
    const r = seriesToQuery(official, { ...settings, grouping: 'Hour24' }, ercotLoad);
    expect(r.success && [r.data.selectedMeasures, r.data.splits, r.data.filters[1]]).toEqual([
      [{ columnName: 'load', aggregation: 'Max' }],
      [{ type: 'timePart', columnName: '__time', part: 'hourOfDay' }, { type: 'dimension', columnName: 'market' }],
      { columnName: 'series', filterType: 'Include', filterValues: ['official'] },
    ]);
  });

  it('asks a forecast series for its process time', () => {
    const forecast = dataSeriesSchema.parse({ id: 'f1', label: 'Forecast', type: 'power load', extras: { series: 'forecast' } });
    expect(seriesToQuery(forecast, settings, ercotLoad)).toEqual({ success: false, errors: [TEXT_NO_PROCESS_TIME] });
    const withTime = { ...forecast, extras: { series: 'forecast', processTime: '2021-02-13T12:00:00.000Z' } };
    const r = seriesToQuery(withTime, settings, ercotLoad);
    expect(r.success && r.data.filters.at(-1)).toEqual({ columnName: 'processTime', filterType: 'Include', filterValues: ['2021-02-13T12:00:00.000Z'] });
  });

  it('filters a weather series by station and series kind and needs a calculation', () => {
    const hou = dataSeriesSchema.parse({ id: 'HOU|Normals', label: 'HOU Normals', type: 'temperature', extras: { station: 'HOU', series: 'Normals' } });
    expect(seriesToQuery(hou, settings, weather)).toEqual({ success: false, errors: [TEXT_NO_CALCULATION] });
    const r = seriesToQuery({ ...hou, selectedCalculation: 'Avg' }, settings, weather);
    expect(r.success && r.data.filters.slice(1)).toEqual([
      { columnName: 'station', filterType: 'Include', filterValues: ['HOU'] },
      { columnName: 'series', filterType: 'Include', filterValues: ['normal'] },
    ]);
  });

  it('counts distinct meters for a meter count series', () => {
    const meters = dataSeriesSchema.parse({ id: 'meterCount', label: 'Meter Count', type: 'dimensionless' });
    const r = seriesToQuery(meters, settings, { kind: 'meterCount', metricColumn: 'kwh', meterIdColumn: 'meterId', timeIntervalMinutes: 60 });
    expect(r.success && r.data.selectedMeasures).toEqual([{ columnName: 'meterId', aggregation: 'CountDistinct', preferredColumnName: 'meterCount' }]);
  });

  it("returns the spec's errors for a missing range, a missing column and a too-fine grouping", () => {
    expect(seriesToQuery(actual, { ...settings, from: null, timeFilters: {} }, ercotLoad)).toEqual({ success: false, errors: [TEXT_NO_DATE_RANGE_SPECIFIED] });
    expect(seriesToQuery(actual, settings, { ...ercotLoad, metricColumn: '' })).toEqual({ success: false, errors: [TEXT_AT_LEAST_ONE_COLUMN] });
    expect(seriesToQuery(actual, { ...settings, grouping: 'QuaterHourly' }, ercotLoad)).toEqual({ success: false, errors: [TEXT_CANNOT_GROUP_BY_SELECTION] });
  });
});
