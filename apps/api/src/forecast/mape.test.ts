import { describe, expect, it } from 'vitest';
import { mape } from './mape';
import { mapeScores } from './run';
import { deriveForecastTemperatures, forecastErrorSigma } from './weatherForecast';

describe('mape', () => {
  it('is the mean absolute percentage error in percent', () => {
    expect(mape([100, 200, 400], [110, 180, 400])).toBeCloseTo((10 + 10 + 0) / 3, 10);
  });
  it('skips pairs with a missing value or a zero actual', () => {
    expect(mape([100, 0, NaN, 50], [90, 5, 10, NaN])).toBeCloseTo(10, 10);
  });
  it('is NaN when no pair qualifies', () => {
    expect(mape([], [])).toBeNaN();
    expect(mape([0], [1])).toBeNaN();
  });
});

describe('derived weather forecast', () => {
  it('is repeatable for a process time and station, and differs between stations', () => {
    const obs = Array.from({ length: 48 }, () => 70);
    const leads = obs.map((_, i) => i + 1);
    const a = deriveForecastTemperatures(obs, leads, Date.UTC(2021, 11, 1, 12), 'HOU');
    expect(deriveForecastTemperatures(obs, leads, Date.UTC(2021, 11, 1, 12), 'HOU')).toEqual(a);
    expect(deriveForecastTemperatures(obs, leads, Date.UTC(2021, 11, 1, 12), 'DFW')).not.toEqual(a);
  });

  it('has an error spread that grows with lead time as stated', () => {
    const leads = Array.from({ length: 168 }, (_, i) => i + 1);
    const obs = leads.map(() => 70);
    const sq = (lead: number) => {
      let s = 0;
      for (let run = 0; run < 400; run++) s += (deriveForecastTemperatures(obs, leads, Date.UTC(2020, 0, 1) + run * 86_400_000, 'HOU')[lead - 1]! - 70) ** 2;
      return Math.sqrt(s / 400);
    };
    expect(sq(1)).toBeGreaterThan(forecastErrorSigma(1) * 0.8);
    expect(sq(1)).toBeLessThan(forecastErrorSigma(1) * 1.2);
    expect(sq(160)).toBeGreaterThan(forecastErrorSigma(160) * 0.8);
    expect(sq(160)).toBeLessThan(forecastErrorSigma(160) * 1.2);
  });
});

describe('scores that say their horizon', () => {
  // Process time 2021-12-22 06:00 CST (12:00Z); the next operating day is 2021-12-23 local (06:00Z .. 06:00Z).
  const pt = Date.UTC(2021, 11, 22, 12);
  const hours = Array.from({ length: 7 * 24 }, (_, k) => Date.UTC(2021, 11, 23, 6) + k * 3_600_000);
  const actual = hours.map(() => 100);
  // 2 % off on the first day, 10 % off afterwards.
  const modelled = hours.map((_, k) => (k < 24 ? 102 : 110));

  it('scores a short-term run on its next operating day by default, the whole run labelled full horizon', () => {
    const s = mapeScores('short_term', pt, hours, actual, modelled)!;
    expect(s.mapeScope).toBe('day_ahead');
    expect(s.mape).toBeCloseTo(2, 10);
    expect(s.hours).toBe(24);
    expect([s.scoredFrom, s.scoredTo]).toEqual(['2021-12-23T06:00:00Z', '2021-12-24T06:00:00Z']);
    expect(s.mapeFullHorizon).toBeCloseTo((24 * 2 + 144 * 10) / 168, 10);
    expect(s.hoursFullHorizon).toBe(168);
  });

  it('scores a long-term run over its whole horizon, and gives no score without an hour of the scope', () => {
    const s = mapeScores('long_term', pt, hours, actual, modelled)!;
    expect([s.mapeScope, s.hours, s.mape]).toEqual(['full_horizon', 168, s.mapeFullHorizon]);
    expect(mapeScores('short_term', pt, hours.slice(24), actual.slice(24), modelled.slice(24))).toBeNull();
  });
});
