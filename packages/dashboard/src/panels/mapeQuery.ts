import { DAY_MS, formatLocalDate, toLocalDateTime, type LocalDate, type QueryFilter, type QueryRequestInput, type QueryResponse } from '@loadline/core';
import type { MapeMapping } from '../model/dataMapping';

/**
 * The metrics sidebar's query (spec part 1 §2 "Metrics sidebar: MAPE (Forecast MAPE %, Backcast
 * MAPE %)") against the data mapping's MAPE datasource (the reference API's `ercot_forecast_mape`:
 * `__time` is the process time; dimensions market, processTime, horizon, mapeType; metric `mape`
 * in percent).
 *
 * @module
 */

/**
 * The MAPE query of one forecast run under the data mapping's MAPE datasource: mean MAPE split by
 * the type column (forecast | backcast), for `market` and `processTime` (ISO 8601, matched as
 * written), over the day from the process time (a date range is required). Null without a market
 * or process time or with an unreadable process time.
 *
 * @example mapeRequest(mapping.mape, 'COAST', '2021-12-23T12:00:00Z')
 */
export function mapeRequest(mapping: MapeMapping, market: string | null, processTime: string | null, horizon?: string): QueryRequestInput | null {
  if (!market || !processTime) return null;
  const at = Date.parse(processTime);
  if (Number.isNaN(at)) return null;
  const filters: QueryFilter[] = [
    { columnName: mapping.marketColumn, filterType: 'Include', filterValues: [market] },
    { columnName: mapping.processTimeColumn, filterType: 'Include', filterValues: [processTime] },
  ];
  if (horizon && mapping.horizonColumn) filters.push({ columnName: mapping.horizonColumn, filterType: 'Include', filterValues: [horizon] });
  const scope = mapping.scope;
  return {
    selectedMeasures: [
      { columnName: mapping.metric, aggregation: 'Avg', preferredColumnName: 'mape' },
      ...(scope
        ? ([
            { columnName: scope.hoursMetric, aggregation: 'Avg', preferredColumnName: 'hours' },
            { columnName: scope.fullHorizonMetric, aggregation: 'Avg', preferredColumnName: 'mapeFullHorizon' },
            { columnName: scope.fullHorizonHoursMetric, aggregation: 'Avg', preferredColumnName: 'hoursFullHorizon' },
          ] as const)
        : []),
    ],
    filters,
    timeFilter: { columnName: '__time', dateRange: { fromDate: new Date(at).toISOString(), toDate: new Date(at + DAY_MS).toISOString() } },
    splits: [
      { type: 'dimension', columnName: mapping.typeColumn },
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

/** Which hours a run's default MAPE scores: its next operating day, or the whole run (also when the data does not say). */
export type MapeScopeKind = 'day_ahead' | 'full_horizon' | 'whole_run';

/** Forecast and backcast MAPE in percent, null where the answer has none, with the hours they score. */
export interface MapeValues {
  forecast: number | null;
  backcast: number | null;
  /** The default score's scope: 'whole_run' when the datasource states none (an imported run, or no scope mapped). */
  scope: MapeScopeKind;
  /** Scored hours of the default score, epoch ms: start of the first to end of the last; null when not stated. */
  scoredFrom: number | null;
  scoredTo: number | null;
  /** Hours the default score covers; null when not stated. */
  hours: number | null;
  /** Forecast and backcast MAPE over every hour of the run (percent) and how many hours; null unless the default score is day-ahead. */
  fullHorizon: { forecast: number | null; backcast: number | null; hours: number | null } | null;
}

/**
 * Reads the answer of {@link mapeRequest}.
 *
 * @example mapeValues(mapping.mape, answer) // { forecast: 7.965546322201216, backcast: 4.870889988471497 }
 */
export function mapeValues(mapping: MapeMapping, answer: QueryResponse | undefined): MapeValues {
  const out: MapeValues = { forecast: null, backcast: null, scope: 'whole_run', scoredFrom: null, scoredTo: null, hours: null, fullHorizon: null };
  const types = mapping.typeValues ?? { forecast: 'forecast', backcast: 'backcast' };
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const instant = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : null);
  const full = { forecast: null as number | null, backcast: null as number | null, hours: null as number | null };
  for (const row of answer?.data ?? []) {
    const value = num(row.mape);
    if (value === null) continue;
    const type = row[mapping.typeColumn] === types.forecast ? 'forecast' : row[mapping.typeColumn] === types.backcast ? 'backcast' : null;
    if (!type) continue;
    out[type] = value;
    const scope = mapping.scope;
    if (!scope) continue;
    const kind = row[scope.scopeColumn];
    if (kind !== 'day_ahead' && kind !== 'full_horizon') continue;
    out.scope = kind;
    out.scoredFrom = instant(row[scope.scoredFromColumn]);
    out.scoredTo = instant(row[scope.scoredToColumn]);
    out.hours = num(row.hours);
    full[type] = num(row.mapeFullHorizon);
    full.hours = num(row.hoursFullHorizon);
  }
  if (out.scope === 'day_ahead') out.fullHorizon = full;
  return out;
}

/**
 * The hours a score covers, in the dashboard's zone: 'YYYY-MM-DD HE1–HE24' in hour ending (the
 * hour named by its end), 'YYYY-MM-DD 00:00–24:00' in hour beginning, with both days when the
 * hours span more than one local day ('2021-12-24 HE1 – 2021-12-30 HE24'). `from` and `to` are
 * epoch ms, start of the first hour and end of the last.
 *
 * @example scoredHoursText(Date.parse('2021-12-24T06:00:00Z'), Date.parse('2021-12-25T06:00:00Z'), 'America/Chicago', true) // '2021-12-24 HE1–HE24'
 */
export function scoredHoursText(from: number, to: number, timeZone: string, hourEnding: boolean): string {
  const start = toLocalDateTime(from, timeZone);
  // The last hour's own day and its end: 'HE24' / '24:00' of that day rather than 00:00 of the next.
  const lastHour = toLocalDateTime(to - 3_600_000, timeZone);
  const endHour = lastHour.hour + 1;
  const day = (d: LocalDate) => formatLocalDate(d);
  const two = (n: number) => String(n).padStart(2, '0');
  const startText = hourEnding ? `HE${start.hour + 1}` : `${two(start.hour)}:${two(start.minute)}`;
  const endText = hourEnding ? `HE${endHour}` : `${two(endHour)}:00`;
  return day(start) === day(lastHour) ? `${day(start)} ${startText}–${endText}` : `${day(start)} ${startText} – ${day(lastHour)} ${endText}`;
}

/**
 * A MAPE in percent with 2 decimals ('7.97'), or an en dash when missing.
 *
 * @example formatMape(7.965546322201216) // '7.97'
 */
export function formatMape(value: number | null): string {
  return value === null ? '–' : value.toFixed(2);
}
