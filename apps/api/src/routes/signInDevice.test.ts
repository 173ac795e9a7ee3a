import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_COOKIE, DeviceCookies } from '../auth/deviceCookie';
import { hashPassword } from '../auth/password';
import { authPlugin } from '../auth/plugin';
import { CookieJar, pathOf } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createServer } from '../server';
import { appState } from '../appState';

/**
 * Sign-in throttling against a guesser spread over many addresses (issue #32): one wrong password
 * a second from 40 addresses made every correct sign-in of the owner answer 429. Throttled per
 * address and per account and address; a browser that signed in before (its device cookie, OWASP)
 * passes the account-wide slowdown that untrusted clients share.
 */

const origin = 'http://localhost:3000';
const EMAIL = 'scheduler@gulfcoast-power.test';
const OTHER = 'analyst@gulfcoast-power.test';
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin] });
  const stores = await appState(db);
  await stores.users.upsertUser({ userId: 'usr-gcp-scheduler', email: EMAIL, name: 'Scheduler', orgId: 'org-gulfcoast-power', mods: [] }, await hashPassword(DEMO_PASSWORD));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

let offset = 0;
const realNow = Date.now.bind(Date);
/** Moves the server's clock (Date.now) forward by `ms`. */
const advance = (ms: number) => {
  offset += ms;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
};

/** One password sign-in from `ip` with the device cookie `device` (if any); the form's answer and the device cookie it set. */
async function attempt(password: string, ip: string, device?: string, email = EMAIL) {
  const jar = new CookieJar();
  const start = await app.inject({ url: '/api/auth/redirect?state=device', remoteAddress: ip });
  jar.store(start);
  const auth = await app.inject({ url: pathOf(start.json<{ url: string }>().url), headers: { cookie: jar.header() }, remoteAddress: ip });
  jar.store(auth);
  const cookie = [jar.header(), device === undefined ? '' : `${DEVICE_COOKIE}=${device}`].filter(Boolean).join('; ');
  const res = await app.inject({
    method: 'POST',
    url: `${pathOf(auth.headers.location as string)}/login`,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
    remoteAddress: ip,
  });
  jar.store(res);
  return { status: res.statusCode, device: jar.get(DEVICE_COOKIE), setCookie: [res.headers['set-cookie'] ?? []].flat().join('\n') };
}

describe('device cookies against a guesser spread over many addresses', () => {
  it('lets the owner\'s known browser sign in while 40 addresses guess once a second; an unknown client still waits', async () => {
    const first = await attempt(DEMO_PASSWORD, '198.51.100.20');
    expect(first.status).toBe(303);
    expect(first.device).toBeTruthy();
    expect(first.setCookie).toMatch(new RegExp(`${DEVICE_COOKIE}=[^;]+; Path=/api/oidc/interaction; Max-Age=\\d+; HttpOnly; SameSite=Lax`));

    const owner: number[] = [];
    for (let s = 0; s < 70; s++) {
      // The guesses are refused, then slowed account-wide (429).
      expect([401, 429]).toContain((await attempt(`guess-${s}`, `192.0.2.${(s % 40) + 1}`)).status);
      advance(1000);
      if (s % 10 === 9) owner.push((await attempt(DEMO_PASSWORD, '198.51.100.20', first.device)).status);
    }
    expect(owner).toEqual([303, 303, 303, 303, 303, 303, 303]);
    // The account-wide slowdown still holds for a client without the device cookie.
    await attempt('guess-last', '192.0.2.99');
    expect((await attempt(DEMO_PASSWORD, '203.0.113.77')).status).toBe(429);
  }, 60_000);

  it('throttles a device cookie by its own failures, and refuses another account\'s or a forged one', async () => {
    advance(60 * 60 * 1000);
    const { device } = await attempt(DEMO_PASSWORD, '198.51.100.30');
    for (let i = 0; i < 4; i++) await attempt(`typo-${i}`, `198.51.100.${31 + i}`, device);
    expect((await attempt(DEMO_PASSWORD, '198.51.100.40', device)).status).toBe(429);
    const devices = new DeviceCookies();
    const value = devices.issue(EMAIL);
    expect(devices.deviceOf(value, EMAIL)).toBeTruthy();
    expect(devices.deviceOf(value, OTHER)).toBeUndefined();
    expect(devices.deviceOf(`${value.split('.')[0]}.forged`, EMAIL)).toBeUndefined();
    expect(new DeviceCookies().deviceOf(value, EMAIL)).toBeUndefined();
  });
});
