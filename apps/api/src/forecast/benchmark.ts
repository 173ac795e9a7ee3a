import type { Database } from '../db/database';
import { localMidnightUtc } from '../seed/time';
import { hoursBetween, readForecastInputs, type ForecastInputs } from './inputs';
import { mape } from './mape';
import { fitVanilla, predictVanilla } from './vanilla';
import { deriveForecastTemperatures } from './weatherForecast';

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
