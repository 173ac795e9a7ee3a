import { geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import { colorShare, extent, radiusOf, type MeterPoint, type ScreenRect } from './meterMapModel';

/** Colours of a map drawing (theme tokens resolved to CSS colours). */
export interface MapColors {
  background: string;
  land: string;
  border: string;
  /** Low and high ends of the colour scale. */
  low: string;
  high: string;
  outline: string;
  selection: string;
}

function hex(c: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c.trim());
  return m ? [parseInt(m[1] ?? '0', 16), parseInt(m[2] ?? '0', 16), parseInt(m[3] ?? '0', 16)] : [0, 0, 0];
}

/** A colour between `low` and `high` (hex) at share t, as rgb(). */
export function mix(low: string, high: string, t: number): string {
  const a = hex(low);
  const b = hex(high);
  const c = a.map((v, i) => Math.round(v + ((b[i] ?? 0) - v) * t));
  return `rgb(${c[0]},${c[1]},${c[2]})`;
}

/**
 * Draws the counties and the meter points of a view on a canvas 2D context (device-pixel ratio
 * applied by the caller): counties filled and outlined along the projection, points as circles
 * coloured by their colour value and sized by their size value within the points' extents,
 * highlighted meters outlined, then the selection rectangle. Points outside the canvas are skipped.
 *
 * @returns the number of points drawn.
 */
export function drawMap(
  ctx: CanvasRenderingContext2D,
  size: { width: number; height: number },
  projection: GeoProjection,
  counties: GeoPermissibleObjects | null,
  points: readonly MeterPoint[],
  colors: MapColors,
  options: { highlight?: ReadonlySet<string>; selection?: ScreenRect | null } = {},
): number {
  const { width, height } = size;
  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, width, height);
  if (counties) {
    const path = geoPath(projection, ctx);
    ctx.beginPath();
    path(counties);
    ctx.fillStyle = colors.land;
    ctx.fill();
    ctx.lineWidth = 0.8;
    ctx.strokeStyle = colors.border;
    ctx.stroke();
  }
  const colorExtent = extent(points.map((p) => p.color));
  const sizeExtent = extent(points.map((p) => p.size));
  let drawn = 0;
  for (const p of points) {
    const xy = projection([p.longitude, p.latitude]);
    if (!xy) continue;
    const [x, y] = xy;
    const r = radiusOf(p.size, sizeExtent);
    if (x < -r || y < -r || x > width + r || y > height + r) continue;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.fillStyle = mix(colors.low, colors.high, colorShare(p.color, colorExtent));
    ctx.fill();
    ctx.lineWidth = options.highlight?.has(p.meterId) ? 3 : 1;
    ctx.strokeStyle = colors.outline;
    ctx.stroke();
    drawn += 1;
  }
  const s = options.selection;
  if (s) {
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = colors.selection;
    ctx.strokeRect(Math.min(s.x0, s.x1), Math.min(s.y0, s.y1), Math.abs(s.x1 - s.x0), Math.abs(s.y1 - s.y0));
    ctx.setLineDash([]);
  }
  return drawn;
}
