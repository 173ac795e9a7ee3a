import type { ChartModel } from './chartModel';
import { traceArea } from './paths';
import type { LinearScale } from './scales';
import { type ChartSeries, type SeriesValues, type TimeValues, valueAt } from './types';

/** Colours and font a chart draws with, read from the theme's CSS variables. */
export interface ChartColors {
  palette: string[];
  grid: string;
  axis: string;
  axisText: string;
  /** CSS font shorthand for axis text. */
  font: string;
}

/** Colour of a series: its own, else the palette's in series order. */
export function seriesColor(colors: ChartColors, color: string | undefined, index: number): string {
  return color ?? colors.palette[index % colors.palette.length] ?? '#1f6fb4';
}

/**
 * Draws a chart model onto a 2D canvas context: grid, axes with tick labels and unit titles, then
 * the series (lines, areas, bars or stacked bands; gaps left open). Does nothing when `ctx` is null
 * (jsdom, or a canvas that could not give a context).
 *
 * @param pixelRatio device pixels per CSS pixel; the canvas is `width * pixelRatio` wide
 */
export function drawChart(ctx: CanvasRenderingContext2D | null, model: ChartModel, colors: ChartColors, size: { width: number; height: number }, pixelRatio: number): void {
  if (!ctx) return;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, size.width, size.height);
  const { plot, x } = model;
  const bottom = plot.top + plot.height;
  ctx.font = colors.font;
  ctx.lineWidth = 1;

  // Grid and axes.
  ctx.strokeStyle = colors.grid;
  ctx.beginPath();
  const primary = model.y.primary ?? model.y.secondary;
  for (const v of primary?.ticks ?? []) {
    const py = Math.round(primary!.scale(v)) + 0.5;
    ctx.moveTo(plot.left, py);
    ctx.lineTo(plot.left + plot.width, py);
  }
  for (const t of model.xTicks) {
    const px = Math.round(x(t.t)) + 0.5;
    ctx.moveTo(px, plot.top);
    ctx.lineTo(px, bottom);
  }
  ctx.stroke();
  ctx.strokeStyle = colors.axis;
  ctx.beginPath();
  ctx.moveTo(plot.left, bottom + 0.5);
  ctx.lineTo(plot.left + plot.width, bottom + 0.5);
  ctx.stroke();

  ctx.fillStyle = colors.axisText;
  ctx.textBaseline = 'top';
  ctx.textAlign = 'center';
  for (const t of model.xTicks) ctx.fillText(t.label, x(t.t), bottom + 6);
  ctx.textBaseline = 'middle';
  for (const axis of [model.y.primary, model.y.secondary]) {
    if (!axis) continue;
    const onLeft = axis.id === 'primary';
    ctx.textAlign = onLeft ? 'right' : 'left';
    const tx = onLeft ? plot.left - 6 : plot.left + plot.width + 6;
    for (const v of axis.ticks) ctx.fillText(formatTick(v), tx, axis.scale(v));
    // The title sits above its axis, inside the canvas edge, so a long one ('Load (kWh)') fits.
    ctx.textBaseline = 'bottom';
    ctx.textAlign = onLeft ? 'left' : 'right';
    ctx.fillText(axis.title, onLeft ? 2 : size.width - 2, plot.top - 8);
    ctx.textBaseline = 'middle';
  }

  // Series, clipped to the plot.
  ctx.save();
  ctx.beginPath();
  ctx.rect(plot.left, plot.top - 1, plot.width, plot.height + 2);
  ctx.clip();
  drawSeries(ctx, model, colors, pixelRatio);
  ctx.restore();
}

