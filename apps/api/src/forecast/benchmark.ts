import type { Database } from '../db/database';
import { localMidnightUtc } from '../seed/time';
import { localCalendar } from './calendar';
import { hoursBetween, readForecastInputs, type ForecastInputs, type HourlySeries } from './inputs';
import { mape } from './mape';
import { fitVanilla, predictVanilla } from './vanilla';
import { normalRng } from '../seed/random';
import { fitV2, forecastV2, type V2Weather } from './v2';
import { deriveForecastTemperatures } from './weatherForecast';
import { farStationCorrelation, groundedForecastPath, leadError } from './weatherError';

const HOUR = 3_600_000;

/** Result of {@link dayAheadBenchmark}. */
export interface DayAheadBenchmark {
  year: number;
  market: string;
  station: string;
  /** Hours scored: every hour of the year with an actual, a model forecast and ERCOT's published forecast. */
  hours: number;
  /** Hours the model was fitted on (every hour before the year with temperature and load). */
  trainHours: number;
  /** Day-ahead MAPE of the GEFCom2012 vanilla model with the derived weather forecast, percent. */
  modelMape: number;
  /** MAPE of ERCOT's published day-ahead forecast (EIA-930) over the same hours, percent. */
  officialMape: number;
}

/**
 * Day-ahead accuracy of the reference forecaster for the ERCOT total over one year, next to
 * ERCOT's own published day-ahead forecast over the same hours. The model is fitted once on every
 * hour before the year (observed Houston temperature); each day D is forecast at 06:00 local on
 * D-1 with the derived weather forecast (lead 18-42 h). Actuals are ERCOT native load.
 * Needs the `load` and `weather` seed steps.
 */
export async function dayAheadBenchmark(db: Database, year = 2019, inputs?: ForecastInputs): Promise<DayAheadBenchmark> {
  const data = inputs ?? (await readForecastInputs(db));
  const market = 'ERCOT';
  const station = 'HOU';
  const load = data.load.get(market) ?? new Map<number, number>();
  const temps = data.observed.get(station) ?? new Map<number, number>();
  const officialRows = await db.all<{ t: number; v: number }>(
    `SELECT epoch_ms(__time)::DOUBLE AS t, load AS v FROM ercot_load WHERE series = 'official' AND market = 'ERCOT'`,
  );
  const official = new Map(officialRows.map((r) => [r.t, r.v]));
  const start = localMidnightUtc(`${year}-01-01`);
  const end = localMidnightUtc(`${year + 1}-01-01`);
  const train = [...temps.keys()]
    .filter((t) => t < start && load.has(t))
    .map((t) => ({ t, temperature: temps.get(t)!, load: load.get(t)! }));
  const model = fitVanilla(train);
  const actual: number[] = [];
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; day.setUTCDate(day.getUTCDate() + 1)) {
    const iso = day.toISOString().slice(0, 10);
    const prev = new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10);
    const processTime = localMidnightUtc(prev) + 6 * HOUR;
    const dayStart = localMidnightUtc(iso);
    const next = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
    // Draw the error path from the hour after the process time, as the seeded forecasts do.
    const path = hoursBetween(processTime + HOUR, Math.min(localMidnightUtc(next), end));
    const fc = deriveForecastTemperatures(path.map((t) => temps.get(t) ?? NaN), path.map((t) => (t - processTime) / HOUR), processTime, station);
    const hours = path.filter((t) => t >= dayStart);
    const offset = path.length - hours.length;
    const predicted = predictVanilla(model, hours.map((t, i) => ({ t, temperature: fc[offset + i] ?? NaN })));
    hours.forEach((t, i) => {
      const a = load.get(t);
      const o = official.get(t);
      const p = predicted[i];
      if (a === undefined || o === undefined || p === undefined || !Number.isFinite(p)) return;
      actual.push(a);
      ours.push(p);
      theirs.push(o);
    });
  }
  return { year, market, station, hours: actual.length, trainHours: model.n, modelMape: mape(actual, ours), officialMape: mape(actual, theirs) };
}

