import { describe, expect, it } from 'vitest';
import { kMeans } from './kmeans';

const shape = (peak: number, jitter: number) => Array.from({ length: 24 }, (_, h) => 1 + Math.exp(-((h - peak) ** 2) / 4) + jitter);

describe('kMeans', () => {
  it('separates evening-peaking from morning-peaking shapes and numbers clusters by peak hour', () => {
    const vectors = [shape(19, 0), shape(8, 0.01), shape(19, 0.02), shape(8, 0.03), shape(19, 0.01)];
    expect(kMeans(vectors, 2)).toEqual([1, 0, 1, 0, 1]);
  });

  it('separates three peak hours among many noisy shapes, the same labels on every run', () => {
    // Deterministic pseudo-noise so the input is fixed; the labels then only depend on the library and its seed.
    let s = 7;
    const noise = () => ((s = (s * 16807) % 2147483647) / 2147483647 - 0.5) * 0.05;
    const peaks = Array.from({ length: 60 }, (_, i) => [7, 13, 19][i % 3]!);
    const vectors = peaks.map((p) => shape(p, 0).map((v) => v + noise()));
    const first = kMeans(vectors, 3);
    for (let run = 0; run < 5; run++) expect(kMeans(vectors.map((v) => v.slice()), 3)).toEqual(first);
    expect(first).toEqual(peaks.map((p) => ({ 7: 0, 13: 1, 19: 2 })[p]));
  });

  it('caps k at the number of vectors and returns nothing for no vectors', () => {
    const vectors = [[1, 2], [2, 1], [5, 5]];
    expect(kMeans(vectors, 5)).toEqual(kMeans(vectors, 5));
    expect(new Set(kMeans(vectors, 5)).size).toBe(3);
    expect(kMeans([], 3)).toEqual([]);
  });
});
