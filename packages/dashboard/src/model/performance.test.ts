import { describe, expect, it } from 'vitest';
import { hourValues, runDays, runPerformance } from './performance';

const H = 3_600_000;
// 2021-12-24 00:00 America/Chicago = 06:00 UTC.
const day1 = Date.UTC(2021, 11, 24, 6);
const day2 = day1 + 24 * H;

describe('runPerformance (MAPE and bias per day)', () => {
  it('scores each local day: MAPE = mean |F-A|/A, bias % = mean (F-A)/A, bias = mean F-A', () => {
    const actual = [{ t: day1, v: 100 }, { t: day1 + H, v: 200 }, { t: day2, v: 400 }];
    const forecast = [{ t: day1, v: 110 }, { t: day1 + H, v: 180 }, { t: day2, v: 500 }];
    const r = runPerformance(forecast, actual, '2021-12-23T12:00:00.000Z', 'America/Chicago');
    expect(r.days.map((d) => d.day)).toEqual(['2021-12-24', '2021-12-25']);
    const [d1, d2] = r.days;
    expect(d1?.lead).toBe(1);
    expect(d1?.hours).toBe(2);
    expect(d1?.mape).toBeCloseTo(10, 10); // (10% + 10%) / 2
    expect(d1?.biasPercent).toBeCloseTo(0, 10); // (+10% - 10%) / 2
    expect(d1?.bias).toBeCloseTo(-5, 10); // (+10 - 20) / 2
    expect(d2).toMatchObject({ lead: 2, hours: 1 });
    expect(d2?.mape).toBeCloseTo(25, 10);
    expect(d2?.biasPercent).toBeCloseTo(25, 10);
    expect(d2?.bias).toBeCloseTo(100, 10);
    expect(r.total.hours).toBe(3);
    expect(r.total.mape).toBeCloseTo(15, 10);
    expect(r.total.bias).toBeCloseTo((10 - 20 + 100) / 3, 10);
  });

  it('skips hours without an actual, without a forecast or with an actual of 0 or less', () => {
    const actual = [{ t: day1, v: 0 }, { t: day1 + H, v: -5 }, { t: day1 + 2 * H, v: null }, { t: day1 + 3 * H, v: 50 }];
    const forecast = [{ t: day1, v: 10 }, { t: day1 + H, v: 10 }, { t: day1 + 2 * H, v: 10 }, { t: day1 + 3 * H, v: null }, { t: day1 + 4 * H, v: 10 }];
    const r = runPerformance(forecast, actual, '2021-12-23T12:00:00.000Z', 'America/Chicago');
    expect(r.days).toEqual([{ day: '2021-12-24', lead: 1, hours: 0, mape: null, biasPercent: null, bias: null }]);
    expect(r.total).toEqual({ day: '', lead: 0, hours: 0, mape: null, biasPercent: null, bias: null });
  });

  it('splits days at local midnight of the zone', () => {
    const before = day1 - H; // 2021-12-23 23:00 Chicago
    const r = runPerformance([{ t: before, v: 2 }, { t: day1, v: 2 }], [{ t: before, v: 1 }, { t: day1, v: 1 }], '2021-12-23T12:00:00.000Z', 'America/Chicago');
    expect(r.days.map((d) => [d.day, d.lead, d.mape])).toEqual([['2021-12-23', 0, 100], ['2021-12-24', 1, 100]]);
  });
});

describe('hourValues and runDays', () => {
  it('reads ISO or epoch times and numeric values of a query answer', () => {
    const rows = [{ __time: '2021-12-24T06:00:00.000Z', load: 4100 }, { __time: day1 + H, load: null }, { __time: 'bad', load: 1 }, { __time: day2, load: '12.5' }];
    expect(hourValues(rows, 'load', Date.parse)).toEqual([{ t: day1, v: 4100 }, { t: day1 + H, v: null }, { t: day2, v: 12.5 }]);
  });

  it('checks a run\'s days', () => {
    expect(runDays({ from: '2021-12-24', to: '2021-12-30' })).toEqual({ from: '2021-12-24', to: '2021-12-30' });
    expect(runDays({ from: '2021-12-24T00:00:00Z', to: '2021-12-30T23:00:00Z' })).toEqual({ from: '2021-12-24', to: '2021-12-30' });
    expect(runDays({ from: '2021-12-30', to: '2021-12-24' })).toBeNull();
    expect(runDays({ from: 'x', to: '2021-12-24' })).toBeNull();
  });
});
