import { lowerBound, nearestIndex } from './scales';
import { type ChartSeries, valueAt } from './types';

/**
 * Every distinct time of the series, ascending (ms UTC). When all series share the same times
 * (same length and ends), the first series' times are used without merging.
 */
export function unionTimes(series: readonly ChartSeries[]): Float64Array {
  const first = series[0]?.points.x;
  if (!first) return new Float64Array(0);
  const n = first.length;
  const aligned = series.every((s) => s.points.x.length === n && (n === 0 || (s.points.x[0] === first[0] && s.points.x[n - 1] === first[n - 1])));
  if (aligned) return Float64Array.from(first);
  const all = new Set<number>();
  for (const s of series) for (let i = 0; i < s.points.x.length; i++) all.add(s.points.x[i] as number);
  return Float64Array.from(all).sort();
}

/**
 * Value of series `s` at time `t` (ms UTC): its y at that exact time, or null for a gap or when
 * the series has no point then. Binary search.
 */
export function valueAtTime(s: ChartSeries, t: number): number | null {
  const i = lowerBound(s.points.x, t);
  return s.points.x[i] === t ? valueAt(s.points.y, i) : null;
}

/**
 * Value of series `s` nearest to time `t` (ms UTC), for a crosshair shared by charts of different
 * intervals: the point nearest `t` when it lies within half the series' average interval, else
 * null (and null for a gap).
 */
export function valueNear(s: ChartSeries, t: number): number | null {
  const xs = s.points.x;
  const i = nearestIndex(xs, t);
  if (i < 0) return null;
  const n = xs.length;
  const half = n > 1 ? ((xs[n - 1] as number) - (xs[0] as number)) / (n - 1) / 2 : 0;
  return Math.abs((xs[i] as number) - t) <= half ? valueAt(s.points.y, i) : null;
}
