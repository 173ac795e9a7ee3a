import type { AggregateFn, Output, Predicate, QueryIR, RenderedSql } from '../ir';
import { type DialectParts, expr, ParamList, predicate, renderSql } from './renderSql';

/** Aggregates that combine from per-interval partials. */
const combinable = new Set<AggregateFn>(['sum', 'min', 'max', 'avg', 'count']);

const usesLocalTime = (ir: QueryIR) =>
  ir.outputs.some((o) => o.kind === 'value' && (o.expr.kind === 'timeBucket' || o.expr.kind === 'timePart')) ||
  ir.where.some((w) => w.kind !== 'timeRange' && (w.expr.kind === 'timeBucket' || w.expr.kind === 'timePart'));

/**
 * Whether {@link renderPreAggregated} applies: local time is used, every aggregate combines from
 * partials (Sum, Min, Max, Avg, count over a column) and every value output is a column or a
 * function of `__time`.
 */
export function canPreAggregate(ir: QueryIR): boolean {
  return (
    usesLocalTime(ir) &&
    ir.outputs.some((o) => o.kind === 'aggregate') &&
    ir.outputs.every((o) => (o.kind === 'aggregate' ? combinable.has(o.fn) && o.expr.kind === 'column' : true))
  );
}

/**
 * DuckDB rendering in two steps, for queries on local time: the inner query aggregates the rows
 * of each interval (`GROUP BY "__time"` and the dimensions the answer needs, with every filter
 * that does not need local time), so local time is computed once per interval and dimension value
 * instead of once per row; the outer query splits, filters on time parts and combines the
 * partials (SUM of sums, MIN of minimums, MAX of maximums, averages weighted by counts, SUM of
 * counts). The answer is the same as the one-step query's.
 */
export function renderPreAggregated(d: DialectParts, ir: QueryIR): RenderedSql {
  const p = new ParamList(true);
  const dims = [...new Set(ir.outputs.flatMap((o) => (o.kind === 'value' && o.expr.kind === 'column' ? [o.expr.column] : [])))];
  const inner: string[] = ['"__time"', ...dims.map((c) => d.quote(c))];
  const outer: Output[] = [];
  ir.outputs.forEach((o, i) => {
    if (o.kind !== 'aggregate' || o.expr.kind !== 'column') {
      outer.push(o);
      return;
    }
    const col = expr(d, o.expr, p);
    switch (o.fn) {
      case 'avg':
        inner.push(`AVG(${col}) AS a${i}`, `COUNT(${col}) AS c${i}`);
        outer.push({ alias: o.alias, kind: 'aggregate', fn: 'weightedAvg', expr: { kind: 'ref', alias: `a${i}` }, weight: { kind: 'ref', alias: `c${i}` } });
        break;
      case 'count':
        inner.push(`COUNT(${col}) AS c${i}`);
        outer.push({ alias: o.alias, kind: 'aggregate', fn: 'sum', expr: { kind: 'ref', alias: `c${i}` } });
        break;
      default:
        inner.push(`${o.fn.toUpperCase()}(${col}) AS a${i}`);
        outer.push({ alias: o.alias, kind: 'aggregate', fn: o.fn, expr: { kind: 'ref', alias: `a${i}` } });
    }
  });
  const needsLocal = (w: Predicate) => w.kind !== 'timeRange' && (w.expr.kind === 'timePart' || w.expr.kind === 'timeBucket');
  const innerWhere = ir.where.filter((w) => !needsLocal(w));
  let sql = `(SELECT ${inner.join(', ')}\nFROM ${d.quote(ir.table)}`;
  if (innerWhere.length) sql += `\nWHERE ${innerWhere.map((w) => `(${predicate(d, w, p)})`).join('\n  AND ')}`;
  sql += `\nGROUP BY ${inner.slice(0, 1 + dims.length).map((_, i) => i + 1).join(', ')}) AS pre`;
  return renderSql(d, { ...ir, outputs: outer, where: ir.where.filter(needsLocal) }, { sql, params: p });
}
