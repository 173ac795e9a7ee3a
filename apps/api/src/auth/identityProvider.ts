import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Provider from 'oidc-provider';
import type { UserStore } from '../stores/users';
import type { AuthStateStore } from '../stores/authState';
import { createIdpAdapterClass, createSharedIdpAdapterClass } from './idpStore';
import { hashPassword, verifyPassword } from './password';
import { renderSignInPage } from './signInPage';
import { DEVICE_COOKIE, DEVICE_COOKIE_TTL_MS, DeviceCookies } from './deviceCookie';
import { memorySignInGuard, SignInSlowdown, sharedSignInGuard } from './signInThrottle';

/** Path of the embedded identity provider, below the server's origin (inside the /api scope). */
export const EMBEDDED_IDP_PATH = '/api/oidc';

/** Options of {@link mountEmbeddedIdentityProvider}. */
export interface EmbeddedIdpOptions {
  /** Public origin of the server, e.g. http://localhost:3000 (read on first use, so it may be set after listen). */
  origin: () => string;
  /** Client id of the portal. */
  clientId: string;
  /** Client secret of the portal (random per process unless configured). */
  clientSecret: string;
  /** Redirect URI registered for the portal, e.g. {origin}/authorization-code/callback. */
  redirectUri: () => string;
  users: UserStore;
  /** Failed sign-in slowdown per account and address; a fresh one per provider by default. */
  slowdown?: SignInSlowdown;
  /** Device cookies of browsers that signed in (a fresh key per provider by default). */
  devices?: DeviceCookies;
  /**
   * Sign-in state shared by the API instances of a deployment (PostgreSQL): the provider's records
   * and failed sign-ins are kept there, and its signing and cookie keys come from `keys`, so a
   * sign-in begun on one instance finishes on any other. Absent: all in this process.
   */
  shared?: AuthStateStore;
  /** The provider's keys when they are shared: a private RSA JWK (with `kid`) and a cookie signing key. */
  keys?: IdpKeys;
}

/** Keys of the embedded provider that instances share; see {@link idpKeysOf}. */
export interface IdpKeys {
  signingJwk: Record<string, unknown>;
  cookieKey: string;
}

