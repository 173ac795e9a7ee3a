/**
 * Shapes shared by every chart of `@loadline/ui/charts`.
 *
 * Time is epoch milliseconds (UTC); a value of `null` is a gap (no reading), never a zero.
 */

/** Numeric x values: epoch ms (UTC), time-ordered (ascending). */
export type TimeValues = Float64Array | readonly number[];
/** y values aligned with the x values; `null` (or NaN in a typed array) is a gap. */
export type SeriesValues = Float64Array | readonly (number | null)[];

/** Which y axis a series is measured on: `primary` (left) or `secondary` (right). */
export type AxisId = 'primary' | 'secondary';

/**
 * One series of a chart.
 *
 * @example
 * const load: ChartSeries = { id: 'load', label: 'Load', axis: 'primary', unit: 'MW',
 *   points: { x: Float64Array.from([t0, t0 + 3_600_000]), y: [41250.5, null] } };
 */
export interface ChartSeries {
  /** Stable id, unique within the chart. */
  id: string;
  /** Legend, tooltip and table text. */
  label: string;
  /** CSS colour; defaults to the theme's chart palette in series order. */
  color?: string;
  /** y axis the series is measured on. */
  axis: AxisId;
  /** Unit of the y values, e.g. `MW`, `kWh`, `degF`. */
  unit: string;
  /**
   * Interval-beginning times (x, epoch ms UTC, ascending) and values (y). Same length. On a
   * category x axis (`xAxis.kind === 'category'`), x holds category keys instead, in any order.
   */
  points: { x: TimeValues; y: SeriesValues };
  /**
   * The first or last point stands for a partial bucket (e.g. a month of which the range or the
   * data holds only some days): the line to it is drawn dashed and the tooltip names it partial.
   * @default none
   */
  partial?: { first?: boolean; last?: boolean } | undefined;
}

/** How hourly times are labelled: by the hour beginning (00:00..23:00) or hour ending (HE1..HE24). */
export type HourConvention = 'hour-beginning' | 'hour-ending';
/** Where the legend sits; `none` hides it. Spec part 1, Card: bottom, top, left, right, none. */
export type LegendPosition = 'bottom' | 'top' | 'left' | 'right' | 'none';
/** Legend positions in display order, for pickers and stories. */
export const legendPositions = ['bottom', 'top', 'left', 'right', 'none'] as const satisfies readonly LegendPosition[];
/** y-axis range: `force-0` includes zero (spec default 'Force 0'); `data-range` fits the data ('Data Range'). */
export type YAxisMode = 'force-0' | 'data-range';
/** y-axis modes in display order. */
export const yAxisModes = ['force-0', 'data-range'] as const satisfies readonly YAxisMode[];
/** How a time chart draws its series. */
export type ChartKind = 'line' | 'area' | 'bar' | 'stack' | 'multiaxis';

/**
 * One bucket of a category x axis: the number a series uses as its x value, and the text shown
 * on the axis, in the tooltip, the table and the CSV.
 *
 * @example
 * const monday: ChartCategory = { key: 1, label: 'Mon' };
 */
export interface ChartCategory {
  /** x value of the bucket in the series' points, e.g. the ISO weekday 1..7. Unique per axis. */
  key: number;
  /** Text of the bucket, e.g. `Mon`, `HE1`, `Jan`. */
  label: string;
}

/**
 * The x axis of a chart: `time` (x values are epoch ms UTC, the default), or `category` (x values
 * are the keys of `categories`, drawn as evenly spaced bands in the order given; points whose
 * key is not listed are not drawn).
 *
 * @example
 * const weekdays: ChartXAxis = { kind: 'category', title: 'Day of week',
 *   categories: [{ key: 1, label: 'Mon' }, { key: 2, label: 'Tue' }] };
 */
export type ChartXAxis =
  | {
    kind: 'time';
    /**
     * The calendar bucket each time stands for (a Month-All or Year-All grouping): the tooltip and
     * the table name the month ('Nov 2019') or the year ('2019') instead of the bucket's first
     * hour ('Nov 1, 2019, HE1'). @default each time is its own interval (hour, day...)
     */
    bucket?: TimeBucket | undefined;
  }
  | {
    kind: 'category';
    /** Buckets in display order. */
    categories: readonly ChartCategory[];
    /** Name of the buckets, heading the table's and the CSV's first column. @default 'Category' */
    title?: string;
  };

/** A calendar bucket a time axis' points stand for, see `ChartXAxis`. */
export type TimeBucket = 'month' | 'year';

/** A closed time range [from, to] in epoch ms UTC. */
export type TimeRange = readonly [from: number, to: number];

/**
 * Value at `i` of a y array, with NaN and `null` both read as a gap (`null`).
 *
 * @example
 * valueAt(Float64Array.from([1, NaN]), 1) // null
 */
export function valueAt(y: SeriesValues, i: number): number | null {
  const v = y[i];
  return v === null || v === undefined || Number.isNaN(v) ? null : v;
}
