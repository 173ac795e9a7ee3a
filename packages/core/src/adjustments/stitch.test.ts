import type { AdjustmentPoint } from '../schemas/adjustment.schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editedPoints, stitchIntervals, stitchVersion, type ForecastInterval } from './stitch';

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

describe('stitchIntervals (the API\'s stitched view)', () => {
  const forecast = [{ t: START, forecast: 100 }, { t: START + HOUR, forecast: 200 }, { t: START + 2 * HOUR, forecast: 300 }];

  it('keeps the forecast where an edit has no new load or there is no edit, and drops edits of other starts', () => {
    expect(stitchIntervals(forecast, [
      { t: START + HOUR, adjustedForecast: null, calculation: 'percent', value: 5 },
      { t: START + 2 * HOUR, adjustedForecast: 330, calculation: 'percent', value: 10 },
      { t: START + 9 * HOUR, adjustedForecast: 1, calculation: 'custom', value: 1 },
    ])).toEqual([
      { t: START, forecast: 100, adjustedForecast: 100, calculation: 'none', value: null },
      { t: START + HOUR, forecast: 200, adjustedForecast: 200, calculation: 'percent', value: 5 },
      { t: START + 2 * HOUR, forecast: 300, adjustedForecast: 330, calculation: 'percent', value: 10 },
    ]);
  });

  it('answers in time order and agrees with stitchVersion on the same intervals (property)', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ load: fc.integer({ min: 1, max: 90_000 }), edit: fc.option(fc.integer({ min: -500, max: 500 })) }), { maxLength: 48 }),
      fc.boolean(),
      (cells, reversed) => {
        const points = cells.map((c, i) => ({ t: START + i * HOUR, forecast: c.load }));
        const edits = cells.flatMap((c, i) => (c.edit === null ? [] : [{ t: START + i * HOUR, adjustedForecast: c.load + c.edit, calculation: 'add' as const, value: c.edit }]));
        const stitched = stitchIntervals(reversed ? [...points].reverse() : points, edits);
        expect(stitched.map((s) => s.t)).toEqual(points.map((p) => p.t));
        const viaPoints = stitchVersion(
          points.map((p) => ({ timestamp: new Date(p.t).toISOString(), forecast: p.forecast })),
          edits.map((e) => ({ timestamp: new Date(e.t).toISOString(), forecast: 0, adjustedForecast: e.adjustedForecast, adjustmentCalculation: e.calculation, adjustmentValue: e.value })),
        );
        expect(viaPoints.map((p) => [p.adjustedForecast, p.adjustmentCalculation, p.adjustmentValue])).toEqual(stitched.map((s) => [s.adjustedForecast, s.calculation, s.value]));
      },
    ));
  });
});
