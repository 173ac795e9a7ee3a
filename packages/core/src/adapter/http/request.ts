import '../../zodSetup';
import type * as z from 'zod';
import { LoadlineFormatError, LoadlineHttpError, LoadlineValidationError, httpErrorMessage, type ErrorContext } from '../errors';

/**
 * The one place the HTTP adapter talks to `fetch`: URL building, the CSRF header, credentials,
 * error mapping and response validation.
 *
 * @module
 */

/** Name of the header (sent with the value `1`) the reference API's CSRF check requires on every request. */
export const LOADLINE_REQUEST_HEADER = 'X-Loadline-Request';

/** Options of `createHttpAdapter`. */
export interface HttpAdapterOptions {
  /** Base of every path, e.g. '/api' or 'https://loadline.example/api' (spec part 2 §7: base /api). */
  baseUrl: string;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** Extra headers sent with every request (or a function returning them, read per request). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /**
   * Sends the query calls made together (`query`, `queryNative`) as one
   * `POST /druid/api/v2/query-batch` of up to `maxQueries` items (default 32), each answered as
   * its own call would be: a dashboard's first draw is one request instead of one per series.
   * A backend that has no batch route (404 or 405) gets single calls from then on. Off by default:
   * the batch route is the reference API's addition to spec part 2 §7.
   */
  batchQueries?: boolean | { maxQueries?: number };
}

/** A query string value: arrays repeat the key, undefined is left out. */
export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

/** One call. */
export interface CallSpec<S extends z.ZodType | undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path segments after the base; each is URL-encoded. */
  path: readonly string[];
  /** Query parameters, in order. */
  query?: readonly (readonly [string, QueryValue])[];
  /** JSON body. */
  body?: unknown;
  /** Raw text body and its content type (CSV upload). */
  text?: { body: string; contentType: string };
  /** Schema of the answer; undefined when the answer is ignored. */
  schema: S;
  /** Picks the spec's texts for statuses (409 on job creation). */
  context?: ErrorContext;
  /** Message of a malformed answer, when not the default one. */
  formatMessage?: string;
  /** Statuses accepted as success besides 2xx (302 on the auth redirect). */
  acceptStatuses?: readonly number[];
  /** An absolute URL to call instead of base + path (returned upload and download URLs). */
  url?: string;
  signal?: AbortSignal | undefined;
  /** `url` is of another origin: no credentials, no custom headers. */
  foreign?: boolean;
  /** Accept header, when not 'application/json' (the columnar query answer). */
  accept?: string;
}

/** The validated answer of a call (undefined when no schema). */
export type CallResult<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : undefined;

/** Builds `?a=1&b[]=x&b[]=y`; keys are given verbatim (brackets included), values encoded. */
export function buildQueryString(query: CallSpec<undefined>['query']): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of query) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value as string | number | boolean];
    for (const v of values) parts.push(`${encodeURIComponent(key).replace(/%5B%5D$/, '[]')}=${encodeURIComponent(String(v))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Joins the base and encoded segments with single slashes, whatever slashes the spec wrote. */
export function buildUrl(baseUrl: string, path: readonly string[]): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/${path.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof error === 'string') return error;
  }
  return undefined;
}

// The reference API puts its request id (also sent as X-Request-Id) in every error body.
function serverRequestId(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { requestId } = body as { requestId?: unknown };
  return typeof requestId === 'string' && requestId !== '' ? requestId : undefined;
}

/** A function performing one call. */
export type Requester = <S extends z.ZodType | undefined>(spec: CallSpec<S>) => Promise<CallResult<S>>;

/** A function performing one call whose answer is text (a CSV download). */
export type TextRequester = (spec: Omit<CallSpec<undefined>, 'schema'>) => Promise<string>;

/** The requesters of an adapter. */
export interface Transport {
  call: Requester;
  text: TextRequester;
  /** Sends one call and answers its response unread (a non-success status rejects with `LoadlineHttpError`). */
  send: (spec: Omit<CallSpec<undefined>, 'schema'>) => Promise<Response>;
}

/**
 * Makes the requesters of an adapter. Every request carries `credentials: 'include'`, the
 * `X-Loadline-Request: 1` header and the caller's signal, except calls to a URL of another
 * origin (`foreign`, e.g. a pre-signed upload URL): those go without credentials and without
 * custom headers so the other origin's CORS rules accept them. A non-success status rejects with
 * `LoadlineHttpError`; an answer that fails `schema` rejects with `LoadlineFormatError`.
 */
export function createTransport(options: HttpAdapterOptions): Transport {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function send(spec: Omit<CallSpec<undefined>, 'schema'>): Promise<Response> {
    const extra = typeof options.headers === 'function' ? options.headers() : (options.headers ?? {});
    const headers: Record<string, string> = spec.foreign ? {} : { Accept: spec.accept ?? 'application/json', ...extra };
    let body: string | undefined;
    if (spec.text) {
      headers['Content-Type'] = spec.text.contentType;
      body = spec.text.body;
    } else if (spec.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    if (!spec.foreign) headers[LOADLINE_REQUEST_HEADER] = '1';
    const url = (spec.url ?? buildUrl(options.baseUrl, spec.path)) + buildQueryString(spec.query);
    const init: RequestInit = {
      method: spec.method,
      headers,
      credentials: spec.foreign ? 'omit' : 'include',
      redirect: spec.acceptStatuses?.length ? 'manual' : 'follow',
    };
    if (body !== undefined) init.body = body;
    if (spec.signal) init.signal = spec.signal;
    const response = await doFetch(url, init);
    const accepted = response.ok || (spec.acceptStatuses ?? []).includes(response.status);
    if (!accepted) {
      const parsed = await readJson(response).catch(() => ({ ok: false as const }));
      const message = parsed.ok ? serverMessage(parsed.value) : undefined;
      const requestId = parsed.ok ? serverRequestId(parsed.value) : undefined;
      throw new LoadlineHttpError(response.status, httpErrorMessage(response.status, message, spec.context), requestId);
    }
    return response;
  }

  const call = async function call<S extends z.ZodType | undefined>(spec: CallSpec<S>): Promise<CallResult<S>> {
    const response = await send(spec);
    if (spec.schema === undefined) {
      void response.body?.cancel().catch(() => undefined);
      return undefined as CallResult<S>;
    }
    const parsed = await readJson(response);
    if (!parsed.ok) throw new LoadlineFormatError(['body is not JSON'], spec.formatMessage);
    const result = (spec.schema as z.ZodType).safeParse(parsed.value);
    if (!result.success) {
      throw new LoadlineFormatError(
        result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
        spec.formatMessage,
      );
    }
    return result.data as CallResult<S>;
  };

  const text: TextRequester = async (spec) => (await send(spec)).text();

  return { call, text, send };
}

/**
 * Parses a request body with its schema (applying defaults); a failure rejects with
 * `LoadlineValidationError` carrying the schema's messages.
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new LoadlineValidationError(result.error.issues.map((i) => i.message));
  return result.data;
}
