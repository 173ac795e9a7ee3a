/**
 * CSV cells (RFC 4180) safe to open in a spreadsheet: the one writer of CSV cells for the SDK and
 * the API (chart downloads, adjustment exports, pricing job results, the pricing import file).
 */

/** First characters a spreadsheet reads as the start of a formula (OWASP, CSV Injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, as JavaScript or a database writes one (`-41250`, `0.3`, `1e-7`). */
const PLAIN_NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * RFC 4180 quoting only: a cell holding a comma, a double quote, CR or LF is quoted, its quotes
 * doubled; other text is written as is. For files read back by a program (the pricing import
 * file), not by a spreadsheet: formulas are not neutralised, use {@link csvCell} for that.
 *
 * @example csvQuote('a,"b"') // '"a,""b"""'
 */
export function csvQuote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV cell from text, safe to open in a spreadsheet: text starting with `=`, `+`, `-`, `@`, tab
 * or carriage return is prefixed with a single quote so it is not run as a formula (OWASP, CSV
 * Injection), then quoted as {@link csvQuote} does.
 *
 * @example csvCell('=HYPERLINK("x")') // `"'=HYPERLINK(""x"")"`
 */
export function csvCell(text: string): string {
  return csvQuote(FORMULA_START.test(text) ? `'${text}` : text);
}

/**
 * A CSV cell of any value: empty for `null`/`undefined`; a number, bigint or boolean as
 * JavaScript writes it (a number is not a formula, so `-5.5` stays `-5.5`); text as
 * {@link csvCell}, except text that is a plain decimal number (`-41250`, `1e-7`), which is written
 * as is; anything else through `String()` and {@link csvCell}.
 *
 * @example [csvValue(-5.5), csvValue('-5.5'), csvValue('-1+1'), csvValue(null)] // ['-5.5', '-5.5', "'-1+1", '']
 */
export function csvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  const text = String(value);
  return PLAIN_NUMBER.test(text) ? text : csvCell(text);
}
