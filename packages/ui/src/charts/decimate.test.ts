import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimateIndices, planColumns } from './decimate';

const range = (n: number) => Float64Array.from({ length: n }, (_, i) => i * 1000);

describe('decimateIndices (min/max per pixel column)', () => {
  it('keeps every point when there are few', () => {
    const x = range(10);
    expect(Array.from(decimateIndices(x, Array.from(x), 0, 9000, 100))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('draws 350,400 points with at most about four per column and keeps a lone peak', () => {
    const n = 350_400;
    const x = range(n);
    const y = new Float64Array(n).fill(1);
    y[123_457] = 999;
    y[200_001] = -999;
    const idx = decimateIndices(x, y, 0, (n - 1) * 1000, 800);
    expect(idx.length).toBeLessThanOrEqual(800 * 4 + 8);
    expect(Array.from(idx)).toContain(123_457);
    expect(Array.from(idx)).toContain(200_001);
  });

  it('keeps a gap so the line breaks', () => {
    const n = 10_000;
    const x = range(n);
    const y: (number | null)[] = Array.from({ length: n }, () => 5);
    y[5000] = null;
    const idx = Array.from(decimateIndices(x, y, 0, (n - 1) * 1000, 100));
    expect(idx).toContain(5000);
  });

  it('returns ascending indices and keeps each column extreme (property)', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 50, maxLength: 2000 }), fc.integer({ min: 1, max: 40 }), (ys, cols) => {
      const x = range(ys.length);
      const idx = Array.from(decimateIndices(x, ys, 0, (ys.length - 1) * 1000, cols));
      for (let i = 1; i < idx.length; i++) expect(idx[i]).toBeGreaterThan(idx[i - 1] as number);
      const kept = idx.map((i) => ys[i] as number);
      expect(Math.max(...kept)).toBe(Math.max(...ys));
      expect(Math.min(...kept)).toBe(Math.min(...ys));
    }));
  });

  it('gives the same indices with a column plan shared between series of the same times, and ignores a plan made for other points', () => {
    fc.assert(fc.property(fc.array(fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { freq: 10 }), { minLength: 1, maxLength: 3000 }),
      fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 2999 }), (ys, cols, cut) => {
        const x = range(ys.length);
        const [from, to] = [Math.min(cut, ys.length - 1) * 500, (ys.length - 1) * 1000];
        const plan = planColumns(x, ys.length, from, to, cols);
        const alone = Array.from(decimateIndices(x, ys, from, to, cols));
        expect(Array.from(decimateIndices(x, ys, from, to, cols, plan))).toEqual(alone);
        const shorter = ys.slice(0, Math.max(1, ys.length >> 1));
        expect(Array.from(decimateIndices(x, shorter, from, to, cols, plan))).toEqual(Array.from(decimateIndices(x, shorter, from, to, cols)));
        // Every point in the range lies in a kept column: no index past the last kept one is in range.
        const last = alone[alone.length - 1] ?? -1;
        expect(last + 1 >= ys.length || (x[last + 1] as number) > to).toBe(true);
      }), { numRuns: 100 });
  });
});
