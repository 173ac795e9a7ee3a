import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketSeries, startOfLocalYear } from './buckets';
import { hourBeginningToEnding, hourEndingToBeginning } from './hourEnding';
import { hoursInLocalDay, localDayHours, startOfLocalDate } from './localDayHours';
import { addLocalDays, HOUR_MS, toLocalDate, toLocalDateTime } from './zonedTime';

/**
 * Property tests of utility time over four zones with different DST rules and 2016-2030. They hold
 * under any process zone (CI runs them under TZ=UTC and TZ=America/Sao_Paulo: `pnpm unit:tz`).
 */
const ZONES = ['America/Chicago', 'America/New_York', 'Europe/London', 'Australia/Sydney'] as const;
const YEARS = Array.from({ length: 15 }, (_, i) => 2016 + i);
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

function dayLengths(zone: string, year: number): Map<number, string[]> {
  const byLength = new Map<number, string[]>();
  for (let date = { year, month: 1, day: 1 }; date.year === year; date = addLocalDays(date, 1)) {
    const hours = hoursInLocalDay(date, zone);
    byLength.set(hours, [...(byLength.get(hours) ?? []), `${date.month}-${date.day}`]);
  }
  return byLength;
}

describe.each(ZONES)('DST in %s, 2016-2030', (zone) => {
  it('has exactly one 23-hour and one 25-hour local day each year, all others 24', () => {
    for (const year of YEARS) {
      const lengths = dayLengths(zone, year);
      expect(lengths.get(23)).toHaveLength(1);
      expect(lengths.get(25)).toHaveLength(1);
      expect([...lengths.keys()].sort()).toEqual([23, 24, 25]);
    }
  });

  it('has 8,760 hours in a common year and 8,784 in a leap year', () => {
    for (const year of YEARS) {
      const start = startOfLocalYear(startOfLocalDate({ year, month: 6, day: 1 }, zone), zone).getTime();
      const end = startOfLocalDate({ year: year + 1, month: 1, day: 1 }, zone).getTime();
      expect((end - start) / HOUR_MS).toBe(isLeap(year) ? 8784 : 8760);
    }
  });

  it('lists hours that tile the local day with one HE label per interval', () => {
    fc.assert(
      fc.property(fc.constantFrom(...YEARS), fc.integer({ min: 0, max: 365 }), (year, offset) => {
        const date = addLocalDays({ year, month: 1, day: 1 }, offset);
        const hours = localDayHours(date, zone);
        expect(hours).toHaveLength(hoursInLocalDay(date, zone));
        expect(new Set(hours.map((h) => h.label)).size).toBe(hours.length);
        for (const h of hours) expect(toLocalDate(h.start, zone)).toEqual(date);
      }),
      { numRuns: 300 },
    );
  });

  it('sums hourly buckets of a random series to the daily totals of each local day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...YEARS),
        fc.integer({ min: 0, max: 360 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 24, maxLength: 24 * 8 }),
        (year, dayOffset, values) => {
          const first = startOfLocalDate(addLocalDays({ year, month: 1, day: 1 }, dayOffset), zone).getTime();
          const series = values.map((value, i) => ({ time: first + i * HOUR_MS, value }));
          const hourly = bucketSeries(series, 'PT1H', zone);
          expect(hourly).toHaveLength(series.length);
          const daily = bucketSeries(series, 'P1D', zone);
          const fromHours = new Map<string, number>();
          for (const bucket of hourly) {
            const key = bucket.key.slice(0, 10);
            fromHours.set(key, (fromHours.get(key) ?? 0) + bucket.sum);
          }
          expect(daily.map((b) => [b.key, b.sum])).toEqual([...fromHours.entries()]);
          // Every full local day holds as many values as it has hours (23, 24 or 25).
          for (const bucket of daily.slice(0, -1)) {
            expect(bucket.count).toBe(hoursInLocalDay(toLocalDate(bucket.start, zone), zone));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('round-trips HB -> HE -> HB for every hour of a local day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...YEARS), fc.integer({ min: 0, max: 365 }), (year, offset) => {
        const date = addLocalDays({ year, month: 1, day: 1 }, offset);
        for (const h of localDayHours(date, zone)) {
          const slot = { date, hour: h.hourBeginning };
          const ending = hourBeginningToEnding(slot);
          expect(hourEndingToBeginning(ending)).toEqual(slot);
          // Away from a transition the interval's end instant reads as the HE slot's clock hour.
          const end = toLocalDateTime(h.end, zone);
          if (end.offsetMinutes === h.offsetMinutes) expect([end.hour, toLocalDate(h.end, zone)]).toEqual([ending.hour, ending.date]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
