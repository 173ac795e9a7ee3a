import Papa from 'papaparse';
import { localMidnightUtc } from '../seed/time';
import type { HourlySeries } from './inputs';
import { WEATHER_ERROR_STATS } from './weatherErrorStats';

/**
 * Weather-forecast error grounded in data (issue #20): the archived World Weather Online forecasts
 * of Texas cities, issued daily 2021-03-25 .. 2021-06-20 (../shared/data/raw/weather-forecast-wwo-tx-2021),
 * against the observed hourly temperature of the same cities (NOAA ISD 2021: Houston, Dallas-Fort
 * Worth, Austin). Only the statistics are committed (`weatherErrorStats.ts`), never the
 * archive's rows; `pnpm exec tsx apps/api/scripts/convert-seed.ts --weather-error-only` recomputes them.
 */

/** Error statistics of one lead-time bin, degF (error = forecast - observed). */
export interface LeadErrorBin {
  /** Lead bin [from, to) in hours after the issue time. */
  fromHours: number;
  toHours: number;
  /** Pairs in the bin. */
  n: number;
  /** Mean error (bias), degF. */
  bias: number;
  /** Standard deviation of the error, degF. */
  sd: number;
  /** Root mean square error, degF. */
  rmse: number;
}

/** The committed statistics. */
export interface WeatherErrorStats {
  source: string;
  method: string;
  /** City of the archive to station of the seed. */
  stations: Record<string, string>;
  bins: LeadErrorBin[];
  /** Correlation of the errors of consecutive 3-hourly slots of one issue and city, and the hourly AR(1) coefficient it implies (r3^(1/3)). */
  r3: number;
  phiHourly: number;
}

/** Cities of the archive with an hourly observed record in the seed, by station id. */
export const ARCHIVE_CITIES: Record<string, string> = { Houston: 'HOU', Dallas: 'DFW', Austin: 'AUS' };

/** Bin width of the statistics, hours. */
export const LEAD_BIN_HOURS = 12;

/**
 * Measures forecast error by lead time from the archive's CSV text against observed temperature.
 * Pairs: every archived 3-hourly value of a city in {@link ARCHIVE_CITIES} whose target (local
 * America/Chicago clock; no clock change falls inside the archive's span) has an observed hour,
 * with lead = target - issue (the snapshot's commit time) in (0, 168] hours.
 * @param csvText the archive file (columns snapshot_commit_utc, target_date, target_time_local_hhmm, city, tempF)
 * @param observed observed hourly temperature (degF) per station, keyed by hour start (UTC ms)
 */
