import { describe, expect, it } from 'vitest';
import { LoadlineHttpError } from '../adapter/errors';
import { TEXT_AT_LEAST_ONE_COLUMN } from '../texts';
import { convertUnit } from '../units/convertUnit';
import { createMemoryAdapter } from './createMemoryAdapter';
import { ERCOT_DAY_AHEAD_FORECAST_2019 } from './fixtures/ercotForecast';
import { ERCOT_NATIVE_LOAD_2019 } from './fixtures/ercotLoad';
import { HOUSTON_TEMPERATURE_2019 } from './fixtures/houstonTemperature';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const coast = (i: number) => ERCOT_NATIVE_LOAD_2019.COAST[i]?.values ?? [];
const zone = 'America/Chicago';
const loadSum = [{ columnName: 'load', aggregation: 'Sum' as const }];
const actualOnly = [{ columnName: 'series', filterType: 'Include' as const, filterValues: ['actual'] }];
const coastOnly = [{ columnName: 'market', filterType: 'Include' as const, filterValues: ['COAST'] }, ...actualOnly];

describe('memory query over the real ERCOT fixture', () => {
  const adapter = createMemoryAdapter();

  it('answers the spring-forward day with 23 hourly buckets and one daily total', async () => {
    const timeFilter = { dateRange: { fromDate: '2019-03-10', toDate: '2019-03-11' } };
    const hourly = await adapter.query.query('ercot_load', {
      selectedMeasures: loadSum, filters: coastOnly, timeFilter, timezone: zone, splits: [{ type: 'time', granularity: 'PT1H' }],
    });
    expect(hourly.data).toHaveLength(23);
    expect(hourly.data.slice(0, 3).map((r) => r.__time)).toEqual(
      ['2019-03-10T00:00:00-06:00', '2019-03-10T01:00:00-06:00', '2019-03-10T03:00:00-05:00']);
    expect(hourly.data.map((r) => r.load)).toEqual(coast(0));
    const daily = await adapter.query.query('ercot_load', {
      selectedMeasures: loadSum, filters: coastOnly, timeFilter, timezone: zone, splits: [{ type: 'time', granularity: 'P1D' }],
    });
    expect(daily.data).toHaveLength(1);
    expect(daily.data[0]?.load).toBeCloseTo(sum(coast(0)), 6);
  });

  it('keeps the repeated fall-back hour as its own bucket', async () => {
    const answer = await adapter.query.query('ercot_load', {
      selectedMeasures: loadSum, filters: coastOnly, timezone: zone,
      timeFilter: { dateRange: { fromDate: '2019-11-03', toDate: '2019-11-04' } }, splits: [{ type: 'time', granularity: 'PT1H' }],
    });
    expect(answer.data).toHaveLength(25);
    expect(answer.data.slice(1, 3).map((r) => r.__time)).toEqual(['2019-11-03T01:00:00-05:00', '2019-11-03T01:00:00-06:00']);
  });

  it('sums July 2019 actual load per market and month, in local months', async () => {
    const answer = await adapter.query.query('ercot_load', {
      selectedMeasures: loadSum, filters: actualOnly, timezone: zone,
      timeFilter: { dateRange: { fromDate: '2019-07-01', toDate: '2019-08-01' } },
      splits: [{ type: 'dimension', columnName: 'market' }, { type: 'time', granularity: 'P1M' }],
    });
    expect(answer.data.map((r) => [r.market, r.__time])).toEqual([['COAST', '2019-07-01T00:00:00-05:00'], ['ERCOT', '2019-07-01T00:00:00-05:00']]);
    expect(answer.data[0]?.load).toBeCloseTo(sum(coast(1)), 4);
    expect(answer.data[1]?.load).toBeCloseTo(sum(ERCOT_NATIVE_LOAD_2019.ERCOT[1]?.values ?? []), 4);
  });

  it('splits by hour of day and pages a native query with a total', async () => {
    const answer = await adapter.query.queryNative('ercot_load', {
      selectedMeasures: [{ columnName: 'load', aggregation: 'Max', preferredColumnName: 'peak' }], filters: coastOnly, timezone: zone,
      timeFilter: { dateRange: { fromDate: '2019-07-01', toDate: '2019-08-01' } },
      splits: [{ type: 'timePart', part: 'hourOfDay' }], orderBy: [{ columnName: 'peak', direction: 'desc' }], limit: 3, skip: 0,
    });
    expect(answer.total).toBe(24);
    expect(answer.data).toHaveLength(3);
    expect(answer.data[0]?.peak).toBe(Math.max(...coast(1)));
    expect(typeof answer.data[0]?.hourOfDay).toBe('number');
  });

  it('refuses unknown columns and queries without measures, like the API', async () => {
    await expect(adapter.query.query('ercot_load', { selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }] }))
      .rejects.toMatchObject({ status: 400, message: 'No date range specified for the request' });
    await expect(adapter.query.query('ercot_load', { selectedMeasures: [{ columnName: 'price', aggregation: 'Sum' }], timeFilter: { dateRange: { fromDate: '2019-07-01', toDate: '2019-07-02' } } }))
      .rejects.toMatchObject({ status: 400, message: 'Unknown column "price" in datasource ercot_load' });
    await expect(adapter.query.query('ercot_load', {})).rejects.toMatchObject({ status: 400, message: TEXT_AT_LEAST_ONE_COLUMN });
    await expect(adapter.query.metadata('nope')).rejects.toBeInstanceOf(LoadlineHttpError);
  });

  it('reports the time boundary, distinct values and min-max', async () => {
    expect(await adapter.query.timeBoundary('ercot_load')).toEqual({
      minTime: '2019-03-10T06:00:00.000Z', maxTime: '2019-11-04T05:00:00.000Z',
    });
    expect(await adapter.query.distinct('ercot_load', { distinctDimension: { columnName: 'market' } })).toEqual(['COAST', 'ERCOT']);
    expect(await adapter.query.distinct('ercot_load', { distinctDimension: { columnName: 'series' } })).toEqual(['actual', 'official']);
    // ERCOT publishes its day-ahead forecast for the ERCOT total only, like the reference API's table.
    expect(await adapter.query.distinct('ercot_load', {
      distinctDimension: { columnName: 'market' }, filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['official'] }],
    })).toEqual(['ERCOT']);
    const [minMax] = await adapter.query.minMax('ercot_load', { dimensions: ['load'], filters: coastOnly });
    expect(minMax).toEqual({ name: 'load', minValue: Math.min(...coast(0), ...coast(1), ...coast(2)), maxValue: Math.max(...coast(1)) });
  });
});

