import { describe, expect, it } from 'vitest';
import { normalRng } from '../seed/random';
import { groundedForecastTemperatures, leadError, measureWeatherError, WEATHER_ERROR, type WeatherErrorStats } from './weatherError';

describe('weather-forecast error grounded in data', () => {
  it('measures bias and sd by lead from archived forecasts against observed hours', () => {
    // Two issues of Houston, 2021-04-01 20:00Z; targets 2021-04-02 00:00 and 03:00 local (CDT = UTC-5).
    const csv = [
      'snapshot_commit_utc,snapshot_commit,target_date,target_time_local_hhmm,city,tempF',
      '2021-04-01T20:00:00Z,a,2021-04-02,0,Houston,62',
      '2021-04-01T20:00:00Z,a,2021-04-02,300,Houston,60',
      '2021-04-01T20:00:00Z,b,2021-04-02,0,Houston,58',
      '2021-04-01T20:00:00Z,a,2021-04-02,0,Abilene,10',
    ].join('\n');
    const observed = new Map([['HOU', new Map([[Date.UTC(2021, 3, 2, 5), 60], [Date.UTC(2021, 3, 2, 8), 59]])]]);
    const s = measureWeatherError(csv, observed);
    // Leads 9 h (errors +2, -2) and 12 h (error +1).
    expect(s.bins).toEqual([
      { fromHours: 0, toHours: 12, n: 2, bias: 0, sd: 2.828, rmse: 2 },
      { fromHours: 12, toHours: 24, n: 1, bias: 1, sd: 0, rmse: 1 },
    ]);
    expect(s.r3).toBe(1);
  });

  it('the committed statistics hold 14 bins of 12 h to a week, error growing with lead', () => {
    expect(WEATHER_ERROR.bins).toHaveLength(14);
    expect(WEATHER_ERROR.bins.every((b) => b.n > 500)).toBe(true);
    expect(leadError(160).sd).toBeGreaterThan(leadError(6).sd);
    expect(WEATHER_ERROR.phiHourly).toBeGreaterThan(0.8);
  });

  it('draws forecasts whose error has the measured bias, sd and autocorrelation', () => {
    const stats: WeatherErrorStats = { ...WEATHER_ERROR, bins: [{ fromHours: 0, toHours: 1e9, n: 1, bias: 1, sd: 4, rmse: 0 }], phiHourly: 0.9 };
    const n = 200_000;
    const fc = groundedForecastTemperatures(new Array(n).fill(70), new Array(n).fill(24), normalRng(5), stats);
    const e = fc.map((x) => x - 70);
    const mean = e.reduce((a, x) => a + x, 0) / n;
    const sd = Math.sqrt(e.reduce((a, x) => a + (x - mean) ** 2, 0) / n);
    let c = 0;
    for (let i = 1; i < n; i++) c += (e[i]! - mean) * (e[i - 1]! - mean);
    expect(mean).toBeCloseTo(1, 1);
    expect(sd).toBeCloseTo(4, 1);
    expect(c / (n - 1) / sd ** 2).toBeCloseTo(0.9, 2);
  });
});
