import { importSkippedText, TEXT_FILE_INCORRECT_HEADERS, TEXT_FILE_TOO_BIG, TEXT_ROW_ALREADY_EXISTS, type CalculationParameters } from '@loadline/core';
import Papa from 'papaparse';
import { firstRowError, INPUT_FIELDS, rowKey, validateInputRow, type InputRow } from './inputRows';

/**
 * CSV import of calculation input rows (spec part 2 §5 "CSV import"): size limit, required
 * headers, empty lines skipped, every row validated like a manual one, duplicates removed or
 * refused, and the report. The same function runs in the Web Worker and, where no worker can be
 * made, on the main thread in slices. Pure apart from papaparse.
 *
 * @module
 */

/** How a file is imported. */
export interface ImportSettings {
  /** The server's distinct lists the listed fields must use. */
  parameters: CalculationParameters;
  /** Keys ({@link rowKey}) of the rows already on the table. @default none */
  existingKeys?: readonly string[];
  /**
   * Duplicate rows (same nine values, in the file or already on the table) are dropped and
   * counted as skipped; when false the first duplicate aborts the import with 'The row already
   * exists on the table'. @default true
   */
  removeDuplicates?: boolean;
}

/** One refused data row: its 1-based row number in the file (header excluded) and why. */
export interface ImportRowError {
  row: number;
  message: string;
}

/** What an import gives. */
export type ImportOutcome =
  | { kind: 'aborted'; message: string }
  | {
      kind: 'done';
      /** Accepted rows, without uid. */
      rows: Omit<InputRow, 'uid'>[];
      /** Data rows in the file (empty lines not counted). */
      total: number;
      /** Rows not imported: duplicates or errors. */
      skipped: number;
      /** Why each skipped row was refused, in file order. */
      errors: ImportRowError[];
    };

/** Checks the file size before reading: 'file size bigger than expected' above `maxBytes` (3 MiB by default, spec part 2 §9). */
export function checkFileSize(bytes: number, maxBytes: number): string | null {
  return bytes > maxBytes ? TEXT_FILE_TOO_BIG : null;
}

/** Checks the header row: 'file has incorrect headers' unless the nine fields are all there (any order, extra columns allowed). */
export function checkHeaders(fields: readonly string[] | undefined): string | null {
  const have = new Set((fields ?? []).map((f) => f.trim()));
  return INPUT_FIELDS.every((f) => have.has(f)) ? null : TEXT_FILE_INCORRECT_HEADERS;
}

/**
 * The message an import shows (spec part 2 §5): the first error when aborted; 'From the {n} rows
 * on the file, {m} have not be imported as are duplicates or have errors' when rows were
 * skipped; `null` when every row came in.
 */
export function importReport(outcome: ImportOutcome): string | null {
  if (outcome.kind === 'aborted') return outcome.message;
  return outcome.skipped > 0 ? importSkippedText(outcome.total, outcome.skipped) : null;
}

/** Hooks of {@link importCsv}. */
export interface ImportProgress {
  /** Called with the share of the text read, 0-1. */
  onProgress?: (fraction: number) => void;
  /** Called with each slice of accepted rows (so a worker can post them as they come). When set, `rows` of the outcome is empty. */
  onRows?: (rows: Omit<InputRow, 'uid'>[]) => void;
  /** Gives the thread back between slices (main-thread use). @default false */
  yieldBetweenChunks?: boolean;
  /** Bytes per slice. @default 262144 */
  chunkSize?: number;
}

/**
 * Parses and validates a CSV (a string or a File/Blob) of input rows. Never rejects: a wrong
 * header or a refused duplicate gives `{ kind: 'aborted', message }`.
 *
 * @example const outcome = await importCsv(text, { parameters });
 */
export function importCsv(input: string | Blob, settings: ImportSettings, progress: ImportProgress = {}): Promise<ImportOutcome> {
  const { parameters, existingKeys = [], removeDuplicates = true } = settings;
  const { onProgress, onRows, yieldBetweenChunks = false, chunkSize = 256 * 1024 } = progress;
  const size = typeof input === 'string' ? input.length : input.size;
  const seen = new Set(existingKeys);
  const accepted: Omit<InputRow, 'uid'>[] = [];
  const errors: ImportRowError[] = [];
  let total = 0;
  let headerChecked = false;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: ImportOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    // The local-file config: papaparse streams strings and Blobs alike with it (chunk, pause, resume).
    const config: Papa.ParseLocalConfig<Record<string, string>, File> = {
      header: true,
      skipEmptyLines: 'greedy',
      chunkSize,
      transformHeader: (h) => h.trim(),
      chunk: (result, parser) => {
        if (settled) return;
        if (!headerChecked) {
          headerChecked = true;
          const bad = checkHeaders(result.meta.fields);
          if (bad) {
            // abort() completes at once: settle first so `complete` finds the import over.
            finish({ kind: 'aborted', message: bad });
            parser.abort();
            return;
          }
        }
        const slice: Omit<InputRow, 'uid'>[] = [];
        for (const raw of result.data) {
          total++;
          const checked = validateInputRow(raw, parameters);
          if (!checked.ok) {
            errors.push({ row: total, message: firstRowError(checked.errors) });
            continue;
          }
          const key = rowKey(checked.row);
          if (seen.has(key)) {
            if (!removeDuplicates) {
              finish({ kind: 'aborted', message: TEXT_ROW_ALREADY_EXISTS });
              parser.abort();
              return;
            }
            errors.push({ row: total, message: TEXT_ROW_ALREADY_EXISTS });
            continue;
          }
          seen.add(key);
          slice.push(checked.row);
        }
        if (onRows) onRows(slice);
        else for (const r of slice) accepted.push(r);
        onProgress?.(size ? Math.min(1, result.meta.cursor / size) : 1);
        if (yieldBetweenChunks) {
          parser.pause();
          setTimeout(() => parser.resume(), 0);
        }
      },
      complete: () => {
        if (!headerChecked) {
          finish({ kind: 'aborted', message: TEXT_FILE_INCORRECT_HEADERS });
          return;
        }
        onProgress?.(1);
        finish({ kind: 'done', rows: accepted, total, skipped: errors.length, errors });
      },
      error: (err: Error) => finish({ kind: 'aborted', message: err.message }),
    };
    const source = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : input;
    Papa.parse(source as File, config);
  });
}
