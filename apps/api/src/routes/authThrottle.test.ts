import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../auth/identityProvider';
import { hashPassword } from '../auth/password';
import { authPlugin } from '../auth/plugin';
import { MAX_ACCOUNT_DELAY_MS, SignInSlowdown } from '../auth/signInThrottle';
import { CookieJar, pathOf } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createServer } from '../server';
import { appState } from '../appState';
import { AUTH_TEXTS, SIGN_IN_STARTS_PER_MINUTE } from './auth';

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;
const EMAIL = 'trader@gulfcoast-power.test';

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin] });
  const stores = await appState(db);
  await stores.users.upsertUser(
    { userId: 'usr-gcp-trader', email: EMAIL, name: 'Gulf Coast Trader', orgId: 'org-gulfcoast-power', mods: [] },
    await hashPassword(DEMO_PASSWORD),
  );
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Moves the clock of the server (Date.now) forward by `ms`. */
let offset = 0;
const advance = (ms: number) => {
  offset += ms;
  const real = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => real() + offset);
};

/** One password sign-in from `ip`, as a browser does it; the sign-in form's answer. */
async function attempt(password: string, ip: string) {
  const jar = new CookieJar();
  const start = await app.inject({ url: '/api/auth/redirect?state=throttle', remoteAddress: ip });
  jar.store(start);
  const auth = await app.inject({ url: pathOf(start.json<{ url: string }>().url), headers: { cookie: jar.header() }, remoteAddress: ip });
  jar.store(auth);
  return app.inject({
    method: 'POST',
    url: `${pathOf(auth.headers.location as string)}/login`,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: EMAIL, password }).toString(),
    remoteAddress: ip,
  });
}

describe('SignInSlowdown', () => {
  it('delays one address exponentially after 3 failures, and the account from everywhere at most 30 s', () => {
    let t = 0;
    const s = new SignInSlowdown(() => t);
    for (let i = 0; i < 3; i++) s.fail('a@x.test', '203.0.113.7');
    expect(s.waitMs('a@x.test', '203.0.113.7')).toBe(0);
    const waits = [];
    for (let i = 0; i < 5; i++) {
      s.fail('a@x.test', '203.0.113.7');
      waits.push(s.waitMs('a@x.test', '203.0.113.7'));
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(s.waitMs('a@x.test', '198.51.100.2')).toBe(0);
    // A thousand failures from many addresses: the owner elsewhere waits 30 s at most, never 15 minutes.
    for (let i = 0; i < 1000; i++) s.fail('a@x.test', `10.0.${i >> 8}.${i & 255}`);
    expect(s.waitMs('a@x.test', '198.51.100.2')).toBe(MAX_ACCOUNT_DELAY_MS);
    t += MAX_ACCOUNT_DELAY_MS;
    expect(s.waitMs('a@x.test', '198.51.100.2')).toBe(0);
  });
});

describe('sign-in throttling over HTTP', () => {
  it('slows the guessing address (429 with Retry-After) but lets the owner sign in from another address at once', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt(`guess-${i}`, '203.0.113.7')).statusCode).toBe(401);
    const slowed = await attempt(DEMO_PASSWORD, '203.0.113.7');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.body).toContain(TOO_MANY_ATTEMPTS);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Ten wrong passwords no longer lock anyone out: the owner, elsewhere, signs in.
    for (let i = 0; i < 6; i++) await attempt(`guess-more-${i}`, '203.0.113.7');
    expect((await attempt(DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(303);
    // And the guessing address, once its delay has passed, may try again.
    advance(5 * 60 * 1000);
    expect((await attempt(DEMO_PASSWORD, '203.0.113.7')).statusCode).toBe(303);
  });

  it('slows a guesser spread over many addresses to one try per 30 s at most, never a 15-minute lockout', async () => {
    for (let i = 0; i < 12; i++) await attempt(`spread-${i}`, `192.0.2.${i + 1}`);
    const owner = await attempt(DEMO_PASSWORD, '198.51.100.9');
    expect(owner.statusCode).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(MAX_ACCOUNT_DELAY_MS / 1000);
    advance(MAX_ACCOUNT_DELAY_MS);
    expect((await attempt(DEMO_PASSWORD, '198.51.100.9')).statusCode).toBe(303);
  });

  it(`limits sign-in starts to ${SIGN_IN_STARTS_PER_MINUTE} a minute per address, and stores nothing for a start`, async () => {
    const count = async () => Number((await db.all<{ n: bigint }>('SELECT count(*) AS n FROM app_login_attempts'))[0]?.n);
    const before = await count();
    const answers = [];
    for (let i = 0; i < SIGN_IN_STARTS_PER_MINUTE + 20; i++) answers.push((await app.inject({ url: `/api/auth/redirect?state=flood${i}`, remoteAddress: '100.64.0.1' })).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(SIGN_IN_STARTS_PER_MINUTE);
    expect(answers.filter((s) => s === 429)).toHaveLength(20);
    const refused = await app.inject({ url: '/api/auth/redirect?state=more', remoteAddress: '100.64.0.1' });
    expect(refused.json()).toMatchObject({ message: AUTH_TEXTS.tooManyStarts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await count()) - before).toBe(0);
    // Another address is not affected.
    expect((await app.inject({ url: '/api/auth/redirect?state=other', remoteAddress: '100.64.0.2' })).statusCode).toBe(200);
  });

  it('counts behind a trusted reverse proxy by the forwarded client address', async () => {
    const proxiedDb = await openDatabase({ path: ':memory:' });
    const proxied = await createServer({ ctx: { db: proxiedDb, origin }, routes: [authPlugin], trustProxy: '127.0.0.1' });
    try {
      const start = (client: string) => proxied.inject({ url: '/api/auth/redirect?state=p', headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < SIGN_IN_STARTS_PER_MINUTE; i++) expect((await start('203.0.113.50')).statusCode).toBe(200);
      expect((await start('203.0.113.50')).statusCode).toBe(429);
      // Another client behind the same proxy is not affected.
      expect((await start('203.0.113.51')).statusCode).toBe(200);
    } finally {
      await proxied.close();
      await proxiedDb.close();
    }
  });
});
