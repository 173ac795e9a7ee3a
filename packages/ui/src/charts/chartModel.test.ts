import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildChartModel } from './chartModel';
import { seriesExtent } from './summary';
import { localDayHours } from './timeAxis';
import type { ChartSeries } from './types';

const zone = 'America/Chicago';
const hours = localDayHours('2024-11-03', zone);
const load: ChartSeries = { id: 'load', label: 'Load', axis: 'primary', unit: 'MW', points: { x: hours, y: hours.map((_, i) => 100 + i) } };
const temp: ChartSeries = { id: 'temp', label: 'Temperature', axis: 'secondary', unit: 'degF', points: { x: hours, y: hours.map((_, i) => (i === 3 ? null : 50 + i)) } };
const base = { kind: 'line' as const, width: 800, height: 300, timeZone: zone, hourConvention: 'hour-ending' as const };

describe('buildChartModel', () => {
  it("includes zero with 'Force 0' and fits the data with 'Data Range'", () => {
    const forced = buildChartModel({ ...base, series: [load], yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
    expect(forced.y.primary?.scale.domain[0]).toBe(0);
    const fitted = buildChartModel({ ...base, series: [load], yAxisMode: { primary: 'data-range', secondary: 'force-0' } });
    expect(fitted.y.primary?.scale.domain[0]).toBeGreaterThan(50);
    expect(fitted.y.primary?.scale.domain[1]).toBeGreaterThanOrEqual(124);
  });

  it('gives a secondary axis with its own unit to secondary series', () => {
    const m = buildChartModel({ ...base, series: [load, temp], yAxisMode: { primary: 'force-0', secondary: 'data-range' } });
    expect(m.y.primary?.title).toBe('MW');
    expect(m.y.secondary?.title).toBe('degF');
    expect(m.y.secondary?.scale.domain[0]).toBeGreaterThan(40);
    const titled = buildChartModel({ ...base, series: [load, temp], axisTitles: { primary: 'Load (kWh)' }, yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
    expect(titled.y.primary?.title).toBe('Load (kWh)');
    expect(titled.y.secondary?.title).toBe('degF');
  });

  it('draws all 25 hours of a fall-back day and reports the point count', () => {
    const m = buildChartModel({ ...base, series: [load], yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
    expect(m.drawn[0]?.indices.length).toBe(25);
    expect(m.pointCount).toBe(25);
    expect(m.fullDomain).toEqual([hours[0], hours[24]]);
  });

  it('centres a single point between labelled ticks', () => {
    const one: ChartSeries = { ...load, points: { x: [hours[3] as number], y: [5] } };
    const m = buildChartModel({ ...base, series: [one], yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
    expect(m.x(hours[3] as number)).toBeCloseTo(m.plot.left + m.plot.width / 2);
    expect(m.xTicks.length).toBeGreaterThan(0);
  });

  it('labels the single point of a Month-All or Year-All grouping with its month, not hour-ending labels', () => {
    // November 2019's bucket starts at local midnight of Nov 1 (05:00 UTC in CDT).
    const month: ChartSeries = { ...load, points: { x: [Date.UTC(2019, 10, 1, 5)], y: [1_250_000] } };
    const m = buildChartModel({ ...base, series: [month], yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
    expect(m.xTicks.map((t) => t.label)).toEqual(['Nov 2019']);
    const year: ChartSeries = { ...load, points: { x: [Date.UTC(2019, 0, 1, 6)], y: [15_000_000] } };
    const y = buildChartModel({ ...base, series: [year], yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
    expect(y.xTicks.map((t) => t.label)).toEqual(['Jan 2019']);
    expect(y.xTicks.some((t) => t.label.startsWith('HE'))).toBe(false);
  });

  it('zooms to a time range', () => {
    const m = buildChartModel({ ...base, series: [load], xDomain: [hours[5] as number, hours[10] as number], yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
    expect(m.x(hours[5] as number)).toBe(m.plot.left);
    expect(Array.from(m.drawn[0]?.indices ?? [])).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('knows the exact extent of each dense series when showing the whole data, and none when zoomed', () => {
    fc.assert(fc.property(fc.array(fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { freq: 20 }), { minLength: 1, maxLength: 5000 }), (ys) => {
      const dense: ChartSeries = { ...load, points: { x: ys.map((_, i) => i * 60_000), y: ys } };
      const m = buildChartModel({ ...base, width: 300, series: [dense], yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
      expect(m.drawn[0]?.extent).toEqual(seriesExtent(dense));
    }), { numRuns: 50 });
    const zoomed = buildChartModel({ ...base, series: [load], xDomain: [hours[5] as number, hours[10] as number], yAxisMode: { primary: 'force-0', secondary: 'force-0' } });
    expect(zoomed.drawn[0]?.extent).toBeUndefined();
  });
});
