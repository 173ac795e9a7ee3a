import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from './createMemoryAdapter';
import { ercotForecastRows, FIXTURE_DATASOURCES, FIXTURE_METADATA } from './defaultFixtures';

describe('memory adapter: forecast summaries filters and MAPE', () => {
  it('lists only the process times of the rows the filters keep', async () => {
    const rows = ercotForecastRows().map((r, i) => ({ ...r, series: i < 24 ? 'official' : 'forecast' }));
    const adapter = createMemoryAdapter({
      datasources: {
        mixed: {
          metadata: { ...FIXTURE_METADATA.forecast, name: 'mixed', dimensions: [...FIXTURE_METADATA.forecast.dimensions, { name: 'series', title: 'Series' }] },
          rows,
        },
      },
    });
    const all = await adapter.forecasts.summaries({ datasource: 'mixed', category: 'shortTermForecast', count: 16 });
    const kept = await adapter.forecasts.summaries({
      datasource: 'mixed', category: 'shortTermForecast', count: 16,
      filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['forecast'] }],
    });
    expect(all).toHaveLength(7);
    expect(kept).toHaveLength(6);
    expect(kept.every((s) => s.count === 24)).toBe(true);
  });

  it('serves the MAPE of a market and process time by mapeType: day-ahead by default, the full run beside it', async () => {
    const answer = await createMemoryAdapter().query.query(FIXTURE_DATASOURCES.mape, {
      selectedMeasures: [{ columnName: 'mapeFullHorizon', aggregation: 'Avg' }, { columnName: 'mape', aggregation: 'Avg' }],
      filters: [
        { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
        { columnName: 'processTime', filterType: 'Include', filterValues: ['2021-12-23T12:00:00Z'] },
      ],
      splits: [{ type: 'dimension', columnName: 'mapeType' }, { type: 'dimension', columnName: 'mapeScope' }],
      timeFilter: { dateRange: { fromDate: '2021-12-23T12:00:00Z', toDate: '2021-12-24T12:00:00Z' } },
    });
    const byType = Object.fromEntries(answer.data.map((r) => [r.mapeType, [r.mapeScope, r.mapeFullHorizon, r.mape]]));
    expect(byType).toEqual({
      backcast: ['day_ahead', 4.870889988471497, expect.closeTo(4.33765612988810, 9)],
      forecast: ['day_ahead', 7.965546322201216, expect.closeTo(3.74491384056132, 9)],
    });
  });
});
