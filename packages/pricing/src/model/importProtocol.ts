import type { ImportOutcome, ImportSettings } from './importCsv';
import type { InputRow } from './inputRows';

/**
 * Messages between the page and the CSV import worker.
 *
 * @module
 */

/** Page to worker: the file (or text) and how to import it. */
export interface ImportWorkerRequest {
  input: Blob | string;
  settings: ImportSettings;
}

/** Worker to page: progress 0-1, a slice of accepted rows, or the outcome (its `rows` empty: they came as slices). */
export type ImportWorkerReply =
  | { type: 'progress'; fraction: number }
  | { type: 'rows'; rows: Omit<InputRow, 'uid'>[] }
  | { type: 'done'; outcome: ImportOutcome };
