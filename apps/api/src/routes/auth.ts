import { expandMods, type User } from '@loadline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSafeMethod, passesCsrfCheck } from '../auth/csrf';
import { newPkce, type OidcClient, type VerifiedIdentity } from '../auth/oidcClient';
import { CSRF_MESSAGE, sessionToken, userOfRequest, type AuthRuntime } from '../auth/requireUser';
import { safeRedirectPath } from '../auth/safeRedirect';
import { LoginAttemptSeal } from '../auth/loginAttempt';
import { memoryStartLimit, RateLimit, sharedStartLimit } from '../auth/signInThrottle';
import type { Stores } from '../stores/index';
import { LOGIN_ATTEMPT_TTL_MS, SESSION_TTL_MS } from '../stores/sessions';
import type { UserRecord } from '../stores/users';

/** Texts of the sign-in answers (400 unless noted). */
export const AUTH_TEXTS = {
  stateRequired: 'A state is required to start signing in',
  codeRequired: 'An authorization code is required',
  noLogin: 'Sign-in was not started in this browser or was already completed',
  stateMismatch: 'The sign-in state does not match',
  expired: 'The sign-in has expired, please sign in again',
  /** 401 */
  failed: 'Sign-in failed',
  /** 403 */
  noOrganization: 'Your account has no organisation in Loadline',
  /** 429 */
  tooManyStarts: 'Too many sign-ins started from your address. Please wait a minute and try again.',
} as const;

/** Sign-ins one client address may start per minute (each keeps a 15-minute attempt server-side). */
export const SIGN_IN_STARTS_PER_MINUTE = 120;

/** What the auth routes need. */
export interface AuthRoutesOptions {
  stores: Stores;
  runtime: AuthRuntime;
  oidc: OidcClient;
  /** True when the origin is served over TLS (Secure cookies, `__Host-` names). */
  tls: () => boolean;
  /** Maps a verified identity to a stored user; null when the account cannot be used here. */
  resolveIdentity: (identity: VerifiedIdentity) => Promise<UserRecord | null>;
  /**
   * Ends the identity provider's own session of this browser at logout (the embedded provider),
   * so the next sign-in asks for the password again.
   */
  endProviderSession?: (request: FastifyRequest, reply: FastifyReply, user: UserRecord) => Promise<void>;
  /** Sign-in starts per client address; {@link SIGN_IN_STARTS_PER_MINUTE} a minute by default. */
  startLimit?: RateLimit;
  /** Seals started sign-ins into their cookie; a fresh key per process by default. */
  attempts?: LoginAttemptSeal;
}

/** The user answer of spec part 2 section 3; `mods` expanded with the products they grant (section 6). */
export function toUserAnswer(user: UserRecord): User {
  return { userId: user.userId, email: user.email, name: user.name, mods: expandMods(user.mods), organization: user.organization };
}

const first = (v: unknown): string | undefined => (Array.isArray(v) ? first(v[0]) : typeof v === 'string' ? v : undefined);

/**
 * GET /auth/redirect, GET /auth/user and POST /auth/logout (spec part 2 section 7
 * "Authentication and user"; OpenID Connect Core 1.0 authorization code flow with PKCE).
 *
 * - redirect?state=S[&redirectTo=/path]: signed in, `{ url: <same-origin path>, user }`;
 *   otherwise `{ url: <authorization URL>, user: null }` and a 15-minute sign-in attempt
 *   (state, nonce, PKCE verifier) sealed in an HttpOnly cookie of this browser, nothing stored
 *   server-side ({@link LoginAttemptSeal}); at most
 *   {@link SIGN_IN_STARTS_PER_MINUTE} starts per client address a minute (429 beyond).
 * - user?code=C[&state=S][&iss=I]: takes the attempt once (a replay finds none), checks state and
 *   expiry, exchanges the code, rotates the session and sets the session cookie. Answers the user
 *   plus `redirectTo`, the same-origin path to go to.
 * - logout: ends the session and clears the cookie (204); with the embedded identity provider it
 *   also ends the provider's session of this browser, so signing in again asks for the password.
 */