/** One market's line of {@link dayAheadComparison}: day-ahead MAPE, percent, over the same hours. */
export interface DayAheadLine {
  market: string;
  /** Hours scored: every hour of the year with an actual and every forecast of the line (ERCOT's too for the total). */
  hours: number;
  /** v1 (GEFCom2012 vanilla, Houston temperature, its assumed weather-forecast error). */
  v1: number;
  /** v2 on the weather forecast with the measured error (`weatherError.ts`). */
  v2: number;
  /** v2 on observed weather: the bound a perfect weather forecast would give. */
  v2Observed: number;
  /** ERCOT's published day-ahead forecast (EIA-930), the total only. */
  official: number | null;
  /** Temperatures v2 used. */
  weather: string;
}

/**
 * The weather as known at a day-ahead process time: observed up to it and after it, for 48 hours,
 * the forecast with the measured error (`weatherError.ts`, one seeded path per process time); the
 * daily station's value ({@link forecastDaily}) errs with the hourly path as the archive measured.
 */
export function forecastWeatherAt(processTime: number, temps: HourlySeries, observed: V2Weather): V2Weather {
  const path = hoursBetween(processTime + HOUR, processTime + 49 * HOUR);
  const fc = groundedForecastPath(path.map((h) => temps.get(h) ?? NaN), path.map((h) => (h - processTime) / HOUR), normalRng((20190101 ^ Math.floor(processTime / HOUR)) >>> 0));
  const map = new Map(path.map((h, i) => [h, fc.temps[i]!]));
  const unit = new Map(path.map((h, i) => [h, fc.unit[i]!]));
  return { hourly: (x) => (x > processTime ? (map.get(x) ?? NaN) : (temps.get(x) ?? NaN)), daily: forecastDaily(observed.daily, processTime, (x) => unit.get(x)) };
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
 * hour of the daily maximum): e = rho * u + sqrt(1 - rho^2) * z, u the hourly path's unit error at
 * that hour (`hourlyUnit`, when the path reaches it), rho the measured correlation of distant
 * stations' errors ({@link farStationCorrelation}), z one seeded draw per day and process time.
 */
export function forecastDaily(daily: V2Weather['daily'], processTime: number, hourlyUnit?: (t: number) => number | undefined): V2Weather['daily'] {
  if (!daily) return undefined;
  const processDay = localCalendar(processTime).day;
  const rho = farStationCorrelation();
  return (day) => {
    const obs = daily(day);
    if (day < processDay || !Number.isFinite(obs)) return obs;
    const at = localMidnightUtc(day) + 15 * HOUR;
    const { bias, sd } = leadError((at - processTime) / HOUR);
    const z = normalRng((7_1219 ^ Math.floor(processTime / HOUR) ^ Number(day.replaceAll('-', ''))) >>> 0)();
    const u = hourlyUnit?.(at);
    return obs + bias + sd * (u === undefined ? z : rho * u + Math.sqrt(1 - rho * rho) * z);
  };
}

/**
 * Markets whose v2 adds San Angelo's daily maximum (GHCN-Daily, the only record besides Houston's
 * before 2019): every zone and the total, as a second, inland station next to Houston's hours.
 */
export const DAILY_STATION_ZONES: Readonly<Record<string, string>> = Object.fromEntries(['COAST', 'EAST', 'FWEST', 'NCENT', 'NORTH', 'SCENT', 'SOUTH', 'WEST', 'ERCOT'].map((m) => [m, 'SJT']));

/**
 * 2019 (or `year`) day-ahead accuracy of v1 and v2 for the ERCOT total and each weather zone, next
 * to ERCOT's published forecast for the total, all over the same hours per market. Both models are
 * fitted on every hour before the year; each day D is forecast at 06:00 local on D-1 (lead 18-42 h).
 * v2 takes Houston's hourly temperature (the only hourly record before 2021) and, for WEST and
 * FWEST, San Angelo's daily maximum; its weather forecast carries the error measured from archived
 * forecasts (bias and sd by lead, AR(1)), one seeded path per day.
 * Needs the `load` and `weather` seed steps.
 */
