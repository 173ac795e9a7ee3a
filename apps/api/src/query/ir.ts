/**
 * The query engine's intermediate representation (IR): what a request means, with every
 * identifier already checked against the datasource's metadata and every value kept apart from
 * the SQL text. A dialect renders it to SQL text plus bound parameters.
 *
 * Time conventions: `__time` holds the interval's start instant (hour beginning) in UTC. Buckets
 * and time parts are taken on local time in an IANA zone; bucket starts come back as UTC instants
 * (epoch milliseconds), so a DST day has 23 or 25 hourly buckets and one daily bucket.
 */
import { TIME_PARTS } from '@loadline/core';

/** Time bucket grains, as the spec's granularity codes (spec part 1 section 9). */
export const timeGrains = ['PT15M', 'PT30M', 'PT1H', 'P1D', 'P1M', 'P1Y'] as const;
/** A time bucket grain: 15-min, 30-min, hourly, daily (local day), monthly, yearly. */
export type TimeGrain = (typeof timeGrains)[number];

/**
 * Parts of local time a query can split or filter on (spec part 1 section 3, time filter groups):
 * core's `TIME_PARTS`, whose `timePartOf` is the rule the dialects render and the browser applies.
 */
export const timeParts = TIME_PARTS;
/**
 * A part of local time: hourOfDay 0-23 (hour beginning), dayOfWeek 1-7 (ISO, Monday = 1),
 * monthOfYear 1-12, dayType 'Weekday' | 'Weekend', year (e.g. 2019).
 */
export type TimePart = (typeof timeParts)[number];

/** Day type values (spec part 1 section 3). */
export const dayTypes = ['Weekday', 'Weekend'] as const;

/**
 * Aggregate functions: the spec's calculation functions (part 1 section 3: Sum, Avg, Min, Max,
 * CountDistinct, "string first"), plus `count` (rows), `last` and `weightedAvg`
 * (`sum(expr * weight) / sum(weight)`). `first`/`last` take the value of the earliest/latest
 * interval.
 */
export const aggregateFns = ['sum', 'avg', 'min', 'max', 'countDistinct', 'count', 'first', 'last', 'weightedAvg'] as const;
/** An aggregate function. */
export type AggregateFn = (typeof aggregateFns)[number];

/** A value bound as a parameter. */
export type Scalar = string | number;

/** A value computed per row. */
export type Expr =
  /** A column of the datasource; the name is checked against its metadata before it gets here. */
  | { kind: 'column'; column: string }
  /** An output of an inner query, by its engine-made alias (the DuckDB pre-aggregation). */
  | { kind: 'ref'; alias: string }
  /** The interval start instant, `__time`. */
  | { kind: 'time' }
  /**
   * Start of the local-time bucket holding the row: its instant, or with `wallClock` its local
   * wall-clock time written as if it were UTC (the two differ by the zone's offset at that start).
   */
  | { kind: 'timeBucket'; grain: TimeGrain; zone: string; wallClock?: boolean }
  /** A part of the row's local time. */
  | { kind: 'timePart'; part: TimePart; zone: string };

/** A row filter; all of a query's filters must hold. */
export type Predicate =
  /**
   * `expr IN (values)` (Include), or with `negate` NOT IN (Exclude). `matchNull` adds the rows
   * where `expr` is null to the listed values.
   */
  | { kind: 'in'; expr: Expr; values: Scalar[]; negate: boolean; matchNull?: boolean }
  /** `min <= expr <= max`; a null bound is open. */
  | { kind: 'between'; expr: Expr; min: number | null; max: number | null }
  /** `from <= __time < to`, both ISO instants in UTC ending in 'Z'. */
  | { kind: 'timeRange'; from: string; to: string };

/** One output column; `alias` is engine-made (`d0`, `m0`, `t`), never taken from a request. */
export type Output =
  | { alias: string; kind: 'value'; expr: Expr }
  /** `weight` is weightedAvg's weight; `by` orders first/last (default `__time`). */
  | { alias: string; kind: 'aggregate'; fn: AggregateFn; expr: Expr; weight?: Expr; by?: Expr }
  /** Rows of the whole answer before LIMIT/OFFSET (a window count over the groups). */
  | { alias: string; kind: 'total' };

/** A whole query. */
export interface QueryIR {
  /** Table name, from the datasource's metadata. */
  table: string;
  outputs: Output[];
  where: Predicate[];
  /** Aliases of `value` outputs to group by. */
  groupBy: string[];
  orderBy: { alias: string; direction: 'asc' | 'desc' }[];
  /** Row limit, or null for none. */
  limit: number | null;
  /** Rows skipped, or null for none. */
  offset: number | null;
}

/** SQL text and its bound parameters, in order of the `?` placeholders. */
export interface RenderedSql {
  sql: string;
  params: Scalar[];
}

/** Renders the IR in one SQL dialect. */
export interface Dialect {
  /** Dialect name: 'duckdb' or 'clickhouse'. */
  readonly name: string;
  /** Quotes an identifier that has already been checked against the datasource's metadata. */
  quote(identifier: string): string;
  /** Renders a whole query. */
  render(ir: QueryIR): RenderedSql;
}
