/**
 * The browser's half of sign-in (spec part 2 section 4 "Login", section 9 "Login redirect
 * validity 15 minutes"): before leaving for the identity provider, a nonce (sent as the OpenID
 * Connect `state`) and the URL to return to are kept in local storage for 15 minutes; on return
 * to /authorization-code/callback the `state` must match and not be expired.
 *
 * Pure: the clock, the storage and the nonce source are passed in, so every rule is testable.
 *
 * @module
 */

/** How long a started sign-in stays valid, ms (spec part 2 section 9: 15 minutes). */
export const SIGN_IN_VALIDITY_MS = 15 * 60_000;

/** The local storage key holding the pending sign-in. */
export const SIGN_IN_STORAGE_KEY = 'loadline.signIn';

/** The part of the Web Storage API this module uses (`window.localStorage` fits). */
export type SignInStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A started sign-in as kept in storage. */
export interface PendingSignIn {
  /** The nonce sent to the identity provider as `state`. */
  state: string;
  /** Same-origin path (with query and hash) to land on after sign-in, e.g. `/overview?x=1`. */
  returnTo: string;
  /** Epoch ms after which the sign-in is refused. */
  expiresAt: number;
}

/** What the platform gives the sign-in logic. */
export interface SignInEnvironment {
  storage: SignInStorage;
  /** Current time, epoch ms. */
  now: () => number;
}

/** The outcome of checking a return from the identity provider. */
export type SignInReturnCheck =
  | { ok: true; returnTo: string }
  | { ok: false; reason: 'not-started' | 'state-mismatch' | 'expired' };

/**
 * Keeps a path only when it is same-origin and absolute (`/x`), so a crafted return URL can never
 * send the user to another site; anything else becomes `/`.
 *
 * @example safeReturnPath('//evil.example/x') // '/'
 */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  return path;
}

/**
 * Starts a sign-in: stores a fresh nonce and the return path, valid {@link SIGN_IN_VALIDITY_MS}.
 * A sign-in started earlier in this browser is replaced (the identity provider answers the last).
 *
 * @param nonce - a fresh unguessable value, e.g. `crypto.randomUUID()`.
 * @returns the stored entry; its `state` is what to send to GET /auth/redirect.
 * @example
 * const { state } = startSignIn({ storage: localStorage, now: Date.now }, '/overview', crypto.randomUUID());
 */
export function startSignIn(env: SignInEnvironment, returnTo: string, nonce: string): PendingSignIn {
  const pending: PendingSignIn = { state: nonce, returnTo: safeReturnPath(returnTo), expiresAt: env.now() + SIGN_IN_VALIDITY_MS };
  env.storage.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify(pending));
  return pending;
}

/** The stored sign-in, or null when none is stored or the stored value is not one. */
export function readPendingSignIn(storage: SignInStorage): PendingSignIn | null {
  const raw = storage.getItem(SIGN_IN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn> | null;
    if (typeof value?.state !== 'string' || typeof value.returnTo !== 'string' || typeof value.expiresAt !== 'number') return null;
    return { state: value.state, returnTo: value.returnTo, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

/**
 * Checks the `state` the identity provider sent back against the stored sign-in and consumes the
 * stored entry (a second return with the same state finds none). Refused when nothing was started
 * in this browser, when the state differs (a forged or crossed return), or when 15 minutes have
 * passed (the entry expires at `expiresAt`, inclusive).
 *
 * @example
 * const check = checkSignInReturn(env, new URLSearchParams(location.search).get('state'));
 * if (check.ok) navigate(check.returnTo);
 */
export function checkSignInReturn(env: SignInEnvironment, state: string | null): SignInReturnCheck {
  const pending = readPendingSignIn(env.storage);
  env.storage.removeItem(SIGN_IN_STORAGE_KEY);
  if (!pending) return { ok: false, reason: 'not-started' };
  if (!state || state !== pending.state) return { ok: false, reason: 'state-mismatch' };
  if (env.now() >= pending.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, returnTo: safeReturnPath(pending.returnTo) };
}

/** Forgets a started sign-in (e.g. when the session turned out to exist already). */
export function clearPendingSignIn(storage: SignInStorage): void {
  storage.removeItem(SIGN_IN_STORAGE_KEY);
}