export async function dayAheadComparison(db: Database, year = 2019): Promise<DayAheadLine[]> {
  const data = await readForecastInputs(db);
  const temps = data.observed.get('HOU') ?? new Map<number, number>();
  const officialRows = await db.all<{ t: number; v: number }>(
    `SELECT epoch_ms(__time)::DOUBLE AS t, load AS v FROM ercot_load WHERE series = 'official' AND market = 'ERCOT' AND orgId IS NULL`,
  );
  const official = new Map(officialRows.map((r) => [r.t, r.v]));
  const dailyRows = await db.all<{ station: string; day: string; v: number }>(
    `SELECT station, strftime(timezone('America/Chicago', timezone('UTC', __time)), '%Y-%m-%d') AS day, tmax AS v FROM weather_daily WHERE series = 'actual' AND tmax IS NOT NULL`,
  );
  const daily = new Map<string, Map<string, number>>();
  for (const r of dailyRows) {
    const m = daily.get(r.station) ?? new Map<string, number>();
    m.set(r.day, r.v);
    daily.set(r.station, m);
  }
  const start = localMidnightUtc(`${year}-01-01`);
  const end = localMidnightUtc(`${year + 1}-01-01`);
  const observedWeather = (station?: string): V2Weather => ({
    hourly: (t) => temps.get(t) ?? NaN,
    daily: station ? (day) => daily.get(station)?.get(day) ?? NaN : undefined,
  });
  const lines: DayAheadLine[] = [];
  const markets = [...data.load.keys()].sort((a, b) => (a === 'ERCOT' ? 1 : b === 'ERCOT' ? -1 : a.localeCompare(b)));
  for (const market of markets) {
    const load = data.load.get(market)!;
    const station = DAILY_STATION_ZONES[market];
    const obsW = observedWeather(station);
    const trainHours = [...temps.keys()].filter((t) => t < start && load.has(t)).sort((a, b) => a - b);
    const v1Model = fitVanilla(trainHours.map((t) => ({ t, temperature: temps.get(t)!, load: load.get(t)! })));
    const v2Model = fitV2(trainHours, load, obsW, { hasDaily: station !== undefined, inputWeather: dayAheadWeather(trainHours, temps, obsW) });
    const v2ObservedModel = fitV2(trainHours, load, obsW, { hasDaily: station !== undefined });
    const cols: { a: number[]; v1: number[]; v2: number[]; v2o: number[]; o: number[] } = { a: [], v1: [], v2: [], v2o: [], o: [] };
    for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      const prev = new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10);
      const next = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
      const processTime = localMidnightUtc(prev) + 6 * HOUR;
      const dayStart = localMidnightUtc(iso);
      const path = hoursBetween(processTime + HOUR, Math.min(localMidnightUtc(next), end));
      const leads = path.map((t) => (t - processTime) / HOUR);
      const obs = path.map((t) => temps.get(t) ?? NaN);
      const v1Temps = deriveForecastTemperatures(obs, leads, processTime, 'HOU');
      const fcW = forecastWeatherAt(processTime, temps, obsW);
      const hours = path.filter((t) => t >= dayStart);
      const offset = path.length - hours.length;
      const v1 = predictVanilla(v1Model, hours.map((t, i) => ({ t, temperature: v1Temps[offset + i] ?? NaN })));
      const v2 = forecastV2(v2Model, processTime, hours, load, fcW, obsW);
      const v2o = forecastV2(v2ObservedModel, processTime, hours, load, obsW, obsW);
      hours.forEach((t, i) => {
        const a = load.get(t);
        const o = market === 'ERCOT' ? official.get(t) : 0;
        if (a === undefined || o === undefined || ![v1[i], v2[i], v2o[i]].every((x) => x !== undefined && Number.isFinite(x))) return;
        cols.a.push(a);
        cols.v1.push(v1[i]!);
        cols.v2.push(v2[i]!);
        cols.v2o.push(v2o[i]!);
        cols.o.push(o);
      });
    }
    lines.push({
      market,
      hours: cols.a.length,
      v1: mape(cols.a, cols.v1),
      v2: mape(cols.a, cols.v2),
      v2Observed: mape(cols.a, cols.v2o),
      official: market === 'ERCOT' ? mape(cols.a, cols.o) : null,
      weather: `HOU hourly${station ? ` + ${station} daily Tmax` : ''}`,
    });
  }
  return lines;
}
