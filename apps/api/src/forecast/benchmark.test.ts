import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { seedInto } from '../seed/seed';
import { dayAheadBenchmark } from './benchmark';

describe('2019 day-ahead benchmark for the ERCOT total', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
    await seedInto(db, { only: ['load', 'weather'], range: { from: '2015-07-01', to: '2020-01-02' }, log: () => undefined });
  }, 120_000);
  afterAll(async () => db?.close());

  it('scores every hour of 2019 for both forecasts over the same hours', async () => {
    const r = await dayAheadBenchmark(db, 2019);
    expect(r.hours).toBe(8760);
    expect(r.trainHours).toBeGreaterThan(3 * 8760 - 48 - 1);
    // ERCOT's own forecast uses system-wide weather; the vanilla model sees Houston only.
    expect(r.officialMape).toBeGreaterThan(1);
    expect(r.officialMape).toBeLessThan(r.modelMape);
    expect(r.modelMape).toBeLessThan(10);
  });
});
