import { describe, expect, it } from 'vitest';
import { unionTimes, valueAtTime, valueNear } from './rows';
import { summarizeChart } from './summary';
import { localDayHours } from './timeAxis';
import type { ChartSeries } from './types';

const s = (id: string, x: number[], y: (number | null)[]): ChartSeries => ({ id, label: id, axis: 'primary', unit: 'MW', points: { x, y } });

describe('table rows', () => {
  it('merges the times of series that differ', () => {
    expect(Array.from(unionTimes([s('a', [1, 3], [1, 1]), s('b', [2, 3], [1, 1])]))).toEqual([1, 2, 3]);
  });
  it('reads a gap as null and a missing time as null', () => {
    const a = s('a', [1, 2, 3], [5, null, 7]);
    expect(valueAtTime(a, 1)).toBe(5);
    expect(valueAtTime(a, 2)).toBeNull();
    expect(valueAtTime(a, 2.5)).toBeNull();
  });
  it('reads the nearest value within half an interval for a shared crosshair', () => {
    const daily = s('d', [0, 24, 48], [100, 200, 300]);
    expect(valueNear(daily, 30)).toBe(200);
    expect(valueNear(daily, 37)).toBe(300);
    expect(valueNear(daily, 80)).toBeNull();
  });
});

describe('summarizeChart', () => {
  it('summarises kind, range in hour ending and each series', () => {
    const hours = localDayHours('2024-11-03', 'America/Chicago');
    const load = { ...s('Load', hours, hours.map((_, i) => 100 + i)) };
    expect(summarizeChart('ERCOT load', 'line', [load], 'America/Chicago', 'hour-ending'))
      .toBe('Line chart: ERCOT load. 25 points from Nov 3, 2024, HE1 to Nov 3, 2024, HE24. Load (MW) 100 to 124.');
  });
  it('says when there is no data', () => {
    expect(summarizeChart('Empty', 'bar', [], 'UTC', 'hour-beginning')).toBe('Bar chart: Empty. No data.');
  });
});
