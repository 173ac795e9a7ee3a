import type { Database } from '../db/database';
import { DEFAULT_SEED_DIR } from '../seed/seed';
import { localMidnightUtc } from '../seed/time';
import { localCalendar } from './calendar';
import { hoursBetween, readForecastInputs, type HourlySeries } from './inputs';
import { mape } from './mape';
import { adaptiveBands, intervalCoverage, pinballLoss, QUANTILES, type BandDay } from './quantiles';
import { readIsdHours } from './stations';
import { fitV2Markets, forecastV2, type V2Model } from './v2';
import { DOCUMENTED_WEATHER_ERROR, errorCorrelationLengthKm, PHASED_WEATHER_ERROR, stationErrorCorrelation } from './weatherError';
import { fillShortGaps, StationWeather, ZONE_WEATHER, zoneWeatherLabel, type ZoneWeatherConfig } from './zoneWeather';

export { ZONE_WEATHER };

const HOUR = 3_600_000;


/**
 * Ridge of the weather columns of the benchmark's observed-weather models: 0.1, chosen on 2018 for
 * the total among 1e-3 (v2's `RIDGE_OBSERVED`; Coast 5.81 % against 2.90 % at 3e-2), 1e-2
 * (3.25 %), 3e-2 (3.16 %) and 0.1 (3.09 %): the zone stations' one-year fits need more than v2's
 * default. The forecast-weather models keep v2's `RIDGE_FORECAST` (1e-2 4.05 %, 3e-2 4.08 %, 0.1 4.11 %).
 */
export const ZONE_RIDGE_OBSERVED = 0.1;

/**
 * Draws of the weather-forecast error each training hour of the forecast-weather models enters
 * with, and their ridge: 5 and 1e-2, chosen on 2018 (fitted on 2017; the ERCOT total's day-ahead
 * MAPE on the documented error) among 1, 3, 5 and 8 draws at v2's `RIDGE_FORECAST` (3.79, 3.64,
 * 3.62, 3.63 %) and ridges 1e-3, 3e-3, 1e-2 and 3e-2 at 5 draws (3.68, 3.61, 3.59, 3.62 %; one
 * draw at 1e-2 3.78 %). One draw fits the attenuation of the temperature terms to one noise
 * realisation; several fit it to the error's distribution. Tried on 2018 with these and left out:
 * T72, the mean temperature 49-72 h before the hour, as a further temperature block (3.59 ->
 * 3.63 %); the total as the mean of its own forecast and the sum of the zones' (3.57 %, within a
 * draw's noise); station weights 40/30/20/10 (3.57 %, observed weather 2.93 -> 3.01 %); the total
 * without dew point (3.78 %). Before, with one draw: the daily maximum or mean of the hourly
 * station as v2's daily block (3.88 -> 4.01 and 3.91 %).
 */
export const ZONE_TRAINING_DRAWS = 5;
/** Ridge of the forecast-weather models' weather columns, with {@link ZONE_TRAINING_DRAWS} (see there). */
export const ZONE_RIDGE_FORECAST = 1e-2;

/** Options of {@link zoneBenchmark}. */
export interface ZoneBenchmarkOptions {
  /** Year scored (local calendar). @default 2019 */
  year?: number;
  /** First day (local) of the training window; it ends where the scored year begins. @default '2017-01-01' */
  trainFrom?: string;
  /** Weather per market. @default ZONE_WEATHER */
  configs?: Readonly<Record<string, ZoneWeatherConfig>>;
  /** Markets scored (default every market of {@link ZONE_WEATHER}). */
  markets?: readonly string[];
  /** Folder of the seed files (the ISD hours are read from it). */
  seedDir?: string;
  /** Whether to calibrate P10/P50/P90 on the year before the scored one and score them. @default false */
  calibrate?: boolean;
  /** Adds a line for the ERCOT total as the sum of the eight zones' forecasts. */
  sumZones?: boolean;
  /** Ridges of the weather columns of the observed-weather and the forecast-weather models (default {@link ZONE_RIDGE_OBSERVED}, {@link ZONE_RIDGE_FORECAST}). */
  ridge?: { observed?: number; forecast?: number };
  /** Correlation of two stations' forecast errors (default by their distance, `stationErrorCorrelation`). */
  rho?: number;
  /** Independent draws of the weather-forecast error each training hour enters the forecast-weather models with. @default ZONE_TRAINING_DRAWS */
  trainingDraws?: number;
  /** Skips the WWO-archive variant (its column repeats the documented one); for quick comparisons. */
  skipArchive?: boolean;
}

