import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hourBeginningToEnding, hourEndingLabel, hourEndingOf, hourEndingToBeginning, toHourBeginningInstant, toHourEndingInstant,
} from './hourEnding';
import { hoursInLocalDay, localDayHours } from './localDayHours';
import { formatLocalDate } from './zonedTime';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe('hour ending rule (spec part 1 section 9)', () => {
  it('turns hour 0 into 23 of the previous day and shifts other hours by minus 1', () => {
    expect(hourEndingToBeginning({ date: day(2023, 3, 1), hour: 0 })).toEqual({ date: day(2023, 2, 28), hour: 23 });
    expect(hourEndingToBeginning({ date: day(2024, 1, 1), hour: 0 })).toEqual({ date: day(2023, 12, 31), hour: 23 });
    expect(hourEndingToBeginning({ date: day(2023, 7, 4), hour: 14 })).toEqual({ date: day(2023, 7, 4), hour: 13 });
  });

  it('maps back: hour 23 becomes hour 0 of the next day', () => {
    expect(hourBeginningToEnding({ date: day(2024, 2, 28), hour: 23 })).toEqual({ date: day(2024, 2, 29), hour: 0 });
    expect(hourBeginningToEnding({ date: day(2024, 2, 28), hour: 5 })).toEqual({ date: day(2024, 2, 28), hour: 6 });
  });

  it('rejects hours outside 0..23', () => {
    expect(() => hourEndingToBeginning({ date: day(2023, 1, 1), hour: 24 })).toThrow('Expected an hour 0..23, got 24');
  });

  it('round-trips HB -> HE -> HB for any day and hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }), (y, m, d, hour) => {
          const slot = { date: day(y, m, d), hour };
          expect(hourEndingToBeginning(hourBeginningToEnding(slot))).toEqual(slot);
          expect(hourBeginningToEnding(hourEndingToBeginning(slot))).toEqual(slot);
        }));
  });

  it('shifts instants by one hour each way', () => {
    const start = new Date('2023-07-01T05:00:00Z');
    expect(toHourEndingInstant(start).toISOString()).toBe('2023-07-01T06:00:00.000Z');
    expect(toHourBeginningInstant(toHourEndingInstant(start))).toEqual(start);
  });
});

describe('local day hours and HE labels', () => {
  it('labels a normal day HE1..HE24', () => {
    const hours = localDayHours(day(2023, 7, 4), 'America/Chicago');
    expect(hours.map((h) => h.label)).toEqual(Array.from({ length: 24 }, (_, i) => `HE${i + 1}`));
    expect(hours[0]?.start.toISOString()).toBe('2023-07-04T05:00:00.000Z');
  });

  it('gives the Chicago spring-forward day 23 hours without HE3', () => {
    const labels = localDayHours(day(2019, 3, 10), 'America/Chicago').map((h) => h.label);
    expect(labels).toHaveLength(23);
    expect(labels.slice(0, 4)).toEqual(['HE1', 'HE2', 'HE4', 'HE5']);
  });

  it('gives the Chicago fall-back day 25 hours with HE2* for the repeated hour', () => {
    const hours = localDayHours(day(2019, 11, 3), 'America/Chicago');
    expect(hours.map((h) => h.label).slice(0, 5)).toEqual(['HE1', 'HE2', 'HE2*', 'HE3', 'HE4']);
    expect(hours[1]?.start.toISOString()).toBe('2019-11-03T06:00:00.000Z');
    expect(hours[2]?.start.toISOString()).toBe('2019-11-03T07:00:00.000Z');
    expect(hours.map((h) => h.offsetMinutes).slice(0, 3)).toEqual([-300, -300, -360]);
  });

  it('counts 23/25 hours on London and Sydney transition days', () => {
    expect(hoursInLocalDay(day(2024, 3, 31), 'Europe/London')).toBe(23);
    expect(hoursInLocalDay(day(2024, 10, 27), 'Europe/London')).toBe(25);
    expect(hoursInLocalDay(day(2024, 10, 6), 'Australia/Sydney')).toBe(23);
    expect(hoursInLocalDay(day(2024, 4, 7), 'Australia/Sydney')).toBe(25);
    expect(formatLocalDate(day(2024, 4, 7))).toBe('2024-04-07');
  });

  it('labels HE2* from any HB hour flagged repeated', () => {
    expect(hourEndingLabel(1, true)).toBe('HE2*');
    expect(hourEndingLabel(23)).toBe('HE24');
  });
});

describe('hourEndingOf', () => {
  const H = 3_600_000;
  it('labels the repeated fall-back hour HE2* and skips the spring-forward one', () => {
    const fall = Array.from({ length: 4 }, (_, i) => hourEndingOf(Date.UTC(2024, 10, 3, 5) + i * H, 'America/Chicago'));
    expect(fall).toEqual(['HE1', 'HE2', 'HE2*', 'HE3']);
    const spring = Array.from({ length: 3 }, (_, i) => hourEndingOf(Date.UTC(2024, 2, 10, 6) + i * H, 'America/Chicago'));
    expect(spring).toEqual(['HE1', 'HE2', 'HE4']);
    expect(hourEndingOf(Date.UTC(2019, 6, 2, 19), 'America/Chicago')).toBe('HE15');
  });
  it('throws a RangeError for a zone that is not an IANA zone', () => {
    expect(() => hourEndingOf(0, 'Not/AZone')).toThrow(RangeError);
  });
});
