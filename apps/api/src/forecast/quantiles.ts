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

/** One issued day of {@link adaptiveBands}: the point forecast and the actual of each of its hours. */
export interface BandDay {
  /** Calibration group of each hour (e.g. its local hour of day): the key of its error samples. */
  groups: readonly number[];
  /** Point forecast per hour, MWh. */
  forecast: readonly number[];
  /** Actual per hour, MWh; NaN where unknown (it then does not update the levels). */
  actual: readonly number[];
}

/** Options of {@link adaptiveBands}. */
export interface AdaptiveBandOptions {
  /** Nominal quantile levels, each in (0, 1). @default QUANTILES */
  levels?: readonly number[];
  /** Step of the level update per day (0: the static calibration). */
  gamma: number;
  /**
   * Days between a day and the first one whose level it updates: 2 for a day-ahead run issued on
   * D-1, which knows the actuals of D-2 but not all of D-1's. @default 2
   */
  delayDays?: number;
}

/**
 * Quantile bands of a sequence of issued days by adaptive conformal inference (Gibbs and Candès
 * 2021, "Adaptive conformal inference under distribution shift", NeurIPS 34), one level per
 * nominal quantile: the band of an hour is forecast x (1 + the level-quantile of its group's
 * relative errors, `samples`, from a calibration period before the days); after each day known
 * at issue time (`delayDays`), every level moves by gamma x (share of that day's actuals above
 * its band - (1 - nominal)), so a band missed more often than nominal widens and one missed less
 * narrows. Levels are held in [0, 1] (the calibration's extremes).
 * @param days the issued days in time order
 * @param samples relative errors (actual / forecast - 1) of the calibration period per group
 * @returns per day, per level, the band value of each hour (MWh; NaN where the forecast or the group's samples are missing)
 * @throws RangeError when gamma is negative or a level is outside (0, 1)
 */
export function adaptiveBands(days: readonly BandDay[], samples: ReadonlyMap<number, readonly number[]>, options: AdaptiveBandOptions): number[][][] {
  const levels = options.levels ?? QUANTILES;
  const delay = options.delayDays ?? 2;
  if (!(options.gamma >= 0)) throw new RangeError('gamma must be 0 or more');
  if (!levels.every((p) => p > 0 && p < 1)) throw new RangeError('quantile levels must be between 0 and 1');
  const sorted = new Map([...samples].map(([g, s]) => [g, s.filter(Number.isFinite).sort((a, b) => a - b)]));
  const at = (s: readonly number[] | undefined, p: number) => {
    if (!s?.length) return NaN;
    const h = (s.length - 1) * p;
    const lo = Math.floor(h);
    return s[lo]! + (h - lo) * ((s[Math.min(lo + 1, s.length - 1)] ?? s[lo]!) - s[lo]!);
  };
  const level = [...levels];
  const out: number[][][] = [];
  days.forEach((day, i) => {
    const known = i - delay;
    if (known >= 0 && options.gamma > 0) {
      const prev = days[known]!;
      levels.forEach((p, k) => {
        let above = 0;
        let n = 0;
        prev.actual.forEach((a, j) => {
          const b = out[known]![k]![j]!;
          if (!Number.isFinite(a) || !Number.isFinite(b)) return;
          n++;
          if (a > b) above++;
        });
        if (n) level[k] = Math.min(1, Math.max(0, level[k]! + options.gamma * (above / n - (1 - p))));
      });
    }
    out.push(level.map((p) => day.forecast.map((f, j) => f * (1 + at(sorted.get(day.groups[j]!), p)))));
  });
  return out;
}
