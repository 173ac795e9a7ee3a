import { categoryTicks } from './categoryAxis';
import { type ColumnPlan, decimateIndices, planColumns } from './decimate';
import { type LinearScale, linearScale, niceDomain, numericTicks } from './scales';
import { type StackedLayers, stackLayers } from './stack';
import { type TimeTick, singlePointTick, timeTicks } from './timeAxis';
import type { AxisId, ChartCategory, ChartKind, ChartSeries, HourConvention, TimeRange, YAxisMode } from './types';

/** Inputs of {@link buildChartModel}. Sizes in CSS pixels. */
export interface ChartModelInput {
  series: readonly ChartSeries[];
  kind: ChartKind;
  width: number;
  height: number;
  /** Visible time range (ms UTC); the whole data when absent. */
  xDomain?: TimeRange | undefined;
  /** y-axis range per axis. */
  yAxisMode: Record<AxisId, YAxisMode>;
  timeZone: string;
  hourConvention: HourConvention;
  /** Device pixel ratio: decimation keeps up to four points per device pixel column. */
  pixelRatio?: number;
  /** Axis titles (e.g. the spec's 'Load (kWh)'); the units of the axis' series when absent. */
  axisTitles?: Partial<Record<AxisId, string>> | undefined;
  /**
   * A category x axis: the series' x values are then category positions 0..n-1 (see
   * `toCategorySeries`), the x domain is [-0.5, n - 0.5] (one band per category, `xDomain`
   * ignored) and the ticks are the categories' labels. A time axis when absent.
   */
  categories?: readonly ChartCategory[] | null | undefined;
}

/** A y axis of a chart: its scale, ticks and unit title. */
export interface YAxisModel {
  id: AxisId;
  scale: LinearScale;
  ticks: number[];
  /** Units of the series on this axis, joined (e.g. `MW`). */
  title: string;
}

/** What to draw for one series: indices of the points kept after decimation. */
export interface SeriesDrawModel {
  series: ChartSeries;
  /** Index of the series in the chart (for palette colours). */
  index: number;
  /** Ascending indices into the series' points (or into the stack's shared times). */
  indices: Uint32Array;
  /**
   * Lowest and highest value of all the series' points (null when it has none), present only when
   * the model shows the whole data of a non-stacked chart: decimation then keeps every column's
   * extremes, so this is exact and the text summary needs no second pass over the points.
   */
  extent?: [number, number] | null;
}

/** Everything a renderer needs to draw a time chart, computed without a DOM. */
export interface ChartModel {
  kind: ChartKind;
  /** Plot area inside the canvas, CSS pixels. */
  plot: { left: number; top: number; width: number; height: number };
  /** Whole time range of the data (ms UTC; category positions on a category axis), or null when there is no point. */
  fullDomain: TimeRange | null;
  /** x scale: ms UTC to px, or on a category axis category position to the px of its band's centre. */
  x: LinearScale;
  /** Categories of a category x axis, null on a time axis. */
  categories: readonly ChartCategory[] | null;
  /**
   * Width of one band in CSS px, where the bars of all series at one x sit side by side in 80 % of
   * it: a category's band, or on a time axis of a bar chart the shortest interval between two
   * points of a bar series (e.g. one hour of an hourly load), so series covering different times
   * still share one grouping. Null on a time axis of any other kind.
   */
  band: number | null;
  xTicks: TimeTick[];
  y: Partial<Record<AxisId, YAxisModel>>;
  drawn: SeriesDrawModel[];
  /** Stacked bands (stack charts only). */
  stack: StackedLayers | null;
  /** Number of points of all series (not only the drawn ones). */
  pointCount: number;
}

const MARGIN = { top: 22, bottom: 26, axis: 52, edge: 12 };

/**
 * Whole time range of the series: first and last x (ms UTC) over all series, null when all are empty.
 *
 * @example
 * dataDomain([load, temperature]) // [1719810000000, 1720411200000]
 */
export function dataDomain(series: readonly ChartSeries[]): TimeRange | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of series) {
    const xs = s.points.x;
    if (xs.length === 0) continue;
    lo = Math.min(lo, xs[0] as number);
    hi = Math.max(hi, xs[xs.length - 1] as number);
  }
  return lo <= hi ? [lo, hi] : null;
}

function extentAt(y: ArrayLike<number | null>, idx: Uint32Array, acc: [number, number]): void {
  for (let k = 0; k < idx.length; k++) {
    const v = y[idx[k] as number];
    if (typeof v !== 'number' || v !== v) continue;
    if (v < acc[0]) acc[0] = v;
    if (v > acc[1]) acc[1] = v;
  }
}

/**
 * Width in px of the shortest step between consecutive x values of the primary-axis series (the
 * bars), or null when none has two points. O(points).
 */
