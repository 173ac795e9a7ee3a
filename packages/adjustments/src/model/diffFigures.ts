import type { AdjustmentPoint } from '@loadline/core';

/** The peak of a series: its largest load and the interval it starts. */
export interface Peak {
  /** MW: an hourly interval's MWh is its mean MW. */
  value: number;
  /** ISO interval start. */
  timestamp: string;
}

/** What a version changes against another (or against the plain forecast). */
export interface DiffFigures {
  /** Intervals whose new load, calculation or value differ. */
  rowsChanged: number;
  /** Total energy after minus before (MWh). */
  totalDeltaMwh: number;
  /** Peak load after minus before (MW); 0 when either has no load. */
  peakDeltaMw: number;
  /** The peak after (its hour), or null when there is no load. */
  peakAfter: Peak | null;
  /** The peak before, or null when there is no load. */
  peakBefore: Peak | null;
}

const loadOf = (p: AdjustmentPoint) => p.adjustedForecast ?? p.forecast;

function peakOf(points: readonly AdjustmentPoint[]): Peak | null {
  let peak: Peak | null = null;
  for (const p of points) {
    const v = loadOf(p);
    if (v !== null && (peak === null || v > peak.value)) peak = { value: v, timestamp: p.timestamp };
  }
  return peak;
}

/**
 * Figures of an adjustment between two stitched views of the same hourly forecast (`before`
 * usually the forecast or the previous version): rows changed, total energy delta (MWh), peak
 * delta (MW) and the hour of the new peak. An interval's load is its new load, else its
 * forecast. Intervals are matched by timestamp; one present on one side only counts as changed.
 *
 * @example diffFigures(stitchVersion(forecast, []), edited) // { rowsChanged: 2, totalDeltaMwh: 500, ... }
 */
export function diffFigures(before: readonly AdjustmentPoint[], after: readonly AdjustmentPoint[]): DiffFigures {
  const old = new Map(before.map((p) => [Date.parse(p.timestamp), p]));
  let rowsChanged = 0;
  const seen = new Set<number>();
  for (const p of after) {
    const t = Date.parse(p.timestamp);
    seen.add(t);
    const q = old.get(t);
    if (!q || loadOf(q) !== loadOf(p) || q.adjustmentCalculation !== p.adjustmentCalculation || q.adjustmentValue !== p.adjustmentValue) rowsChanged++;
  }
  for (const t of old.keys()) if (!seen.has(t)) rowsChanged++;
  const total = (s: readonly AdjustmentPoint[]) => s.reduce((sum, p) => sum + (loadOf(p) ?? 0), 0);
  const peakBefore = peakOf(before);
  const peakAfter = peakOf(after);
  return {
    rowsChanged,
    totalDeltaMwh: total(after) - total(before),
    peakDeltaMw: peakBefore && peakAfter ? peakAfter.value - peakBefore.value : 0,
    peakAfter,
    peakBefore,
  };
}
