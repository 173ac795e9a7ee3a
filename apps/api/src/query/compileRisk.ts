import type { RiskQueryRequest } from '@loadline/core';
import type { DatasourceMeta } from '../data/registry';
import { checkColumn, checkText, columnExpr, dimensionFilter, orgScope, rangeFilter } from './columns';
import { QueryError } from './errors';
import type { Output, QueryIR } from './ir';

/** Dimension of a risk datasource holding the as-of date (YYYY-MM-DD). */
export const AS_OF_COLUMN = 'asOfDate';

/** How one output of a risk query becomes a field of its rows. */
export interface RiskColumn {
  name: string;
  alias: string;
  /** `__time` values leave as ISO 8601 UTC text. */
  time: boolean;
}

/**
 * The as-of-date column of a risk datasource.
 * @throws {QueryError} 404 when the datasource has none (it is not a risk datasource).
 */
export function asOfColumn(meta: DatasourceMeta): string {
  const d = meta.dimensions.find((c) => c.name === AS_OF_COLUMN);
  if (!d) throw new QueryError(`Datasource ${meta.name} has no as-of dates`, 404);
  return d.name;
}

/** IR of the distinct as-of dates, newest first. */
export function compileAsOfDates(meta: DatasourceMeta): QueryIR {
  const column = asOfColumn(meta);
  return { table: meta.table, outputs: [{ alias: 'v', kind: 'value', expr: columnExpr(column) }], where: orgScope(meta), groupBy: ['v'], orderBy: [{ alias: 'v', direction: 'desc' }], limit: null, offset: null };
}

/**
 * Compiles a risk query (POST /risk/v1/risk-data/{datasource}/query, spec part 2 section 7):
 * the rows of `asOfDate`, kept by `selectedFilters` (values of a dimension) and `rangeFilters`
 * ([min, max] of a metric, both included), grouped by `group` (dimensions, or `__time` for the
 * interval start) with each of `columns` aggregated (sum, avg, min, max). Rows are ordered by
 * the group columns.
 * @throws {QueryError} 400 for an unknown column or two columns of the same name.
 */
export function compileRiskQuery(req: RiskQueryRequest, meta: DatasourceMeta): { ir: QueryIR; columns: RiskColumn[] } {
  const asOf = asOfColumn(meta);
  const outputs: Output[] = [];
  const columns: RiskColumn[] = [];
  req.group.forEach((name, i) => {
    const alias = `d${i}`;
    if (name === '__time') {
      outputs.push({ alias, kind: 'value', expr: { kind: 'time' } });
      columns.push({ name, alias, time: true });
    } else {
      const { column } = checkColumn(meta, name, ['dimension'], `group[${i}]`);
      outputs.push({ alias, kind: 'value', expr: columnExpr(column) });
      columns.push({ name: column, alias, time: false });
    }
  });
  req.columns.forEach((c, i) => {
    const { column } = checkColumn(meta, c.name, ['metric'], `columns[${i}].name`);
    outputs.push({ alias: `m${i}`, kind: 'aggregate', fn: c.aggregation, expr: columnExpr(column) });
    columns.push({ name: column, alias: `m${i}`, time: false });
  });
  const seen = new Set<string>();
  for (const c of columns) {
    if (seen.has(c.name)) throw new QueryError(`Two result columns are named ${JSON.stringify(c.name)}`);
    seen.add(c.name);
  }
  const ir: QueryIR = {
    table: meta.table,
    outputs,
    where: [
      ...orgScope(meta),
      { kind: 'in', expr: columnExpr(asOf), values: [checkText(req.asOfDate, 'asOfDate')], negate: false },
      ...req.selectedFilters.map((f, i) => dimensionFilter(meta, { columnName: f.name, filterType: 'Include', filterValues: f.values }, `selectedFilters[${i}]`)),
      ...req.rangeFilters.map((f, i) => rangeFilter(meta, f.name, Math.min(...f.value), Math.max(...f.value), `rangeFilters[${i}]`)),
    ],
    groupBy: columns.filter((c) => c.alias.startsWith('d')).map((c) => c.alias),
    orderBy: columns.filter((c) => c.alias.startsWith('d')).map((c) => ({ alias: c.alias, direction: 'asc' as const })),
    limit: null,
    offset: null,
  };
  return { ir, columns };
}
