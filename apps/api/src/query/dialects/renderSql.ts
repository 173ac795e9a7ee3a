import type { AggregateFn, Expr, Output, Predicate, QueryIR, RenderedSql, Scalar, TimeGrain, TimePart } from '../ir';

/**
 * How placeholders are written: `?` in order (`positional`), `$n` with an equal value bound once
 * (`numbered`, DuckDB), or ClickHouse's typed `{pN:Type}` with an equal value bound once
 * (`clickhouse`; the N-th value of {@link ParamList.values} is `pN`).
 */
export type ParamStyle = 'positional' | 'numbered' | 'clickhouse';

/** ClickHouse type of a bound value that names none: String, Int64 (safe integers) or Float64. */
const clickhouseType = (value: Scalar): string => (typeof value === 'string' ? 'String' : Number.isSafeInteger(value) ? 'Int64' : 'Float64');

/**
 * Collects bound parameters in the order their `?` placeholders appear in the SQL text. Renderers
 * append text left to right, so pushing a value when its placeholder is written keeps both in step.
 */
export class ParamList {
  readonly values: Scalar[] = [];
  private readonly style: ParamStyle;
  private readonly seen = new Map<string, number>();

  /**
   * @param style `numbered` (or true): `$n` placeholders, an equal value bound once (DuckDB: lets
   *   the planner see repeated zone expressions as one); `clickhouse`: `{pN:Type}`; else
   *   positional `?`.
   */
  constructor(style: ParamStyle | boolean = false) {
    this.style = style === true ? 'numbered' : style === false ? 'positional' : style;
  }

  /**
   * Adds a value and returns its placeholder. In numbered (DuckDB) mode, an integer outside the
   * 32-bit range is bound as text and cast to DOUBLE: DuckDB's Node client would bind it as BIGINT,
   * which 2^63 and above overflow, while the value means a DOUBLE here. In ClickHouse mode `type`
   * names the parameter's type (e.g. `DateTime64(3, 'UTC')`); without it a string is String, a
   * safe integer Int64 and any other number Float64.
   */
  bind(value: Scalar, type?: string): string {
    if (this.style === 'numbered' && typeof value === 'number' && Number.isInteger(value) && (value > 2_147_483_647 || value < -2_147_483_648)) {
      return `CAST(${this.bind(String(value))} AS DOUBLE)`;
    }
    if (this.style === 'positional') {
      this.values.push(value);
      return '?';
    }
    const ch = this.style === 'clickhouse' ? (type ?? clickhouseType(value)) : '';
    const key = `${typeof value}:${ch}:${String(value)}`;
    let n = this.seen.get(key);
    if (n === undefined) {
      n = this.values.push(value);
      this.seen.set(key, n);
    }
    return this.style === 'clickhouse' ? `{p${n}:${ch}}` : `$${n}`;
  }
}

/** What differs between dialects: identifier quoting and the time functions. */
export interface DialectParts {
  quote(identifier: string): string;
  /** How placeholders are written. */
  readonly paramStyle: ParamStyle;
  /** The interval start column. */
  readonly timeColumn: string;
  /**
   * Start of the local-time bucket holding `__time`, as a timestamp: the instant, or with
   * `wallClock` the local wall-clock time as a zone-less timestamp.
   */
  timeBucket(grain: TimeGrain, zone: string, wallClock: boolean, p: ParamList): string;
  /** Value of `arg` at the smallest (`first`) or largest (`last`) `by` (SQL of `__time` or a column). */
  firstLast(fn: 'first' | 'last', arg: string, by: string): string;
  /** A numeric part of local time (hourOfDay, dayOfWeek ISO 1-7, monthOfYear, year). */
  timePart(part: Exclude<TimePart, 'dayType'>, zone: string, p: ParamList): string;
  /** A timestamp-valued SQL expression as epoch milliseconds. */
  toMillis(sql: string): string;
  /** `from <= __time < to` with both instants bound. */
  timeRange(from: string, to: string, p: ParamList): string;
  /**
   * SQL of a plain aggregate when the dialect's differs from the standard one (`SUM(x)`...), e.g.
   * ClickHouse's `sumOrNull` for SQL's NULL over no rows; undefined keeps the standard one.
   */
  aggregate?(fn: Exclude<AggregateFn, 'first' | 'last' | 'weightedAvg'>, arg: string): string | undefined;
}

const aggregateSql: Record<Exclude<AggregateFn, 'first' | 'last' | 'weightedAvg'>, (arg: string) => string> = {
  sum: (a) => `SUM(${a})`,
  avg: (a) => `AVG(${a})`,
  min: (a) => `MIN(${a})`,
  max: (a) => `MAX(${a})`,
  countDistinct: (a) => `COUNT(DISTINCT ${a})`,
  count: (a) => `COUNT(${a})`,
};

const isTimestamp = (expr: Expr): boolean => expr.kind === 'time' || expr.kind === 'timeBucket';

