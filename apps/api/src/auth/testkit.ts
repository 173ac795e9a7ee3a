import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Test support: a cookie jar for `app.inject` and the whole sign-in through the embedded
 * identity provider, as a browser does it. Used by the API's tests and the bench script.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps the cookies a response sets (and forgets the ones it expires). */
  store(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  /** The Cookie header to send. */
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** Path and query of an absolute or relative URL. */
export function pathOf(url: string): string {
  const u = new URL(url, 'http://localhost');
  return `${u.pathname}${u.search}`;
}

/** Where the embedded provider sent the browser back to (the callback's query). */
export interface CallbackResult {
  jar: CookieJar;
  code: string;
  state: string;
  iss: string;
}

/**
 * Signs in through the embedded identity provider up to the callback: starts with
 * GET /api/auth/redirect, submits the sign-in form, follows the provider's redirects.
 * @throws Error when a step answers something unexpected.
 */
export async function runProviderSignIn(
  app: FastifyInstance,
  options: { email: string; password: string; state?: string; redirectTo?: string; jar?: CookieJar },
): Promise<CallbackResult> {
  const jar = options.jar ?? new CookieJar();
  const state = options.state ?? `st-${Math.random().toString(36).slice(2)}`;
  const query = new URLSearchParams({ state, ...(options.redirectTo === undefined ? {} : { redirectTo: options.redirectTo }) });
  const start = await app.inject({ url: `/api/auth/redirect?${query}`, headers: { cookie: jar.header() } });
  jar.store(start);
  const { url } = start.json<{ url: string }>();
  let res = await app.inject({ url: pathOf(url), headers: { cookie: jar.header() } });
  jar.store(res);
  if (res.statusCode !== 303 || !res.headers.location) throw new Error(`authorize answered ${res.statusCode}: ${res.body}`);
  const interaction = pathOf(res.headers.location);
  res = await app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: options.email, password: options.password }).toString(),
  });
  jar.store(res);
  if (res.statusCode !== 303 || !res.headers.location) throw new Error(`sign-in form answered ${res.statusCode}`);
  res = await app.inject({ url: pathOf(res.headers.location), headers: { cookie: jar.header() } });
  jar.store(res);
  if (res.statusCode !== 303 || !res.headers.location) throw new Error(`resume answered ${res.statusCode}: ${res.body}`);
  const callback = new URL(res.headers.location);
  return {
    jar,
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    iss: callback.searchParams.get('iss') ?? '',
  };
}

/** Full sign-in: provider round trip, then GET /api/auth/user. Returns the jar holding the session. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<CookieJar> {
  const cb = await runProviderSignIn(app, { email, password });
  const res = await app.inject({
    url: `/api/auth/user?${new URLSearchParams({ code: cb.code, state: cb.state, iss: cb.iss })}`,
    headers: { cookie: cb.jar.header() },
  });
  cb.jar.store(res);
  if (res.statusCode !== 200) throw new Error(`/auth/user answered ${res.statusCode}: ${res.body}`);
  return cb.jar;
}

/** Headers of a signed-in browser call: session cookie, the adapter's request header and the origin. */
export interface SessionHeaders {
  cookie: string;
  'x-loadline-request': '1';
  origin: string;
  [name: string]: string;
}

/** A session for `userId` made directly in the store (fast; the full flow is covered by the sign-in tests). */
export async function sessionHeadersFor(
  sessions: { create(userId: string): Promise<string> },
  userId: string,
  origin: string,
  cookieName = 'loadline_session',
): Promise<SessionHeaders> {
  return { cookie: `${cookieName}=${await sessions.create(userId)}`, 'x-loadline-request': '1', origin };
}
