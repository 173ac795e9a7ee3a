import type { RowHour } from './hours';

/** One rejected line of a file: 1-based line number in the file (the header is line 1) and why. */
export interface RejectedRow {
  line: number;
  reason: string;
}

/** One valid row, ready to write. */
export interface ImportRow {
  /** 1-based line of the file. */
  line: number;
  /** Interval start (hour beginning), UTC epoch ms. */
  startMs: number;
  /** Market, station or meter id. */
  id: string;
  /** Values in the order of the format's value columns (units per format); null for an empty optional cell. */
  values: (number | null)[];
  /** Optional text columns in the order of the format's `texts`; null when absent or empty. */
  texts: (string | null)[];
}

/** A row after field checks, before its hour is resolved. */
export interface PendingRow extends Omit<ImportRow, 'startMs'> {
  hour: RowHour;
}

