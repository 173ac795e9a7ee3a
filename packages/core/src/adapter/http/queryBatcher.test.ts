import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadlineQueries } from '../../react/queryOptions';
import { TEXT_DATASET_TOO_LARGE } from '../../texts';
import { createHttpAdapter } from '../createHttpAdapter';
import { LoadlineFormatError, LoadlineHttpError } from '../errors';
import { jsonResponse, recordingFetch } from './recordingFetch.test-util';

/** The adapter's batched query calls (`batchQueries`, core's queryBatch) against a recorded fetch. */

const BATCH = '/api/druid/api/v2/query-batch';
const query = (fromDate: string) => ({
  selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' as const }],
  splits: [{ type: 'time' as const, granularity: 'PT1H' as const }],
  timezone: 'America/Chicago',
  timeFilter: { columnName: '__time' as const, dateRange: { fromDate, toDate: '2024-04-01' } },
});
const rows = (load: number) => ({ data: [{ __time: '2024-03-01T00:00:00-06:00', load }] });
const columns = (load: number) => ({
  rowCount: 1,
  columns: [
    { name: '__time', type: 'time', utc: false, start: Date.UTC(2024, 2, 1, 6), steps: [], offsets: [[0, -360]] },
    { name: 'load', type: 'values', values: [load] },
  ],
});

/** A streamed NDJSON answer, cut into the given pieces of text (lines may straddle them). */
function streamed(pieces: string[], options: { failAfter?: number } = {}): Response {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (options.failAfter !== undefined && i === options.failAfter) {
        controller.error(new TypeError('network error'));
        return;
      }
      if (i >= pieces.length) {
        controller.close();
        return;
      }
      controller.enqueue(new TextEncoder().encode(pieces[i++]));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}
const line = (value: object) => `${JSON.stringify(value)}\n`;

function setup(answers: (Response | (() => Response))[], maxQueries?: number) {
  const f = recordingFetch(...answers);
  const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch, batchQueries: maxQueries ? { maxQueries } : true });
  return { f, adapter };
}

