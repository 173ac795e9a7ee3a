import { describe, expect, it } from 'vitest';
import { localMidnightUtc } from '../seed/time';
import { currentLongTermRuns, lookAheadRuns, runHours } from './plan';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** End (exclusive) of the actual load when its last hour is the last of local day `day`. */
const endOfDay = (day: string) => localMidnightUtc(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));

describe('look-ahead runs: the latest is issued on the last actual day and forecasts the seven days after it', () => {
  it('starts the hour after the last actual hour and spans 7 x 24 hours (the seed: actuals to 2025-12-31)', () => {
    const loadEnd = endOfDay('2025-12-31');
    const runs = lookAheadRuns(loadEnd, { currentRuns: 3 });
    const latest = runs.at(-1)!;
    expect(iso(latest.processTime)).toBe('2025-12-31T12:00:00.000Z'); // 06:00 CST on the last actual day
    expect(latest.from).toBe(loadEnd);
    expect(iso(latest.from)).toBe('2026-01-01T06:00:00.000Z'); // 00:00 CST on 1 January
    expect(runHours(latest)).toBe(168);
    // Daily before it, each over the 7 local days after its process day.
    expect(runs.map((r) => iso(r.processTime))).toEqual(['2025-12-29T12:00:00.000Z', '2025-12-30T12:00:00.000Z', '2025-12-31T12:00:00.000Z']);
    expect(runs.map(runHours)).toEqual([168, 168, 168]);
    expect(runs[0]!.from).toBe(localMidnightUtc('2025-12-30'));
  });

  it('counts local hours over a daylight-saving change: 167 over the spring-forward day, 169 over the fall-back day', () => {
    const spring = lookAheadRuns(endOfDay('2025-03-08'), { currentRuns: 1 })[0]!;
    expect(iso(spring.from)).toBe('2025-03-09T06:00:00.000Z'); // 00:00 CST on the spring-forward day
    expect(iso(spring.to)).toBe('2025-03-16T05:00:00.000Z'); // 00:00 CDT a week later
    expect(runHours(spring)).toBe(7 * 24 - 1);
    const fall = lookAheadRuns(endOfDay('2025-10-31'), { currentRuns: 1 })[0]!;
    expect(iso(fall.from)).toBe('2025-11-01T05:00:00.000Z');
    expect(iso(fall.to)).toBe('2025-11-08T06:00:00.000Z');
    expect(runHours(fall)).toBe(7 * 24 + 1);
  });

  it('forecasts from the hour after the last actual when the last actual day is not whole', () => {
    // Last actual hour 13:00-14:00 CDT on 2025-08-24.
    const loadEnd = localMidnightUtc('2025-08-24') + 14 * HOUR;
    const latest = lookAheadRuns(loadEnd, { currentRuns: 2 }).at(-1)!;
    expect(iso(latest.processTime)).toBe('2025-08-24T11:00:00.000Z');
    expect(latest.from).toBe(loadEnd);
    expect(iso(latest.to)).toBe('2025-08-31T19:00:00.000Z');
    expect(runHours(latest)).toBe(168);
  });
});

describe('current long-term runs: through the last actual month, twelve months ahead', () => {
  it('issues the last run on the 1st of the last actual month and forecasts the twelve calendar months after it', () => {
    const runs = currentLongTermRuns(endOfDay('2025-12-31'), { currentLongTermRuns: 3 });
    expect(runs.map((r) => iso(r.processTime))).toEqual(['2025-10-01T11:00:00.000Z', '2025-11-01T11:00:00.000Z', '2025-12-01T12:00:00.000Z']);
    const latest = runs.at(-1)!;
    expect(latest.from).toBe(localMidnightUtc('2026-01-01'));
    expect(latest.to).toBe(localMidnightUtc('2027-01-01'));
    expect(runHours(latest)).toBe(8760);
    // A month whose last actual hour is mid-month is still the last actual month.
    const mid = currentLongTermRuns(localMidnightUtc('2025-08-24') + 14 * HOUR, { currentLongTermRuns: 1 })[0]!;
    expect(iso(mid.processTime)).toBe('2025-08-01T11:00:00.000Z');
    expect(mid.from).toBe(localMidnightUtc('2025-09-01'));
    expect(mid.to).toBe(localMidnightUtc('2026-09-01'));
  });

  it('seeds the runs of the last actual year by default, the latest forecasting the twelve months after the last actual', () => {
    const runs = currentLongTermRuns(endOfDay('2025-12-31'));
    expect(runs).toHaveLength(12);
    expect(iso(runs[0]!.processTime)).toBe('2025-01-01T12:00:00.000Z');
    expect(runs.at(-1)!.from).toBe(endOfDay('2025-12-31'));
  });
});
