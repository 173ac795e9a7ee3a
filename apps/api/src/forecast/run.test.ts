import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { seedInto } from '../seed/seed';
import { runHours } from './plan';
import { CURRENT_SOURCE, type ForecastSummary } from './run';

describe('reference forecaster on a two-year slice of the seed', () => {
  let db: Database;
  let summary: ForecastSummary | undefined;
  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
    summary = await seedInto(db, {
      only: ['load', 'weather', 'forecasts', 'scenarios'],
      range: { from: '2016-01-01T06:00:00Z', to: '2018-01-01T06:00:00Z' },
      plan: { shortTermRuns: 3, longTermRuns: 2, currentRuns: 2, currentLongTermRuns: 1 },
      log: () => undefined,
    });
  }, 120_000);
  afterAll(async () => db?.close());

  it('runs daily at 06:00 local up to the end of the observed weather, 7 days ahead each, on each zone\'s own stations', async () => {
    expect(summary?.shortTerm.map((r) => new Date(r.processTime).toISOString())).toEqual([
      '2017-12-22T12:00:00.000Z', '2017-12-23T12:00:00.000Z', '2017-12-24T12:00:00.000Z',
    ]);
    const weatherRuns = summary!.shortTerm.map((r) => `${new Date(r.processTime).toISOString().slice(0, 19)}Z`);
    const rows = await db.all<{ market: string; processTime: string; source: string; n: number }>(
      `SELECT market, processTime, source, count(*)::INTEGER AS n FROM ercot_load WHERE series = 'forecast' AND horizon = 'short_term' GROUP BY ALL`,
    );
    const weatherDriven = rows.filter((r) => weatherRuns.includes(r.processTime));
    expect(weatherDriven).toHaveLength(9 * 3);
    for (const r of weatherDriven) expect(r.n).toBe(7 * 24);
    // 2017 is inside the zone stations' ISD-Lite hours: each zone reads its own (Houston's record for Coast).
    const source = Object.fromEntries(weatherDriven.map((r) => [r.market, r.source]));
    expect(source).toMatchObject({
      NCENT: 'Loadline v2, weather: observed station DFW',
      NORTH: 'Loadline v2, weather: observed station DFW',
      COAST: 'Loadline v2, weather: observed station HOU',
      SCENT: 'Loadline v2, weather: observed station SAT',
      SOUTH: 'Loadline v2, weather: observed station LRD',
      WEST: 'Loadline v2, weather: observed station DFW + SJT daily max',
      ERCOT: 'Loadline v2, weather: observed stations 45 % DFW + 35 % HOU + 15 % SAT + 5 % LRD',
    });
  });

  it('looks ahead: the latest run is issued on the last actual day and forecasts the 7 x 24 hours after the last actual hour', async () => {
    const loadEnd = Date.parse('2018-01-01T06:00:00Z'); // the slice's end: 00:00 CST on 1 January 2018
    const latest = summary!.current!.at(-1)!;
    expect(new Date(latest.processTime).toISOString()).toBe('2017-12-31T12:00:00.000Z');
    expect(latest.from).toBe(loadEnd);
    expect(runHours(latest)).toBe(168);
    const rows = await db.all<{ market: string; source: string; n: number; first: number; lo: number }>(
      `SELECT market, source, count(*)::INTEGER AS n, epoch_ms(min(__time))::DOUBLE AS first, min(load) AS lo FROM ercot_load
       WHERE series = 'forecast' AND horizon = 'short_term' AND processTime = '2017-12-31T12:00:00Z' GROUP BY ALL`,
    );
    expect(rows).toHaveLength(9);
    for (const r of rows) {
      expect(r).toMatchObject({ source: CURRENT_SOURCE, n: 168, first: loadEnd });
      expect(r.lo).toBeGreaterThan(0);
    }
    // No hour of any run or backcast is missing (a NaN is not stored) or negative.
    const bad = await db.all(
      `SELECT processTime, market FROM ercot_load WHERE series IN ('forecast', 'backcast') AND (load IS NULL OR isnan(load) OR load < 0) LIMIT 1`,
    );
    expect(bad).toEqual([]);
  });

  it('stores forecast and backcast MAPE per market and process time, with plausible values for the ERCOT total', async () => {
    const rows = await db.all<{ mapeType: string; horizon: string; station: string; mape: number }>(
      `SELECT mapeType, horizon, station, mape FROM ercot_forecast_mape WHERE market = 'ERCOT'`,
    );
    // 3 short-term runs; of the 2 long-term runs only the first has actuals (December 2017) in this
    // slice; of the 2 current runs only the first (its next day, 31 December, is known), scored alone.
    expect(rows).toHaveLength(3 * 2 + 2 + 1);
    for (const r of rows) {
      expect(r.mape).toBeGreaterThan(0.5);
      // The current run without weather misses the cold front of 31 December 2017 (about 21 %).
      expect(r.mape).toBeLessThan(r.station === 'none' ? 40 : 20);
    }
    // Forecast and backcast of a run are scored over the same hours.
    const unequal = await db.all(
      `SELECT market, processTime FROM ercot_forecast_mape WHERE station <> 'none' GROUP BY market, processTime, horizon HAVING count(DISTINCT hours) > 1 OR count(*) <> 2`,
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
