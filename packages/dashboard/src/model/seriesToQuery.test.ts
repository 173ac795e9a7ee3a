import {
  TEXT_CANNOT_GROUP_BY_SELECTION,
  TEXT_NO_CALCULATION,
  TEXT_NO_DATE_RANGE_SPECIFIED,
  TEXT_NO_PROCESS_TIME,
  dataSeriesSchema,
} from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DATA_MAPPING } from '@loadline/core/testing';
import type { DashboardDataMapping, ResolvedSource } from './dataMapping';
import { TEXT_NO_ADJUSTED_FORECASTS } from '../texts';
import { adjustedForecastSeries } from './seriesCatalog';
import { seriesToQuery as plan, splitMixedMarketLevels, type SeriesQuerySettings } from './seriesToQuery';

const mapping: DashboardDataMapping = FIXTURE_DATA_MAPPING;
const ercotLoad: ResolvedSource = { kind: 'load', datasource: 'ercot_load', metric: 'load', unit: null, timeIntervalMinutes: 60 };
const weather: ResolvedSource = { kind: 'weather', datasource: 'weather', metric: 'temperature', unit: null, timeIntervalMinutes: 60 };
/** The request a series sends (time parts in the request), or the errors. */
function seriesToQuery(...args: [Parameters<typeof plan>[0], Parameters<typeof plan>[1], ResolvedSource, DashboardDataMapping?]) {
  const r = plan(args[0], args[1], args[2], args[3] ?? mapping);
  return r.success ? { success: true as const, data: r.data.body } : r;
}
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

  it('aligns the default window (last 30 days of data) of a Month-All or Day-All card to whole buckets; fixed dates stay as chosen', () => {
    const lastMonth = {
      ...settings,
      timeFilters: {},
      grouping: 'Monthly' as const,
      from: { dateType: 'relative' as const, identifier: 'endData' as const, quantity: 1, multiplier: 30, value: null },
      to: { dateType: 'relative' as const, identifier: 'endData' as const, quantity: 0, multiplier: 1, value: null },
      // Data from 2019-01-01 to 2019-12-01 00:00 local: its last day holds one hour of December.
      dataMin: new Date('2019-01-01T06:00:00Z'),
      dataMax: new Date('2019-12-01T06:00:00Z'),
    };
    const range = (r: ReturnType<typeof seriesToQuery>) => (r.success ? r.data.timeFilter?.dateRange : null);
    expect(range(seriesToQuery(actual, lastMonth, ercotLoad))).toEqual({ fromDate: '2019-11-01', toDate: '2019-12-01' });
    // By day: the last day, one hour of hourly data, is left out; daily data keeps it.
    expect(range(seriesToQuery(actual, { ...lastMonth, grouping: 'Daily' }, ercotLoad))).toEqual({ fromDate: '2019-11-01', toDate: '2019-12-01' });
    expect(range(seriesToQuery(actual, { ...lastMonth, grouping: 'Daily' }, { ...ercotLoad, timeIntervalMinutes: 1440 }))).toEqual({ fromDate: '2019-11-01', toDate: '2019-12-02' });
    expect(range(seriesToQuery(actual, { ...lastMonth, grouping: 'Hourly' }, ercotLoad))).toEqual({ fromDate: '2019-11-01', toDate: '2019-12-02' });
    expect(range(seriesToQuery(actual, { ...lastMonth, from: fixed('2019-10-05'), to: fixed('2019-12-01') }, ercotLoad))).toEqual({ fromDate: '2019-10-05', toDate: '2019-12-02' });
  });

  it('reads only the ISO total when no market is chosen, never the total summed with its zones', () => {
    const withTotal: DashboardDataMapping = { ...mapping, totalMarkets: ['ERCOT'] };
    const marketFilters = (r: ReturnType<typeof seriesToQuery>) => (r.success ? r.data.filters.filter((f) => f.columnName === 'market') : null);
    const noMarket = { ...settings, filters: [] };
    expect(marketFilters(seriesToQuery(actual, noMarket, ercotLoad, withTotal))).toEqual([{ columnName: 'market', filterType: 'Include', filterValues: ['ERCOT'] }]);
    // Chosen markets are read as chosen; a split by market keeps every market apart; weather has no market.
    expect(marketFilters(seriesToQuery(actual, settings, ercotLoad, withTotal))).toEqual([{ columnName: 'market', filterType: 'Include', filterValues: ['COAST'] }]);
    expect(marketFilters(seriesToQuery({ ...actual, selectedSplit: 'market' }, noMarket, ercotLoad, withTotal))).toEqual([]);
    const temperature = dataSeriesSchema.parse({ id: 'w', label: 'Temperature', type: 'temperature', selectedCalculation: 'Avg', extras: { station: 'HOU' } });
    expect(marketFilters(seriesToQuery(temperature, noMarket, weather, withTotal))).toEqual([]);
    // Without totals in the mapping, nothing chosen reads every market.
    expect(marketFilters(seriesToQuery(actual, noMarket, ercotLoad))).toEqual([]);
  });

  it('splits by market a load series whose chosen markets mix the ERCOT total with zones, never summing them', () => {
    const withTotal: DashboardDataMapping = { ...mapping, totalMarkets: ['ERCOT'] };
    const markets = (...ids: string[]) => [{ name: 'market', title: 'Market', items: ['ERCOT', 'COAST', 'EAST'].map((id) => ({ id, label: id, isChecked: ids.includes(id), isDisabled: false })) }];
    expect(splitMixedMarketLevels(actual, markets('ERCOT', 'COAST'), withTotal).selectedSplit).toBe('market');
    // One level only: zones are summed as chosen, the total is read alone.
    expect(splitMixedMarketLevels(actual, markets('COAST', 'EAST'), withTotal)).toBe(actual);
    expect(splitMixedMarketLevels(actual, markets('ERCOT'), withTotal)).toBe(actual);
    // The series' own market filter decides over the dashboard's; a mapping without totals never splits.
    expect(splitMixedMarketLevels({ ...actual, selectedFilters: markets('COAST') }, markets('ERCOT', 'COAST'), withTotal).selectedSplit ?? null).toBeNull();
    expect(splitMixedMarketLevels(actual, markets('ERCOT', 'COAST'), mapping)).toBe(actual);
    const split = splitMixedMarketLevels(actual, markets('ERCOT', 'COAST'), withTotal);
    const r = seriesToQuery(split, { ...settings, filters: markets('ERCOT', 'COAST') }, ercotLoad, withTotal);
    expect(r.success && r.data.splits).toEqual([{ type: 'time', columnName: '__time', granularity: 'PT1H' }, { type: 'dimension', columnName: 'market' }]);
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

  it("reads an approved adjustment's adjusted forecast: its kind, run, adjustment and own market, even on a total-only dashboard", () => {
    const withAdjusted: DashboardDataMapping = {
      ...mapping,
      totalMarkets: ['ERCOT'],
      load: { ...mapping.load, kinds: { column: 'series', values: { ...mapping.load.kinds?.values, adjusted: 'adjusted' } }, adjustmentColumn: 'source' },
    };
    const series = adjustedForecastSeries({ adjustmentId: 'a-1', name: 'Heat wave', market: 'COAST', processTime: '2021-02-13T12:00:00Z' });
    const r = seriesToQuery(series, { ...settings, filters: [] }, ercotLoad, withAdjusted);
    expect(r.success && r.data.filters).toEqual([
      { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
      { columnName: 'series', filterType: 'Include', filterValues: ['adjusted'] },
      { columnName: 'processTime', filterType: 'Include', filterValues: ['2021-02-13T12:00:00Z'] },
      { columnName: 'source', filterType: 'Include', filterValues: ['a-1'] },
    ]);
    // Without a column of adjustments every adjustment of the run would sum: refused.
    expect(seriesToQuery(series, settings, ercotLoad, mapping)).toEqual({ success: false, errors: [TEXT_NO_ADJUSTED_FORECASTS] });
    // Without its run it names none.
    expect(seriesToQuery({ ...series, extras: { series: 'adjusted', adjustment: 'a-1' } }, settings, ercotLoad, withAdjusted)).toEqual({ success: false, errors: [TEXT_NO_PROCESS_TIME] });
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
    const r = seriesToQuery(meters, settings, { kind: 'meterCount', datasource: 'meters', metric: 'meterId', unit: 'dimensionless', timeIntervalMinutes: 60 });
    expect(r.success && r.data.selectedMeasures).toEqual([{ columnName: 'meterId', aggregation: 'CountDistinct', preferredColumnName: 'meterCount' }]);
  });

  it("returns the spec's errors for a missing range, a missing column and a too-fine grouping", () => {
    expect(seriesToQuery(actual, { ...settings, from: null, timeFilters: {} }, ercotLoad)).toEqual({ success: false, errors: [TEXT_NO_DATE_RANGE_SPECIFIED] });
    expect(seriesToQuery(actual, { ...settings, grouping: 'QuaterHourly' }, ercotLoad)).toEqual({ success: false, errors: [TEXT_CANNOT_GROUP_BY_SELECTION] });
  });

  it('leaves the time parts of an hourly card to the browser when asked, with the same request as no time filter', () => {
    const r = plan(actual, settings, ercotLoad, mapping, { clientTimeParts: true });
    const none = plan(actual, { ...settings, timeFilters: {} }, ercotLoad, mapping);
    expect(r.success && r.data.clientTimeParts).toEqual({ hourOfDay: [17, 18] });
    expect(r.success && none.success && JSON.stringify(r.data.body)).toBe(none.success && JSON.stringify(none.data.body));
    const daily = plan(actual, { ...settings, grouping: 'Daily' }, ercotLoad, mapping, { clientTimeParts: true });
    expect(daily.success && [daily.data.clientTimeParts, daily.data.body.timeFilter?.timePartFilter]).toEqual([null, { hourOfDay: [17, 18] }]);
  });

  it('sends the time parts of an hourly card to the backend when the mapping does not opt in to the browser filter', () => {
    for (const other of [{ ...mapping, clientTimeFilter: false }, { load: mapping.load, marketColumn: 'market' }]) {
      const r = plan(actual, settings, ercotLoad, other, { clientTimeParts: true });
      expect(r.success && [r.data.clientTimeParts, r.data.body.timeFilter?.timePartFilter]).toEqual([null, { hourOfDay: [17, 18] }]);
    }
  });

  it('picks the kind, station and process time with the columns of another mapping', () => {
    const other: DashboardDataMapping = {
      load: { metric: 'demand_mw', kinds: { column: 'kind', values: { actual: 'ACT', forecast: 'FCST' } }, processTimeColumn: 'vintage' },
      weather: { datasource: 'wx', metric: 'temp_c', stationColumn: 'site', kinds: { column: 'obs', values: { Actual: 'observed' } } },
    };
    const load: ResolvedSource = { kind: 'load', datasource: 'utility_load', metric: 'demand_mw', unit: 'MW', timeIntervalMinutes: 15 };
    const a = seriesToQuery({ ...actual, extras: { series: 'actual' } }, { ...settings, grouping: 'QuaterHourly' }, load, other);
    expect(a.success && [a.data.selectedMeasures, a.data.filters.slice(1)]).toEqual([
      [{ columnName: 'demand_mw', aggregation: 'Sum' }],
      [{ columnName: 'kind', filterType: 'Include', filterValues: ['ACT'] }],
    ]);
    const run = dataSeriesSchema.parse({ id: 'f', label: 'Forecast', type: 'power load', extras: { series: 'forecast', processTime: '2021-02-13T12:00:00.000Z' } });
    const f = seriesToQuery(run, settings, load, other);
    expect(f.success && f.data.filters.slice(1)).toEqual([
      { columnName: 'kind', filterType: 'Include', filterValues: ['FCST'] },
      { columnName: 'vintage', filterType: 'Include', filterValues: ['2021-02-13T12:00:00.000Z'] },
    ]);
    const wx: ResolvedSource = { kind: 'weather', datasource: 'wx', metric: 'temp_c', unit: 'degC', timeIntervalMinutes: null };
    const hou = dataSeriesSchema.parse({ id: 'w', label: 'HOU', type: 'temperature', selectedCalculation: 'Avg', extras: { station: 'HOU', series: 'Actual' } });
    const w = seriesToQuery(hou, settings, wx, other);
    expect(w.success && [w.data.selectedMeasures, w.data.filters.slice(1)]).toEqual([
      [{ columnName: 'temp_c', aggregation: 'Avg' }],
      [{ columnName: 'site', filterType: 'Include', filterValues: ['HOU'] }, { columnName: 'obs', filterType: 'Include', filterValues: ['observed'] }],
    ]);
    // A forecast run under a mapping without a process time column cannot name its run.
    const noVintage: DashboardDataMapping = { load: { metric: 'demand_mw' } };
    expect(seriesToQuery(run, settings, load, noVintage)).toEqual({ success: false, errors: [TEXT_NO_PROCESS_TIME] });
  });
});
