import { calculationInputRowSchema, importSkippedText, isCalendarDateTime, TEXT_FILE_INCORRECT_HEADERS, type JobStatus } from '@loadline/core';
import type { Executor } from '../db/database';
import { readCsvRecords, type CsvRecord } from '../import/parse';
import { loadAdders, loadRowInputs, type HourlyCache } from './engine/loadInputs';
import { priceRow, RowPricingError, type LedgerLine, type PricingRow, type RowInputs } from './engine/priceRow';
import { monthlyPriceRows, summaryPriceRow, toCsv, type MonthlyPriceRow, type SummaryPriceRow } from './engine/results';
import type { JobStore } from './jobStore';

/**
 * Runs one pricing job through the four milestones of spec part 2 §4 (Data Validation, Get Data,
 * Calculation, Persist Results), recording progress after each, and per-row errors by CSV line.
 *
 * @module
 */

/** Headers an input CSV must have (spec part 2 §3 input row; any order, extra `uid` allowed). */
export const INPUT_HEADERS = ['meterId', 'market', 'iso', 'edc', 'product', 'profile', 'startDate', 'endDate', 'asOfDate'] as const;

/** A parsed input: valid rows with their CSV line (header = line 1) and per-line errors. */
export interface ParsedInput {
  rows: { line: number; row: PricingRow }[];
  errors: { line: number; message: string }[];
}

/** `YYYY-MM-DD` of an ISO date or date-time (the upload sends ISO dates, spec part 2 §7 PUT). */
const isoDay = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(v.trim()) ? v.trim().slice(0, 10) : v);

const DATE_FIELDS = ['startDate', 'endDate', 'asOfDate'] as const;

/** Largest input file, bytes of UTF-8 (spec part 2 §9: CSV import max 3 MiB). */
const INPUT_MAX_BYTES = 3 * 1024 * 1024;

/** The input file's records by the CSV import's reader, and the column of each input header; or the file's problem. */
function readInput(csv: string): { records: CsvRecord[]; rejected: { line: number; message: string }[]; columns: Map<string, number> } | { problem: string } {
  const file = readCsvRecords(csv, INPUT_MAX_BYTES);
  if ('fileRejection' in file) return { problem: file.fileRejection };
  // Headers in any case and order; other columns (uid) are carried, not read.
  const columns = new Map<string, number>();
  for (const h of INPUT_HEADERS) {
    const at = file.headers.findIndex((x) => x.toLowerCase() === h.toLowerCase());
    if (at >= 0) columns.set(h, at);
  }
  const missing = INPUT_HEADERS.filter((h) => !columns.has(h));
  if (missing.length) return { problem: `${TEXT_FILE_INCORRECT_HEADERS}: missing columns: ${missing.join(', ')}` };
  return { records: file.records, rejected: file.rejected.map((r) => ({ line: r.line, message: r.reason })), columns };
}

/**
 * Parses and validates an input CSV (spec part 2 §3 input row, §5 validation) with the CSV
 * import's reader ({@link readCsvRecords}: quoting, field counts, line numbers) and the core
 * input-row schema. Every date must be a real calendar day (`YYYY-MM-DD` or an ISO date-time):
 * 2023-02-30, 2023-06-31, 2023-00-00 and 2023-13-45 are errors of their line, never of the job.
 * Duplicate rows (same nine values) are errors, as in the client (spec part 2 §5).
 * @throws Error with 'file has incorrect headers' (and what is wrong) when the file is empty or a required header is missing
 */