export function measureWeatherError(csvText: string, observed: ReadonlyMap<string, HourlySeries>): WeatherErrorStats {
  const rows = Papa.parse<Record<string, string>>(csvText, { header: true, skipEmptyLines: true }).data;
  const bins = new Map<number, number[]>();
  const bySeries = new Map<string, { target: number; error: number }[]>();
  for (const r of rows) {
    const station = ARCHIVE_CITIES[r.city ?? ''];
    if (!station) continue;
    const issue = Date.parse(r.snapshot_commit_utc ?? '');
    const hhmm = Number(r.target_time_local_hhmm);
    const target = localMidnightUtc(r.target_date ?? '') + (hhmm / 100) * 3_600_000;
    const lead = (target - issue) / 3_600_000;
    const obs = observed.get(station)?.get(target);
    const fc = Number(r.tempF);
    if (!(lead > 0 && lead <= 168) || obs === undefined || !Number.isFinite(fc)) continue;
    const error = fc - obs;
    const bin = Math.floor(lead / LEAD_BIN_HOURS);
    const list = bins.get(bin) ?? [];
    list.push(error);
    bins.set(bin, list);
    const key = `${r.snapshot_commit}|${station}`;
    const s = bySeries.get(key) ?? [];
    s.push({ target, error });
    bySeries.set(key, s);
  }
  const out: LeadErrorBin[] = [...bins.keys()].sort((a, b) => a - b).map((b) => {
    const e = bins.get(b)!;
    const n = e.length;
    const bias = e.reduce((a, x) => a + x, 0) / n;
    const sd = Math.sqrt(e.reduce((a, x) => a + (x - bias) ** 2, 0) / Math.max(1, n - 1));
    const rmse = Math.sqrt(e.reduce((a, x) => a + x * x, 0) / n);
    return { fromHours: b * LEAD_BIN_HOURS, toHours: (b + 1) * LEAD_BIN_HOURS, n, bias: round(bias), sd: round(sd), rmse: round(rmse) };
  });
  // Lag-3h correlation of the errors within one issue and city (pairs 3 hours apart).
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const s of bySeries.values()) {
    s.sort((a, b) => a.target - b.target);
    for (let i = 1; i < s.length; i++) {
      if (s[i]!.target - s[i - 1]!.target !== 3 * 3_600_000) continue;
      sxy += s[i]!.error * s[i - 1]!.error;
      sxx += s[i - 1]!.error ** 2;
      syy += s[i]!.error ** 2;
    }
  }
  const r3 = sxy / Math.sqrt(sxx * syy);
  return {
    source: 'World Weather Online forecasts archived by the WiDS Texas Datathon 2021 repository (85 daily issues 2021-03-25..2021-06-20), vs NOAA ISD 2021 hourly observations',
    method:
      'error = forecast tempF - observed temperature of the hour starting at the 3-hourly target (local America/Chicago clock); lead = target - issue (commit time); ' +
      `bins of ${LEAD_BIN_HOURS} h up to 168 h; cities Houston (HOU), Dallas (DFW), Austin (AUS); r3 = correlation of errors 3 h apart within one issue and city; phiHourly = r3^(1/3).`,
    stations: ARCHIVE_CITIES,
    bins: out,
    r3: round(r3),
    phiHourly: round(Math.cbrt(Math.max(0, r3))),
  };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The committed statistics (see {@link measureWeatherError}). */
export const WEATHER_ERROR: WeatherErrorStats = WEATHER_ERROR_STATS;

/** Bias and standard deviation of the forecast error at `leadHours` (the bin holding it; the last bin beyond), degF. */
export function leadError(leadHours: number, s: WeatherErrorStats = WEATHER_ERROR): { bias: number; sd: number } {
  const bins = s.bins;
  const bin = bins.find((b) => leadHours >= b.fromHours && leadHours < b.toHours) ?? (leadHours <= 0 ? bins[0] : bins[bins.length - 1]);
  return { bias: bin?.bias ?? 0, sd: bin?.sd ?? 0 };
}

/**
 * A weather forecast with the measured error: for consecutive hours after a process time,
 * observed + bias(L) + sd(L) * e, L the lead in hours, e an AR(1) series of unit variance with the
 * measured hourly coefficient ({@link WeatherErrorStats.phiHourly}), drawn from `rng` (standard
 * normal draws). NaN observations pass through.
 * @param observed observed temperature per target hour, degF, in time order
 * @param leads lead of each target hour, hours
 */
export function groundedForecastTemperatures(observed: readonly number[], leads: readonly number[], rng: () => number, s: WeatherErrorStats = WEATHER_ERROR): number[] {
  const phi = s.phiHourly;
  let e = rng();
  return observed.map((obs, i) => {
    if (i > 0) e = phi * e + Math.sqrt(1 - phi * phi) * rng();
    const { bias, sd } = leadError(leads[i] ?? 0, s);
    return obs + bias + sd * e;
  });
}

/** The TypeScript module text of `weatherErrorStats.ts` holding `stats`. */
export function weatherErrorModule(stats: WeatherErrorStats): string {
  return `/**
 * Generated by \`pnpm exec tsx apps/api/scripts/convert-seed.ts --weather-error-only\` (see
 * \`measureWeatherError\` in weatherError.ts): statistics only, no row of the archive.
 */
import type { WeatherErrorStats } from './weatherError';

/** Measured weather-forecast error by lead time. */
export const WEATHER_ERROR_STATS: WeatherErrorStats = ${JSON.stringify(stats, null, 2)};
`;
}
