import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCalculation } from './applyCalculation';

describe('applyCalculation', () => {
  it('computes the new load of each calculation', () => {
    expect(applyCalculation(40_000, 'none', 7)).toBe(40_000);
    expect(applyCalculation(40_000, 'add', -1_500)).toBe(38_500);
    expect(applyCalculation(40_000, 'multiply', 1.5)).toBe(60_000);
    expect(applyCalculation(40_000, 'divide', 4)).toBe(10_000);
    expect(applyCalculation(40_000, 'percent', 5)).toBeCloseTo(42_000, 9);
    expect(applyCalculation(40_000, 'custom', 0)).toBe(0);
    expect(applyCalculation(null, 'custom', 12)).toBe(12);
  });

  it('answers null when the load cannot be computed', () => {
    expect(applyCalculation(40_000, 'divide', 0)).toBeNull();
    expect(applyCalculation(null, 'add', 1)).toBeNull();
    expect(applyCalculation(40_000, 'add', null)).toBeNull();
    expect(applyCalculation(40_000, 'multiply', Number.NaN)).toBeNull();
  });

  it('percent then its inverse factor returns the forecast (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.integer({ min: -99, max: 500 }), (load, pct) => {
        const up = applyCalculation(load, 'percent', pct) as number;
        expect(applyCalculation(up, 'divide', 1 + pct / 100)).toBeCloseTo(load, 6);
      }),
    );
  });
});
