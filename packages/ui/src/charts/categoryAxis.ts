import { valueAtTime } from './rows';
import type { TimeTick } from './timeAxis';
import { type ChartCategory, type ChartSeries, valueAt } from './types';

/**
 * The category x axis of the charts, without a DOM: series whose x values are category keys are
 * moved to category positions (0..n-1, the order of the categories), so the time chart's engine
 * (decimation, bars, stacks, crosshair, keyboard) draws them unchanged on a band scale whose
 * domain is [-0.5, n - 0.5]: position i is the centre of band i.
 *
 * @module
 */

/**
 * The series with x values moved from category keys to category positions (0..n-1), in category
 * order; points whose key is not a category are left out, and a key given twice keeps its first
 * point. y values become a Float64Array with NaN for a gap.
 *
 * @example
 * toCategorySeries([{ ...load, points: { x: [3, 1], y: [30, 10] } }], [{ key: 1, label: 'Mon' }, { key: 3, label: 'Wed' }])
 * // points: { x: [0, 1], y: [10, 30] }
 */
export function toCategorySeries(series: readonly ChartSeries[], categories: readonly ChartCategory[]): ChartSeries[] {
  const position = new Map<number, number>();
  categories.forEach((c, i) => { if (!position.has(c.key)) position.set(c.key, i); });
  return series.map((s) => {
    const byPosition = new Map<number, number>();
    const n = Math.min(s.points.x.length, s.points.y.length);
    for (let i = 0; i < n; i++) {
      const p = position.get(s.points.x[i] as number);
      if (p === undefined || byPosition.has(p)) continue;
      byPosition.set(p, valueAt(s.points.y, i) ?? Number.NaN);
    }
    const xs = Float64Array.from(byPosition.keys()).sort();
    const ys = Float64Array.from(xs, (p) => byPosition.get(p) as number);
    return { ...s, points: { x: xs, y: ys } };
  });
}

/** Average width of one character of axis text, CSS px (the theme's small font). */
const CHAR_PX = 7;
/** Room kept between two axis labels, CSS px. */
const LABEL_GAP_PX = 10;

/**
 * Ticks of a category axis: one per category at its position, labelled; when the labels would
 * overlap on `plotWidth` pixels only every k-th category keeps a tick (the first always does),
 * e.g. HE1, HE4, HE7... on a narrow card.
 *
 * @example
 * categoryTicks([{ key: 1, label: 'Mon' }, { key: 2, label: 'Tue' }], 400) // [{ t: 0, label: 'Mon' }, { t: 1, label: 'Tue' }]
 */
export function categoryTicks(categories: readonly ChartCategory[], plotWidth: number): TimeTick[] {
  const n = categories.length;
  if (n === 0) return [];
  const widest = Math.max(...categories.map((c) => c.label.length)) * CHAR_PX + LABEL_GAP_PX;
  const step = Math.max(1, Math.ceil((widest * n) / Math.max(1, plotWidth)));
  const ticks: TimeTick[] = [];
  for (let i = 0; i < n; i += step) ticks.push({ t: i, label: (categories[i] as ChartCategory).label });
  return ticks;
}

/**
 * Label of the category at a position (0..n-1), or '' outside the axis.
 *
 * @example categoryLabelAt([{ key: 1, label: 'Mon' }], 0) // 'Mon'
 */
export function categoryLabelAt(categories: readonly ChartCategory[], position: number): string {
  return categories[Math.round(position)]?.label ?? '';
}

const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Tooltip text of a category chart at a position: the category label, then `label: value unit`
 * per series ('–' for a gap), the same lines as the time axis' tooltip.
 *
 * @param series - series in category positions ({@link toCategorySeries}).
 * @example
 * categoryTooltipLines(0, [load], [{ key: 1, label: 'Mon' }]) // ['Mon', 'Load: 41,250 MW']
 */
export function categoryTooltipLines(position: number, series: readonly ChartSeries[], categories: readonly ChartCategory[]): string[] {
  return [categoryLabelAt(categories, position), ...series.map((s) => {
    const v = valueAtTime(s, position);
    return `${s.label}: ${v === null ? '–' : `${num.format(v)} ${s.unit}`}`;
  })];
}
