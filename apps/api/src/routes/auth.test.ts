import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authPlugin, SESSION_COOKIE } from '../auth/plugin';
import { CookieJar, pathOf, runProviderSignIn } from '../auth/testkit';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createServer } from '../server';
import { LOGIN_ATTEMPT_TTL_MS } from '../stores/sessions';
import { AUTH_TEXTS } from './auth';

const origin = 'http://localhost:3000';
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:' });
  app = await createServer({ ctx: { db, origin }, routes: [authPlugin] });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const userCall = (q: Record<string, string>, jar: CookieJar) =>
  app.inject({ url: `/api/auth/user?${new URLSearchParams(q)}`, headers: { cookie: jar.header() } });

describe('sign-in through the embedded identity provider', () => {
  it('answers the authorization URL of the provider, with PKCE and the caller state', async () => {
    const res = await app.inject({ url: '/api/auth/redirect?state=abc' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ url: string; user: null }>();
    expect(body.user).toBeNull();
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}/api/oidc/auth`);
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/authorization-code/callback`);
  });

  it('shows a sign-in page and refuses a wrong password', async () => {
    const jar = new CookieJar();
    const start = await app.inject({ url: '/api/auth/redirect?state=s1' });
    jar.store(start);
    const auth = await app.inject({ url: pathOf(start.json<{ url: string }>().url), headers: { cookie: jar.header() } });
    jar.store(auth);
    const page = await app.inject({ url: pathOf(auth.headers.location as string), headers: { cookie: jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Loadline 2.0');
    const wrong = await app.inject({
      method: 'POST',
      url: `${pathOf(auth.headers.location as string)}/login`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=analyst%40gulfcoast-power.test&password=guess',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Invalid email or password.');
  });

  it('signs in, sets an HttpOnly SameSite=Lax session cookie and answers the user with products', async () => {
    const cb = await runProviderSignIn(app, { email: 'analyst@gulfcoast-power.test', password: DEMO_PASSWORD, redirectTo: '/overview' });
    const res = await userCall({ code: cb.code, state: cb.state, iss: cb.iss }, cb.jar);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: 'usr-gcp-analyst',
      email: 'analyst@gulfcoast-power.test',
      name: 'Gulf Coast Analyst',
      organization: 'Gulf Coast Power',
      redirectTo: '/overview',
    });
    expect(res.json<{ mods: string[] }>().mods).toEqual(expect.arrayContaining(['mod_risk', 'prod_risk_management', 'prod_pricing_management']));
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+;.*HttpOnly`, 'i'));
    expect(setCookie).toMatch(/SameSite=Lax/i);
    cb.jar.store(res);
    const again = await app.inject({ url: '/api/auth/redirect?state=x&redirectTo=/demand', headers: { cookie: cb.jar.header() } });
    expect(again.json()).toMatchObject({ url: '/demand', user: { email: 'analyst@gulfcoast-power.test' } });
  });

  it('rotates the session: the previous session cookie stops working', async () => {
    const first = await runProviderSignIn(app, { email: 'forecaster@gulfcoast-power.test', password: DEMO_PASSWORD });
    first.jar.store(await userCall({ code: first.code }, first.jar));
    const oldSession = first.jar.get(SESSION_COOKIE);
    // A fresh sign-in in a browser that still presents the old session cookie.
    const second = await runProviderSignIn(app, { email: 'forecaster@gulfcoast-power.test', password: DEMO_PASSWORD });
    const res = await app.inject({
      url: `/api/auth/user?code=${second.code}`,
      headers: { cookie: `${second.jar.header()}; ${SESSION_COOKIE}=${oldSession}` },
    });
    second.jar.store(res);
    expect(second.jar.get(SESSION_COOKIE)).toBeTruthy();
    expect(second.jar.get(SESSION_COOKIE)).not.toBe(oldSession);
    const stale = await app.inject({ url: '/api/auth/redirect?state=z', headers: { cookie: `${SESSION_COOKIE}=${oldSession}` } });
    expect(stale.json<{ user: unknown }>().user).toBeNull();
  });

  it('rejects a missing state, a replayed, mismatched or expired sign-in', async () => {
    expect((await app.inject({ url: '/api/auth/redirect' })).json()).toMatchObject({ message: AUTH_TEXTS.stateRequired });

    const cb = await runProviderSignIn(app, { email: 'analyst@lonestar-gas.test', password: DEMO_PASSWORD });
    const mismatched = await userCall({ code: cb.code, state: 'not-the-state' }, cb.jar);
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toMatchObject({ message: AUTH_TEXTS.stateMismatch });
    // The attempt is used up even by a failed call: replaying it finds nothing.
    const replay = await userCall({ code: cb.code, state: cb.state }, cb.jar);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: AUTH_TEXTS.noLogin });

    const ok = await runProviderSignIn(app, { email: 'analyst@lonestar-gas.test', password: DEMO_PASSWORD });
    expect((await userCall({ code: ok.code, state: ok.state }, ok.jar)).statusCode).toBe(200);
    expect((await userCall({ code: ok.code, state: ok.state }, ok.jar)).statusCode).toBe(400);

    const started = new CookieJar();
    started.store(await app.inject({ url: '/api/auth/redirect?state=s' }));
    const real = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => real() + LOGIN_ATTEMPT_TTL_MS + 1);
    try {
      const expired = await app.inject({ url: '/api/auth/user?code=c&state=s', headers: { cookie: started.header() } });
      expect(expired.json()).toMatchObject({ message: AUTH_TEXTS.expired });
    } finally {
      vi.restoreAllMocks();
    }
    // A forged attempt cookie is no attempt.
    const forged = await app.inject({ url: '/api/auth/user?code=c&state=s', headers: { cookie: 'loadline_login=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(forged.json()).toMatchObject({ message: AUTH_TEXTS.noLogin });
  });

  it('refuses a code issued for another sign-in attempt (PKCE and nonce bound to the browser)', async () => {
    const victim = await runProviderSignIn(app, { email: 'analyst@gulfcoast-power.test', password: DEMO_PASSWORD });
    const attacker = await runProviderSignIn(app, { email: 'analyst@lonestar-gas.test', password: DEMO_PASSWORD });
    const res = await userCall({ code: attacker.code }, victim.jar);
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie'] ?? '').not.toContain(`${SESSION_COOKIE}=`);
  });

  it('never redirects off the origin after sign-in', async () => {
    for (const target of ['//evil.example', '/\\evil.example', '%2F%2Fevil.example', 'javascript:alert(1)', '/\t/evil', '/\r\n/evil']) {
      const cb = await runProviderSignIn(app, { email: 'analyst@gulfcoast-power.test', password: DEMO_PASSWORD, redirectTo: target });
      const res = await userCall({ code: cb.code }, cb.jar);
      expect(res.json<{ redirectTo: string }>().redirectTo).toBe('/');
    }
  });

  it('ends the session on logout, and refuses a cross-site logout', async () => {
    const cb = await runProviderSignIn(app, { email: 'analyst@gulfcoast-power.test', password: DEMO_PASSWORD });
    cb.jar.store(await userCall({ code: cb.code }, cb.jar));
    const crossSite = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cb.jar.header(), origin: 'https://evil.example', 'x-loadline-request': '1' } });
    expect(crossSite.statusCode).toBe(403);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cb.jar.header(), 'x-loadline-request': '1', origin } });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ url: '/api/auth/redirect?state=q', headers: { cookie: cb.jar.header() } });
    expect(after.json<{ user: unknown }>().user).toBeNull();
  });

  it("ends the identity provider's session on logout too: the next sign-in asks for the password", async () => {
    /** Starts a sign-in in the browser of `jar`; where the provider's authorization endpoint sends it. */
    const nextStep = async (jar: CookieJar) => {
      const start = await app.inject({ url: '/api/auth/redirect?state=again', headers: { cookie: jar.header() } });
      jar.store(start);
      const authorize = await app.inject({ url: pathOf(start.json<{ url: string }>().url), headers: { cookie: jar.header() } });
      jar.store(authorize);
      expect(authorize.statusCode).toBe(303);
      return new URL(authorize.headers.location as string, origin);
    };
    const signedIn = async () => {
      const cb = await runProviderSignIn(app, { email: 'forecaster@gulfcoast-power.test', password: DEMO_PASSWORD });
      cb.jar.store(await userCall({ code: cb.code, state: cb.state, iss: cb.iss }, cb.jar));
      return cb.jar;
    };
    // Without logout the provider remembers the browser: a new sign-in goes straight back with a code.
    const kept = await signedIn();
    const browserOnly = new CookieJar();
    for (const name of ['_session', '_session.sig', '_session.legacy', '_session.legacy.sig']) {
      const value = kept.get(name);
      if (value) browserOnly.store({ cookies: [{ name, value }] } as never);
    }
    expect((await nextStep(browserOnly)).pathname).toBe('/authorization-code/callback');

    const jar = await signedIn();
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: jar.header(), 'x-loadline-request': '1', origin } });
    expect(out.statusCode).toBe(204);
    jar.store(out);
    const next = await nextStep(jar);
    expect(next.pathname).toMatch(/^\/api\/oidc\/interaction\//);
    const page = await app.inject({ url: `${next.pathname}${next.search}`, headers: { cookie: jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('type="password"');
  });
});

describe('sign-in over TLS', () => {
  it('names the session cookie __Host-loadline_session and marks it Secure', async () => {
    const tlsDb = await openDatabase({ path: ':memory:' });
    const tls = await createServer({ ctx: { db: tlsDb, origin: 'https://portal.gulfcoast-power.test' }, routes: [authPlugin] });
    try {
      const cb = await runProviderSignIn(tls, { email: 'analyst@gulfcoast-power.test', password: DEMO_PASSWORD });
      const res = await tls.inject({ url: `/api/auth/user?code=${cb.code}`, headers: { cookie: cb.jar.header() } });
      expect(res.statusCode).toBe(200);
      const session = (res.cookies as { name: string; secure?: boolean; path?: string; httpOnly?: boolean; sameSite?: string }[]).find((c) => c.name === '__Host-loadline_session');
      expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    } finally {
      await tls.close();
      await tlsDb.close();
    }
  });

  it('serves the sign-in page unframeable, uncached and script-free', async () => {
    const start = await app.inject({ url: '/api/auth/redirect?state=csp' });
    const jar = new CookieJar();
    jar.store(start);
    const auth = await app.inject({ url: pathOf(start.json<{ url: string }>().url), headers: { cookie: jar.header() } });
    jar.store(auth);
    const page = await app.inject({ url: pathOf(auth.headers.location as string), headers: { cookie: jar.header() } });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toContain('<script');
  });
});
