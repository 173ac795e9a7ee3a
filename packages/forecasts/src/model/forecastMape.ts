import { formatLocalDate, toLocalDateTime, DAY_MS, type ForecastSummary, type QueryRequestInput, type QueryResponse } from '@loadline/core';
import { itemKey } from './forecastList';

/**
 * The stored MAPE of the listed forecast runs (issue 36, "scores say their horizon"): where a
 * datasource holds one MAPE row per run and type (the reference API's `ercot_forecast_mape`), one
 * query for every card of the list, and the score each card shows: a short-term run's day-ahead
 * MAPE (its next operating day, as ERCOT reports day-ahead accuracy) with its hours, and the
 * whole run's beside it; a long-term run's whole horizon; 'Whole run' when the rows state no
 * scope (an imported run).
 *
 * @module
 */

/** Where the MAPE rows are (same shape as the dashboard mapping's `mape`, forecast rows only). */
export interface ForecastMapeSource {
  datasource: string;
  /** MAPE column, percent. */
  metric: string;
  marketColumn: string;
  processTimeColumn: string;
  /** Column telling forecast and backcast MAPE apart, and the value of the forecast's. */
  typeColumn: string;
  forecastValue: string;
  /** Columns saying which hours `metric` scores; absent: the score reads as the whole run's. */
  scope?: {
    scopeColumn: string;
    scoredFromColumn: string;
    scoredToColumn: string;
    hoursMetric: string;
    fullHorizonMetric: string;
    fullHorizonHoursMetric: string;
  };
}

/** A run's stored forecast MAPE and the hours it scores. */
export interface ForecastMape {
  /** The default score, percent. */
  mape: number;
  /** 'day_ahead' (the next operating day), 'full_horizon', or 'whole_run' when the rows state none. */
  scope: 'day_ahead' | 'full_horizon' | 'whole_run';
  /** Scored hours, epoch ms: start of the first, end of the last; null when not stated. */
  scoredFrom: number | null;
  scoredTo: number | null;
  /** Hours scored; null when not stated. */
  hours: number | null;
  /** The whole run's MAPE (percent) and hours beside a day-ahead score; null otherwise. */
  fullHorizon: { mape: number | null; hours: number | null } | null;
}

/**
 * One query of the forecast MAPE of `items` (their markets and process times, matched as
 * written), over the days of their process times; null with no item or no readable process time.
 *
 * @example forecastMapeRequest(source, [{ market: 'COAST', processTime: '2021-12-23T12:00:00Z' }])?.splits.length // 2 (5 with scope columns)
 */
export function forecastMapeRequest(source: ForecastMapeSource, items: readonly Pick<ForecastSummary, 'market' | 'processTime'>[]): QueryRequestInput | null {
  const times = items.map((i) => Date.parse(i.processTime)).filter((t) => Number.isFinite(t));
  if (!items.length || !times.length) return null;
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
    filters: [
      { columnName: source.marketColumn, filterType: 'Include', filterValues: [...new Set(items.map((i) => i.market))] },
      { columnName: source.processTimeColumn, filterType: 'Include', filterValues: [...new Set(items.map((i) => i.processTime))] },
      { columnName: source.typeColumn, filterType: 'Include', filterValues: [source.forecastValue] },
    ],
    timeFilter: { columnName: '__time', dateRange: { fromDate: new Date(Math.min(...times)).toISOString(), toDate: new Date(Math.max(...times) + DAY_MS).toISOString() } },
    splits: [
      { type: 'dimension', columnName: source.marketColumn },
      { type: 'dimension', columnName: source.processTimeColumn },
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

/**
 * The answer of {@link forecastMapeRequest} by card (`itemKey` of market and process time).
 *
 * @example readForecastMapes(source, answer).get(itemKey({ market: 'COAST', processTime: '2021-12-23T12:00:00Z' }))?.scope // 'day_ahead'
 */
export function readForecastMapes(source: ForecastMapeSource, answer: QueryResponse | undefined): Map<string, ForecastMape> {
  const out = new Map<string, ForecastMape>();
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const instant = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : null);
  for (const row of answer?.data ?? []) {
    const mape = num(row.mape);
    const market = row[source.marketColumn];
    const processTime = row[source.processTimeColumn];
    if (mape === null || typeof market !== 'string' || typeof processTime !== 'string') continue;
    const scope = source.scope;
    const kind = scope ? row[scope.scopeColumn] : null;
    const stated = scope && (kind === 'day_ahead' || kind === 'full_horizon');
    out.set(itemKey({ market, processTime }), {
      mape,
      scope: stated ? kind : 'whole_run',
      scoredFrom: stated ? instant(row[scope.scoredFromColumn]) : null,
      scoredTo: stated ? instant(row[scope.scoredToColumn]) : null,
      hours: stated ? num(row.hours) : null,
      fullHorizon: stated && kind === 'day_ahead' ? { mape: num(row.mapeFullHorizon), hours: num(row.hoursFullHorizon) } : null,
    });
  }
  return out;
}

/**
 * Scored hours in `timeZone`: 'YYYY-MM-DD HE1–HE24' in hour ending, 'YYYY-MM-DD 00:00–24:00' in
 * hour beginning, both days when they span more than one local day. Epoch ms, start of the first
 * hour to end of the last.
 *
 * @example mapeHoursText(Date.parse('2021-12-24T06:00:00Z'), Date.parse('2021-12-25T06:00:00Z'), 'America/Chicago', true) // '2021-12-24 HE1–HE24'
 */
export function mapeHoursText(from: number, to: number, timeZone: string, hourEnding: boolean): string {
  const start = toLocalDateTime(from, timeZone);
  const last = toLocalDateTime(to - 3_600_000, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  const a = hourEnding ? `HE${start.hour + 1}` : `${two(start.hour)}:${two(start.minute)}`;
  const b = hourEnding ? `HE${last.hour + 1}` : `${two(last.hour + 1)}:00`;
  const d1 = formatLocalDate(start);
  const d2 = formatLocalDate(last);
  return d1 === d2 ? `${d1} ${a}–${b}` : `${d1} ${a} – ${d2} ${b}`;
}
