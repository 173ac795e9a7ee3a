import type { QueryRow } from '@loadline/core';
import { fromZonedTime } from 'date-fns-tz';
import type { SqlParam } from '../db/database';
import type { CompiledQuery } from './compileQuery';
import type { Dialect, QueryIR, Scalar } from './ir';

/**
 * What runs rendered SQL: the `Database` of `db/database.ts` fits. Tests wrap it to record every
 * statement that reaches DuckDB.
 */
export interface SqlRunner {
  all<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
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
 * 'YYYY-MM-DDTHH:MM:SS' of epoch ms read as UTC, without a Date: the civil date of the day count
 * (H. Hinnant, "chrono-compatible low-level date algorithms", days_from_civil inverse). A dashboard
 * answer formats tens of thousands of buckets; this is several times faster than
 * `new Date(ms).toISOString()`.
 */
export function wallClockText(ms: number): string {
  const days = Math.floor(ms / MS_PER_DAY);
  let rest = ms - days * MS_PER_DAY;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const hour = Math.floor(rest / 3_600_000);
  rest -= hour * 3_600_000;
  const minute = Math.floor(rest / 60_000);
  const second = Math.floor((rest - minute * 60_000) / 1000);
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : new Date(ms).toISOString().slice(0, -17);
  return `${y}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/**
 * ISO 8601 text of a bucket start with the zone's offset at that instant, e.g.
 * '2019-03-10T00:00:00-06:00' ('Z' in UTC). The offset is the wall clock minus the instant, so no
 * time-zone lookup is needed per row.
 * @param instantMs bucket start, epoch ms
 * @param wallMs the same start's local wall-clock time written as if UTC, epoch ms
 */
export function formatBucket(instantMs: number, wallMs: number, zone: string): string {
  const local = wallClockText(wallMs);
  const offsetMin = Math.round((wallMs - instantMs) / 60_000);
  if (offsetMin === 0 && zone === 'UTC') return `${local}Z`;
  const a = Math.abs(offsetMin);
  return `${local}${offsetMin < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/** The instant (epoch ms) of a local wall-clock time (epoch ms as if UTC) in `zone`. */
export function localToInstant(wallMs: number, zone: string): number {
  return fromZonedTime(new Date(wallMs).toISOString().slice(0, 23), zone).getTime();
}

/** Renders an IR and runs it; rows as DuckDB gave them. */
export async function runIr(runner: SqlRunner, dialect: Dialect, ir: QueryIR): Promise<Record<string, unknown>[]> {
  const { sql, params } = dialect.render(ir);
  return runner.all(sql, params satisfies Scalar[]);
}

/**
 * Runs a compiled query and shapes its rows: time buckets as ISO 8601 text with offset under
 * `__time`, the other result columns by name (numbers as numbers, text as text, null as null).
 * `total` is the row count before limit/skip when the query pages.
 */
export async function executeQuery(runner: SqlRunner, dialect: Dialect, q: CompiledQuery): Promise<{ data: QueryRow[]; total?: number }> {
  const rows = await runIr(runner, dialect, q.ir);
  const data = rows.map((r) => {
    const out: QueryRow = {};
    for (const c of q.columns) {
      if (c.kind === 'bucket') {
        const wall = toRowValue(r[c.wallAlias]);
        const instant = c.alias ? toRowValue(r[c.alias]) : typeof wall === 'number' ? localToInstant(wall, q.zone) : null;
        out[c.name] = typeof instant === 'number' && typeof wall === 'number' ? formatBucket(instant, wall, q.zone) : null;
      } else out[c.name] = toRowValue(r[c.alias]);
    }
    return out;
  });
  if (!q.totalAlias) return { data };
  let first = rows[0];
  // A page past the end has no row to carry the total: count from the first page instead.
  if (!first && q.ir.offset) first = (await runIr(runner, dialect, { ...q.ir, limit: 1, offset: null }))[0];
  return { data, total: first ? Number(toRowValue(first[q.totalAlias]) ?? 0) : 0 };
}
