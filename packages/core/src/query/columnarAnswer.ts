import { z } from 'zod';
import type { QueryRow } from './common.schema';
import type { QueryResponse } from './query.schema';
import { lazySchema } from '../lazySchema';

/**
 * The columnar answer of a query (`POST .../query` and `.../query-native`, spec part 2 §7): the
 * same answer as the spec's row shape `{ queryId?, data: rows, total? }`, written column by
 * column, which an HTTP client asks for with `Accept: application/vnd.loadline.columns+json`
 * (the row shape stays the answer for every other client). A year of hourly load is ~90 KiB of
 * numbers instead of ~500 KiB of rows, and its times arrive as epoch milliseconds: a dashboard
 * neither builds nor parses a time text per point.
 *
 * Wire shape (JSON):
 * ```
 * { "queryId"?: string, "rowCount": n, "total"?: n, "columns": [
 *     { "name": "__time", "type": "time", "utc": false,
 *       "start": 1609480800000,               // first bucket start, epoch ms
 *       "steps": [[8759, 3600000]],           // runs of [count, ms between consecutive starts]
 *       "offsets": [[0, -360], [1610, -300]]  // from row index on, the local UTC offset in minutes
 *     },
 *     { "name": "load", "type": "values", "values": [12345.6, null, ...] } ] }
 * ```
 * A time column's row i is ISO 8601 text of its local wall-clock start with its offset
 * ('2021-01-01T00:00:00-06:00'; 'Z' for offset 0 when `utc`), exactly the row shape's text.
 *
 * @module
 */

/** Media type of the columnar answer. */
export const COLUMNS_MEDIA_TYPE = 'application/vnd.loadline.columns+json';

/** A column of a decoded columnar answer. */
export type QueryColumn =
  | {
      kind: 'time';
      /** Bucket start of each row, epoch ms. */
      instants: Float64Array;
      /** The same start's local wall-clock time written as if UTC, epoch ms (its date and hour are the local ones). */
      walls: Float64Array;
      /** Offset 0 is written 'Z' (the answer's zone is UTC). */
      utc: boolean;
      /**
       * Whether `walls` never decreases (an answer in time order whose steps do not go back across
       * a fall-back change of offset), as the decoder found it from the steps and offsets.
       * Absent: not known. @default undefined
       */
      wallsAscending?: boolean;
    }
  | { kind: 'values'; values: readonly (string | number | boolean | null)[] };

/** The columns of an answer, by result column name, with the number of rows. */
export interface QueryColumns {
  rowCount: number;
  byName: ReadonlyMap<string, QueryColumn>;
}

const rowValues = lazySchema(() => z.custom<(string | number | boolean | null)[]>(
  (v) => Array.isArray(v) && v.every((x) => x === null || typeof x === 'number' || typeof x === 'string' || typeof x === 'boolean'),
  'values must be numbers, text, booleans or null',
));
const pairs = lazySchema(() => z.custom<[number, number][]>(
  (v) => Array.isArray(v) && v.every((p) => Array.isArray(p) && p.length === 2 && Number.isFinite(p[0]) && Number.isFinite(p[1])),
  'must be [number, number] pairs',
));

/** Schema of the wire shape (see the module's documentation). */
export const columnarAnswerSchema = lazySchema(() => z.object({
  queryId: z.string().optional(),
  rowCount: z.number().int().min(0),
  total: z.number().int().min(0).optional(),
  columns: z.array(
    z.discriminatedUnion('type', [
      z.object({ name: z.string(), type: z.literal('time'), utc: z.boolean(), start: z.number(), steps: pairs, offsets: pairs }),
      z.object({ name: z.string(), type: z.literal('values'), values: rowValues }),
    ]),
  ),
}));
/** The wire shape of a columnar answer. */
export type ColumnarAnswer = z.infer<typeof columnarAnswerSchema>;

/** Thrown when a columnar answer's columns disagree with its row count. */
export class ColumnarAnswerError extends Error {}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const MS_PER_DAY = 86_400_000;

/**
 * 'YYYY-MM-DD' of a count of days since 1970-01-01 (proleptic Gregorian; Howard Hinnant's
 * civil-from-days), without a Date for years 0-9999. The reference API writes its answers' dates
 * with it too.
 *
 * @example civilDateText(0) // '1970-01-01'
 */
