import { stitchVersion, type ForecastInterval } from '@loadline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffFigures } from './diffFigures';

const HOUR = 3_600_000;
const START = Date.parse('2024-07-02T05:00:00Z');
const forecastOf = (loads: number[]): ForecastInterval[] => loads.map((forecast, i) => ({ timestamp: new Date(START + i * HOUR).toISOString(), forecast }));
const ts = (i: number) => new Date(START + i * HOUR).toISOString();

describe('diffFigures', () => {
  it('counts rows changed, the energy delta, the peak delta and the hour of the new peak', () => {
    const forecast = forecastOf([40_000, 52_000, 48_000, 45_000]);
    const before = stitchVersion(forecast, []);
    const after = stitchVersion(forecast, [
      { timestamp: ts(1), forecast: 52_000, adjustedForecast: 51_000, adjustmentCalculation: 'add', adjustmentValue: -1000 },
      { timestamp: ts(2), forecast: 48_000, adjustedForecast: 55_000, adjustmentCalculation: 'custom', adjustmentValue: 55_000 },
    ]);
    expect(diffFigures(before, after)).toEqual({
      rowsChanged: 2,
      totalDeltaMwh: 6_000,
      peakDeltaMw: 3_000,
      peakBefore: { value: 52_000, timestamp: ts(1) },
      peakAfter: { value: 55_000, timestamp: ts(2) },
    });
  });

  it('reports no change between equal views, and no peak without load', () => {
    const view = stitchVersion(forecastOf([1, 2]), []);
    expect(diffFigures(view, view)).toMatchObject({ rowsChanged: 0, totalDeltaMwh: 0, peakDeltaMw: 0 });
    expect(diffFigures([], [])).toEqual({ rowsChanged: 0, totalDeltaMwh: 0, peakDeltaMw: 0, peakAfter: null, peakBefore: null });
  });

  it('the energy delta is the sum of the hourly deltas (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 90_000 }), fc.integer({ min: -900, max: 900 })), { minLength: 1, maxLength: 100 }), (cells) => {
        const forecast = forecastOf(cells.map(([l]) => l));
        const after = stitchVersion(forecast, cells.map(([l, d], i) => ({ timestamp: ts(i), forecast: l, adjustedForecast: l + d, adjustmentCalculation: d === 0 ? 'none' : 'add', adjustmentValue: d === 0 ? null : d })));
        const figures = diffFigures(stitchVersion(forecast, []), after);
        expect(figures.totalDeltaMwh).toBe(cells.reduce((s, [, d]) => s + d, 0));
        expect(figures.rowsChanged).toBe(cells.filter(([, d]) => d !== 0).length);
        expect(figures.peakAfter?.value).toBe(Math.max(...cells.map(([l, d]) => l + d)));
      }),
    );
  });
});
