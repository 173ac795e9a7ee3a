/**
 * Fraction digits a value is shown with, by its unit: energy and power in kWh / kW as whole
 * numbers, in MWh / MW (and therms) with one decimal, temperatures (degF, degC) with one decimal;
 * any other unit (or none) with up to two.
 */
const DIGITS: Record<string, number> = { kwh: 0, kw: 0, wh: 0, mwh: 1, mw: 1, gwh: 2, therm: 1, therms: 1, degf: 1, degc: 1, '°f': 1, '°c': 1 };

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(digits: number | undefined): Intl.NumberFormat {
  const key = String(digits);
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', digits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, f);
  }
  return f;
}

/**
 * A value as a table or tooltip shows it: grouped, with the fixed precision of its unit (kWh 0,
 * MWh 1, degF 1 decimals; up to 2 for any other unit). '–' for a gap (null or NaN).
 *
 * @param unit - the series' unit label, e.g. `kWh`, `MWh`, `degF`; case-insensitive.
 * @example
 * formatValue(15542383.484, 'kWh') // '15,542,383'
 * formatValue(15542.383484, 'MWh') // '15,542.4'
 * formatValue(71.25, 'degF')       // '71.3'
 */
export function formatValue(v: number | null, unit: string | undefined): string {
  if (v === null || !Number.isFinite(v)) return '–';
  return formatOf(DIGITS[(unit ?? '').trim().toLowerCase()]).format(v);
}
