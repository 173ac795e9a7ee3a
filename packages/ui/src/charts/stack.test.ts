import { describe, expect, it } from 'vitest';
import { stackLayers } from './stack';
import type { ChartSeries } from './types';

const s = (id: string, x: number[], y: (number | null)[]): ChartSeries => ({ id, label: id, axis: 'primary', unit: 'MW', points: { x, y } });

describe('stackLayers', () => {
  it('stacks bands in order and leaves a gap undrawn instead of zero', () => {
    const r = stackLayers([s('a', [0, 1, 2], [1, 2, 3]), s('b', [0, 1, 2], [10, null, 30])]);
    expect(Array.from(r.upper[1] ?? [])).toEqual([11, NaN, 33]);
    expect(Array.from(r.lower[1] ?? [])).toEqual([1, NaN, 3]);
    expect(Array.from(r.total)).toEqual([11, 2, 33]);
  });
  it('matches times of series that are not aligned', () => {
    const r = stackLayers([s('a', [0, 1, 2], [1, 1, 1]), s('b', [1, 2], [5, 6])]);
    expect(Array.from(r.upper[1] ?? [])).toEqual([NaN, 6, 7]);
  });
});
