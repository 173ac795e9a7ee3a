import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { registerAuthRoutes } from '../routes/auth';
import type { RoutePlugin } from '../server';
import { appState } from '../appState';
import { type Stores } from '../stores/index';
import { DeviceCookies } from './deviceCookie';
import { EMBEDDED_IDP_PATH, idpKeysOf, mountEmbeddedIdentityProvider, type EmbeddedIdp } from './identityProvider';
import { LoginAttemptSeal } from './loginAttempt';
import { createOidcClient, type OidcClientSettings, type VerifiedIdentity } from './oidcClient';
import type { AuthRuntime } from './requireUser';
import type { UserRecord } from '../stores/users';

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
 * Identity provider settings from the environment. Without `LOADLINE_OIDC_ISSUER` the embedded
 * provider under `/api/oidc` is used, with a client secret made up per process.
 * - LOADLINE_OIDC_ISSUER, LOADLINE_OIDC_CLIENT_ID, LOADLINE_OIDC_CLIENT_SECRET: the deployment's IdP.
 * - LOADLINE_OIDC_REDIRECT_URI: default `{origin}/authorization-code/callback` (the portal's route).
 */
export function oidcSettingsFromEnv(origin: () => string, env: NodeJS.ProcessEnv = process.env) {
  const embedded = !env.LOADLINE_OIDC_ISSUER;
  const clientSecret = env.LOADLINE_OIDC_CLIENT_SECRET ?? randomBytes(32).toString('base64url');
  return {
    embedded,
    clientId: env.LOADLINE_OIDC_CLIENT_ID ?? 'loadline-portal',
    clientSecret,
    issuer: () => env.LOADLINE_OIDC_ISSUER ?? `${origin()}${EMBEDDED_IDP_PATH}`,
    redirectUri: () => env.LOADLINE_OIDC_REDIRECT_URI ?? `${origin()}/authorization-code/callback`,
  };
}

/** Fetch that answers from this very server (the embedded provider), without a network hop. */
function inProcessFetch(app: FastifyInstance): NonNullable<OidcClientSettings['fetch']> {
  return async (url, init) => {
    const target = new URL(url);
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    const res = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...init.headers, host: target.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/**
 * Maps a verified identity to a user. Embedded provider: `sub` is the user id. A deployment's
 * IdP: the user with that e-mail, else one provisioned from the `organization` claim (joined to
 * the organisation of that name, or a new one) and the `mods` claim when it is a list; without an
 * organisation (or an e-mail) the account is refused (null).
 */
export function identityResolver(stores: Stores, embedded: boolean) {
  return async (identity: VerifiedIdentity): Promise<UserRecord | null> => {
    if (embedded) return stores.users.byId(identity.sub);
    // An address the IdP says it has not verified never matches, nor provisions, an account.
    if (identity.claims.email_verified === false) return null;
    if (identity.email) {
      const known = await stores.users.byEmail(identity.email);
      if (known) return known;
    }
    const organization = typeof identity.claims.organization === 'string' ? identity.claims.organization.trim() : '';
    if (!organization || !identity.email) return null;
    let orgId = await stores.users.orgIdByName(organization);
    if (!orgId) {
      orgId = `org-${organization.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      await stores.users.upsertOrg({ id: orgId, name: organization });
    }
    const mods = Array.isArray(identity.claims.mods) ? identity.claims.mods.filter((m): m is string => typeof m === 'string') : [];
    const userId = `oidc-${identity.sub}`;
    await stores.users.upsertUser({ userId, email: identity.email, name: identity.name ?? identity.email, orgId, mods }, null);
    return stores.users.byId(userId);
  };
}

/**
 * The auth plugin: cookie parsing, `request.user`, the `loadlineAuth` runtime that
 * `requireUser` reads, the sign-in routes (/auth/*) and, unless a deployment names its own
 * issuer, the embedded identity provider (/oidc). Registered first in `routes`; it shares the
 * `/api` scope (it is not encapsulated, like a fastify-plugin), so later plugins see its decorations.
 */
export function createAuthPlugin(env: NodeJS.ProcessEnv = process.env): RoutePlugin {
  const plugin: RoutePlugin = async (api, { ctx }) => {
    const stores = await appState(ctx.db);
    // The configured origin may carry a path or a trailing slash; only scheme, host and port count.
    const origin = () => new URL(ctx.origin).origin;
    await api.register(fastifyCookie);
    const runtime: AuthRuntime = {
      users: stores.users,
      sessions: stores.sessions,
      cookieName: () => (isTlsOrigin(origin()) ? SESSION_COOKIE_TLS : SESSION_COOKIE),
      trustedOrigins: () => trustedOrigins(origin()),
    };
    api.decorate('loadlineAuth', runtime);
    api.decorateRequest('user', null);

    const settings = oidcSettingsFromEnv(origin, env);
    // Instances sharing a PostgreSQL database share the sign-in keys too (made by the first one), so a
    // sign-in begun on one finishes on another; alone, each process makes its own.
    const shared = stores.authState;
    const key = (name: string) => shared!.secret(name, () => randomBytes(32).toString('base64url'));
    if (shared && settings.embedded && env.LOADLINE_OIDC_CLIENT_SECRET === undefined) settings.clientSecret = await key('oidc-client-secret');
    const attempts = shared ? new LoginAttemptSeal(Buffer.from(await key('login-attempt-key'), 'base64url')) : undefined;
    let idp: EmbeddedIdp | undefined;
    if (settings.embedded) {
      idp = await mountEmbeddedIdentityProvider(api, {
        origin,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        redirectUri: settings.redirectUri,
        users: stores.users,
        ...(shared ? { shared, keys: await idpKeysOf(shared), devices: new DeviceCookies(Buffer.from(await key('device-cookie-key'), 'base64url')) } : {}),
      });
    }
    const oidc = createOidcClient(() => ({
      issuer: settings.issuer(),
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      redirectUri: settings.redirectUri(),
      ...(settings.embedded ? { fetch: inProcessFetch(api) } : {}),
    }));
    await registerAuthRoutes(api, {
      stores,
      runtime,
      oidc,
      tls: () => isTlsOrigin(origin()),
      resolveIdentity: identityResolver(stores, settings.embedded),
      ...(attempts ? { attempts } : {}),
      // Embedded provider: its `sub` is the user id, and its session ends with ours.
      ...(idp ? { endProviderSession: (request, reply, user) => idp.endSession(request, reply, user.userId) } : {}),
    });
  };
  // Share the /api scope instead of creating a child context (what fastify-plugin does).
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: 'loadline-auth' });
  return plugin;
}

/** The auth plugin configured from `process.env`; first in `routes`. */
export const authPlugin: RoutePlugin = createAuthPlugin();
