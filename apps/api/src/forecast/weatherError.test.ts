import { describe, expect, it } from 'vitest';
import { normalRng } from '../seed/random';
import { fitCorrelation, groundedForecastPath, groundedForecastTemperatures, leadError, measureWeatherError, WEATHER_ERROR, type WeatherErrorStats } from './weatherError';

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
    // The ISD hour ending at each target (04:00Z and 07:00Z) holds the report nearest it.
    const observed = new Map([['HOU', new Map([[Date.UTC(2021, 3, 2, 4), 60], [Date.UTC(2021, 3, 2, 7), 59], [Date.UTC(2021, 3, 2, 5), 99]])]]);
    const s = measureWeatherError(csv, observed);
    // Leads 9 h (errors +2, -2, slot 00:00) and 12 h (error +1, slot 03:00); MOS removes each slot's mean.
    expect(s.mosBias).toEqual({ 'HOU|0': 0, 'HOU|3': 1 });
    expect(s.bins).toEqual([
      { fromHours: 0, toHours: 12, n: 2, bias: 0, sd: 2.828, rmse: 2, mosBias: 0, mosSd: 2.828 },
      { fromHours: 12, toHours: 24, n: 1, bias: 1, sd: 0, rmse: 1, mosBias: 0, mosSd: 0 },
    ]);
    expect(s.r3).toBe(1);
  });

  it('the committed statistics hold 14 bins of 12 h to a week, error growing with lead', () => {
    expect(WEATHER_ERROR.bins).toHaveLength(14);
    expect(WEATHER_ERROR.bins.every((b) => b.n > 500)).toBe(true);
    expect(leadError(160).sd).toBeGreaterThan(leadError(6).sd);
    expect(WEATHER_ERROR.phiHourly).toBeGreaterThan(0.8);
    // MOS leaves less error than the raw forecast, and nearby cities err together more than distant ones.
    expect(WEATHER_ERROR.bins.every((b) => b.mosSd <= b.sd)).toBe(true);
    expect(WEATHER_ERROR.crossStation['HOU|AUS']).toBeGreaterThan(WEATHER_ERROR.crossStation['HOU|DFW']!);
  });

  it('fits the two-AR(1) correlation to measured lags', () => {
    const measured = Object.fromEntries([3, 6, 12, 24, 48].map((k) => [String(k), 0.4 * 0.8 ** k + 0.6 * 0.96 ** k]));
    const c = fitCorrelation(measured);
    for (const k of [3, 6, 12, 24, 48]) expect(c.w * c.phiFast ** k + (1 - c.w) * c.phiSlow ** k).toBeCloseTo(measured[String(k)]!, 2);
  });

  it('draws forecasts whose error has the measured bias, sd and autocorrelation', () => {
    const stats: WeatherErrorStats = {
      ...WEATHER_ERROR,
      bins: [{ fromHours: 0, toHours: 1e9, n: 1, bias: 9, sd: 9, rmse: 0, mosBias: 1, mosSd: 4 }],
      correlation: { w: 0.5, phiFast: 0.8, phiSlow: 0.95, measured: {} },
    };
    const n = 200_000;
    const fc = groundedForecastTemperatures(new Array(n).fill(70), new Array(n).fill(24), normalRng(5), stats);
    const e = fc.map((x) => x - 70);
    const mean = e.reduce((a, x) => a + x, 0) / n;
    const sd = Math.sqrt(e.reduce((a, x) => a + (x - mean) ** 2, 0) / n);
    const corr = (lag: number) => {
      let c = 0;
      for (let i = lag; i < n; i++) c += (e[i]! - mean) * (e[i - lag]! - mean);
      return c / (n - lag) / sd ** 2;
    };
    expect(mean).toBeCloseTo(1, 1);
    expect(sd).toBeCloseTo(4, 1);
    expect(corr(1)).toBeCloseTo(0.5 * 0.8 + 0.5 * 0.95, 1);
    expect(corr(12)).toBeCloseTo(0.5 * 0.8 ** 12 + 0.5 * 0.95 ** 12, 1);
    expect(groundedForecastPath([70, 71], [1, 2], normalRng(5), stats).unit).toHaveLength(2);
  });
});
