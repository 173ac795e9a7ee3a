import type { AdjustmentCalculation, AdjustmentPoint } from '../schemas/adjustment.schema';

/**
 * Stitching of an adjustment version over its forecast (spec part 1 §4: a version holds only the
 * intervals it edits): the one rule for the adjustment editor and the API's stitched view, audit
 * figures and approved series.
 *
 * @module
 */

/** One forecast interval: ISO `timestamp` (interval start) and load (MWh). */
export interface ForecastInterval {
  timestamp: string;
  forecast: number | null;
}

/** An edit of one interval: its start (epoch ms), new load (MWh; null keeps the forecast), calculation and value. */
export interface IntervalEdit {
  t: number;
  adjustedForecast: number | null;
  calculation: AdjustmentCalculation;
  value: number | null;
}

/** One interval of a stitched view: start (epoch ms), forecast and adjusted load (MWh), the edit's calculation and value. */
export interface StitchedInterval<L extends number | null = number | null> {
  t: number;
  forecast: L;
  adjustedForecast: number | L;
  calculation: AdjustmentCalculation;
  value: number | null;
}

/**
 * Stitches edits over a forecast: every forecast interval, in time order, with the edit of the
 * same start when there is one (an edit without a new load keeps the forecast, one without an
 * edit is `none` with no value). Edits of starts the forecast lacks are dropped.
 *
 * @param forecast - intervals by start (epoch ms) and load (MWh), in any order.
 * @example stitchIntervals([{ t: 0, forecast: 100 }], [{ t: 0, adjustedForecast: 105, calculation: 'add', value: 5 }])[0].adjustedForecast // 105
 */
export function stitchIntervals<L extends number | null>(
  forecast: readonly { t: number; forecast: L }[],
  edits: readonly IntervalEdit[],
): StitchedInterval<L>[] {
  const byStart = new Map(edits.map((e) => [e.t, e]));
  const ordered = forecast.every((f, i) => i === 0 || (forecast[i - 1] as { t: number }).t <= f.t) ? forecast : [...forecast].sort((a, b) => a.t - b.t);
  return ordered.map((f) => {
    const e = byStart.get(f.t);
    return { t: f.t, forecast: f.forecast, adjustedForecast: e?.adjustedForecast ?? f.forecast, calculation: e?.calculation ?? 'none', value: e?.value ?? null };
  });
}

/**
 * Whether a point is an edit: a calculation other than `none`, or a new load that differs from
 * its forecast.
 */
export function isEdited(p: AdjustmentPoint): boolean {
  return p.adjustmentCalculation !== 'none' || (p.adjustedForecast !== null && p.adjustedForecast !== p.forecast);
}

/**
 * The edited points of a grid or stitched view: what a version holds (a version is its edited
 * rows only).
 *
 * @example editedPoints(stitched).length // rows changed against the plain forecast
 */
export function editedPoints(points: readonly AdjustmentPoint[]): AdjustmentPoint[] {
  return points.filter(isEdited);
}

/**
 * Stitches a version over the forecast as {@link stitchIntervals} does, on the API's points:
 * every forecast interval, in time order, with the version's edit of the same instant when it has
 * one. Timestamps are compared as instants, so '2024-07-02T05:00:00Z' and
 * '2024-07-02T00:00:00-05:00' are the same interval; each point keeps its forecast's timestamp.
 *
 * @example stitchVersion(forecast, [{ timestamp: forecast[3].timestamp, forecast: 10, adjustedForecast: 12, adjustmentCalculation: 'add', adjustmentValue: 2 }])
 */
export function stitchVersion(forecast: readonly ForecastInterval[], edits: readonly AdjustmentPoint[]): AdjustmentPoint[] {
  const intervals = forecast.map((f) => ({ t: Date.parse(f.timestamp), forecast: f.forecast, timestamp: f.timestamp })).sort((a, b) => a.t - b.t);
  const stitched = stitchIntervals(intervals, edits.map((e) => ({ t: Date.parse(e.timestamp), adjustedForecast: e.adjustedForecast, calculation: e.adjustmentCalculation, value: e.adjustmentValue })));
  return stitched.map((s, i) => ({
    timestamp: (intervals[i] as { timestamp: string }).timestamp,
    forecast: s.forecast,
    adjustedForecast: s.adjustedForecast,
    adjustmentCalculation: s.calculation,
    adjustmentValue: s.value,
  }));
}
