/**
 * Paths of the charts: d3-shape wrapped in small pure functions. This file and `scales.ts` are the
 * only ones that import d3 (ARCHITECTURE.md).
 *
 * Every function takes the indices of the points to draw (from `decimateIndices`) and accessors
 * giving the pixel position of an index, so large typed arrays are never copied. A `null` y is a
 * gap: d3's `defined` breaks the line there (https://d3js.org/d3-shape/line#line_defined).
 */
import { area, line } from 'd3-shape';

/** Pixel x of a point index. */
export type PixelX = (i: number) => number;
/** Pixel y of a point index, or `null` for a gap. */
export type PixelY = (i: number) => number | null;

/**
 * Draws the band between `py0` (lower edge) and `py1` (upper edge) onto a canvas path (the caller
 * fills it). Relies on d3-shape `area().context(ctx)` (https://d3js.org/d3-shape/area).
 */
export function traceArea(ctx: CanvasRenderingContext2D, indices: ArrayLike<number>, px: PixelX, py0: PixelY, py1: PixelY): void {
  area<number>()
    .defined((i) => py0(i) !== null && py1(i) !== null)
    .x(px)
    .y0((i) => py0(i) as number)
    .y1((i) => py1(i) as number)
    .context(ctx)(indices as unknown as number[]);
}

/**
 * SVG path data (`d`) of a polyline through the points, gaps left open; empty string for none.
 * Relies on d3-shape `line` (https://d3js.org/d3-shape/line).
 *
 * @example
 * linePath([0, 1, 2], (i) => i * 10, (i) => 20 - i) // 'M0,20L10,19L20,18'
 */
export function linePath(indices: ArrayLike<number>, px: PixelX, py: PixelY): string {
  return line<number>()
    .defined((i) => py(i) !== null)
    .x(px)
    .y((i) => py(i) as number)(indices as unknown as number[]) ?? '';
}
