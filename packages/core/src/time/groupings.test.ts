import { describe, expect, it } from 'vitest';
import {
  cyclicGroupKey, defaultGroupInterval, granularityOfGrouping, GROUPING_CHOICES, groupingOf, groupingOfGranularity, GROUPINGS,
} from './groupings';
import { matchesTimeFilters, timeFilterGroups } from './timeFilters';

describe('groupings', () => {
  it('carries the spec labels and minutes', () => {
    expect(GROUPINGS.map((g) => `${g.label} (${g.minutes})`)).toEqual([
      'Year-All (525600)', 'Month-All (43200)', 'Day-All (1440)', 'Hour-All (60)', '30-min (30)', '15-min (15)',
      'Day-Week (1440)', 'Month-12 (43200)', 'Hour-24 (60)', 'Day-Type (1440)',
    ]);
  });

  it('offers every grouping but DayType as a group choice', () => {
    expect(GROUPING_CHOICES.map((g) => g.id)).toEqual(
      ['Yearly', 'Monthly', 'Daily', 'Hourly', 'HalfHourly', 'QuaterHourly', 'DayOfWeek', 'Month12', 'Hour24'],
    );
  });

  it('maps groupings to granularity codes and back', () => {
    expect(granularityOfGrouping('Hour24')).toBe('PT1H');
    expect(granularityOfGrouping('DayOfWeek')).toBe('P1D');
    expect(groupingOfGranularity('PT15M')).toBe('QuaterHourly');
    expect(groupingOfGranularity('P1Y')).toBe('Yearly');
    for (const g of GROUPINGS.filter((x) => x.kind === 'timeline')) expect(groupingOfGranularity(g.granularity)).toBe(g.id);
    expect(() => groupingOf('Weekly')).toThrow('Unknown grouping "Weekly"');
  });

  it('defaults to quarter-hourly for a 15-minute datasource, else hourly', () => {
    expect(defaultGroupInterval(15)).toBe('QuaterHourly');
    expect(defaultGroupInterval(60)).toBe('Hourly');
    expect(defaultGroupInterval(undefined)).toBe('Hourly');
    // Daily and monthly rows cannot be grouped hourly.
    expect(defaultGroupInterval(1440)).toBe('Daily');
    expect(defaultGroupInterval(43_200)).toBe('Monthly');
  });

  it('folds instants by local hour, weekday, month and day type', () => {
    const t = new Date('2023-07-09T04:30:00Z'); // Saturday 2023-07-08 23:30 CDT, Sunday in UTC
    expect(cyclicGroupKey(t, 'Hour24', 'America/Chicago')).toBe(23);
    expect(cyclicGroupKey(t, 'DayOfWeek', 'America/Chicago')).toBe(6);
    expect(cyclicGroupKey(t, 'DayOfWeek', 'UTC')).toBe(7);
    expect(cyclicGroupKey(t, 'Month12', 'America/Chicago')).toBe(7);
    expect(cyclicGroupKey(t, 'DayType', 'America/Chicago')).toBe('Weekend');
    expect(() => cyclicGroupKey(t, 'Daily', 'UTC')).toThrow('"Daily" is not a cyclic grouping');
  });
});

describe('time filter groups', () => {
  it('lists hour of day (24), day type, day of week, month of year and the data years', () => {
    const groups = timeFilterGroups([2024, 2023]);
    expect(groups.map((g) => [g.title, g.items.length])).toEqual([
      ['Hour of day', 24], ['Day type', 2], ['Day of week', 7], ['Month of year', 12], ['Year', 2],
    ]);
    expect(groups[4]?.items.map((i) => i.label)).toEqual(['2023', '2024']);
    expect(timeFilterGroups([], { hourEnding: true })[0]?.items.at(-1)?.label).toBe('HE24');
  });

  it('matches an interval against checked items in the local zone', () => {
    const t = new Date('2023-07-09T04:30:00Z'); // Saturday 23:30 in Chicago
    expect(matchesTimeFilters(t, 'America/Chicago', { dayType: ['Weekend'], hourOfDay: ['23'] })).toBe(true);
    expect(matchesTimeFilters(t, 'America/Chicago', { dayOfWeek: ['1', '2', '3', '4', '5'] })).toBe(false);
    expect(matchesTimeFilters(t, 'America/Chicago', { year: [] })).toBe(true);
    // A dashboard's timeFilters hold numbers.
    expect(matchesTimeFilters(t, 'America/Chicago', { dayOfWeek: [6, 7], monthOfYear: [7], year: [2023] })).toBe(true);
    expect(matchesTimeFilters(t, 'America/Chicago', { hourOfDay: [0] })).toBe(false);
  });
});
