import type { Database } from '../db/database';
import { localMidnightUtc } from '../seed/time';
import { hoursBetween, readForecastInputs, type ForecastInputs } from './inputs';
import { mape } from './mape';
import { intervalCoverage, pinballLoss, QUANTILES, relativeErrorQuantiles } from './quantiles';
import { fitVanilla, predictVanilla } from './vanilla';
import { fitV2Markets, forecastV2, type V2Model, type V2Weather } from './v2';
import { dayAheadWeather, deriveForecastTemperatures, forecastWeatherAt } from './weatherForecast';

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
  /**
   * v2's P10/P50/P90 (`quantiles.ts`, relative-error quantiles of its day-ahead forecasts of the
   * year before, the last training year): share of the hours inside P10-P90 (0..1) and the mean
   * pinball loss over the three levels, percent of the mean actual.
   */
  coverage80: number;
  pinball: number;
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
 * v2 takes Houston's hourly temperature (the only hourly record before 2021) and San Angelo's
 * daily maximum; its weather forecast carries the error measured from archived forecasts after a
 * MOS correction (bias and sd by lead, correlated across hours and with the daily station as
 * measured), one seeded path per day, and it is trained on such forecasts of its training days.
 * v2's P10/P50/P90 come from the relative errors of its day-ahead forecasts of the year before.
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
  // v2: one shared fit per daily station (X'X and its factor are the same for every market).
  const v2Models = new Map<string, { forecast: V2Model; observed: V2Model }>();
  for (const station of new Set(markets.map((m) => DAILY_STATION_ZONES[m]))) {
    const group = markets.filter((m) => DAILY_STATION_ZONES[m] === station);
    const obsW = observedWeather(station);
    const trainHours = [...temps.keys()].filter((t) => t < start).sort((a, b) => a - b);
    const loads = new Map(group.map((m) => [m, data.load.get(m)!]));
    const options = { hasDaily: station !== undefined };
    const forecast = fitV2Markets(trainHours, loads, obsW, { ...options, inputWeather: dayAheadWeather(trainHours, temps, obsW) });
    const observed = fitV2Markets(trainHours, loads, obsW, options);
    for (const m of group) v2Models.set(m, { forecast: forecast.get(m)!, observed: observed.get(m)! });
  }
  for (const market of markets) {
    const load = data.load.get(market)!;
    const station = DAILY_STATION_ZONES[market];
    const obsW = observedWeather(station);
    const trainHours = [...temps.keys()].filter((t) => t < start && load.has(t)).sort((a, b) => a - b);
    const v1Model = fitVanilla(trainHours.map((t) => ({ t, temperature: temps.get(t)!, load: load.get(t)! })));
    const { forecast: v2Model, observed: v2ObservedModel } = v2Models.get(market)!;
    // Calibration of the quantiles: v2's day-ahead forecasts of the year before (inside its training window).
    const calib: { a: number[]; f: number[] } = { a: [], f: [] };
    for (let day = new Date(Date.UTC(year - 1, 0, 1)); day.getUTCFullYear() === year - 1; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      const prev = new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10);
      const next = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
      const processTime = localMidnightUtc(prev) + 6 * HOUR;
      const hours = hoursBetween(localMidnightUtc(iso), localMidnightUtc(next));
      const f = forecastV2(v2Model, processTime, hours, load, forecastWeatherAt(processTime, temps, obsW), obsW);
      hours.forEach((t, i) => {
        calib.a.push(load.get(t) ?? NaN);
        calib.f.push(f[i]!);
      });
    }
    const q = relativeErrorQuantiles(calib.a, calib.f, QUANTILES);
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
    const bands = q.map((r) => cols.v2.map((f) => f * (1 + r)));
    const meanActual = cols.a.reduce((x, y) => x + y, 0) / cols.a.length;
    lines.push({
      coverage80: intervalCoverage(cols.a, bands[0]!, bands[2]!),
      pinball: (100 * QUANTILES.reduce((sum, p, k) => sum + pinballLoss(cols.a, bands[k]!, p), 0)) / QUANTILES.length / meanActual,
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
