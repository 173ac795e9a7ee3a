import { csvValue } from '@loadline/core';
import { COMPONENT_CODES, type ComponentCode } from '../constants';
import type { LedgerLine, PricingRow } from './priceRow';

/**
 * The two result files of a job (spec part 2 §7 GET /pricing/v1/jobs/{jobId}/results/{kind},
 * kind monthly_price or summary_price): rows and their CSV form.
 *
 * @module
 */

/** A monthly_price row: one component of one month of one input row; amounts in $ (cents rounded), rates as stated. */
export interface MonthlyPriceRow {
  meterId: string;
  market: string;
  iso: string;
  edc: string;
  product: string;
  profile: string;
  asOfDate: string;
  month: string;
  component: ComponentCode;
  quantity: number;
  quantityUom: LedgerLine['quantityUom'];
  rate: number;
  rateUom: LedgerLine['rateUom'];
  amountUsd: number;
}

/** A summary_price row: one input row over its whole range, $ per component, total and average cents/kWh. */
export type SummaryPriceRow = PricingRow & { volumeKwh: number; totalUsd: number; centsPerKwh: number } & Record<`${ComponentCode}_usd`, number>;

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/** monthly_price rows of a priced input row. */
export function monthlyPriceRows(row: PricingRow, lines: readonly LedgerLine[]): MonthlyPriceRow[] {
  return lines.map((l) => ({
    meterId: row.meterId, market: row.market, iso: row.iso, edc: row.edc, product: row.product, profile: row.profile, asOfDate: row.asOfDate,
    month: l.month, component: l.component, quantity: round(l.quantity, 6), quantityUom: l.quantityUom,
    rate: round(l.rate, 4), rateUom: l.rateUom, amountUsd: round(l.amountUsd, 2),
  }));
}

/**
 * The summary_price row of a priced input row. Amounts are rounded once, each ledger line to the
 * cent as monthly_price shows it (half away from zero for positive amounts, `Math.round`); every
 * component column is the sum of its lines' cents and `totalUsd` the sum of the component columns,
 * added in whole cents, so the columns add up to the total and each equals the monthly_price amounts
 * of its component, as on an invoice. `centsPerKwh` is `totalUsd` over `volumeKwh` (the delivered
 * kWh), to 4 decimals. Spec part 2 §7, result kind summary_price.
 */
export function summaryPriceRow(row: PricingRow, lines: readonly LedgerLine[]): SummaryPriceRow {
  const cents = Object.fromEntries(COMPONENT_CODES.map((c) => [c, 0])) as Record<ComponentCode, number>;
  let kwh = 0;
  for (const l of lines) {
    cents[l.component] += centsOf(l.amountUsd);
    if (l.component === 'TDU_DELIVERY') kwh += l.quantity;
  }
  const by = Object.fromEntries(COMPONENT_CODES.map((c) => [`${c}_usd`, cents[c] / 100])) as Record<`${ComponentCode}_usd`, number>;
  const totalCents = COMPONENT_CODES.reduce((sum, c) => sum + cents[c], 0);
  const { meterId, market, iso, edc, product, profile, startDate, endDate, asOfDate } = row;
  return {
    meterId, market, iso, edc, product, profile, startDate, endDate, asOfDate,
    volumeKwh: round(kwh, 3), ...by, totalUsd: totalCents / 100, centsPerKwh: kwh > 0 ? round(totalCents / kwh, 4) : 0,
  };
}

/** Whole cents of a $ amount, rounded as monthly_price rounds `amountUsd` (2 decimals). */
function centsOf(usd: number): number {
  return Math.round(round(usd, 2) * 100);
}

/**
 * CSV (header line, CRLF) of result rows, each cell written by core's `csvValue` (RFC 4180,
 * formula-safe, numbers as numbers), columns in the order of the first row's keys or `columns`.
 */
export function toCsv(rows: readonly object[], columns?: readonly string[]): string {
  const cols = columns ?? Object.keys(rows[0] ?? {});
  const lines = [cols.map((c) => csvValue(c)).join(',')];
  for (const r of rows) lines.push(cols.map((c) => csvValue((r as Record<string, unknown>)[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
