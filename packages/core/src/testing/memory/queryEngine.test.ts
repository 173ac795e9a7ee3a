import { describe, expect, it } from 'vitest';
import { TEXT_AT_LEAST_ONE_COLUMN, TEXT_NO_DATE_RANGE_FOR_REQUEST } from '../../texts';
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

/** The week of the rows, Chicago local days. */
const week = { dateRange: { fromDate: '2024-01-06', toDate: '2024-01-13' } };

describe('memory query engine', () => {
  it('applies Exclude filters, time-part filters and range filters together', () => {
    const answer = runQuery(meters, {
      timezone: 'America/Chicago',
      selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' }],
      filters: [{ columnName: 'profile', filterType: 'Exclude', filterValues: ['BUSMEDLF'] }],
      timeFilter: { ...week, timePartFilter: { dayType: ['Weekday'] } },
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
      timeFilter: week,
    }, false);
    expect(answer.data).toEqual([{ firstMeter: 'M1', lastKwh: 6, kwhPerCustomer: (2 + 4 + 30 + 6) / 6, meters: 3, avgKwh: 5.5 }]);
  });

  it('answers one row of nulls when nothing matches an unsplit query, and no rows when split', () => {
    const base = { selectedMeasures: [{ columnName: 'kwh', aggregation: 'Sum' as const }], filters: [{ columnName: 'meter', filterType: 'Include' as const, filterValues: ['M9'] }], timeFilter: week };
    expect(runQuery(meters, base, false).data).toEqual([{ kwh: null }]);
    expect(runQuery(meters, { ...base, splits: [{ type: 'dimension', columnName: 'meter' }] }, false).data).toEqual([]);
  });

  it('lists the distinct split combinations of a query without measures, paged with a total, as the API does', () => {
    const splits = [{ type: 'dimension' as const, columnName: 'profile' }, { type: 'dimension' as const, columnName: 'meter' }];
    const answer = runQuery(meters, { timezone: 'America/Chicago', splits, timeFilter: week, orderBy: [{ columnName: 'meter', direction: 'desc' }], limit: 2, skip: 1 }, true);
    expect(answer.total).toBe(3);
    expect(answer.data).toEqual([{ profile: 'BUSMEDLF', meter: 'M2' }, { profile: 'RESLOWR', meter: 'M1' }]);
  });

  it('refuses what the API refuses: no measure and no split, no date range, numeric aggregations and range filters on a dimension', () => {
    const sum = [{ columnName: 'kwh', aggregation: 'Sum' as const }];
    for (const native of [false, true]) {
      expect(() => runQuery(meters, { timeFilter: week }, native)).toThrow(TEXT_AT_LEAST_ONE_COLUMN);
      expect(() => runQuery(meters, { selectedMeasures: sum }, native)).toThrow(TEXT_NO_DATE_RANGE_FOR_REQUEST);
      expect(() => runQuery(meters, { selectedMeasures: sum, timeFilter: { timePartFilter: { dayType: ['Weekday'] } } }, native)).toThrow(TEXT_NO_DATE_RANGE_FOR_REQUEST);
    }
    expect(() => runQuery(meters, { selectedMeasures: [{ columnName: 'profile', aggregation: 'Sum' }], timeFilter: week }, false)).toThrow('is not a metric');
    expect(() => runQuery(meters, { selectedMeasures: sum, rangeFilters: [{ columnName: 'meter', min: 1 }], timeFilter: week }, false)).toThrow('is not a metric');
    expect(runQuery(meters, { selectedMeasures: [{ columnName: 'profile', aggregation: 'CountDistinct' }], timeFilter: week }, false).data).toEqual([{ profile: 2 }]);
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
