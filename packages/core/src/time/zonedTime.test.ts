import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLocalDate, toLocalDateTime, wallTimeToInstant, zoneOffsetMs } from './zonedTime';

describe('zone arithmetic', () => {
  it('reads local fields in the zone, not the process zone', () => {
    const local = toLocalDateTime(new Date('2019-11-03T07:30:00Z'), 'America/Chicago');
    expect(local).toMatchObject({ year: 2019, month: 11, day: 3, hour: 1, minute: 30, offsetMinutes: -360, isoWeekday: 7 });
  });

  it('resolves the repeated fall-back hour to the earlier or later instant', () => {
    const date = { year: 2019, month: 11, day: 3 };
    expect(wallTimeToInstant(date, 1, 0, 'America/Chicago').toISOString()).toBe('2019-11-03T06:00:00.000Z');
    expect(wallTimeToInstant(date, 1, 0, 'America/Chicago', 'later').toISOString()).toBe('2019-11-03T07:00:00.000Z');
  });

  it('moves a wall time in the spring-forward gap past the transition', () => {
    const instant = wallTimeToInstant({ year: 2019, month: 3, day: 10 }, 2, 30, 'America/Chicago');
    expect(instant.toISOString()).toBe('2019-03-10T08:30:00.000Z');
    expect(toLocalDateTime(instant, 'America/Chicago').hour).toBe(3);
  });

  it('finds midnight in a zone whose DST began at midnight (Sao Paulo 2018-11-04 starts 01:00)', () => {
    const start = wallTimeToInstant({ year: 2018, month: 11, day: 4 }, 0, 0, 'America/Sao_Paulo');
    expect(start.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(toLocalDateTime(start, 'America/Sao_Paulo').hour).toBe(1);
  });

  it('rejects a bad zone and a bad date', () => {
    expect(() => zoneOffsetMs('Mars/Olympus', 0)).toThrow('Invalid IANA time zone "Mars/Olympus"');
    expect(() => parseLocalDate('2023-02-30')).toThrow('Not a calendar date: "2023-02-30"');
  });
});

/** Offset read independently through `timeZoneName: 'longOffset'` ("GMT-05:00"), in ms. */
function longOffsetMs(zone: string, ms: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
}

describe('zoneOffsetMs cache', () => {
  it('agrees with an independent Intl reading at any instant, transitions included', () => {
    const zones = ['America/Chicago', 'Europe/London', 'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Sao_Paulo'];
    const transitions = [Date.UTC(2019, 10, 3, 7), Date.UTC(2019, 2, 10, 8), Date.UTC(2019, 3, 6, 15), Date.UTC(2018, 10, 4, 3)];
    const instant = fc.oneof(
      fc.integer({ min: Date.UTC(2016, 0, 1), max: Date.UTC(2030, 11, 31) }),
      fc.constantFrom(...transitions).chain((t) => fc.integer({ min: t - 7_200_000, max: t + 7_200_000 })),
    );
    fc.assert(fc.property(fc.constantFrom(...zones), instant, (zone, ms) => zoneOffsetMs(zone, ms) === longOffsetMs(zone, ms)), { numRuns: 3000 });
  });
});
