import type { QueryRequest, SelectedMeasure } from '@loadline/core';
import type { DatasourceMeta } from '../data/registry';
import { checkColumn, columnExpr, dimensionFilter, orgScope, rangeFilter } from './columns';
import { QueryError, queryTexts } from './errors';
import type { AggregateFn, Output, Predicate, QueryIR, TimeGrain } from './ir';
import { checkMarketLevels } from './marketLevels';
import { dateRangePredicate, timePartPredicates } from './timeFilter';
import { assertZone } from './zones';

/** How one output column of the IR becomes a field of the answer's rows. */
export type ResultColumn =
  /**
   * A time bucket: `wallAlias` holds its start's local wall clock (epoch ms as if UTC), `alias`
   * its instant (epoch ms) for sub-daily grains, null for calendar grains (derived from the wall
   * clock, since a local midnight is never repeated).
   */
  | { kind: 'bucket'; name: string; alias: string | null; wallAlias: string }
  /** A plain value (time part, dimension, measure): numbers as numbers, text as text. */
  | { kind: 'value'; name: string; alias: string };

/** A compiled query: the IR, how to read its rows, and the zone of its time buckets. */
export interface CompiledQuery {
  ir: QueryIR;
  columns: ResultColumn[];
  /** Alias of the total row count (native queries with limit or skip), if asked for. */
  totalAlias: string | null;
  zone: string;
}

const aggregation: Record<'Sum' | 'Avg' | 'Min' | 'Max' | 'CountDistinct', AggregateFn> = {
  Sum: 'sum',
  Avg: 'avg',
  Min: 'min',
  Max: 'max',
  CountDistinct: 'countDistinct',
};

function measureOutput(meta: DatasourceMeta, m: SelectedMeasure, alias: string, field: string): { output: Output; name: string } {
  if ('customAggregation' in m) {
    const c = m.customAggregation;
    const fn = ({ First: 'first', Last: 'last', WeightedAvg: 'weightedAvg' } as const)[c.function];
    const { column } = checkColumn(meta, c.columnName, fn === 'weightedAvg' ? ['metric'] : ['metric', 'dimension'], `${field}.customAggregation.columnName`);
    const output: Output = { alias, kind: 'aggregate', fn, expr: columnExpr(column) };
    if (fn === 'weightedAvg') {
      if (c.weightColumnName === undefined) throw new QueryError(`${field}.customAggregation: WeightedAvg needs weightColumnName`);
      output.weight = columnExpr(checkColumn(meta, c.weightColumnName, ['metric'], `${field}.customAggregation.weightColumnName`).column);
    }
    return { output, name: m.preferredColumnName };
  }
  const fn = aggregation[m.aggregation];
  // CountDistinct counts any column (e.g. meters); the numeric aggregations need a metric.
  const { column } = checkColumn(meta, m.columnName, fn === 'countDistinct' ? ['dimension', 'metric'] : ['metric'], `${field}.columnName`);
  return { output: { alias, kind: 'aggregate', fn, expr: columnExpr(column) }, name: m.preferredColumnName ?? m.columnName };
}

/**
 * Compiles a query (POST .../query and .../query-native, spec part 2 section 7) against a
 * datasource's metadata.
 *
 * - Measures: Sum, Avg, Min, Max on metrics; CountDistinct on any column; custom First, Last,
 *   WeightedAvg. Result column: `preferredColumnName`, else `columnName`.
 * - Splits: `time` (local-calendar buckets of P1Y, P1M, P1D, PT1H, PT30M, PT15M in `timezone`,
 *   result column `__time`), `timePart` (result column named after the part), `dimension`.
 * - Filters: Include/Exclude, time range (`toDate` exclusive) and time parts in `timezone`, range
 *   filters on metrics, spatial boxes on latitude/longitude metrics.
 * - Rows are ordered by the splits in their order (or `orderBy`), then paged by `limit`/`skip`.
 *
 * @throws {QueryError} 400 with the spec's text for no measure and no split ('At least one column
 *   value must be requested') or no date range ('No date range specified for the request'), and a
 *   message naming the field for an unknown column, an unsupported time zone or a bad date; 400
 *   when a sum or mean would add markets of different levels (`marketLevels`, issue #32).
 */
