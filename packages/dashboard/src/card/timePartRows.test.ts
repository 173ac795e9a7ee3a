import { timePartRuns, type QueryColumns, type QueryRow } from '@loadline/core';
import { formatInstant } from '@loadline/core/testing';
import { describe, expect, it } from 'vitest';
import { LOAD } from './cardFixtures';
import { rowsToSeriesData } from './cardData';

const ZONE = 'America/Chicago';
const HOUR = 3_600_000;

/** The columnar answer of rows of `YYYY-MM-DDTHH:mm:ss±hh:mm` bucket texts. */
function columnsOf(rows: readonly QueryRow[]): QueryColumns {
  const instants = Float64Array.from(rows, (r) => Date.parse(String(r.__time)));
  const walls = Float64Array.from(rows, (r, i) => {
    const text = String(r.__time);
    const sign = text.at(-6) === '-' ? -1 : 1;
    return (instants[i] as number) + sign * (Number(text.slice(-5, -3)) * 60 + Number(text.slice(-2))) * 60_000;
  });
  return { rowCount: rows.length, byName: new Map([['__time', { kind: 'time', instants, walls, utc: false }], ['load', { kind: 'values', values: rows.map((r) => r.load ?? null) }]]) };
}

describe('points of a time-filtered answer (core timePartRuns)', () => {
  it('are the same from a columnar answer as from its rows, over the fall-back and spring-forward days', () => {
    for (const start of [Date.parse('2019-11-01T05:00:00Z'), Date.parse('2020-03-06T06:00:00Z')]) {
      const rows = Array.from({ length: 96 }, (_, h) => ({ __time: formatInstant(start + h * HOUR, ZONE), load: 1000 + h }));
      const columns = columnsOf(rows);
      const plan = { series: LOAD, measure: 'load', sourceUnit: 'kWh' };
      for (const filter of [{ hourOfDay: [1, 2, 3] }, { dayType: ['Weekend' as const] }]) {
        const keep = timePartRuns(columns, filter);
        expect(keep.rows).toBeGreaterThan(0);
        expect(rowsToSeriesData(columns, plan, 'time', 'MWh', keep)).toEqual(rowsToSeriesData(rows, plan, 'time', 'MWh', keep));
      }
      expect(rowsToSeriesData(columns, plan, 'time', 'kWh', null)).toEqual(rowsToSeriesData(rows, plan, 'time', 'kWh', null));
    }
  });
});
