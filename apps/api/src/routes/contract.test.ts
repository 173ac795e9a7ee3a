import {
  authRedirectResponseSchema,
  authUserResponseSchema,
  configItemsResponseSchema,
  dashboardIdResponseSchema,
  dashboardListResponseSchema,
  overviewCardSchema,
  serverNotificationSchema,
  shareUserSchema,
  userSchema,
} from '@loadline/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { runProviderSignIn } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { routes } from '../routes';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createServer } from '../server';

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes });
  const cb = await runProviderSignIn(app, { email: 'analyst@gulfcoast-power.test', password: DEMO_PASSWORD });
  const res = await app.inject({ url: `/api/auth/user?code=${cb.code}&state=${cb.state}&iss=${encodeURIComponent(cb.iss)}`, headers: { cookie: cb.jar.header() } });
  cb.jar.store(res);
  // The user answer as the HTTP adapter reads it: no placeholder needed, every field real.
  expect(authUserResponseSchema.parse(res.json())).toEqual(res.json());
  expect(userSchema.safeParse(res.json()).success).toBe(true);
  headers = { cookie: cb.jar.header(), 'x-loadline-request': '1', origin };
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** Calls the API as the portal's HTTP adapter does and checks the answer against the core schema. */
async function answer<T>(schema: z.ZodType<T>, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<T> {
  const res = await app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  const parsed = schema.safeParse(res.json());
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as T;
}

describe('answers meet the core schemas the HTTP adapter validates with', () => {
  it('auth, users, config items, dashboards, overview and notifications', async () => {
    const redirect = await answer(authRedirectResponseSchema, 'GET', 'auth/redirect?state=s&redirectTo=/overview');
    expect(redirect).toMatchObject({ url: '/overview', user: { email: 'analyst@gulfcoast-power.test' } });
    expect(await answer(z.array(shareUserSchema), 'GET', 'user/v1/org/users')).toHaveLength(1);
    const configs = await answer(configItemsResponseSchema, 'GET', 'user/v1/user/config/dashboards');
    expect(configs.map((c) => c.configId)).toContain('ercot-power-short-term');

    const { dashboardId } = await answer(dashboardIdResponseSchema, 'POST', 'user/v1/user/dashboards', {
      name: 'North Central weather zone',
      configId: 'ercot-power-short-term',
      cards: [{ id: 'c1', title: 'NCENT load', visualization: 'Line' }],
      settings: { calculators: [{ uid: 'k1', name: 'Peak ratio', expression: '', expressionDataIdMap: {}, unit: 'dimensionless' }], timezone: 'America/Chicago', is_hour_ending: true },
    });
    const [d] = await answer(dashboardListResponseSchema, 'GET', 'user/v1/user/dashboards/?type=prod_load_forecast');
    expect(d).toMatchObject({ dashboardId, name: 'North Central weather zone', category: { name: 'shortTermForecast' } });
    await answer(z.unknown(), 'PATCH', `user/v1/user/cards/${dashboardId}/c1/overview`, { isOverview: true });
    const [pinned] = await answer(z.array(overviewCardSchema), 'GET', 'user/v1/user/cards/overview');
    expect(pinned).toMatchObject({ id: 'c1', dashboardId, dashboardType: 'prod_load_forecast' });
    const notes = await answer(z.array(serverNotificationSchema), 'GET', 'user/v1/user/notifications/?isRead=false&isGlobal=true');
    expect(notes.map((n) => n.code)).toEqual(['job_completed', 'job_started', 'maintenance']);
  });
});
