import { readPendingSignIn, startSignIn, type PendingSignIn, type SignInEnvironment } from '../signIn/signInState';
import { startEarlyCall } from './earlyCalls';

/**
 * The session check asked by the early entry, before the portal's code has loaded: every
 * signed-in screen first waits for GET /auth/redirect (spec part 2 section 4), so asking it here
 * takes one round trip and one render of 'Checking your session' off every first load.
 *
 * The early entry starts the sign-in exactly as the session hook would (a fresh nonce and the
 * current URL kept in local storage for 15 minutes) and asks GET /auth/redirect at the URL the
 * HTTP adapter writes; the hook then takes that sign-in ({@link takeEarlySignIn}), so its call is
 * answered by the early response.
 *
 * @module
 */

/** The name, on `window`, of the sign-in the early entry started (a {@link PendingSignIn}). */
export const EARLY_SIGN_IN_KEY = '__loadlineEarlySignIn';

/** The sign-in return path: it checks the stored sign-in, which a new one would replace. */
export const SIGN_IN_CALLBACK_PATH = '/authorization-code/callback';

/**
 * The URL of GET /auth/redirect for a started sign-in, as the HTTP adapter writes it (core's
 * buildQueryString: `state`, then `redirectTo`, each URI-encoded).
 *
 * @example sessionCheckUrl({ state: 'n1', returnTo: '/overview', expiresAt: 0 }) // '/api/auth/redirect?state=n1&redirectTo=%2Foverview'
 */
export function sessionCheckUrl(pending: PendingSignIn, base = '/api'): string {
  return `${base}/auth/redirect?state=${encodeURIComponent(pending.state)}&redirectTo=${encodeURIComponent(pending.returnTo)}`;
}

/**
 * Starts the sign-in of this page load and asks GET /auth/redirect for it, keeping the pending
 * response in the early calls' registry and the sign-in on `target`. Nothing on the sign-in
 * return path, whose stored sign-in must stay as the identity provider's answer expects it.
 *
 * @param location - the opened URL's path, query and hash.
 * @param nonce - a fresh unguessable value, e.g. `crypto.randomUUID()`.
 * @returns the started sign-in, or null on the return path.
 */
export function startEarlySession(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  env: SignInEnvironment,
  nonce: string,
  target: Record<string, unknown> = window as unknown as Record<string, unknown>,
  doFetch: typeof fetch = fetch,
): PendingSignIn | null {
  if (location.pathname === SIGN_IN_CALLBACK_PATH) return null;
  const pending = startSignIn(env, `${location.pathname}${location.search}${location.hash}`, nonce);
  // Same request as the adapter's auth.redirect: a redirect status is an answer, not followed.
  startEarlyCall(target, sessionCheckUrl(pending), { redirect: 'manual' }, doFetch);
  target[EARLY_SIGN_IN_KEY] = pending;
  return pending;
}

/** The name, on `window`, of the flag set once the early entry has sent the browser to the identity provider. */
export const EARLY_SIGN_IN_LEFT_KEY = '__loadlineLeftForSignIn';

/**
 * Follows a signed-out answer of the early session check at once: when GET /auth/redirect answers
 * no user (`{ url, user: null }`), the browser goes to `url`, the identity provider's sign-in, as
 * the session gate would, but without waiting for the portal's code (React, the router, the SDK:
 * over 500 KB) to download and run first. On a phone that code was most of the time before the
 * sign-in page appeared. The same nonce and return path are kept as the gate would keep them
 * ({@link startEarlySession}); the gate, if it runs meanwhile, does not leave a second time
 * ({@link leftForSignInEarly}). A signed-in answer, an error or an unreadable body does nothing:
 * the gate reads the same response (a copy is read here) and shows what it shows.
 *
 * @param response - the early GET /auth/redirect (its body is read from a clone).
 * @param leave - goes to a URL; `window.location.assign` in the browser.
 * @returns whether the browser was sent to the sign-in.
 */
export async function followEarlySignIn(
  response: Promise<Response>,
  leave: (url: string) => void,
  target: Record<string, unknown> = window as unknown as Record<string, unknown>,
): Promise<boolean> {
  try {
    const answer = await response;
    if (answer.status !== 200) return false;
    const body = (await answer.clone().json()) as { url?: unknown; user?: unknown } | null;
    if (body?.user !== null || typeof body.url !== 'string' || body.url === '') return false;
    target[EARLY_SIGN_IN_LEFT_KEY] = true;
    leave(body.url);
    return true;
  } catch {
    return false;
  }
}

/** Whether the early entry has already sent the browser to the sign-in ({@link followEarlySignIn}). */
export function leftForSignInEarly(source: Record<string, unknown> = window as unknown as Record<string, unknown>): boolean {
  return source[EARLY_SIGN_IN_LEFT_KEY] === true;
}

/**
 * Takes (once) the sign-in the early entry started, when it is still the one kept in storage and
 * still valid; null otherwise (no early entry ran, another tab started a sign-in since, or it
 * expired), and the session hook starts a new one.
 */
export function takeEarlySignIn(
  env: SignInEnvironment,
  source: Record<string, unknown> = window as unknown as Record<string, unknown>,
): PendingSignIn | null {
  const early = source[EARLY_SIGN_IN_KEY] as PendingSignIn | undefined;
  delete source[EARLY_SIGN_IN_KEY];
  if (!early) return null;
  const stored = readPendingSignIn(env.storage);
  if (stored?.state !== early.state || env.now() >= stored.expiresAt) return null;
  return stored;
}
