import { listValue } from '@duckdb/node-api';
import { TEXT_FILE_TOO_BIG, importSkippedText } from '@loadline/core';
import type { Readable } from 'node:stream';
import type { Database } from '../db/database';
import { ERCOT_TZ } from '../seed/time';
import { DEFAULT_MAX_BYTES, LONG_TERM_AFTER_DAYS, type HourConvention, type ImportKind } from './formats';
import { isKnownZone } from './hours';
import { parseImportCsv, type ParsedImport, type ParseOptions } from './parse';
import type { ImportRow, RejectedRow } from './types';
import { ImportOverlapError, writeImport, type WriteOptions } from './write';

/** Options of {@link importCsv}. */
export interface ImportCsvOptions {
  kind: ImportKind;
  /** The file: its whole text, or a readable stream of UTF-8 bytes (read up to the size cap). */
  csv: string | Readable;
  /** IANA zone of local dates and hours. @default 'America/Chicago' (ERCOT's clock) */
  timezone?: string;
  /** @default 'ending' (ERCOT's hour-ending convention) */
  hourConvention?: HourConvention;
  /** Label stored in `source` (load, weather) and in the import log, e.g. `Utility SCADA 2024`. */
  source: string;
  /** The importing organisation's id (e.g. `org-gulfcoast-power`): its users alone read the rows. */
  orgId: string;
  /** File size cap in bytes. @default 50 MiB */
  maxBytes?: number;
  /** Rows per INSERT into the target table. @default 10000 */
  chunkSize?: number;
  /** Progress inside the transaction; a throw rolls the import back. */
  onChunk?: WriteOptions['onChunk'];
}

/** Result of {@link importCsv}: rows written, or the rejected lines (then nothing was written). */
export interface ImportReport {
  /** Data rows in the file. */
  total: number;
  /** Rows written; 0 whenever a row was rejected. */
  imported: number;
  /** Every bad line with its reason, by line number (the header is line 1). */
  rejected: RejectedRow[];
  /** The spec's summary line ('From the {n} rows on the file, {m} have not be imported ...') when rows were rejected. */
  message?: string;
}

/** Source labels: 1..80 printable characters (stored as a bound value, never as SQL). */
const SOURCE_LABEL = /^[^\p{C}]{1,80}$/u;

async function readCapped(stream: Readable, maxBytes: number): Promise<string | undefined> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > maxBytes) {
      stream.destroy();
      return undefined;
    }
    parts.push(buf);
  }
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Forecast runs (rows of one market and process time): every hour must start at or after the
 * process time; each row gets its run's horizon in `texts[1]` (`long_term` when the run's last
 * hour starts more than {@link LONG_TERM_AFTER_DAYS} days after the process time, else
 * `short_term`).
 * @returns the rows before their process time
 */
export function planForecastRuns(rows: ImportRow[]): RejectedRow[] {
  const last = new Map<string, number>();
  const key = (r: ImportRow) => `${r.id}\u0000${r.texts[0]}`;
  for (const r of rows) last.set(key(r), Math.max(last.get(key(r)) ?? -Infinity, r.startMs));
  const rejected: RejectedRow[] = [];
  for (const r of rows) {
    const pt = Date.parse(r.texts[0] ?? '');
    if (r.startMs < pt) rejected.push({ line: r.line, reason: `hour starting ${new Date(r.startMs).toISOString().slice(0, 16)}Z is before the run's process_time ${r.texts[0]}` });
    r.texts[1] = last.get(key(r))! - pt > LONG_TERM_AFTER_DAYS * 86_400_000 ? 'long_term' : 'short_term';
  }
  return rejected;
}

/** Organisation ids: as `app_orgs` holds them (letters, digits, `_`, `-`, `.`, at most 80). */
const ORG_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;

/** Rows of meters the organisation does not know yet (seed or its own) that give no market: they would land in no market. */
async function newMetersWithoutMarket(db: Database, rows: readonly ImportRow[], orgId: string): Promise<RejectedRow[]> {
  const ids = [...new Set(rows.filter((r) => r.texts[0] === null).map((r) => r.id))];
  if (!ids.length) return [];
  let known: Set<string>;
  try {
    const found = await db.all<{ meterId: string }>('SELECT DISTINCT meterId FROM meters WHERE list_contains(?::VARCHAR[], meterId) AND (orgId IS NULL OR orgId = ?)', [listValue(ids), orgId]);
    known = new Set(found.map((r) => r.meterId));
  } catch {
    return []; // No meters table: the writer reports it.
  }
  return rows
    .filter((r) => r.texts[0] === null && !known.has(r.id))
    .map((r) => ({ line: r.line, reason: `meter_id ${r.id} is a new meter: give its market (market column) on each of its rows` }));
}

