import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeadersFor, type SessionHeaders } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { createServer } from '../server';
import { appState } from '../appState';
import { type Stores } from '../stores/index';
import { START_TIMEOUT_MS, STORE_KINDS, useStoreKind, type StoreKindInUse } from '../testing/storeKinds';
import { DASHBOARD_TEXTS, MAX_DASHBOARDS_PER_USER } from './dashboards';

const origin = 'http://localhost:3000';

// The same checks on each store kind: the answers must not depend on where the application state lives.
describe.each(STORE_KINDS)('on the $kind store', ({ kind }) => {
  let db: Database;
  let state: StoreKindInUse;
  let app: FastifyInstance;
  let stores: Stores;
  const as: Record<'owner' | 'shared' | 'colleague', SessionHeaders> = {} as never;

  const card = (id: string, title = 'ERCOT Houston load') => ({ id, title, visualization: 'Line', layout: { x: 0, y: 0, w: 6, h: 4 } });
  const newDashboard = {
    name: 'Houston load zone',
    configId: 'ercot-power-short-term',
    cards: [card('c1')],
    settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true },
  };

  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:' });
    state = await useStoreKind(kind, db);
    app = await createServer({ ctx: { db, origin }, routes });
    stores = await appState(db);
    await stores.users.upsertUser(
      { userId: 'usr-gcp-scheduler', email: 'scheduler@gulfcoast-power.test', name: 'Gulf Coast Scheduler', orgId: 'org-gulfcoast-power', mods: ['mod_load_forecast'] },
      null,
    );
    as.owner = await sessionHeadersFor(stores.sessions, 'usr-gcp-analyst', origin);
    as.shared = await sessionHeadersFor(stores.sessions, 'usr-gcp-forecaster', origin);
    as.colleague = await sessionHeadersFor(stores.sessions, 'usr-gcp-scheduler', origin);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await state?.close();
    await db?.close();
  }, START_TIMEOUT_MS);

  const call = (who: keyof typeof as, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api/${url}`, headers: as[who], ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (body: object = newDashboard) => (await call('owner', 'POST', 'user/v1/user/dashboards', body)).json<{ dashboardId: string }>().dashboardId;
  const listOf = async (who: keyof typeof as = 'owner', query = '') =>
    (await call(who, 'GET', `user/v1/user/dashboards/?type=prod_load_forecast${query}`)).json<{ dashboardId: string; name: string; version: number; cards: { id: string; title: string }[] }[]>();

  describe('dashboard input', () => {
    it('refuses a lone surrogate in a card title (400) and keeps saving a dashboard whose stored text has one', async () => {
      const refused = await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, cards: [card('c1', 'a\ud800')] });
      expect(refused.statusCode).toBe(400);
      // Text stored before the check existed (written straight to the table).
      const id = await create();
      await state.run(`UPDATE app_dashboards SET content_json = ? WHERE dashboard_id = ?`, [JSON.stringify({ cards: [card('c1', 'a\ud800')] }), id]);
      for (let i = 0; i < 2; i++) {
        const saved = await call('owner', 'PATCH', `user/v1/user/dashboards/${id}`, { name: `Saved ${i}` });
        expect(saved.statusCode).toBe(200);
      }
      const listed = (await listOf()).find((d) => d.dashboardId === id);
      expect(listed?.cards[0]?.title).toBe('a\ufffd');
      const retitled = await call('owner', 'PATCH', `user/v1/user/dashboards/${id}`, { cards: [card('c1', 'Load')] });
      expect(retitled.statusCode).toBe(200);
    });

    it('refuses dates that are not on the calendar, unknown time zones, and control or bidi-override characters in names', async () => {
      const range = (from: string) => ({ ...newDashboard.settings, date_range: { from: { dateType: 'fixed', value: from }, to: { dateType: 'fixed', value: '2020-03-31' } } });
      for (const bad of ['2020-02-30', '2020-13-45', '2021-02-29']) {
        const res = await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, settings: range(bad) });
        expect(res.statusCode, bad).toBe(400);
      }
      expect((await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, settings: range('2020-02-29') })).statusCode).toBe(200);
      const zone = await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, settings: { ...newDashboard.settings, timezone: 'Mars/Olympus_Mons' } });
      expect(zone.statusCode).toBe(400);
      expect(zone.json<{ message: string }>().message).toBe(DASHBOARD_TEXTS.badTimeZone);
      for (const name of ['Invoice\u202Egpj.exe', 'Tab\tname', 'Bell\u0007', 'C1\u0085']) {
        const res = await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, name });
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json<{ message: string }>().message).toBe(`name: ${DASHBOARD_TEXTS.badText}`);
      }
      const title = await call('owner', 'POST', 'user/v1/user/dashboards', { ...newDashboard, cards: [card('c1', 'Load\u2066x')] });
      expect(title.statusCode).toBe(400);
      const id = await create();
      expect((await call('owner', 'PATCH', `user/v1/user/dashboards/${id}`, { name: 'x\u202Ey' })).statusCode).toBe(400);
      expect((await call('owner', 'PATCH', `user/v1/user/dashboards/${id}`, { description: 'Line one\nLine two' })).statusCode).toBe(200);
    });
  });

  describe('concurrent saves', () => {
    it('keeps every one of 50 concurrent saves of one dashboard (no 500, no lost save)', async () => {
      const id = await create();
      const saves = await Promise.all(
        Array.from({ length: 50 }, (_, i) => call('owner', 'PATCH', `user/v1/user/dashboards/${id}`, { cards: [card('c1', `Save ${i}`)] })),
      );
      expect(saves.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
      // Each save is acknowledged with its own version: 50 distinct versions after the first.
      const versions = saves.map((r) => r.json<{ version: number }>().version).sort((a, b) => a - b);
      expect(versions).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
      const listed = (await listOf()).find((d) => d.dashboardId === id);
      expect(listed?.version).toBe(51);
    });

    it('refuses a save made from a stale version with 409, and saves made from the current one', async () => {
      const id = await create();
      const v = (await listOf()).find((d) => d.dashboardId === id)?.version;
      expect(v).toBe(1);
      const first = await call('owner', 'PATCH', `user/v1/user/dashboards/${id}`, { version: v, name: 'First tab' });
      expect(first.statusCode).toBe(200);
      const second = await call('owner', 'PATCH', `user/v1/user/dashboards/${id}`, { version: v, name: 'Second tab' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ message: DASHBOARD_TEXTS.stale, version: 2 });
      expect((await listOf()).find((d) => d.dashboardId === id)?.name).toBe('First tab');
      // Of 20 concurrent saves from the same version exactly one wins.
      const raced = await Promise.all(Array.from({ length: 20 }, (_, i) => call('owner', 'PATCH', `user/v1/user/dashboards/${id}`, { version: 2, name: `Tab ${i}` })));
      expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(raced.filter((r) => r.statusCode === 409)).toHaveLength(19);
    });

    it('answers concurrent share, unshare, pin and mark-all-read calls without a 500', async () => {
      const id = await create();
      const calls = [
        ...Array.from({ length: 10 }, () => call('owner', 'POST', `user/v1/user/share/dashboard/${id}/users`, { add: [{ id: 'usr-gcp-forecaster' }] })),
        ...Array.from({ length: 10 }, (_, i) => call('owner', i % 2 ? 'DELETE' : 'POST', `user/v1/user/share/dashboard/${id}/org`)),
        ...Array.from({ length: 10 }, (_, i) => call('owner', 'PATCH', `user/v1/user/cards/${id}/c1/overview`, { isOverview: i % 3 !== 0 })),
        ...Array.from({ length: 10 }, () => call('owner', 'POST', `user/v1/user/cards/${id}/c1/overview`, { isOverview: true })),
        ...Array.from({ length: 10 }, () => call('owner', 'PATCH', 'user/v1/user/notifications/mark-all-as-read')),
        ...Array.from({ length: 10 }, () => call('colleague', 'PATCH', 'user/v1/user/notifications/mark-all-as-read')),
      ];
      const statuses = (await Promise.all(calls)).map((r) => r.statusCode);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      // Idempotent: sharing ten times leaves one share.
      expect((await stores.dashboards.get(id))?.sharedUserIds).toEqual(['usr-gcp-forecaster']);
    });
  });

  describe('dashboard limits', () => {
    it('pages the list with optional limit and skip, the total in X-Total-Count; without them the whole list', async () => {
      const all = await listOf();
      expect(all.length).toBeGreaterThan(3);
      const page = await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast&limit=2&skip=1');
      expect(page.headers['x-total-count']).toBe(String(all.length));
      expect(page.json<{ dashboardId: string }[]>().map((d) => d.dashboardId)).toEqual(all.slice(1, 3).map((d) => d.dashboardId));
      expect((await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast&limit=0')).statusCode).toBe(400);
      expect((await call('owner', 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast&limit=abc')).statusCode).toBe(400);
    });

    it(`refuses a dashboard over 1 MiB (413) and a user's dashboard number ${MAX_DASHBOARDS_PER_USER + 1} (409)`, async () => {
      const big = await call('colleague', 'POST', 'user/v1/user/dashboards', { ...newDashboard, cards: Array.from({ length: 200 }, (_, i) => ({ ...card(`c${i}`), pad: 'x'.repeat(6000) })) });
      expect(big.statusCode).toBe(413);
      expect(stores.kind).toBe(kind);
      const owned = await stores.dashboards.countOwned('usr-gcp-scheduler');
      for (let i = owned; i < MAX_DASHBOARDS_PER_USER; i++) {
        await stores.dashboards.create({ dashboardId: `cap-${i}`, ownerId: 'usr-gcp-scheduler', ownerOrgId: 'org-gulfcoast-power', type: 'prod_load_forecast', configId: 'x', name: `Cap ${i}`, description: '', addedOn: i, content: {} });
      }
      const over = await call('colleague', 'POST', 'user/v1/user/dashboards', newDashboard);
      expect(over.statusCode).toBe(409);
      expect(over.json<{ message: string }>().message).toBe(DASHBOARD_TEXTS.tooMany);
    });
  });
});
