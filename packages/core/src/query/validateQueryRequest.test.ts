import { describe, expect, it } from 'vitest';
import {
  TEXT_AT_LEAST_ONE_COLUMN,
  TEXT_CANNOT_GROUP_BY_SELECTION,
  TEXT_NO_AS_OF_DATE,
  TEXT_NO_CALCULATION,
  TEXT_NO_DATE_RANGE_SPECIFIED,
  TEXT_NO_PROCESS_TIME,
} from '../texts';
import { toQueryDateRange } from './common.schema';
import { measureResultName, queryRequestSchema } from './query.schema';
import { isValidQueryRequest, validateQueryRequest, validateRiskQueryRequest } from './validateQueryRequest';

const timeFilter = { columnName: '__time', dateRange: { fromDate: '2024-03-01', toDate: '2024-04-01' } };
const load = { columnName: 'load', aggregation: 'Sum' };

describe('validateQueryRequest (spec part 1 §5)', () => {
  it('accepts a complete query and applies defaults', () => {
    const r = validateQueryRequest({ selectedMeasures: [load], timeFilter });
    expect(r).toEqual({
      success: true,
      data: { selectedMeasures: [load], timeFilter, filters: [], splits: [], rangeFilters: [], timezone: 'UTC' },
    });
  });

  it("needs a column unless it is a meter table query", () => {
    expect(validateQueryRequest({ timeFilter })).toEqual({ success: false, errors: [TEXT_AT_LEAST_ONE_COLUMN] });
    expect(validateQueryRequest({ timeFilter }, { kind: 'native' }).success).toBe(true);
  });

  it('needs a date range', () => {
    expect(validateQueryRequest({ selectedMeasures: [load] })).toEqual({ success: false, errors: [TEXT_NO_DATE_RANGE_SPECIFIED] });
    expect(validateQueryRequest({ selectedMeasures: [load], timeFilter: { columnName: '__time', timePartFilter: { hourOfDay: [7] } } })).toMatchObject({
      errors: [TEXT_NO_DATE_RANGE_SPECIFIED],
    });
  });

  it('needs a calculation on every measure', () => {
    expect(validateQueryRequest({ selectedMeasures: [{ columnName: 'temperature' }], timeFilter })).toEqual({ success: false, errors: [TEXT_NO_CALCULATION] });
  });

  it('needs a process time for cluster queries', () => {
    const q = { selectedMeasures: [load], timeFilter };
    expect(validateQueryRequest(q, { processTimeColumn: 'processTime' })).toEqual({ success: false, errors: [TEXT_NO_PROCESS_TIME] });
    const withProcessTime = { ...q, filters: [{ columnName: 'processTime', filterType: 'Include', filterValues: ['2024-03-01T06:00:00Z'] }] };
    expect(validateQueryRequest(withProcessTime, { processTimeColumn: 'processTime' }).success).toBe(true);
  });

  it('rejects a time split finer than the datasource interval', () => {
    const q = { selectedMeasures: [load], timeFilter, splits: [{ type: 'time', granularity: 'PT15M' }] };
    expect(validateQueryRequest(q, { timeIntervalMinutes: 60 })).toEqual({ success: false, errors: [TEXT_CANNOT_GROUP_BY_SELECTION] });
    expect(validateQueryRequest(q, { timeIntervalMinutes: 15 }).success).toBe(true);
    // Monthly rows (the spec's Month-All, 43200 minutes) group by month and year, not by day.
    const monthly = (granularity: string) => validateQueryRequest({ ...q, splits: [{ type: 'time', granularity }] }, { timeIntervalMinutes: 43_200 });
    expect(monthly('P1M').success).toBe(true);
    expect(monthly('P1Y').success).toBe(true);
    expect(monthly('P1D')).toEqual({ success: false, errors: [TEXT_CANNOT_GROUP_BY_SELECTION] });
  });

  it('lists every problem, the spec texts first', () => {
    const r = validateQueryRequest({ timezone: 'Mars/Olympus' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.errors.slice(0, 2)).toEqual([TEXT_AT_LEAST_ONE_COLUMN, TEXT_NO_DATE_RANGE_SPECIFIED]);
      expect(r.errors[2]).toBe('timezone: Unknown IANA time zone');
    }
  });
});

