import { describe, expect, it } from 'vitest';
import { uniformRng } from '../seed/random';
import { dayKind } from './holidays';
import { localCalendar } from './calendar';
import type { HourlySeries } from './inputs';
import { mape } from './mape';
import { CORRECTION_FEATURES, CORRECTION_HOURS, designV2, fitV2, forecastV2, regressionV2, type V2Weather } from './v2';
import { fitVanilla, predictVanilla } from './vanilla';

const HOUR = 3_600_000;
const from = Date.UTC(2016, 0, 1, 6);
const to = Date.UTC(2019, 0, 1, 6);

/**
 * Three years of hours whose load answers to the temperature of three hours before (a building's
 * thermal lag), drops 15 % on major federal holidays, 5 % on the minor ones and 8 % on bridge
 * days (`dayKind`), and carries a slowly wandering level (AR(1) per
 * day) that only recent load reveals.
 */
function synthetic() {
  const u = uniformRng(3);
  const temps: HourlySeries = new Map();
  const load: HourlySeries = new Map();
  let level = 0;
  for (let t = from - 72 * HOUR; t < to + 30 * 86_400_000; t += HOUR) {
    const doy = (t - from) / 86_400_000;
    temps.set(t, 68 - 15 * Math.cos((2 * Math.PI * doy) / 365.25) + 9 * Math.sin(2 * Math.PI * (doy % 1) - 2) + 6 * (u() - 0.5));
  }
  for (let t = from; t < to + 30 * 86_400_000; t += HOUR) {
    const c = localCalendar(t);
    if (c.hour === 0) level = 0.9 * level + 600 * (u() - 0.5);
    const lagged = temps.get(t - 3 * HOUR)!;
    const base = 10_000 + 8 * (lagged - 65) ** 2 + 500 * Math.sin((2 * Math.PI * c.hour) / 24);
    const kind = dayKind(c.day);
    load.set(t, (kind === 'major' ? 0.85 : kind === 'minor' ? 0.95 : kind === 'bridge' ? 0.92 : 1) * base + level);
  }
  return { temps, load };
}

describe('reference forecaster v2', () => {
  const { temps, load } = synthetic();
  const w: V2Weather = { hourly: (t) => temps.get(t) ?? NaN };
  const train = [...load.keys()].filter((t) => t < to);
  const model = fitV2(train, load, w, { hasDaily: false });
  const test = [...load.keys()].filter((t) => t >= to);

  it('learns the lagged temperature and the holidays that the vanilla model cannot see', () => {
    const vanilla = fitVanilla(train.map((t) => ({ t, temperature: temps.get(t)!, load: load.get(t)! })));
    const actual = test.map((t) => load.get(t)!);
    const v1 = mape(actual, predictVanilla(vanilla, test.map((t) => ({ t, temperature: temps.get(t)! }))));
    const v2 = mape(actual, test.map((t) => regressionV2(model, t, w)));
    expect(v2).toBeLessThan(0.8 * v1);
    // New Year's Day 2019 (a Tuesday): the holiday drop is in v2's regression, not in the vanilla model.
    const day = Array.from({ length: 24 }, (_, i) => Date.UTC(2019, 0, 1, 6 + i));
    const holidayActual = day.map((t) => load.get(t)!);
    const v1Holiday = mape(holidayActual, predictVanilla(vanilla, day.map((t) => ({ t, temperature: temps.get(t)! }))));
    const v2Holiday = mape(holidayActual, day.map((t) => regressionV2(model, t, w)));
    expect(v2Holiday).toBeLessThan(v1Holiday / 2);
  });

  it('corrects with the recent load: the level of the day before the process time carries into the run', () => {
    // Weight of the recent residual (24-hour and 3-hour means and the same hour of the latest day
    // together) by lead hour: most of the level carries into the next hours, less of it six days on.
    const k = CORRECTION_FEATURES;
    const weight = (h: number) => Array.from({ length: k }, (_, i) => model.correction[k * h + i]!).reduce((a, b) => a + b, 0);
    expect(model.correction).toHaveLength(k * CORRECTION_HOURS);
    expect(weight(0)).toBeGreaterThan(0.5);
    expect(weight(0)).toBeGreaterThan(weight(6 * 24));
    const actual: number[] = [];
    const plain: number[] = [];
    const corrected: number[] = [];
    for (let day = 1; day < 28; day++) {
      const processTime = to + (day - 1) * 86_400_000 + 6 * HOUR;
      const hours = Array.from({ length: 24 }, (_, i) => processTime + (18 + i) * HOUR);
      const run = forecastV2(model, processTime, hours, load, w, w);
      hours.forEach((t, i) => {
        actual.push(load.get(t)!);
        plain.push(regressionV2(model, t, w));
        corrected.push(run[i]!);
      });
    }
    expect(mape(actual, corrected)).toBeLessThan(mape(actual, plain));
  });

  it('tells major holidays, minor ones and bridge days apart', () => {
    // In sample: on each kind of day the regression misses by about what it misses on ordinary days
    // (the wandering level), not by the kind's own drop.
    const byKind = new Map<string, { a: number[]; f: number[] }>();
    for (const t of train) {
      const key = dayKind(localCalendar(t).day) ?? 'ordinary';
      const e = byKind.get(key) ?? { a: [], f: [] };
      e.a.push(load.get(t)!);
      e.f.push(regressionV2(model, t, w));
      byKind.set(key, e);
    }
    const ordinary = mape(byKind.get('ordinary')!.a, byKind.get('ordinary')!.f);
    for (const kind of ['major', 'minor', 'bridge']) {
      const e = byKind.get(kind)!;
      expect(e.a.length).toBeGreaterThan(150);
      expect(mape(e.a, e.f)).toBeLessThan(1.5 * ordinary);
    }
  });

  it('reads the daily station on the day and the day before, and skips an hour when either is missing', () => {
    const t = Date.UTC(2018, 6, 10, 20);
    const daily = (day: string) => (day === '2018-07-09' ? NaN : 95);
    expect(designV2(t, { hourly: w.hourly, daily }, true)).toBeNull();
    expect(designV2(t + 86_400_000, { hourly: w.hourly, daily }, true)).not.toBeNull();
    expect(designV2(t, { hourly: w.hourly, daily }, false)).not.toBeNull();
  });

  it('keeps its trend on three years of hours', () => {
    expect(model.trend).toBe(true);
  });

  it('is fitted strictly on the hours it is given and refuses too few', () => {
    expect(model.n).toBeLessThanOrEqual(train.length);
    expect(() => fitV2(train.slice(0, 200), load, w, { hasDaily: false })).toThrow(/at least \d+ hours/);
  });
});

