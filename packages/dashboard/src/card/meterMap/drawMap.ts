import { geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import { colorShare, extent, radiusOf, type MeterPoint, type ScreenRect } from './meterMapModel';

/** Colour classes of the points' scale (values binned between the low and high colours). */
export const COLOR_BINS = 16;

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
  // Points are batched by colour bin: one path, one fill and one stroke per bin (not per point).
  const bins: Path2D[] = Array.from({ length: COLOR_BINS }, () => new Path2D());
  const highlighted = new Path2D();
  let drawn = 0;
  for (const p of points) {
    const xy = projection([p.longitude, p.latitude]);
    if (!xy) continue;
    const [x, y] = xy;
    const r = radiusOf(p.size, sizeExtent);
    if (x < -r || y < -r || x > width + r || y > height + r) continue;
    const bin = Math.min(COLOR_BINS - 1, Math.floor(colorShare(p.color, colorExtent) * COLOR_BINS));
    const path = bins[bin] as Path2D;
    path.moveTo(x + r, y);
    path.arc(x, y, r, 0, 2 * Math.PI);
    if (options.highlight?.has(p.meterId)) {
      highlighted.moveTo(x + r + 2, y);
      highlighted.arc(x, y, r + 2, 0, 2 * Math.PI);
    }
    drawn += 1;
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = colors.outline;
  bins.forEach((path, i) => {
    ctx.fillStyle = mix(colors.low, colors.high, (i + 0.5) / COLOR_BINS);
    ctx.fill(path);
    ctx.stroke(path);
  });
  if (options.highlight?.size) {
    ctx.lineWidth = 3;
    ctx.stroke(highlighted);
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

/**
 * One frame of a pan: the last full drawing (`base`, drawn at the view the drag started from)
 * moved by (dx, dy) px over the background, as web maps pan; the full drawing follows on release.
 */
export function panFrame(ctx: CanvasRenderingContext2D, size: { width: number; height: number }, base: CanvasImageSource, dx: number, dy: number, background: string): void {
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(base, dx, dy, size.width, size.height);
}
