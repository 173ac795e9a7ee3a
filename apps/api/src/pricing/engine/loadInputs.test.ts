import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openSeededDatabase } from '../../testing/seededDatabase';
import { loadAdders, loadRowInputs } from './loadInputs';
import { priceRow, RowPricingError, type PricingRow } from './priceRow';

let db: Database;
beforeAll(async () => {
  db = await openSeededDatabase('pricing', { poolSize: 1 });
}, 60_000);
afterAll(async () => db?.close());

// A CenterPoint plan of the seed (Power to Choose plan 10615, 26 % renewable).
const row: PricingRow = {
  meterId: 'M42', market: 'COAST', iso: 'ERCOT', edc: 'CENTERPOINT', product: 'PTC-10615', profile: 'RESLOWR_COAST',
  startDate: '2023-08-01', endDate: '2023-08-31', asOfDate: '2023-07-31',
};

describe('pricing a row on the seeded data', () => {
  it('energy equals the direct SQL sum of profile kWh x LZ_HOUSTON day-ahead price over August 2023 (local)', async () => {
    const lines = priceRow(row, await loadRowInputs(db, row, await loadAdders(db)));
    const [direct] = await db.all<{ usd: number; kwh: number; n: number }>(`SELECT sum(v.kwh * p.price) / 1000 AS usd, sum(v.kwh) AS kwh, count(*)::INTEGER AS n
      FROM pricing_load_profile_hourly v JOIN pricing_curve_prices p ON p.__time = v.__time AND p.curve = 'ERCOT_DAM_LZ_HOUSTON'
      WHERE v.profile = 'RESLOWR_COAST' AND strftime(timezone('America/Chicago', timezone('UTC', v.__time)), '%Y-%m') = '2023-08'`);
    expect(direct!.n).toBe(744);
    const energy = lines.find((l) => l.component === 'ENERGY')!;
    expect(energy.amountUsd).toBeCloseTo(direct!.usd, 6);
    // August 2023 (the heat-wave month) priced well above the year's 56.75 $/MWh mean of the source.
    expect(energy.rate).toBeGreaterThan(60);
    const delivery = lines.find((l) => l.component === 'TDU_DELIVERY')!;
    expect(delivery.amountUsd).toBeCloseTo((direct!.kwh * 6.0009) / 100, 6);
    const rec = lines.find((l) => l.component === 'REC')!;
    expect(rec.amountUsd).toBeCloseTo((direct!.kwh / 1000) * 0.26 * 1.5, 8);
  });

  it('refuses rows the configuration does not allow, naming the reason', async () => {
    const adders = await loadAdders(db);
    await expect(loadRowInputs(db, { ...row, edc: 'ONCOR' }, adders)).rejects.toThrow(new RowPricingError('Product PTC-10615 is offered in CENTERPOINT, not ONCOR'));
    await expect(loadRowInputs(db, { ...row, profile: 'RESLOWR_WEST' }, adders)).rejects.toThrow('Profile RESLOWR_WEST belongs to market WEST, not COAST');
    await expect(loadRowInputs(db, { ...row, iso: 'PJM' }, adders)).rejects.toThrow('Unknown iso: PJM');
  });

  it('refuses a range beyond the prices (after 2025-05-17)', async () => {
    const inputs = await loadRowInputs(db, { ...row, startDate: '2025-05-01', endDate: '2025-05-31' }, await loadAdders(db));
    expect(() => priceRow({ ...row, startDate: '2025-05-01', endDate: '2025-05-31' }, inputs)).toThrow(/^No RESLOWR_COAST volume for the hour starting 2025-05-18T05:00Z$/);
  });
});
