import type { Dialect, QueryIR, TimeGrain } from '../ir';
import { offsetPieces, type OffsetPieces } from '../zoneOffsets';
import { canPreAggregate, renderPreAggregated } from './duckdbPreAggregate';
import { type DialectParts, type ParamList, quoteDouble, renderSql } from './renderSql';

const subDaily: Partial<Record<TimeGrain, string>> = {
  PT15M: "time_bucket(INTERVAL '15 minutes', %L)",
  PT30M: "time_bucket(INTERVAL '30 minutes', %L)",
  PT1H: "date_trunc('hour', %L)",
};
const calendar: Partial<Record<TimeGrain, string>> = { P1D: 'day', P1M: 'month', P1Y: 'year' };

/** '2019-03-10T06:00:00.000Z' -> '2019-03-10 06:00:00.000' (DuckDB TIMESTAMP text, UTC). */
const naive = (iso: string) => iso.replace('T', ' ').replace(/Z$/, '');

/**
 * Local wall-clock time of `__time` (a UTC TIMESTAMP) in `zone`. Within the query's date range
 * the zone's offsets are known pieces ({@link offsetPieces}), so local time is `__time` plus a
 * CASE over the bound change instants: a few comparisons per row, where a per-row ICU lookup
 * costs about 100x more. Without a date range, or with very many changes, it falls back to
 * `timezone(zone, timezone('UTC', "__time"))`.
 */
function localTime(zone: string, pieces: OffsetPieces | null, p: ParamList): string {
  if (!pieces) return `timezone(${p.bind(zone)}, timezone('UTC', "__time"))`;
  const whens = pieces.changes.map((c, i) => `WHEN "__time" < CAST(${p.bind(naive(new Date(c).toISOString()))} AS TIMESTAMP) THEN ${p.bind(pieces.offsets[i] ?? 0)} `);
  const last = p.bind(pieces.offsets[pieces.changes.length] ?? 0);
  return `("__time" + to_seconds(${whens.length ? `CASE ${whens.join('')}ELSE ${last} END` : last}))`;
}

function partsFor(ir: QueryIR): DialectParts {
  const range = ir.where.find((w) => w.kind === 'timeRange');
  // Local time is needed only inside the date range: its offset pieces make it plain arithmetic.
  const pieces = (zone: string) => (range ? offsetPieces(zone, Date.parse(range.from), Date.parse(range.to)) : null);
  const local = (zone: string, p: ParamList) => localTime(zone, pieces(zone), p);
  return {
    quote: quoteDouble,
    paramStyle: 'numbered',
    timeColumn: '"__time"',
    timeBucket(grain, zone, wallClock, p) {
      const floor = subDaily[grain];
      if (wallClock) return floor ? floor.replace('%L', local(zone, p)) : `date_trunc('${calendar[grain] ?? 'day'}', ${local(zone, p)})`;
      if (floor) {
        // Sub-daily buckets move back from the instant by the local time past the bucket start,
        // so the repeated local hour of a 25-hour day stays two buckets.
        const l1 = local(zone, p);
        const l2 = local(zone, p);
        return `("__time" - (${l1} - ${floor.replace('%L', l2)}))`;
      }
      // Calendar buckets: truncate local time, then read the local bucket start back as an instant.
      const z = p.bind(zone);
      return `timezone('UTC', timezone(${z}, date_trunc('${calendar[grain] ?? 'day'}', ${local(zone, p)})))`;
    },
    timePart(part, zone, p) {
      const fn = { hourOfDay: 'hour', dayOfWeek: 'isodow', monthOfYear: 'month', year: 'year' }[part];
      return `${fn}(${local(zone, p)})`;
    },
    firstLast: (fn, arg, by) => `${fn === 'first' ? 'arg_min' : 'arg_max'}(${arg}, ${by})`,
    toMillis: (sql) => `epoch_ms(${sql})`,
    timeRange: (from, to, p) =>
      `"__time" >= CAST(${p.bind(naive(from))} AS TIMESTAMP) AND "__time" < CAST(${p.bind(naive(to))} AS TIMESTAMP)`,
  };
}

/**
 * The DuckDB dialect: the one that runs. `__time` is a TIMESTAMP holding UTC; local time is
 * `__time` plus the zone's offset (a CASE over the offset changes inside the query's date range,
 * every instant and offset bound); calendar buckets are `date_trunc` on local time, sub-daily
 * buckets subtract the local time past the bucket start from the instant. Timestamps leave as
 * epoch ms; placeholders are `$n`, an equal value bound once. Queries on local time whose
 * aggregates combine from partials run in two steps ({@link renderPreAggregated}).
 */
export const duckdbDialect: Dialect = {
  name: 'duckdb',
  quote: quoteDouble,
  render: (ir) => (canPreAggregate(ir) ? renderPreAggregated(partsFor(ir), ir) : renderSql(partsFor(ir), ir)),
};
