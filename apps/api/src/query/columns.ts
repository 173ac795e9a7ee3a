import { rowScopeOf, type DatasourceMeta } from '../data/registry';
import { QueryError } from './errors';
import type { Expr, Predicate, Scalar } from './ir';

/**
 * Identifier checks: a column name from a request reaches SQL only after it is found in the
 * datasource's metadata, and then as the metadata's own string.
 */

/** Kinds of column a request may name. */
export type ColumnKind = 'dimension' | 'metric';

/**
 * The metadata column of that name, or a 400.
 * @param accept kinds allowed at this place of the request
 * @param field where in the request the name was found, for the message (e.g. 'filters[0].columnName')
 * @throws {QueryError} 400 naming the column, the field and the datasource.
 */
export function checkColumn(meta: DatasourceMeta, name: string, accept: readonly ColumnKind[], field: string): { column: string; kind: ColumnKind } {
  if (accept.includes('dimension')) {
    const d = meta.dimensions.find((c) => c.name === name);
    if (d) return { column: d.name, kind: 'dimension' };
  }
  if (accept.includes('metric')) {
    const m = meta.metrics.find((c) => c.name === name);
    if (m) return { column: m.name, kind: 'metric' };
  }
  const what = accept.length === 1 ? `a ${accept[0]}` : 'a column';
  throw new QueryError(`${field}: ${JSON.stringify(name)} is not ${what} of datasource ${meta.name}`);
}

/** A request value that may reach a filter. */
type RequestValue = string | number | boolean | null;

/**
 * A dimension (Include/Exclude) filter as a predicate. Dimension columns hold text, so numbers
 * and booleans match their text; null matches a missing value. Metric columns take finite numbers.
 * @throws {QueryError} 400 for an unknown column, a lone-surrogate string, or a non-number on a metric.
 */
export function dimensionFilter(
  meta: DatasourceMeta,
  filter: { columnName: string; filterType: 'Include' | 'Exclude'; filterValues: RequestValue[] },
  field: string,
): Predicate {
  const { column, kind } = checkColumn(meta, filter.columnName, ['dimension', 'metric'], `${field}.columnName`);
  const values: Scalar[] = [];
  let matchNull = false;
  for (const v of filter.filterValues) {
    if (v === null) matchNull = true;
    else if (kind === 'metric') {
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw new QueryError(`${field}.filterValues: ${filter.columnName} is a metric; its filter values must be numbers`);
      }
      values.push(v);
    } else values.push(checkText(String(v), `${field}.filterValues`));
  }
  return { kind: 'in', expr: { kind: 'column', column }, values, negate: filter.filterType === 'Exclude', matchNull };
}

/**
 * A numeric range filter (`min <= column <= max`, either bound optional) on a metric.
 * @throws {QueryError} 400 for an unknown metric or a non-finite bound.
 */
export function rangeFilter(meta: DatasourceMeta, columnName: string, min: number | undefined, max: number | undefined, field: string): Predicate {
  const { column } = checkColumn(meta, columnName, ['metric'], `${field}.columnName`);
  return { kind: 'between', expr: { kind: 'column', column }, min: finiteOrNull(min, `${field}.min`), max: finiteOrNull(max, `${field}.max`) };
}

function finiteOrNull(v: number | undefined, field: string): number | null {
  if (v === undefined) return null;
  if (!Number.isFinite(v)) throw new QueryError(`${field} must be a finite number`);
  return v;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text values must be well-formed Unicode (no lone surrogates), else a 400.
 * @throws {QueryError}
 */
export function checkText(value: string, field: string): string {
  if (loneSurrogate.test(value)) throw new QueryError(`${field}: values must be well-formed Unicode text`);
  return value;
}

/** The column expression of a checked column. */
export const columnExpr = (column: string): Expr => ({ kind: 'column', column });

/**
 * The organisation predicate every read of a datasource carries (issue #14, imported data belongs
 * to the importer's organisation): rows whose org column is NULL (the seed, public) or the
 * viewer's organisation; only the viewer's organisation's for a datasource of owned rows (meter
 * level, issue #32: no viewer, no row); none for a datasource without an org column. The
 * organisation is a bound parameter (an `in` predicate's value), never SQL text.
 * @returns zero or one predicate, to put first in a query's WHERE
 */
export function orgScope(meta: DatasourceMeta): Predicate[] {
  const scope = rowScopeOf(meta);
  if (!scope) return [];
  return [{ kind: 'in', expr: columnExpr(scope.column), values: scope.orgId === null ? [] : [scope.orgId], negate: false, matchNull: scope.publicRows }];
}
