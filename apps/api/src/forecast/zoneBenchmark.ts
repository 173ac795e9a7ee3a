import type { Database } from '../db/database';
import { DEFAULT_SEED_DIR } from '../seed/seed';
import { localMidnightUtc } from '../seed/time';
import { localCalendar } from './calendar';
import { hoursBetween, readForecastInputs, type HourlySeries } from './inputs';
import { mape } from './mape';
import { intervalCoverage, pinballLoss, QUANTILES } from './quantiles';
import { readIsdHours } from './stations';
import { fitV2Markets, forecastV2, type V2Model } from './v2';
import { DOCUMENTED_WEATHER_ERROR, WEATHER_ERROR } from './weatherError';
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
  /** Ridges of the weather columns of the observed-weather and the forecast-weather models (default v2's). */
  ridge?: { observed?: number; forecast?: number };
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
  /** v2 on the weather forecast with the error measured from the WWO archive ({@link WEATHER_ERROR}). */
  archive: number;
  /** ERCOT's published day-ahead forecast, the total only. */
  official: number | null;
  /** P10-P90 coverage (0..1) of the documented-error run's calibrated quantiles, when calibrated. */
  coverage80?: number;
  /** Mean pinball loss over P10/P50/P90, percent of the mean actual, when calibrated. */
  pinball?: number;
}

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
 * Calibrated quantiles (`calibrate`), cross-fitted on the last training year (2018): each of its
 * quarters is forecast day-ahead by the documented-error model fitted on the training window
 * without that quarter (out of sample, on at least 21 months, so with its trend); their relative
 * errors (actual / forecast - 1) per local hour of day give P10/P50/P90 = forecast x (1 + q), q
 * the 10/50/90 % quantile of that hour's errors. (The in-sample errors of the final model, even
 * widened by sqrt((n + p) / (n - p)), covered only 64-76 % of 2019's hours per zone.) Needs the `load` and `weather`
 * seed steps and the committed ISD hours.
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
  const weather: Record<Variant, StationWeather> = {
    observed: new StationWeather(temps, daily, WEATHER_ERROR, 0.45, 48, dew),
    documented: new StationWeather(temps, daily, DOCUMENTED_WEATHER_ERROR, 0.45, 48, dew),
    archive: new StationWeather(temps, daily, WEATHER_ERROR, 0.45, 48, dew),
  };
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
          : options.ridge?.forecast !== undefined
            ? { ridge: options.ridge.forecast }
            : {}),
        ...(variant === 'observed' ? {} : { inputWeather: weather[variant].dayAhead(config) }),
      });
    const train = hoursBetween(trainStart, start);
    const models = {
      observed: fit('observed', train),
      documented: fit('documented', train),
      archive: fit('archive', train),
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
        archive: run('archive', models.archive.get(market)!, scoredDays),
      };
      kept.set(market, f);
      // Relative errors of the calibration year per local hour of day.
      const byHour: number[][] = Array.from({ length: 24 }, () => []);
      for (const quarter of quarters) {
        for (const [t, v] of run('documented', quarter.models.get(market)!, quarter.days)) {
          const a = load.get(t);
          if (a !== undefined && Number.isFinite(v) && v !== 0) byHour[localHour(t)]!.push(a / v - 1);
        }
      }
      const q = byHour.map((r) => QUANTILES.map((p) => quantileOf(r, p)));
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
          const hq = q[localHour(t)]!;
          QUANTILES.forEach((_, k) => cols.bands[k]!.push(d! * (1 + hq[k]!)));
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

function quantileOf(values: number[], p: number): number {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  return s[lo]! + (h - lo) * ((s[Math.min(lo + 1, s.length - 1)] ?? s[lo]!) - s[lo]!);
}
