import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { isFederalHoliday } from './holidays';
import { localCalendar } from './calendar';
import type { ForecastInputs, HourlySeries } from './inputs';
import { CURRENT_SOURCE, runForecasts, shortTermSource } from './run';

const HOUR = 3_600_000;

describe('current runs: up to the end of the actual load, labelled weather none', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:' });
    await db.run(`CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR, horizon VARCHAR, load DOUBLE, orgId VARCHAR)`);
    await db.run(`CREATE TABLE weather_hourly (__time TIMESTAMP, station VARCHAR, series VARCHAR, processTime VARCHAR, source VARCHAR,
      temperature DOUBLE, dewPoint DOUBLE, relativeHumidity DOUBLE, ghi DOUBLE, windSpeed DOUBLE, orgId VARCHAR)`);
  });
  afterAll(async () => db?.close());

  it('forecasts daily after the weather record ends, trained strictly before the first run, scored without a backcast', async () => {
    // Weather 2017-2018; load 2017 .. 2019-06 (weather-dependent, holidays lower).
    const from = Date.UTC(2017, 0, 1, 6);
    const weatherEnd = Date.UTC(2019, 0, 1, 6);
    const loadEnd = Date.UTC(2019, 6, 1, 5);
    const temps: HourlySeries = new Map();
    const load: HourlySeries = new Map();
    for (let t = from; t < loadEnd; t += HOUR) {
      const doy = (t - from) / 86_400_000;
      const temperature = 68 - 16 * Math.cos((2 * Math.PI * doy) / 365.25) + 8 * Math.sin(2 * Math.PI * (doy % 1));
      if (t < weatherEnd) temps.set(t, temperature);
      const c = localCalendar(t);
      load.set(t, (isFederalHoliday(c.day) ? 0.9 : 1) * (5_000 + 6 * (temperature - 65) ** 2 + 300 * Math.sin((2 * Math.PI * c.hour) / 24)));
    }
    const inputs: ForecastInputs = { load: new Map([['COAST', load]]), observed: new Map([['HOU', temps]]), normals: new Map([['HOU', temps]]) };
    const summary = await runForecasts(db, { shortTermRuns: 2, longTermRuns: 1, currentRuns: 3 }, inputs);
    expect(summary.current?.map((r) => new Date(r.processTime).toISOString())).toEqual(['2019-06-21T11:00:00.000Z', '2019-06-22T11:00:00.000Z', '2019-06-23T11:00:00.000Z']);
    const runs = await db.all<{ source: string; processTime: string; n: number }>(
      `SELECT source, processTime, count(*)::INTEGER AS n FROM ercot_load WHERE series = 'forecast' AND horizon = 'short_term' GROUP BY ALL ORDER BY processTime`,
    );
    // Each run says the weather it used: the weather-driven runs (v2) Houston's observed hours and a forecast of them, the current runs none.
    const st = shortTermSource('HOU');
    expect(st).toBe('Loadline v2, weather: observed station HOU');
    expect(runs.map((r) => r.source)).toEqual([st, st, CURRENT_SOURCE, CURRENT_SOURCE, CURRENT_SOURCE]);
    expect(runs.slice(2).every((r) => r.n === 168)).toBe(true);
    const mape = await db.all<{ mapeType: string; station: string; mape: number; hours: number; mapeScope: string; hoursFullHorizon: number; mapeFullHorizon: number }>(
      `SELECT mapeType, station, mape, hours, mapeScope, hoursFullHorizon, mapeFullHorizon FROM ercot_forecast_mape WHERE station = 'none' ORDER BY processTime`,
    );
    // The default score is the run's next operating day; the whole week is labelled full horizon.
    expect(mape.map((r) => [r.mapeType, r.mapeScope, r.hours, r.hoursFullHorizon])).toEqual([
      ['forecast', 'day_ahead', 24, 168],
      ['forecast', 'day_ahead', 24, 168],
      ['forecast', 'day_ahead', 24, 168],
    ]);
    for (const r of mape) expect(r.mapeFullHorizon).toBeLessThan(15);
    // Without weather a June week of a weather-driven load is still within a few percent.
    for (const r of mape) expect(r.mape).toBeLessThan(15);
  }, 60_000);
});
