import type { AdjustmentPoint } from '@loadline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editedPoints, stitchVersion, type ForecastInterval } from './stitchVersion';

const HOUR = 3_600_000;
const START = Date.parse('2024-07-02T05:00:00Z');
const forecastOf = (loads: number[]): ForecastInterval[] => loads.map((forecast, i) => ({ timestamp: new Date(START + i * HOUR).toISOString(), forecast }));

describe('stitchVersion', () => {
  it('lays a version\'s edits over the forecast, matching instants whatever their notation', () => {
    const forecast = forecastOf([100, 200, 300]);
    const edits: AdjustmentPoint[] = [
      { timestamp: '2024-07-02T01:00:00-05:00', forecast: 999, adjustedForecast: 250, adjustmentCalculation: 'add', adjustmentValue: 50 },
      { timestamp: '2024-07-09T05:00:00Z', forecast: 1, adjustedForecast: 2, adjustmentCalculation: 'custom', adjustmentValue: 2 },
    ];
    expect(stitchVersion(forecast, edits)).toEqual([
      { timestamp: forecast[0]!.timestamp, forecast: 100, adjustedForecast: 100, adjustmentCalculation: 'none', adjustmentValue: null },
      { timestamp: forecast[1]!.timestamp, forecast: 200, adjustedForecast: 250, adjustmentCalculation: 'add', adjustmentValue: 50 },
      { timestamp: forecast[2]!.timestamp, forecast: 300, adjustedForecast: 300, adjustmentCalculation: 'none', adjustmentValue: null },
    ]);
  });

  it('answers the forecast in time order', () => {
    const forecast = forecastOf([1, 2, 3]);
    expect(stitchVersion([...forecast].reverse(), []).map((p) => p.forecast)).toEqual([1, 2, 3]);
  });

  it('a version is its edited rows: stitching them back gives the same view (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ load: fc.integer({ min: 1, max: 90_000 }), delta: fc.option(fc.integer({ min: -500, max: 500 }).filter((d) => d !== 0)) }), { maxLength: 72 }),
        (cells) => {
          const forecast = forecastOf(cells.map((c) => c.load));
          const grid = stitchVersion(
            forecast,
            cells.flatMap((c, i) => (c.delta === null ? [] : [{ timestamp: forecast[i]!.timestamp, forecast: c.load, adjustedForecast: c.load + c.delta, adjustmentCalculation: 'add' as const, adjustmentValue: c.delta }])),
          );
          const version = editedPoints(grid);
          expect(version).toHaveLength(cells.filter((c) => c.delta !== null).length);
          expect(stitchVersion(forecast, version)).toEqual(grid);
        },
      ),
    );
  });
});
