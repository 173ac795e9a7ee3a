import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_ISSUE_LOCAL_HOUR,
  documentedWeatherError,
  DOCUMENTED_DAY_AHEAD_RMSE,
  errorCorrelationLengthKm,
  leadError,
  leadErrorAt,
  stationErrorCorrelation,
  WEATHER_ERROR,
} from './weatherError';
import { choleskyLower, fillShortGaps, MAX_FILLED_GAP_HOURS, StationWeather } from './zoneWeather';

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

  it("scales the archive's error so that its 12-24 h bin (afternoon and evening) is the documented RMSE, without bias", () => {
    const s = documentedWeatherError(WEATHER_ERROR);
    expect(s.bins.find((b) => b.fromHours === 12)!.mosSd).toBeCloseTo(DOCUMENTED_DAY_AHEAD_RMSE.nws, 2);
    expect(s.bins.every((b) => b.mosBias === 0)).toBe(true);
    // The shape by lead is kept: a week ahead errs more than a day ahead.
    expect(leadError(160, s).sd).toBeGreaterThan(1.4 * leadError(30, s).sd);
  });

  it('applies the error by local hour as well as lead: the archive issued at 00:50, so its afternoons err in the 12-24 h bin', () => {
    const s = documentedWeatherError(WEATHER_ERROR);
    // At the archive's own lead of a 15:00 target (14.17 h) the 12-24 h bin itself.
    expect(leadErrorAt(15 - ARCHIVE_ISSUE_LOCAL_HOUR, 15, s).sd).toBeCloseTo(DOCUMENTED_DAY_AHEAD_RMSE.nws, 6);
    // From a 06:00 process time: the next afternoon (lead 33 h) errs more than the next morning (lead 24 h).
    const afternoon = leadErrorAt(33, 15, s).sd;
    const morning = leadErrorAt(24, 6, s).sd;
    expect(afternoon).toBeGreaterThan(1.15 * morning);
    // Between two archive leads of the same hour, linear in lead.
    const [a, b] = [leadError(15 - ARCHIVE_ISSUE_LOCAL_HOUR, s).sd, leadError(39 - ARCHIVE_ISSUE_LOCAL_HOUR, s).sd];
    expect(leadErrorAt(27 - ARCHIVE_ISSUE_LOCAL_HOUR, 15, s).sd).toBeCloseTo((a + b) / 2, 6);
    // Statistics without an issue hour are applied by lead alone.
    expect(leadErrorAt(33, 15, WEATHER_ERROR)).toEqual(leadError(33, WEATHER_ERROR));
  });

  it("correlates stations' errors per pair through the Cholesky factor of their correlation matrix", () => {
    const flat = new Map<number, number>();
    for (let t = t0 - 72 * HOUR; t < t0 + 300 * 24 * HOUR; t += HOUR) flat.set(t, 60);
    const rho: Record<string, number> = { 'A|B': 0.8, 'A|C': 0.2, 'B|C': 0.3 };
    const sw = new StationWeather(new Map([['A', flat], ['B', flat], ['C', flat]]), new Map(), documentedWeatherError(), (a, b) => (a === b ? 1 : rho[[a, b].sort().join('|')]!));
    const e: Record<string, number[]> = { A: [], B: [], C: [] };
    for (let d = 0; d < 300; d++) {
      const pt = t0 + d * 24 * HOUR;
      for (const s of ['A', 'B', 'C']) e[s]!.push(sw.forecastAt(pt, { hourly: { [s]: 1 } }).hourly(pt + 20 * HOUR) - 60);
    }
    const r = (x: number[], y: number[]) => x.reduce((s, v, i) => s + v * y[i]!, 0) / Math.sqrt(x.reduce((s, v) => s + v * v, 0) * y.reduce((s, v) => s + v * v, 0));
    expect(r(e.A!, e.B!)).toBeGreaterThan(0.7);
    expect(r(e.A!, e.C!)).toBeLessThan(0.35);
    expect(Math.abs(r(e.B!, e.C!) - 0.3)).toBeLessThan(0.12);
    expect(() => choleskyLower([[1, 0.9, 0.9], [0.9, 1, -0.9], [0.9, -0.9, 1]])).toThrow(/positive definite/);
  });

  it("fits the correlation of two stations' errors to the archive's pairs by distance", () => {
    const L = errorCorrelationLengthKm();
    for (const [pair, measured] of Object.entries(WEATHER_ERROR.crossStation)) {
      const [a, b] = pair.split('|') as [string, string];
      expect(Math.abs(stationErrorCorrelation(a, b, L) - measured)).toBeLessThan(0.07);
    }
    expect(stationErrorCorrelation('DFW', 'LRD', L)).toBeLessThan(stationErrorCorrelation('SAT', 'LRD', L));
    expect(stationErrorCorrelation('DFW', 'DFW', L)).toBe(1);
  });
});