export function civilDateText(days: number): string {
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

/** The row shape's text of a bucket: local wall clock with the offset ('Z' for 0 in UTC). */
export function bucketText(instant: number, wall: number, utc: boolean): string {
  const days = Math.floor(wall / MS_PER_DAY);
  const ms = wall - days * MS_PER_DAY;
  const hour = Math.floor(ms / 3_600_000);
  const minute = Math.floor((ms - hour * 3_600_000) / 60_000);
  const second = Math.floor((ms - hour * 3_600_000 - minute * 60_000) / 1000);
  const offset = Math.round((wall - instant) / 60_000);
  const a = Math.abs(offset);
  const zone = offset === 0 && utc ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
  return `${civilDateText(days)}T${pad(hour)}:${pad(minute)}:${pad(second)}${zone}`;
}

function decodeTime(c: Extract<ColumnarAnswer['columns'][number], { type: 'time' }>, rowCount: number): QueryColumn {
  const instants = new Float64Array(rowCount);
  const walls = new Float64Array(rowCount);
  let t = c.start;
  let i = 0;
  if (rowCount > 0) instants[i++] = t;
  for (const [count, step] of c.steps) {
    for (let k = 0; k < count; k += 1) {
      if (i >= rowCount) throw new ColumnarAnswerError(`column ${c.name} has more times than rows`);
      t += step;
      instants[i++] = t;
    }
  }
  if (i !== rowCount) throw new ColumnarAnswerError(`column ${c.name} has ${i} times for ${rowCount} rows`);
  // Walls ascend when every step is forward and no change of offset moves a wall back.
  let wallsAscending = c.steps.every(([, step]) => step >= 0);
  let at = 0;
  for (let k = 0; k < c.offsets.length; k += 1) {
    const [from, minutes] = c.offsets[k] as [number, number];
    const to = k + 1 < c.offsets.length ? (c.offsets[k + 1] as [number, number])[0] : rowCount;
    if (from !== at || to < from || to > rowCount) throw new ColumnarAnswerError(`column ${c.name} has offsets out of order`);
    for (let r = from; r < to; r += 1) walls[r] = (instants[r] as number) + minutes * 60_000;
    if (from > 0 && from < to && (walls[from] as number) < (walls[from - 1] as number)) wallsAscending = false;
    at = to;
  }
  if (at !== rowCount) throw new ColumnarAnswerError(`column ${c.name} has no offset for every row`);
  return { kind: 'time', instants, walls, utc: c.utc, wallsAscending };
}

/**
 * A query answer decoded from its columns. `columns` is what a chart reads; `data`, the spec's
 * rows, is built on first read only (a card drawing from columns never builds it), with the same
 * values and time texts as the row shape.
 */
export class ColumnarQueryResponse implements QueryResponse {
  readonly queryId?: string;
  readonly total?: number;
  readonly columns: QueryColumns;
  /** The rows of the answer (spec part 2 §7 row shape): an own property built on first read, so a spread copies them too. */
  declare readonly data: QueryRow[];
  #rows: QueryRow[] | undefined;

  constructor(columns: QueryColumns, queryId?: string, total?: number) {
    this.columns = columns;
    if (queryId !== undefined) this.queryId = queryId;
    if (total !== undefined) this.total = total;
    Object.defineProperty(this, 'data', { enumerable: true, get: () => this.#buildRows() });
  }

  #buildRows(): QueryRow[] {
    if (!this.#rows) {
      const { rowCount, byName } = this.columns;
      const rows: QueryRow[] = new Array(rowCount);
      for (let r = 0; r < rowCount; r += 1) rows[r] = {};
      for (const [name, column] of byName) {
        if (column.kind === 'time') for (let r = 0; r < rowCount; r += 1) (rows[r] as QueryRow)[name] = bucketText(column.instants[r] as number, column.walls[r] as number, column.utc);
        else for (let r = 0; r < rowCount; r += 1) (rows[r] as QueryRow)[name] = column.values[r] ?? null;
      }
      this.#rows = rows;
    }
    return this.#rows;
  }

  /** The spec's row shape, for a client that serialises the answer again. */
  toJSON(): QueryResponse {
    return { ...(this.queryId !== undefined ? { queryId: this.queryId } : {}), data: this.data, ...(this.total !== undefined ? { total: this.total } : {}) };
  }
}

/**
 * Decodes a columnar answer (checked with {@link columnarAnswerSchema}).
 *
 * @throws ColumnarAnswerError when a column's length, steps or offsets disagree with `rowCount`.
 */
export function decodeColumnarAnswer(answer: ColumnarAnswer): ColumnarQueryResponse {
  const byName = new Map<string, QueryColumn>();
  for (const c of answer.columns) {
    if (c.type === 'time') byName.set(c.name, decodeTime(c, answer.rowCount));
    else {
      if (c.values.length !== answer.rowCount) throw new ColumnarAnswerError(`column ${c.name} has ${c.values.length} values for ${answer.rowCount} rows`);
      byName.set(c.name, { kind: 'values', values: c.values });
    }
  }
  return new ColumnarQueryResponse({ rowCount: answer.rowCount, byName }, answer.queryId, answer.total);
}

/** The columns of an answer when it came columnar (no rows built), else null. */
export function queryColumnsOf(answer: QueryResponse): QueryColumns | null {
  const columns = (answer as { columns?: unknown }).columns;
  return columns && typeof columns === 'object' && 'byName' in columns ? (columns as QueryColumns) : null;
}
