import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { localCalendar } from '../forecast/calendar';
import { HEDGE_RATIO } from './derived';
import { seedInto } from './seed';

describe('risk positions (derived from real load and prices)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
    await seedInto(db, { only: ['load', 'prices', 'risk'], range: { from: '2019-01-01T06:00:00Z', to: '2020-02-01T06:00:00Z' }, log: () => undefined });
  }, 120_000);
  afterAll(async () => db?.close());

  const onPeak = (t: number) => {
    const c = localCalendar(t);
    return c.weekday >= 1 && c.weekday <= 5 && c.hour >= 6 && c.hour <= 21;
  };

  it('hedges January 2020 with blocks of 80% of January 2019 load, on-peak and off-peak separately', async () => {
    const load = await db.all<{ t: number; v: number }>(
      `SELECT epoch_ms(__time)::DOUBLE AS t, load AS v FROM ercot_load WHERE series = 'actual' AND market = 'COAST'
       AND __time >= '2019-01-01 06:00' AND __time < '2019-02-01 06:00'`,
    );
    const avg = (peak: boolean) => {
      const sel = load.filter((r) => onPeak(r.t) === peak);
      return sel.reduce((s, r) => s + r.v, 0) / sel.length;
    };
    const risk = await db.all<{ t: number; supply: number; demand: number; position: number; mtm: number; price: number; asOfDate: string }>(
      `SELECT epoch_ms(__time)::DOUBLE AS t, supply, demand, position, mark_to_market AS mtm, price, asOfDate FROM risk_positions
       WHERE market = 'LZ_HOUSTON' ORDER BY __time`,
    );
    expect(risk).toHaveLength(31 * 24);
    for (const r of risk) {
      expect(r.asOfDate).toBe('2020-01-01');
      expect(r.supply).toBeCloseTo(HEDGE_RATIO * avg(onPeak(r.t)), 6);
      expect(r.position).toBeCloseTo(r.demand - r.supply, 6);
      expect(r.mtm).toBeCloseTo(r.position * r.price, 4);
    }
  });

  it('prices each hour at the real DAM price of the load zone', async () => {
    const rows = await db.all<{ same: boolean }>(
      `SELECT bool_and(r.price = p.price) AS same FROM risk_positions r JOIN ercot_prices p
       ON p.__time = r.__time AND p.settlementPoint = r.market AND p.priceMarket = 'DAM'`,
    );
    expect(rows[0]?.same).toBe(true);
  });
});
