import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createServer, type RoutePlugin } from '../server';
import { logLevel, loggedPath, serverLogger } from './logging';

/** Structured logs (issue #32): one line per request with its id, every 500 with its stack, no secrets. */

const routes: RoutePlugin = async (api) => {
  api.get('/fine', async () => ({ ok: true }));
  api.get('/broken', async function brokenRouteHandler() {
    throw new Error('disk on fire');
  });
  api.put('/pricing/v1/jobs/:id/input/:token', async () => ({ ok: true }));
};

async function logged(calls: { method: 'GET' | 'PUT'; url: string; headers?: Record<string, string> }[]) {
  const lines: Record<string, unknown>[] = [];
  const app = await createServer({
    ctx: { db: {} as Database, origin: 'http://localhost' },
    routes: [routes],
    logger: serverLogger({ env: { LOADLINE_LOG_LEVEL: 'info' }, stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } }),
  });
  const answers = [];
  for (const c of calls) answers.push(await app.inject({ method: c.method, url: c.url, headers: c.headers ?? {} }));
  await app.close();
  return { lines, answers };
}

describe('server logs', () => {
  it('writes one line per request, with the request id of the answer', async () => {
    const { lines, answers } = await logged([{ method: 'GET', url: '/api/fine' }, { method: 'GET', url: '/api/nowhere' }]);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests.map((l) => l.reqId)).toEqual(answers.map((a) => a.headers['x-request-id']));
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/fine', statusCode: 200, level: 30 });
    expect(requests[1]).toMatchObject({ url: '/api/nowhere', statusCode: 404 });
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });

  it("logs a health check answered 200 at debug, so a proxy's checks every few seconds stay out of the info log", async () => {
    const { lines, answers } = await logged([{ method: 'GET', url: '/api/health' }, { method: 'GET', url: '/api/fine' }]);
    expect(answers[0]!.statusCode).toBe(200);
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.url)).toEqual(['/api/fine']);
  });

  it('logs every 500 with its error and stack under the request id; the answer carries neither', async () => {
    const { lines, answers } = await logged([{ method: 'GET', url: '/api/broken' }]);
    const failure = lines.find((l) => l.level === 50);
    expect(failure?.reqId).toBe(answers[0]!.headers['x-request-id']);
    const err = failure?.err as { message: string; stack: string };
    expect(err.message).toBe('disk on fire');
    expect(err.stack).toContain('brokenRouteHandler');
    expect(answers[0]!.statusCode).toBe(500);
    expect(answers[0]!.body).not.toContain('disk on fire');
    expect(answers[0]!.body).not.toContain('brokenRouteHandler');
  });

  it('never logs cookies, authorization, the query string or an upload token', async () => {
    const { lines } = await logged([
      { method: 'GET', url: '/api/fine?code=secret-code&state=secret-state', headers: { cookie: 'loadline_session=secret-cookie', authorization: 'Bearer secret-bearer' } },
      { method: 'PUT', url: '/api/pricing/v1/jobs/j1/input/secret-token' },
    ]);
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const secret of ['secret-code', 'secret-state', 'secret-cookie', 'secret-bearer', 'secret-token']) expect(text).not.toContain(secret);
    expect(text).toContain('/api/pricing/v1/jobs/j1/input/[token]');
  });
});

describe('log level', () => {
  it('is silent under vitest unless asked, info otherwise, and LOADLINE_LOG_LEVEL when it names a level', () => {
    expect(logLevel({ VITEST: 'true' })).toBe('silent');
    expect(logLevel({ VITEST: 'true', LOADLINE_LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevel({})).toBe('info');
    expect(logLevel({ LOADLINE_LOG_LEVEL: 'loud' })).toBe('info');
    expect(loggedPath('/api/auth/user?code=x')).toBe('/api/auth/user');
  });
});