describe('memory forecasts and weather', () => {
  const adapter = createMemoryAdapter();

  it('lists the 5 newest day-ahead forecasts, then the rest on Load More', async () => {
    const first = await adapter.forecasts.summaries({ datasource: 'ercot_forecast', category: 'shortTermForecast', timezone: zone });
    expect(first.map((s) => s.processTime)).toEqual(
      ['2019-07-06T05:00:00.000Z', '2019-07-05T05:00:00.000Z', '2019-07-04T05:00:00.000Z', '2019-07-03T05:00:00.000Z', '2019-07-02T05:00:00.000Z']);
    const july7 = ERCOT_DAY_AHEAD_FORECAST_2019[6]?.values ?? [];
    expect(first[0]).toMatchObject({
      market: 'ERCOT', count: 24, dayCount: 1, from: '2019-07-07', to: '2019-07-07', min: Math.min(...july7), max: Math.max(...july7),
    });
    const more = await adapter.forecasts.summaries({ datasource: 'ercot_forecast', category: 'shortTermForecast', timezone: zone, skip: 5 });
    expect(more).toHaveLength(2);
    expect(await adapter.forecasts.summaries({ datasource: 'ercot_forecast', category: 'shortTermForecast', markets: ['PJM'] })).toEqual([]);
  });

  it('answers Houston temperature in degF, hour ending 1..24 per local day', async () => {
    const rows = await adapter.weather.actual({ weatherStations: ['HOU'], startDate: '2019-07-01', endDate: '2019-07-01' });
    expect(rows.map((r) => r.weather_hour)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const celsius = HOUSTON_TEMPERATURE_2019[1]?.values[0] ?? NaN;
    expect(rows[0]).toMatchObject({ weather_station: 'HOU', weather_day: '2019-07-01', timestamp: '2019-07-01T05:00:00.000Z' });
    expect(rows[0]?.temperature).toBeCloseTo(convertUnit(celsius, 'degC', 'degF'), 2);
    expect(await adapter.weather.normals({ weatherStations: ['HOU'], startDate: '2019-07-01', endDate: '2019-07-01' })).toEqual([]);
  });
});
