import { describe, expect, it } from 'vitest';
import { linearScale, nearestIndex, niceDomain, numericTicks } from './scales';

describe('scales', () => {
  it('maps and inverts linearly', () => {
    const y = linearScale([0, 100], [300, 0]);
    expect(y(25)).toBe(225);
    expect(y.invert(150)).toBe(50);
  });
  it('rounds a domain outward and ticks it', () => {
    expect(niceDomain(3.2, 97.5)).toEqual([0, 100]);
    const [lo, hi] = niceDomain(5, 5);
    expect(lo).toBeLessThan(5);
    expect(hi).toBeGreaterThan(5);
    expect(numericTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
  });
  it('widens a subnormal y span instead of overflowing the tick arithmetic', () => {
    // Found by the chart model property test: series values ±5e-324 ('Data Range' axis).
    const [lo, hi] = niceDomain(-5e-324, 5e-324);
    expect(lo).toBeLessThanOrEqual(-1);
    expect(hi).toBeGreaterThanOrEqual(1);
    expect(numericTicks(lo, hi, 5).length).toBeGreaterThan(1);
    expect(numericTicks(-5e-324, 5e-324, 5)).toEqual([-5e-324]);
    const [a, b] = niceDomain(1e-200, 1e-200);
    expect(a).toBeLessThan(1e-200);
    expect(b).toBeGreaterThan(1e-200);
  });
  it('finds the nearest time for the crosshair', () => {
    const xs = Float64Array.from([0, 10, 20, 30]);
    expect(nearestIndex(xs, 14)).toBe(1);
    expect(nearestIndex(xs, 16)).toBe(2);
    expect(nearestIndex(xs, -5)).toBe(0);
    expect(nearestIndex(xs, 99)).toBe(3);
    expect(nearestIndex([], 1)).toBe(-1);
  });
});
