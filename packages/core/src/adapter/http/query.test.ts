import { describe, expect, it } from 'vitest';
import { TEXT_AT_LEAST_ONE_COLUMN, TEXT_DATASET_TOO_LARGE, TEXT_NO_AS_OF_DATE, TEXT_NO_DATE_RANGE_SPECIFIED, TEXT_PAYLOAD_TOO_LARGE } from '../../texts';
import { createHttpAdapter } from '../createHttpAdapter';
import { jsonResponse, recordingFetch } from './recordingFetch.test-util';

function setup(...answers: Response[]) {
  const f = recordingFetch(...answers);
  return { f, adapter: createHttpAdapter({ baseUrl: '/api', fetch: f.fetch }) };
}

const DS = '/api/druid/api/v2/datasources/ercot%20load';
const timeFilter = { columnName: '__time' as const, dateRange: { fromDate: '2024-03-01', toDate: '2024-04-01' } };

describe('datasource calls (spec part 2 §7 "Data queries")', () => {
  it('GET .../{ds}: metadata', async () => {
    const meta = { name: 'ercot load', timeIntervalMinutes: 60, dimensions: [{ name: 'market', title: 'Market' }], metrics: [{ name: 'load', title: 'Load', unit: 'MWh', unitType: 'power load' }] };
    const { f, adapter } = setup(jsonResponse(meta));
    await expect(adapter.query.metadata('ercot load')).resolves.toEqual(meta);
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: DS });
  });

  it('POST .../distinct returns result.data[0].SPLIT.data values', async () => {
    const { f, adapter } = setup(jsonResponse({ result: { data: [{ SPLIT: { data: [{ market: 'NORTH' }, { market: 'HOUSTON' }] } }] } }));
    const values = await adapter.query.distinct('ercot load', {
      distinctDimension: { columnName: 'market' },
      sortType: 'value',
      direction: 'desc',
      limit: 50,
      filters: [{ columnName: 'zone', filterType: 'Include', filterValues: ['LZ_NORTH'] }],
      timeFilter,
    });
    expect(values).toEqual(['NORTH', 'HOUSTON']);
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${DS}/distinct` });
    expect(f.last()?.json).toEqual({
      distinctDimension: { columnName: 'market' },
      sortType: 'value',
      direction: 'desc',
      limit: 50,
      filters: [{ columnName: 'zone', filterType: 'Include', filterValues: ['LZ_NORTH'] }],
      timeFilter,
    });
  });

  it('POST .../multi-distinct returns result', async () => {
    const { f, adapter } = setup(jsonResponse({ result: { market: ['NORTH'], zone: ['LZ_NORTH', 'LZ_WEST'] } }));
    await expect(adapter.query.multiDistinct('ercot load', { dimensions: ['market', 'zone'] })).resolves.toEqual({ market: ['NORTH'], zone: ['LZ_NORTH', 'LZ_WEST'] });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${DS}/multi-distinct`, json: { dimensions: ['market', 'zone'], filters: [] } });
  });

  it('POST .../min-max returns name, minValue, maxValue', async () => {
    const { f, adapter } = setup(jsonResponse([{ name: 'load', minValue: 1.5, maxValue: 80 }]));
    await expect(adapter.query.minMax('ercot load', { dimensions: ['load'] })).resolves.toEqual([{ name: 'load', minValue: 1.5, maxValue: 80 }]);
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${DS}/min-max` });
  });

  it('POST .../max-time and .../min-time with Include filters', async () => {
    const filters = [{ columnName: 'market', filterType: 'Include' as const, filterValues: ['NORTH'] }];
    const { f, adapter } = setup(jsonResponse({ maxTime: '2024-05-01T23:00:00Z' }), jsonResponse({ minTime: '2020-01-01T00:00:00Z' }));
    await expect(adapter.query.maxTime('ercot load', { filters })).resolves.toBe('2024-05-01T23:00:00Z');
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${DS}/max-time`, json: { filters } });
    await expect(adapter.query.minTime('ercot load', { filters })).resolves.toBe('2020-01-01T00:00:00Z');
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${DS}/min-time`, json: { filters } });
  });

  it('GET .../time-boundary', async () => {
    const { f, adapter } = setup(jsonResponse({ minTime: '2020-01-01T00:00:00Z', maxTime: '2024-05-01T23:00:00Z' }));
    await expect(adapter.query.timeBoundary('ercot load')).resolves.toEqual({ minTime: '2020-01-01T00:00:00Z', maxTime: '2024-05-01T23:00:00Z' });
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `${DS}/time-boundary` });
  });

  it('POST .../query sends the query model with defaults', async () => {
    const { f, adapter } = setup(jsonResponse({ queryId: 'q1', data: [{ __time: '2024-03-01T00:00:00-06:00', load: 1200.5 }] }));
    const answer = await adapter.query.query('ercot load', {
      selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
      timeFilter,
      splits: [{ type: 'time', granularity: 'PT1H' }],
      timezone: 'America/Chicago',
      queryId: 'q1',
    });
    expect(answer.data[0]).toEqual({ __time: '2024-03-01T00:00:00-06:00', load: 1200.5 });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${DS}/query` });
    expect(f.last()?.json).toEqual({
      selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
      filters: [],
      timeFilter,
      splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
      timezone: 'America/Chicago',
      rangeFilters: [],
      queryId: 'q1',
    });
  });

  it('rejects a query without measures or date range before sending', async () => {
    const { f, adapter } = setup(jsonResponse({ data: [] }));
    await expect(adapter.query.query('ercot load', { timeFilter })).rejects.toThrow(TEXT_AT_LEAST_ONE_COLUMN);
    await expect(adapter.query.query('ercot load', { selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }] })).rejects.toThrow(
      TEXT_NO_DATE_RANGE_SPECIFIED,
    );
    expect(f.requests).toHaveLength(0);
  });

  it("maps a query answered 413 (above the server's row cap) to the card's dataset-too-large text", async () => {
    const body = { selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' as const }], timeFilter };
    const { adapter } = setup(jsonResponse({ message: 'Row cap' }, 413));
    await expect(adapter.query.query('ercot load', body)).rejects.toMatchObject({ status: 413, message: TEXT_DATASET_TOO_LARGE });
    await expect(adapter.query.queryNative('ercot load', body)).rejects.toMatchObject({ status: 413, message: TEXT_DATASET_TOO_LARGE });
    expect(TEXT_DATASET_TOO_LARGE).not.toBe(TEXT_PAYLOAD_TOO_LARGE);
  });

  it('POST .../query-native accepts no measures and sends paging and spatial filters', async () => {
    const { f, adapter } = setup(jsonResponse({ data: [{ meterId: 'M1' }], total: 40 }));
    const spatial = { latitudeColumn: 'lat', longitudeColumn: 'lon', north: 30, south: 29, east: -95, west: -96 };
    await expect(adapter.query.queryNative('ercot load', { timeFilter, spatialFilters: [spatial], limit: 25, skip: 25 })).resolves.toEqual({
      data: [{ meterId: 'M1' }],
      total: 40,
    });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${DS}/query-native` });
    expect(f.last()?.json).toMatchObject({ spatialFilters: [spatial], limit: 25, skip: 25 });
  });
});

describe('weather (spec part 2 §7)', () => {
  const params = { weatherStations: ['KIAH', 'KHOU'], startDate: '2024-03-01', endDate: '2024-03-02', dateField: 'weather_day', utcFlag: false };
  const row = { weather_station: 'KIAH', weather_day: '2024-03-01', weather_hour: 0, temperature: 61.2 };
  const query = '?weather_stations=KIAH%2CKHOU&start_date=2024-03-01&end_date=2024-03-02&date_field=weather_day&utc_flag=false';

  it('GET /weather/weather → adjusted_weather', async () => {
    const { f, adapter } = setup(jsonResponse({ adjusted_weather: [row] }));
    await expect(adapter.weather.actual(params)).resolves.toEqual([row]);
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `/api/weather/weather${query}` });
  });

  it('GET /weather/normals → normals', async () => {
    const { f, adapter } = setup(jsonResponse({ normals: [row] }));
    await expect(adapter.weather.normals(params)).resolves.toEqual([row]);
    expect(f.last()?.pathAndQuery).toBe(`/api/weather/normals${query}`);
  });

  it('GET /weather/forecast → adjusted_forecast', async () => {
    const { f, adapter } = setup(jsonResponse({ adjusted_forecast: [row] }));
    await expect(adapter.weather.forecast(params)).resolves.toEqual([row]);
    expect(f.last()?.pathAndQuery).toBe(`/api/weather/forecast${query}`);
  });
});

describe('risk (spec part 2 §7 "Risk")', () => {
  const R = '/api/risk/v1/risk-data/nop_power';

  it('GET .../as-of-date with optional datesBefore', async () => {
    const { f, adapter } = setup(jsonResponse(['2024-03-01', '2024-02-29']));
    await expect(adapter.risk.asOfDates('nop_power', { datesBefore: '2024-03-02' })).resolves.toEqual(['2024-03-01', '2024-02-29']);
    expect(f.last()).toMatchObject({ method: 'GET', pathAndQuery: `${R}/as-of-date?datesBefore=2024-03-02` });
    await adapter.risk.asOfDates('nop_power');
    expect(f.last()?.pathAndQuery).toBe(`${R}/as-of-date`);
  });

  it('POST .../query sends asOfDate, group, columns (avg), filters', async () => {
    const { f, adapter } = setup(jsonResponse([{ month: '2024-04', position: -12.5 }]));
    const body = {
      asOfDate: '2024-03-01',
      group: ['month'],
      columns: [{ name: 'position', aggregation: 'avg' as const }],
      selectedFilters: [{ name: 'book', values: ['retail'] }],
      rangeFilters: [{ name: 'price', value: [10, 90] as [number, number] }],
    };
    await expect(adapter.risk.query('nop_power', body)).resolves.toEqual([{ month: '2024-04', position: -12.5 }]);
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${R}/query`, json: body });
  });

  it("rejects a risk query without as-of date with 'No as of date specified'", async () => {
    const { f, adapter } = setup(jsonResponse([]));
    await expect(adapter.risk.query('nop_power', { asOfDate: '', columns: [{ name: 'position', aggregation: 'sum' }] })).rejects.toThrow(TEXT_NO_AS_OF_DATE);
    expect(f.requests).toHaveLength(0);
  });

  it('POST .../distinct and .../min-max with fields', async () => {
    const { f, adapter } = setup(jsonResponse({ book: ['retail', 'wholesale'] }), jsonResponse([{ name: 'price', minValue: 3, maxValue: 200 }]));
    await expect(adapter.risk.distinct('nop_power', { fields: ['book'] })).resolves.toEqual({ book: ['retail', 'wholesale'] });
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${R}/distinct`, json: { fields: ['book'] } });
    await expect(adapter.risk.minMax('nop_power', { fields: ['price'] })).resolves.toEqual([{ name: 'price', minValue: 3, maxValue: 200 }]);
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: `${R}/min-max`, json: { fields: ['price'] } });
  });
});
