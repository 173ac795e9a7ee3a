import { describe, expect, it } from 'vitest';
import {
  TEXT_DATA_CANNOT_BE_FORMATTED,
  TEXT_JOBS_QUEUE_RATE_REACHED,
  TEXT_PAYLOAD_TOO_LARGE,
  TEXT_SOMETHING_WENT_WRONG,
  TEXT_UNRECOGNIZABLE_FORMAT,
} from '../texts';
import { createHttpAdapter } from './createHttpAdapter';
import { LoadlineFormatError, LoadlineHttpError, LoadlineValidationError } from './errors';
import { jsonResponse, recordingFetch } from './http/recordingFetch.test-util';

const job = {
  jobId: 'j1',
  type: 'retail_cost_calculation',
  name: 'ana_1',
  addedOn: '2024-01-01T00:00:00Z',
  state: 'waiting',
  contractCount: 3,
  passedCount: 0,
  failedCount: 0,
};

describe('createHttpAdapter: every request', () => {
  it('goes under the base URL with credentials, the CSRF header and JSON accept', async () => {
    const f = recordingFetch(jsonResponse([job]));
    const adapter = createHttpAdapter({ baseUrl: 'https://portal.example/api/', fetch: f.fetch, headers: { 'X-Tenant': 'hou' } });
    await adapter.pricing.listJobs();
    expect(f.last()).toMatchObject({
      url: 'https://portal.example/api/pricing/v1/jobs',
      method: 'GET',
      credentials: 'include',
      headers: { 'x-loadline-request': '1', 'x-tenant': 'hou', accept: 'application/json' },
    });
  });

  it('keeps the CSRF header even if custom headers try to replace it', async () => {
    const f = recordingFetch(jsonResponse([]));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch, headers: () => ({ 'X-Loadline-Request': '0' }) });
    await adapter.pricing.listJobs();
    expect(f.last()?.headers['x-loadline-request']).toBe('1');
  });

  it('URL-encodes path segments', async () => {
    const f = recordingFetch(new Response(null, { status: 204 }));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
    await adapter.dashboards.delete('a/b?c#d');
    expect(f.last()?.url).toBe('/api/user/v1/user/dashboards/a%2Fb%3Fc%23d');
  });

  it('passes the caller signal, and an aborted call rejects with AbortError', async () => {
    const f = recordingFetch(jsonResponse([]));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
    const controller = new AbortController();
    controller.abort();
    await expect(adapter.pricing.listJobs({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.last()?.signal).toBe(controller.signal);
  });
});

describe('createHttpAdapter: cancelling', () => {
  it('rejects with AbortError when aborted while the request is in flight', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const fetch = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        started();
      })) as typeof globalThis.fetch;
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch });
    const controller = new AbortController();
    const pending = adapter.query.timeBoundary('ercot_load', { signal: controller.signal });
    await inFlight;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects an invalid request before sending anything', async () => {
    const f = recordingFetch(jsonResponse({}));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
    await expect(adapter.query.distinct('ercot_load', { distinctDimension: { columnName: 'x'.repeat(500) } })).rejects.toBeInstanceOf(
      LoadlineValidationError,
    );
    expect(f.requests).toHaveLength(0);
  });
});

describe('createHttpAdapter: malformed answers', () => {
  it("reject with \"The retrieved data isn't in a recognizable format.\"", async () => {
    const f = recordingFetch(jsonResponse([{ jobId: 7 }]));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
    const error = await adapter.pricing.listJobs().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadlineFormatError);
    expect((error as Error).message).toBe(TEXT_UNRECOGNIZABLE_FORMAT);
  });

  it('reject the same way when the body is not JSON', async () => {
    const f = recordingFetch(new Response('<html>proxy error</html>', { status: 200 }));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
    await expect(adapter.auth.user({ code: 'c' })).rejects.toThrow(TEXT_UNRECOGNIZABLE_FORMAT);
  });

  it("reject an unreadable distinct answer with 'The data retrieved cannot be formatted'", async () => {
    const f = recordingFetch(jsonResponse({ result: { rows: [] } }));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
    await expect(adapter.query.distinct('load', { distinctDimension: { columnName: 'market' } })).rejects.toThrow(TEXT_DATA_CANNOT_BE_FORMATTED);
  });
});

describe('createHttpAdapter: HTTP errors', () => {
  const failing = (status: number, body?: unknown) => {
    const f = recordingFetch(body === undefined ? new Response('', { status }) : jsonResponse(body, status));
    return createHttpAdapter({ baseUrl: '/api', fetch: f.fetch });
  };

  it("maps 409 on job creation to 'Jobs in queue rate has been reached'", async () => {
    const error = await failing(409, { message: 'conflict' })
      .pricing.createJob({ name: 'ana_1', type: 'retail_cost_calculation' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadlineHttpError);
    expect(error).toMatchObject({ status: 409, message: TEXT_JOBS_QUEUE_RATE_REACHED });
  });

  it('keeps the server message of a 409 elsewhere (deleting a shared dashboard)', async () => {
    await expect(failing(409, { message: 'Please unshare deleting' }).dashboards.delete('d1')).rejects.toMatchObject({
      status: 409,
      message: 'Please unshare deleting',
    });
  });

  it('maps 413 to the payload-too-large text', async () => {
    await expect(failing(413).dashboards.update('d1', { name: 'Zone A' })).rejects.toMatchObject({ status: 413, message: TEXT_PAYLOAD_TOO_LARGE });
  });

  it("uses the server's message when present, else 'Something went wrong'", async () => {
    await expect(failing(500, { message: 'Datasource offline' }).pricing.listJobs()).rejects.toMatchObject({ status: 500, message: 'Datasource offline' });
    await expect(failing(400, { error: 'Bad filter' }).pricing.listJobs()).rejects.toMatchObject({ status: 400, message: 'Bad filter' });
    await expect(failing(502).pricing.listJobs()).rejects.toMatchObject({ status: 502, message: TEXT_SOMETHING_WENT_WRONG });
    await expect(failing(404, '<html/>').overview.setOverview('d', 'c', true)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps the request id of the error body, so an error state can show it', async () => {
    await expect(failing(500, { message: 'Datasource offline', requestId: 'req-7f3a' }).pricing.listJobs()).rejects.toMatchObject({
      status: 500,
      requestId: 'req-7f3a',
    });
    const without = await failing(502).pricing.listJobs().catch((e: unknown) => e);
    expect((without as LoadlineHttpError).requestId).toBeUndefined();
  });
});