describe('reference forecaster v2 on a short window and with humidity', () => {
  const { temps, load } = synthetic();
  const w: V2Weather = { hourly: (t) => temps.get(t) ?? NaN, dewPoint: (t) => (temps.get(t) ?? NaN) - 10 };
  // A small slice: three months (more hours than columns).
  const summer = [...load.keys()].filter((t) => t >= Date.UTC(2016, 5, 1, 6) && t < Date.UTC(2016, 8, 1, 6));
  const model = fitV2(summer, load, w, { hasDaily: false, dewPoint: true });

  it('fits no trend on less than 18 months of hours (the three-year model above keeps it)', () => {
    expect(model.trend).toBe(false);
    const t = Date.UTC(2016, 6, 8, 18);
    // Without a trend, the same calendar hour a year later gets the same regression.
    const later = t + 364 * 86_400_000;
    const same: V2Weather = { hourly: () => 80, dewPoint: () => 65 };
    expect(regressionV2(model, later, same)).toBeCloseTo(regressionV2(model, t, same), 6);
  });

  it('adds the dew point block when asked, held inside its training range', () => {
    // 951 columns without daily station or dew point (321 calendar, 6 temperature variables x 105), plus 105.
    expect(model.columns).toBe(951 + 105);
    expect(model.dewRange!.lo).toBeLessThan(model.dewRange!.hi);
    const t = Date.UTC(2016, 6, 1, 18);
    expect(designV2(t, { hourly: w.hourly }, false, undefined, false, true, true)).toBeNull();
    const hot: V2Weather = { hourly: w.hourly, dewPoint: () => 200 };
    const atMax: V2Weather = { hourly: w.hourly, dewPoint: () => model.dewRange!.hi };
    expect(regressionV2(model, t, hot)).toBeCloseTo(regressionV2(model, t, atMax), 6);
  });

  it('enters each training hour once per input weather when given several (draws of a forecast error)', () => {
    const shifted = (d: number): ((t: number) => V2Weather) => () => ({ hourly: (t) => (temps.get(t) ?? NaN) + d });
    const opts = { hasDaily: false, correction: false } as const;
    const both = fitV2(summer, load, w, { ...opts, inputWeather: [shifted(6), shifted(-6)] });
    const up = fitV2(summer, load, w, { ...opts, inputWeather: shifted(6) });
    // Trained on +-6 degF about the truth, the regression reads the truth about right; on +6 alone, 6 degF low.
    const t = Date.UTC(2016, 6, 8, 18);
    const truth = load.get(t)!;
    expect(Math.abs(regressionV2(both, t, w) - truth)).toBeLessThan(Math.abs(regressionV2(up, t, w) - truth));
    expect(Math.abs(regressionV2(both, t, w) - regressionV2(up, t, w))).toBeGreaterThan(50);
    expect(both.n).toBe(up.n);
  });
});
