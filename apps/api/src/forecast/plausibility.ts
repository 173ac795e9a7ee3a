import type { HourlySeries } from './inputs';

/**
 * Plausibility of forecaster runs: every forecast and backcast value of a market must lie within
 * its historical range of actual load, widened by a margin, else the run is implausible and the
 * seed build stops (issue #20: runs once reached twice the load, e.g. 115,836 MW for the ERCOT
 * total whose record is about 85 GW).
 */

/**
 * Widening of the historical range: a value may reach {@link PLAUSIBLE_ABOVE} times the
 * market's highest actual hour and go down to {@link PLAUSIBLE_BELOW} times its lowest.
 * A forecast 15 % above the all-time record, or a quarter below the lowest hour, is a model
 * failure, not a forecast (ERCOT's yearly peak grew 2-6 % a year over 2016-2025).
 */
export const PLAUSIBLE_ABOVE = 1.15;
/** See {@link PLAUSIBLE_ABOVE}. */
export const PLAUSIBLE_BELOW = 0.75;

/** Historical range of one market's actual load, MWh per hour. */
export interface LoadRange {
  min: number;
  max: number;
}

/** Lowest and highest actual hour per market (hours that are finite and > 0). */
export function historicalRanges(load: ReadonlyMap<string, HourlySeries>): Map<string, LoadRange> {
  const out = new Map<string, LoadRange>();
  for (const [market, series] of load) {
    let min = Infinity;
    let max = -Infinity;
    for (const v of series.values()) {
      if (!Number.isFinite(v) || v <= 0) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (max >= min) out.set(market, { min, max });
  }
  return out;
}

/** One implausible run: where, its extreme value and the bound it crossed. */
export interface Implausible {
  market: string;
  /** `short_term`, `long_term` or `backcast`. */
  kind: string;
  /** Process time of the run (ISO UTC), or null for a backcast. */
  processTime: string | null;
  /** The hour (UTC epoch ms) of the value furthest outside, and that value, MWh. */
  at: number;
  value: number;
  /** The crossed bound, MWh. */
  bound: number;
}

/**
 * Checks runs against their markets' historical ranges. Feed every run's values with
 * {@link PlausibilityCheck.run}, then read {@link PlausibilityCheck.failures}.
 */
export class PlausibilityCheck {
  readonly failures: Implausible[] = [];
  constructor(private readonly ranges: ReadonlyMap<string, LoadRange>) {}

  /**
   * Checks one run: records it as implausible (with its furthest value) when any value is outside
   * [PLAUSIBLE_BELOW x min, PLAUSIBLE_ABOVE x max] of the market's actual load. NaN values are
   * skipped; a market without actuals is not checked.
   * @returns whether the run passed
   */
  run(market: string, kind: string, processTime: string | null, hours: readonly number[], values: readonly number[]): boolean {
    const range = this.ranges.get(market);
    if (!range) return true;
    const high = PLAUSIBLE_ABOVE * range.max;
    const low = PLAUSIBLE_BELOW * range.min;
    let worst: Implausible | undefined;
    let worstExcess = 0;
    values.forEach((v, i) => {
      if (!Number.isFinite(v)) return;
      const excess = v > high ? v / high : v < low ? low / Math.max(v, 1e-9) : 0;
      if (excess > worstExcess) {
        worstExcess = excess;
        worst = { market, kind, processTime, at: hours[i]!, value: v, bound: v > high ? high : low };
      }
    });
    if (worst) this.failures.push(worst);
    return worst === undefined;
  }
}

/** Thrown by the seed build when a run is implausible; the message lists the runs (first 10). */
export class ImplausibleForecastError extends Error {
  constructor(readonly failures: readonly Implausible[]) {
    const lines = failures.slice(0, 10).map((f) =>
      `${f.market} ${f.kind}${f.processTime ? ` run ${f.processTime}` : ''}: ${Math.round(f.value).toLocaleString('en-US')} MWh at ` +
        `${new Date(f.at).toISOString().slice(0, 16)}Z, outside the plausible bound ${Math.round(f.bound).toLocaleString('en-US')} MWh`,
    );
    const more = failures.length > 10 ? `\n  ... and ${failures.length - 10} more` : '';
    super(`${failures.length} forecaster runs are implausible against their market's historical load range ` +
      `(${PLAUSIBLE_BELOW} x lowest .. ${PLAUSIBLE_ABOVE} x highest actual hour):\n  ${lines.join('\n  ')}${more}`);
  }
}
