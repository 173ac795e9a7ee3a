import { z } from 'zod';
import { lazySchema } from '../lazySchema';

/**
 * Several query calls in one request: `POST /druid/api/v2/query-batch` (an addition of the
 * reference API to spec part 2 §7, which has one `POST .../datasources/{ds}/query` per answer).
 * A dashboard's first draw asks for one answer per card series (21 for 12 cards of 3 series);
 * over HTTP/1.1 a browser sends six requests to one origin at a time and spends main-thread time
 * on each `fetch`, so the answers of one dashboard travel in one request instead. Each item is
 * checked, limited and answered exactly as its own call would be (same access checks, same
 * errors, same answer cache); the batch only carries them.
 *
 * Request body (JSON):
 * ```
 * { "columns"?: true,                      // answers in the columnar shape (core's columnarAnswer)
 *   "queries": [ { "datasource": "ercot_load", "native"?: false, "query": { ...QueryRequest } }, ... ] }
 * ```
 * Answer: `application/x-ndjson`, one line per item in the order they finish, each
 * `{ "index": i, "status": 200, "answer": {...} }` (the item's answer, as `POST .../query` or
 * `.../query-native` would send it) or `{ "index": i, "status": 4xx|5xx, "message": "..." }` (the
 * message that call would have answered). Every item gets exactly one line.
 *
 * @module
 */

/** Media type of the batch answer: newline-delimited JSON, one line per item. */
export const QUERY_BATCH_MEDIA_TYPE = 'application/x-ndjson';

/** Items of one batch at most; a larger body is refused with 400. */
export const QUERY_BATCH_MAX_QUERIES = 32;

/** One query of a batch: the datasource, `native` for `.../query-native` (else `.../query`), the body as the call takes it. */
export const queryBatchItemSchema = lazySchema(() => z.object({
  datasource: z.string().min(1).max(200),
  native: z.boolean().optional(),
  query: z.unknown(),
}));

/** Body of `POST /druid/api/v2/query-batch` (see the module comment). */
export const queryBatchRequestSchema = lazySchema(() => z.object({
  columns: z.boolean().optional(),
  queries: z.array(queryBatchItemSchema).min(1).max(QUERY_BATCH_MAX_QUERIES),
}));

/** A parsed {@link queryBatchRequestSchema} body. */
export type QueryBatchRequest = z.infer<typeof queryBatchRequestSchema>;

/** One line of the batch answer: an item's answer (`status` 2xx) or its refusal (`message`). */
export const queryBatchLineSchema = lazySchema(() => z.object({
  index: z.number().int().nonnegative(),
  status: z.number().int().min(100).max(599),
  answer: z.unknown().optional(),
  message: z.string().optional(),
}));

/** A parsed {@link queryBatchLineSchema} line. */
export type QueryBatchLine = z.infer<typeof queryBatchLineSchema>;
