import { describe, expect, it } from 'vitest';
import { normalRng } from '../seed/random';
import { adaptiveBands, intervalCoverage, pinballLoss, quantile, relativeErrorQuantiles } from './quantiles';

describe('quantile forecasts from the residual distribution', () => {
  it('interpolates quantiles between order statistics and skips non-finite values', () => {
    expect(quantile([3, 1, 2, NaN], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.1)).toBeCloseTo(1.3, 10);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('calibrates P10/P90 on one period so that about 80 % of the next falls inside', () => {
    const z = normalRng(11);
    const draw = (n: number) => Array.from({ length: n }, () => ({ f: 1000, a: 1000 * (1 + 0.03 * z()) }));
    const calib = draw(20_000);
    const [q10, q50, q90] = relativeErrorQuantiles(calib.map((x) => x.a), calib.map((x) => x.f));
    expect(q10).toBeCloseTo(-0.03 * 1.2816, 2);
    expect(q50).toBeCloseTo(0, 2);
    const next = draw(20_000);
    const coverage = intervalCoverage(next.map((x) => x.a), next.map((x) => x.f * (1 + q10!)), next.map((x) => x.f * (1 + q90!)));
    expect(coverage).toBeGreaterThan(0.78);
    expect(coverage).toBeLessThan(0.82);
  });

  it('scores a quantile by the pinball loss: under-forecasting costs p, over-forecasting 1 - p', () => {
    expect(pinballLoss([10], [8], 0.9)).toBeCloseTo(1.8, 10);
    expect(pinballLoss([10], [12], 0.9)).toBeCloseTo(0.2, 10);
    expect(pinballLoss([10, NaN], [10, 1], 0.5)).toBe(0);
  });
});

describe('adaptive quantile bands (adaptive conformal inference)', () => {
  // Calibration errors ~ N(0, 2 %) per hour group; the scored days err twice as much.
  const z = normalRng(5);
  const samples = new Map([[0, Array.from({ length: 2000 }, () => 0.02 * z())]]);
  const days = Array.from({ length: 300 }, () => {
    const forecast = Array.from({ length: 24 }, () => 1000);
    return { groups: forecast.map(() => 0), forecast, actual: forecast.map((f) => f * (1 + 0.04 * z())) };
  });
  const coverage = (bands: number[][][]) =>
    intervalCoverage(days.flatMap((d) => d.actual), bands.flatMap((b) => b[0]!), bands.flatMap((b) => b[2]!));

  it('is the static calibration with a step of 0, and keeps the nominal levels until a day is known', () => {
    const bands = adaptiveBands(days, samples, { gamma: 0 });
    const [q10, q50, q90] = relativeErrorQuantiles(samples.get(0)!.map((e) => 1000 * (1 + e)), samples.get(0)!.map(() => 1000));
    expect(bands[150]![0]![3]).toBeCloseTo(1000 * (1 + q10!), 6);
    expect(bands[150]![1]![3]).toBeCloseTo(1000 * (1 + q50!), 6);
    expect(bands[150]![2]![3]).toBeCloseTo(1000 * (1 + q90!), 6);
    expect(coverage(bands)).toBeLessThan(0.55);
    const adaptive = adaptiveBands(days, samples, { gamma: 0.05, delayDays: 2 });
    expect(adaptive[1]).toEqual(bands[1]);
    expect(adaptive[2]![2]![0]).not.toBe(bands[2]![2]![0]);
  });

  it('widens a band missed more often than nominal until about 80 % of the hours fall inside', () => {
    const bands = adaptiveBands(days, samples, { gamma: 0.05 });
    expect(coverage(bands)).toBeGreaterThan(0.75);
    expect(coverage(bands)).toBeLessThan(0.85);
    expect(() => adaptiveBands(days, samples, { gamma: -1 })).toThrow(RangeError);
    expect(() => adaptiveBands(days, samples, { gamma: 0.1, levels: [0, 0.5] })).toThrow(RangeError);
  });
});
