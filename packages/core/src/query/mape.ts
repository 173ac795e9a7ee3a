import type { ForecastCategory } from '../schemas/forecast.schema';
import { DAY_MS, formatLocalDate, toLocalDateTime } from '../time/zonedTime';
import type { QueryFilter, QueryRow } from './common.schema';
import type { QueryRequestInput, QueryResponse } from './query.schema';

/**
 * The stored MAPE of forecast runs, as one rule for every screen that shows it: the dashboard's
 * metrics sidebar (spec part 1 §2 "Metrics sidebar: MAPE (Forecast MAPE %, Backcast MAPE %)"),
 * the short-term performance panel and the Available Forecasts cards (issue 36, "scores say
 * their horizon"). A MAPE datasource holds one row per run (market and process time) and type
 * (forecast or backcast): the reference API's `ercot_forecast_mape`, whose `__time` is the process
 * time; dimensions market, processTime, horizon, mapeType, mapeScope, scoredFrom, scoredTo;
 * metrics mape, hours, mapeFullHorizon, hoursFullHorizon (MAPE in percent).
 *
 * @module
 */

/** Columns of a MAPE datasource telling the hours each score covers (see {@link MapeSource.scope}). */
export interface MapeScopeColumns {
  /** Dimension column of the scope: 'day_ahead' or 'full_horizon'; null or empty: the whole run. */
  scopeColumn: string;
  /** Dimension columns of the scored hours, UTC ISO 8601: start of the first, end of the last. */
  scoredFromColumn: string;
  scoredToColumn: string;
  /** Metric column of the hours `metric` scores. */
  hoursMetric: string;
  /** Metric columns of the MAPE (percent) over every hour of the run, and of how many hours. */
  fullHorizonMetric: string;
  fullHorizonHoursMetric: string;
}

/** Where a backend holds forecast and backcast MAPE per market and process time. */
export interface MapeSource {
  /** Datasource name, e.g. 'ercot_forecast_mape'. */
  datasource: string;
  /** MAPE metric column, percent. */
  metric: string;
  marketColumn: string;
  /** Dimension column of the run's process time, ISO 8601 text matched as written. */
  processTimeColumn: string;
  /** Column telling forecast and backcast MAPE apart, and the value of each (spec part 1 §3 "Mape types"). @default typeValues { forecast: 'forecast', backcast: 'backcast' } */
  typeColumn: string;
  typeValues?: { forecast: string; backcast: string };
  /** Column of the horizon, when short- and long-term runs share process times. */
  horizonColumn?: string;
  /**
   * Value of `horizonColumn` per config category, e.g. `{ shortTermForecast: 'short_term',
   * longTermForecast: 'long_term' }`: a run is scored from the rows of its own horizon (a
   * long-term run issued at the same moment as a short-term one shares its market and process
   * time). Absent: the caller's `horizon`, else every horizon.
   */
  horizonValues?: Partial<Record<ForecastCategory, string>>;
  /**
   * Which hours `metric` scores: the scope column ('day_ahead': the run's next operating day;
   * 'full_horizon': the whole run; empty: the whole run, e.g. an imported run), the first and last
   * scored instants, the hours scored, and the run's full-horizon MAPE (percent) and its hours.
   * Absent: every score reads as the whole run's.
   */
  scope?: MapeScopeColumns;
}

/** A forecast run: its market and process time (ISO 8601, as the datasource writes it). */
export interface MapeRun {
  market: string;
  processTime: string;
}

/** Which hours a score covers: the run's next operating day, the whole run, or the whole run by default when the rows state none. */
export type MapeScopeKind = 'day_ahead' | 'full_horizon' | 'whole_run';

/** One stored score read from the answer of {@link mapeRequest}. */
export interface MapeScore {
  /** The run scored; null when the request was not split by run. */
  run: MapeRun | null;
  type: 'forecast' | 'backcast';
  /** The default score, percent. */
  mape: number;
  scope: MapeScopeKind;
  /** Scored hours, epoch ms: start of the first, end of the last; null when not stated. */
  scoredFrom: number | null;
  scoredTo: number | null;
  /** Hours scored; null when not stated. */
  hours: number | null;
  /** The whole run's MAPE (percent) and hours beside a day-ahead score; null otherwise. */
  fullHorizon: { mape: number | null; hours: number | null } | null;
}

