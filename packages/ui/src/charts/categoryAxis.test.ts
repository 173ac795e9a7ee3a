import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryLabelAt, categoryTicks, categoryTooltipLines, toCategorySeries } from './categoryAxis';
import { buildChartModel } from './chartModel';
import { categoriesToCsv } from './csv';
import { cyclicCategories } from './cyclicCategories';
import { summarizeCategoryChart } from './summary';
import type { ChartSeries } from './types';

const weekdays = cyclicCategories('DayOfWeek');
const load: ChartSeries = { id: 'load', label: 'Load', axis: 'primary', unit: 'MW', points: { x: [7, 3, 1, 1, 42], y: [70, null, 10, 11, 5] } };

describe('toCategorySeries', () => {
  it('moves keys to category positions in category order, keeping gaps and dropping unknown keys', () => {
    const [s] = toCategorySeries([load], weekdays);
    expect(Array.from(s?.points.x ?? [])).toEqual([0, 2, 6]);
    expect(Array.from(s?.points.y ?? [])).toEqual([10, Number.NaN, 70]);
    expect(s?.label).toBe('Load');
  });

  it('follows the order the categories are given in', () => {
    const sundayFirst = [weekdays[6]!, ...weekdays.slice(0, 6)];
    const [s] = toCategorySeries([load], sundayFirst);
    expect(Array.from(s?.points.x ?? [])).toEqual([0, 1, 3]);
    expect(Array.from(s?.points.y ?? [])).toEqual([70, 10, Number.NaN]);
  });
});

describe('categoryTicks', () => {
  it('labels every category when they fit, and every k-th when they would overlap', () => {
    expect(categoryTicks(weekdays, 600).map((t) => t.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const hours = categoryTicks(cyclicCategories('Hour24', { hourConvention: 'hour-ending' }), 300);
    expect(hours[0]).toEqual({ t: 0, label: 'HE1' });
    expect(hours.length).toBeLessThan(24);
    expect(hours[1]!.t - hours[0]!.t).toBeGreaterThan(1);
    expect(categoryTicks([], 300)).toEqual([]);
  });
});

describe('category labels, tooltip, summary and CSV', () => {
  const series = toCategorySeries([load], weekdays);
  it('reads the label and values at a position', () => {
    expect(categoryLabelAt(weekdays, 6)).toBe('Sun');
    expect(categoryLabelAt(weekdays, 9)).toBe('');
    expect(categoryTooltipLines(0, series, weekdays)).toEqual(['Mon', 'Load: 10 MW']);
    expect(categoryTooltipLines(2, series, weekdays)).toEqual(['Wed', 'Load: –']);
    expect(categoryTooltipLines(1, series, weekdays)).toEqual(['Tue', 'Load: –']);
  });

  it('summarises the categories for the plot name', () => {
    expect(summarizeCategoryChart('Load by weekday', 'line', series, weekdays, 'Day of week'))
      .toBe('Line chart: Load by weekday. 3 points over 7 day of week categories, Mon to Sun. Load (MW) 10 to 70.');
    expect(summarizeCategoryChart('Load', 'bar', [], weekdays)).toBe('Bar chart: Load. No data.');
  });

  it('writes one CSV row per category', () => {
    expect(categoriesToCsv(series, weekdays.slice(0, 3), 'Day of week')).toBe('Day of week,Load (MW)\r\nMon,10\r\nTue,\r\nWed,\r\n');
  });
});

describe('buildChartModel on a category axis', () => {
  const input = {
    series: toCategorySeries([load], weekdays), kind: 'bar' as const, width: 752, height: 300, timeZone: 'UTC',
    hourConvention: 'hour-beginning' as const, yAxisMode: { primary: 'force-0', secondary: 'force-0' } as const, categories: weekdays,
  };

  it('lays the categories out as equal bands, each position at its band centre', () => {
    const m = buildChartModel(input);
    expect(m.plot.width).toBe(752 - 52 - 12);
    expect(m.band).toBeCloseTo(m.plot.width / 7, 9);
    expect(m.x(0)).toBeCloseTo(m.plot.left + m.band! / 2, 9);
    expect(m.x(6)).toBeCloseTo(m.plot.left + m.plot.width - m.band! / 2, 9);
    expect(m.xTicks.map((t) => t.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(m.categories).toBe(weekdays);
  });

  it('ignores a time range, and draws every point', () => {
    const m = buildChartModel({ ...input, xDomain: [2, 3] });
    expect(m.x.domain).toEqual([-0.5, 6.5]);
    expect(Array.from(m.drawn[0]!.indices)).toEqual([0, 1, 2]);
    expect(m.drawn[0]!.extent).toEqual([10, 70]);
  });

  it('keeps a time axis unchanged without categories', () => {
    const m = buildChartModel({ ...input, kind: 'line', categories: undefined, series: [load] });
    expect(m.categories).toBeNull();
    expect(m.band).toBeNull();
  });
});

describe('toCategorySeries: property', () => {
  it('keeps exactly the first point of each listed key, at its category position, ascending', () => {
    fc.assert(fc.property(
      fc.uniqueArray(fc.integer({ min: -5, max: 30 }), { maxLength: 24 }),
      fc.array(fc.tuple(fc.integer({ min: -5, max: 30 }), fc.option(fc.double({ noNaN: true, min: -1e6, max: 1e6 }))), { maxLength: 60 }),
      (keys, points) => {
        const categories = keys.map((key) => ({ key, label: `k${key}` }));
        const s: ChartSeries = { id: 's', label: 'S', axis: 'primary', unit: 'MW', points: { x: points.map((p) => p[0]), y: points.map((p) => p[1]) } };
        const [out] = toCategorySeries([s], categories);
        const xs = Array.from(out!.points.x);
        const expected = new Map<number, number | null>();
        for (const [k, v] of points) if (keys.includes(k) && !expected.has(keys.indexOf(k))) expected.set(keys.indexOf(k), v);
        expect(xs).toEqual([...expected.keys()].sort((a, b) => a - b));
        xs.forEach((p, i) => {
          const v = expected.get(p) ?? null;
          expect(Number.isNaN(out!.points.y[i] as number) ? null : out!.points.y[i]).toBe(v);
        });
      },
    ));
  });
});
