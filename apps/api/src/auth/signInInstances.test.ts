import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState, closeAppState, configureAppState } from '../appState';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createServer } from '../server';
import { createTestDatabase, dropTestDatabase, postgresTestsEnabled } from '../testing/postgres';
import { START_TIMEOUT_MS } from '../testing/storeKinds';
import { TOO_MANY_ATTEMPTS } from './identityProvider';
import { authPlugin } from './plugin';
import { CookieJar, pathOf } from './testkit';

/**
 * Two API instances on one PostgreSQL database behind a round-robin proxy: a sign-in whose steps
 * land on different instances works (the identity provider's records, its keys, the sealed attempt
 * and the device cookie key are shared), an attempt is taken once across them, and failed
 * sign-ins through one slow the same account and address on the other.
 */
const origin = 'http://localhost:3000';
const EMAIL = 'analyst@gulfcoast-power.test';
let databaseUrl: string;
const dbs: Database[] = [];
const apps: FastifyInstance[] = [];

async function instance(): Promise<FastifyInstance> {
  const db = await openDatabase({ path: ':memory:' });
  dbs.push(db);
  configureAppState(db, { databaseUrl });
  const app = await createServer({ ctx: { db, origin }, routes: [authPlugin] });
  await app.ready();
  apps.push(app);
  return app;
}

describe.runIf(postgresTestsEnabled)('sign-in across two instances on one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    [a, b] = await Promise.all([instance(), instance()]);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) {
      await closeAppState(db);
      await db.close();
    }
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  }, START_TIMEOUT_MS);

  const get = async (app: FastifyInstance, jar: CookieJar, url: string): Promise<LightMyRequestResponse> => {
    const res = await app.inject({ url: pathOf(url), headers: { cookie: jar.header() } });
    jar.store(res);
    return res;
  };
  const login = async (app: FastifyInstance, jar: CookieJar, interaction: string, password: string, ip = '203.0.113.20') => {
    const res = await app.inject({
      method: 'POST',
      url: `${interaction}/login`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: EMAIL, password }).toString(),
      remoteAddress: ip,
    });
    jar.store(res);
    return res;
  };
  /** Starts a sign-in on `app` up to the provider's sign-in page; answers its path. */
  const begin = async (app: FastifyInstance, jar: CookieJar) => {
    const start = await get(app, jar, `/api/auth/redirect?state=st-${Math.random().toString(36).slice(2)}`);
    expect(start.statusCode).toBe(200);
    const authorize = await get(app, jar, start.json<{ url: string }>().url);
    expect(authorize.statusCode).toBe(303);
    return pathOf(authorize.headers.location!);
  };

  it('signs in when the authorization request hits A and the sign-in page, login, consent and callback hit B', async () => {
    const jar = new CookieJar();
    const interaction = await begin(a, jar);
    expect((await get(b, jar, interaction)).statusCode).toBe(200);
    const form = await login(b, jar, interaction, DEMO_PASSWORD);
    expect(form.statusCode).toBe(303);
    const resume = await get(b, jar, form.headers.location!);
    expect(resume.statusCode).toBe(303);
    const callback = new URL(resume.headers.location!);
    const callbackUrl = `/api/auth/user?${callback.searchParams}`;
    const user = await get(b, jar, callbackUrl);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: EMAIL });
    // The session is served by A too.
    const session = jar.header();
    expect((await a.inject({ url: '/api/auth/redirect?state=again', headers: { cookie: session } })).json()).toMatchObject({ user: { email: EMAIL } });
  });

  it('takes a sign-in attempt once across the instances', async () => {
    const jar = new CookieJar();
    const interaction = await begin(b, jar);
    const form = await login(a, jar, interaction, DEMO_PASSWORD);
    const resume = await get(b, jar, form.headers.location!);
    const callbackUrl = `/api/auth/user?${new URL(resume.headers.location!).searchParams}`;
    const attemptCookie = jar.header();
    expect((await a.inject({ url: callbackUrl, headers: { cookie: attemptCookie } })).statusCode).toBe(200);
    expect((await b.inject({ url: callbackUrl, headers: { cookie: attemptCookie } })).statusCode).toBe(400);
  });

  it('shares one secret made once, counts a fixed window and takes an id once, whatever the instance', async () => {
    const [sa, sb] = [(await appState(dbs[0]!)).authState!, (await appState(dbs[1]!)).authState!];
    const secrets = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? sa : sb).secret('test-secret', () => `made-${i}`)));
    expect(new Set(secrets).size).toBe(1);
    expect(await sa.secret('test-secret', () => 'another')).toBe(secrets[0]);
    expect(await sa.countInWindow('k', 1_000, 60_000)).toEqual({ count: 1, startedAt: 1_000 });
    expect(await sb.countInWindow('k', 30_000, 60_000)).toEqual({ count: 2, startedAt: 1_000 });
    expect(await sa.countInWindow('k', 61_000, 60_000)).toEqual({ count: 1, startedAt: 61_000 });
    expect(await Promise.all([sa.useOnce('attempt-1', Date.now() + 60_000), sb.useOnce('attempt-1', Date.now() + 60_000)])).toEqual(expect.arrayContaining([true, false]));
  });

  it('slows an address that failed through A when it tries through B', async () => {
    const jar = new CookieJar();
    const interaction = await begin(a, jar);
    for (let i = 0; i < 4; i++) expect((await login(i % 2 ? a : b, jar, interaction, `guess-${i}`, '198.51.100.40')).statusCode).toBe(401);
    const slowed = await login(b, jar, interaction, DEMO_PASSWORD, '198.51.100.40');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.body).toContain(TOO_MANY_ATTEMPTS);
    // Another address signs in at once.
    expect((await login(a, jar, interaction, DEMO_PASSWORD, '198.51.100.41')).statusCode).toBe(303);
  });
});
