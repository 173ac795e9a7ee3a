import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { createServer } from '../server';
import { appState } from '../appState';
import { ERROR_TEXTS } from './errors';
import { CONTENT_SECURITY_POLICY } from './securityHeaders';

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
let owner: SessionHeaders;
const logLines: string[] = [];

/** Engine text that must never reach a client: DuckDB error classes, SQL keywords, a stack. */
const ENGINE_TEXT = /Catalog Error|Binder Error|Conversion Error|Parser Error|TransactionContext|Constraint Error|SELECT |INSERT |UPDATE |app_\w+|\n\s+at /;

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  // A logger writing to memory, to see what the log keeps of a failure.
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await createServer({ ctx: { db, origin }, routes, logger: { level: 'error', stream } });
  const stores = await appState(db);
  owner = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('one error answer for every route', () => {
  it('answers a database failure on the Overview, dashboard, sharing and notification routes with the generic message and a request id, never engine text', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/v1/user/dashboards',
      headers: owner,
      payload: { name: 'Errors', configId: 'ercot-power-short-term', cards: [{ id: 'c1', title: 'Load' }] },
    });
    const { dashboardId } = created.json<{ dashboardId: string }>();
    // Break the tables these routes read: every call now fails inside DuckDB.
    await db.run('DROP TABLE app_overview_cards');
    await db.run('DROP TABLE app_notification_reads');
    await db.run('DROP TABLE app_dashboard_shares');
    const calls = [
      app.inject({ url: '/api/user/v1/user/cards/overview', headers: owner }),
      app.inject({ url: '/api/user/v1/user/dashboards/?type=prod_load_forecast', headers: owner }),
      app.inject({ method: 'POST', url: `/api/user/v1/user/share/dashboard/${dashboardId}/org`, headers: owner }),
      app.inject({ method: 'PATCH', url: '/api/user/v1/user/notifications/mark-all-as-read', headers: owner }),
      app.inject({ url: '/api/user/v1/user/notifications/?isRead=false&isGlobal=true', headers: owner }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(500);
      const body = res.json<{ message: string; requestId: string }>();
      expect(body).toEqual({ message: ERROR_TEXTS.internal, requestId: res.headers['x-request-id'] });
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toMatch(ENGINE_TEXT);
      // The log keeps the detail, under the id the answer carries.
      const line = logLines.find((l) => l.includes(body.requestId));
      expect(line).toMatch(/Catalog Error/);
    }
  });

  it('carries X-Request-Id and requestId on client errors too, with the security headers and no-store', async () => {
    const anonymous = await app.inject({ url: '/api/user/v1/user/dashboards/?type=prod_load_forecast' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized', requestId: anonymous.headers['x-request-id'] });
    const unknownRoute = await app.inject({ url: '/api/no/such/route' });
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json()).toEqual({ message: ERROR_TEXTS.notFound, requestId: unknownRoute.headers['x-request-id'] });
    const badJson = await app.inject({ method: 'POST', url: '/api/user/v1/user/dashboards', headers: { ...owner, 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json<{ requestId: string }>().requestId).toBe(badJson.headers['x-request-id']);
    // A request id chosen by the caller is not taken over (it could forge log lines).
    const forged = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged\nline' } });
    expect(forged.headers['x-request-id']).not.toBe('forged\nline');

    const signedIn = await app.inject({ url: '/api/user/v1/org/users', headers: owner });
    for (const res of [signedIn, anonymous, unknownRoute]) {
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});