export function parseInput(csv: string): ParsedInput {
  const input = readInput(csv);
  if ('problem' in input) throw new Error(input.problem);
  const out: ParsedInput = { rows: [], errors: [...input.rejected] };
  const seen = new Set<string>();
  for (const { line, cells } of input.records) {
    const raw = Object.fromEntries(INPUT_HEADERS.map((h) => [h, cells[input.columns.get(h)!] ?? '']));
    const candidate = { ...raw, startDate: isoDay(raw.startDate), endDate: isoDay(raw.endDate), asOfDate: isoDay(raw.asOfDate) };
    const badDates = DATE_FIELDS.filter((f) => !/^\d{4}-\d{2}-\d{2}$/.test(candidate[f] ?? '') || !isCalendarDateTime(candidate[f]!));
    if (badDates.length) {
      out.errors.push({ line, message: badDates.map((f) => `${f}: ${String(raw[f]).slice(0, 40)} is not a calendar date (YYYY-MM-DD)`).join('; ') });
      continue;
    }
    const result = calculationInputRowSchema.safeParse(candidate);
    if (!result.success) {
      out.errors.push({ line, message: result.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ') });
      continue;
    }
    const { uid: _uid, ...row } = result.data;
    const key = INPUT_HEADERS.map((h) => row[h]).join('\u0000');
    if (seen.has(key)) {
      out.errors.push({ line, message: 'The row already exists on the table' });
      continue;
    }
    seen.add(key);
    out.rows.push({ line, row });
  }
  out.errors.sort((a, b) => a.line - b.line);
  return out;
}

/** Why an uploaded input file is refused: the message of the 400 answer and the problems by line (header = line 1). */
export interface InputFileRefusal {
  message: string;
  errors: { line: number; message: string }[];
}

/**
 * Checks an uploaded input file before it is stored (PUT of the upload URL, spec part 2 §7), with
 * the CSV import's reader: it must be a CSV file with the input headers, every record well quoted
 * and as many fields as the header. Row values (calendar dates, the schema, duplicates, the
 * configuration) are checked per row when the job runs, so the valid rows are priced and each bad
 * one is reported on its line.
 * @returns undefined when the file may be stored; else the spec's 'file has incorrect headers' for
 *   an empty file or missing columns (what is wrong on line 1), or the spec's import summary ('From
 *   the {n} rows on the file, {m} have not be imported as are duplicates or have errors') with the
 *   broken lines
 */
export function checkInputFile(csv: string): InputFileRefusal | undefined {
  const input = readInput(csv);
  if ('problem' in input) {
    const detail = input.problem.startsWith(`${TEXT_FILE_INCORRECT_HEADERS}: `) ? input.problem.slice(TEXT_FILE_INCORRECT_HEADERS.length + 2) : undefined;
    return detail === undefined ? { message: input.problem, errors: [] } : { message: TEXT_FILE_INCORRECT_HEADERS, errors: [{ line: 1, message: detail }] };
  }
  if (!input.rejected.length) return undefined;
  const total = input.records.length + input.rejected.length;
  const first = input.rejected.slice(0, 5).map((e) => `line ${e.line}: ${e.message}`).join('; ');
  return { message: `${importSkippedText(total, input.rejected.length)}; ${first}`.slice(0, 2000), errors: input.rejected.slice(0, 100) };
}

/**
 * What a job's run reads and writes of its job: the record, the input, each milestone's progress
 * and the end (errors, result files and counts in one write that replaces any earlier run's, see
 * {@link JobStore.finish}). The job store itself in-process; a message channel in a worker thread
 * (jobThread.ts) or a BullMQ worker (jobBullmq.ts).
 */
export type JobRunStore = Pick<JobStore, 'get' | 'inputCsv' | 'update' | 'finish'>;

/** Status message of a job that ended on an unexpected error (its worker crashed, a store failed): spec part 2's generic text. */
export const JOB_BROKEN_MESSAGE = 'Something went wrong';

/** Ends the job failed with `message` and no results (replacing any of an interrupted run). */
export function failJob(store: Pick<JobStore, 'finish'>, jobId: string, finishedOn: number, message: string, errors: { line: number; message: string }[] = []): Promise<void> {
  return store.finish(jobId, { state: 'failed', status: 'error', statusMessage: message, finishedOn, counts: { contract: 0, passed: 0, failed: 0 }, errors, results: {} });
}

/**
 * Runs the job `jobId` (already started, input uploaded). Never throws for a bad row; a broken job
 * ends failed with {@link JOB_BROKEN_MESSAGE} and the error is thrown. `db` reads the pricing tables.
 */
export async function runJob(db: Executor, store: JobRunStore, jobId: string, now: () => number = Date.now): Promise<void> {
  const job = await store.get(jobId);
  if (!job || (job.state !== 'waiting' && job.state !== 'active')) return;
  const fail = (message: string, errors: { line: number; message: string }[] = []) => failJob(store, jobId, now(), message, errors);
  try {
    await store.update(jobId, { state: 'active', progress: 0 });
    // 1. Data Validation
    let input: ParsedInput;
    try {
      input = parseInput((await store.inputCsv(jobId)) ?? '');
    } catch (err) {
      await fail((err as Error).message);
      return;
    }
    const errors = [...input.errors];
    const contractCount = input.rows.length + input.errors.length;
    await store.update(jobId, { progress: 1, contractCount });
    // 2. Get Data
    const adders = await loadAdders(db);
    const loaded: { line: number; row: PricingRow; inputs: RowInputs }[] = [];
    const cache: HourlyCache = new Map();
    for (const { line, row } of input.rows) {
      try {
        loaded.push({ line, row, inputs: await loadRowInputs(db, row, adders, cache) });
      } catch (err) {
        if (!(err instanceof RowPricingError)) throw err;
        errors.push({ line, message: err.message });
      }
    }
    await store.update(jobId, { progress: 2 });
    // 3. Calculation (check_status stops here: it tells which rows can be priced)
    const monthly: MonthlyPriceRow[] = [];
    const summary: SummaryPriceRow[] = [];
    let passed = 0;
    for (const { line, row, inputs } of loaded) {
      let lines: LedgerLine[];
      try {
        lines = priceRow(row, inputs);
      } catch (err) {
        if (!(err instanceof RowPricingError)) throw err;
        errors.push({ line, message: err.message });
        continue;
      }
      passed++;
      if (job.type === 'retail_cost_calculation') {
        monthly.push(...monthlyPriceRows(row, lines));
        summary.push(summaryPriceRow(row, lines));
      }
    }
    await store.update(jobId, { progress: 3, passedCount: passed, failedCount: errors.length });
    // 4. Persist Results
    errors.sort((a, b) => a.line - b.line);
    const status: JobStatus = passed === 0 ? 'error' : errors.length ? 'warning' : 'success';
    const results: Record<string, string> = job.type === 'retail_cost_calculation' && passed > 0 ? { monthly_price: toCsv(monthly), summary_price: toCsv(summary) } : {};
    const first = errors[0] ? `; line ${errors[0].line}: ${errors[0].message}` : '';
    await store.finish(jobId, {
      state: passed === 0 ? 'failed' : 'completed', status, finishedOn: now(), errors, results,
      statusMessage: `${passed} of ${contractCount} contracts ${job.type === 'check_status' ? 'can be priced' : 'priced'}${first}`.slice(0, 1024),
      counts: { contract: contractCount, passed, failed: errors.length },
    });
  } catch (err) {
    await fail(JOB_BROKEN_MESSAGE);
    throw err;
  }
}
