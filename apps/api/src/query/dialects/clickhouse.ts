import type { Dialect, QueryIR, TimeGrain } from '../ir';
import { offsetPieces, type OffsetPieces } from '../zoneOffsets';
import { type DialectParts, type ParamList, renderSql } from './renderSql';

/** The type of `__time` in ClickHouse tables: the interval start in UTC, to the millisecond. */
export const CLICKHOUSE_TIME_TYPE = "DateTime64(3, 'UTC')";

/**
 * Settings every query of the ClickHouse dialect runs with (the runners send them with each query):
 * - `prefer_column_name_to_alias`: a column named like an engine-made alias (`v`, `n`, `total`) is
 *   read as the column in WHERE, as in DuckDB (ClickHouse would read the alias);
 * - `enable_extended_results_for_datetime_functions`: month and year starts are Date32 (1900-2299),
 *   not Date (1970-2149);
 * - `enable_positional_arguments`: GROUP BY 1, 2 (the default since 22.7, set for older servers);
 * - `output_format_json_quote_64bit_integers` 0: counts and epoch ms leave as JSON numbers.
 */
export const clickhouseQuerySettings: Readonly<Record<string, number>> = {
  prefer_column_name_to_alias: 1,
  enable_extended_results_for_datetime_functions: 1,
  enable_positional_arguments: 1,
  output_format_json_quote_64bit_integers: 0,
};

/**
 * ClickHouse identifier quoting: double quotes, with a backslash or quote inside escaped by a
 * backslash (ClickHouse reads backslash escapes in quoted identifiers).
 */
export const quoteClickhouse = (identifier: string): string => `"${identifier.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

const TIME = quoteClickhouse('__time');
const subDailyMs: Partial<Record<TimeGrain, number>> = { PT15M: 900_000, PT30M: 1_800_000, PT1H: 3_600_000 };
const calendarStart: Partial<Record<TimeGrain, string>> = { P1D: 'toStartOfDay', P1M: 'toStartOfMonth', P1Y: 'toStartOfYear' };

/** '2019-03-10T06:00:00.000Z' -> '2019-03-10 06:00:00.000' (DateTime64 text, UTC). */
const naive = (iso: string) => iso.replace('T', ' ').replace(/Z$/, '');

/**
 * The zone's UTC offset of `__time` in seconds. Within the query's date range its offsets are
 * known pieces ({@link offsetPieces}, the same the DuckDB dialect binds): a `multiIf` over the
 * bound change instants, so both engines read local time from one time-zone database (the
 * runtime's). Without a range, ClickHouse's own: `timeZoneOffset(toTimeZone(__time, zone))`.
 */
function offsetSql(zone: string, pieces: OffsetPieces | null, p: ParamList): string {
  if (!pieces) return `timeZoneOffset(toTimeZone(${TIME}, ${p.bind(zone, 'String')}))`;
  const last = p.bind(pieces.offsets[pieces.changes.length] ?? 0, 'Int32');
  if (!pieces.changes.length) return last;
  const arms = pieces.changes.map((c, i) => `${TIME} < ${p.bind(naive(new Date(c).toISOString()), CLICKHOUSE_TIME_TYPE)}, ${p.bind(pieces.offsets[i] ?? 0, 'Int32')}`);
  return `multiIf(${arms.join(', ')}, ${last})`;
}

function partsFor(ir: QueryIR): DialectParts {
  const range = ir.where.find((w) => w.kind === 'timeRange');
  const pieces = (zone: string) => (range ? offsetPieces(zone, Date.parse(range.from), Date.parse(range.to)) : null);
  // Local wall-clock time of `__time`, a DateTime64(3, 'UTC') holding the local clock.
  const local = (zone: string, p: ParamList) => `(${TIME} + toIntervalSecond(${offsetSql(zone, pieces(zone), p)}))`;
  return {
    quote: quoteClickhouse,
    paramStyle: 'clickhouse',
    timeColumn: TIME,
    timeBucket(grain, zone, wallClock, p) {
      const bucketMs = subDailyMs[grain];
      if (bucketMs !== undefined) {
        // Milliseconds of local time past the bucket start (buckets align with the epoch, as DuckDB's).
        const past = (l: string) => `toIntervalMillisecond(positiveModulo(toUnixTimestamp64Milli(${l}), ${p.bind(bucketMs, 'Int64')}))`;
        const l = local(zone, p);
        // Wall clock: local time less the time past the start. Instant: the same from `__time`,
        // so the repeated local hour of a 25-hour day stays two buckets.
        return wallClock ? `(${l} - ${past(l)})` : `(${TIME} - ${past(l)})`;
      }
      const fn = calendarStart[grain] ?? 'toStartOfDay';
      if (wallClock) return `${fn}(${local(zone, p)})`;
      // The instant of the local calendar start: ClickHouse's own zone rules.
      const z = p.bind(zone, 'String');
      return `toDateTime64(${fn}(${TIME}, ${z}), 3, ${z})`;
    },
    timePart(part, zone, p) {
      const fn = { hourOfDay: 'toHour', dayOfWeek: 'toDayOfWeek', monthOfYear: 'toMonth', year: 'toYear' }[part];
      return `${fn}(${local(zone, p)})`;
    },
    // argMin/argMax skip rows whose value is NULL, as DuckDB's arg_min/arg_max.
    firstLast: (fn, arg, by) => `${fn === 'first' ? 'argMin' : 'argMax'}(${arg}, ${by})`,
    toMillis: (sql) => `toUnixTimestamp64Milli(toDateTime64(${sql}, 3, 'UTC'))`,
    timeRange: (from, to, p) => `${TIME} >= ${p.bind(naive(from), CLICKHOUSE_TIME_TYPE)} AND ${TIME} < ${p.bind(naive(to), CLICKHOUSE_TIME_TYPE)}`,
    // SQL's NULL over no rows (ClickHouse's plain sum/min/max give 0 there); COUNT(DISTINCT) is exact (uniqExact).
    aggregate: (fn, arg) => ({ sum: `sumOrNull(${arg})`, min: `minOrNull(${arg})`, max: `maxOrNull(${arg})`, avg: `avgOrNull(${arg})` } as Record<string, string | undefined>)[fn],
  };
}

/**
 * The ClickHouse dialect, run in-process on chDB or on a ClickHouse server or cluster
 * (`timeseries/`). `__time` is `DateTime64(3, 'UTC')`; local time is `__time` plus the zone's
 * offset, a `multiIf` over the offset changes inside the query's date range (every instant and
 * offset bound, the same pieces the DuckDB dialect uses, so both answer alike on DST days);
 * sub-daily buckets subtract the local time past the bucket start, calendar buckets are
 * `toStartOfDay/Month/Year` of local time. Values are typed query parameters `{pN:Type}`
 * (ClickHouse binds them apart from the SQL text); timestamps leave as epoch ms. Queries run
 * with {@link clickhouseQuerySettings}.
 */
export const clickhouseDialect: Dialect = {
  name: 'clickhouse',
  quote: quoteClickhouse,
  render: (ir) => renderSql(partsFor(ir), ir),
};

/** The named parameters of a rendered ClickHouse query: `{ p1: value1, p2: value2, ... }`. */
export function clickhouseParams(params: readonly unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  params.forEach((v, i) => (out[`p${i + 1}`] = v));
  return out;
}
