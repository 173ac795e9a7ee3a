import { lowerBound } from './scales';
import type { SeriesValues, TimeValues } from './types';

/**
 * Indices of the points to draw for a series over a visible time range, at most about four per
 * pixel column: the first, lowest, highest and last point of each column (M4, min/max
 * decimation), so no peak or trough is lost. A gap (null or NaN) inside a column keeps one gap
 * index so the line still breaks there. One point on each side of the range is kept so lines
 * reach the plot's edges. When the range holds few points, every index in it is returned.
 *
 * Cost: one pass over the visible y values plus a binary search per column; output size O(columns).
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
  // Columns -1 (the point before) to cols + 1 (the point after), at most five indices each.
  const out = new Uint32Array((cols + 4) * 5);
  let m = 0;
  const k = cols / (to - from || 1);
  // Column by column: the end of a column is found by binary search on x, so the per-point loop
  // only reads y (no closure, no allocation, no x arithmetic per point); cheap even before the
  // engine has optimised it (the first chart on a page).
  let i = start;
  while (i < end) {
    const c = Math.floor(((x[i] as number) - from) * k);
    const stop = firstAtOrAfter(x, from + (c + 1) / k, i + 1, end);
    let first = -1;
    let last = -1;
    let lo = -1;
    let hi = -1;
    let gap = -1;
    let loV = 0;
    let hiV = 0;
    for (; i < stop; i++) {
      const v = y[i];
      if (typeof v !== 'number' || v !== v) {
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
    m = emitColumn(out, m, first, lo, hi, last, gap);
  }
  return out.subarray(0, m);
}

/**
 * Writes a column's kept indices (first, lowest, highest, last, first gap; -1 for none) into `out`
 * at `m` in ascending order without duplicates, and returns the new length.
 */
function emitColumn(out: Uint32Array, m: number, first: number, lo: number, hi: number, last: number, gap: number): number {
  if (first < 0) {
    if (gap >= 0) out[m++] = gap;
    return m;
  }
  // first <= min(lo, hi) <= max(lo, hi) <= last; the gap (never one of them) goes where it sorts.
  const a = lo < hi ? lo : hi;
  const b = lo < hi ? hi : lo;
  let g = gap;
  if (g >= 0 && g < first) { out[m++] = g; g = -1; }
  out[m++] = first;
  if (g >= 0 && g < a) { out[m++] = g; g = -1; }
  if (a !== first) out[m++] = a;
  if (g >= 0 && g < b) { out[m++] = g; g = -1; }
  if (b !== a) out[m++] = b;
  if (g >= 0 && g < last) { out[m++] = g; g = -1; }
  if (last !== b) out[m++] = last;
  if (g >= 0) out[m++] = g;
  return m;
}

/**
 * First index in [lo, hi) whose time is at or after `t` (hi when none). A plain loop rather than
 * d3's comparator-based bisect: it runs once per pixel column on the first render.
 */
function firstAtOrAfter(x: TimeValues, t: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if ((x[mid] as number) < t) a = mid + 1;
    else b = mid;
  }
  return a;
}
