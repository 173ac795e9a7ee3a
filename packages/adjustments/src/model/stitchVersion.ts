import type { AdjustmentPoint } from '@loadline/core';

/** One forecast interval: ISO `timestamp` (interval start) and load (MWh). */
export interface ForecastInterval {
  timestamp: string;
  forecast: number | null;
}

const instant = (timestamp: string) => Date.parse(timestamp);

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
 * Stitches a version over the forecast: every forecast interval, in time order, with the
 * version's edit of the same instant when it has one (an edit without a new load keeps the
 * forecast). Edits of instants the forecast lacks are dropped. Timestamps are compared as
 * instants, so '2024-07-02T05:00:00Z' and '2024-07-02T00:00:00-05:00' are the same interval.
 *
 * @example stitchVersion(forecast, [{ timestamp: forecast[3].timestamp, forecast: 10, adjustedForecast: 12, adjustmentCalculation: 'add', adjustmentValue: 2 }])
 */
export function stitchVersion(forecast: readonly ForecastInterval[], edits: readonly AdjustmentPoint[]): AdjustmentPoint[] {
  const byInstant = new Map(edits.map((e) => [instant(e.timestamp), e]));
  return [...forecast]
    .sort((a, b) => instant(a.timestamp) - instant(b.timestamp))
    .map((f) => {
      const e = byInstant.get(instant(f.timestamp));
      return {
        timestamp: f.timestamp,
        forecast: f.forecast,
        adjustedForecast: e?.adjustedForecast ?? f.forecast,
        adjustmentCalculation: e?.adjustmentCalculation ?? 'none',
        adjustmentValue: e?.adjustmentValue ?? null,
      };
    });
}
