import { lowerBound } from './scales';
import type { SeriesValues, TimeValues } from './types';

/**
 * Indices of the points to draw for a series over a visible time range, at most about four per
 * pixel column: the first, lowest, highest and last point of each column (M4, min/max
 * decimation), so no peak or trough is lost. A gap (null or NaN) inside a column keeps one gap
 * index so the line still breaks there. One point on each side of the range is kept so lines
 * reach the plot's edges. When the range holds few points, every index in it is returned.
 *
 * Cost: one pass over the visible points; output size O(columns).
 *
 * @param x ascending times (ms UTC)
 * @param y values aligned with `x`
 * @param from start of the visible range (ms UTC)
 * @param to end of the visible range (ms UTC)
 * @param columns plot width in pixel columns (device pixels for sharp canvases)
 * @returns ascending indices into `x` / `y`
 * @example
 * const idx = decimateIndices(x, y, x[0], x[x.length - 1], 800); // ≤ ~3,200 indices for 350,400 points
 */
export function decimateIndices(x: TimeValues, y: SeriesValues, from: number, to: number, columns: number): Uint32Array {
  const n = Math.min(x.length, y.length);
  if (n === 0 || !(to >= from)) return new Uint32Array(0);
  const start = Math.max(0, lowerBound(x, from, 0, n) - 1);
  let after = lowerBound(x, to, 0, n);
  if (after < n && x[after] === to) after++;
  const end = Math.min(n, after + 1);
  const cols = Math.max(1, Math.floor(columns));
  if (end - start <= cols * 4) {
    const out = new Uint32Array(end - start);
    for (let i = 0; i < out.length; i++) out[i] = start + i;
    return out;
  }
  const out = new Uint32Array((cols + 2) * 5);
  let m = 0;
  const k = cols / (to - from || 1);
  let col = -Infinity;
  let first = -1;
  let last = -1;
  let lo = -1;
  let hi = -1;
  let gap = -1;
  let loV = 0;
  let hiV = 0;
  const picks = new Int32Array(5);
  let p = 0;
  const pick = (v: number) => {
    if (v < 0) return;
    let j = p++;
    while (j > 0 && (picks[j - 1] as number) > v) {
      picks[j] = picks[j - 1] as number;
      j--;
    }
    picks[j] = v;
  };
  const flush = () => {
    if (first < 0 && gap < 0) return;
    // Up to five indices, emitted in ascending order without duplicates (insertion sort, no allocation).
    p = 0;
    pick(first);
    pick(lo);
    pick(hi);
    pick(last);
    pick(gap);
    let prev = -1;
    for (let j = 0; j < p; j++) {
      const v = picks[j] as number;
      if (v !== prev) out[m++] = v;
      prev = v;
    }
  };
  for (let i = start; i < end; i++) {
    const c = Math.floor(((x[i] as number) - from) * k);
    if (c !== col) {
      flush();
      col = c;
      first = last = lo = hi = gap = -1;
    }
    const v = y[i];
    if (v === null || v === undefined || v !== v) {
      if (gap < 0) gap = i;
      continue;
    }
    if (first < 0) {
      first = lo = hi = i;
      loV = hiV = v;
    } else if (v < loV) {
      lo = i;
      loV = v;
    } else if (v > hiV) {
      hi = i;
      hiV = v;
    }
    last = i;
  }
  flush();
  return out.subarray(0, m);
}
