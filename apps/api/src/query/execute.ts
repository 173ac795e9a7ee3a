import type { QueryRow } from '@loadline/core';
import type { SqlColumns, SqlParam } from '../db/database';
import type { CompiledQuery } from './compileQuery';
import type { Dialect, QueryIR, Scalar } from './ir';
import { wallClockToInstant } from './zoneOffsets';

/**
 * What runs rendered SQL: the `Database` of `db/database.ts` fits. Tests wrap it to record every
 * statement that reaches DuckDB.
 */
export interface SqlRunner {
  all<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  columns(sql: string, params?: SqlParam[]): Promise<SqlColumns>;
}

/** A value of an answer row. */
export type RowValue = string | number | boolean | null;

/** DuckDB values as JSON values: BIGINT and HUGEINT as numbers (counts, epoch ms), the rest as is. */
export function toRowValue(v: unknown): RowValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  return String(v);
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

const MS_PER_DAY = 86_400_000;

/**
 * 'YYYY-MM-DD' of a day count since 1970-01-01 (H. Hinnant, "chrono-compatible low-level date
 * algorithms", civil_from_days), without a Date.
 */
function civilDateText(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : new Date(days * MS_PER_DAY).toISOString().slice(0, -14);
  return `${y}-${pad(month)}-${pad(day)}`;
}

/** 'THH:MM:SS' of the milliseconds into a day. */
function clockText(msOfDay: number): string {
  const hour = Math.floor(msOfDay / 3_600_000);
  const rest = msOfDay - hour * 3_600_000;
  const minute = Math.floor(rest / 60_000);
  const second = Math.floor((rest - minute * 60_000) / 1000);
  return `T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/**
 * 'YYYY-MM-DDTHH:MM:SS' of epoch ms read as UTC, without a Date. A dashboard answer formats tens
 * of thousands of buckets; this is several times faster than `new Date(ms).toISOString()`.
 */
export function wallClockText(ms: number): string {
  const days = Math.floor(ms / MS_PER_DAY);
  return civilDateText(days) + clockText(ms - days * MS_PER_DAY);
}

/** ' +HH:MM' style offset text of a bucket: the wall clock minus the instant ('Z' in UTC). */
function offsetText(instantMs: number, wallMs: number, zone: string): string {
  const offsetMin = Math.round((wallMs - instantMs) / 60_000);
  if (offsetMin === 0 && zone === 'UTC') return 'Z';
  const a = Math.abs(offsetMin);
  return `${offsetMin < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/**
 * ISO 8601 text of a bucket start with the zone's offset at that instant, e.g.
 * '2019-03-10T00:00:00-06:00' ('Z' in UTC). The offset is the wall clock minus the instant, so no
 * time-zone lookup is needed per row.
 * @param instantMs bucket start, epoch ms
 * @param wallMs the same start's local wall-clock time written as if UTC, epoch ms
 */
export function formatBucket(instantMs: number, wallMs: number, zone: string): string {
  return wallClockText(wallMs) + offsetText(instantMs, wallMs, zone);
}

/**
 * {@link formatBucket} of a column of buckets, the date text computed once per local day (a year
 * of hourly buckets formats 365 dates, not 8,760). Calendar buckets (no instant column) take the
 * instant of their local start. Exported for its tests; the answers use it through executeQuery.
 */
export function formatBuckets(instants: unknown[] | null, walls: unknown[], zone: string): (string | null)[] {
  const out: (string | null)[] = new Array(walls.length);
  let lastDay = Number.NaN;
  let lastDate = '';
  for (let r = 0; r < walls.length; r++) {
    const wall = toRowValue(walls[r]);
    const instant = instants ? toRowValue(instants[r]) : typeof wall === 'number' ? localToInstant(wall, zone) : null;
    if (typeof instant !== 'number' || typeof wall !== 'number') {
      out[r] = null;
      continue;
    }
    const days = Math.floor(wall / MS_PER_DAY);
    if (days !== lastDay) {
      lastDay = days;
      lastDate = civilDateText(days);
    }
    out[r] = lastDate + clockText(wall - days * MS_PER_DAY) + offsetText(instant, wall, zone);
  }
  return out;
}

/** The instant (epoch ms) of a local wall-clock time (epoch ms as if UTC) in `zone`. */
export function localToInstant(wallMs: number, zone: string): number {
  return wallClockToInstant(wallMs, zone);
}

/** Renders an IR and runs it; rows as DuckDB gave them. */
export async function runIr(runner: SqlRunner, dialect: Dialect, ir: QueryIR): Promise<Record<string, unknown>[]> {
  const { sql, params } = dialect.render(ir);
  return runner.all(sql, params satisfies Scalar[]);
}

/**
 * Runs a compiled query and shapes its rows: time buckets as ISO 8601 text with offset under
 * `__time`, the other result columns by name (numbers as numbers, text as text, null as null).
 * `total` is the row count before limit/skip when the query pages. The rows are built from
 * DuckDB's result columns, one object per row with the answer's fields only.
 */
export async function executeQuery(runner: SqlRunner, dialect: Dialect, q: CompiledQuery): Promise<{ data: QueryRow[]; total?: number }> {
  const { sql, params } = dialect.render(q.ir);
  const result = await runner.columns(sql, params satisfies Scalar[]);
  const column = (alias: string): unknown[] => {
    const i = result.names.indexOf(alias);
    if (i < 0) throw new Error(`Result column ${alias} is missing`);
    // DuckDB gives no column arrays for an empty result.
    return result.columns[i] ?? [];
  };
  const fields = q.columns.map((c) => ({
    name: c.name,
    values: c.kind === 'bucket' ? formatBuckets(c.alias ? column(c.alias) : null, column(c.wallAlias), q.zone) : column(c.alias),
    raw: c.kind !== 'bucket',
  }));
  const data: QueryRow[] = new Array(result.rowCount);
  for (let r = 0; r < result.rowCount; r++) {
    const row: QueryRow = {};
    for (const f of fields) row[f.name] = f.raw ? toRowValue(f.values[r]) : ((f.values[r] as string | null) ?? null);
    data[r] = row;
  }
  if (!q.totalAlias) return { data };
  let first: unknown = result.rowCount > 0 ? column(q.totalAlias)[0] : undefined;
  // A page past the end has no row to carry the total: count from the first page instead.
  if (first === undefined && q.ir.offset) first = (await runIr(runner, dialect, { ...q.ir, limit: 1, offset: null }))[0]?.[q.totalAlias];
  return { data, total: first === undefined ? 0 : Number(toRowValue(first) ?? 0) };
}
