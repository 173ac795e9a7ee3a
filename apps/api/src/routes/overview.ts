import { UNSAVED_DASHBOARD_ID, cardLayoutSchema, type OverviewCard } from '@loadline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { canRead } from '../auth/access';
import { requireUser, type SessionUser } from '../auth/requireUser';
import { parseOr400 } from '../auth/validation';
import type { RoutePlugin } from '../server';
import { appState } from '../appState';
import { dashboardView, viewContext } from './dashboards';

/** Body of POST/PATCH user/v1/user/cards/{dashboardId}/{cardId}/overview: `{ isOverview }` or `{ layout }` (or both). */
export const overviewBodySchema = z
  .object({ isOverview: z.boolean().optional(), status: z.boolean().optional(), layout: cardLayoutSchema.optional() })
  .refine((b) => b.isOverview !== undefined || b.status !== undefined || b.layout !== undefined, {
    message: 'isOverview or layout is required',
  });

/** Message of the 404 answer: the card is not on a saved dashboard the user can see (spec part 2 section 8). */
export const CARD_NOT_FOUND = 'Card not found on a saved dashboard';

type CardRequest = FastifyRequest<{ Params: { dashboardId: string; cardId: string } }>;

/**
 * The Overview page (spec part 1 section 2 "Home Overview", part 2 section 7), behind
 * `requireUser`. Pins are the user's own:
 * - GET user/v1/user/cards/overview → core `OverviewCard[]` (card with the Overview layout, dashboard id, name, type).
 * - POST or PATCH user/v1/user/cards/{dashboardId}/{cardId}/overview with `{ isOverview }` pins or
 *   unpins (`status` accepted as a synonym), with `{ layout }` sets the card's Overview layout.
 *   An unsaved dashboard (id 'unsaved'), an unknown card or a dashboard the user cannot see: 404.
 */
export const overviewRoutes: RoutePlugin = async (api, { ctx }) => {
  const stores = await appState(ctx.db);
  // onRequest: an anonymous or cross-site call is refused before its body is read.
  api.addHook('onRequest', requireUser);

  api.get('/user/v1/user/cards/overview', async (request) => {
    const viewer = request.user as SessionUser;
    const [pins, context, visible] = await Promise.all([
      stores.overview.list(viewer.userId),
      viewContext(stores, viewer),
      stores.dashboards.listVisible(viewer),
    ]);
    // Pins of dashboards no longer visible (unshared, deleted) are left out.
    const byId = new Map(visible.map((d) => [d.dashboardId, d]));
    const out: OverviewCard[] = [];
    for (const pin of pins) {
      const d = byId.get(pin.dashboardId);
      if (!d) continue;
      const view = dashboardView(d, context);
      const card = view.cards.find((c) => c.id === pin.cardId);
      if (!card) continue;
      out.push({
        id: card.id,
        dashboardId: d.dashboardId,
        dashboardName: d.name,
        dashboardType: d.type,
        card: pin.layout ? { ...card, layout: pin.layout } : card,
      });
    }
    return out;
  });

  const setOverview = async (request: CardRequest, reply: FastifyReply) => {
    const viewer = request.user as SessionUser;
    const body = parseOr400(overviewBodySchema, request.body, reply);
    if (!body) return reply;
    const { dashboardId, cardId } = request.params;
    const d = dashboardId === UNSAVED_DASHBOARD_ID ? null : await stores.dashboards.get(dashboardId);
    const cards = d && canRead(viewer, d) && Array.isArray(d.content.cards) ? (d.content.cards as { id?: unknown }[]) : [];
    if (!d || !cards.some((c) => c.id === cardId)) return reply.code(404).send({ message: CARD_NOT_FOUND });
    const pin = body.isOverview ?? body.status;
    if (pin === true) await stores.overview.pin(viewer.userId, dashboardId, cardId);
    if (pin === false) await stores.overview.unpin(viewer.userId, dashboardId, cardId);
    if (body.layout && !(await stores.overview.setLayout(viewer.userId, dashboardId, cardId, body.layout))) {
      return reply.code(404).send({ message: CARD_NOT_FOUND });
    }
    return { dashboardId, cardId, isOverview: (await stores.overview.list(viewer.userId)).some((p) => p.dashboardId === dashboardId && p.cardId === cardId) };
  };
  api.post('/user/v1/user/cards/:dashboardId/:cardId/overview', setOverview);
  api.patch('/user/v1/user/cards/:dashboardId/:cardId/overview', setOverview);
};
