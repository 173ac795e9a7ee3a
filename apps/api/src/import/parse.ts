import { TEXT_FILE_INCORRECT_HEADERS, TEXT_FILE_TOO_BIG } from '@loadline/core';
import Papa from 'papaparse';
import { IMPORT_FORMATS, SAFE_CODE, TIME_HEADERS, type HourConvention, type ImportKind } from './formats';
import { quoted, readDateHour, readTimestamp } from './hours';
import { resolveHours } from './resolve';
import type { ImportRow, PendingRow, RejectedRow } from './types';

export type { ImportRow, RejectedRow } from './types';

/** Options of {@link parseImportCsv}. */
export interface ParseOptions {
  kind: ImportKind;
  /** IANA zone of local dates and hours. */
  timezone: string;
  hourConvention: HourConvention;
  /** Size cap in bytes (UTF-8). */
  maxBytes: number;
  /** Hears the data rows checked so far, every {@link PROGRESS_EVERY} rows and once at the end. */
  onProgress?: (checked: number) => void;
}

/** Rows between two calls of {@link ParseOptions.onProgress}. */
export const PROGRESS_EVERY = 5_000;

/** Result of {@link parseImportCsv}: data rows read, valid rows and rejected lines (sorted by line). */
export interface ParsedImport {
  /** Data rows in the file (blank lines not counted). */
  total: number;
  rows: ImportRow[];
  rejected: RejectedRow[];
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function fileRejection(reason: string): ParsedImport {
  return { total: 0, rows: [], rejected: [{ line: 1, reason }] };
}

function checkHeaders(kind: ImportKind, headers: string[]): string | undefined {
  const format = IMPORT_FORMATS[kind];
  const known = new Set<string>([...TIME_HEADERS, format.idHeader, ...format.values.map((v) => v.header), ...format.texts, ...(format.instants ?? [])]);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const h of headers) {
    if (!known.has(h)) problems.push(`unknown column ${quoted(h)}`);
    else if (seen.has(h)) problems.push(`column ${quoted(h)} twice`);
    seen.add(h);
  }
  const hasTimestamp = seen.has('timestamp');
  const hasDateHour = seen.has('date') && seen.has('hour');
  if (hasTimestamp === hasDateHour || (hasTimestamp && (seen.has('date') || seen.has('hour')))) {
    problems.push('give either timestamp, or date and hour');
  }
  for (const h of [format.idHeader, ...format.values.filter((v) => v.required).map((v) => v.header), ...(format.instants ?? [])]) {
    if (!seen.has(h)) problems.push(`missing column "${h}"`);
  }
  return problems.length ? `${TEXT_FILE_INCORRECT_HEADERS}: ${problems.join('; ')}` : undefined;
}

function checkRow(cells: Record<string, string>, line: number, options: ParseOptions): PendingRow | string {
  const format = IMPORT_FORMATS[options.kind];
  const reasons: string[] = [];
  const hourResult = cells.timestamp !== undefined
    ? readTimestamp(cells.timestamp, options.hourConvention)
    : readDateHour(cells.date ?? '', cells.hour ?? '', options.hourConvention);
  if (!hourResult.ok) reasons.push(hourResult.reason);
  const id = (cells[format.idHeader] ?? '').trim();
  if (!format.idPattern.test(id)) reasons.push(`${format.idHeader} ${quoted(id)} is not valid: ${format.idRule}`);
  const values = format.values.map((col) => {
    const raw = (cells[col.header] ?? '').trim();
    if (raw === '') {
      if (col.required) reasons.push(`${col.header} is empty`);
      return null;
    }
    const v = NUMBER.test(raw) ? Number(raw) : NaN;
    if (!Number.isFinite(v)) reasons.push(`${col.header} ${quoted(raw)} is not a number`);
    else if (v < col.min || v > col.max) reasons.push(`${col.header} ${raw} is outside ${col.min}..${col.max} ${col.unit}`);
    return v;
  });
  const texts: (string | null)[] = format.texts.map((h) => {
    const raw = (cells[h] ?? '').trim();
    if (raw === '') return null;
    if (!SAFE_CODE.test(raw)) reasons.push(`${h} ${quoted(raw)} is not valid: letters, digits, _ - . (at most 40)`);
    return raw;
  });
  for (const h of format.instants ?? []) {
    const raw = (cells[h] ?? '').trim();
    const instant = readTimestamp(raw, 'beginning');
    if (!instant.ok || instant.hour.kind !== 'instant') {
      reasons.push(`${h} ${quoted(raw)} is not an exact instant on the hour: give it with Z or an offset (e.g. 2024-07-01T06:00:00-05:00)`);
      continue;
    }
    texts.push(`${new Date(instant.hour.startMs).toISOString().slice(0, 19)}Z`);
  }
  if (reasons.length || !hourResult.ok) return reasons.join('; ');
  return { line, id, values, texts, hour: hourResult.hour };
}

/** One CSV record of {@link readCsvRecords}: its 1-based starting line (header = 1) and its cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A file read by {@link readCsvRecords}: the header cells (trimmed), well-formed records and rejected lines. */
export interface CsvRecords {
  headers: string[];
  records: CsvRecord[];
  /** Records refused before their values are read: an unclosed quote, or not as many fields as the header. */
  rejected: RejectedRow[];
}