/** Options of {@link mapeRequest}. */
export interface MapeRequestOptions {
  /** Only runs of this horizon (needs `source.horizonColumn`; ignored without it). */
  horizon?: string;
  /** Only runs of this config category's horizon (`source.horizonValues`), when `horizon` is not given. */
  category?: ForecastCategory | string;
  /** Only scores of this type (forecast or backcast); both by default. */
  type?: 'forecast' | 'backcast';
  /** Split the answer by market and process time (one query for several runs). @default false */
  byRun?: boolean;
}

const DEFAULT_TYPES = { forecast: 'forecast', backcast: 'backcast' } as const;

/**
 * The horizon value of a config category under `source` (`horizonValues`), or undefined when the
 * source declares none for it (e.g. a category that is not a forecast horizon).
 *
 * @example mapeHorizonOf({ ...source, horizonValues: { longTermForecast: 'long_term' } }, 'longTermForecast') // 'long_term'
 */
export function mapeHorizonOf(source: Pick<MapeSource, 'horizonValues'>, category: string | null | undefined): string | undefined {
  if (!category || !source.horizonValues) return undefined;
  return (source.horizonValues as Partial<Record<string, string>>)[category];
}

/**
 * The one MAPE query of `runs` under `source`: the mean of `metric` (named `mape` in the answer,
 * with `hours`, `mapeFullHorizon` and `hoursFullHorizon` when the scope columns are mapped),
 * split by the type column (and by market and process time with `byRun`, and by the scope
 * columns), filtered to the runs' markets and process times (matched as written), over the days
 * from the earliest to the latest process time (plus one day; the API requires a date range), UTC.
 * Null with no run or no readable process time.
 *
 * @example mapeRequest(source, [{ market: 'COAST', processTime: '2021-12-23T12:00:00Z' }])?.splits.length // 1 (4 with scope columns)
 */
export function mapeRequest(source: MapeSource, runs: readonly MapeRun[], options: MapeRequestOptions = {}): QueryRequestInput | null {
  const times = runs.map((r) => Date.parse(r.processTime)).filter((t) => Number.isFinite(t));
  if (!times.length) return null;
  const types = source.typeValues ?? DEFAULT_TYPES;
  const filters: QueryFilter[] = [
    { columnName: source.marketColumn, filterType: 'Include', filterValues: [...new Set(runs.map((r) => r.market))] },
    { columnName: source.processTimeColumn, filterType: 'Include', filterValues: [...new Set(runs.map((r) => r.processTime))] },
  ];
  const horizon = options.horizon ?? mapeHorizonOf(source, options.category);
  if (horizon && source.horizonColumn) filters.push({ columnName: source.horizonColumn, filterType: 'Include', filterValues: [horizon] });
  if (options.type) filters.push({ columnName: source.typeColumn, filterType: 'Include', filterValues: [types[options.type]] });
  const scope = source.scope;
  return {
    selectedMeasures: [
      { columnName: source.metric, aggregation: 'Avg', preferredColumnName: 'mape' },
      ...(scope
        ? ([
            { columnName: scope.hoursMetric, aggregation: 'Avg', preferredColumnName: 'hours' },
            { columnName: scope.fullHorizonMetric, aggregation: 'Avg', preferredColumnName: 'mapeFullHorizon' },
            { columnName: scope.fullHorizonHoursMetric, aggregation: 'Avg', preferredColumnName: 'hoursFullHorizon' },
          ] as const)
        : []),
    ],
    filters,
    timeFilter: { columnName: '__time', dateRange: { fromDate: new Date(Math.min(...times)).toISOString(), toDate: new Date(Math.max(...times) + DAY_MS).toISOString() } },
    splits: [
      ...(options.byRun
        ? ([
            { type: 'dimension', columnName: source.marketColumn },
            { type: 'dimension', columnName: source.processTimeColumn },
          ] as const)
        : []),
      { type: 'dimension', columnName: source.typeColumn },
      ...(scope
        ? ([
            { type: 'dimension', columnName: scope.scopeColumn },
            { type: 'dimension', columnName: scope.scoredFromColumn },
            { type: 'dimension', columnName: scope.scoredToColumn },
          ] as const)
        : []),
    ],
    timezone: 'UTC',
  };
}

