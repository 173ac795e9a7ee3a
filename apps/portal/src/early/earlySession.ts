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