describe('batched query calls', () => {
  it('sends the calls of one task as one request and gives each caller its own answer, in whatever order the lines come', async () => {
    const text = line({ index: 2, status: 200, answer: rows(3) }) + line({ index: 0, status: 200, answer: columns(1) }) + line({ index: 1, status: 200, answer: rows(2) });
    // One line straddles three pieces; two lines share one.
    const { f, adapter } = setup([() => streamed([text.slice(0, 10), text.slice(10, 40), text.slice(40, 140), text.slice(140)])]);
    const answers = await Promise.all([
      adapter.query.query('ercot_load', query('2024-03-01')),
      adapter.query.queryNative('weather', { ...query('2024-03-02'), limit: 5 }),
      adapter.query.query('ercot_load', query('2024-03-03')),
    ]);
    expect(f.requests).toHaveLength(1);
    expect(f.last()).toMatchObject({ method: 'POST', pathAndQuery: BATCH, credentials: 'include' });
    expect(f.last()?.headers).toMatchObject({ accept: 'application/x-ndjson', 'x-loadline-request': '1' });
    // Each item's body is what its single call would send (the checked request, defaults applied).
    expect(f.last()?.json).toMatchObject({
      columns: true,
      queries: [
        { datasource: 'ercot_load', query: query('2024-03-01') },
        { datasource: 'weather', native: true, query: { ...query('2024-03-02'), limit: 5 } },
        { datasource: 'ercot_load', query: query('2024-03-03') },
      ],
    });
    expect((f.last()?.json as { queries: object[] }).queries.map((q) => 'native' in q)).toEqual([false, true, false]);
    expect(answers[0].data).toEqual([{ __time: '2024-03-01T00:00:00-06:00', load: 1 }]);
    expect(answers[1]).toEqual(rows(2));
    expect(answers[2]).toEqual(rows(3));
  });

  it("sends a plan's prefetched queries as one request before any task already waiting (a render)", async () => {
    const text = [0, 1, 2].map((index) => line({ index, status: 200, answer: rows(index) })).join('');
    const { f, adapter } = setup([() => streamed([text])]);
    const order: string[] = [];
    setTimeout(() => order.push(`task ran with ${f.requests.length} requests sent`), 0);
    const client = new QueryClient();
    const done = ['2024-03-01', '2024-03-02', '2024-03-03'].map((day) => client.prefetchQuery(loadlineQueries.rows(adapter.query, 'ercot_load', query(day))));
    await Promise.all(done);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['task ran with 1 requests sent']);
    expect((f.last()?.json as { queries: object[] }).queries).toHaveLength(3);
    expect(client.getQueryData(loadlineQueries.rows(adapter.query, 'ercot_load', query('2024-03-02')).queryKey)).toEqual(rows(1));
  });

  it('sends a lone call as a single call', async () => {
    const { f, adapter } = setup([jsonResponse(rows(7))]);
    await expect(adapter.query.query('ercot_load', query('2024-03-01'))).resolves.toEqual(rows(7));
    expect(f.requests.map((r) => r.pathAndQuery)).toEqual(['/api/druid/api/v2/datasources/ercot_load/query']);
    expect(f.last()?.headers.accept).toMatch(/^application\/vnd\.loadline\.columns\+json/);
  });

  it('rejects a refused item with its status and the spec\'s text, and answers the others', async () => {
    const { adapter } = setup([() => streamed([line({ index: 1, status: 413, message: 'too many rows' }), line({ index: 0, status: 200, answer: rows(1) })])]);
    const [first, second] = await Promise.allSettled([adapter.query.query('ercot_load', query('2024-03-01')), adapter.query.query('ercot_load', query('2024-01-01'))]);
    expect(first).toEqual({ status: 'fulfilled', value: rows(1) });
    expect(second.status).toBe('rejected');
    const error = (second as PromiseRejectedResult).reason as LoadlineHttpError;
    expect(error).toBeInstanceOf(LoadlineHttpError);
    expect(error.status).toBe(413);
    expect(error.message).toBe(TEXT_DATASET_TOO_LARGE);
  });

  it('rejects an item whose answer is malformed or missing, and every unanswered item when the connection drops', async () => {
    const { adapter } = setup([
      () => streamed([line({ index: 0, status: 200, answer: { data: 'not rows' } }), line({ index: 2, status: 200, answer: rows(3) })]),
      () => streamed([line({ index: 0, status: 200, answer: rows(1) }), line({ index: 1, status: 200, answer: rows(2) })], { failAfter: 1 }),
    ]);
    const results = await Promise.allSettled([0, 1, 2].map((d) => adapter.query.query('ercot_load', query(`2024-03-0${d + 1}`))));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(LoadlineFormatError);
    expect(((results[1] as PromiseRejectedResult).reason as LoadlineFormatError).issues[0]).toMatch(/no line for item 1/);

    const dropped = await Promise.allSettled([0, 1].map((d) => adapter.query.query('ercot_load', query(`2024-02-0${d + 1}`))));
    expect(dropped[0]).toEqual({ status: 'fulfilled', value: rows(1) });
    expect((dropped[1] as PromiseRejectedResult).reason).toBeInstanceOf(TypeError);
  });

  it('goes back to single calls for good when the backend has no batch route', async () => {
    const { f, adapter } = setup([jsonResponse({ message: 'Route not found' }, 404), jsonResponse(rows(1))]);
    await expect(Promise.all([adapter.query.query('ercot_load', query('2024-03-01')), adapter.query.query('ercot_load', query('2024-03-02'))])).resolves.toEqual([rows(1), rows(1)]);
    await Promise.all([adapter.query.query('ercot_load', query('2024-03-03')), adapter.query.query('ercot_load', query('2024-03-04'))]);
    expect(f.requests.map((r) => r.pathAndQuery)).toEqual([BATCH, ...Array(4).fill('/api/druid/api/v2/datasources/ercot_load/query')]);
  });

  it('rejects every item with the batch\'s own refusal (a lost session)', async () => {
    const { adapter } = setup([jsonResponse({ message: 'Not signed in' }, 401)]);
    const results = await Promise.allSettled([adapter.query.query('a', query('2024-03-01')), adapter.query.query('b', query('2024-03-01'))]);
    expect(results.map((r) => ((r as PromiseRejectedResult).reason as LoadlineHttpError).status)).toEqual([401, 401]);
  });

  it('rejects an aborted item at once, and cancels the request once every item has aborted', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await held;
        controller.enqueue(new TextEncoder().encode(line({ index: 1, status: 200, answer: rows(2) })));
        controller.close();
      },
    });
    const { f, adapter } = setup([() => new Response(body, { status: 200 })]);
    const first = new AbortController();
    const second = new AbortController();
    const calls = [adapter.query.query('a', query('2024-03-01'), { signal: first.signal }), adapter.query.query('a', query('2024-03-02'), { signal: second.signal })];
    await new Promise((resolve) => setTimeout(resolve, 5));
    first.abort();
    await expect(calls[0]).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.last()?.signal?.aborted).toBe(false);
    second.abort();
    await expect(calls[1]).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.last()?.signal?.aborted).toBe(true);
    release();

    // Aborted before the batch leaves: not sent at all.
    const gone = new AbortController();
    gone.abort();
    await expect(adapter.query.query('a', query('2024-03-03'), { signal: gone.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.requests).toHaveLength(1);
  });

  it('sends at most maxQueries items a request', async () => {
    const answer = (n: number) => () => streamed(Array.from({ length: n }, (_, index) => line({ index, status: 200, answer: rows(index) })));
    const { f, adapter } = setup([answer(2), answer(2), jsonResponse(rows(9))], 2);
    const results = await Promise.all([1, 2, 3, 4, 5].map((d) => adapter.query.query('a', query(`2024-03-0${d}`))));
    expect(f.requests.map((r) => (r.json as { queries?: unknown[] }).queries?.length ?? 'single')).toEqual([2, 2, 'single']);
    expect(results).toEqual([rows(0), rows(1), rows(0), rows(1), rows(9)]);
  });
});
