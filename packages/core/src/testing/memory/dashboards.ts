import type { DashboardsApi, OverviewApi, SharingApi } from '../../adapter/types';
import type { Card } from '../../schemas/card.schema';
import {
  createDashboardRequestSchema, dashboardSchema, updateDashboardRequestSchema, type Dashboard,
} from '../../schemas/dashboard.schema';
import { shareUserSchema, type User } from '../../schemas/user.schema';
import { TEXT_CANNOT_SAVE_SHARED, TEXT_PLEASE_UNSHARE, TEXT_SAVE_BEFORE_OVERVIEW } from '../../texts';
import { httpError, parseBody, respond, type MemoryRuntime } from './common';
import { signedIn, type MemoryState } from './state';

/**
 * Dashboards, sharing and Overview in memory, with the rules of spec part 1 §6 and part 2 §8:
 * only the owner edits, shares and deletes; a dashboard shared with the user (by name, or with the
 * user's organisation) is listed and can be copied, but saving it fails with 404; deleting a
 * dashboard that is shared fails with 409.
 */

const isOwner = (d: Dashboard, me: User) => d.owner === me.email;

/** Whether the user sees the dashboard: owner, named in `sharedUsers`, or in the shared organisation. */
export function canSee(d: Dashboard, me: User): boolean {
  return isOwner(d, me)
    || d.sharedUsers.some((u) => u.id === me.userId || u.email === me.email)
    || (d.org !== null && d.org === me.organization);
}

function find(state: MemoryState, id: string): Dashboard | undefined {
  return state.dashboards.find((d) => d.dashboardId === id);
}

/** The dashboard the user owns; 404 when it is missing or not the user's. */
function owned(
  state: MemoryState,
  id: string,
  sharedMessage = `Dashboard ${id} not found`,
  missingMessage = `Dashboard ${id} not found`,
): Dashboard {
  const me = signedIn(state);
  const d = find(state, id);
  if (!d || !canSee(d, me)) throw httpError(404, missingMessage);
  if (!isOwner(d, me)) throw httpError(404, sharedMessage);
  return d;
}

function replace(state: MemoryState, next: Dashboard): void {
  state.dashboards = state.dashboards.map((d) => (d.dashboardId === next.dashboardId ? next : d));
}

/** The dashboards domain. */
export function memoryDashboards(rt: MemoryRuntime, state: MemoryState): DashboardsApi {
  return {
    listConfigs: (o) => respond(rt, o, () => {
      signedIn(state);
      return state.configs;
    }),
    list: ({ type }, o) => respond(rt, o, () => {
      const me = signedIn(state);
      return state.dashboards.filter((d) => d.type === type && canSee(d, me));
    }),
    create: (body, o) => respond(rt, o, () => {
      const me = signedIn(state);
      const req = parseBody(createDashboardRequestSchema, body);
      const config = state.configs.find((c) => c.configId === req.configId);
      if (!config) throw httpError(400, `Unknown configId "${req.configId}"`);
      const dashboardId = rt.nextId('dsh');
      state.dashboards.push(dashboardSchema.parse({
        ...req,
        dashboardId,
        addedOn: rt.now().toISOString(),
        owner: me.email,
        org: null,
        sharedUsers: [],
        type: config.type,
        category: { name: config.category.name },
        level: config.level ? { name: config.level.name, configId: config.configId } : null,
        commodity: { name: config.commodity.name },
      }));
      return { dashboardId };
    }),
    update: (id, patch, o) => respond(rt, o, () => {
      const current = owned(state, id, TEXT_CANNOT_SAVE_SHARED);
      replace(state, { ...current, ...parseBody(updateDashboardRequestSchema, patch) });
    }),
    delete: (id, o) => respond(rt, o, () => {
      const current = owned(state, id);
      if (current.org !== null || current.sharedUsers.length > 0) throw httpError(409, TEXT_PLEASE_UNSHARE);
      state.dashboards = state.dashboards.filter((d) => d.dashboardId !== id);
    }),
  };
}

/** The sharing domain: named users (added to and removed from `sharedUsers`, as the reference API does), or the owner's organisation. */
export function memorySharing(rt: MemoryRuntime, state: MemoryState): SharingApi {
  return {
    shareWithUsers: (id, users, o) => respond(rt, o, () => {
      const current = owned(state, id);
      const { add, remove = [] } = Array.isArray(users) ? { add: users } : users;
      const added = parseBody(shareUserSchema.array(), add);
      const gone = new Set([...remove.map((u) => u.id), ...added.map((u) => u.id)]);
      replace(state, { ...current, sharedUsers: [...current.sharedUsers.filter((u) => !gone.has(u.id)), ...added.filter((u) => !remove.some((r) => r.id === u.id))] });
      return { dashboardId: id };
    }),
    shareWithOrganization: (id, o) => respond(rt, o, () => {
      const current = owned(state, id);
      replace(state, { ...current, org: signedIn(state).organization });
      return { dashboardId: id };
    }),
    unshareFromOrganization: (id, o) => respond(rt, o, () => {
      replace(state, { ...owned(state, id), org: null });
      return { dashboardId: id };
    }),
  };
}

function overviewCard(state: MemoryState, d: Dashboard, card: Card) {
  const layout = state.overviewLayouts.get(`${d.dashboardId}/${card.id}`);
  return {
    id: card.id, dashboardId: d.dashboardId, dashboardName: d.name, dashboardType: d.type,
    card: layout ? { ...card, layout } : card,
  };
}

/** The Overview domain: cards flagged `isOverview` on the user's own dashboards. */
export function memoryOverview(rt: MemoryRuntime, state: MemoryState): OverviewApi {
  const cardOf = (dashboardId: string, cardId: string) => {
    const d = owned(state, dashboardId, TEXT_SAVE_BEFORE_OVERVIEW, TEXT_SAVE_BEFORE_OVERVIEW);
    const card = d.cards.find((c) => c.id === cardId);
    if (!card) throw httpError(404, `Card ${cardId} not found`);
    return { d, card };
  };
  return {
    listCards: (o) => respond(rt, o, () => {
      const me = signedIn(state);
      return state.dashboards
        .filter((d) => isOwner(d, me))
        .flatMap((d) => d.cards.filter((c) => c.isOverview).map((c) => overviewCard(state, d, c)));
    }),
    setOverview: (dashboardId, cardId, isOverview, o) => respond(rt, o, () => {
      const { d } = cardOf(dashboardId, cardId);
      replace(state, { ...d, cards: d.cards.map((c) => (c.id === cardId ? { ...c, isOverview } : c)) });
    }),
    updateLayout: (dashboardId, cardId, layout, o) => respond(rt, o, () => {
      cardOf(dashboardId, cardId);
      state.overviewLayouts.set(`${dashboardId}/${cardId}`, layout);
    }),
  };
}
