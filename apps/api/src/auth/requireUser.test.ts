import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../db/database';
import { createServer, type RoutePlugin } from '../server';
import { appState } from '../appState';
import { SESSION_TTL_MS } from '../stores/sessions';
import { authPlugin, SESSION_COOKIE } from './plugin';
import { requireUser } from './requireUser';

const probe: RoutePlugin = async (api) => {
  api.get('/probe', { preHandler: requireUser }, async (request) => request.user);
  api.post('/probe', { preHandler: requireUser }, async (request) => ({ saved: request.user?.userId }));
};

let db: Database;
let app: FastifyInstance;
let cookie: string;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin, probe] });
  const stores = await appState(db);
  cookie = `${SESSION_COOKIE}=${await stores.sessions.create('usr-gcp-analyst')}`;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('requireUser', () => {
  it('answers 401 without a session and with an unknown one', async () => {
    expect((await app.inject({ url: '/api/probe' })).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/probe', headers: { cookie: `${SESSION_COOKIE}=forged` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('answers 401 for an expired session', async () => {
    const stores = await appState(db);
    const stale = await stores.sessions.create('usr-gcp-analyst', Date.now() - SESSION_TTL_MS - 1);
    expect((await app.inject({ url: '/api/probe', headers: { cookie: `${SESSION_COOKIE}=${stale}` } })).statusCode).toBe(401);
  });

  it('sets the signed-in user with the spec fields', async () => {
    const res = await app.inject({ url: '/api/probe', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: 'usr-gcp-analyst',
      email: 'analyst@gulfcoast-power.test',
      name: 'Gulf Coast Analyst',
      mods: ['mod_load_forecast', 'mod_pricing', 'mod_risk'],
      organization: 'Gulf Coast Power',
    });
  });

  it('refuses a state-changing request without the custom header or from another origin', async () => {
    const bare = await app.inject({ method: 'POST', url: '/api/probe', headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { cookie, 'x-loadline-request': '1', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { cookie, 'x-loadline-request': '1', origin },
    });
    expect(ok.json()).toEqual({ saved: 'usr-gcp-analyst' });
  });
});
