import { localMidnightUtc } from '../seed/time';

/**
 * When the reference forecaster runs (process times) and over which hours, derived from the data
 * actually loaded so a sliced test seed gets a consistent, smaller plan.
 */

const HOUR = 3_600_000;

/** Process-time settings. */
export interface PlanOptions {
  /** Daily short-term runs. @default 30 (enough for 'Latest' and 15 'Previous') */
  shortTermRuns?: number;
  /** Days ahead of a short-term run, from the local midnight after its process time. @default 7 */
  shortTermDays?: number;
  /** Monthly long-term runs. @default 16 */
  longTermRuns?: number;
  /** Months ahead of a long-term run, from the 1st of the next month. @default 12 */
  longTermMonths?: number;
  /** Local hour of every process time. @default 6 */
  processHour?: number;
  /**
   * Daily short-term runs without weather after the last weather-driven run, the last of them
   * issued on the last actual day ({@link lookAheadRuns}). @default 30
   */
  currentRuns?: number;
  /**
   * Monthly long-term runs without weather after the weather-driven ones, the last of them issued
   * in the last actual month ({@link currentLongTermRuns}). @default 12: the runs of the last
   * actual year. Their twelve months ahead move the load datasource's time boundary a year past the
   * last actual; the dashboards' "End of data" is read from the actual series (a max-time call
   * filtered to it), so a new dashboard still opens on a month of actuals.
   */
  currentLongTermRuns?: number;
}

/** One forecaster run. */
export interface Run {
  /** Process time, UTC epoch ms. */
  processTime: number;
  /** First target hour (interval start), UTC epoch ms. */
  from: number;
  /** End (exclusive) of the target hours, UTC epoch ms. */
  to: number;
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const addMonths = (day: string, n: number) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};
const localDay = (ms: number) => new Date(ms).toLocaleString('sv-SE', { timeZone: 'America/Chicago' }).slice(0, 10);

/**
 * Short-term runs: daily at `processHour` local, the last one being the latest whose horizon ends
 * inside the observed-weather record (a derived weather forecast needs the observation).
 * @param weatherEnd end (exclusive) of the observed hourly temperature record, UTC ms
 */
export function shortTermRuns(weatherEnd: number, options: PlanOptions = {}): Run[] {
  const runs = options.shortTermRuns ?? 30;
  const days = options.shortTermDays ?? 7;
  const hour = options.processHour ?? 6;
  let last = localDay(weatherEnd);
  while (localMidnightUtc(addDays(last, days + 1)) > weatherEnd) last = addDays(last, -1);
  const out: Run[] = [];
  for (let i = runs - 1; i >= 0; i--) {
    const day = addDays(last, -i);
    out.push({ processTime: localMidnightUtc(day) + hour * HOUR, from: localMidnightUtc(addDays(day, 1)), to: localMidnightUtc(addDays(day, days + 1)) });
  }
  return out;
}

/**
 * Long-term runs: on the 1st of each month at `processHour` local, the last one in the month of
 * `lastShortTerm`, each forecasting the following `longTermMonths` calendar months.
 */
export function longTermRuns(lastShortTerm: number, options: PlanOptions = {}): Run[] {
  const runs = options.longTermRuns ?? 16;
  const months = options.longTermMonths ?? 12;
  const hour = options.processHour ?? 6;
  const lastMonth = `${localDay(lastShortTerm).slice(0, 7)}-01`;
  const out: Run[] = [];
  for (let i = runs - 1; i >= 0; i--) {
    const first = addMonths(lastMonth, -i);
    out.push({
      processTime: localMidnightUtc(first) + hour * HOUR,
      from: localMidnightUtc(addMonths(first, 1)),
      to: localMidnightUtc(addMonths(first, months + 1)),
    });
  }
  return out;
}

const HOURS_OF = (from: number, to: number) => Math.round((to - from) / HOUR);
/** The instant `days` local (Central) calendar days after `t`, at the same local clock time. */
export function addLocalDays(t: number, days: number): number {
  const day = localDay(t);
  const offset = t - localMidnightUtc(day);
  return localMidnightUtc(addDays(day, days)) + offset;
}

/**
 * Short-term runs that look ahead: daily at `processHour` local, the last one issued on the last
 * actual day (the local day of the hour before `loadEnd`), each forecasting the `shortTermDays`
 * local days after its process day; the last one forecasts from `loadEnd` (the hour after the last
 * actual) to the same local clock time `shortTermDays` days later (7 x 24 hours, one less or more
 * over a daylight-saving change). The earlier runs' horizons reach past the last actual as well;
 * every run uses only the load before its process time.
 * @param loadEnd end (exclusive) of the actual load, UTC ms
 */
export function lookAheadRuns(loadEnd: number, options: PlanOptions = {}): Run[] {
  const runs = options.currentRuns ?? 30;
  const days = options.shortTermDays ?? 7;
  const hour = options.processHour ?? 6;
  const last = localDay(loadEnd - HOUR);
  const out: Run[] = [];
  for (let i = runs - 1; i >= 0; i--) {
    const day = addDays(last, -i);
    const from = i === 0 ? loadEnd : localMidnightUtc(addDays(day, 1));
    out.push({ processTime: localMidnightUtc(day) + hour * HOUR, from, to: addLocalDays(from, days) });
  }
  return out;
}

/**
 * Long-term runs that look ahead: on the 1st of each month at `processHour` local, the last one in
 * the last actual month (the local month of the hour before `loadEnd`), each forecasting the
 * `longTermMonths` calendar months after its month, as {@link longTermRuns}.
 * @param loadEnd end (exclusive) of the actual load, UTC ms
 */
export function currentLongTermRuns(loadEnd: number, options: PlanOptions = {}): Run[] {
  return longTermRuns(loadEnd - HOUR, { ...options, longTermRuns: options.currentLongTermRuns ?? 12 });
}

/** Hours of a run's horizon (7 x 24 for a short-term run, give or take a daylight-saving hour). */
export function runHours(run: Run): number {
  return HOURS_OF(run.from, run.to);
}
