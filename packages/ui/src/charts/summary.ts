import { intervalLabel } from './timeAxis';
import type { ChartCategory, ChartKind, ChartSeries, HourConvention } from './types';

const KIND_NAMES: Record<ChartKind, string> = { line: 'Line chart', area: 'Area chart', bar: 'Bar chart', stack: 'Stacked area chart', multiaxis: 'Multi-axis chart' };

/** Lowest and highest value of a series (gaps skipped), or null when it has no value. */
export function seriesExtent(s: ChartSeries): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  const y = s.points.y;
  for (let i = 0; i < y.length; i++) {
    const v = y[i];
    if (v === null || v === undefined || v !== v) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return lo <= hi ? [lo, hi] : null;
}

const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Text alternative of a time chart for its `aria-label`: kind, title, time range in the zone and
 * hour convention, and per series its label, unit and range of values.
 *
 * @param extents per series, its lowest and highest value when the caller already knows them (as
 *   `SeriesDrawModel.extent` of the chart model); each series without one is scanned.
 * @example
 * summarizeChart('Load', 'line', [load], 'America/Chicago', 'hour-ending')
 * // 'Line chart: Load. 25 points from Nov 3, 2024, HE1 to Nov 3, 2024, HE24. Load (MW) 100 to 124.'
 */
export function summarizeChart(title: string, kind: ChartKind, series: readonly ChartSeries[], zone: string, convention: HourConvention,
  extents?: readonly ([number, number] | null | undefined)[]): string {
  let lo = Infinity;
  let hi = -Infinity;
  let n = 0;
  for (const s of series) {
    const xs = s.points.x;
    n += xs.length;
    if (xs.length === 0) continue;
    lo = Math.min(lo, xs[0] as number);
    hi = Math.max(hi, xs[xs.length - 1] as number);
  }
  const head = `${KIND_NAMES[kind]}: ${title}.`;
  if (n === 0) return `${head} No data.`;
  return `${head} ${num.format(n)} points from ${intervalLabel(lo, zone, convention)} to ${intervalLabel(hi, zone, convention)}. ${seriesParts(series, extents)}`;
}

/** `label (unit) lo to hi.` per series, from known extents or a scan. */
function seriesParts(series: readonly ChartSeries[], extents?: readonly ([number, number] | null | undefined)[]): string {
  return series.map((s, i) => {
    const known = extents?.[i];
    const e = known === undefined ? seriesExtent(s) : known;
    return `${s.label} (${s.unit}) ${e ? `${num.format(e[0])} to ${num.format(e[1])}` : 'no values'}.`;
  }).join(' ');
}

/**
 * Text alternative of a category chart for its `aria-label`: kind, title, the categories (first to
 * last, with the axis title when given), and per series its label, unit and range of values.
 *
 * @param series - series in category positions (`toCategorySeries`).
 * @example
 * summarizeCategoryChart('Load by weekday', 'bar', [load], weekdays, 'Day of week')
 * // 'Bar chart: Load by weekday. 7 points over 7 day of week categories, Mon to Sun. Load (MW) 100 to 124.'
 */
export function summarizeCategoryChart(title: string, kind: ChartKind, series: readonly ChartSeries[], categories: readonly ChartCategory[],
  axisTitle?: string, extents?: readonly ([number, number] | null | undefined)[]): string {
  let n = 0;
  for (const s of series) n += s.points.x.length;
  const head = `${KIND_NAMES[kind]}: ${title}.`;
  if (n === 0 || categories.length === 0) return `${head} No data.`;
  const first = categories[0]?.label ?? '';
  const last = categories[categories.length - 1]?.label ?? '';
  const what = axisTitle ? `${axisTitle.toLowerCase()} categories` : 'categories';
  return `${head} ${num.format(n)} points over ${num.format(categories.length)} ${what}, ${first} to ${last}. ${seriesParts(series, extents)}`;
}
