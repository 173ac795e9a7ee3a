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

  /** The value of one cookie, if held. */
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

/** Cookie jar for `fetch` (one site): keeps name=value of every Set-Cookie. */
export class FetchJar {
  readonly cookies = new Map<string, string>();

  /** Keeps the cookies a response sets (and forgets the ones it expires). */
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  /** The Cookie header to send. */
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in over real HTTP (a listening server at `baseUrl`) through the embedded identity
 * provider, the way a browser does. Returns the headers of a signed-in call (session cookie,
 * `X-Loadline-Request: 1`, `Origin`).
 * @throws Error when a step answers something unexpected.
 */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<SessionHeaders> {
  const jar = new FetchJar();
  const get = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, baseUrl), { redirect: 'manual', ...init, headers: { cookie: jar.header(), ...(init.headers as Record<string, string>) } });
    jar.store(res);
    return res;
  };
  const state = `st-${Math.random().toString(36).slice(2)}`;
  const { url } = (await (await get(`/api/auth/redirect?state=${state}`)).json()) as { url: string };
  const interaction = (await get(url)).headers.get('location');
  if (!interaction) throw new Error('authorize did not redirect to the sign-in page');
  const form = await get(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const resume = form.headers.get('location');
  if (!resume) throw new Error(`sign-in form answered ${form.status}`);
  const callback = (await get(resume)).headers.get('location');
  if (!callback) throw new Error('resume did not redirect to the callback');
  const params = new URL(callback).searchParams;
  const user = await get(`/api/auth/user?${new URLSearchParams({ code: params.get('code') ?? '', state: params.get('state') ?? '' })}`);
  if (user.status !== 200) throw new Error(`/auth/user answered ${user.status}: ${await user.text()}`);
  return { cookie: jar.header(), 'x-loadline-request': '1', origin: new URL(baseUrl).origin };
}
