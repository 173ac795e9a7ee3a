import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localMidnightUtc } from '../../seed/time';
import { monthsOf } from './monthsOf';
import { priceRow, RowPricingError, type LedgerLine, type PricingRow, type RowInputs } from './priceRow';
import { COMPONENT_CODES } from '../constants';
import { monthlyPriceRows, summaryPriceRow } from './results';

const HOUR = 3_600_000;
const row: PricingRow = {
  meterId: 'M1', market: 'COAST', iso: 'ERCOT', edc: 'CENTERPOINT', product: 'PTC-1', profile: 'RESLOWR_COAST',
  startDate: '2023-02-01', endDate: '2023-02-28', asOfDate: '2023-01-15',
};
const adders = { ancillaryUsdPerMwh: 3, lossFactor: 0.05, recUsdPerMwh: 1.5, marginUsdPerMwh: 8 };
const tariff = { customerChargeUsdPerMonth: 4.9, deliveryCentsPerKwh: 6.0009 };

/** Hourly series over [from, to): value f(k) for the k-th hour. */
function series(fromDay: string, toDayExclusive: string, f: (k: number) => number): Map<number, number> {
  const m = new Map<number, number>();
  const end = localMidnightUtc(toDayExclusive);
  for (let t = localMidnightUtc(fromDay), k = 0; t < end; t += HOUR, k++) m.set(t, f(k));
  return m;
}

const amount = (lines: LedgerLine[], c: LedgerLine['component']) => lines.filter((l) => l.component === c).reduce((s, l) => s + l.amountUsd, 0);

describe('monthsOf', () => {
  it('splits at local months and counts DST days right', () => {
    const [jan, feb, mar] = monthsOf('2023-01-30', '2023-03-31');
    expect(jan).toMatchObject({ month: '2023-01', days: 2, daysInMonth: 31 });
    expect(feb).toMatchObject({ month: '2023-02', days: 28, daysInMonth: 28 });
    // March 2023 loses an hour on the 12th (CST -> CDT): 743 hours.
    expect((mar!.endMs - mar!.startMs) / HOUR).toBe(743);
    expect(new Date(jan!.startMs).toISOString()).toBe('2023-01-30T06:00:00.000Z');
  });
});

