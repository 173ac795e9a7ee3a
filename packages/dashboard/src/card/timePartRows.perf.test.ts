import type { QueryRow, TimePartFilter } from '@loadline/core';
import { formatInstant } from '@loadline/core/testing';
import { describe, expect, it } from 'vitest';
import { loadSeries } from '../model/seriesCatalog';
import { rowsToSeriesData } from './cardData';
import { keepTimeParts, timePartRuns } from '@loadline/core';

/**
 * Cost of a time filter change on a 12-card dashboard (issue #6 target: redrawn within 200 ms of
 * the debounce ending): 36 series x one year of hourly buckets (8,760, America/Chicago, 2021)
 * filtered in the browser and turned into points. Prints the median of 7 runs; the assertions
 * check the rows kept, not the time.
 */
const ZONE = 'America/Chicago';
const SERIES = 36;
const START = Date.parse('2021-01-01T06:00:00Z');

const HOURS = Array.from({ length: 8760 }, (_, i) => formatInstant(START + i * 3_600_000, ZONE));

function yearOfHours(seed: number): QueryRow[] {
  return HOURS.map((t, i) => ({ __time: t, load: 1000 + ((i * 7 + seed) % 500) }));
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

describe('time filter in the browser, 36 series x 8,760 hourly rows', () => {
  it('prints the time to filter and turn into points, first filter on loaded answers and later ones', () => {
    const answers = Array.from({ length: SERIES }, (_, i) => yearOfHours(i));
    const weekdayDaytime = { hourOfDay: [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], dayType: ['Weekday' as const] };
    const julyWeekends = { monthOfYear: [7], dayType: ['Weekend' as const] };
    const plan = { series: loadSeries('actual'), measure: 'load', sourceUnit: 'MWh' };
    const draw = (list: QueryRow[][], filter: TimePartFilter | null) =>
      list.map((rows) => rowsToSeriesData(rows, plan, 'time', 'kWh', filter && timePartRuns(rows, filter))[0]?.points.x.length ?? 0);
    const timed = (times: number[], run: () => number[]) => {
      const t = performance.now();
      const n = run().reduce((a, b) => a + b, 0);
      times.push(performance.now() - t);
      return n;
    };
    const unfiltered: number[] = [];
    const first: number[] = [];
    const later: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      // Fresh arrays, as answers arriving: drawn once unfiltered, then filtered twice.
      const fresh = answers.map((rows) => rows.slice());
      expect(timed(unfiltered, () => draw(fresh, null))).toBe(SERIES * 8760);
      // 2021 has 261 weekdays (Monday to Friday), 12 hours of each; July 2021 has 9 weekend days.
      expect(timed(first, () => draw(fresh, weekdayDaytime))).toBe(SERIES * 261 * 12);
      expect(timed(later, () => draw(fresh, julyWeekends))).toBe(SERIES * 9 * 24);
    }
    const f = (xs: number[]) => `${median(xs).toFixed(1)} ms`;
    console.info(`36 x 8,760 hourly rows to points, median of 7 runs: unfiltered first draw ${f(unfiltered)}; first time filter ${f(first)}; a later time filter ${f(later)}`);
    expect(keepTimeParts(answers[0] ?? [], weekdayDaytime)).toHaveLength(261 * 12);
  });
});
