import type { ComponentCode } from '../constants';
import { monthsOf } from './monthsOf';

/**
 * The retail-cost engine: pure functions from an input row and its market data to ledger lines
 * per local calendar month and component (spec part 2 §1 "retail-cost calculation", §7 results
 * monthly_price and summary_price). No I/O: `loadInputs.ts` reads the data from DuckDB.
 *
 * @module
 */

const HOUR_MS = 3_600_000;

/** An input row as the engine needs it (spec part 2 §3 calculation input row). */
export interface PricingRow {
  meterId: string;
  market: string;
  iso: string;
  edc: string;
  product: string;
  profile: string;
  startDate: string;
  endDate: string;
  asOfDate: string;
}

/** Stated adders (Attributes table; see constants.ts for where each comes from). */
export interface Adders {
  ancillaryUsdPerMwh: number;
  lossFactor: number;
  recUsdPerMwh: number;
  marginUsdPerMwh: number;
}

/** Everything one row is priced with. Hourly series are keyed by the UTC epoch ms of the hour's start. */
export interface RowInputs {
  /** The DAM curve of the row's load zone, e.g. ERCOT_DAM_LZ_HOUSTON. */
  curve: string;
  /** kWh of one customer of the row's load profile in each hour. */
  volumes: ReadonlyMap<number, number>;
  /** $/MWh of the curve in each hour. */
  prices: ReadonlyMap<number, number>;
  /** The row's TDU tariff. */
  tariff: { customerChargeUsdPerMonth: number; deliveryCentsPerKwh: number };
  /** The product's renewable share, percent (0-100). */
  renewablePct: number;
  adders: Adders;
}

/** One ledger line: a component of one month of one row. `amountUsd` = quantity x rate (x 1/100 for cents). */
export interface LedgerLine {
  meterId: string;
  product: string;
  month: string;
  component: ComponentCode;
  quantity: number;
  quantityUom: 'MWh' | 'kWh' | 'month';
  rate: number;
  rateUom: '$/MWh' | 'cents/kWh' | '$/month';
  amountUsd: number;
}

/** A row that could not be priced, with the reason (a job's per-row error). */
export class RowPricingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RowPricingError';
  }
}

const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 16)}Z`;

/**
 * Prices one row: for each local month of startDate..endDate, the ledger lines of the seven
 * components, unrounded (rounding is the output's business, so split ranges add up exactly):
 *
 * - ENERGY = sum_h kWh[h] / 1000 x price[h]; LOSSES = lossFactor x ENERGY (the lost energy bought at the same hourly prices);
 * - ANCILLARY = MWh x ancillary $/MWh; REC = MWh x renewable share x REC $/MWh; MARGIN = MWh x margin $/MWh;
 * - TDU_CUSTOMER = $/month x days of the month in the range / days in the month;
 * - TDU_DELIVERY = kWh x cents/kWh / 100.
 *
 * @throws RowPricingError when an hour of the range has no volume or no price
 */
export function priceRow(row: PricingRow, inputs: RowInputs): LedgerLine[] {
  const lines: LedgerLine[] = [];
  const { adders, tariff } = inputs;
  for (const slice of monthsOf(row.startDate, row.endDate)) {
    let kwh = 0;
    let energyUsd = 0;
    for (let t = slice.startMs; t < slice.endMs; t += HOUR_MS) {
      const v = inputs.volumes.get(t);
      if (v === undefined) throw new RowPricingError(`No ${row.profile} volume for the hour starting ${iso(t)}`);
      const p = inputs.prices.get(t);
      if (p === undefined) throw new RowPricingError(`No ${inputs.curve} price for the hour starting ${iso(t)}`);
      kwh += v;
      energyUsd += (v / 1000) * p;
    }
    const mwh = kwh / 1000;
    const avgPrice = mwh > 0 ? energyUsd / mwh : 0;
    const base = { meterId: row.meterId, product: row.product, month: slice.month };
    const share = inputs.renewablePct / 100;
    lines.push(
      { ...base, component: 'ENERGY', quantity: mwh, quantityUom: 'MWh', rate: avgPrice, rateUom: '$/MWh', amountUsd: energyUsd },
      { ...base, component: 'LOSSES', quantity: mwh * adders.lossFactor, quantityUom: 'MWh', rate: avgPrice, rateUom: '$/MWh', amountUsd: energyUsd * adders.lossFactor },
      { ...base, component: 'ANCILLARY', quantity: mwh, quantityUom: 'MWh', rate: adders.ancillaryUsdPerMwh, rateUom: '$/MWh', amountUsd: mwh * adders.ancillaryUsdPerMwh },
      {
        ...base, component: 'TDU_CUSTOMER', quantity: slice.days / slice.daysInMonth, quantityUom: 'month',
        rate: tariff.customerChargeUsdPerMonth, rateUom: '$/month', amountUsd: (tariff.customerChargeUsdPerMonth * slice.days) / slice.daysInMonth,
      },
      { ...base, component: 'TDU_DELIVERY', quantity: kwh, quantityUom: 'kWh', rate: tariff.deliveryCentsPerKwh, rateUom: 'cents/kWh', amountUsd: (kwh * tariff.deliveryCentsPerKwh) / 100 },
      { ...base, component: 'REC', quantity: mwh * share, quantityUom: 'MWh', rate: adders.recUsdPerMwh, rateUom: '$/MWh', amountUsd: mwh * share * adders.recUsdPerMwh },
      { ...base, component: 'MARGIN', quantity: mwh, quantityUom: 'MWh', rate: adders.marginUsdPerMwh, rateUom: '$/MWh', amountUsd: mwh * adders.marginUsdPerMwh },
    );
  }
  return lines;
}