describe('priceRow, one meter, one month (February 2023: 672 hours), hand-computed', () => {
  // 1 kWh every hour; 20 $/MWh the first 336 hours, 80 $/MWh the last 336.
  const inputs: RowInputs = {
    curve: 'ERCOT_DAM_LZ_HOUSTON',
    volumes: series('2023-02-01', '2023-03-01', () => 1),
    prices: series('2023-02-01', '2023-03-01', (k) => (k < 336 ? 20 : 80)),
    tariff, renewablePct: 24, adders,
  };
  const lines = priceRow(row, inputs);

  it('energy = sum of kWh x price: 0.336 MWh x 20 + 0.336 MWh x 80 = 33.60 $ at 50 $/MWh', () => {
    const energy = lines.find((l) => l.component === 'ENERGY')!;
    expect(energy.quantity).toBeCloseTo(0.672, 12);
    expect(energy.rate).toBeCloseTo(50, 10);
    expect(energy.amountUsd).toBeCloseTo(33.6, 10);
  });
  it('losses 5 % of energy = 1.68 $; ancillary 0.672 MWh x 3 = 2.016 $', () => {
    expect(amount(lines, 'LOSSES')).toBeCloseTo(1.68, 10);
    expect(amount(lines, 'ANCILLARY')).toBeCloseTo(2.016, 10);
  });
  it('TDU: the whole month 4.90 $; delivery 672 kWh x 6.0009 cents = 40.326048 $', () => {
    expect(amount(lines, 'TDU_CUSTOMER')).toBeCloseTo(4.9, 10);
    expect(amount(lines, 'TDU_DELIVERY')).toBeCloseTo(40.326048, 9);
  });
  it('REC 0.672 MWh x 24 % x 1.50 = 0.24192 $; margin 0.672 x 8 = 5.376 $', () => {
    expect(amount(lines, 'REC')).toBeCloseTo(0.24192, 10);
    expect(amount(lines, 'MARGIN')).toBeCloseTo(5.376, 10);
  });
  it('summary: each line rounded to the cent once, 33.60 + 1.68 + 2.02 + 4.90 + 40.33 + 0.24 + 5.38 = 88.15 $ over 672 kWh = 13.1176 cents/kWh', () => {
    const s = summaryPriceRow(row, lines);
    expect(s.totalUsd).toBe(88.15);
    expect(s.volumeKwh).toBe(672);
    expect(s.centsPerKwh).toBe(13.1176);
    expect([s.ENERGY_usd, s.LOSSES_usd, s.ANCILLARY_usd, s.TDU_CUSTOMER_usd, s.TDU_DELIVERY_usd, s.REC_usd, s.MARGIN_usd]).toEqual([33.6, 1.68, 2.02, 4.9, 40.33, 0.24, 5.38]);
  });
  it('summary: for any amounts, the component columns add up to the total and each equals its monthly_price amounts, to the cent', () => {
    // Amounts to 1/1000 of a cent, up to $50,000 a line. The job: 7 component columns
    // summed to 381.05 while the total said 381.03.
    const toCents = (usd: number) => Math.round(usd * 100);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000_000 }).map((n) => n / 100_000), { minLength: lines.length, maxLength: lines.length }), (amounts) => {
        const some = lines.map((l, i) => ({ ...l, amountUsd: amounts[i]! }));
        const s = summaryPriceRow(row, some);
        const columns = COMPONENT_CODES.map((c) => toCents(s[`${c}_usd`]));
        expect(columns.reduce((a, b) => a + b, 0)).toBe(toCents(s.totalUsd));
        const monthly = monthlyPriceRows(row, some);
        for (const c of COMPONENT_CODES) expect(toCents(s[`${c}_usd`])).toBe(monthly.filter((m) => m.component === c).reduce((a, m) => a + toCents(m.amountUsd), 0));
      }),
    );
  });
  it('prorates the customer charge to the days in range: 14 of 28 days = 2.45 $', () => {
    const half = priceRow({ ...row, endDate: '2023-02-14' }, inputs);
    expect(amount(half, 'TDU_CUSTOMER')).toBeCloseTo(2.45, 10);
    expect(half.filter((l) => l.component === 'ENERGY')[0]!.amountUsd).toBeCloseTo(0.336 * 20, 10);
  });
  it('refuses a range with an hour without a price, naming the hour', () => {
    const prices = new Map(inputs.prices);
    prices.delete(localMidnightUtc('2023-02-10') + 5 * HOUR);
    expect(() => priceRow(row, { ...inputs, prices })).toThrow(new RowPricingError('No ERCOT_DAM_LZ_HOUSTON price for the hour starting 2023-02-10T11:00Z'));
  });
});

describe('priceRow property', () => {
  it('splitting a date range into two jobs gives the same total, component by component', () => {
    const first = Date.UTC(2022, 10, 1);
    const dayOf = (n: number) => new Date(first + n * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 80 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.double({ min: -50, max: 5000, noNaN: true }), { minLength: 24, maxLength: 24 }),
        fc.integer({ min: 0, max: 100 }),
        (start, length, at, hourPrices, renewablePct) => {
          const startDate = dayOf(start);
          const endDate = dayOf(start + length);
          // Last day of the first job: from the start day to the day before the end (both jobs hold a day).
          const split = start + Math.min(length - 1, Math.floor(at * length));
          const inputs: RowInputs = {
            curve: 'C', tariff, renewablePct, adders,
            volumes: series(dayOf(0), dayOf(200), (k) => 0.5 + ((k * 7) % 13) / 10),
            prices: series(dayOf(0), dayOf(200), (k) => hourPrices[k % 24]!),
          };
          const whole = priceRow({ ...row, startDate, endDate }, inputs);
          const parts = [
            ...priceRow({ ...row, startDate, endDate: dayOf(split) }, inputs),
            ...priceRow({ ...row, startDate: dayOf(split + 1), endDate }, inputs),
          ];
          for (const c of ['ENERGY', 'LOSSES', 'ANCILLARY', 'TDU_CUSTOMER', 'TDU_DELIVERY', 'REC', 'MARGIN'] as const) {
            const a = amount(whole, c);
            const b = amount(parts, c);
            expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(a)));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