/**
 * Imports a utility's own hourly data from CSV (spec part 2 §5, CSV import): hourly load per
 * market into `ercot_load`, weather per station into `weather_hourly`, meter readings into
 * `meters`, as series `actual`; forecast runs (market, process_time, hour, load_mwh, optional
 * backcast_mwh) into `ercot_load` as series `forecast` with the process time and horizon
 * ({@link planForecastRuns}), each run scored against actuals into `ercot_forecast_mape`
 * (`scoreImportedRuns`); all with the given source label and the importing organisation
 * (`orgId`: only its users read the rows); times stored as UTC hour beginning.
 *
 * Sources never sum: a row for an hour the seed already holds for that market, station or meter
 * (or the organisation's own rows under another source label) is refused with a line that says
 * how to bring it in (another market code, or the same source label to replace).
 *
 * All or nothing: the file is parsed and validated first (see `parseImportCsv`); if any line is
 * bad nothing is written and every bad line is reported. Meter rows of a meter the table does not
 * know yet must give its market. Otherwise every row is written in one
 * transaction that replaces rows with the same key (see `writeImport`); a failure midway rolls back.
 * @throws Error for an unknown zone or an invalid source label; ImportTargetMissingError when the
 *   database was never seeded; DuckDB errors from the write (after rolling back)
 */
export async function importCsv(db: Database, options: ImportCsvOptions): Promise<ImportReport> {
  const timezone = options.timezone ?? ERCOT_TZ;
  const source = checkImportLabels({ timezone, source: options.source, orgId: options.orgId });
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const text = typeof options.csv === 'string' ? options.csv : await readCapped(options.csv, maxBytes);
  if (text === undefined) {
    return { total: 0, imported: 0, rejected: [{ line: 1, reason: `${TEXT_FILE_TOO_BIG} (limit ${maxBytes} bytes)` }] };
  }
  const parsed = validateImportText(text, { kind: options.kind, timezone, hourConvention: options.hourConvention ?? 'ending', maxBytes });
  return writeValidatedImport(db, parsed, {
    kind: options.kind,
    source,
    orgId: options.orgId,
    ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
    ...(options.onChunk ? { onChunk: options.onChunk } : {}),
  });
}

/**
 * The checks of an import's labels before its file is read: the zone is an IANA name, the source
 * label 1..80 printable characters, the organisation id as `app_orgs` holds them.
 * @returns the source label, trimmed
 * @throws Error naming the label that is not valid (our wording, never an engine's)
 */
export function checkImportLabels(labels: { timezone: string; source: string; orgId: string }): string {
  if (!isKnownZone(labels.timezone)) throw new Error(`Unknown time zone "${labels.timezone}": give an IANA name such as America/Chicago`);
  const source = labels.source.trim();
  if (!SOURCE_LABEL.test(source)) throw new Error(`Source label "${labels.source}" is not valid: 1..80 printable characters`);
  if (!ORG_ID.test(labels.orgId)) throw new Error(`Organisation id "${labels.orgId}" is not valid: letters, digits, _ - . (at most 80)`);
  return source;
}

/**
 * The first half of {@link importCsv}, touching no database (so it may run in a worker thread):
 * the file parsed and every row checked (`parseImportCsv`), forecast rows planned into runs
 * ({@link planForecastRuns}). `onProgress` hears the data rows checked so far.
 */
export function validateImportText(text: string, options: ParseOptions): ParsedImport {
  const parsed = parseImportCsv(text, options);
  if (options.kind === 'forecast') {
    parsed.rejected.push(...planForecastRuns(parsed.rows));
    parsed.rejected.sort((a, b) => a.line - b.line);
  }
  return parsed;
}

/**
 * The second half of {@link importCsv}: the database checks of a validated file (a new meter
 * must give its market), then, when no line was rejected, the write in one transaction
 * (`writeImport`). A file with any bad line writes nothing: the report lists every bad line
 * and the spec's summary ('From the {n} rows on the file, {m} have not be imported ...').
 * @throws ImportTargetMissingError when the database was never seeded; DuckDB errors from the write (after rolling back)
 */
export async function writeValidatedImport(db: Database, parsed: ParsedImport, options: WriteOptions): Promise<ImportReport> {
  if (options.kind === 'meter') {
    parsed.rejected.push(...(await newMetersWithoutMarket(db, parsed.rows, options.orgId)));
    parsed.rejected.sort((a, b) => a.line - b.line);
  }
  if (parsed.rejected.length) {
    const bad = new Set(parsed.rejected.map((r) => r.line)).size;
    const fileLevel = parsed.total === 0;
    return { total: parsed.total, imported: 0, rejected: parsed.rejected, ...(fileLevel ? {} : { message: importSkippedText(parsed.total, bad) }) };
  }
  try {
    const imported = await writeImport(db, parsed.rows, options);
    return { total: parsed.total, imported, rejected: [] };
  } catch (err) {
    if (!(err instanceof ImportOverlapError)) throw err;
    const bad = new Set(err.rejected.map((r) => r.line)).size;
    return { total: parsed.total, imported: 0, rejected: err.rejected, message: importSkippedText(parsed.total, bad) };
  }
}
