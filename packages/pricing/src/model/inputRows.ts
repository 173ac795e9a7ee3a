import {
  calculationInputRowSchema,
  csvQuote,
  TEXT_FIELD_REQUIRED,
  TEXT_ROW_ALREADY_EXISTS,
  type CalculationInputRow,
  type CalculationParameter,
  type CalculationParameters,
} from '@loadline/core';

/**
 * Calculation input rows (spec part 2 §3 "Calculation input row", §5): validation of one row
 * (file and manual entry alike), the duplicate key, and the CSV text a job uploads. Pure.
 *
 * @module
 */

/** The nine fields of an input row, in CSV column order (spec part 2 §3). */
export const INPUT_FIELDS = ['meterId', 'market', 'iso', 'edc', 'product', 'profile', 'startDate', 'endDate', 'asOfDate'] as const;
/** A field of an input row. */
export type InputField = (typeof INPUT_FIELDS)[number];
/** Fields whose values must come from the server's distinct lists (spec part 2 §5). */
export const LISTED_FIELDS: readonly CalculationParameter[] = ['market', 'iso', 'edc', 'product', 'profile'];

/** An accepted input row: the nine values and a client-side `uid`. */
export type InputRow = Required<Pick<CalculationInputRow, 'uid'>> & Omit<CalculationInputRow, 'uid'>;
/** A row as typed or read from a file: any of the nine fields, as text. */
export type InputCandidate = Partial<Record<InputField, string | undefined>>;
/** Messages per field of a refused row. */
export type InputRowErrors = Partial<Record<InputField, string>>;

/** Value of a listed field that is not in the server's list (not in the spec). */
export const TEXT_NOT_IN_LIST = 'Value is not one of the allowed values';

/**
 * The duplicate key of a row: its nine values (spec part 2 §5 "same nine values").
 * @example rowKey(row) // 'M1\u0000ERCOT\u0000…'
 */
export function rowKey(row: Readonly<Record<InputField, string>>): string {
  return INPUT_FIELDS.map((f) => row[f]).join('\u0000');
}

const ALNUM = /^[A-Za-z0-9]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const listSets = new WeakMap<CalculationParameters, Partial<Record<CalculationParameter, ReadonlySet<string>>>>();
/** The distinct lists as sets, made once per lists object (a file's rows share it). */
function setsOf(parameters: CalculationParameters): Partial<Record<CalculationParameter, ReadonlySet<string>>> {
  let sets = listSets.get(parameters);
  if (!sets) {
    sets = Object.fromEntries(Object.entries(parameters).map(([k, v]) => [k, new Set(v)]));
    listSets.set(parameters, sets);
  }
  return sets;
}

/**
 * The rules of the core input-row schema for a row that passes them all, without building its
 * issues (the common case of a large file); a row that fails any goes through the schema for
 * its messages.
 */
function passesQuickly(r: Readonly<Record<InputField, string>>, sets: Partial<Record<CalculationParameter, ReadonlySet<string>>>): boolean {
  if (r.meterId.length > 128 || !ALNUM.test(r.meterId)) return false;
  for (const f of LISTED_FIELDS) {
    const v = r[f];
    if (v === '' || v.length > 256) return false;
    const set = sets[f];
    if (set && !set.has(v)) return false;
  }
  return DAY.test(r.startDate) && DAY.test(r.endDate) && DAY.test(r.asOfDate) && r.endDate >= r.startDate;
}

/** Result of {@link validateInputRow}. */
export type ValidatedRow = { ok: true; row: Omit<InputRow, 'uid'> } | { ok: false; errors: InputRowErrors };

/**
 * Validates one row (spec part 2 §5): meterId required and alphanumeric; market, iso, edc,
 * product and profile required and in `parameters` (a field whose list is missing is only
 * required); dates required, YYYY-MM-DD; endDate not before startDate. Values are trimmed.
 *
 * @example validateInputRow({ meterId: 'M1', ... }, { market: ['ERCOT'] }) // { ok: true, row }
 */
export function validateInputRow(candidate: InputCandidate, parameters: CalculationParameters): ValidatedRow {
  const trimmed = {} as Record<InputField, string>;
  for (const f of INPUT_FIELDS) trimmed[f] = (candidate[f] ?? '').trim();
  const sets = setsOf(parameters);
  if (passesQuickly(trimmed, sets)) return { ok: true, row: trimmed };
  const errors: InputRowErrors = {};
  const parsed = calculationInputRowSchema.safeParse(trimmed);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InputField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  for (const f of LISTED_FIELDS) {
    const set = sets[f];
    if (errors[f] || !set) continue;
    if (trimmed[f] === '') errors[f] = TEXT_FIELD_REQUIRED;
    else if (!set.has(trimmed[f])) errors[f] = TEXT_NOT_IN_LIST;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, row: trimmed };
}

/** The first message of a refused row, as 'field: message'. */
export function firstRowError(errors: InputRowErrors): string {
  const field = INPUT_FIELDS.find((f) => errors[f]);
  return field ? `${field}: ${errors[field] ?? ''}` : '';
}

/** Result of {@link upsertRow}. */
export type UpsertResult = { ok: true; rows: InputRow[] } | { ok: false; errors: InputRowErrors; message?: string };

/**
 * Manual add (no `uid`) or edit (the `uid` of an existing row), accepted only when the row is
 * valid and no other row has the same nine values (spec part 2 §5 'The row already exists on
 * the table'). Returns the new table.
 */
export function upsertRow(
  rows: readonly InputRow[],
  candidate: InputCandidate,
  parameters: CalculationParameters,
  uid: string | undefined,
  newUid: () => string,
): UpsertResult {
  const checked = validateInputRow(candidate, parameters);
  if (!checked.ok) return checked;
  const key = rowKey(checked.row);
  if (rows.some((r) => r.uid !== uid && rowKey(r) === key)) return { ok: false, errors: {}, message: TEXT_ROW_ALREADY_EXISTS };
  if (uid === undefined) return { ok: true, rows: [...rows, { uid: newUid(), ...checked.row }] };
  return { ok: true, rows: rows.map((r) => (r.uid === uid ? { uid, ...checked.row } : r)) };
}

/**
 * The CSV a job uploads (spec part 2 §7 PUT {url}): a header of the nine fields, then one line
 * per row; dates as ISO dates (YYYY-MM-DD). RFC 4180 quoting (core's `csvQuote`; the API reads
 * the file back, so formulas are not neutralised).
 * @example toInputCsv([row]) // 'meterId,market,…\nM1,ERCOT,…\n'
 */
export function toInputCsv(rows: readonly Omit<InputRow, 'uid'>[]): string {
  const lines = [INPUT_FIELDS.join(',')];
  for (const r of rows) lines.push(INPUT_FIELDS.map((f) => csvQuote(r[f])).join(','));
  return `${lines.join('\n')}\n`;
}
