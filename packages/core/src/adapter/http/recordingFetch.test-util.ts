/**
 * A fake `fetch` for tests of the HTTP adapter: records every request and answers from a queue.
 *
 * @module
 */

/** One recorded request. */
export interface RecordedRequest {
  url: string;
  /** Path and query after the origin, e.g. '/api/pricing/v1/jobs?x=1'. */
  pathAndQuery: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: string | undefined;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
  signal: AbortSignal | undefined;
}

/** A JSON answer. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fetch answering each request with the next queued answer (the last one repeats), recording
 * requests. An aborted signal rejects like the platform fetch does.
 */
export function recordingFetch(...answers: (Response | (() => Response))[]) {
  const requests: RecordedRequest[] = [];
  let index = 0;
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? init.body : undefined;
    let json: unknown;
    try {
      json = body === undefined ? undefined : JSON.parse(body);
    } catch {
      json = undefined;
    }
    requests.push({
      url,
      pathAndQuery: parsed.pathname + parsed.search,
      method: init.method ?? 'GET',
      headers,
      credentials: init.credentials,
      body,
      json,
      signal: init.signal ?? undefined,
    });
    if (init.signal?.aborted) throw init.signal.reason;
    const answer = answers[Math.min(index++, answers.length - 1)];
    if (answer === undefined) return jsonResponse(null);
    return typeof answer === 'function' ? answer() : answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, last: () => requests[requests.length - 1] };
}
