import { describe, expect, it } from 'vitest';
import { sharedTableForecastQuery } from './forecastQuery';

describe('sharedTableForecastQuery', () => {
  it('adds the category filters to the shared ones and keeps one object per category', () => {
    const series = { columnName: 'series', filterType: 'Include' as const, filterValues: ['forecast'] };
    const short = { columnName: 'horizon', filterType: 'Include' as const, filterValues: ['short_term'] };
    const q = sharedTableForecastQuery({ columns: { forecast: 'load' }, filters: [series], categoryFilters: { shortTermForecast: [short] } });
    expect(q.forCategory('shortTermForecast')).toEqual({ columns: { forecast: 'load' }, filters: [series, short] });
    expect(q.forCategory('longTermForecast')).toEqual({ columns: { forecast: 'load' }, filters: [series] });
    expect(q.forLevel({ configId: 'c', name: null, label: 'x', datasource: 'd' }, 'shortTermForecast')).toBe(q.forCategory('shortTermForecast'));
  });
});