function timeBand(series: readonly ChartSeries[], x: LinearScale): number | null {
  let step = Infinity;
  for (const s of series) {
    if (s.axis !== 'primary') continue;
    const xs = s.points.x;
    for (let i = 1; i < xs.length; i++) {
      const d = (xs[i] as number) - (xs[i - 1] as number);
      if (d > 0 && d < step) step = d;
    }
  }
  return step === Infinity ? null : Math.abs(x(x.domain[0] + step) - x(x.domain[0]));
}

/**
 * Lays out a chart: plot area, x scale and zone-aware ticks (or category bands and labels), one y scale per used axis
 * ('Force 0' includes zero, 'Data Range' fits the visible data; both rounded outward), and the
 * decimated indices of every series. Pure and DOM-free; cost O(visible points).
 *
 * @example
 * const m = buildChartModel({ series, kind: 'line', width: 800, height: 300, timeZone: 'America/Chicago',
 *   hourConvention: 'hour-ending', yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
 */
export function buildChartModel(input: ChartModelInput): ChartModel {
  const { series, kind, width, height, timeZone, hourConvention } = input;
  const axes: AxisId[] = series.some((s) => s.axis === 'secondary') ? ['primary', 'secondary'] : ['primary'];
  if (!series.some((s) => s.axis === 'primary') && axes.length === 2) axes.shift();
  const left = axes.includes('primary') ? MARGIN.axis : MARGIN.edge;
  const right = axes.includes('secondary') ? MARGIN.axis : MARGIN.edge;
  const plot = { left, top: MARGIN.top, width: Math.max(1, width - left - right), height: Math.max(1, height - MARGIN.top - MARGIN.bottom) };
  const fullDomain = dataDomain(series);
  const categories = input.categories ?? null;
  let [from, to] = categories ? [-0.5, Math.max(1, categories.length) - 0.5] : (input.xDomain ?? fullDomain ?? [0, 1]);
  // A single time (one point) gets an hour either side, so it sits mid-plot, under one tick naming
  // its bucket (a month for Month-All or Year-All, not the hours around it).
  const single = !categories && to === from ? from : null;
  if (to === from) [from, to] = [from - 3_600_000, to + 3_600_000];
  const x = linearScale([from, to], [plot.left, plot.left + plot.width]);
  const columns = plot.width * (input.pixelRatio ?? 1);
  const xTicks = categories
    ? categoryTicks(categories, plot.width)
    : single !== null
      ? [singlePointTick(single, timeZone, hourConvention)]
      : timeTicks(from, to, timeZone, hourConvention, Math.max(2, Math.floor(plot.width / 90)));
  const band = categories ? plot.width / Math.max(1, categories.length) : kind === 'bar' ? timeBand(series, x) : null;

  const stack = kind === 'stack' ? stackLayers(series) : null;
  const extents: Record<AxisId, [number, number]> = { primary: [Infinity, -Infinity], secondary: [Infinity, -Infinity] };
  const drawn: SeriesDrawModel[] = [];
  if (stack) {
    const idx = decimateIndices(stack.x, stack.total, from, to, columns);
    series.forEach((s, index) => {
      drawn.push({ series: s, index, indices: idx });
      extentAt(stack.upper[index] as Float64Array, idx, extents.primary);
    });
  } else {
    const whole = input.xDomain === undefined || categories !== null;
    // Series sharing one time array share its column plan.
    const plans = new Map<unknown, ColumnPlan>();
    series.forEach((s, index) => {
      const { x: xs, y: ys } = s.points;
      const n = Math.min(xs.length, ys.length);
      let plan = plans.get(xs);
      if (plan?.n !== n) {
        plan = planColumns(xs, n, from, to, columns);
        plans.set(xs, plan);
      }
      const idx = decimateIndices(xs, ys, from, to, columns, plan);
      const own: [number, number] = [Infinity, -Infinity];
      extentAt(s.points.y, idx, own);
      const axis = extents[s.axis];
      axis[0] = Math.min(axis[0], own[0]);
      axis[1] = Math.max(axis[1], own[1]);
      drawn.push(whole ? { series: s, index, indices: idx, extent: own[0] <= own[1] ? own : null } : { series: s, index, indices: idx });
    });
  }
  const y: Partial<Record<AxisId, YAxisModel>> = {};
  for (const id of axes) {
    let [lo, hi] = extents[id];
    if (lo > hi) [lo, hi] = [0, 1];
    if (input.yAxisMode[id] === 'force-0' || kind === 'bar' || kind === 'stack') {
      lo = Math.min(lo, 0);
      hi = Math.max(hi, 0);
    }
    const count = Math.max(2, Math.floor(plot.height / 50));
    const domain = niceDomain(lo, hi, count);
    const units = [...new Set(series.filter((s) => s.axis === id).map((s) => s.unit))];
    y[id] = {
      id,
      scale: linearScale(domain, [plot.top + plot.height, plot.top]),
      ticks: numericTicks(domain[0], domain[1], count),
      title: input.axisTitles?.[id] ?? units.join(', '),
    };
  }
  let pointCount = 0;
  for (const s of series) pointCount += s.points.x.length;
  return { kind, plot, fullDomain, x, categories, band, xTicks, y, drawn, stack, pointCount };
}
