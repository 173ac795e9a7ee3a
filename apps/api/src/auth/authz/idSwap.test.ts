import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { routes } from '../../routes';
import { createServer } from '../../server';
import { adjustmentState } from '../../appState';
import { createDraftAdjustment } from '../../stores/adjustmentsTestkit';
import { appState } from '../../appState';
import { type Stores } from '../../stores/index';
import { sessionHeadersFor, type SessionHeaders } from '../testkit';

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
let stores: Stores;
let gulf: SessionHeaders;
let lone: SessionHeaders;
let gulfDashboard: string;
let loneDashboard: string;

const call = (headers: SessionHeaders, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

const body = (name: string) => ({ name, configId: 'ercot-power-short-term', cards: [{ id: 'c1', title: 'Load' }] });

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes });
  stores = await appState(db);
  await stores.users.upsertUser(
    { userId: 'usr-lsg-trader', email: 'trader@lonestar-gas.test', name: 'Lone Star Trader', orgId: 'org-lonestar-gas', mods: ['mod_pricing'] },
    null,
  );
  gulf = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
  lone = await sessionHeadersFor(stores.sessions, 'usr-lsg-analyst', origin);
  gulfDashboard = (await call(gulf, 'POST', 'user/v1/user/dashboards', body('Gulf Coast system load'))).json<{ dashboardId: string }>().dashboardId;
  loneDashboard = (await call(lone, 'POST', 'user/v1/user/dashboards', body('Lone Star gas sendout'))).json<{ dashboardId: string }>().dashboardId;
  await call(gulf, 'PATCH', `user/v1/user/cards/${gulfDashboard}/c1/overview`, { isOverview: true });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('id swap: another organisation\'s ids', () => {
  it('dashboards: every call with the other organisation\'s dashboard id answers 404 and changes nothing', async () => {
    const before = await stores.dashboards.get(gulfDashboard);
    const attempts = [
      await call(lone, 'PATCH', `user/v1/user/dashboards/${gulfDashboard}`, { name: 'Taken over' }),
      await call(lone, 'DELETE', `user/v1/user/dashboards/${gulfDashboard}`),
      await call(lone, 'POST', `user/v1/user/share/dashboard/${gulfDashboard}/users`, { add: [{ id: 'usr-lsg-analyst' }] }),
      await call(lone, 'POST', `user/v1/user/share/dashboard/${gulfDashboard}/org`),
      await call(lone, 'DELETE', `user/v1/user/share/dashboard/${gulfDashboard}/org`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    // Same answer as for an id that does not exist: nothing to learn by probing.
    // The same answer as for an id that does not exist (each answer has its own requestId).
    const { requestId: _a, ...first } = attempts[0]?.json<Record<string, unknown>>() ?? {};
    const { requestId: _b, ...unknown } = (await call(lone, 'PATCH', 'user/v1/user/dashboards/no-such-id', { name: 'x' })).json<Record<string, unknown>>();
    expect(first).toEqual(unknown);
    expect(await stores.dashboards.get(gulfDashboard)).toEqual(before);
    const listed = (await call(lone, 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<{ dashboardId: string }[]>();
    expect(listed.map((d) => d.dashboardId)).toEqual([loneDashboard]);
  });

  it('adjustments: every call with the other organisation\'s adjustment id answers 404 and changes nothing', async () => {
    const adjustments = await adjustmentState(db);
    const gulfAdjustment = 'idswap-gulf-adjustment';
    await createDraftAdjustment(db, gulfAdjustment, 'usr-gcp-analyst', 'org-gulfcoast-power');
    const before = { record: await adjustments.get(gulfAdjustment), audit: await adjustments.audit(gulfAdjustment) };
    const base = `user/v1/user/adjustments/${gulfAdjustment}`;
    const attempts = [
      await call(lone, 'GET', base),
      await call(lone, 'GET', `${base}/audit`),
      await call(lone, 'GET', `${base}/versions/v1/stitched`),
      await call(lone, 'POST', `${base}/versions`, { data: [] }),
      await call(lone, 'PUT', `${base}/versions/v1`, { data: [] }),
      await call(lone, 'PATCH', base, { summary: [] }),
      await call(lone, 'PATCH', base, { status: 'approved' }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const { requestId: _a, ...first } = attempts[6]?.json<Record<string, unknown>>() ?? {};
    const { requestId: _b, ...unknown } = (await call(lone, 'PATCH', 'user/v1/user/adjustments/no-such-id', { status: 'approved' })).json<Record<string, unknown>>();
    expect(first).toEqual(unknown);
    expect(await adjustments.get(gulfAdjustment)).toEqual(before.record);
    expect(await adjustments.audit(gulfAdjustment)).toEqual(before.audit);
    expect((await call(lone, 'GET', 'user/v1/user/adjustments?configId=ercot-power-short-term')).json()).toEqual([]);
  });

  it('sharing: a user of another organisation cannot be named, even by the owner', async () => {
    const res = await call(lone, 'POST', `user/v1/user/share/dashboard/${loneDashboard}/users`, { add: [{ id: 'usr-gcp-analyst' }] });
    expect(res.statusCode).toBe(400);
    expect((await stores.dashboards.get(loneDashboard))?.sharedUserIds).toEqual([]);
  });

  it('an organisation share never reaches another organisation', async () => {
    await call(gulf, 'POST', `user/v1/user/share/dashboard/${gulfDashboard}/org`);
    const listed = (await call(lone, 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<{ dashboardId: string }[]>();
    expect(listed.map((d) => d.dashboardId)).toEqual([loneDashboard]);
    await call(gulf, 'DELETE', `user/v1/user/share/dashboard/${gulfDashboard}/org`);
  });

  it('overview cards: pinning or laying out another organisation\'s card answers 404; pins stay personal', async () => {
    expect((await call(lone, 'PATCH', `user/v1/user/cards/${gulfDashboard}/c1/overview`, { isOverview: true })).statusCode).toBe(404);
    expect((await call(lone, 'POST', `user/v1/user/cards/${gulfDashboard}/c1/overview`, { isOverview: true })).statusCode).toBe(404);
    expect((await call(lone, 'PATCH', `user/v1/user/cards/${gulfDashboard}/c1/overview`, { layout: { x: 0, y: 0, w: 12, h: 4 } })).statusCode).toBe(404);
    expect((await call(lone, 'GET', 'user/v1/user/cards/overview')).json()).toEqual([]);
    const mine = (await call(gulf, 'GET', 'user/v1/user/cards/overview')).json<{ dashboardId: string }[]>();
    expect(mine.map((c) => c.dashboardId)).toEqual([gulfDashboard]);
  });

  it('notifications: marking and clearing one user\'s notifications leaves everyone else\'s', async () => {
    const unread = () => call(gulf, 'GET', 'user/v1/user/notifications/?isRead=false&isGlobal=true');
    const before = (await unread()).json<unknown[]>().length;
    await call(lone, 'PATCH', 'user/v1/user/notifications/mark-all-as-read');
    await call(lone, 'DELETE', 'user/v1/user/notifications');
    expect((await unread()).json<unknown[]>()).toHaveLength(before);
    const lonelist = (await call(lone, 'GET', 'user/v1/user/notifications/?isGlobal=true')).json<unknown[]>();
    expect(lonelist).toEqual([]);
  });

  it('users: the organisation list never holds another organisation\'s users', async () => {
    const emails = (await call(lone, 'GET', 'user/v1/org/users')).json<{ email: string }[]>().map((u) => u.email);
    expect(emails).toEqual(['trader@lonestar-gas.test']);
  });

  it('sessions: a session token of one user is bound to that user only', async () => {
    const res = await call(lone, 'GET', 'user/v1/org/users');
    expect(res.statusCode).toBe(200);
    const forged = { ...lone, cookie: `${lone.cookie.slice(0, -2)}xx` };
    expect((await call(forged, 'GET', 'user/v1/org/users')).statusCode).toBe(401);
  });
});
