import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openSeededDatabase } from '../testing/seededDatabase';
import { RESIDENTIAL_ANNUAL_KWH } from './constants';

let db: Database;
beforeAll(async () => {
  db = await openSeededDatabase('pricing', { poolSize: 1 });
}, 60_000);
afterAll(async () => db?.close());

describe('pricing seed', () => {
  it('holds a product per Power to Choose plan of a TDU with a tariff, each with the seven components and formulas', async () => {
    const [p] = await db.all<{ n: number; edcs: number }>('SELECT count(*)::INTEGER AS n, count(DISTINCT edc)::INTEGER AS edcs FROM pricing_products');
    // 1,539 plans less the 2 of Nueces Electric Cooperative, which has no tariff in tdu-rates.json.
    expect(p).toEqual({ n: 1537, edcs: 6 });
    const [pc] = await db.all<{ n: number }>('SELECT count(*)::INTEGER AS n FROM pricing_product_component');
    expect(pc?.n).toBe(1537 * 7);
    const rec = await db.all<{ formula: string }>(`SELECT formula FROM pricing_formulae WHERE product = 'PTC-11677' AND component = 'REC'`);
    expect(rec).toEqual([{ formula: 'volume_MWh x 24 % renewable x rec_price_usd_per_mwh' }]);
  });

  it('carries the real TDU tariffs', async () => {
    const rows = await db.all(`SELECT code, customerChargeUsdPerMonth AS c, deliveryCentsPerKwh AS d FROM pricing_tdu_tariffs WHERE code = 'CENTERPOINT'`);
    expect(rows).toEqual([{ code: 'CENTERPOINT', c: 4.9, d: 6.0009 }]);
  });

  it('has hourly day-ahead curves per load zone 2020 .. 2025-05-17, Winter Storm Uri included', async () => {
    const rows = await db.all<{ curve: string; n: number; hi: number }>(`SELECT curve, count(*)::INTEGER AS n, max(price) AS hi FROM pricing_curve_prices
      WHERE curve LIKE 'ERCOT_DAM_%' GROUP BY curve ORDER BY curve`);
    expect(rows).toHaveLength(8);
    // 2020-01-01 .. 2025-05-17 local: 1,964 days, 47,135 hours with DST.
    for (const r of rows) expect(r.n).toBe(47_135);
    expect(Math.max(...rows.map((r) => r.hi))).toBeGreaterThan(8_000);
  });

  it('derives load profiles of about the ERCOT residential average a year', async () => {
    const rows = await db.all<{ profile: string; kwh: number }>(`SELECT profile, sum(kwh) AS kwh FROM pricing_load_profile_hourly
      WHERE year(timezone('America/Chicago', timezone('UTC', __time))) = 2022 GROUP BY profile`);
    expect(rows).toHaveLength(16);
    for (const r of rows) expect(Math.abs(r.kwh / RESIDENTIAL_ANNUAL_KWH - 1)).toBeLessThan(0.02);
    const [summer] = await db.all<{ ratio: number }>(`SELECT sum(kwh) FILTER (WHERE month(timezone('America/Chicago', timezone('UTC', __time))) = 8)
      / sum(kwh) FILTER (WHERE month(timezone('America/Chicago', timezone('UTC', __time))) = 4) AS ratio
      FROM pricing_load_profile_hourly WHERE profile = 'RESLOWR_COAST' AND year(timezone('America/Chicago', timezone('UTC', __time))) = 2022`);
    // Houston cooling: August above April (1.19 with this derivation; a flat profile would give 1.03, the day count).
    expect(summer!.ratio).toBeGreaterThan(1.1);
  });
});
