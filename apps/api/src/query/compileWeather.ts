import type { WeatherRequest } from '@loadline/core';
import type { DatasourceMeta } from '../data/registry';
import { checkColumn, checkText, columnExpr, orgScope } from './columns';
import { QueryError } from './errors';
import type { Output, QueryIR } from './ir';
import { dateRangePredicate } from './timeFilter';

/** Weather series of the three weather calls (spec part 2 section 7). */
export type WeatherSeries = 'actual' | 'normal' | 'forecast';

/** A compiled weather call: the IR and the metric names behind its `m{i}` outputs. */
export interface CompiledWeather {
  ir: QueryIR;
  metrics: string[];
  zone: string;
}

/** The day after `YYYY-MM-DD`. */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Compiles a weather call against the weather datasource (dimensions `station`, `series`,
 * `processTime`; metrics such as `temperature`, degF): the hourly rows of the asked stations and
 * series from `startDate` to `endDate`, both days included, in `zone` (UTC when `utcFlag`, else
 * the stations' local zone). A forecast hour takes its latest process time's value; an actual
 * or normal hour the average of its rows (one in the seed). Outputs: `d0` station, `t0` hour
 * start instant, `w0` hour start wall clock, `m{i}` per metric.
 * @throws {QueryError} 400 for an unknown `dateField`, an end before the start, a station with
 *   lone-surrogate text, or a datasource without the weather columns.
 */
export function compileWeather(req: WeatherRequest, meta: DatasourceMeta, series: WeatherSeries, localZone: string): CompiledWeather {
  if (req.dateField !== undefined && req.dateField !== 'weather_day') {
    throw new QueryError(`date_field: ${JSON.stringify(req.dateField)} is not supported; use weather_day`);
  }
  const zone = req.utcFlag ? 'UTC' : localZone;
  const station = checkColumn(meta, 'station', ['dimension'], 'weather datasource').column;
  const seriesColumn = checkColumn(meta, 'series', ['dimension'], 'weather datasource').column;
  const by = series === 'forecast' ? columnExpr(checkColumn(meta, 'processTime', ['dimension'], 'weather datasource').column) : undefined;
  if (req.endDate < req.startDate) throw new QueryError('end_date must not be before start_date');
  const metrics = meta.metrics.map((m) => m.name);
  const outputs: Output[] = [
    { alias: 'd0', kind: 'value', expr: columnExpr(station) },
    { alias: 't0', kind: 'value', expr: { kind: 'timeBucket', grain: 'PT1H', zone } },
    { alias: 'w0', kind: 'value', expr: { kind: 'timeBucket', grain: 'PT1H', zone, wallClock: true } },
    ...metrics.map((name, i): Output => (by ? { alias: `m${i}`, kind: 'aggregate', fn: 'last', expr: columnExpr(name), by } : { alias: `m${i}`, kind: 'aggregate', fn: 'avg', expr: columnExpr(name) })),
  ];
  const ir: QueryIR = {
    table: meta.table,
    outputs,
    where: [
      ...orgScope(meta),
      dateRangePredicate({ fromDate: req.startDate, toDate: nextDay(req.endDate) }, zone, 'start_date/end_date'),
      { kind: 'in', expr: columnExpr(seriesColumn), values: [series], negate: false },
      { kind: 'in', expr: columnExpr(station), values: req.weatherStations.map((s) => checkText(s, 'weather_stations')), negate: false },
    ],
    groupBy: ['d0', 't0', 'w0'],
    orderBy: [{ alias: 'd0', direction: 'asc' }, { alias: 't0', direction: 'asc' }],
    limit: null,
    offset: null,
  };
  return { ir, metrics, zone };
}
