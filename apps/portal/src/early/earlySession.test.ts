import { createHttpAdapter } from '@loadline/core';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_STORAGE_KEY, SIGN_IN_VALIDITY_MS, readPendingSignIn, startSignIn, type SignInEnvironment } from '../signIn/signInState';
import { EARLY_CALLS_KEY, earlyFetch, startEarlyCalls, type EarlyCalls } from './earlyCalls';
import { EARLY_SIGN_IN_KEY, followEarlySignIn, leftForSignInEarly, startEarlySession, takeEarlySignIn } from './earlySession';

function memoryEnv(now = 1_000_000): SignInEnvironment & { store: Map<string, string> } {
  const store = new Map<string, string>();
  return {
    store,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
    now: () => now,
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const at = (path: string, search = '', hash = '') => ({ pathname: path, search, hash });

describe('early session check (spec part 2 section 4)', () => {
  it("starts the sign-in and asks GET /auth/redirect at the adapter's own URL, which the adapter then takes", async () => {
    const env = memoryEnv();
    const target: Record<string, unknown> = {};
    const early = vi.fn((_url: string | URL | Request, _init?: RequestInit) => Promise.resolve(json({ url: '/', user: null })));
    const pending = startEarlySession(at('/pricing/pricing-management/jobstatus', '?x=1 2', '#top'), env, 'nonce/1', target, early as unknown as typeof fetch);
    expect(pending).toEqual({ state: 'nonce/1', returnTo: '/pricing/pricing-management/jobstatus?x=1 2#top', expiresAt: 1_000_000 + SIGN_IN_VALIDITY_MS });
    expect(readPendingSignIn(env.storage)).toEqual(pending);
    const [url, init] = early.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', redirect: 'manual', headers: { 'X-Loadline-Request': '1' } });

    const network = vi.fn((_url: string | URL | Request, _init?: RequestInit) => Promise.resolve(json({ url: '/', user: null })));
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: earlyFetch(target, network as unknown as typeof fetch) });
    const taken = takeEarlySignIn(env, target);
    expect(taken).toEqual(pending);
    await adapter.auth.redirect({ state: taken?.state ?? '', redirectTo: taken?.returnTo ?? '' });
    expect(network).not.toHaveBeenCalled();
    expect((target[EARLY_CALLS_KEY] as EarlyCalls).has(String(url))).toBe(false);
    // The adapter writes the same URL for a second ask, which goes to the network.
    await adapter.auth.redirect({ state: 'nonce/1', redirectTo: pending?.returnTo ?? '' });
    expect(network.mock.calls[0]?.[0]).toBe(url);
  });

  it('shares the registry with the early data calls', () => {
    const target: Record<string, unknown> = {};
    const answer = (() => Promise.resolve(json([]))) as unknown as typeof fetch;
    startEarlySession(at('/overview'), memoryEnv(), 'n', target, answer);
    startEarlyCalls('/overview', target, answer);
    expect([...(target[EARLY_CALLS_KEY] as EarlyCalls).keys()]).toEqual([
      '/api/auth/redirect?state=n&redirectTo=%2Foverview',
      '/api/user/v1/user/config/dashboards',
      '/api/user/v1/user/cards/overview',
    ]);
  });

  it('leaves the sign-in return path alone: its stored sign-in is what the identity provider answers', () => {
    const env = memoryEnv();
    const started = startSignIn(env, '/overview', 'kept');
    const target: Record<string, unknown> = {};
    const early = vi.fn();
    expect(startEarlySession(at('/authorization-code/callback', '?code=c&state=kept'), env, 'other', target, early as unknown as typeof fetch)).toBeNull();
    expect(early).not.toHaveBeenCalled();
    expect(readPendingSignIn(env.storage)).toEqual(started);
    expect(target[EARLY_SIGN_IN_KEY]).toBeUndefined();
  });

  it('gives its sign-in once, and never one that another tab replaced or that expired', () => {
    const env = memoryEnv();
    const target: Record<string, unknown> = {};
    const answer = (() => Promise.resolve(json({}))) as unknown as typeof fetch;
    startEarlySession(at('/'), env, 'first', target, answer);
    expect(takeEarlySignIn(env, target)?.state).toBe('first');
    expect(takeEarlySignIn(env, target)).toBeNull();

    startEarlySession(at('/'), env, 'second', target, answer);
    startSignIn(env, '/overview', 'other tab');
    expect(takeEarlySignIn(env, target)).toBeNull();

    startEarlySession(at('/'), env, 'third', target, answer);
    const later = { ...env, now: () => 1_000_000 + SIGN_IN_VALIDITY_MS };
    expect(takeEarlySignIn(later, target)).toBeNull();
    expect(env.store.has(SIGN_IN_STORAGE_KEY)).toBe(true);
  });

  it('goes to the sign-in as soon as the early check answers no user, and the adapter still reads the same answer', async () => {
    const env = memoryEnv();
    const target: Record<string, unknown> = {};
    const answer = { url: 'http://localhost/api/oidc/auth?client_id=portal&state=n', user: null };
    const pending = startEarlySession(at('/overview'), env, 'n', target, (() => Promise.resolve(json(answer))) as unknown as typeof fetch);
    const check = (target[EARLY_CALLS_KEY] as EarlyCalls).get('/api/auth/redirect?state=n&redirectTo=%2Foverview');
    const leave = vi.fn();
    expect(await followEarlySignIn(check?.response ?? Promise.reject(new Error('no early check')), leave, target)).toBe(true);
    expect(leave).toHaveBeenCalledExactlyOnceWith(answer.url);
    expect(leftForSignInEarly(target)).toBe(true);
    // The return path and nonce stay kept for the callback.
    expect(readPendingSignIn(env.storage)).toEqual(pending);
    const adapter = createHttpAdapter({ baseUrl: '/api', fetch: earlyFetch(target, vi.fn() as unknown as typeof fetch) });
    expect(await adapter.auth.redirect({ state: 'n', redirectTo: '/overview' })).toEqual(answer);
  });

  it('stays for a signed-in answer, an error status, a body that is not an answer, and a failed call', async () => {
    const user = { userId: 'u', name: 'Gulf Coast Analyst' };
    const cases: Promise<Response>[] = [
      Promise.resolve(json({ url: '/overview', user })),
      Promise.resolve(new Response(JSON.stringify({ message: 'Too many sign-in attempts' }), { status: 429 })),
      Promise.resolve(new Response('<html>', { status: 200 })),
      Promise.resolve(json({ user: null })),
      Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const response of cases) {
      const target: Record<string, unknown> = {};
      const leave = vi.fn();
      expect(await followEarlySignIn(response, leave, target)).toBe(false);
      expect(leave).not.toHaveBeenCalled();
      expect(leftForSignInEarly(target)).toBe(false);
    }
  });
});
