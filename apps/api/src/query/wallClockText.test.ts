import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBucket, formatBuckets, wallClockText } from './execute';

describe('wallClockText', () => {
  it('equals toISOString without milliseconds for every whole second of years 0001-9999', () => {
    const min = Date.UTC(1, 0, 1) - 1000 * 0;
    const max = Date.UTC(9999, 11, 31, 23, 59, 59);
    fc.assert(
      fc.property(fc.integer({ min: Math.ceil(min / 1000), max: Math.floor(max / 1000) }), (s) => {
        const ms = s * 1000;
        expect(wallClockText(ms)).toBe(new Date(ms).toISOString().slice(0, 19));
      }),
      { numRuns: 20_000 },
    );
  });

  it('formats leap days, year ends and DST bucket starts with their offset', () => {
    expect(wallClockText(Date.UTC(2024, 1, 29, 23, 0, 0))).toBe('2024-02-29T23:00:00');
    expect(wallClockText(Date.UTC(1999, 11, 31, 23, 59, 59))).toBe('1999-12-31T23:59:59');
    expect(wallClockText(Date.UTC(1969, 11, 31, 0, 0, 0))).toBe('1969-12-31T00:00:00');
    // 2021-11-07 01:00 CST (the repeated hour) starts at 07:00Z.
    expect(formatBucket(Date.UTC(2021, 10, 7, 7), Date.UTC(2021, 10, 7, 1), 'America/Chicago')).toBe('2021-11-07T01:00:00-06:00');
    expect(formatBucket(Date.UTC(2021, 10, 7, 6), Date.UTC(2021, 10, 7, 1), 'America/Chicago')).toBe('2021-11-07T01:00:00-05:00');
    expect(formatBucket(Date.UTC(2021, 6, 1), Date.UTC(2021, 6, 1), 'UTC')).toBe('2021-07-01T00:00:00Z');
  });
});

describe('formatBuckets', () => {
  it('formats a column of buckets as formatBucket does each one, across days, offsets and gaps', () => {
    const bucket = fc.record({
      wall: fc.integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 }).map((m) => m * 60_000),
      offsetMin: fc.integer({ min: -14 * 60, max: 14 * 60 }),
      gap: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(bucket, { maxLength: 60 }), fc.constantFrom('UTC', 'America/Chicago'), (rows, zone) => {
        const sorted = [...rows].sort((a, b) => a.wall - b.wall);
        const walls = sorted.map((r) => (r.gap ? null : BigInt(r.wall)));
        const instants = sorted.map((r) => r.wall - r.offsetMin * 60_000);
        const expected = sorted.map((r, i) => (r.gap ? null : formatBucket(instants[i] as number, r.wall, zone)));
        expect(formatBuckets(instants, walls, zone)).toEqual(expected);
      }),
    );
  });
});
