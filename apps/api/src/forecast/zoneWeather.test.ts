import { describe, expect, it } from 'vitest';
import { documentedWeatherError, DOCUMENTED_DAY_AHEAD_RMSE, leadError, WEATHER_ERROR } from './weatherError';
import { fillShortGaps, MAX_FILLED_GAP_HOURS, StationWeather } from './zoneWeather';

const HOUR = 3_600_000;
const t0 = Date.UTC(2018, 0, 1, 6);

describe("each zone's own station weather", () => {
  it('fills gaps of up to six missing hours linearly and leaves longer ones open', () => {
    const s = new Map([[t0, 50], [t0 + 3 * HOUR, 56], [t0 + 3 * HOUR + (MAX_FILLED_GAP_HOURS + 2) * HOUR, 40]]);
    const filled = fillShortGaps(s);
    expect(filled.get(t0 + HOUR)).toBeCloseTo(52, 10);
    expect(filled.get(t0 + 2 * HOUR)).toBeCloseTo(54, 10);
    expect(filled.has(t0 + 4 * HOUR)).toBe(false);
    expect(filled.size).toBe(5);
  });

  it('forecasts each station with the stated error, correlated across stations at rho, observed up to the process time', () => {
    const flat = new Map<number, number>();
    for (let t = t0 - 72 * HOUR; t < t0 + 400 * 24 * HOUR; t += HOUR) flat.set(t, 60);
    const observed = new Map([['A', flat], ['B', flat]]);
    const stats = documentedWeatherError();
    const sw = new StationWeather(observed, new Map(), stats, 0.45);
    const a: number[] = [];
    const b: number[] = [];
    for (let d = 0; d < 365; d++) {
      const pt = t0 + d * 24 * HOUR;
      const fa = sw.forecastAt(pt, { hourly: { A: 1 } });
      const fb = sw.forecastAt(pt, { hourly: { B: 1 } });
      expect(fa.hourly(pt)).toBe(60);
      a.push(fa.hourly(pt + 20 * HOUR) - 60);
      b.push(fb.hourly(pt + 20 * HOUR) - 60);
      // A weighted mean of the two stations is the mean of their forecasts.
      expect(sw.forecastAt(pt, { hourly: { A: 0.5, B: 0.5 } }).hourly(pt + 20 * HOUR)).toBeCloseTo(60 + (a.at(-1)! + b.at(-1)!) / 2, 10);
    }
    const sd = (x: number[]) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / x.length);
    const r = a.reduce((s, v, i) => s + v * b[i]!, 0) / a.length / (sd(a) * sd(b));
    expect(sd(a)).toBeGreaterThan(0.8 * leadError(20, stats).sd);
    expect(sd(a)).toBeLessThan(1.2 * leadError(20, stats).sd);
    expect(r).toBeGreaterThan(0.3);
    expect(r).toBeLessThan(0.6);
  });

  it("scales the archive's error to the documented day-ahead RMSE, without bias", () => {
    const s = documentedWeatherError(WEATHER_ERROR);
    const dayAhead = s.bins.filter((b) => b.fromHours === 12 || b.fromHours === 24);
    expect(dayAhead.reduce((a, b) => a + b.mosSd, 0) / dayAhead.length).toBeCloseTo(DOCUMENTED_DAY_AHEAD_RMSE.nws, 2);
    expect(s.bins.every((b) => b.mosBias === 0)).toBe(true);
    // The shape by lead is kept: a week ahead errs more than a day ahead.
    expect(leadError(160, s).sd).toBeGreaterThan(1.4 * leadError(30, s).sd);
  });
});