function drawSeries(ctx: CanvasRenderingContext2D, model: ChartModel, colors: ChartColors, pixelRatio: number): void {
  const { x, stack, kind } = model;
  const bars = model.drawn.filter((d) => kind === 'bar' && d.series.axis === 'primary');
  for (const d of model.drawn) {
    const axis = model.y[d.series.axis];
    if (!axis) continue;
    const sy = axis.scale;
    const color = seriesColor(colors, d.series.color, d.index);
    const xs = stack ? stack.x : d.series.points.x;
    // Snapped to device pixel columns: a decimated column becomes one vertical run, far cheaper to
    // rasterise than zig-zag diagonals (the same trick as uPlot).
    // (Columns as decimateIndices counts them, so every column of a dense series is covered.)
    const left = model.plot.left;
    const px = (i: number) => left + (Math.floor((x(xs[i] as number) - left) * pixelRatio) + 0.5) / pixelRatio;
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
    // A one-device-pixel line takes the software rasteriser's hairline path, about 100x faster than
    // a wider one when a dense series zig-zags through every pixel column (measured in headless
    // Chromium: 10 dense series in ~8 ms instead of ~1 s); sparse series keep a 1.5 px line.
    ctx.lineWidth = d.indices.length > model.plot.width ? 1 / pixelRatio : 1.5;
    if (stack) {
      const lo = stack.lower[d.index] as Float64Array;
      const hi = stack.upper[d.index] as Float64Array;
      const py0 = (i: number) => (lo[i] !== lo[i] ? null : sy(lo[i] as number));
      const py1 = (i: number) => (hi[i] !== hi[i] ? null : sy(hi[i] as number));
      const ends = partialEnds(d.indices, d.series, xs);
      if (!ends.first && !ends.last) {
        ctx.globalAlpha = 0.7;
        ctx.beginPath();
        traceArea(ctx, d.indices, px, py0, py1);
        ctx.fill();
        ctx.globalAlpha = 1;
        continue;
      }
      // A partial first or last bucket: its band is paler, with a dashed top edge (as a line's
      // dashed segment), so a short month does not read as a fall.
      const idx = d.indices;
      ctx.globalAlpha = 0.7;
      ctx.beginPath();
      traceArea(ctx, idx.subarray(ends.first ? 1 : 0, ends.last ? idx.length - 1 : idx.length), px, py0, py1);
      ctx.fill();
      for (const seg of [ends.first ? idx.subarray(0, 2) : null, ends.last ? idx.subarray(idx.length - 2) : null]) {
        if (!seg) continue;
        ctx.globalAlpha = PARTIAL_ALPHA;
        ctx.beginPath();
        traceArea(ctx, seg, px, py0, py1);
        ctx.fill();
        ctx.globalAlpha = 1;
        ctx.setLineDash(PARTIAL_DASH);
        strokeLine(ctx, seg, xs, hi, x, sy, left, pixelRatio);
        ctx.setLineDash([]);
      }
      ctx.globalAlpha = 1;
      continue;
    }
    const y = d.series.points.y;
    const py = (i: number) => {
      const v = valueAt(y, i);
      return v === null ? null : sy(v);
    };
    const zero = sy(Math.max(sy.domain[0], Math.min(0, sy.domain[1])));
    if (kind === 'bar' && d.series.axis === 'primary') {
      drawBars(ctx, d.indices, px, py, zero, model.band ?? model.plot.width / Math.max(1, d.indices.length), bars.indexOf(d), bars.length, partialEnds(d.indices, d.series, xs));
      continue;
    }
    if (kind === 'area') {
      ctx.globalAlpha = 0.25;
      ctx.beginPath();
      traceArea(ctx, d.indices, px, (i) => (py(i) === null ? null : zero), py);
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    const idx = d.indices;
    const ends = partialEnds(idx, d.series, xs);
    const firstPartial = ends.first && idx.length > 1;
    const lastPartial = ends.last && idx.length > 1;
    if (!firstPartial && !lastPartial) {
      strokeLine(ctx, idx, xs, y, x, sy, left, pixelRatio);
      continue;
    }
    // A partial first or last bucket: the segment to it is dashed, so a short month does not read as a fall.
    strokeLine(ctx, idx.subarray(firstPartial ? 1 : 0, lastPartial ? idx.length - 1 : idx.length), xs, y, x, sy, left, pixelRatio);
    ctx.setLineDash(PARTIAL_DASH);
    if (firstPartial) strokeLine(ctx, idx.subarray(0, 2), xs, y, x, sy, left, pixelRatio);
    if (lastPartial) strokeLine(ctx, idx.subarray(idx.length - 2), xs, y, x, sy, left, pixelRatio);
    ctx.setLineDash([]);
  }
}

/** Affine form `r0 + (v - d0) * k` of a linear scale, for loops that map many points. */
function affine(scale: LinearScale): { d0: number; r0: number; k: number } {
  const [d0, d1] = scale.domain;
  const [r0, r1] = scale.range;
  return d1 === d0 ? { d0, r0: (r0 + r1) / 2, k: 0 } : { d0, r0, k: (r1 - r0) / (d1 - d0) };
}

/**
 * Strokes the polyline through the kept points in one pass (x snapped to device pixel columns,
 * gaps left open), then dots each point with gaps (or nothing) on both sides, which a line alone
 * would not show. Each point is mapped to pixels once, with no call per point, so even the first
 * chart on a page (code not yet optimised by the engine) draws 10 dense series quickly.
 */
function strokeLine(ctx: CanvasRenderingContext2D, idx: Uint32Array, xs: TimeValues, y: SeriesValues,
  xScale: LinearScale, yScale: LinearScale, left: number, pixelRatio: number): void {
  // Pixel x is snapped to the device column floor(t * xa + xb); pixel y is v * ya + yb. Locals
  // only inside the loop: it runs for every kept point, often before the engine optimises it.
  const ax = affine(xScale);
  const ay = affine(yScale);
  const xa = ax.k * pixelRatio;
  const xb = (ax.r0 - ax.d0 * ax.k - left) * pixelRatio;
  const ya = ay.k;
  const yb = ay.r0 - ay.d0 * ay.k;
  const unit = 1 / pixelRatio;
  const lone: number[] = [];
  let run = 0;
  let lastX = 0;
  let lastY = 0;
  ctx.beginPath();
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k] as number;
    const v = y[i];
    if (typeof v !== 'number' || v !== v) {
      if (run === 1) lone.push(lastX, lastY);
      run = 0;
      continue;
    }
    lastX = left + (Math.floor((xs[i] as number) * xa + xb) + 0.5) * unit;
    lastY = v * ya + yb;
    if (run === 0) ctx.moveTo(lastX, lastY);
    else ctx.lineTo(lastX, lastY);
    run++;
  }
  if (run === 1) lone.push(lastX, lastY);
  ctx.stroke();
  for (let k = 0; k < lone.length; k += 2) {
    ctx.beginPath();
    ctx.arc(lone[k] as number, lone[k + 1] as number, 2.5, 0, 2 * Math.PI);
    ctx.fill();
  }
}

