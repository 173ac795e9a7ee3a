import { type ConfigItem, type DataSeries, type Filter, type ValidQueryRequest } from '@loadline/core';
import type { DashboardDataMapping } from './dataMapping';
import { forecastSeries, loadSeries, loadUnitTypeOf, seriesSource } from './seriesCatalog';
import { seriesToQuery } from './seriesToQuery';

/**
 * The two queries that score a forecast run (spec part 1 §2 "shortTermPerformance"; part 2 §7
 * "Data queries" POST .../query): the run's forecast and the Stitched Actual, hourly sums of the
 * mapping's load metric over the run's local days, under the dashboard's filters (its market), in
 * the dashboard's zone. Built with the cards' own `seriesToQuery`, so they read exactly what a card
 * charting the same two series reads. The mapping's load interval applies (`load.timeIntervalMinutes`,
 * else the config item's): a host whose performance config item is daily (its stored MAPE) names
 * the load's hourly interval in the mapping, else the hourly scoring is 'Cannot group by selection'. Pure.
 *
 * @module
 */

/** One query of a run's scoring: where it is sent, the checked body and the answer's value column. */
export interface PerformanceQuery {
  datasource: string;
  body: ValidQueryRequest;
  /** Result column of the measure (the load metric). */
  column: string;
  /** The series it reads (for a card charting forecast against actual). */
  series: DataSeries;
}

/** What a run is scored over. */
export interface PerformanceQueryInput {
  /** Process time of the run, ISO 8601. */
  processTime: string;
  /** Local days of the run, YYYY-MM-DD (its forecast summary's from and to). */
  days: { from: string; to: string };
  /** The dashboard's applied dimension filters (e.g. its market). */
  filters: readonly Filter[];
  /** IANA zone of the dashboard. */
  timezone: string;
}

const fixed = (value: string) => ({ dateType: 'fixed' as const, identifier: 'today' as const, quantity: 0, multiplier: 1, value });

/**
 * The forecast and actual queries of a run, or the spec's error text when one cannot be asked
 * (e.g. 'No "process time" specified for the request' under a mapping without a process time
 * column). The forecast also filters on the mapping's horizon of short-term runs, when both
 * horizons share a table.
 *
 * @example performanceQueries(config, mapping, { processTime: '2021-12-23T12:00:00.000Z', days: { from: '2021-12-24', to: '2021-12-30' }, filters: [], timezone: 'America/Chicago' })
 */
export function performanceQueries(
  config: Pick<ConfigItem, 'datasource' | 'timeInterval' | 'level' | 'dynamicColumnsConfig' | 'scenarioConfig' | 'commodity'>,
  mapping: DashboardDataMapping,
  input: PerformanceQueryInput,
): { ok: true; forecast: PerformanceQuery; actual: PerformanceQuery } | { ok: false; error: string } {
  const unitType = loadUnitTypeOf(config);
  const run = forecastSeries(input.processTime, 'load', unitType);
  const actual = loadSeries('actual', 'load', unitType);
  const horizon = mapping.load.horizon;
  const horizonValue = horizon?.values.shortTermForecast;
  // The run's horizon is a filter of the series itself (a series sends every checked item).
  const horizonFilter: Filter[] = horizon && horizonValue !== undefined
    ? [{ name: horizon.column, title: horizon.column, items: [{ id: horizonValue, label: horizonValue, isChecked: true, isDisabled: false }] }]
    : [];
  const forecast: DataSeries = { ...run, selectedFilters: [...run.selectedFilters, ...horizonFilter] };
  const build = (series: DataSeries): PerformanceQuery | string => {
    let source;
    try {
      source = seriesSource(series, config, mapping);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
    const query = seriesToQuery(
      series,
      {
        timezone: input.timezone,
        from: fixed(input.days.from),
        to: fixed(input.days.to),
        filters: input.filters,
        rangeFilters: [],
        timeFilters: {},
        grouping: 'Hourly',
        now: new Date(Date.parse(`${input.days.to}T12:00:00Z`)),
      },
      source,
      mapping,
    );
    if (!query.success) return query.errors[0] ?? 'The query could not be built';
    return { datasource: source.datasource, body: query.data.body, column: source.metric, series };
  };
  const f = build(forecast);
  if (typeof f === 'string') return { ok: false, error: f };
  const a = build(actual);
  if (typeof a === 'string') return { ok: false, error: a };
  return { ok: true, forecast: f, actual: a };
}
