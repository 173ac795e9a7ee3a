import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { isFederalHoliday } from './holidays';
import { localCalendar } from './calendar';
import type { ForecastInputs, HourlySeries } from './inputs';
import { runHours } from './plan';
import { CURRENT_LONG_TERM_SOURCE, CURRENT_SOURCE, runForecasts, shortTermSource } from './run';

const HOUR = 3_600_000;

describe('current runs: past the end of the actual load, labelled weather none', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:' });
    await db.run(`CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR, horizon VARCHAR, load DOUBLE, orgId VARCHAR)`);
    await db.run(`CREATE TABLE weather_hourly (__time TIMESTAMP, station VARCHAR, series VARCHAR, processTime VARCHAR, source VARCHAR,
      temperature DOUBLE, dewPoint DOUBLE, relativeHumidity DOUBLE, ghi DOUBLE, windSpeed DOUBLE, orgId VARCHAR)`);
  });
  afterAll(async () => db?.close());

  it('forecasts daily after the weather record ends, the last run from the hour after the last actual, trained strictly before the first run', async () => {
    // Weather 2017-2018; load 2017 .. 2019-06 (weather-dependent, holidays lower).
    const from = Date.UTC(2017, 0, 1, 6);
    const weatherEnd = Date.UTC(2019, 0, 1, 6);
    const loadEnd = Date.UTC(2019, 6, 1, 5); // 00:00 CDT on 1 July 2019: the last actual day is 30 June
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
    const summary = await runForecasts(db, { shortTermRuns: 2, longTermRuns: 1, currentRuns: 3, currentLongTermRuns: 2 }, inputs);
    // The latest run is issued at 06:00 on the last actual day and forecasts the 7 x 24 hours after the last actual hour.
    expect(summary.current?.map((r) => new Date(r.processTime).toISOString())).toEqual(['2019-06-28T11:00:00.000Z', '2019-06-29T11:00:00.000Z', '2019-06-30T11:00:00.000Z']);
    const latest = summary.current!.at(-1)!;
    expect(latest.from).toBe(loadEnd);
    expect(runHours(latest)).toBe(168);
    const runs = await db.all<{ source: string; processTime: string; n: number; first: number; lo: number; hi: number }>(
      `SELECT source, processTime, count(*)::INTEGER AS n, epoch_ms(min(__time))::DOUBLE AS first, min(load) AS lo, max(load) AS hi
       FROM ercot_load WHERE series = 'forecast' AND horizon = 'short_term' GROUP BY ALL ORDER BY processTime`,
    );
    // Each run says the weather it used: the weather-driven runs (v2) Houston's observed hours and a forecast of them, the current runs none.
    const st = shortTermSource('HOU');
    expect(st).toBe('Loadline v2, weather: observed station HOU');
    expect(runs.map((r) => r.source)).toEqual([st, st, CURRENT_SOURCE, CURRENT_SOURCE, CURRENT_SOURCE]);
    // Every hour of every run has a value (none dropped as NaN), and none is negative.
    expect(runs.map((r) => r.n)).toEqual([168, 168, 168, 168, 168]);
    expect(runs.at(-1)!.first).toBe(loadEnd);
    for (const r of runs) expect(r.lo).toBeGreaterThan(0);
    const mape = await db.all<{ processTime: string; mapeType: string; station: string; mape: number; hours: number; mapeScope: string; hoursFullHorizon: number; mapeFullHorizon: number }>(
      `SELECT processTime, mapeType, station, mape, hours, mapeScope, hoursFullHorizon, mapeFullHorizon FROM ercot_forecast_mape WHERE station = 'none' AND horizon = 'short_term' ORDER BY processTime`,
    );
    // The default score is the run's next operating day; the full run is scored over the hours with
    // an actual (two and one days); the latest run has none yet, so no MAPE row.
    expect(mape.map((r) => [r.processTime, r.mapeType, r.mapeScope, r.hours, r.hoursFullHorizon])).toEqual([
      ['2019-06-28T11:00:00Z', 'forecast', 'day_ahead', 24, 48],
      ['2019-06-29T11:00:00Z', 'forecast', 'day_ahead', 24, 24],
    ]);
    for (const r of mape) expect(r.mapeFullHorizon).toBeLessThan(15);
    // Without weather a June week of a weather-driven load is still within a few percent.
    for (const r of mape) expect(r.mape).toBeLessThan(15);

    // Long-term: monthly through the last actual month (June 2019), each over the twelve months after its month.
    expect(summary.currentLongTerm?.map((r) => new Date(r.processTime).toISOString())).toEqual(['2019-05-01T11:00:00.000Z', '2019-06-01T11:00:00.000Z']);
    const lt = await db.all<{ processTime: string; n: number; first: number; last: number; lo: number }>(
      `SELECT processTime, count(*)::INTEGER AS n, epoch_ms(min(__time))::DOUBLE AS first, epoch_ms(max(__time))::DOUBLE AS last, min(load) AS lo
       FROM ercot_load WHERE series = 'forecast' AND horizon = 'long_term' AND source = ? GROUP BY ALL ORDER BY processTime`,
      [CURRENT_LONG_TERM_SOURCE],
    );
    expect(lt.map((r) => r.processTime)).toEqual(['2019-05-01T11:00:00Z', '2019-06-01T11:00:00Z']);
    const latestLt = lt.at(-1)!;
    expect(latestLt.first).toBe(loadEnd); // 1 July 2019, the month after the last actual month
    expect(latestLt.last).toBe(Date.UTC(2020, 6, 1, 4)); // the last hour of June 2020
    expect(latestLt.n).toBe(366 * 24); // every hour of the twelve months (2020 is a leap year)
    for (const r of lt) expect(r.lo).toBeGreaterThan(0);
  }, 60_000);
});
