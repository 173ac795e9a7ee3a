import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hourEndingDayToUtcStarts, hourEndingToUtcStart, hoursInLocalDay } from './time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('ERCOT hour ending (Central Prevailing Time) to UTC hour beginning', () => {
  it('gives the fall-back day 25 intervals, the repeated 01:00-02:00 hour once in CDT and once in CST', () => {
    const starts = hourEndingDayToUtcStarts('2019-11-03', 25);
    expect(starts).toHaveLength(25);
    expect(iso(starts[0]!)).toBe('2019-11-03T05:00:00.000Z'); // HE01 = 00:00-01:00 CDT
    expect(iso(starts[1]!)).toBe('2019-11-03T06:00:00.000Z'); // HE02 = 01:00-02:00 CDT
    expect(iso(starts[2]!)).toBe('2019-11-03T07:00:00.000Z'); // HE02 DST = 01:00-02:00 CST
    expect(iso(starts[24]!)).toBe('2019-11-04T05:00:00.000Z'); // HE24 = 23:00-24:00 CST
    expect(new Set(starts).size).toBe(25);
  });

  it('gives the spring-forward day 23 intervals with no gap in UTC', () => {
    const starts = hourEndingDayToUtcStarts('2019-03-10', 23);
    expect(iso(starts[0]!)).toBe('2019-03-10T06:00:00.000Z');
    expect(iso(starts[2]!)).toBe('2019-03-10T08:00:00.000Z'); // HE04 = 03:00-04:00 CDT
    expect(iso(starts[22]!)).toBe('2019-03-11T04:00:00.000Z');
    expect(starts.every((t, i) => i === 0 || t - starts[i - 1]! === 3_600_000)).toBe(true);
  });

  it('refuses a day whose row count is not its length, instead of shifting hours', () => {
    expect(() => hourEndingDayToUtcStarts('2019-11-03', 24)).toThrow(/25 hours/);
    expect(() => hourEndingDayToUtcStarts('2019-07-01', 23)).toThrow(/24 hours/);
  });

  it('maps labelled hours with the repeated-hour flag (DAM form) to the same instants', () => {
    expect(hoursInLocalDay('2019-11-03')).toBe(25);
    expect(iso(hourEndingToUtcStart('2019-11-03', 2, false))).toBe('2019-11-03T06:00:00.000Z');
    expect(iso(hourEndingToUtcStart('2019-11-03', 2, true))).toBe('2019-11-03T07:00:00.000Z');
    expect(iso(hourEndingToUtcStart('2019-11-03', 3, false))).toBe('2019-11-03T08:00:00.000Z');
    expect(iso(hourEndingToUtcStart('2019-03-10', 4, false))).toBe('2019-03-10T08:00:00.000Z');
    expect(() => hourEndingToUtcStart('2019-03-10', 3, false)).toThrow(/does not exist/);
    expect(iso(hourEndingToUtcStart('2019-07-01', 24, false))).toBe('2019-07-02T04:00:00.000Z');
  });

  /** Raw rows of ERCOT's native_load_2019.csv, vendored (fixtures/SOURCES.md). */
  const rawFile = resolve(import.meta.dirname, 'fixtures/native_load_2019_excerpt.csv');
  it('matches the raw 2019 file: 25 rows on 11/03, 23 on 03/10', () => {
    const lines = readFileSync(rawFile, 'utf8').split('\n');
    const rows = (d: string) => lines.filter((l) => l.startsWith(d)).length;
    expect(rows('11/03/2019')).toBe(25);
    expect(rows('03/10/2019')).toBe(23);
    expect(() => hourEndingDayToUtcStarts('2019-11-03', rows('11/03/2019'))).not.toThrow();
    expect(() => hourEndingDayToUtcStarts('2019-03-10', rows('03/10/2019'))).not.toThrow();
  });
});
