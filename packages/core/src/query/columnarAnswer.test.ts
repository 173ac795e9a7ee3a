import { describe, expect, it } from 'vitest';
import { createHttpAdapter } from '../adapter/createHttpAdapter';
import { jsonResponse, recordingFetch } from '../adapter/http/recordingFetch.test-util';
import { COLUMNS_MEDIA_TYPE, ColumnarAnswerError, bucketText, columnarAnswerSchema, decodeColumnarAnswer, queryColumnsOf, type ColumnarAnswer } from './columnarAnswer';

// Three hourly buckets over Chicago's spring-forward (00:00 and 01:00 CST, then 03:00 CDT) and one value column.
const start = Date.UTC(2019, 2, 10, 6);
const answer: ColumnarAnswer = {
  queryId: 'q',
  rowCount: 3,
  columns: [
    { name: '__time', type: 'time', utc: false, start, steps: [[2, 3_600_000]], offsets: [[0, -360], [2, -300]] },
    { name: 'load', type: 'values', values: [10.5, null, 12] },
  ],
};

describe('columnar query answers', () => {
  it('decodes times as instants and local wall clocks, and builds the spec rows only when read', () => {
    const decoded = decodeColumnarAnswer(answer);
    const time = decoded.columns.byName.get('__time');
    expect(time?.kind === 'time' ? [Array.from(time.instants), Array.from(time.walls)] : null).toEqual([
      [start, start + 3_600_000, start + 7_200_000],
      [Date.UTC(2019, 2, 10, 0), Date.UTC(2019, 2, 10, 1), Date.UTC(2019, 2, 10, 3)],
    ]);
    expect(queryColumnsOf(decoded)).toBe(decoded.columns);
    expect(queryColumnsOf({ data: [] })).toBeNull();
    expect(decoded.data).toEqual([
      { __time: '2019-03-10T00:00:00-06:00', load: 10.5 },
      { __time: '2019-03-10T01:00:00-06:00', load: null },
      { __time: '2019-03-10T03:00:00-05:00', load: 12 },
    ]);
    expect(decoded.data).toBe(decoded.data);
    expect(JSON.parse(JSON.stringify(decoded))).toEqual({ queryId: 'q', data: decoded.data });
  });

  it('says whether the wall clocks ascend: not when 15-minute steps cross a fall-back change or a step goes back', () => {
    const wallsAscending = (c: Extract<ColumnarAnswer['columns'][number], { type: 'time' }>, rowCount: number) => {
      const time = decodeColumnarAnswer({ rowCount, columns: [c] }).columns.byName.get(c.name);
      return time?.kind === 'time' ? time.wallsAscending : null;
    };
    expect(wallsAscending(answer.columns[0] as Extract<ColumnarAnswer['columns'][number], { type: 'time' }>, 3)).toBe(true);
    // Chicago's fall-back 2019-11-03: 01:00 CDT (06:00Z) hourly, the next hour is 01:00 CST again (equal walls).
    const fallBack = Date.UTC(2019, 10, 3, 6);
    expect(wallsAscending({ name: 't', type: 'time', utc: false, start: fallBack, steps: [[1, 3_600_000]], offsets: [[0, -300], [1, -360]] }, 2)).toBe(true);
    // 01:45 CDT then 01:00 CST: the wall clock goes back.
    expect(wallsAscending({ name: 't', type: 'time', utc: false, start: fallBack + 45 * 60_000, steps: [[1, 900_000]], offsets: [[0, -300], [1, -360]] }, 2)).toBe(false);
    expect(wallsAscending({ name: 't', type: 'time', utc: true, start: 0, steps: [[1, 3_600_000], [1, -3_600_000]], offsets: [[0, 0]] }, 3)).toBe(false);
  });

  it("writes 'Z' for offset 0 in UTC only, and dates before year 1000 with four digits", () => {
    expect(bucketText(0, 0, true)).toBe('1970-01-01T00:00:00Z');
    expect(bucketText(0, 0, false)).toBe('1970-01-01T00:00:00+00:00');
    expect(bucketText(Date.UTC(2020, 0, 1) - 330 * 60_000, Date.UTC(2020, 0, 1), false)).toBe('2020-01-01T00:00:00+05:30');
    expect(bucketText(Date.UTC(999, 0, 1), Date.UTC(999, 0, 1), true)).toBe('0999-01-01T00:00:00Z');
  });

  it('refuses columns that disagree with the row count', () => {
    const bad = (columns: ColumnarAnswer['columns']) => () => decodeColumnarAnswer({ rowCount: 3, columns });
    expect(bad([{ name: 'load', type: 'values', values: [1, 2] }])).toThrow(ColumnarAnswerError);
    expect(bad([{ name: 't', type: 'time', utc: true, start: 0, steps: [[5, 1]], offsets: [[0, 0]] }])).toThrow(/more times than rows/);
    expect(bad([{ name: 't', type: 'time', utc: true, start: 0, steps: [[2, 1]], offsets: [[1, 0]] }])).toThrow(/offsets/);
    expect(columnarAnswerSchema.safeParse({ rowCount: 1, columns: [{ name: 'x', type: 'values', values: [{}] }] }).success).toBe(false);
  });

  it('the HTTP adapter asks for columns, reads them without building rows, and still reads a row answer', async () => {
    const f = recordingFetch(jsonResponse(answer), jsonResponse({ data: [{ __time: '2019-03-10T00:00:00-06:00', load: 1 }] }), jsonResponse({ rowCount: 2, columns: [{ name: 'load', type: 'values', values: [1] }] }));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
    const body = { selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' as const }], splits: [{ type: 'time' as const, granularity: 'PT1H' as const }], timezone: 'America/Chicago', timeFilter: { columnName: '__time' as const, dateRange: { fromDate: '2019-03-10', toDate: '2019-03-11' } } };
    const columnar = await adapter.query.query('ercot', body);
    expect(f.last()?.headers?.Accept ?? f.last()?.headers?.accept).toBe(`${COLUMNS_MEDIA_TYPE}, application/json;q=0.9`);
    expect(queryColumnsOf(columnar)?.rowCount).toBe(3);
    const rows = await adapter.query.query('ercot', body);
    expect(queryColumnsOf(rows)).toBeNull();
    expect(rows.data).toEqual([{ __time: '2019-03-10T00:00:00-06:00', load: 1 }]);
    await expect(adapter.query.query('ercot', body)).rejects.toThrow();
  });
});