/** Bars of one series: `slot` of `slots` side by side within 80 % of each point's `slotWidth` (a category band, or the plot width per kept point). */
function drawBars(ctx: CanvasRenderingContext2D, idx: Uint32Array, px: (i: number) => number, py: (i: number) => number | null,
  zero: number, slotWidth: number, slot: number, slots: number, ends: PartialEnds = NO_PARTIAL): void {
  const band = Math.max(1, slotWidth * 0.8);
  const w = Math.max(1, band / Math.max(1, slots));
  const last = idx.length - 1;
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k] as number;
    const top = py(i);
    if (top === null) continue;
    const left = px(i) - band / 2 + slot * w;
    const y0 = Math.min(top, zero);
    const h = Math.max(1, Math.abs(zero - top));
    if ((k === 0 && ends.first) || (k === last && ends.last)) {
      // A partial first or last bucket: a pale bar with a dashed outline, so a short month does not read as a fall.
      ctx.globalAlpha = PARTIAL_ALPHA;
      ctx.fillRect(left, y0, w, h);
      ctx.globalAlpha = 1;
      ctx.setLineDash(PARTIAL_DASH);
      ctx.lineWidth = 1;
      ctx.strokeRect(left + 0.5, y0 + 0.5, Math.max(0, w - 1), Math.max(0, h - 1));
      ctx.setLineDash([]);
      continue;
    }
    ctx.fillRect(left, y0, w, h);
  }
}

/** Dash pattern of what stands for a partial bucket (line segment, bar outline, band edge). */
const PARTIAL_DASH = [4, 3];
/** Opacity of a partial bucket's bar or band. */
const PARTIAL_ALPHA = 0.35;

interface PartialEnds {
  first: boolean;
  last: boolean;
}
const NO_PARTIAL: PartialEnds = { first: false, last: false };

/**
 * Whether the first and last kept points are the series' partial first and last buckets
 * (`ChartSeries.partial`): the series' own first or last time, which `xs` (its times, or a
 * stack's shared times) holds at the first or last kept index.
 */
function partialEnds(idx: Uint32Array, series: ChartSeries, xs: TimeValues): PartialEnds {
  const partial = series.partial;
  if (!partial || idx.length === 0) return NO_PARTIAL;
  const own = series.points.x;
  const at = (k: number) => xs[idx[k] as number];
  return {
    first: partial.first === true && own.length > 0 && at(0) === own[0],
    last: partial.last === true && own.length > 0 && at(idx.length - 1) === own[own.length - 1],
  };
}

/** Axis number: compact with k/M suffixes above 10,000 (e.g. 45k MW). */
export function formatTick(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e6) return `${+(v / 1e6).toFixed(2)}M`;
  if (a >= 1e4) return `${+(v / 1e3).toFixed(1)}k`;
  return String(+v.toFixed(4));
}
