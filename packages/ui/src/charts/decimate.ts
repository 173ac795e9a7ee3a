import { lowerBound } from './scales';
import type { SeriesValues, TimeValues } from './types';

/**
 * How the points of one time array fall into pixel columns over a visible range: the index range
 * kept (one point either side of the range) and where each non-empty column ends. Depends on the
 * times only, so series sharing one time array (the usual multi-series chart) share one plan.
 */
export interface ColumnPlan {
  /** Number of points the plan covers (a series' `min(x.length, y.length)`). */
  n: number;
  /** First kept index. */
  start: number;
  /** One past the last kept index. */
  end: number;
  /** Exclusive end index of each non-empty column, ascending; null when every index is kept. */
  stops: Uint32Array | null;
}

/**
 * Plans the pixel columns of the first `n` points of `x` over [from, to] for
 * {@link decimateIndices}. Cost: a search per non-empty column that gallops from the previous
 * column's end, so O(columns * log(points per column)).
 *
 * @param x ascending times (ms UTC)
 * @param n number of points to consider (at most `x.length`)
 * @param from start of the visible range (ms UTC)
 * @param to end of the visible range (ms UTC)
 * @param columns plot width in pixel columns (device pixels for sharp canvases)
 */
export function planColumns(x: TimeValues, n: number, from: number, to: number, columns: number): ColumnPlan {
  if (n === 0 || !(to >= from)) return { n, start: 0, end: 0, stops: null };
  const start = Math.max(0, lowerBound(x, from, 0, n) - 1);
  let after = lowerBound(x, to, 0, n);
  if (after < n && x[after] === to) after++;
  const end = Math.min(n, after + 1);
  const cols = Math.max(1, Math.floor(columns));
  if (end - start <= cols * 4) return { n, start, end, stops: null };
  const k = cols / (to - from || 1);
  // Columns -1 (the point before) to cols + 1 (the point after).
  const stops = new Uint32Array(cols + 4);
  let m = 0;
  let i = start;
  while (i < end) {
    if (m === stops.length - 1) {
      // Never reached with exact arithmetic; rounding at column edges cannot drop the last points.
      stops[m++] = end;
      break;
    }
    const c = Math.floor(((x[i] as number) - from) * k);
    i = gallop(x, from + (c + 1) / k, i + 1, end);
    stops[m++] = i;
  }
  return { n, start, end, stops: stops.subarray(0, m) };
}

/**
 * Indices of the points to draw for a series over a visible time range, at most about four per
 * pixel column: the first, lowest, highest and last point of each column (M4, min/max
 * decimation), so no peak or trough is lost. A gap (null or NaN) inside a column keeps one gap
 * index so the line still breaks there. One point on each side of the range is kept so lines
 * reach the plot's edges. When the range holds few points, every index in it is returned.
 *
 * Cost: one pass over the visible y values (no closure or allocation per point, so it is cheap
 * even before the engine has optimised it) plus the column plan; output size O(columns).
 *
 * @param x ascending times (ms UTC)
 * @param y values aligned with `x`
 * @param from start of the visible range (ms UTC)
 * @param to end of the visible range (ms UTC)
 * @param columns plot width in pixel columns (device pixels for sharp canvases)
 * @param plan the columns of `x` from {@link planColumns} with the same range and columns, to
 *   share between series with the same times; planned here when absent or made for another `n`
 * @returns ascending indices into `x` / `y`
 * @example
 * const idx = decimateIndices(x, y, x[0], x[x.length - 1], 800); // ≤ ~3,200 indices for 350,400 points
 */
export function decimateIndices(x: TimeValues, y: SeriesValues, from: number, to: number, columns: number, plan?: ColumnPlan): Uint32Array {
  const n = Math.min(x.length, y.length);
  const p = plan?.n === n ? plan : planColumns(x, n, from, to, columns);
  const { start, end, stops } = p;
  if (!stops) {
    const out = new Uint32Array(end - start);
    for (let i = 0; i < out.length; i++) out[i] = start + i;
    return out;
  }
  const out = new Uint32Array(stops.length * 5);
  let m = 0;
  let i = start;
  for (let j = 0; j < stops.length; j++) {
    const stop = stops[j] as number;
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
 * First index in [lo, hi) whose time is at or after `t` (hi when none), searching forward from
 * `lo` in doubling steps and then by halves: a handful of reads when the answer is near, as the
 * next column's end usually is. A plain loop rather than d3's comparator-based bisect, as it runs
 * once per pixel column on the first render.
 */
function gallop(x: TimeValues, t: number, lo: number, hi: number): number {
  let below = lo - 1;
  let a = lo;
  let step = 1;
  while (a < hi && (x[a] as number) < t) {
    below = a;
    a += step;
    step *= 2;
  }
  // Times up to `below` are before t; a >= hi or x[a] >= t: the answer lies in (below, min(a, hi)].
  let l = below + 1;
  let h = Math.min(a, hi);
  while (l < h) {
    const mid = (l + h) >>> 1;
    if ((x[mid] as number) < t) l = mid + 1;
    else h = mid;
  }
  return l;
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
