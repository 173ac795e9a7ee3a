import { describe, expect, it } from 'vitest';
import { kMeans } from './kmeans';

describe('kMeans', () => {
  it('separates evening-peaking from morning-peaking shapes and numbers clusters by peak hour', () => {
    const shape = (peak: number, jitter: number) => Array.from({ length: 24 }, (_, h) => 1 + Math.exp(-((h - peak) ** 2) / 4) + jitter);
    const vectors = [shape(19, 0), shape(8, 0.01), shape(19, 0.02), shape(8, 0.03), shape(19, 0.01)];
    const labels = kMeans(vectors, 2);
    expect(labels).toEqual([1, 0, 1, 0, 1]);
  });

  it('is repeatable and caps k at the number of vectors', () => {
    const vectors = [[1, 2], [2, 1], [5, 5]];
    expect(kMeans(vectors, 5)).toEqual(kMeans(vectors, 5));
    expect(new Set(kMeans(vectors, 5)).size).toBe(3);
  });
});
