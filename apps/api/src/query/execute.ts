import { civilDateText, type QueryRow } from '@loadline/core';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { SqlColumns, SqlParam, SqlResult } from '../db/database';
import type { CompiledQuery } from './compileQuery';
import { QueryError, queryTexts } from './errors';
import type { Dialect, Output, QueryIR, Scalar, TimeGrain } from './ir';
import { offsetPieces, offsetSeconds, wallClockToInstant } from './zoneOffsets';

/**
 * What runs rendered SQL: the `Database` of `db/database.ts` fits. Tests wrap it to record every
 * statement that reaches DuckDB.
 */
export interface SqlRunner {
  all<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  columns(sql: string, params?: SqlParam[]): Promise<SqlColumns>;
  /** The result kept in DuckDB, read a chunk at a time ({@link answerQueryJson}). */
  result(sql: string, params?: SqlParam[]): Promise<SqlResult>;
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
 * {@link runIr} under a row cap (LIMIT cap + 1, or the IR's smaller limit): a result above the cap
 * is refused before any row reaches JavaScript; rows are converted a DuckDB chunk at a time,
 * yielding to the event loop between chunks when a stretch of work passes `sliceMs`.
 * @throws {QueryError} 413 with the spec's card message when the result has more rows than `maxRows`.
 */
export async function runIrCapped(
  runner: SqlRunner,
  dialect: Dialect,
  ir: QueryIR,
  options: { maxRows: number; signal?: AbortSignal | undefined; sliceMs?: number },
): Promise<Record<string, unknown>[]> {
  const { maxRows, signal } = options;
  const sliceMs = options.sliceMs ?? 10;
  const { sql, params } = dialect.render({ ...ir, limit: ir.limit === null ? maxRows + 1 : Math.min(ir.limit, maxRows + 1) });
  const result = await runner.result(sql, params satisfies Scalar[]);
  if (result.rowCount > maxRows) throw new QueryError(queryTexts.tooLarge, 413);
  const rows: Record<string, unknown>[] = [];
  let sliceStart = performance.now();
  for (let i = 0; i < result.chunkCount; i++) {
    const columns = result.chunk(i);
    const n = columns[0]?.length ?? 0;
    for (let r = 0; r < n; r++) {
      const row: Record<string, unknown> = {};
      result.names.forEach((name, c) => (row[name] = columns[c]?.[r]));
      rows.push(row);
    }
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToEventLoop();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  return rows;
}

/**
 * JSON text of an array of answer rows, the same text as `JSON.stringify(items.map(toRow))`, built
 * row by row and yielding to the event loop every `sliceMs` of work, so a large answer (weather,
 * risk) never holds the loop for long.
 * @throws the signal's reason when it aborts between slices.
 */
export async function jsonArrayText<T>(items: readonly T[], toRow: (item: T) => unknown, options: { signal?: AbortSignal | undefined; sliceMs?: number } = {}): Promise<string> {
  const sliceMs = options.sliceMs ?? 10;
  const pieces: string[] = [];
  let sliceStart = performance.now();
  for (let from = 0; from < items.length; from += 2048) {
    const to = Math.min(items.length, from + 2048);
    const texts: string[] = new Array(to - from);
    for (let i = from; i < to; i++) texts[i - from] = JSON.stringify(toRow(items[i] as T)) ?? 'null';
    pieces.push(texts.join(','));
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToEventLoop();
      options.signal?.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  return `[${pieces.join(',')}]`;
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
  return { data, total: await answerTotal(runner, dialect, q, result.rowCount > 0 ? column(q.totalAlias)[0] : undefined) };
}

/**
 * The total of a paged answer (query-native `total`: rows before limit/skip) from the first row's
 * total column; a page past the end has no row to carry it, so it is counted from the first page.
 */
async function answerTotal(runner: SqlRunner, dialect: Dialect, q: CompiledQuery, first: unknown): Promise<number> {
  let value = first;
  if (value === undefined && q.ir.offset && q.totalAlias) value = (await runIr(runner, dialect, { ...q.ir, limit: 1, offset: null }))[0]?.[q.totalAlias];
  return value === undefined ? 0 : Number(toRowValue(value) ?? 0);
}

/** The index of a result column by its alias. @throws Error when the SQL gave no such column (a compiler bug). */
function columnIndex(result: Pick<SqlResult, 'names'>, alias: string): number {
  const i = result.names.indexOf(alias);
  if (i < 0) throw new Error(`Result column ${alias} is missing`);
  return i;
}

/** Options of {@link answerQueryJson}. */
export interface AnswerOptions {
  /**
   * Row cap of the answer: the SQL asks for one row more (LIMIT cap + 1, or the caller's smaller
   * limit), and a result above the cap is refused before any row reaches JavaScript.
   */
  maxRows: number;
  /** Echoed first in the answer when given. */
  queryId?: string | undefined;
  /** Checked between slices: an aborted signal stops the work and rejects with its reason. */
  signal?: AbortSignal | undefined;
  /** Longest stretch of formatting before yielding to the event loop, ms. @default 10 */
  sliceMs?: number;
}

/** JSON text of a value as {@link toRowValue} gives it. */
function jsonValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  switch (typeof v) {
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'bigint':
      return String(Number(v));
    case 'string':
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    default:
      return JSON.stringify(String(v));
  }
}

/**
 * A query's answer as JSON text, `{ queryId?, data: rows, total? }`: the same text as
 * `JSON.stringify` of {@link executeQuery}'s answer (with `queryId` first), in pieces to write out
 * one after the other, built without an object per row and without holding the event loop:
 *
 * - the SQL's LIMIT is the row cap + 1 (or the caller's smaller limit), and DuckDB keeps the result:
 *   its row count is checked before any value is converted, so an answer above the cap costs no
 *   JavaScript time or memory; the promise rejects then, before a byte of the answer is written.
 *   A query whose range may hold far more rows is first counted by a cheaper query
 *   ({@link rowCountCheck});
 * - `pieces` converts and writes the rows a DuckDB chunk (2,048 rows) at a time, yielding to the
 *   event loop whenever a stretch of work passes `sliceMs`, so health checks, sign-ins and saves
 *   are answered between slices of a large answer, and each piece can be sent and dropped before
 *   the next is built. A year of hourly rows (8,760) is five pieces.
 *
 * @throws {QueryError} 413 with the spec's card message ('Current dataset is to large to display
 *   here :( ...') when the answer has more rows than `maxRows`.
 */
export async function queryAnswer(
  runner: SqlRunner,
  dialect: Dialect,
  q: CompiledQuery,
  options: AnswerOptions,
): Promise<{ rowCount: number; pieces: AsyncGenerator<string>; columnar: () => Promise<string> }> {
  const { maxRows } = options;
  const check = rowCountCheck(q, maxRows);
  if (check) {
    const pre = dialect.render(check);
    if ((await runner.result(pre.sql, pre.params satisfies Scalar[])).rowCount > maxRows) throw new QueryError(queryTexts.tooLarge, 413);
  }
  const limit = q.ir.limit === null ? maxRows + 1 : Math.min(q.ir.limit, maxRows + 1);
  const { sql, params } = dialect.render({ ...q.ir, limit });
  const result = await runner.result(sql, params satisfies Scalar[]);
  if (result.rowCount > maxRows) throw new QueryError(queryTexts.tooLarge, 413);
  options.signal?.throwIfAborted();
  return {
    rowCount: result.rowCount,
    pieces: answerPieces(runner, dialect, q, result, options),
    columnar: () => columnarAnswerText(runner, dialect, q, result, options),
  };
}

const subDailyMs: Partial<Record<TimeGrain, number>> = { PT15M: 900_000, PT30M: 1_800_000, PT1H: 3_600_000 };

/**
 * Whether every UTC offset of `zone` in [from, to) is a whole number of `bucketMs`: from its offset
 * pieces, or for a range of too many changes (decades of DST), from its offset every 14 days (an
 * offset that lasts less than that is unknown in the time-zone database since 1900).
 */
function offsetsAreWholeBuckets(zone: string, from: number, to: number, bucketMs: number): boolean {
  const whole = (seconds: number) => (seconds * 1000) % bucketMs === 0;
  const pieces = offsetPieces(zone, from, to);
  if (pieces) return pieces.offsets.every(whole);
  const step = Math.max(14 * 86_400_000, (to - from) / 5000);
  for (let t = from; t < to; t += step) if (!whole(offsetSeconds(zone, t))) return false;
  return whole(offsetSeconds(zone, to - 1));
}

/**
 * A cheaper query with exactly as many rows as the answer, for a query that may be far above the
 * row cap (its range holds more than a quarter of the cap in buckets): the distinct combinations of
 * UTC bucket and split values, without measures, without local time and without sorting (LIMIT
 * cap + 1). Refusing a 100-year quarter-hourly query from it takes ~0.2 s of DuckDB instead of
 * several seconds. Exact when every time split is sub-daily and every offset of the zone in the
 * range is a whole number of buckets (sub-daily buckets are then the UTC ones: the repeated hour
 * of a fall-back day is two buckets either way); null otherwise, and for pages and time-part splits.
 */
export function rowCountCheck(q: CompiledQuery, maxRows: number): QueryIR | null {
  const { ir } = q;
  const range = ir.where.find((w) => w.kind === 'timeRange');
  if (!range || ir.limit !== null || ir.offset !== null) return null;
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  const outputs: Output[] = [];
  let buckets = 0;
  for (const o of ir.outputs) {
    if (o.kind !== 'value') continue;
    if (o.expr.kind === 'timePart') return null;
    if (o.expr.kind !== 'timeBucket') {
      outputs.push(o);
      continue;
    }
    const ms = subDailyMs[o.expr.grain];
    if (!ms) return null;
    if (o.expr.wallClock) continue;
    if (!offsetsAreWholeBuckets(o.expr.zone, from, to, ms)) return null;
    buckets = Math.max(buckets, (to - from) / ms);
    outputs.push({ alias: o.alias, kind: 'value', expr: { kind: 'timeBucket', grain: o.expr.grain, zone: 'UTC', wallClock: true } });
  }
  if (buckets <= maxRows / 4) return null;
  return { table: ir.table, outputs, where: ir.where, groupBy: outputs.map((o) => o.alias), orderBy: [], limit: maxRows + 1, offset: null };
}

/** The JSON text of {@link queryAnswer} in one string (tests, small answers). */
export async function answerQueryJson(runner: SqlRunner, dialect: Dialect, q: CompiledQuery, options: AnswerOptions): Promise<string> {
  const { pieces } = await queryAnswer(runner, dialect, q, options);
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out.join('');
}

/** The pieces of {@link queryAnswer}'s text; throws the signal's reason when it aborts between slices. */
async function* answerPieces(runner: SqlRunner, dialect: Dialect, q: CompiledQuery, result: SqlResult, options: AnswerOptions): AsyncGenerator<string> {
  const { signal } = options;
  const sliceMs = options.sliceMs ?? 10;
  const index = (alias: string): number => columnIndex(result, alias);
  const fields = q.columns.map((c, j) => ({
    key: `${j === 0 ? '{' : ','}${JSON.stringify(c.name)}:`,
    bucket: c.kind === 'bucket',
    at: c.kind === 'bucket' ? index(c.wallAlias) : index(c.alias),
    instantAt: c.kind === 'bucket' && c.alias ? index(c.alias) : -1,
  }));
  const totalAt = q.totalAlias ? index(q.totalAlias) : -1;

  let head = options.queryId === undefined ? '{"data":[' : `{"queryId":${JSON.stringify(options.queryId)},"data":[`;
  let first: unknown;
  let written = 0;
  let sliceStart = performance.now();
  for (let i = 0; i < result.chunkCount; i++) {
    const columns = result.chunk(i);
    const rows = columns[0]?.length ?? 0;
    if (i === 0 && totalAt >= 0) first = columns[totalAt]?.[0];
    const values = fields.map((f) =>
      f.bucket ? formatBuckets(f.instantAt >= 0 ? (columns[f.instantAt] ?? []) : null, columns[f.at] ?? [], q.zone) : (columns[f.at] ?? []),
    );
    // Rows joined per chunk: join gives one flat string, where `+=` over thousands of rows builds
    // a rope that writing would have to flatten.
    const texts: string[] = new Array(rows);
    for (let r = 0; r < rows; r++) {
      let row = '';
      for (let j = 0; j < fields.length; j++) {
        const v = values[j]![r];
        row += fields[j]!.key + (fields[j]!.bucket ? (v === null || v === undefined ? 'null' : `"${v as string}"`) : jsonValue(v));
      }
      texts[r] = `${row}}`;
    }
    if (rows > 0) {
      yield head + (written > 0 ? ',' : '') + texts.join(',');
      head = '';
      written += rows;
    }
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToEventLoop();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  let tail = ']';
  if (totalAt >= 0) tail += `,"total":${jsonValue(await answerTotal(runner, dialect, q, first))}`;
  yield `${head}${tail}}`;
}

/**
 * The columnar text of {@link queryAnswer}'s rows (core's columnarAnswer: `application/vnd.loadline.columns+json`),
 * for a client that asks for it: the same values, each time column as its first bucket start,
 * runs of steps between starts and runs of local UTC offsets (a year of hourly buckets is a few
 * numbers instead of 8,760 texts). A time column with a missing bucket is written as the row
 * shape's texts instead. Converted a DuckDB chunk at a time, yielding to the event loop as
 * {@link queryAnswer}'s pieces do.
 */
export async function columnarAnswerText(runner: SqlRunner, dialect: Dialect, q: CompiledQuery, result: SqlResult, options: Pick<AnswerOptions, 'queryId' | 'signal' | 'sliceMs'>): Promise<string> {
  const { signal } = options;
  const { rowCount } = result;
  const sliceMs = options.sliceMs ?? 10;
  const index = (alias: string): number => columnIndex(result, alias);
  const fields = q.columns.map((c) => ({
    name: c.name,
    bucket: c.kind === 'bucket',
    at: c.kind === 'bucket' ? index(c.wallAlias) : index(c.alias),
    instantAt: c.kind === 'bucket' && c.alias ? index(c.alias) : -1,
    instants: c.kind === 'bucket' ? new Float64Array(rowCount) : null,
    walls: c.kind === 'bucket' ? new Float64Array(rowCount) : null,
    complete: true,
    values: [] as string[],
  }));
  const totalAt = q.totalAlias ? index(q.totalAlias) : -1;
  let first: unknown;
  let row = 0;
  let sliceStart = performance.now();
  for (let i = 0; i < result.chunkCount; i++) {
    const columns = result.chunk(i);
    const rows = columns[0]?.length ?? 0;
    if (i === 0 && totalAt >= 0) first = columns[totalAt]?.[0];
    for (const f of fields) {
      const column = columns[f.at] ?? [];
      if (!f.instants || !f.walls) {
        const texts: string[] = new Array(rows);
        for (let r = 0; r < rows; r++) texts[r] = jsonValue(toRowValue(column[r]));
        f.values.push(texts.join(','));
        continue;
      }
      const instants = f.instantAt >= 0 ? (columns[f.instantAt] ?? []) : null;
      for (let r = 0; r < rows; r++) {
        const wall = toRowValue(column[r]);
        const instant = instants ? toRowValue(instants[r]) : typeof wall === 'number' ? localToInstant(wall, q.zone) : null;
        if (typeof wall !== 'number' || typeof instant !== 'number') f.complete = false;
        else {
          f.walls[row + r] = wall;
          f.instants[row + r] = instant;
        }
      }
    }
    row += rows;
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToEventLoop();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  const out: string[] = [];
  for (const f of fields) {
    if (!f.instants || !f.walls) {
      out.push(`{"name":${JSON.stringify(f.name)},"type":"values","values":[${f.values.filter((v) => v !== '').join(',')}]}`);
      continue;
    }
    if (!f.complete || rowCount === 0) {
      // The row shape's texts (a missing bucket is null there).
      const texts = formatBuckets(Array.from(f.instants), Array.from(f.walls), q.zone);
      out.push(`{"name":${JSON.stringify(f.name)},"type":"values","values":[${texts.map((t) => (t === null ? 'null' : `"${t}"`)).join(',')}]}`);
      continue;
    }
    const steps: string[] = [];
    let runStep = Number.NaN;
    let runCount = 0;
    for (let r = 1; r < rowCount; r++) {
      const step = (f.instants[r] as number) - (f.instants[r - 1] as number);
      if (step === runStep) runCount += 1;
      else {
        if (runCount > 0) steps.push(`[${runCount},${runStep}]`);
        runStep = step;
        runCount = 1;
      }
    }
    if (runCount > 0) steps.push(`[${runCount},${runStep}]`);
    const offsets: string[] = [];
    let lastOffset = Number.NaN;
    for (let r = 0; r < rowCount; r++) {
      const offset = Math.round(((f.walls[r] as number) - (f.instants[r] as number)) / 60_000);
      if (offset !== lastOffset) {
        offsets.push(`[${r},${offset}]`);
        lastOffset = offset;
      }
    }
    out.push(`{"name":${JSON.stringify(f.name)},"type":"time","utc":${q.zone === 'UTC'},"start":${f.instants[0]},"steps":[${steps.join(',')}],"offsets":[${offsets.join(',')}]}`);
  }
  const total = totalAt >= 0 ? `,"total":${jsonValue(await answerTotal(runner, dialect, q, first))}` : '';
  const head = options.queryId === undefined ? '{' : `{"queryId":${JSON.stringify(options.queryId)},`;
  return `${head}"rowCount":${rowCount}${total},"columns":[${out.join(',')}]}`;
}

