import type { QueryRow } from '@loadline/core';
import { formatInstant } from '@loadline/core/testing';
import { describe, expect, it } from 'vitest';
import { loadSeries } from '../model/seriesCatalog';
import { rowsToSeriesData } from './cardData';
import { keepTimeParts } from './timePartRows';

/**
 * Cost of a time filter change on a 12-card dashboard (issue #6 target: redrawn within 200 ms of
 * the debounce ending): 36 series x one year of hourly buckets (8,760, America/Chicago, 2021)
 * filtered in the browser, then turned into points. Prints the median of 7 runs; the assertions
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
  it('prints the time to filter and to filter and convert to points', () => {
    const answers = Array.from({ length: SERIES }, (_, i) => yearOfHours(i));
    const filter = { hourOfDay: [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], dayType: ['Weekday' as const] };
    const plan = { series: loadSeries('actual'), measure: 'load', sourceUnit: 'MWh' };
    const filterMs: number[] = [];
    const drawMs: number[] = [];
    let kept = 0;
    for (let run = 0; run < 7; run += 1) {
      let t = performance.now();
      const filtered = answers.map((rows) => keepTimeParts(rows, filter));
      filterMs.push(performance.now() - t);
      t = performance.now();
      const points = answers.map((rows) => rowsToSeriesData(keepTimeParts(rows, filter), plan, 'time', 'kWh'));
      drawMs.push(performance.now() - t);
      kept = filtered.reduce((n, rows) => n + rows.length, 0);
      expect(points.every((s) => s[0]?.points.x.length === filtered[0]?.length)).toBe(true);
    }
    console.info(`keepTimeParts, ${SERIES} x 8,760 rows: median ${median(filterMs).toFixed(1)} ms; with rowsToSeriesData: ${median(drawMs).toFixed(1)} ms (7 runs)`);
    // 2021 has 261 weekdays (Monday to Friday); 12 hours of each.
    expect(kept).toBe(SERIES * 261 * 12);
  });
});
