import { lowerBound } from './scales';
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