/** One market's line of {@link zoneBenchmark}: day-ahead MAPE, percent, over the same hours. */
export interface ZoneLine {
  market: string;
  weather: string;
  /** Hours scored (every forecast of the line finite, and ERCOT's published one for the total). */
  hours: number;
  /** v2 on observed weather (the bound a perfect weather forecast gives). */
  observed: number;
  /** v2 on the weather forecast with the documented error ({@link DOCUMENTED_WEATHER_ERROR}). */
  documented: number;
  /** v2 on the weather forecast with the error measured from the WWO archive ({@link PHASED_WEATHER_ERROR}: by lead and local hour). */
  archive: number;
  /** ERCOT's published day-ahead forecast, the total only. */
  official: number | null;
  /** P10-P90 coverage (0..1) of the documented-error run's calibrated quantiles, when calibrated. */
  coverage80?: number;
  /** Mean pinball loss over P10/P50/P90, percent of the mean actual, when calibrated. */
  pinball?: number;
  /** Step of the adaptive quantile levels chosen on the calibration year ({@link ADAPTIVE_GAMMAS}), when calibrated. */
  gamma?: number;
}

/** Steps of the adaptive conformal levels tried on the calibration year (0: the static quantiles). */
export const ADAPTIVE_GAMMAS = [0, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2] as const;

type Variant = 'observed' | 'documented' | 'archive';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Day-ahead process times (06:00 local on D-1) and the hours of D, for every local day of [from, to). */
function dayAheadDays(from: string, to: string): { processTime: number; hours: number[] }[] {
  const out: { processTime: number; hours: number[] }[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); iso(d) < to; d += 86_400_000) {
    const day = iso(d);
    out.push({ processTime: localMidnightUtc(iso(d - 86_400_000)) + 6 * HOUR, hours: hoursBetween(localMidnightUtc(day), localMidnightUtc(iso(d + 86_400_000))) });
  }
  return out;
}

/**
 * 2019 (or `year`) day-ahead accuracy of v2 per ERCOT weather zone and for the total, on each
 * zone's own weather ({@link ZONE_WEATHER}): on observed weather, on a weather forecast with the
 * documented error and with the error measured from the WWO archive, next to ERCOT's published
 * forecast for the total, over the same hours per market. Every model is fitted on the hours from
 * `trainFrom` to the scored year (the forecast-weather models on the day-ahead forecasts of their
 * training days, with the same error); each day D is forecast at 06:00 local on D-1 (lead 18-42 h).
 * Weather forecasts: each station's observed hours plus the error of its lead and local hour
 * (`leadErrorAt`), the stations' errors correlated by their distance (`stationErrorCorrelation`,
 * fitted to the archive's three measured pairs); the forecast-weather models are trained on
 * {@link ZONE_TRAINING_DRAWS} independent draws of that error per training hour.
 * Calibrated quantiles (`calibrate`), cross-fitted on the last training year (2018): each of its
 * quarters is forecast day-ahead by the documented-error model fitted on the training window
 * without that quarter (out of sample, on at least 21 months, so with its trend); their relative
 * errors (actual / forecast - 1) per local hour of day give the bands of the scored year by
 * adaptive conformal inference ({@link calibratedBands}: P10/P50/P90 = forecast x (1 + the
 * level-quantile of the hour's errors), each level moved after every day known at issue time by
 * how often that day's actuals fell above it; the step chosen per market on 2018 alone). The
 * scored year is never used to choose anything: its actuals enter a band only once a day-ahead
 * run would know them (the day before the day before). The previous model's static 2018 quantiles
 * covered 71-84 % of 2019's hours per zone; the in-sample errors of the final model, even widened by
 * sqrt((n + p) / (n - p)), only 64-76 %. Needs the `load` and `weather` seed steps and the
 * committed ISD hours.
 */