const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const instantOrNull = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : null);

/** One answer row of {@link mapeRequest} as a score; null for a row without a MAPE or of another type. */
function mapeScoreOf(source: MapeSource, row: QueryRow): MapeScore | null {
  const mape = numberOrNull(row.mape);
  const types = source.typeValues ?? DEFAULT_TYPES;
  const typeValue = row[source.typeColumn];
  const type = typeValue === types.forecast ? 'forecast' : typeValue === types.backcast ? 'backcast' : null;
  if (mape === null || !type) return null;
  const market = row[source.marketColumn];
  const processTime = row[source.processTimeColumn];
  const run = typeof market === 'string' && typeof processTime === 'string' ? { market, processTime } : null;
  const scope = source.scope;
  const kind = scope ? row[scope.scopeColumn] : null;
  if (!scope || (kind !== 'day_ahead' && kind !== 'full_horizon')) {
    return { run, type, mape, scope: 'whole_run', scoredFrom: null, scoredTo: null, hours: null, fullHorizon: null };
  }
  return {
    run,
    type,
    mape,
    scope: kind,
    scoredFrom: instantOrNull(row[scope.scoredFromColumn]),
    scoredTo: instantOrNull(row[scope.scoredToColumn]),
    hours: numberOrNull(row.hours),
    fullHorizon: kind === 'day_ahead' ? { mape: numberOrNull(row.mapeFullHorizon), hours: numberOrNull(row.hoursFullHorizon) } : null,
  };
}

/**
 * Reads the answer of {@link mapeRequest}: one score per row that has a finite `mape` and a
 * forecast or backcast type value, in answer order; `run` is set when the request was split by
 * run. A row stating no scope (or a source without scope columns) reads as the whole run's.
 *
 * @example mapeScores(source, answer)[0] // { run: null, type: 'forecast', mape: 7.97, scope: 'day_ahead', hours: 24, ... }
 */
export function mapeScores(source: MapeSource, answer: QueryResponse | undefined): MapeScore[] {
  const out: MapeScore[] = [];
  for (const row of answer?.data ?? []) {
    const score = mapeScoreOf(source, row);
    if (score) out.push(score);
  }
  return out;
}

/**
 * The hours a score covers, in `timeZone`: 'YYYY-MM-DD HE1–HE24' in hour ending (the hour named by
 * its end), 'YYYY-MM-DD 00:00–24:00' in hour beginning, with both days when the hours span more
 * than one local day ('2021-12-24 HE1 – 2021-12-30 HE24'). `from` and `to` are epoch ms, start of
 * the first hour and end of the last.
 *
 * @example mapeHoursText(Date.parse('2021-12-24T06:00:00Z'), Date.parse('2021-12-25T06:00:00Z'), 'America/Chicago', true) // '2021-12-24 HE1–HE24'
 */
export function mapeHoursText(from: number, to: number, timeZone: string, hourEnding: boolean): string {
  const start = toLocalDateTime(from, timeZone);
  // The last hour's own day and its end: 'HE24' / '24:00' of that day rather than 00:00 of the next.
  const last = toLocalDateTime(to - 3_600_000, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  const startText = hourEnding ? `HE${start.hour + 1}` : `${two(start.hour)}:${two(start.minute)}`;
  const endText = hourEnding ? `HE${last.hour + 1}` : `${two(last.hour + 1)}:00`;
  const firstDay = formatLocalDate(start);
  const lastDay = formatLocalDate(last);
  return firstDay === lastDay ? `${firstDay} ${startText}–${endText}` : `${firstDay} ${startText} – ${lastDay} ${endText}`;
}
