import { describe, expect, it } from 'vitest';
import { bucketKey, bucketSeries, bucketStart, nextBucketStart, startOfLocalWeek, type GranularityCode } from './buckets';

const iso = (d: Date) => d.toISOString();
const at = (text: string) => new Date(text);

describe('local-calendar buckets', () => {
  it('starts day, month and year buckets at local midnight (Chicago)', () => {
    const t = at('2023-07-04T03:30:00Z'); // 2023-07-03 22:30 CDT
    expect(iso(bucketStart(t, 'P1D', 'America/Chicago'))).toBe('2023-07-03T05:00:00.000Z');
    expect(iso(bucketStart(t, 'P1M', 'America/Chicago'))).toBe('2023-07-01T05:00:00.000Z');
    expect(iso(bucketStart(t, 'P1Y', 'America/Chicago'))).toBe('2023-01-01T06:00:00.000Z');
    expect(bucketKey(t, 'P1D', 'America/Chicago')).toBe('2023-07-03');
    expect(bucketKey(t, 'P1D', 'UTC')).toBe('2023-07-04');
  });

  it('floors sub-hour buckets on the local clock, half-hour zones included', () => {
    const t = at('2023-07-04T10:50:00Z'); // 16:20 in Asia/Kolkata (+05:30)
    expect(bucketKey(t, 'PT1H', 'Asia/Kolkata')).toBe('2023-07-04T16:00+05:30');
    expect(bucketKey(t, 'PT30M', 'Asia/Kolkata')).toBe('2023-07-04T16:00+05:30');
    expect(bucketKey(t, 'PT15M', 'Asia/Kolkata')).toBe('2023-07-04T16:15+05:30');
    expect(bucketKey(t, 'PT15M', 'America/Chicago')).toBe('2023-07-04T05:45-05:00');
  });

  it('keeps the two fall-back 01:00 hours apart', () => {
    expect(bucketKey(at('2019-11-03T06:10:00Z'), 'PT1H', 'America/Chicago')).toBe('2019-11-03T01:00-05:00');
    expect(bucketKey(at('2019-11-03T07:10:00Z'), 'PT1H', 'America/Chicago')).toBe('2019-11-03T01:00-06:00');
  });

  it('steps to the next bucket on the local calendar', () => {
    const z = 'America/Chicago';
    const next = (text: string, g: GranularityCode) => iso(nextBucketStart(bucketStart(at(text), g, z), g, z));
    expect(next('2019-11-03T12:00:00Z', 'P1D')).toBe('2019-11-04T06:00:00.000Z'); // 25 h later
    expect(next('2019-03-10T12:00:00Z', 'P1D')).toBe('2019-03-11T05:00:00.000Z'); // 23 h later
    expect(next('2023-12-15T12:00:00Z', 'P1M')).toBe('2024-01-01T06:00:00.000Z');
    expect(next('2023-12-15T12:00:00Z', 'P1Y')).toBe('2024-01-01T06:00:00.000Z');
    expect(next('2023-12-15T12:07:00Z', 'PT15M')).toBe('2023-12-15T12:15:00.000Z');
  });

  it('starts weeks on Monday by default, Sunday on request', () => {
    const t = at('2023-07-06T15:00:00Z'); // Thursday
    expect(iso(startOfLocalWeek(t, 'America/Chicago'))).toBe('2023-07-03T05:00:00.000Z');
    expect(iso(startOfLocalWeek(t, 'America/Chicago', 7))).toBe('2023-07-02T05:00:00.000Z');
  });

  it('sums a series per local month with counts, min and max', () => {
    const points = [
      { time: at('2023-06-30T23:00:00Z'), value: 5 }, // June 30 18:00 CDT
      { time: at('2023-07-01T04:00:00Z'), value: 7 }, // June 30 23:00 CDT
      { time: at('2023-07-01T05:00:00Z'), value: 11 }, // July 1 00:00 CDT
    ];
    expect(bucketSeries(points, 'P1M', 'America/Chicago')).toEqual([
      { key: '2023-06', start: at('2023-06-01T05:00:00Z'), sum: 12, count: 2, min: 5, max: 7 },
      { key: '2023-07', start: at('2023-07-01T05:00:00Z'), sum: 11, count: 1, min: 11, max: 11 },
    ]);
  });
});
