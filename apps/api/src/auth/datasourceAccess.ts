import { productsForMods } from '@loadline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getDatasource, type DatasourceMeta } from '../data/registry';
import { unknownDatasource } from '../query/errors';
import type { RoutePlugin } from '../server';
import { requireUser, type SessionUser } from './requireUser';

/** Message of the 403 answer when the user's mods grant no product that reads a datasource. */
export const DATASOURCE_NOT_GRANTED = 'Your modules do not include this data';

/**
 * Whether `user` may read `meta` (spec part 2 section 6, product access by mods): a datasource
 * owned by an organisation is that organisation's only ('hidden', answered as an unknown one);
 * one limited to products needs a mod granting one of them ('denied').
 */
export function datasourceAccess(user: Pick<SessionUser, 'orgId' | 'mods'>, meta: DatasourceMeta): 'allowed' | 'hidden' | 'denied' {
  if (meta.ownerOrgId !== undefined && meta.ownerOrgId !== user.orgId) return 'hidden';
  if (meta.products === undefined) return 'allowed';
  const granted = productsForMods(user.mods) as ReadonlySet<string>;
  return meta.products.some((p) => granted.has(p)) ? 'allowed' : 'denied';
}

/**
 * Why `user` may not read the datasource `name` ({@link datasourceAccess}): 404 as if unknown for
 * another organisation's, 403 for one their mods do not grant; null when they may. Shared by the
 * onRequest hook of the single routes and each item of a query batch.
 */
export function datasourceRefusal(user: Pick<SessionUser, 'orgId' | 'mods'>, name: string, meta: DatasourceMeta): { status: 403 | 404; message: string } | null {
  const access = datasourceAccess(user, meta);
  if (access === 'hidden') return { status: 404, message: unknownDatasource(name) };
  if (access === 'denied') return { status: 403, message: DATASOURCE_NOT_GRANTED };
  return null;
}

/** Datasource a data, weather or risk request reads: the `ds` or `datasource` path parameter, else weather's. */
function datasourceOf(request: FastifyRequest, weatherDatasource: string): string | undefined {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const name = params.ds ?? params.datasource;
  if (typeof name === 'string') return name;
  return request.routeOptions.url?.startsWith('/api/weather/') ? weatherDatasource : undefined;
}

/**
 * onRequest hook after {@link requireUser}: refuses a datasource the user may not read (404 as if
 * unknown for another organisation's, 403 for one their mods do not grant) before the body is read.
 * An unregistered name passes through, for the route's own 404.
 */
export function authorizeDatasource(weatherDatasource = 'weather') {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const user = request.user;
    if (!user) return undefined;
    const name = datasourceOf(request, weatherDatasource);
    const meta = name === undefined ? undefined : getDatasource(name);
    if (!name || !meta) return undefined;
    const refusal = datasourceRefusal(user, name, meta);
    return refusal ? reply.code(refusal.status).send({ message: refusal.message }) : undefined;
  };
}

/**
 * Mounts a data, weather or risk route plugin behind the session check and the datasource
 * authorisation, both onRequest: an anonymous caller gets 401 before any body is read or parsed
 * (a 5 MiB anonymous body costs nothing), a user without access 403/404 before the query runs.
 * The plugin's own guard (a preHandler `requireUser`) then finds the user already set.
 */
export function behindDatasourceAccess(plugin: RoutePlugin, weatherDatasource = 'weather'): RoutePlugin {
  return async (api, options) => {
    api.addHook('onRequest', requireUser);
    api.addHook('onRequest', authorizeDatasource(weatherDatasource));
    await api.register(plugin, options);
  };
}
