import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { seedInto } from '../seed/seed';
import type { ForecastSummary } from './run';

describe('reference forecaster on a two-year slice of the seed', () => {
  let db: Database;
  let summary: ForecastSummary | undefined;
  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
    summary = await seedInto(db, {
      only: ['load', 'weather', 'forecasts', 'scenarios'],
      range: { from: '2016-01-01T06:00:00Z', to: '2018-01-01T06:00:00Z' },
      plan: { shortTermRuns: 3, longTermRuns: 2 },
      log: () => undefined,
    });
  }, 120_000);
  afterAll(async () => db?.close());

  it('runs daily at 06:00 local up to the end of the observed weather, 7 days ahead each', async () => {
    expect(summary?.shortTerm.map((r) => new Date(r.processTime).toISOString())).toEqual([
      '2017-12-22T12:00:00.000Z', '2017-12-23T12:00:00.000Z', '2017-12-24T12:00:00.000Z',
    ]);
    const rows = await db.all<{ market: string; processTime: string; n: number }>(
      `SELECT market, processTime, count(*)::INTEGER AS n FROM ercot_load WHERE series = 'forecast' AND horizon = 'short_term' GROUP BY ALL`,
    );
    expect(rows).toHaveLength(9 * 3);
    for (const r of rows) expect(r.n).toBe(7 * 24);
  });

  it('stores forecast and backcast MAPE per market and process time, with plausible values for the ERCOT total', async () => {
    const rows = await db.all<{ mapeType: string; horizon: string; mape: number }>(
      `SELECT mapeType, horizon, mape FROM ercot_forecast_mape WHERE market = 'ERCOT'`,
    );
    // 3 short-term runs; of the 2 long-term runs only the first has actuals (December 2017) in this slice.
    expect(rows).toHaveLength(3 * 2 + 2);
    for (const r of rows) {
      expect(r.mape).toBeGreaterThan(0.5);
      expect(r.mape).toBeLessThan(20);
    }
    // Forecast and backcast of a run are scored over the same hours.
    const unequal = await db.all(
      `SELECT market, processTime FROM ercot_forecast_mape GROUP BY market, processTime, horizon HAVING count(DISTINCT hours) > 1 OR count(*) <> 2`,
    );
    expect(unequal).toEqual([]);
    const count = await db.all<{ n: number }>('SELECT count(DISTINCT market)::INTEGER AS n FROM ercot_forecast_mape');
    expect(count[0]?.n).toBe(9);
  });

  it('adds a backcast over the observed-weather hours, derived weather forecasts and scenarios', async () => {
    // Out of sample: 2017 from the model fitted on 2016; 2016, with no earlier year, has none.
    const back = await db.all<{ n: number; first: string }>(
      `SELECT count(*)::INTEGER AS n, strftime(min(__time), '%Y-%m-%dT%H:%M') AS first FROM ercot_load WHERE series = 'backcast' AND market = 'COAST'`,
    );
    expect(back[0]).toEqual({ n: 8760, first: '2017-01-01T06:00' });
    const wx = await db.all<{ n: number }>(`SELECT count(DISTINCT processTime)::INTEGER AS n FROM weather_hourly WHERE series = 'forecast'`);
    expect(wx[0]?.n).toBe(3);
    const sc = await db.all<{ scenario: string; v: number }>(
      `SELECT scenario, avg(value) AS v FROM scenario_analysis WHERE Item = 'Load' AND market = 'ERCOT' GROUP BY scenario`,
    );
    expect(sc).toHaveLength(3);
  });

  it('stores modelled load to 0.001 MWh, as ERCOT publishes its own', async () => {
    const finer = await db.all<{ series: string; n: number }>(
      `SELECT series, count(*)::INTEGER AS n FROM ercot_load WHERE series IN ('forecast', 'backcast') AND abs(load * 1000 - round(load * 1000)) > 1e-6 GROUP BY series`,
    );
    expect(finer).toEqual([]);
    const modelled = await db.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM ercot_load WHERE series IN ('forecast', 'backcast')`);
    expect(modelled[0]?.n).toBeGreaterThan(8760);
  });
});
