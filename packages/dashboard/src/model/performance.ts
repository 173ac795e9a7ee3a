import { formatLocalDate, parseLocalDate, toLocalDate, type LocalDate } from '@loadline/core';

/**
 * Short-term forecast performance (spec part 1 §2 categories "shortTermPerformance", "Metrics
 * sidebar: MAPE"; §3 "Mape types: forecast and backcast"): one forecast run (a process time of a
 * horizon) scored against the actual load, hour by hour, per local day of the run. Pure functions
 * over the rows the query API answers.
 *
 * Definitions, over the hours of a day that have both an actual A and a forecast F, and A > 0:
 * - MAPE (percent) = 100 / n × Σ |F − A| / A;
 * - bias (percent) = 100 / n × Σ (F − A) / A: positive when the run forecast too much;
 * - bias (load units per hour, MWh for the reference API) = 1 / n × Σ (F − A), over the same n hours.
 * An hour without an actual, without a forecast, or with A ≤ 0 is not scored; a day with none has
 * null figures and `hours` 0.
 *
 * @module
 */

/** One hour of a series: epoch ms of the interval start and its value (null when missing). */
export interface HourValue {
  t: number;
  v: number | null;
}

/** The performance of a run on one local day. */
export interface DayPerformance {
  /** Local day, YYYY-MM-DD, in the dashboard's zone. */
  day: string;
  /** Days after the day of the process time (1 = the day after the run); the horizon of the day. */
  lead: number;
  /** Hours scored (actual and forecast present, actual > 0). */
  hours: number;
  /** MAPE, percent; null when no hour is scored. */
  mape: number | null;
  /** Bias, percent of the actual (mean of (F − A) / A × 100); null when no hour is scored. */
  biasPercent: number | null;
  /** Bias in the load's unit per hour (mean of F − A, e.g. MWh); null when no hour is scored. */
  bias: number | null;
}

/** The performance of a run: per day, and over every scored hour of the run. */
export interface RunPerformance {
  days: DayPerformance[];
  /** The run's figures over all its scored hours (`day` is '' and `lead` 0). */
  total: DayPerformance;
}

function dayNumber(date: LocalDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

interface Sums {
  n: number;
  ape: number;
  pe: number;
  err: number;
}

const figures = (s: Sums) => ({
  hours: s.n,
  mape: s.n > 0 ? (100 * s.ape) / s.n : null,
  biasPercent: s.n > 0 ? (100 * s.pe) / s.n : null,
  bias: s.n > 0 ? s.err / s.n : null,
});

/**
 * Scores `forecast` against `actual` per local day of `timeZone` (see the module's definitions).
 * Hours pair by their epoch ms; days are listed in order, every local day that holds a forecast
 * hour (a day whose hours have no actual is listed with null figures). `processTime` (ISO 8601)
 * gives each day's lead: days after the process time's local day.
 *
 * @example runPerformance([{ t, v: 110 }], [{ t, v: 100 }], '2021-12-23T12:00:00Z', 'America/Chicago').total.mape // 10
 */
export function runPerformance(forecast: readonly HourValue[], actual: readonly HourValue[], processTime: string, timeZone: string): RunPerformance {
  const actualAt = new Map<number, number>();
  for (const a of actual) if (a.v !== null && Number.isFinite(a.v)) actualAt.set(a.t, a.v);
  const runDay = dayNumber(toLocalDate(Date.parse(processTime), timeZone));
  const byDay = new Map<string, Sums & { date: LocalDate }>();
  const total: Sums = { n: 0, ape: 0, pe: 0, err: 0 };
  for (const f of [...forecast].sort((x, y) => x.t - y.t)) {
    const date = toLocalDate(f.t, timeZone);
    const key = formatLocalDate(date);
    let sums = byDay.get(key);
    if (!sums) byDay.set(key, (sums = { date, n: 0, ape: 0, pe: 0, err: 0 }));
    const a = actualAt.get(f.t);
    if (f.v === null || !Number.isFinite(f.v) || a === undefined || a <= 0) continue;
    for (const s of [sums, total]) {
      s.n += 1;
      s.ape += Math.abs(f.v - a) / a;
      s.pe += (f.v - a) / a;
      s.err += f.v - a;
    }
  }
  const days = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, s]) => ({ day, lead: dayNumber(s.date) - runDay, ...figures(s) }));
  return { days, total: { day: '', lead: 0, ...figures(total) } };
}

/**
 * The hours of a query answer's rows: `__time` (ISO text or epoch ms) and the value column
 * `column`; rows without a readable time are skipped, a missing or non-numeric value is null.
 *
 * @example hourValues([{ __time: '2021-12-24T06:00:00.000Z', load: 4100 }], 'load', Date.parse) // [{ t: 1640325600000, v: 4100 }]
 */
export function hourValues(rows: readonly Record<string, unknown>[], column: string, parse: (text: string) => number): HourValue[] {
  const out: HourValue[] = [];
  for (const row of rows) {
    const time = row.__time;
    const t = typeof time === 'number' ? time : typeof time === 'string' ? parse(time) : Number.NaN;
    if (!Number.isFinite(t)) continue;
    const raw = row[column];
    const v = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : null;
    out.push({ t, v: v === null || Number.isFinite(v) ? v : null });
  }
  return out;
}

/**
 * The local days a run covers (its forecast summary's `from` and `to`, YYYY-MM-DD), checked: null
 * when either is not a date or `to` is before `from`.
 *
 * @example runDays({ from: '2021-12-24', to: '2021-12-30' }) // { from: '2021-12-24', to: '2021-12-30' }
 */
export function runDays(summary: { from: string; to: string }): { from: string; to: string } | null {
  try {
    const from = parseLocalDate(summary.from.slice(0, 10));
    const to = parseLocalDate(summary.to.slice(0, 10));
    if (dayNumber(to) < dayNumber(from)) return null;
    return { from: formatLocalDate(from), to: formatLocalDate(to) };
  } catch {
    return null;
  }
}
