import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { createServer } from '../server';
import { appState } from '../appState';

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
const as: Record<'owner' | 'shared' | 'colleague' | 'outsider', SessionHeaders> = {} as never;

const card = (id: string) => ({ id, title: 'ERCOT Houston load', visualization: 'Line', layout: { x: 0, y: 0, w: 6, h: 4 } });
const newDashboard = {
  name: 'Houston load zone',
  description: 'Hourly load, hour ending',
  configId: 'ercot-power-short-term',
  cards: [card('c1'), card('c2')],
  settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true },
};

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes });
  const stores = await appState(db);
  await stores.users.upsertUser(
    { userId: 'usr-gcp-scheduler', email: 'scheduler@gulfcoast-power.test', name: 'Gulf Coast Scheduler', orgId: 'org-gulfcoast-power', mods: ['mod_load_forecast'] },
    null,
  );
  as.owner = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
  as.shared = await sessionHeadersFor(stores.sessions, 'usr-gcp-forecaster', origin);
  as.colleague = await sessionHeadersFor(stores.sessions, 'usr-gcp-scheduler', origin);
  as.outsider = await sessionHeadersFor(stores.sessions, 'usr-lsg-analyst', origin);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const call = (who: keyof typeof as, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api/${url}`, headers: as[who], ...(payload === undefined ? {} : { payload: payload as object }) });
const listNames = async (who: keyof typeof as) =>
  (await call(who, 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<{ name: string }[]>().map((d) => d.name);

describe('dashboards', () => {
  it('creates, lists by type, updates and deletes a dashboard of the owner', async () => {
    const created = await call('owner', 'POST', 'user/v1/user/dashboards', newDashboard);
    expect(created.statusCode).toBe(200);
    const { dashboardId } = created.json<{ dashboardId: string }>();
    const [listed] = (await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<Record<string, unknown>[]>();
    expect(listed).toMatchObject({
      dashboardId,
      name: 'Houston load zone',
      owner: 'analyst@gulfcoast-power.test',
      org: null,
      sharedUsers: [],
      type: 'prod_load_forecast',
      category: { name: 'shortTermForecast' },
      commodity: { name: 'power' },
      level: { name: 'weatherZone', configId: 'ercot-power-short-term' },
    });
    expect(listed?.settings).toMatchObject({ timezone: 'America/Chicago', is_hour_ending: true });
    expect((await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_risk_management')).json()).toEqual([]);

    const range = { from: { dateType: 'fixed', value: '2019-08-01' }, to: { dateType: 'fixed', value: '2019-08-31' } };
    const patched = await call('owner', 'PATCH', `user/v1/user/dashboards/${dashboardId}`, {
      name: 'Houston load zone, August',
      settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: false, date_range: range },
    });
    expect(patched.statusCode).toBe(200);
    const [after] = (await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<Record<string, never>[]>();
    expect(after).toMatchObject({ name: 'Houston load zone, August', description: 'Hourly load, hour ending' });
    expect(after?.settings).toMatchObject({ is_hour_ending: false, date_range: { from: { value: '2019-08-01' }, to: { value: '2019-08-31' } } });
    expect((after?.cards as unknown as unknown[]).length).toBe(2);
    // Settings are replaced whole: a save without a date range leaves none behind.
    await call('owner', 'PATCH', `user/v1/user/dashboards/${dashboardId}`, { settings: { calculators: [], timezone: 'America/New_York', is_hour_ending: true } });
    const [third] = (await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<{ settings: Record<string, unknown> }[]>();
    expect(third?.settings).toEqual({ calculators: [], timezone: 'America/New_York', is_hour_ending: true });

    expect((await call('owner', 'DELETE', `user/v1/user/dashboards/${dashboardId}`)).statusCode).toBe(200);
    expect(await listNames('owner')).toEqual([]);
  });

  it('answers 400 with the core schema message, 403 for a type the mods do not grant, 413 when too large', async () => {
    const noName = await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ message: string }>().message).toMatch(/^name: /);
    const longName = await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, name: 'x'.repeat(71) });
    expect(longName.statusCode).toBe(400);
    const badDate = await call('owner', 'POST', 'user/v1/user/dashboards', {
      ...newDashboard,
      settings: { ...newDashboard.settings, date_range: { from: { dateType: 'fixed', value: 'last tuesday' }, to: { dateType: 'fixed', value: '2019-08-31' } } },
    });
    expect(badDate.json()).toMatchObject({ message: 'settings.date_range.from.value: not an ISO 8601 date' });
    const unknownConfig = await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, configId: 'no-such-config' });
    expect(unknownConfig.json()).toMatchObject({ message: 'configId: Unknown dashboard configuration' });
    const riskForGas = await call('outsider', 'POST', 'user/v1/user/dashboards', { ...newDashboard, configId: 'ercot-risk-nop' });
    expect(riskForGas.json()).toMatchObject({ message: 'Your modules do not include this type of dashboard' });
    expect(riskForGas.statusCode).toBe(403);
    const huge = await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, description: 'x'.repeat(3 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it('lets a user it was shared with read it but not save, share or delete it; delete while shared is 409', async () => {
    const { dashboardId } = (await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, name: 'Shared load' })).json<{ dashboardId: string }>();
    expect(await listNames('shared')).toEqual([]);
    const share = await call('owner', 'POST', `user/v1/user/share/dashboard/${dashboardId}/users`, { add: [{ id: 'usr-gcp-forecaster', name: 'Gulf Coast Forecaster', email: 'forecaster@gulfcoast-power.test' }] });
    expect(share.json()).toEqual({ dashboardId });
    expect(await listNames('shared')).toEqual(['Shared load']);
    expect(await listNames('colleague')).toEqual([]);
    expect(await listNames('outsider')).toEqual([]);
    const [seen] = (await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<{ sharedUsers: unknown[] }[]>();
    expect(seen?.sharedUsers).toEqual([{ id: 'usr-gcp-forecaster', name: 'Gulf Coast Forecaster', email: 'forecaster@gulfcoast-power.test' }]);

    expect((await call('shared', 'PATCH', `user/v1/user/dashboards/${dashboardId}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('shared', 'DELETE', `user/v1/user/dashboards/${dashboardId}`)).statusCode).toBe(404);
    expect((await call('shared', 'POST', `user/v1/user/share/dashboard/${dashboardId}/org`)).statusCode).toBe(404);
    expect(await listNames('owner')).toEqual(['Shared load']);

    const blocked = await call('owner', 'DELETE', `user/v1/user/dashboards/${dashboardId}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ message: 'Cannot delete dashboard - You cannot delete dashboards that you are currently sharing.' });

    expect((await call('owner', 'POST', `user/v1/user/share/dashboard/${dashboardId}/org`)).json()).toEqual({ dashboardId });
    expect(await listNames('colleague')).toEqual(['Shared load']);
    expect(await listNames('outsider')).toEqual([]);
    expect((await call('owner', 'DELETE', `user/v1/user/share/dashboard/${dashboardId}/org`)).json()).toEqual({ dashboardId });
    const [unshared] = (await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<{ org: unknown }[]>();
    expect(unshared?.org).toBeNull();
    expect(await listNames('colleague')).toEqual([]);

    await call('owner', 'POST', `user/v1/user/share/dashboard/${dashboardId}/users`, { remove: [{ id: 'usr-gcp-forecaster' }] });
    expect((await call('owner', 'DELETE', `user/v1/user/dashboards/${dashboardId}`)).statusCode).toBe(200);
  });

  it('never shares with, or lists, anyone outside the organisation', async () => {
    const { dashboardId } = (await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, name: 'Private' })).json<{ dashboardId: string }>();
    const res = await call('owner', 'POST', `user/v1/user/share/dashboard/${dashboardId}/users`, { add: [{ id: 'usr-lsg-analyst' }] });
    expect(res.statusCode).toBe(400);
    expect(await listNames('outsider')).toEqual([]);
    const users = (await call('owner', 'GET', 'user/v1/org/users')).json<{ email: string }[]>();
    expect(users.map((u) => u.email).sort()).toEqual(['forecaster@gulfcoast-power.test', 'scheduler@gulfcoast-power.test']);
    expect((await call('outsider', 'GET', 'user/v1/org/users')).json()).toEqual([]);
    await call('owner', 'DELETE', `user/v1/user/dashboards/${dashboardId}`);
  });
});

describe('overview', () => {
  it('pins, lays out and unpins a card; an unsaved dashboard answers 404', async () => {
    const { dashboardId } = (await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, name: 'Pinned' })).json<{ dashboardId: string }>();
    expect((await call('owner', 'PATCH', `user/v1/user/cards/unsaved/c1/overview`, { isOverview: true })).statusCode).toBe(404);
    expect((await call('owner', 'PATCH', `user/v1/user/cards/${dashboardId}/nope/overview`, { isOverview: true })).statusCode).toBe(404);
    expect((await call('outsider', 'PATCH', `user/v1/user/cards/${dashboardId}/c1/overview`, { isOverview: true })).statusCode).toBe(404);

    expect((await call('owner', 'PATCH', `user/v1/user/cards/${dashboardId}/c2/overview`, { isOverview: true })).statusCode).toBe(200);
    const layout = { x: 6, y: 0, w: 6, h: 3 };
    expect((await call('owner', 'PATCH', `user/v1/user/cards/${dashboardId}/c2/overview`, { layout })).statusCode).toBe(200);
    const pinned = (await call('owner', 'GET', 'user/v1/user/cards/overview')).json<{ id: string; dashboardId: string; dashboardName: string; card: { layout: unknown; isOverview: boolean } }[]>();
    expect(pinned).toHaveLength(1);
    expect(pinned[0]).toMatchObject({ id: 'c2', dashboardId, dashboardName: 'Pinned', card: { layout, isOverview: true } });
    const [d] = (await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast')).json<{ cards: { id: string; isOverview: boolean }[] }[]>();
    expect(d?.cards.map((c) => [c.id, c.isOverview])).toEqual([['c1', false], ['c2', true]]);
    expect((await call('shared', 'GET', 'user/v1/user/cards/overview')).json()).toEqual([]);

    // A colleague pins a card of the dashboard while it is shared with the organisation; once it
    // is unshared, the card leaves the colleague's Overview.
    await call('owner', 'POST', `user/v1/user/share/dashboard/${dashboardId}/org`);
    expect((await call('colleague', 'PATCH', `user/v1/user/cards/${dashboardId}/c1/overview`, { isOverview: true })).statusCode).toBe(200);
    expect((await call('colleague', 'GET', 'user/v1/user/cards/overview')).json<unknown[]>()).toHaveLength(1);
    await call('owner', 'DELETE', `user/v1/user/share/dashboard/${dashboardId}/org`);
    expect((await call('colleague', 'GET', 'user/v1/user/cards/overview')).json()).toEqual([]);

    expect((await call('owner', 'PATCH', `user/v1/user/cards/${dashboardId}/c2/overview`, { isOverview: false })).statusCode).toBe(200);
    expect((await call('owner', 'GET', 'user/v1/user/cards/overview')).json()).toEqual([]);
    expect((await call('owner', 'PATCH', `user/v1/user/cards/${dashboardId}/c2/overview`, { layout })).statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it('lists unread personal and global notifications, marks them read, clears them', async () => {
    const list = (await call('shared', 'GET', 'user/v1/user/notifications/?isRead=false&isGlobal=true')).json<{ code: string; title: string; meta?: { link?: unknown } }[]>();
    expect(list.map((n) => n.code)).toEqual(['job_completed', 'job_started', 'maintenance']);
    expect(list[0]?.meta).toMatchObject({ status: 'success' });
    expect((await call('shared', 'GET', 'user/v1/user/notifications/?isRead=false&isGlobal=false')).json<unknown[]>()).toHaveLength(2);

    expect((await call('shared', 'PATCH', 'user/v1/user/notifications/mark-all-as-read')).json()).toEqual({ updated: 3 });
    expect((await call('shared', 'GET', 'user/v1/user/notifications/?isRead=false&isGlobal=true')).json()).toEqual([]);
    expect((await call('outsider', 'GET', 'user/v1/user/notifications/?isRead=false&isGlobal=true')).json<unknown[]>()).toHaveLength(3);

    expect((await call('shared', 'DELETE', 'user/v1/user/notifications')).json()).toEqual({ cleared: 3 });
    expect((await call('shared', 'GET', 'user/v1/user/notifications/?isGlobal=true')).json()).toEqual([]);
  });
});

describe('requests refused before the body is read', () => {
  it('answers 401, not 413, to an anonymous over-size save', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/v1/user/dashboards', payload: { ...newDashboard, description: 'x'.repeat(3 * 1024 * 1024) } });
    expect(res.statusCode).toBe(401);
  });
});
