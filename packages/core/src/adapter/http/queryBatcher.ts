import { QUERY_BATCH_MAX_QUERIES, QUERY_BATCH_MEDIA_TYPE, queryBatchLineSchema } from '../../query/queryBatch';
import { LoadlineFormatError, LoadlineHttpError, httpErrorMessage } from '../errors';
import type { CallSpec } from './request';

/**
 * Gathers the query calls made together into one `POST /druid/api/v2/query-batch` (core's
 * queryBatch): every call made in one synchronous run of code (a dashboard's query plan asks for
 * all its answers in one loop; a render's effects subscribe all its cards at once) travels in one
 * request, sent in a microtask, before the browser runs any other task; each caller gets its own item's
 * answer as soon as its line arrives, or the error its own call would have thrown.
 *
 * @module
 */

/** One query call: the datasource, `native` for `.../query-native`, the checked body. */
export interface BatchedQuery {
  datasource: string;
  native: boolean;
  body: unknown;
  signal?: AbortSignal | undefined;
}

/** What {@link createQueryBatcher} uses. */
export interface QueryBatcherOptions {
  /** Sends one call and answers its response (the transport's send: headers, credentials, error mapping). */
  send: (spec: Omit<CallSpec<undefined>, 'schema'>) => Promise<Response>;
  /** One call on its own (`POST .../datasources/{ds}/query`): a lone query, and every query once the backend has no batch route. */
  single: (query: BatchedQuery) => Promise<unknown>;
  /** Items of one batch at most (default and upper bound {@link QUERY_BATCH_MAX_QUERIES}). */
  maxQueries?: number;
}

interface Pending extends BatchedQuery {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
  onAbort?: () => void;
}

const BATCH_PATH = ['druid', 'api', 'v2', 'query-batch'] as const;

const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/**
 * Makes the batching query call: `run(query)` answers the item's answer as JSON (unvalidated:
 * the caller checks it as it checks a single call's answer).
 *
 * - A call made alone goes as a single call; calls made in one synchronous run (and in microtasks
 *   queued before the first one's flush) go together, at most `maxQueries` a request.
 * - A backend without the batch route (404 or 405 on it) gets single calls from then on.
 * - An item whose signal aborts rejects with the signal's reason at once; the request is
 *   cancelled when every item of it has aborted.
 * - A refused item rejects with `LoadlineHttpError` (its status, the spec's text for it); an
 *   answer that ends before an item's line rejects that item with `LoadlineFormatError`.
 *
 * @throws nothing itself; every failure reaches the callers' promises.
 */
export function createQueryBatcher(options: QueryBatcherOptions): (query: BatchedQuery) => Promise<unknown> {
  const max = Math.max(1, Math.min(options.maxQueries ?? QUERY_BATCH_MAX_QUERIES, QUERY_BATCH_MAX_QUERIES));
  let supported = true;
  let queue: Pending[] = [];
  let scheduled = false;

  const settle = (item: Pending, ok: boolean, value: unknown) => {
    if (item.settled) return;
    item.settled = true;
    if (item.onAbort) item.signal?.removeEventListener('abort', item.onAbort);
    if (ok) item.resolve(value);
    else item.reject(value);
  };

  const alone = (item: Pending) => {
    options.single(item).then((value) => settle(item, true, value), (error: unknown) => settle(item, false, error));
  };

  async function sendBatch(items: Pending[]): Promise<void> {
    const controller = new AbortController();
    const cancelIfAllAborted = () => {
      if (items.every((i) => i.settled)) controller.abort();
    };
    for (const item of items) item.signal?.addEventListener('abort', cancelIfAllAborted, { once: true });
    let response: Response;
    try {
      response = await options.send({
        method: 'POST',
        path: BATCH_PATH,
        body: { columns: true, queries: items.map((i) => (i.native ? { datasource: i.datasource, native: true, query: i.body } : { datasource: i.datasource, query: i.body })) },
        accept: QUERY_BATCH_MEDIA_TYPE,
        context: 'query',
        signal: controller.signal,
      });
    } catch (error) {
      if (error instanceof LoadlineHttpError && (error.status === 404 || error.status === 405)) {
        supported = false;
        for (const item of items) if (!item.settled) alone(item);
        return;
      }
      for (const item of items) settle(item, false, error);
      return;
    }
    try {
      await readLines(response, (text) => {
        let line;
        try {
          line = queryBatchLineSchema.parse(JSON.parse(text));
        } catch {
          throw new LoadlineFormatError(['a line of the query batch answer is not a batch line']);
        }
        const item = items[line.index];
        if (!item) return;
        if (line.status >= 200 && line.status < 300) settle(item, true, line.answer);
        else settle(item, false, new LoadlineHttpError(line.status, httpErrorMessage(line.status, line.message, 'query')));
      });
      for (const [index, item] of items.entries()) settle(item, false, new LoadlineFormatError([`the query batch answer has no line for item ${index}`]));
    } catch (error) {
      for (const item of items) settle(item, false, error);
    } finally {
      for (const item of items) item.signal?.removeEventListener('abort', cancelIfAllAborted);
    }
  }

  const flush = () => {
    scheduled = false;
    const items = queue.filter((i) => !i.settled);
    queue = [];
    if (items.length === 1 || !supported) {
      for (const item of items) alone(item);
      return;
    }
    for (let start = 0; start < items.length; start += max) {
      const chunk = items.slice(start, start + max);
      if (chunk.length === 1) alone(chunk[0]!);
      else void sendBatch(chunk);
    }
  };

  return (query) =>
    new Promise<unknown>((resolve, reject) => {
      const item: Pending = { ...query, resolve, reject, settled: false };
      if (query.signal?.aborted) {
        reject(abortReason(query.signal));
        return;
      }
      if (query.signal) {
        const signal = query.signal;
        item.onAbort = () => settle(item, false, abortReason(signal));
        signal.addEventListener('abort', item.onAbort, { once: true });
      }
      queue.push(item);
      if (!scheduled) {
        scheduled = true;
        // A microtask, once the running code has finished: the calls a plan or a render's effects
        // make in one go share a request, which leaves before any other task (a long render
        // scheduled meanwhile would otherwise hold it back).
        queueMicrotask(flush);
      }
    });
}

/**
 * Reads a newline-delimited answer line by line as it arrives, calling `onLine` with each
 * non-empty line's text; a last line without its newline counts too.
 */
async function readLines(response: Response, onLine: (text: string) => void): Promise<void> {
  const decoder = new TextDecoder();
  if (!response.body) {
    for (const text of (await response.text()).split('\n')) if (text.trim() !== '') onLine(text);
    return;
  }
  const reader = response.body.getReader();
  let parts: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    const chunk = done ? decoder.decode() : decoder.decode(value, { stream: true });
    let from = 0;
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', from)) {
      parts.push(chunk.slice(from, nl));
      const text = parts.join('');
      parts = [];
      from = nl + 1;
      if (text.trim() !== '') onLine(text);
    }
    if (from < chunk.length) parts.push(chunk.slice(from));
    if (done) break;
  }
  const rest = parts.join('');
  if (rest.trim() !== '') onLine(rest);
}
