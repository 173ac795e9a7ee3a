import { describe, expect, it } from 'vitest';
import { formatInstant, requestInstant, runQuery, type MemoryDatasource } from './queryEngine';

const h = (iso: string) => Date.parse(iso);
const meters: MemoryDatasource = {
  metadata: {
    name: 'meters', timeIntervalMinutes: 60,
    dimensions: [{ name: 'meter', title: 'Meter' }, { name: 'profile', title: 'Load profile' }],
    metrics: [{ name: 'kwh', title: 'Load', unit: 'kWh', unitType: 'power load' }, { name: 'customers', title: 'Customers', unit: 'count', unitType: 'dimensionless' }],
  },
  rows: [
    { __time: h('2024-01-06T18:00:00Z'), meter: 'M1', profile: 'RESLOWR', kwh: 2, customers: 1 }, // Sat 12:00 CST
    { __time: h('2024-01-08T18:00:00Z'), meter: 'M1', profile: 'RESLOWR', kwh: 4, customers: 1 }, // Mon
    { __time: h('2024-01-08T19:00:00Z'), meter: 'M2', profile: 'BUSMEDLF', kwh: 10, customers: 3 }, // Mon
    { __time: h('2024-01-09T18:00:00Z'), meter: 'M3', profile: 'RESLOWR', kwh: 6, customers: 1 }, // Tue
  ],
};

describe('memory query engine', () => {
  it('applies Exclude filters, time-part filters and range filters together', () => {
    const answer = runQuery(meters, {
      timezone: 'America/Chicago',
      selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }],
      filters: [{ columnName: 'profile', filterType: 'Exclude', filterValues: ['BUSMEDLF'] }],
      timeFilter: { timePartFilter: { dayType: ['Weekday'] } },
      rangeFilters: [{ columnName: 'kwh', min: 5 }],
    }, false);
    expect(answer.data).toEqual([{ kwh: 6 }]);
  });

  it('computes First, Last, weighted average and distinct counts', () => {
    const answer = runQuery(meters, {
      selectedMeasures: [
        { customAggregation: { function: 'First', columnName: 'meter' }, preferredColumnName: 'firstMeter' },
        { customAggregation: { function: 'Last', columnName: 'kwh' }, preferredColumnName: 'lastKwh' },
        { customAggregation: { function: 'WeightedAvg', columnName: 'kwh', weightColumnName: 'customers' }, preferredColumnName: 'kwhPerCustomer' },
        { columnName: 'meter', aggregation: 'CountDistinct', preferredColumnName: 'meters' },
        { columnName: 'kwh', aggregation: 'Avg', preferredColumnName: 'avgKwh' },
      ],
    }, false);
    expect(answer.data).toEqual([{ firstMeter: 'M1', lastKwh: 6, kwhPerCustomer: (2 + 4 + 30 + 6) / 6, meters: 3, avgKwh: 5.5 }]);
  });

  it('answers one row of nulls when nothing matches an unsplit query, and no rows when split', () => {
    const base = { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' as const }], filters: [{ columnName: 'meter', filterType: 'Include' as const, filterValues: ['M9'] }] };
    expect(runQuery(meters, base, false).data).toEqual([{ kwh: null }]);
    expect(runQuery(meters, { ...base, splits: [{ type: 'dimension', columnName: 'meter' }] }, false).data).toEqual([]);
  });

  it('lists raw rows for a native query without measures, paged with a total', () => {
    const answer = runQuery(meters, { timezone: 'America/Chicago', orderBy: [{ columnName: 'kwh', direction: 'desc' }], limit: 2, skip: 1 }, true);
    expect(answer.total).toBe(4);
    expect(answer.data.map((r) => [r.meter, r.__time])).toEqual([['M3', '2024-01-09T12:00:00-06:00'], ['M1', '2024-01-08T12:00:00-06:00']]);
  });

  it('reads request dates in the request zone and refuses an empty range', () => {
    expect(requestInstant('2024-01-08', 'America/Chicago')).toBe(h('2024-01-08T06:00:00Z'));
    expect(requestInstant('2024-01-08T12:30', 'America/Chicago')).toBe(h('2024-01-08T18:30:00Z'));
    expect(requestInstant('2024-01-08T12:30:00Z', 'America/Chicago')).toBe(h('2024-01-08T12:30:00Z'));
    expect(() => runQuery(meters, { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }], timeFilter: { dateRange: { fromDate: '2024-01-09', toDate: '2024-01-08' } } }, false))
      .toThrow('timeFilter.dateRange: toDate must be after fromDate');
    expect(formatInstant(h('2024-01-08T18:00:00Z'), 'UTC')).toBe('2024-01-08T18:00:00Z');
  });
});
