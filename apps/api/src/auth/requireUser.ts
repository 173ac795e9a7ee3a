import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../stores/sessions';
import type { UserRecord, UserStore } from '../stores/users';
import { isSafeMethod, passesCsrfCheck } from './csrf';

/**
 * The signed-in user on `request.user`: the spec's User (part 2 section 3: userId, email, name,
 * mods, organization) plus `orgId`, the organisation id every listing is scoped to.
 */
export type SessionUser = UserRecord;

/** What {@link requireUser} needs; the auth plugin decorates the `/api` scope with it. */
export interface AuthRuntime {
  users: UserStore;
  sessions: SessionStore;
  /** Name of the session cookie (`__Host-loadline_session` over TLS, `loadline_session` otherwise). */
  cookieName(): string;
  /** Origins accepted in the `Origin` header of state-changing requests. */
  trustedOrigins(): readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the auth plugin; read by {@link requireUser}. */
    loadlineAuth?: AuthRuntime;
  }
  interface FastifyRequest {
    /** The signed-in user, set by {@link requireUser}; null before it ran or when anonymous. */
    user: SessionUser | null;
  }
}

/** Message of the 401 answer. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
/** Message of the 403 answer to a state-changing request that fails the cross-site check. */
export const CSRF_MESSAGE = 'Cross-site request refused';

/** Reads the session token from the request's cookies (parsing the header when no cookie hook ran). */
export function sessionToken(request: FastifyRequest, auth: AuthRuntime): string | undefined {
  const name = auth.cookieName();
  const parsed = request.cookies?.[name];
  if (parsed !== undefined) return parsed;
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Resolves the signed-in user of a request from its session cookie, or null. */
export async function userOfRequest(request: FastifyRequest, auth: AuthRuntime): Promise<SessionUser | null> {
  const token = sessionToken(request, auth);
  if (!token) return null;
  const userId = await auth.sessions.resolve(token);
  return userId ? auth.users.byId(userId) : null;
}

/**
 * Fastify hook (onRequest or preHandler) for every route that needs a signed-in user: sets `request.user`
 * ({@link SessionUser}) from the session cookie, or answers 401 `{ message: 'Unauthorized' }`.
 * State-changing methods (anything but GET, HEAD, OPTIONS) must also pass the cross-site check
 * (`X-Loadline-Request: 1`, trusted `Origin`), else 403.
 *
 * Needs the auth plugin (`authPlugin`, first in `routes`) registered in the same `/api` scope.
 *
 * @example api.get('/druid/api/v2/datasources/:ds', { preHandler: requireUser }, handler)
 * @example api.addHook('onRequest', requireUser) // every route of a plugin, before any body is read
 * @throws Error when the auth plugin is not registered (a wiring mistake, answered as 500).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const auth = request.server.loadlineAuth;
  if (!auth) throw new Error('requireUser: register authPlugin before the routes that use it');
  // Already checked for this request (an onRequest guard, then a route plugin's own preHandler).
  if (request.user) return undefined;
  const user = await userOfRequest(request, auth);
  if (!user) {
    await reply.code(401).send({ message: UNAUTHORIZED_MESSAGE });
    return reply;
  }
  if (!isSafeMethod(request.method) && !passesCsrfCheck(request, auth.trustedOrigins())) {
    await reply.code(403).send({ message: CSRF_MESSAGE });
    return reply;
  }
  request.user = user;
  return undefined;
}
