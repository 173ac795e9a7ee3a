import { describe, expect, it } from 'vitest';
import { normalRng } from '../seed/random';
import { intervalCoverage, pinballLoss, quantile, relativeErrorQuantiles } from './quantiles';

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