/** SQL of one expression. */
export function expr(d: DialectParts, e: Expr, p: ParamList): string {
  switch (e.kind) {
    case 'column':
      return d.quote(e.column);
    case 'ref':
      return e.alias;
    case 'time':
      return d.timeColumn;
    case 'timeBucket':
      return d.timeBucket(e.grain, e.zone, e.wallClock === true, p);
    case 'timePart':
      if (e.part === 'dayType') {
        const dow = d.timePart('dayOfWeek', e.zone, p);
        return `CASE WHEN ${dow} >= 6 THEN ${p.bind('Weekend')} ELSE ${p.bind('Weekday')} END`;
      }
      return d.timePart(e.part, e.zone, p);
  }
}

function aggregate(d: DialectParts, o: Extract<Output, { kind: 'aggregate' }>, p: ParamList): string {
  const arg = expr(d, o.expr, p);
  switch (o.fn) {
    case 'first':
    case 'last':
      return d.firstLast(o.fn, arg, o.by ? expr(d, o.by, p) : d.timeColumn);
    case 'weightedAvg': {
      if (!o.weight) throw new Error('weightedAvg needs a weight');
      const w1 = expr(d, o.weight, p);
      const w2 = expr(d, o.weight, p);
      return `SUM(${arg} * ${w1}) / NULLIF(SUM(${w2}), 0)`;
    }
    default: {
      const agg = d.aggregate?.(o.fn, arg) ?? aggregateSql[o.fn](arg);
      return isTimestamp(o.expr) && (o.fn === 'min' || o.fn === 'max') ? d.toMillis(agg) : agg;
    }
  }
}

function output(d: DialectParts, o: Output, p: ParamList): string {
  switch (o.kind) {
    case 'value': {
      const sql = expr(d, o.expr, p);
      return `${isTimestamp(o.expr) ? d.toMillis(sql) : sql} AS ${o.alias}`;
    }
    case 'aggregate':
      return `${aggregate(d, o, p)} AS ${o.alias}`;
    case 'total':
      return `COUNT(*) OVER () AS ${o.alias}`;
  }
}

/** SQL of one predicate. */
export function predicate(d: DialectParts, w: Predicate, p: ParamList): string {
  switch (w.kind) {
    case 'in': {
      // Include: listed values (and null when listed). Exclude: the rest, null kept unless listed.
      const terms: string[] = [];
      if (w.values.length) {
        const left = expr(d, w.expr, p);
        terms.push(`${left} ${w.negate ? 'NOT IN' : 'IN'} (${w.values.map((v) => p.bind(v)).join(', ')})`);
      }
      if (w.negate) {
        if (!terms.length) return w.matchNull ? `${expr(d, w.expr, p)} IS NOT NULL` : '1 = 1';
        // Rendered after the list so positional `?` stay in step with their values.
        const nullTerm = `${expr(d, w.expr, p)} ${w.matchNull ? 'IS NOT NULL' : 'IS NULL'}`;
        return `${terms[0]} ${w.matchNull ? 'AND' : 'OR'} ${nullTerm}`;
      }
      if (w.matchNull) terms.push(`${expr(d, w.expr, p)} IS NULL`);
      return terms.length ? terms.join(' OR ') : '1 = 0';
    }
    case 'between': {
      const parts: string[] = [];
      if (w.min !== null) parts.push(`${expr(d, w.expr, p)} >= ${p.bind(w.min)}`);
      if (w.max !== null) parts.push(`${expr(d, w.expr, p)} <= ${p.bind(w.max)}`);
      return parts.length ? parts.join(' AND ') : '1 = 1';
    }
    case 'timeRange':
      return d.timeRange(w.from, w.to, p);
  }
}

/**
 * Renders a {@link QueryIR} with one dialect's parts: SELECT outputs, FROM the table, WHERE every
 * predicate (ANDed), GROUP BY output positions, ORDER BY aliases, LIMIT and OFFSET bound. Every
 * value becomes a placeholder (`?` or `$n`); the SQL text holds only keywords, engine-made aliases, quoted
 * metadata identifiers and the dialect's fixed function names and literals. `from` replaces the
 * table with a subquery already rendered with the same (numbered) parameter list.
 */
export function renderSql(d: DialectParts, ir: QueryIR, from?: { sql: string; params: ParamList }): RenderedSql {
  const p = from?.params ?? new ParamList(d.paramStyle);
  let sql = `SELECT ${ir.outputs.map((o) => output(d, o, p)).join(', ')}\nFROM ${from ? from.sql : d.quote(ir.table)}`;
  if (ir.where.length) sql += `\nWHERE ${ir.where.map((w) => `(${predicate(d, w, p)})`).join('\n  AND ')}`;
  if (ir.groupBy.length) {
    const positions = ir.groupBy.map((alias) => {
      const i = ir.outputs.findIndex((o) => o.alias === alias && o.kind === 'value');
      if (i < 0) throw new Error(`GROUP BY names no value output: ${alias}`);
      return String(i + 1);
    });
    sql += `\nGROUP BY ${positions.join(', ')}`;
  }
  if (ir.orderBy.length) sql += `\nORDER BY ${ir.orderBy.map((o) => `${o.alias} ${o.direction.toUpperCase()}`).join(', ')}`;
  if (ir.limit !== null) sql += `\nLIMIT ${p.bind(ir.limit)}`;
  if (ir.offset !== null) sql += `\nOFFSET ${p.bind(ir.offset)}`;
  return { sql, params: p.values };
}

/** Double-quote quoting of DuckDB and ClickHouse SQL (an embedded quote is doubled). */
export const quoteDouble = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;
