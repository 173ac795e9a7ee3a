/**
 * Probabilistic forecasts from the residual distribution: quantiles P10/P50/P90 of a point
 * forecast f are f x (1 + q_p), q_p the p-quantile of the relative errors (actual / forecast - 1)
 * the same forecaster made over a calibration period before the scored one. Scored as OpenSTEF
 * reports them: coverage of the P10-P90 interval and pinball (quantile) loss.
 */

/** The quantile levels of the probabilistic forecast. */
export const QUANTILES = [0.1, 0.5, 0.9] as const;

/**
 * The p-quantile of `values` (linear interpolation between order statistics, type 7 as R's
 * default); NaN when `values` holds no finite number.
 * @param p in [0, 1]
 */
export function quantile(values: readonly number[], p: number): number {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const h = (s.length - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  return s[lo]! + (h - lo) * ((s[Math.min(lo + 1, s.length - 1)] ?? s[lo]!) - s[lo]!);
}

/**
 * Relative-error quantiles of a calibration period: for each level of `levels`, the quantile of
 * actual / forecast - 1 over the pairs with a finite actual and a finite, non-zero forecast.
 */
export function relativeErrorQuantiles(actual: readonly number[], forecast: readonly number[], levels: readonly number[] = QUANTILES): number[] {
  const r: number[] = [];
  actual.forEach((a, i) => {
    const f = forecast[i];
    if (Number.isFinite(a) && f !== undefined && Number.isFinite(f) && f !== 0) r.push(a / f - 1);
  });
  return levels.map((p) => quantile(r, p));
}

/** Share (0..1) of the actuals inside [lower, upper] (both inclusive), over the finite triples; NaN when none. */
export function intervalCoverage(actual: readonly number[], lower: readonly number[], upper: readonly number[]): number {
  let inside = 0;
  let n = 0;
  actual.forEach((a, i) => {
    const lo = lower[i];
    const hi = upper[i];
    if (!Number.isFinite(a) || lo === undefined || hi === undefined || !Number.isFinite(lo) || !Number.isFinite(hi)) return;
    n++;
    if (a >= lo && a <= hi) inside++;
  });
  return n ? inside / n : NaN;
}

/**
 * Mean pinball loss of the p-quantile forecast `q`: (a - q) x p when the actual a is above it,
 * (q - a) x (1 - p) otherwise; in the unit of the values; NaN when no pair is finite.
 */
export function pinballLoss(actual: readonly number[], q: readonly number[], p: number): number {
  let s = 0;
  let n = 0;
  actual.forEach((a, i) => {
    const x = q[i];
    if (!Number.isFinite(a) || x === undefined || !Number.isFinite(x)) return;
    s += a >= x ? (a - x) * p : (x - a) * (1 - p);
    n++;
  });
  return n ? s / n : NaN;
}