/** A new signing key pair (RSA 2048, as JWK with a random `kid`) and cookie key. */
function newIdpKeys(): IdpKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { signingJwk: { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex') }, cookieKey: randomBytes(32).toString('base64url') };
}

/**
 * The provider's keys every instance sharing `shared` uses: made and stored by the first instance
 * that asks (secret `idp-keys`), read by the others.
 */
export async function idpKeysOf(shared: AuthStateStore): Promise<IdpKeys> {
  return JSON.parse(await shared.secret('idp-keys', () => JSON.stringify(newIdpKeys()))) as IdpKeys;
}

/** The Cookie header's value of `name`, if sent. */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

let decoy: Promise<string> | undefined;
/** A hash of a random password, checked for unknown accounts. */
const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

/** Sign-in page error after too many failed attempts (answered 429, with Retry-After). */
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait a moment and try again.';

/** Answer (400) when the sign-in page is reached without a live sign-in of the identity provider. */
export const SIGN_IN_RESTART = 'This sign-in has expired or was not started here, please start again';

/** Headers of the sign-in page: never cached, never framed, no script, posts only to this origin. */
const SIGN_IN_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

type ForwardedRequest = IncomingMessage & { originalUrl?: string };

/** What the mounted provider offers the API's own routes. */
export interface EmbeddedIdp {
  /**
   * Ends the provider's login session of this browser (its signed `_session` cookie) when it is
   * `accountId`'s, so the next sign-in asks for the password again (OpenID Connect RP-Initiated
   * Logout 1.0 ends both sessions; here the RP and the OP are one server).
   */
  endSession(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<void>;
}

/**
 * Runs an OpenID Connect provider (oidc-provider 8) inside this Fastify server under
 * `/api/oidc`, with a sign-in page checking the users' scrypt-hashed passwords. Issuer:
 * `{origin}/api/oidc`. One confidential client (the portal), authorization code with PKCE only;
 * consent is implied for that first-party client. Signing key: a fresh RSA 2048 key per process
 * (sessions of the identity provider are in memory; the API's own sessions are in DuckDB).
 *
 * `api` must be the `/api`-prefixed scope; the routes are registered in their own child context
 * so their body parsers (raw stream for the provider, form for the sign-in page) stay local.
 */
export async function mountEmbeddedIdentityProvider(api: FastifyInstance, options: EmbeddedIdpOptions): Promise<EmbeddedIdp> {
  let provider: Provider | undefined;
  const providerFor = (): Provider => {
    if (provider) return provider;
    const keys = options.keys ?? newIdpKeys();
    provider = new Provider(`${options.origin()}${EMBEDDED_IDP_PATH}`, {
      adapter: options.shared ? createSharedIdpAdapterClass(options.shared.idp) : createIdpAdapterClass(),
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: [options.redirectUri()],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [{ ...keys.signingJwk, use: 'sig', alg: 'RS256' }] },
      // The provider and the portal share one origin, so no cookie needs to cross sites: Lax, not the
      // library's SameSite=None, which without Secure (an http origin) browsers refuse. Secure is set
      // by the provider itself when the origin is https.
      cookies: {
        keys: [keys.cookieKey],
        long: { sameSite: 'lax', httpOnly: true },
        short: { sameSite: 'lax', httpOnly: true },
      },
      // `organization` and `mods` (profile scope) let another Loadline deployment use this provider.
      claims: { openid: ['sub'], email: ['email'], profile: ['name', 'organization', 'mods'] },
      pkce: { required: () => true, methods: ['S256'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${EMBEDDED_IDP_PATH}/interaction/${interaction.uid}` },
      findAccount: async (_ctx: unknown, sub: string) => {
        const user = await options.users.byId(sub);
        if (!user) return undefined;
        return { accountId: sub, claims: async () => ({ sub, email: user.email, name: user.name, organization: user.organization, mods: user.mods }) };
      },
      // First-party client: a signed-in user is not asked for consent.
      loadExistingGrant: async (ctx: { oidc: { client: { clientId: string }; session: { accountId: string } } }) => {
        const { Grant } = providerFor();
        const grant = new Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      ttl: { Interaction: 15 * 60, Session: 12 * 60 * 60, AuthorizationCode: 60, IdToken: 60 * 60, AccessToken: 60 * 60, Grant: 12 * 60 * 60 },
    });
    provider.proxy = true;
    return provider;
  };

  // The provider builds its URLs from the configured public origin, never from client headers.
  const forward = (request: FastifyRequest): ForwardedRequest => {
    const req = request.raw as ForwardedRequest;
    const url = new URL(options.origin());
    req.headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
    req.headers['x-forwarded-host'] = url.host;
    return req;
  };

  await api.register(async (idp) => {
    // Leave the form body unread: the provider parses its own requests.
    idp.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const req = forward(request);
      const full = req.url ?? '/';
      req.originalUrl = full;
      req.url = full.slice(EMBEDDED_IDP_PATH.length) || '/';
      reply.hijack();
      await providerFor().callback()(req, reply.raw);
    };
    idp.route({ method: ['GET', 'POST'], url: '/oidc/*', handler: handle });
  });

  // Per account: an exponential delay after a few failures, never a lockout (SignInSlowdown).
  // Per client address: 100 failures in 15 minutes, whatever the accounts (an office shares one address).
  // With shared state both count across every instance (sharedSignInGuard).
  const guard = options.shared ? sharedSignInGuard(options.shared) : memorySignInGuard(options.slowdown ?? new SignInSlowdown());
  // A browser that signed in to an account passes that account's account-wide slowdown (OWASP device cookies).
  const devices = options.devices ?? new DeviceCookies();
  await api.register(async (ui) => {
    ui.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // A missing, expired or foreign interaction cookie: the sign-in must start again.
    ui.setErrorHandler((err, _request, reply) => {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 413 || status === 415) return reply.code(status).send({ message: (err as Error).message });
      return reply.code(400).send({ message: SIGN_IN_RESTART });
    });
    ui.get<{ Params: { uid: string } }>('/oidc/interaction/:uid', async (request, reply) => {
      const details = await providerFor().interactionDetails(forward(request), reply.raw);
      return reply.type('text/html').headers(SIGN_IN_PAGE_HEADERS).send(renderSignInPage({ uid: details.uid }));
    });
    ui.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      '/oidc/interaction/:uid/login',
      async (request, reply) => {
        const req = forward(request);
        const details = await providerFor().interactionDetails(req, reply.raw);
        const email = String(request.body?.email ?? '').slice(0, 254);
        const account = email.trim().toLowerCase();
        const device = devices.deviceOf(cookieOf(request.headers.cookie, DEVICE_COOKIE), account);
        const waitMs = await guard.waitMs(account, request.ip, device);
        if (waitMs > 0) {
          return reply
            .code(429)
            .type('text/html')
            .headers(SIGN_IN_PAGE_HEADERS)
            .header('retry-after', String(Math.ceil(waitMs / 1000)))
            .send(renderSignInPage({ uid: details.uid, email, error: TOO_MANY_ATTEMPTS }));
        }
        const user = await options.users.byEmail(email);
        // An unknown account costs the same scrypt work as a known one: no timing hint of who exists.
        const ok = (await verifyPassword(String(request.body?.password ?? ''), user?.passwordHash ?? (await decoyHash()))) && !!user?.passwordHash;
        if (ok) await guard.reset(account, request.ip, device);
        else await guard.fail(account, request.ip, device);
        if (!user || !ok) {
          return reply
            .code(401)
            .type('text/html')
            .headers(SIGN_IN_PAGE_HEADERS)
            .send(renderSignInPage({ uid: details.uid, email, error: 'Invalid email or password.' }));
        }
        const to = await providerFor().interactionResult(req, reply.raw, { login: { accountId: user.userId } }, { mergeWithLastSubmission: false });
        const secure = options.origin().startsWith('https:') ? '; Secure' : '';
        const deviceCookie = `${DEVICE_COOKIE}=${devices.issue(account)}; Path=${EMBEDDED_IDP_PATH}/interaction; Max-Age=${DEVICE_COOKIE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`;
        // Kept beside any cookie the provider set on the raw answer (Fastify's headers would replace them).
        const prior = reply.raw.getHeader('set-cookie');
        reply.raw.removeHeader('set-cookie');
        const cookies = [...(prior === undefined ? [] : [prior].flat().map(String)), deviceCookie];
        return reply.code(303).header('location', to).header('set-cookie', cookies).send();
      },
    );
  });

  return {
    async endSession(request, reply, accountId) {
      // No provider yet: nobody has signed in through it in this process (nor, with shared state, anywhere it could see).
      if (!provider && !options.shared) return;
      const session = await providerFor().Session.get({ req: forward(request), res: reply.raw });
      if (session.accountId === accountId) await session.destroy();
    },
  };
}
