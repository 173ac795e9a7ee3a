import fastifyCookie from '@fastify/cookie';
import type { RoutePlugin } from '../server';
import { appState } from '../stores/index';
import type { AuthRuntime } from './requireUser';

/** Session cookie name over plain HTTP (local development, tests). */
export const SESSION_COOKIE = 'loadline_session';
/** Session cookie name over TLS: the `__Host-` prefix pins it to this host, path / and Secure. */
export const SESSION_COOKIE_TLS = '__Host-loadline_session';

/** True when the public origin is served over TLS. */
export function isTlsOrigin(origin: string): boolean {
  return origin.toLowerCase().startsWith('https://');
}

/**
 * Origins trusted in the `Origin` header of state-changing requests: the server's public origin
 * plus the comma-separated `LOADLINE_TRUSTED_ORIGINS` (e.g. a portal dev server proxying /api).
 */
export function trustedOrigins(origin: string, extra = process.env.LOADLINE_TRUSTED_ORIGINS ?? ''): string[] {
  return [origin, ...extra.split(',').map((o) => o.trim()).filter(Boolean)];
}

/**
 * The auth plugin: cookie parsing, `request.user`, and the `loadlineAuth` runtime that
 * `requireUser` reads. Registered first in `routes`; it shares the `/api` scope (it is not
 * encapsulated, like a fastify-plugin), so every later route plugin sees its decorations.
 */
export const authPlugin: RoutePlugin = async (api, { ctx }) => {
  const stores = await appState(ctx.db);
  await api.register(fastifyCookie);
  const runtime: AuthRuntime = {
    users: stores.users,
    sessions: stores.sessions,
    cookieName: () => (isTlsOrigin(ctx.origin) ? SESSION_COOKIE_TLS : SESSION_COOKIE),
    trustedOrigins: () => trustedOrigins(ctx.origin),
  };
  api.decorate('loadlineAuth', runtime);
  api.decorateRequest('user', null);
};

// Share the /api scope instead of creating a child context (what fastify-plugin does).
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: 'loadline-auth' });
