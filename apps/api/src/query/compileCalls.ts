import type { DimensionsRequest, DistinctRequest, TimeBoundRequest, TimeFilter } from '@loadline/core';
import type { DatasourceMeta } from '../data/registry';
import { checkColumn, columnExpr, dimensionFilter, orgScope } from './columns';
import type { Predicate, QueryIR } from './ir';
import { dateRangePredicate, timePartPredicates } from './timeFilter';

/**
 * Compilers of the datasource calls other than query (spec part 2 section 7), each to one IR.
 * These calls carry no time zone: their date ranges and time parts are read in UTC.
 */

/** Zone of calls that carry none. */
const CALL_ZONE = 'UTC';

/** Predicates of a call's filters and optional time filter. */
function callFilters(meta: DatasourceMeta, filters: DistinctRequest['filters'], timeFilter: TimeFilter | undefined): Predicate[] {
  const where = [...orgScope(meta), ...filters.map((f, i) => dimensionFilter(meta, f, `filters[${i}]`))];
  if (timeFilter?.dateRange) where.push(dateRangePredicate(timeFilter.dateRange, CALL_ZONE, 'timeFilter.dateRange'));
  if (timeFilter?.timePartFilter) where.push(...timePartPredicates(timeFilter.timePartFilter, CALL_ZONE));
  return where;
}

/**
 * POST .../distinct: the values of one dimension among the filtered rows, sorted by the value or
 * by the rows holding it (`sortType` 'count'), in `direction`, at most `limit`. Output `v`.
 * @throws {QueryError} 400 for an unknown column.
 */
export function compileDistinct(req: DistinctRequest, meta: DatasourceMeta): { ir: QueryIR; column: string } {
  const { column } = checkColumn(meta, req.distinctDimension.columnName, ['dimension'], 'distinctDimension.columnName');
  const ir: QueryIR = {
    table: meta.table,
    outputs: [
      { alias: 'v', kind: 'value', expr: columnExpr(column) },
      { alias: 'n', kind: 'aggregate', fn: 'count', expr: { kind: 'time' } },
    ],
    where: callFilters(meta, req.filters, req.timeFilter),
    groupBy: ['v'],
    orderBy: req.sortType === 'count' ? [{ alias: 'n', direction: req.direction }, { alias: 'v', direction: 'asc' }] : [{ alias: 'v', direction: req.direction }],
    limit: req.limit ?? null,
    offset: null,
  };
  return { ir, column };
}

/**
 * POST .../multi-distinct: one distinct query per asked dimension (output `v`, ascending).
 * @throws {QueryError} 400 for an unknown column.
 */
export function compileMultiDistinct(req: DimensionsRequest, meta: DatasourceMeta): { column: string; ir: QueryIR }[] {
  const where = callFilters(meta, req.filters, req.timeFilter);
  return req.dimensions.map((name, i) => {
    const { column } = checkColumn(meta, name, ['dimension'], `dimensions[${i}]`);
    const ir: QueryIR = { table: meta.table, outputs: [{ alias: 'v', kind: 'value', expr: columnExpr(column) }], where, groupBy: ['v'], orderBy: [{ alias: 'v', direction: 'asc' }], limit: null, offset: null };
    return { column, ir };
  });
}

/**
 * POST .../min-max: MIN and MAX of each asked metric (outputs `lo{i}`, `hi{i}`), one row.
 * @throws {QueryError} 400 for a name that is not a metric.
 */
export function compileMinMax(req: DimensionsRequest, meta: DatasourceMeta): { ir: QueryIR; columns: string[] } {
  const columns = req.dimensions.map((name, i) => checkColumn(meta, name, ['metric'], `dimensions[${i}]`).column);
  const ir: QueryIR = {
    table: meta.table,
    outputs: columns.flatMap((column, i) => [
      { alias: `lo${i}`, kind: 'aggregate' as const, fn: 'min' as const, expr: columnExpr(column) },
      { alias: `hi${i}`, kind: 'aggregate' as const, fn: 'max' as const, expr: columnExpr(column) },
    ]),
    where: callFilters(meta, req.filters, req.timeFilter),
    groupBy: [],
    orderBy: [],
    limit: null,
    offset: null,
  };
  return { ir, columns };
}

/**
 * POST .../min-time and .../max-time, GET .../time-boundary: earliest (`lo`) and latest (`hi`)
 * `__time` among the filtered rows, epoch ms.
 * @throws {QueryError} 400 for an unknown column in a filter.
 */
export function compileTimeBounds(req: TimeBoundRequest, meta: DatasourceMeta): QueryIR {
  return {
    table: meta.table,
    outputs: [
      { alias: 'lo', kind: 'aggregate', fn: 'min', expr: { kind: 'time' } },
      { alias: 'hi', kind: 'aggregate', fn: 'max', expr: { kind: 'time' } },
    ],
    where: callFilters(meta, req.filters, undefined),
    groupBy: [],
    orderBy: [],
    limit: null,
    offset: null,
  };
}
