import { shareUserSchema } from '@loadline/core';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { requireUser, type SessionUser } from '../auth/requireUser';
import { parseOr400 } from '../auth/validation';
import type { RoutePlugin } from '../server';
import { appState } from '../appState';
import { findDashboard } from './dashboards';

/** Body of POST user/v1/user/share/dashboard/{id}/users: users to add (and, optionally, to remove) by id. */
export const shareUsersBodySchema = z.object({
  add: z.array(shareUserSchema.pick({ id: true }).loose()).max(1000).default([]),
  remove: z.array(shareUserSchema.pick({ id: true }).loose()).max(1000).default([]),
});

/** Message of the 400 answer when a user outside the owner's organisation (or the owner) is named. */
export const SHARE_TARGET_MESSAGE = 'add: only other users of your organisation can be shared with';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * Sharing (spec part 2 section 7; part 1 section 4 sharing states), owner only (404 otherwise),
 * behind `requireUser`:
 * - POST user/v1/user/share/dashboard/{id}/users `{ add: [{ id }], remove?: [{ id }] }` → `{ dashboardId }`.
 * - POST user/v1/user/share/dashboard/{id}/org → shared with the owner's organisation, `{ dashboardId }`.
 * - DELETE user/v1/user/share/dashboard/{id}/org → `org` back to null, `{ dashboardId }`.
 * Only users of the owner's organisation can be named; anyone else is refused with 400.
 */
export const sharingRoutes: RoutePlugin = async (api, { ctx }) => {
  const stores = await appState(ctx.db);
  // onRequest: an anonymous or cross-site call is refused before its body is read.
  api.addHook('onRequest', requireUser);

  api.post('/user/v1/user/share/dashboard/:id/users', async (request: IdRequest, reply) => {
    const viewer = request.user as SessionUser;
    const body = parseOr400(shareUsersBodySchema, request.body, reply);
    if (!body) return reply;
    const d = await findDashboard(stores, viewer, request.params.id, reply, 'owner');
    if (!d) return reply;
    const colleagues = new Set((await stores.users.listOrg(d.ownerOrgId)).map((u) => u.userId));
    colleagues.delete(viewer.userId);
    const add = body.add.map((u) => u.id);
    if (add.some((id) => !colleagues.has(id))) return reply.code(400).send({ message: SHARE_TARGET_MESSAGE });
    await stores.dashboards.shareWithUsers(d.dashboardId, viewer.userId, add, body.remove.map((u) => u.id));
    return { dashboardId: d.dashboardId };
  });

  api.post('/user/v1/user/share/dashboard/:id/org', async (request: IdRequest, reply) => {
    const viewer = request.user as SessionUser;
    const d = await findDashboard(stores, viewer, request.params.id, reply, 'owner');
    if (!d) return reply;
    await stores.dashboards.setSharedOrg(d.dashboardId, viewer.userId, d.ownerOrgId);
    return { dashboardId: d.dashboardId };
  });

  api.delete('/user/v1/user/share/dashboard/:id/org', async (request: IdRequest, reply) => {
    const viewer = request.user as SessionUser;
    const d = await findDashboard(stores, viewer, request.params.id, reply, 'owner');
    if (!d) return reply;
    await stores.dashboards.setSharedOrg(d.dashboardId, viewer.userId, null);
    return { dashboardId: d.dashboardId };
  });
};