export async function registerAuthRoutes(api: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { stores, runtime, oidc } = options;
  const loginCookie = () => (options.tls() ? '__Host-loadline_login' : 'loadline_login');
  const cookieOptions = (maxAgeMs: number) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.tls(),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
  const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });
  // With shared sign-in state (PostgreSQL), starts are counted and attempts taken once across every instance.
  const shared = options.stores.authState;
  const startLimit =
    shared && !options.startLimit
      ? sharedStartLimit(shared, SIGN_IN_STARTS_PER_MINUTE, 60_000)
      : memoryStartLimit(options.startLimit ?? new RateLimit(SIGN_IN_STARTS_PER_MINUTE, 60_000));
  const attempts = options.attempts ?? new LoginAttemptSeal();

  api.get('/auth/redirect', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => {
    const state = first(request.query.state);
    const redirectTo = safeRedirectPath(first(request.query.redirectTo) ?? '/');
    const user = await userOfRequest(request, runtime);
    if (user) return { url: redirectTo, user: toUserAnswer(user) };
    if (!state || state.length > 512) return fail(reply, 400, AUTH_TEXTS.stateRequired);
    // Nothing is stored server-side (the attempt is sealed in its cookie), and starts are limited per address.
    const start = await startLimit.take(request.ip);
    if (!start.ok) {
      void reply.header('retry-after', String(start.retryAfterSeconds));
      return fail(reply, 429, AUTH_TEXTS.tooManyStarts);
    }
    const { codeVerifier, codeChallenge, nonce } = await newPkce();
    const token = attempts.seal({ state, nonce, codeVerifier, redirectTo, expiresAt: Date.now() + LOGIN_ATTEMPT_TTL_MS });
    reply.setCookie(loginCookie(), token, cookieOptions(LOGIN_ATTEMPT_TTL_MS));
    return { url: await oidc.authorizationUrl({ state, nonce, codeChallenge }), user: null };
  });

  api.get('/auth/user', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => {
    const code = first(request.query.code);
    const state = first(request.query.state);
    const iss = first(request.query.iss);
    const attemptToken = request.cookies[loginCookie()];
    reply.clearCookie(loginCookie(), { path: '/' });
    if (!code) return fail(reply, 400, AUTH_TEXTS.codeRequired);
    const attempt = !attemptToken ? null : shared ? await attempts.takeShared(attemptToken, (id, until) => shared.useOnce(id, until)) : attempts.take(attemptToken);
    if (!attempt) return fail(reply, 400, AUTH_TEXTS.noLogin);
    if (state !== undefined && state !== attempt.state) return fail(reply, 400, AUTH_TEXTS.stateMismatch);
    if (attempt.expiresAt <= Date.now()) return fail(reply, 400, AUTH_TEXTS.expired);
    let identity: VerifiedIdentity;
    try {
      identity = await oidc.exchange({ code, state: attempt.state, iss, nonce: attempt.nonce, codeVerifier: attempt.codeVerifier });
    } catch (err) {
      request.log.warn({ err }, 'authorization code exchange failed');
      return fail(reply, 401, AUTH_TEXTS.failed);
    }
    const user = await options.resolveIdentity(identity);
    if (!user) return fail(reply, 403, AUTH_TEXTS.noOrganization);
    // Session rotation: whatever session this browser had ends; a new token is issued.
    const previous = sessionToken(request, runtime);
    if (previous) await stores.sessions.destroy(previous);
    const token = await stores.sessions.create(user.userId);
    reply.setCookie(runtime.cookieName(), token, cookieOptions(SESSION_TTL_MS));
    return { ...toUserAnswer(user), redirectTo: attempt.redirectTo };
  });

  api.post('/auth/logout', async (request, reply) => {
    const token = sessionToken(request, runtime);
    if (token && !isSafeMethod(request.method) && !passesCsrfCheck(request, runtime.trustedOrigins())) {
      return fail(reply, 403, CSRF_MESSAGE);
    }
    if (token) {
      const user = options.endProviderSession ? await userOfRequest(request, runtime) : null;
      if (user && options.endProviderSession) await options.endProviderSession(request, reply, user);
      await stores.sessions.destroy(token);
    }
    reply.clearCookie(runtime.cookieName(), { path: '/' });
    return reply.code(204).send();
  });
}
