import type { Database } from '../db/database';
import { DEFAULT_SEED_DIR } from '../seed/seed';
import { localMidnightUtc } from '../seed/time';
import { hoursBetween, readForecastInputs, type HourlySeries } from './inputs';
import { mape } from './mape';
import { intervalCoverage, pinballLoss, QUANTILES } from './quantiles';
import { readIsdHours } from './stations';
import { fitV2Markets, forecastV2, type V2Model } from './v2';
import { DOCUMENTED_WEATHER_ERROR, WEATHER_ERROR } from './weatherError';
import { fillShortGaps, StationWeather, zoneWeatherLabel, type ZoneWeatherConfig } from './zoneWeather';

const HOUR = 3_600_000;

/**
 * Weather of each market's v2 in the benchmark (issue #36): each zone's own airport station where
 * the seed holds one (NOAA ISD-Lite 2017-2020), else the nearest; the ERCOT total on a weighted
 * mean of the four stations. San Angelo's daily maximum (GHCN-Daily) where it earned its place on 2018.
 */
export const ZONE_WEATHER: Readonly<Record<string, ZoneWeatherConfig>> = {
  NCENT: { hourly: { DFW: 1 }, daily: 'SJT' },
  NORTH: { hourly: { DFW: 1 }, daily: 'SJT' },
  EAST: { hourly: { DFW: 1 }, daily: 'SJT' },
  COAST: { hourly: { IAH: 1 }, daily: 'SJT' },
  SCENT: { hourly: { SAT: 1 }, daily: 'SJT' },
  SOUTH: { hourly: { LRD: 1 }, daily: 'SJT' },
  WEST: { hourly: { DFW: 1 }, daily: 'SJT' },
  FWEST: { hourly: { DFW: 1 }, daily: 'SJT' },
  ERCOT: { hourly: { DFW: 0.45, IAH: 0.35, SAT: 0.15, LRD: 0.05 }, daily: 'SJT' },
};

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
  /** Quantile calibration: off, or the first day (local) of the year before the scored one whose model's errors calibrate. */
  calibrate?: boolean;
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
 * Calibrated quantiles: the documented-error model fitted on the year before the scored one only
 * (from `trainFrom`) forecasts that year day-ahead out of sample; P10/P50/P90 = forecast x (1 + the
 * p-quantile of its relative errors at the same local hour of day). Needs the `load` and `weather`
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
  const calibStart = localMidnightUtc(`${year - 1}-01-01`);
  const scoredDays = dayAheadDays(`${year}-01-01`, `${year + 1}-01-01`);
  const calibDays = dayAheadDays(`${year - 1}-01-01`, `${year}-01-01`);

  // One shared fit per weather config (markets with the same config share X'X).
  const groups = new Map<string, string[]>();
  for (const m of markets) {
    const key = JSON.stringify(configs[m]);
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const lines: ZoneLine[] = [];
  for (const [key, group] of groups) {
    const config = JSON.parse(key) as ZoneWeatherConfig;
    const obsW = weather.observed.observedWeather(config);
    const loads = new Map(group.map((m) => [m, data.load.get(m) ?? new Map<number, number>()]));
    const hours = (from: number, to: number) => hoursBetween(from, to);
    const fit = (variant: Variant, from: number, to: number): Map<string, V2Model> =>
      fitV2Markets(hours(from, to), loads, obsW, {
        hasDaily: config.daily !== undefined,
        ...((variant === 'observed' ? options.ridge?.observed : options.ridge?.forecast) !== undefined
          ? { ridge: variant === 'observed' ? options.ridge!.observed! : options.ridge!.forecast! }
          : {}),
        ...(variant === 'observed' ? {} : { inputWeather: weather[variant].dayAhead(config) }),
      });
    const models = {
      observed: fit('observed', trainStart, start),
      documented: fit('documented', trainStart, start),
      archive: fit('archive', trainStart, start),
    };
    const calibModels = options.calibrate ? fit('documented', trainStart, calibStart) : undefined;
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
      // Relative errors of the calibration year per local hour of day.
      const byHour: number[][] = Array.from({ length: 24 }, () => []);
      if (calibModels) {
        const c = run('documented', calibModels.get(market)!, calibDays);
        for (const [t, v] of c) {
          const a = load.get(t);
          if (a !== undefined && Number.isFinite(v) && v !== 0) byHour[new Date(new Date(t).toLocaleString('en-US', { timeZone: 'America/Chicago' })).getHours()]!.push(a / v - 1);
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
          const hq = q[new Date(new Date(t).toLocaleString('en-US', { timeZone: 'America/Chicago' })).getHours()]!;
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
        ...(calibModels
          ? {
              coverage80: intervalCoverage(cols.a, cols.bands[0]!, cols.bands[2]!),
              pinball: (100 * QUANTILES.reduce((sum, p, k) => sum + pinballLoss(cols.a, cols.bands[k]!, p), 0)) / QUANTILES.length / meanActual,
            }
          : {}),
      });
    }
  }
  return lines.sort((a, b) => (a.market === 'ERCOT' ? 1 : b.market === 'ERCOT' ? -1 : a.market.localeCompare(b.market)));
}

function quantileOf(values: number[], p: number): number {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  return s[lo]! + (h - lo) * ((s[Math.min(lo + 1, s.length - 1)] ?? s[lo]!) - s[lo]!);
}
