import { normalRng } from '../seed/random';

/**
 * Derived weather forecasts. No public archive of issued temperature forecasts is in the seed, so
 * a forecast is the observed temperature plus an error that grows with lead time:
 *
 *   forecast(t) = observed(t) + sigma(L) * e(t),  L = hours from the process time to t
 *   sigma(L) = 1.5 degF + 0.025 degF/h * L   (2.1 degF a day ahead, 5.7 degF a week ahead)
 *   e is an AR(1) series with phi = 0.9 per hour and unit variance, e(first hour) ~ N(0, 1)
 *
 * drawn from a seeded generator (seed = 20120101 xor the process time in hours xor the station
 * code), so a forecast is the same on every seed build. The statistics are stated assumptions,
 * not measured from any forecast provider.
 */

/** Error standard deviation at lead `hours`, degF. */
export function forecastErrorSigma(hours: number): number {
  return 1.5 + 0.025 * Math.max(0, hours);
}

/** Hour-to-hour autocorrelation of the error. */
export const ERROR_PHI = 0.9;

function stationCode(station: string): number {
  let h = 0;
  for (const ch of station) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * Forecast temperatures for consecutive hours after a process time.
 * @param observed observed temperature per target hour, degF, in time order (NaN passes through)
 * @param leads lead time of each target hour, hours (> 0)
 * @param processTimeMs process time, UTC epoch ms (seeds the generator)
 * @param station station id (seeds the generator)
 * @returns forecast temperature per target hour, degF, rounded to 0.1
 */
export function deriveForecastTemperatures(observed: readonly number[], leads: readonly number[], processTimeMs: number, station: string): number[] {
  const z = normalRng((20120101 ^ Math.floor(processTimeMs / 3_600_000) ^ stationCode(station)) >>> 0);
  let e = z();
  return observed.map((obs, i) => {
    if (i > 0) e = ERROR_PHI * e + Math.sqrt(1 - ERROR_PHI * ERROR_PHI) * z();
    return Math.round((obs + forecastErrorSigma(leads[i] ?? 0) * e) * 10) / 10;
  });
}
