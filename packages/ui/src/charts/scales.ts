/**
 * Scales of the charts: d3-array wrapped in small pure functions. This file and `paths.ts` are the
 * only ones that import d3 (ARCHITECTURE.md).
 *
 * d3-scale's `scaleLinear` is not used on purpose: with d3-interpolate, d3-color and d3-format it
 * adds about 10.7 KiB gzipped, for a mapping that is one multiply-add here.
 */
import { bisectLeft, nice, ticks } from 'd3-array';
import type { TimeValues } from './types';

/** A linear map from a domain (data units) to a range (CSS pixels), and back. */
export interface LinearScale {
  /** Domain [d0, d1] in data units (ms for x, the series unit for y). */
  readonly domain: readonly [number, number];
  /** Range [r0, r1] in CSS pixels. */
  readonly range: readonly [number, number];
  /** Pixel position of a data value. */
  (value: number): number;
  /** Data value at a pixel position. */
  invert(px: number): number;
}

/**
 * A linear scale mapping `domain` onto `range`. A zero-width domain maps everything to the middle
 * of the range.
 *
 * @example
 * const y = linearScale([0, 100], [300, 0]); y(50) // 150
 */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  const mid = (r0 + r1) / 2;
  const scale = ((v: number) => (k === 0 ? mid : r0 + (v - d0) * k)) as LinearScale;
  scale.invert = (px: number) => (k === 0 ? d0 : d0 + (px - r0) / k);
  Object.defineProperty(scale, 'domain', { value: [d0, d1] });
  Object.defineProperty(scale, 'range', { value: [r0, r1] });
  return scale;
}

/** Narrowest y span the tick arithmetic handles (d3's tick step is a power of ten, 10^-300 at least). */
const MIN_SPAN = 1e-300;

/**
 * Extends [min, max] to round values, so axis ticks fall on its ends.
 * Relies on d3-array `nice` (https://d3js.org/d3-array/ticks#nice).
 *
 * @example
 * niceDomain(3.2, 97.5, 5) // [0, 100]
 */
export function niceDomain(min: number, max: number, count = 5): [number, number] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  // A flat domain, or one so narrow (subnormal) that tick arithmetic overflows (10^324), is
  // widened around its middle: by 10 % of it, or by 1 when the middle is itself ~0.
  if (!(max - min > MIN_SPAN)) {
    const mid = min / 2 + max / 2;
    const pad = Math.abs(mid) > MIN_SPAN * 1e10 ? Math.abs(mid) * 0.1 : 1;
    return nice(mid - pad, mid + pad, count);
  }
  return nice(min, max, count);
}

/**
 * About `count` round tick values in [min, max] (1, 2 or 5 times a power of ten).
 * Relies on d3-array `ticks` (https://d3js.org/d3-array/ticks#ticks).
 *
 * @example
 * numericTicks(0, 100, 5) // [0, 20, 40, 60, 80, 100]
 */
export function numericTicks(min: number, max: number, count = 5): number[] {
  if (!(max - min > MIN_SPAN)) return Number.isFinite(min) ? [min] : [];
  return ticks(min, max, count);
}

/**
 * Index of the x value nearest to `t` (ms) in ascending `xs`, or -1 when `xs` is empty.
 * Binary search, relying on d3-array `bisectLeft` (https://d3js.org/d3-array/bisect#bisectLeft).
 *
 * @example
 * nearestIndex([0, 10, 20], 14) // 1
 */
export function nearestIndex(xs: TimeValues, t: number): number {
  const n = xs.length;
  if (n === 0) return -1;
  const i = bisectLeft(xs as ArrayLike<number>, t);
  if (i <= 0) return 0;
  if (i >= n) return n - 1;
  return t - (xs[i - 1] as number) <= (xs[i] as number) - t ? i - 1 : i;
}

/**
 * First index whose x is at or after `t` (ms) in ascending `xs` (`xs.length` when none).
 * Relies on d3-array `bisectLeft` (https://d3js.org/d3-array/bisect#bisectLeft).
 */
export function lowerBound(xs: TimeValues, t: number, lo = 0, hi = xs.length): number {
  return bisectLeft(xs as ArrayLike<number>, t, lo, hi);
}
