import { describe, expect, it } from 'vitest';
import { createHttpAdapter } from '../createHttpAdapter';
import { buildForecastSummaries } from './forecasts';
import { jsonResponse, recordingFetch } from './recordingFetch.test-util';

const shape = { marketColumn: 'market', processTimeColumn: 'processTime', valueColumn: 'forecast' };

describe('buildForecastSummaries', () => {
  it('folds rows into one summary per market and process time, newest first', () => {
    const rows = [
      { market: 'NORTH', processTime: '2024-07-01T06:00:00Z', __time: '2024-07-02T01:00:00-05:00', forecast: 12 },
      { market: 'NORTH', processTime: '2024-07-01T06:00:00Z', __time: '2024-07-02T00:00:00-05:00', forecast: 10.555 },
      { market: 'NORTH', processTime: '2024-07-01T06:00:00Z', __time: '2024-07-03T00:00:00-05:00', forecast: null },
      { market: 'NORTH', processTime: '2024-07-02T06:00:00Z', __time: '2024-07-03T00:00:00-05:00', forecast: 9 },
    ];
    const [newest, older] = buildForecastSummaries(rows, { ...shape, level: 'zone' });
    expect(newest).toMatchObject({ processTime: '2024-07-02T06:00:00Z', count: 1, min: 9, max: 9, dayCount: 1 });
    expect(older).toEqual({
      market: 'NORTH',
      processTime: '2024-07-01T06:00:00Z',
      min: 10.555,
      max: 12,
      count: 2,
      from: '2024-07-02',
      to: '2024-07-03',
      dayCount: 2,
      level: 'zone',
      forecast: [
        { timestamp: '2024-07-02T00:00:00-05:00', forecast: 10.555 },
        { timestamp: '2024-07-02T01:00:00-05:00', forecast: 12 },
        { timestamp: '2024-07-03T00:00:00-05:00', forecast: null },
      ],
    });
  });

  it('counts the days of a monthly (long-term) forecast, not its points: twelve months of 2020 are 366 days to Dec 31', () => {
    const rows = Array.from({ length: 12 }, (_, m) => ({
      market: 'COAST', processTime: '2019-12-01T06:00:00Z', __time: `2020-${String(m + 1).padStart(2, '0')}-01T00:00:00-06:00`, forecast: 1000 + m,
    }));
    const [summary] = buildForecastSummaries(rows, { ...shape, granularity: 'P1M' });
    expect(summary).toMatchObject({ count: 12, from: '2020-01-01', to: '2020-12-31', dayCount: 366 });
  });

  it('carries the run\'s source label when the datasource has a source column, and none without one', () => {
    const rows = [
      { market: 'COAST', processTime: 'p', source: 'Loadline v2, weather: observed station HOU', __time: '2021-12-24T00:00:00-06:00', forecast: 1 },
      { market: 'COAST', processTime: 'p', source: 'Loadline v2, weather: observed station HOU', __time: '2021-12-24T01:00:00-06:00', forecast: 2 },
    ];
    expect(buildForecastSummaries(rows, { ...shape, sourceColumn: 'source' })[0]?.source).toBe('Loadline v2, weather: observed station HOU');
    expect(buildForecastSummaries(rows, shape)[0]).not.toHaveProperty('source');
  });

  it('gives null min and max when every value is missing', () => {
    const [s] = buildForecastSummaries([{ market: 'M', processTime: 'p', __time: '2024-01-01T00:00:00Z', forecast: null }], shape);
    expect(s).toMatchObject({ min: null, max: null, count: 0 });
  });
});

describe('forecasts.summaries over the query calls', () => {
  it('keeps the newest process times per market and asks hourly values for short term', async () => {
    const f = recordingFetch(
      jsonResponse({ minTime: '2024-06-01T00:00:00Z', maxTime: '2024-07-10T23:00:00Z' }),
      jsonResponse({
        data: [
          { market: 'NORTH', processTime: '2024-07-01T06:00:00Z', forecastMax: 1 },
          { market: 'NORTH', processTime: '2024-07-02T06:00:00Z', forecastMax: 1 },
          { market: 'NORTH', processTime: '2024-07-03T06:00:00Z', forecastMax: 1 },
          { market: 'WEST', processTime: '2024-07-01T06:00:00Z', forecastMax: 1 },
        ],
      }),
      jsonResponse({
        data: [
          { market: 'NORTH', processTime: '2024-07-02T06:00:00Z', __time: '2024-07-03T00:00:00Z', forecast: 5 },
          { market: 'WEST', processTime: '2024-07-02T06:00:00Z', __time: '2024-07-03T00:00:00Z', forecast: 99 },
          { market: 'WEST', processTime: '2024-07-01T06:00:00Z', __time: '2024-07-02T00:00:00Z', forecast: 7 },
        ],
      }),
    );
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
    const summaries = await adapter.forecasts.summaries({
      datasource: 'fc',
      category: 'shortTermForecast',
      count: 1,
      skip: 1,
      markets: ['NORTH', 'WEST'],
      filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] }],
    });
    // NORTH skips its newest (07-03) and keeps 07-02; WEST's only process time is skipped.
    expect(summaries.map((s) => `${s.market} ${s.processTime}`)).toEqual(['NORTH 2024-07-02T06:00:00Z']);
    expect(f.requests.map((r) => r.pathAndQuery)).toEqual([
      '/api/druid/api/v2/datasources/fc/time-boundary',
      '/api/druid/api/v2/datasources/fc/query',
      '/api/druid/api/v2/datasources/fc/query-native',
    ]);
    const native = f.requests[2]?.json as { splits: unknown[]; filters: unknown[]; timeFilter: unknown };
    expect(native.splits[2]).toEqual({ type: 'time', columnName: '__time', granularity: 'PT1H' });
    expect((f.requests[1]?.json as { filters: unknown[] }).filters).toEqual([
      { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
      { columnName: 'market', filterType: 'Include', filterValues: ['NORTH', 'WEST'] },
    ]);
    expect(native.filters).toEqual([
      { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
      { columnName: 'market', filterType: 'Include', filterValues: ['NORTH'] },
      { columnName: 'processTime', filterType: 'Include', filterValues: ['2024-07-02T06:00:00Z'] },
    ]);
    expect(native.timeFilter).toEqual({ columnName: '__time', dateRange: { fromDate: '2024-06-01T00:00:00Z', toDate: '2024-07-11T23:00:00.000Z' } });
  });

  it('returns no summary for an empty datasource without querying', async () => {
    const f = recordingFetch(jsonResponse({ minTime: null, maxTime: null }));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
    await expect(adapter.forecasts.summaries({ datasource: 'fc', category: 'longTermForecast' })).resolves.toEqual([]);
    expect(f.requests).toHaveLength(1);
  });
});
