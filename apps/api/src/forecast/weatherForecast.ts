import { normalRng } from '../seed/random';
import { localMidnightUtc } from '../seed/time';
import { localCalendar } from './calendar';
import { hoursBetween, type HourlySeries } from './inputs';
import type { V2Weather } from './v2';
import { farStationCorrelation, groundedForecastPath, leadErrorAt, WEATHER_ERROR, type WeatherErrorStats } from './weatherError';

const HOUR = 3_600_000;

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

/** A station id as a number (seed salt). */
export function stationCode(station: string): number {
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

/**
 * The weather as known at a process time: observed up to it and after it, for `hours` hours, the
 * forecast with the error measured from archived forecasts (`weatherError.ts`; one seeded path per
 * process time: seed 20190101 xor the process time in hours xor `salt`, e.g. a station code), NaN beyond; the daily station's
 * value ({@link forecastDaily}) errs with the hourly path as the archive measured.
 * @param temps observed hourly temperature of the station, degF
 * @param observed observed weather of the model (its `daily`, when any, is forecast too)
 */
export function forecastWeatherAt(processTime: number, temps: HourlySeries, observed: V2Weather, hours = 48, salt = 0): V2Weather & { path: number[]; temps: number[] } {
  const path = hoursBetween(processTime + HOUR, processTime + (hours + 1) * HOUR);
  const fc = groundedForecastPath(path.map((h) => temps.get(h) ?? NaN), path.map((h) => (h - processTime) / HOUR), normalRng((20190101 ^ Math.floor(processTime / HOUR) ^ salt) >>> 0));
  const map = new Map(path.map((h, i) => [h, fc.temps[i]!]));
  const unit = new Map(path.map((h, i) => [h, fc.unit[i]!]));
  return {
    hourly: (x) => (x > processTime ? (map.get(x) ?? NaN) : (temps.get(x) ?? NaN)),
    daily: forecastDaily(observed.daily, processTime, (x) => unit.get(x)),
    path,
    temps: fc.temps,
  };
}

/**
 * The weather a day-ahead run sees for each hour of `hours`: for an hour of local day D, as known
 * at 06:00 on D-1 ({@link forecastWeatherAt}; the same draws as the benchmark year's runs use).
 */
export function dayAheadWeather(hours: readonly number[], temps: HourlySeries, observed: V2Weather): (t: number) => V2Weather {
  const byDay = new Map<string, V2Weather>();
  return (t) => {
    const day = localCalendar(t).day;
    let w = byDay.get(day);
    if (w) return w;
    const prev = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    w = forecastWeatherAt(localMidnightUtc(prev) + 6 * HOUR, temps, observed);
    byDay.set(day, w);
    return w;
  };
}

/**
 * A zone station's daily temperature as known at `processTime`: observed for days before the
 * process day, else observed + the measured error at the lead of that day's 15:00 local (the
 * hour of the daily maximum; by lead and local hour when the statistics say their issue hour,
 * {@link leadErrorAt}, so a daily high gets the archive's afternoon error): e = rho * u + sqrt(1 - rho^2) * z, u the hourly path's unit error at
 * that hour (`hourlyUnit`, when the path reaches it), rho the measured correlation of distant
 * stations' errors ({@link farStationCorrelation}), z one seeded draw per day and process time.
 */
export function forecastDaily(
  daily: V2Weather['daily'],
  processTime: number,
  hourlyUnit?: (t: number) => number | undefined,
  stats: WeatherErrorStats = WEATHER_ERROR,
): V2Weather['daily'] {
  if (!daily) return undefined;
  const processDay = localCalendar(processTime).day;
  const rho = farStationCorrelation(stats);
  return (day) => {
    const obs = daily(day);
    if (day < processDay || !Number.isFinite(obs)) return obs;
    const at = localMidnightUtc(day) + 15 * HOUR;
    const { bias, sd } = leadErrorAt((at - processTime) / HOUR, 15, stats);
    const z = normalRng((7_1219 ^ Math.floor(processTime / HOUR) ^ Number(day.replaceAll('-', ''))) >>> 0)();
    const u = hourlyUnit?.(at);
    return obs + bias + sd * (u === undefined ? z : rho * u + Math.sqrt(1 - rho * rho) * z);
  };
}