/**
 * Reads a CSV file (spec part 2 §5, CSV import) into records with their line numbers, the file
 * checks shared by the CLI import and the pricing input upload: size cap ('file size bigger than
 * expected'), a UTF-8 byte order mark ignored, RFC 4180 quoting (a record with an unclosed quote
 * is rejected by line, and does not swallow the records after it), blank lines skipped, every
 * record as many fields as the header. Touches no database.
 * @param text the whole file
 * @param maxBytes size cap, bytes of UTF-8
 * @returns the records, or the file's rejection (line 1) when it is too big or empty
 */
export function readCsvRecords(text: string, maxBytes: number): CsvRecords | { fileRejection: string } {
  if (Buffer.byteLength(text, 'utf8') > maxBytes) return { fileRejection: `${TEXT_FILE_TOO_BIG} (limit ${maxBytes} bytes)` };
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const all: CsvRecord[] = [];
  const rejected: RejectedRow[] = [];
  // An unclosed quote would run to the end of the file: its record is rejected at the line where
  // the quote opens, and reading starts again on the next line, so the rows after it are read too.
  let chunk = body;
  let before = 0;
  for (;;) {
    const parsed = Papa.parse<string[]>(chunk, { delimiter: ',', skipEmptyLines: 'greedy' });
    // Line numbers come from the raw text, so quoted cells holding line breaks do not shift them.
    const lines = recordLines(chunk, parsed.data.length);
    const quoteError = parsed.errors.find((e) => e.type === 'Quotes' && e.row !== undefined);
    const end = quoteError?.row ?? parsed.data.length;
    parsed.data.slice(0, end).forEach((cells, i) => all.push({ line: before + (lines[i] ?? i + 1), cells }));
    if (!quoteError) break;
    const openedAt = lines[end] ?? end + 1;
    rejected.push({ line: before + openedAt, reason: `CSV quoting: ${quoteError.message}` });
    chunk = chunk.split('\n').slice(openedAt).join('\n');
    before += openedAt;
  }
  const [header, ...rows] = all;
  if (!header) return { fileRejection: `${TEXT_FILE_INCORRECT_HEADERS}: the file is empty` };
  const headers = header.cells.map((h) => h.trim());
  const records: CsvRecord[] = [];
  for (const r of rows) {
    if (r.cells.length !== headers.length) rejected.push({ line: r.line, reason: `${r.cells.length} fields, the header has ${headers.length}` });
    else records.push(r);
  }
  rejected.sort((a, b) => a.line - b.line);
  return { headers, records, rejected };
}

/**
 * Parses and validates an import file (spec part 2 §5, CSV import) without touching any database.
 * Checks, in order: the file ({@link readCsvRecords}: size cap 'file size bigger than expected',
 * quoting, field counts), headers ('file has incorrect headers': required columns of the kind, no
 * unknown or repeated column), then every row: hour, identifier, numbers finite and within the
 * format's bounds, the daylight-saving rules of the zone and duplicates (every line of a duplicate
 * group is rejected, naming the others).
 * Headers are matched case-insensitively; a UTF-8 byte order mark and blank lines are ignored.
 * @param text the whole file
 */
export function parseImportCsv(text: string, options: ParseOptions): ParsedImport {
  const file = readCsvRecords(text, options.maxBytes);
  if ('fileRejection' in file) return fileRejection(file.fileRejection);
  const headers = file.headers.map((h) => h.toLowerCase());
  const headerProblem = checkHeaders(options.kind, headers);
  if (headerProblem) return fileRejection(headerProblem);

  const rejected: RejectedRow[] = [...file.rejected];
  const pending: PendingRow[] = [];
  let checked = 0;
  for (const { line, cells: record } of file.records) {
    const cells: Record<string, string> = {};
    headers.forEach((h, j) => (cells[h] = record[j] ?? ''));
    const row = checkRow(cells, line, options);
    if (typeof row === 'string') rejected.push({ line, reason: row });
    else pending.push(row);
    if (++checked % PROGRESS_EVERY === 0) options.onProgress?.(checked);
  }
  options.onProgress?.(file.records.length);
  const resolved = resolveHours(pending, options);
  rejected.push(...resolved.rejected);
  rejected.sort((a, b) => a.line - b.line);
  return { total: file.records.length + file.rejected.length, rows: resolved.rows, rejected };
}

/**
 * 1-based starting line of each non-blank CSV record of `body`, honouring quotes (a quoted cell may
 * span lines). Mirrors papaparse's record split with greedy blank-line skipping.
 */
export function recordLines(body: string, expected: number): number[] {
  const out: number[] = [];
  let line = 1;
  let inQuotes = false;
  let recordStart = -1;
  let blank = true;
  for (let i = 0; i <= body.length; i++) {
    const c = i < body.length ? body[i] : '\n';
    if (inQuotes) {
      if (c === '"') inQuotes = body[i + 1] === '"' ? (i++, true) : false;
      else if (c === '\n') line++;
      continue;
    }
    if (c === '"') inQuotes = true;
    if (c === '\n') {
      if (!blank) out.push(recordStart);
      blank = true;
      recordStart = -1;
      line++;
      continue;
    }
    if (recordStart < 0) recordStart = line;
    if (c !== '\r' && c !== ' ' && c !== '\t' && c !== ',') blank = false;
  }
  return out.slice(0, Math.max(expected, 0));
}