export function compileQuery(req: QueryRequest, meta: DatasourceMeta): CompiledQuery {
  const zone = assertZone(req.timezone);
  if (req.selectedMeasures.length === 0 && req.splits.length === 0) throw new QueryError(queryTexts.noColumn);
  const range = req.timeFilter?.dateRange;
  if (!range) throw new QueryError(queryTexts.noDateRange);
  checkMarketLevels(req, meta);

  const outputs: Output[] = [];
  const columns: ResultColumn[] = [];
  const groupBy: string[] = [];
  req.splits.forEach((s, i) => {
    const field = `splits[${i}]`;
    if (s.type === 'time') {
      const grain: TimeGrain = s.granularity;
      const alias = `t${i}`;
      const wallAlias = `w${i}`;
      // Calendar buckets are named by their local start alone; sub-daily ones also need the
      // instant (the repeated hour of a fall-back day has one wall clock and two instants).
      const calendar = grain === 'P1D' || grain === 'P1M' || grain === 'P1Y';
      if (!calendar) outputs.push({ alias, kind: 'value', expr: { kind: 'timeBucket', grain, zone } });
      outputs.push({ alias: wallAlias, kind: 'value', expr: { kind: 'timeBucket', grain, zone, wallClock: true } });
      groupBy.push(...(calendar ? [wallAlias] : [alias, wallAlias]));
      columns.push({ kind: 'bucket', name: '__time', alias: calendar ? null : alias, wallAlias });
    } else if (s.type === 'timePart') {
      const alias = `p${i}`;
      outputs.push({ alias, kind: 'value', expr: { kind: 'timePart', part: s.part, zone } });
      groupBy.push(alias);
      columns.push({ kind: 'value', name: s.part, alias });
    } else {
      const alias = `d${i}`;
      const { column } = checkColumn(meta, s.columnName, ['dimension', 'metric'], `${field}.columnName`);
      outputs.push({ alias, kind: 'value', expr: columnExpr(column) });
      groupBy.push(alias);
      columns.push({ kind: 'value', name: column, alias });
    }
  });
  req.selectedMeasures.forEach((m, i) => {
    const { output, name } = measureOutput(meta, m, `m${i}`, `selectedMeasures[${i}]`);
    outputs.push(output);
    columns.push({ kind: 'value', name, alias: output.alias });
  });
  const names = new Set<string>();
  for (const c of columns) {
    if (names.has(c.name)) throw new QueryError(`Two result columns are named ${JSON.stringify(c.name)}; set preferredColumnName to tell them apart`);
    names.add(c.name);
  }

  const where: Predicate[] = [...orgScope(meta), dateRangePredicate(range, zone, 'timeFilter.dateRange')];
  if (req.timeFilter?.timePartFilter) where.push(...timePartPredicates(req.timeFilter.timePartFilter, zone));
  req.filters.forEach((f, i) => where.push(dimensionFilter(meta, f, `filters[${i}]`)));
  req.rangeFilters.forEach((f, i) => where.push(rangeFilter(meta, f.columnName, f.min, f.max, `rangeFilters[${i}]`)));
  (req.spatialFilters ?? []).forEach((f, i) => {
    where.push(rangeFilter(meta, f.latitudeColumn, Math.min(f.south, f.north), Math.max(f.south, f.north), `spatialFilters[${i}].latitude`));
    where.push(rangeFilter(meta, f.longitudeColumn, Math.min(f.west, f.east), Math.max(f.west, f.east), `spatialFilters[${i}].longitude`));
  });

  const orderBy = (req.orderBy ?? []).map((o, i) => {
    const c = columns.find((col) => col.name === o.columnName);
    if (!c) throw new QueryError(`orderBy[${i}].columnName: ${JSON.stringify(o.columnName)} is not a result column of this query`);
    return { alias: c.kind === 'bucket' ? (c.alias ?? c.wallAlias) : c.alias, direction: o.direction };
  });
  // Stable order: the asked order, then every split ascending.
  for (const c of columns) {
    const key = c.kind === 'bucket' ? (c.alias ?? c.wallAlias) : c.alias;
    if (!key.startsWith('m') && !orderBy.some((o) => o.alias === key)) orderBy.push({ alias: key, direction: 'asc' });
  }

  const paged = req.limit !== undefined || req.skip !== undefined;
  const totalAlias = paged ? 'total' : null;
  if (totalAlias) outputs.push({ alias: totalAlias, kind: 'total' });
  // No measures: the distinct split combinations (e.g. a meter table's meter list).
  const ir: QueryIR = { table: meta.table, outputs, where, groupBy, orderBy, limit: req.limit ?? null, offset: req.skip ?? null };
  return { ir, columns, totalAlias, zone };
}
