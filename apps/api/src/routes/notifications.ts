import { notificationsQuerySchema } from '@loadline/core';
import type { FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../auth/requireUser';
import type { RoutePlugin } from '../server';
import { appState } from '../appState';

const flag = (v: unknown): boolean | undefined => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : undefined);

/**
 * The notification bell (spec part 2 section 7), behind `requireUser`:
 * - GET user/v1/user/notifications/?isRead=false&isGlobal=true → the user's notifications (core
 *   `ServerNotification`: code, mod, title, description, ISO date, isRead, meta), newest first;
 *   `isGlobal=true` includes the ones addressed to everyone.
 * - PATCH user/v1/user/notifications/mark-all-as-read → `{ updated }` (how many were unread).
 * - DELETE user/v1/user/notifications → Clear All, `{ cleared }`.
 */
export const notificationRoutes: RoutePlugin = async (api, { ctx }) => {
  const stores = await appState(ctx.db);
  // onRequest: an anonymous or cross-site call is refused before its body is read.
  api.addHook('onRequest', requireUser);

  api.get('/user/v1/user/notifications/', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
    const viewer = request.user as SessionUser;
    const query = notificationsQuerySchema.parse({ isRead: flag(request.query.isRead), isGlobal: flag(request.query.isGlobal) });
    const asked = flag(request.query.isRead);
    return stores.notifications.list(viewer, { ...(asked === undefined ? {} : { isRead: query.isRead }), isGlobal: query.isGlobal });
  });

  api.patch('/user/v1/user/notifications/mark-all-as-read', async (request) => {
    return { updated: await stores.notifications.markAllRead(request.user as SessionUser) };
  });

  api.delete('/user/v1/user/notifications', async (request) => {
    return { cleared: await stores.notifications.clearAll(request.user as SessionUser) };
  });
};
