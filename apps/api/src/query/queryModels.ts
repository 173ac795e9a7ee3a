import type { QueryRequestInput } from '@loadline/core';
import { fixtureMeters } from './testFixture';

/**
 * Query models over the fixture table (`testFixture.ts`), shared by the parity tests: the memory
 * adapter against DuckDB (query/parity.test.ts) and DuckDB against ClickHouse
 * (timeseries/parity.test.ts). DST days of 23 and 25 hours, half-hour zones and changes, time
 * parts, filters, paging.
 */

/** A Sum of kwh. */
export const sum = [{ columnName: 'kwh', aggregation: 'Sum' as const }];
/** A date range of the time filter. */
export const range = (fromDate: string, toDate: string) => ({ columnName: '__time' as const, dateRange: { fromDate, toDate } });

/** Realistic requests of the SDK: a card's series, a table, a MAPE-like split, paging. */
export const models: Record<string, QueryRequestInput> = {
  'hourly sum on the spring-forward day (23 hours), Chicago': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'time', granularity: 'PT1H' }], timeFilter: range('2019-03-10', '2019-03-11'),
  },
  'hourly sum on the fall-back day (25 hours, the repeated hour twice), Chicago': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'time', granularity: 'PT1H' }], timeFilter: range('2019-11-03', '2019-11-04'),
  },
  'daily average across the Berlin fall-back day, by feeder (null feeder included)': {
    selectedMeasures: [{ columnName: 'kwh', aggregation: 'Avg', preferredColumnName: 'avgKwh' }], timezone: 'Europe/Berlin',
    splits: [{ type: 'time', granularity: 'P1D' }, { type: 'dimension', columnName: 'feeder' }], timeFilter: range('2019-10-25', '2019-10-30'),
  },
  'monthly sum of 2019 by rate class, New York': {
    selectedMeasures: sum, timezone: 'America/New_York', splits: [{ type: 'time', granularity: 'P1M' }, { type: 'dimension', columnName: 'rate_class' }],
    timeFilter: range('2019-01-01', '2020-01-01'),
  },
  'yearly sum in a half-hour zone (Kolkata)': {
    selectedMeasures: sum, timezone: 'Asia/Kolkata', splits: [{ type: 'time', granularity: 'P1Y' }], timeFilter: range('2019-01-01', '2020-01-01'),
  },
  'quarter-hourly sum of one feeder in UTC': {
    selectedMeasures: sum, timezone: 'UTC', splits: [{ type: 'time', granularity: 'PT15M' }],
    filters: [{ columnName: 'feeder', filterType: 'Include', filterValues: ['F-1'] }], timeFilter: range('2019-07-04', '2019-07-05'),
  },
  'half-hourly min and max on the Lord Howe spring-forward day (a half-hour change)': {
    selectedMeasures: [{ columnName: 'kwh', aggregation: 'Min', preferredColumnName: 'low' }, { columnName: 'kwh', aggregation: 'Max', preferredColumnName: 'high' }],
    timezone: 'Australia/Lord_Howe', splits: [{ type: 'time', granularity: 'PT30M' }], timeFilter: range('2019-10-06', '2019-10-07'),
  },
  'hour of day on weekday mornings of June (time-part filters), Chicago': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'timePart', part: 'hourOfDay' }],
    timeFilter: { ...range('2019-06-01', '2019-07-01'), timePartFilter: { hourOfDay: [7, 8, 9], dayType: ['Weekday'] } },
  },
  'day of week of the first quarter with a load range filter and a month filter': {
    selectedMeasures: [{ columnName: 'kwh', aggregation: 'Avg', preferredColumnName: 'avgKwh' }], timezone: 'America/Chicago',
    splits: [{ type: 'timePart', part: 'dayOfWeek' }], rangeFilters: [{ columnName: 'kwh', min: 1, max: 3.5 }],
    timeFilter: { ...range('2019-01-01', '2019-04-01'), timePartFilter: { monthOfYear: [2, 3] } },
  },
  'meters excluding a hostile id and missing feeders, distinct meters counted per feeder': {
    selectedMeasures: [...sum, { columnName: 'meter_id', aggregation: 'CountDistinct', preferredColumnName: 'meters' }], timezone: 'America/Chicago',
    splits: [{ type: 'dimension', columnName: 'feeder' }, { type: 'dimension', columnName: 'meter_id' }],
    filters: [{ columnName: 'meter_id', filterType: 'Exclude', filterValues: [fixtureMeters[2]] }], timeFilter: range('2019-02-01', '2019-02-08'),
  },
  'weighted temperature, first and last load by day, New York spring-forward week': {
    selectedMeasures: [
      { customAggregation: { function: 'WeightedAvg', columnName: 'temperature', weightColumnName: 'kwh' }, preferredColumnName: 'wTemp' },
      { customAggregation: { function: 'First', columnName: 'kwh' }, preferredColumnName: 'firstKwh' },
      { customAggregation: { function: 'Last', columnName: 'kwh' }, preferredColumnName: 'lastKwh' },
    ],
    timezone: 'America/New_York', splits: [{ type: 'time', granularity: 'P1D' }], filters: [{ columnName: 'meter_id', filterType: 'Include', filterValues: ['M-002'] }],
    timeFilter: range('2019-03-08', '2019-03-12'),
  },
  'a wall-clock date-time range over the repeated hour, hourly, Chicago': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'time', granularity: 'PT1H' }], timeFilter: range('2019-11-03T00:00', '2019-11-03T03:00'),
  },
  'a page of daily rows by meter, largest first, with the total': {
    selectedMeasures: sum, timezone: 'America/Chicago', splits: [{ type: 'time', granularity: 'P1D' }, { type: 'dimension', columnName: 'meter_id' }],
    orderBy: [{ columnName: 'kwh', direction: 'desc' }], limit: 5, skip: 3, timeFilter: range('2019-12-30', '2020-01-03'),
  },
  'an unsplit sum over an empty selection: one row of nulls': {
    selectedMeasures: sum, filters: [{ columnName: 'feeder', filterType: 'Include', filterValues: ['F-9'] }], timeFilter: range('2019-05-01', '2019-05-02'),
  },
  'a meter list (no measures: the distinct split values)': {
    splits: [{ type: 'dimension', columnName: 'meter_id' }], timeFilter: range('2019-05-01', '2019-05-02'),
  },
};

