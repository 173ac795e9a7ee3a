import { lowerBound } from './scales';
import { type ChartSeries, valueAt } from './types';

/** Stacked layers of series on the times of the first series. */
export interface StackedLayers {
  /** Shared times (ms UTC): the first series' x. */
  x: Float64Array;
  /** Per series, the lower edge of its band; NaN where the series has a gap. */
  lower: Float64Array[];
  /** Per series, the upper edge of its band; NaN where the series has a gap. */
  upper: Float64Array[];
  /** Top of the whole stack at each time (for decimation and the y domain). */
  total: Float64Array;
}

/**
 * Stacks series on top of each other in order, at the times of the first series (a value of
 * another series counts when its time matches exactly). A gap leaves its band undrawn at that
 * time and the series above stack on what is below it: gaps are never drawn as zeros.
 *
 * @example
 * const layers = stackLayers([north, south]); layers.upper[1][0] // north + south at the first time
 */
export function stackLayers(series: readonly ChartSeries[]): StackedLayers {
  const first = series[0];
  const n = first ? first.points.x.length : 0;
  const x = Float64Array.from(first ? first.points.x : []);
  const base = new Float64Array(n);
  const lower: Float64Array[] = [];
  const upper: Float64Array[] = [];
  for (const s of series) {
    const lo = new Float64Array(n);
    const hi = new Float64Array(n);
    const sx = s.points.x;
    const aligned = sx.length === n && (n === 0 || (sx[0] === x[0] && sx[n - 1] === x[n - 1]));
    let j = 0;
    for (let i = 0; i < n; i++) {
      const t = x[i] as number;
      if (!aligned) j = lowerBound(sx, t, j);
      const k = aligned ? i : j;
      const v = sx[k] === t ? valueAt(s.points.y, k) : null;
      lo[i] = base[i] as number;
      if (v === null) {
        lo[i] = hi[i] = NaN;
      } else {
        hi[i] = (base[i] as number) + v;
        base[i] = hi[i] as number;
      }
    }
    lower.push(lo);
    upper.push(hi);
  }
  return { x, lower, upper, total: base };
}