export async function zoneBenchmark(db: Database, options: ZoneBenchmarkOptions = {}): Promise<ZoneLine[]> {
  const year = options.year ?? 2019;
  const trainFrom = options.trainFrom ?? '2017-01-01';
  const configs = options.configs ?? ZONE_WEATHER;
  const markets = options.markets ?? Object.keys(configs);
  const data = await readForecastInputs(db);
  const isd = await readIsdHours(db, options.seedDir ?? DEFAULT_SEED_DIR);
  const temps = new Map<string, HourlySeries>([...isd].map(([s, h]) => [s, fillShortGaps(h.temperature)]));
  const dew = new Map<string, HourlySeries>([...isd].map(([s, h]) => [s, fillShortGaps(h.dewPoint)]));
  const daily = data.dailyMax ?? new Map<string, Map<string, number>>();
  const lengthKm = errorCorrelationLengthKm();
  const rho = options.rho ?? ((a: string, b: string) => stationErrorCorrelation(a, b, lengthKm));
  const weather: Record<Variant, StationWeather> = {
    observed: new StationWeather(temps, daily, PHASED_WEATHER_ERROR, rho, 48, dew),
    documented: new StationWeather(temps, daily, DOCUMENTED_WEATHER_ERROR, rho, 48, dew),
    archive: new StationWeather(temps, daily, PHASED_WEATHER_ERROR, rho, 48, dew),
  };
  // Further draws of the training hours' forecast error ({@link ZoneBenchmarkOptions.trainingDraws}).
  const extraDraws = new Map<Variant, StationWeather[]>(
    (['documented', 'archive'] as const).map((v) => [
      v,
      Array.from({ length: (options.trainingDraws ?? ZONE_TRAINING_DRAWS) - 1 }, (_, k) => new StationWeather(temps, daily, v === 'documented' ? DOCUMENTED_WEATHER_ERROR : PHASED_WEATHER_ERROR, rho, 48, dew, k + 1)),
    ]),
  );
  const officialRows = await db.all<{ t: number; v: number }>(
    `SELECT epoch_ms(__time)::DOUBLE AS t, load AS v FROM ercot_load WHERE series = 'official' AND market = 'ERCOT' AND orgId IS NULL`,
  );
  const official = new Map(officialRows.map((r) => [r.t, r.v]));
  const start = localMidnightUtc(`${year}-01-01`);
  const trainStart = localMidnightUtc(trainFrom);
  const scoredDays = dayAheadDays(`${year}-01-01`, `${year + 1}-01-01`);
  const calibDays = dayAheadDays(`${year - 1}-01-01`, `${year}-01-01`);

  // One shared fit per weather config (markets with the same config share X'X).
  const groups = new Map<string, string[]>();
  for (const m of markets) {
    const key = JSON.stringify(configs[m]);
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const lines: ZoneLine[] = [];
  const kept = new Map<string, Record<Variant, Map<number, number>>>();
  for (const [key, group] of groups) {
    const config = JSON.parse(key) as ZoneWeatherConfig;
    const obsW = weather.observed.observedWeather(config);
    const loads = new Map(group.map((m) => [m, data.load.get(m) ?? new Map<number, number>()]));
    const fit = (variant: Variant, hours: readonly number[]): Map<string, V2Model> =>
      fitV2Markets(hours, loads, obsW, {
        hasDaily: config.daily !== undefined,
        dewPoint: config.dewPoint ?? false,
        ...(variant === 'observed'
          ? { ridge: options.ridge?.observed ?? ZONE_RIDGE_OBSERVED }
          : { ridge: options.ridge?.forecast ?? ZONE_RIDGE_FORECAST }),
        ...(variant === 'observed' ? {} : { inputWeather: [weather[variant], ...(extraDraws.get(variant) ?? [])].map((sw) => sw.dayAhead(config)) }),
      });
    const train = hoursBetween(trainStart, start);
    const observedModels = fit('observed', train);
    const models = {
      observed: observedModels,
      documented: fit('documented', train),
      archive: options.skipArchive ? observedModels : fit('archive', train),
    };
    const calibrate = options.calibrate ?? false;
    // Cross-fitted calibration: each quarter of the last training year forecast by the
    // documented-error model fitted on the training window without that quarter.
    const quarters = calibrate
      ? [0, 3, 6, 9].map((m) => {
          const from = localMidnightUtc(`${year - 1}-${String(m + 1).padStart(2, '0')}-01`);
          const to = m === 9 ? start : localMidnightUtc(`${year - 1}-${String(m + 4).padStart(2, '0')}-01`);
          return { days: calibDays.filter((d) => d.hours[0]! >= from && d.hours[0]! < to), models: fit('documented', train.filter((t) => t < from || t >= to)) };
        })
      : [];
    for (const market of group) {
      const load = loads.get(market)!;
      const run = (variant: Variant, model: V2Model, days: typeof scoredDays) => {
        const out = new Map<number, number>();
        for (const { processTime, hours: h } of days) {
          const w = variant === 'observed' ? obsW : weather[variant].forecastAt(processTime, config);
          forecastV2(model, processTime, h, load, w, obsW).forEach((v, i) => out.set(h[i]!, v));
        }
        return out;
      };
      const f = {
        observed: run('observed', models.observed.get(market)!, scoredDays),
        documented: run('documented', models.documented.get(market)!, scoredDays),
        archive: options.skipArchive ? run('observed', models.archive.get(market)!, scoredDays) : run('archive', models.archive.get(market)!, scoredDays),
      };
      kept.set(market, f);
      // Day-ahead errors of the calibration year, each quarter out of sample (cross-fitted).
      const calibByQuarter = quarters.map((quarter) => {
        const f = run('documented', quarter.models.get(market)!, quarter.days);
        return quarter.days.map(({ hours: h }) => bandDay(h, f, load));
      });
      const bands = calibrate ? calibratedBands(calibByQuarter, scoredDays.map(({ hours: h }) => bandDay(h, f.documented, load))) : undefined;
      const cols = { a: [] as number[], o: [] as number[], d: [] as number[], w: [] as number[], e: [] as number[], bands: QUANTILES.map(() => [] as number[]) };
      for (const { hours: h } of scoredDays) {
        for (const t of h) {
          const a = load.get(t);
          const e = market === 'ERCOT' ? official.get(t) : 0;
          const o = f.observed.get(t);
          const d = f.documented.get(t);
          const w = f.archive.get(t);
          if (a === undefined || e === undefined || ![o, d, w].every((x) => x !== undefined && Number.isFinite(x))) continue;
          cols.a.push(a);
          cols.o.push(o!);
          cols.d.push(d!);
          cols.w.push(w!);
          cols.e.push(e);
          QUANTILES.forEach((_, k) => cols.bands[k]!.push(bands?.values.get(t)?.[k] ?? NaN));
        }
      }
      const meanActual = cols.a.reduce((x, y) => x + y, 0) / cols.a.length;
      lines.push({
        market,
        weather: zoneWeatherLabel(config),
        hours: cols.a.length,
        observed: mape(cols.a, cols.o),
        documented: mape(cols.a, cols.d),
        archive: mape(cols.a, cols.w),
        official: market === 'ERCOT' ? mape(cols.a, cols.e) : null,
        ...(calibrate
          ? {
              coverage80: intervalCoverage(cols.a, cols.bands[0]!, cols.bands[2]!),
              gamma: bands!.gamma,
              pinball: (100 * QUANTILES.reduce((sum, p, k) => sum + pinballLoss(cols.a, cols.bands[k]!, p), 0)) / QUANTILES.length / meanActual,
            }
          : {}),
      });
    }
  }
  const zones = ['COAST', 'EAST', 'FWEST', 'NCENT', 'NORTH', 'SCENT', 'SOUTH', 'WEST'];
  if (options.sumZones && zones.every((z) => kept.has(z))) {
    const total = data.load.get('ERCOT') ?? new Map<number, number>();
    const cols = { a: [] as number[], o: [] as number[], d: [] as number[], w: [] as number[], e: [] as number[] };
    for (const { hours: h } of scoredDays) {
      for (const t of h) {
        const sum = (v: Variant) => zones.reduce((acc, z) => acc + (kept.get(z)![v].get(t) ?? NaN), 0);
        const a = total.get(t);
        const e = official.get(t);
        const [o, d, w] = [sum('observed'), sum('documented'), sum('archive')];
        if (a === undefined || e === undefined || ![o, d, w].every(Number.isFinite)) continue;
        cols.a.push(a);
        cols.o.push(o);
        cols.d.push(d);
        cols.w.push(w);
        cols.e.push(e);
      }
    }
    lines.push({ market: 'ERCOT (sum of zones)', weather: 'each zone its own', hours: cols.a.length, observed: mape(cols.a, cols.o), documented: mape(cols.a, cols.d), archive: mape(cols.a, cols.w), official: mape(cols.a, cols.e) });
  }
  return lines.sort((a, b) => (a.market.startsWith('ERCOT') === b.market.startsWith('ERCOT') ? a.market.localeCompare(b.market) : a.market.startsWith('ERCOT') ? 1 : -1));
}

const localHour = (t: number) => localCalendar(t).hour;

/** A day's {@link BandDay} (grouped by local hour of day) from a run's forecasts and the actuals. */
function bandDay(hours: readonly number[], forecast: ReadonlyMap<number, number>, load: ReadonlyMap<number, number>): BandDay & { hours: readonly number[] } {
  return { hours, groups: hours.map(localHour), forecast: hours.map((t) => forecast.get(t) ?? NaN), actual: hours.map((t) => load.get(t) ?? NaN) };
}

/** Relative errors (actual / forecast - 1) per group of the finite, non-zero forecasts of `days`. */
function errorsByGroup(days: readonly BandDay[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const d of days) {
    d.groups.forEach((g, j) => {
      const a = d.actual[j]!;
      const f = d.forecast[j]!;
      if (!Number.isFinite(a) || !Number.isFinite(f) || f === 0) return;
      let list = out.get(g);
      if (!list) out.set(g, (list = []));
      list.push(a / f - 1);
    });
  }
  return out;
}

/** Mean pinball loss over {@link QUANTILES} of bands per day (in MWh). */
function meanPinball(days: readonly BandDay[], bands: readonly number[][][]): number {
  const actual = days.flatMap((d) => [...d.actual]);
  return QUANTILES.reduce((sum, p, k) => sum + pinballLoss(actual, bands.flatMap((b) => b[k]!), p), 0) / QUANTILES.length;
}

/**
 * P10/P50/P90 of the scored days by adaptive conformal inference ({@link adaptiveBands}) on the
 * calibration year's out-of-sample errors per local hour, its step chosen on the calibration year
 * alone: each quarter's days are banded from the other three quarters' errors, and the step of
 * {@link ADAPTIVE_GAMMAS} with the least mean pinball loss over the year is kept.
 * @param calibration the calibration year's days per quarter (each forecast out of sample)
 * @param scored the scored days in time order
 */
export function calibratedBands(calibration: readonly (readonly BandDay[])[], scored: readonly (BandDay & { hours: readonly number[] })[]): { gamma: number; values: Map<number, number[]> } {
  let best = { gamma: 0, loss: Infinity };
  for (const gamma of ADAPTIVE_GAMMAS) {
    let loss = 0;
    calibration.forEach((days, i) => {
      const others = errorsByGroup(calibration.filter((_, j) => j !== i).flat());
      loss += meanPinball(days, adaptiveBands(days, others, { gamma })) * days.length;
    });
    if (loss < best.loss) best = { gamma, loss };
  }
  const bands = adaptiveBands(scored, errorsByGroup(calibration.flat()), { gamma: best.gamma });
  const values = new Map<number, number[]>();
  scored.forEach((d, i) => d.hours.forEach((t, j) => values.set(t, QUANTILES.map((_, k) => bands[i]![k]![j]!))));
  return { gamma: best.gamma, values };
}
