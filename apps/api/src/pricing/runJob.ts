import { calculationInputRowSchema, TEXT_FILE_INCORRECT_HEADERS, type JobStatus } from '@loadline/core';
import Papa from 'papaparse';
import type { Executor } from '../db/database';
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

/**
 * Parses and validates an input CSV with the core input-row schema. Duplicate rows (same nine
 * values) are errors, as in the client (spec part 2 §5).
 * @throws Error with 'file has incorrect headers' when a required header is missing
 */
export function parseInput(csv: string): ParsedInput {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  const headers = parsed.meta.fields ?? [];
  if (!INPUT_HEADERS.every((h) => headers.includes(h))) throw new Error(TEXT_FILE_INCORRECT_HEADERS);
  const out: ParsedInput = { rows: [], errors: [] };
  const seen = new Set<string>();
  parsed.data.forEach((raw, i) => {
    const line = i + 2;
    const candidate = { ...raw, startDate: isoDay(raw.startDate), endDate: isoDay(raw.endDate), asOfDate: isoDay(raw.asOfDate) };
    const result = calculationInputRowSchema.safeParse(candidate);
    if (!result.success) {
      out.errors.push({ line, message: result.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ') });
      return;
    }
    const { uid: _uid, ...row } = result.data;
    const key = INPUT_HEADERS.map((h) => row[h]).join('\u0000');
    if (seen.has(key)) {
      out.errors.push({ line, message: 'The row already exists on the table' });
      return;
    }
    seen.add(key);
    out.rows.push({ line, row });
  });
  return out;
}

/** Runs the job `jobId` (already started, input uploaded). Never throws for a bad row; a broken job ends failed. */
export async function runJob(db: Executor, store: JobStore, jobId: string, now: () => number = Date.now): Promise<void> {
  const job = await store.get(jobId);
  if (!job || (job.state !== 'waiting' && job.state !== 'active')) return;
  const fail = (message: string, errors: { line: number; message: string }[] = []) =>
    store.finish(jobId, { state: 'failed', status: 'error', statusMessage: message, finishedOn: now(), counts: { contract: 0, passed: 0, failed: 0 }, errors, results: {} });
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
    await fail('Something went wrong');
    throw err;
  }
}
