import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import type { ForecastInputs, HourlySeries } from './inputs';
import { historicalRanges, ImplausibleForecastError, PlausibilityCheck } from './plausibility';
import { runForecasts } from './run';

const HOUR = 3_600_000;

describe('plausibility of forecaster runs', () => {
  const ranges = historicalRanges(new Map([['ERCOT', new Map([[0, 30_000], [HOUR, 85_000], [2 * HOUR, 0]])]]));

  it('takes each market\'s lowest and highest actual hour (a zero hour is no load)', () => {
    expect(ranges.get('ERCOT')).toEqual({ min: 30_000, max: 85_000 });
  });

  it('passes a run inside 0.75 x lowest .. 1.15 x highest and records the furthest value of one outside', () => {
    const check = new PlausibilityCheck(ranges);
    expect(check.run('ERCOT', 'short_term', '2021-11-27T12:00:00Z', [0, HOUR], [22_600, 97_700])).toBe(true);
    expect(check.run('OTHER', 'short_term', null, [0], [1e9])).toBe(true);
    expect(check.run('ERCOT', 'short_term', '2021-11-27T12:00:00Z', [0, HOUR, 2 * HOUR], [100_000, 115_836, NaN])).toBe(false);
    expect(check.run('ERCOT', 'backcast', null, [0, HOUR], [40_000, 20_000])).toBe(false);
    expect(check.failures).toEqual([
      { market: 'ERCOT', kind: 'short_term', processTime: '2021-11-27T12:00:00Z', at: HOUR, value: 115_836, bound: 1.15 * 85_000 },
      { market: 'ERCOT', kind: 'backcast', processTime: null, at: HOUR, value: 20_000, bound: 22_500 },
    ]);
    expect(new ImplausibleForecastError(check.failures).message).toBe(
      '2 forecaster runs are implausible against their market\'s historical load range (0.75 x lowest .. 1.15 x highest actual hour):\n' +
        '  ERCOT short_term run 2021-11-27T12:00:00Z: 115,836 MWh at 1970-01-01T01:00Z, outside the plausible bound 97,750 MWh\n' +
        '  ERCOT backcast: 20,000 MWh at 1970-01-01T01:00Z, outside the plausible bound 22,500 MWh',
    );
  });
});

describe('runForecasts stops on an implausible run', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:' });
    await db.run(`CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR, horizon VARCHAR, load DOUBLE, orgId VARCHAR)`);
  });
  afterAll(async () => db?.close());

  it('a market whose load tripled in three years runs its long-term trend past 1.15 x its record: nothing is written', async () => {
    const from = Date.UTC(2017, 0, 1, 6);
    const to = Date.UTC(2020, 0, 1, 6);
    const temps: HourlySeries = new Map();
    const normals: HourlySeries = new Map();
    const load: HourlySeries = new Map();
    for (let t = from; t < to + 400 * 86_400_000; t += HOUR) {
      const doy = (t - from) / 86_400_000;
      const temperature = 68 - 16 * Math.cos((2 * Math.PI * doy) / 365.25) + 8 * Math.sin(2 * Math.PI * (doy % 1));
      normals.set(t, temperature);
      if (t >= to) continue;
      temps.set(t, temperature);
      load.set(t, 1_000 + (2_000 * (t - from)) / (to - from) + 10 * Math.abs(temperature - 65));
    }
    const inputs: ForecastInputs = { load: new Map([['FWEST', load]]), observed: new Map([['HOU', temps]]), normals: new Map([['HOU', normals]]) };
    const run = runForecasts(db, { shortTermRuns: 2, longTermRuns: 2 }, inputs);
    await expect(run).rejects.toThrow(ImplausibleForecastError);
    await expect(runForecasts(db, { shortTermRuns: 2, longTermRuns: 2 }, inputs)).rejects.toThrow(/FWEST long_term run 2019-12-01T12:00:00Z: .* outside the plausible bound/);
    expect(await db.all('SELECT count(*)::INTEGER AS n FROM ercot_load')).toEqual([{ n: 0 }]);
  }, 60_000);
});