describe('queryRequestSchema bounds hostile input', () => {
  it('rejects over-long identifiers, too many filters or values, bad limits', () => {
    expect(queryRequestSchema.safeParse({ selectedMeasures: [{ columnName: 'x'.repeat(129), aggregation: 'Sum' }] }).success).toBe(false);
    const filter = { columnName: 'market', filterType: 'Include', filterValues: ['A'] };
    expect(queryRequestSchema.safeParse({ filters: Array(101).fill(filter) }).success).toBe(false);
    expect(queryRequestSchema.safeParse({ filters: [{ ...filter, filterValues: Array(10_001).fill('A') }] }).success).toBe(false);
    expect(queryRequestSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(queryRequestSchema.safeParse({ limit: 100_001 }).success).toBe(false);
    expect(queryRequestSchema.safeParse({ filters: [{ ...filter, filterType: 'Like' }] }).success).toBe(false);
    expect(queryRequestSchema.safeParse({ timeFilter: { dateRange: { fromDate: "2024-01-01'; DROP TABLE x", toDate: '2024-02-01' } } }).success).toBe(false);
  });

  it('accepts every granularity code and part-of-time split', () => {
    for (const granularity of ['P1Y', 'P1M', 'P1D', 'PT1H', 'PT15M', 'PT30M']) {
      expect(queryRequestSchema.safeParse({ splits: [{ type: 'time', granularity }] }).success).toBe(true);
    }
    for (const part of ['hourOfDay', 'dayOfWeek', 'monthOfYear', 'dayType']) {
      expect(queryRequestSchema.safeParse({ splits: [{ type: 'timePart', part }] }).success).toBe(true);
    }
    expect(queryRequestSchema.safeParse({ splits: [{ type: 'time', granularity: 'PT5M' }] }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('makes an inclusive end date exclusive by adding one day, across month and year ends', () => {
    expect(toQueryDateRange('2024-02-01', '2024-02-29')).toEqual({ fromDate: '2024-02-01', toDate: '2024-03-01' });
    expect(toQueryDateRange('2024-12-01', '2024-12-31').toDate).toBe('2025-01-01');
    expect(() => toQueryDateRange('2024-01-01', 'soon')).toThrow(RangeError);
  });

  it('names measure result columns', () => {
    expect(measureResultName({ columnName: 'load', aggregation: 'Sum' })).toBe('load');
    expect(measureResultName({ columnName: 'load', aggregation: 'Avg', preferredColumnName: 'avgLoad' })).toBe('avgLoad');
    expect(measureResultName({ customAggregation: { function: 'First', columnName: 'tariff' }, preferredColumnName: 'firstTariff' })).toBe('firstTariff');
  });

  it("requires an as-of date on risk queries", () => {
    expect(validateRiskQueryRequest({ columns: [{ name: 'position', aggregation: 'sum' }] })).toEqual({ success: false, errors: [TEXT_NO_AS_OF_DATE] });
    expect(validateRiskQueryRequest({ asOfDate: '2024-03-01', columns: [{ name: 'position', aggregation: 'avg' }] }).success).toBe(true);
  });
});

describe('validateQueryRequest: a valid request', () => {
  const body = {
    selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
    timeFilter: { dateRange: { fromDate: '2021-01-01', toDate: '2021-02-01' } },
    splits: [{ type: 'time', granularity: 'PT1H' }],
    timezone: 'America/Chicago',
  };

  it('is frozen and known as valid; a copy or a cast is not', () => {
    const a = validateQueryRequest(structuredClone(body));
    expect(a.success).toBe(true);
    if (!a.success) return;
    expect(Object.isFrozen(a.data.splits[0])).toBe(true);
    expect(isValidQueryRequest(a.data)).toBe(true);
    expect(isValidQueryRequest({ ...a.data })).toBe(false);
    expect(isValidQueryRequest(structuredClone(body))).toBe(false);
    expect(isValidQueryRequest(null)).toBe(false);
  });

  it('a native request (no measure needed) is not valid as a query', () => {
    const native = validateQueryRequest({ ...structuredClone(body), selectedMeasures: [] }, { kind: 'native' });
    expect(native.success).toBe(true);
    if (!native.success) return;
    expect(isValidQueryRequest(native.data, 'native')).toBe(true);
    expect(isValidQueryRequest(native.data, 'query')).toBe(false);
  });

  it('checks each call with its own options', () => {
    expect(validateQueryRequest(structuredClone(body)).success).toBe(true);
    const finer = validateQueryRequest(structuredClone(body), { timeIntervalMinutes: 1440 });
    expect(finer).toEqual({ success: false, errors: ['Cannot group by selection'] });
  });

  it('NaN is not null', () => {
    const withNull = { ...structuredClone(body), filters: [{ columnName: 'market', filterType: 'Include', filterValues: [null] }] };
    const withNaN = { ...structuredClone(body), filters: [{ columnName: 'market', filterType: 'Include', filterValues: [Number.NaN] }] };
    expect(validateQueryRequest(withNull).success).toBe(true);
    expect(validateQueryRequest(withNaN).success).toBe(false);
    expect(validateQueryRequest({ ...structuredClone(body), limit: undefined }).success).toBe(true);
  });
});
