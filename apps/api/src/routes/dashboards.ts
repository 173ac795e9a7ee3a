import {
  PRODUCT_IDS,
  createDashboardRequestSchema,
  isCalendarDateTime,
  isKnownTimeZone,
  productsForMods,
  updateDashboardRequestSchema,
  type ConfigItem,
  type Dashboard,
  type ProductId,
} from '@loadline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { canRead, isOwner } from '../auth/access';
import { requireUser, type SessionUser } from '../auth/requireUser';
import { parseOr400 } from '../auth/validation';
import type { RoutePlugin } from '../server';
import { appState } from '../appState';
import { type Stores } from '../stores/index';
import type { DashboardContent, DashboardRecord } from '../stores/dashboards';
import type { UserRecord } from '../stores/users';

/**
 * Largest dashboard save accepted (bytes); above it the answer is 413 with the spec's text (part 2
 * section 8). A dashboard of 12 cards with 10 series each is well under 100 KB; 1 MiB keeps a list
 * of shared dashboards that colleagues download from growing to tens of MB.
 */
export const DASHBOARD_BODY_LIMIT = 1024 * 1024;
/** Most dashboards one user may own; creating one more answers 409 {@link DASHBOARD_TEXTS.tooMany}. */
export const MAX_DASHBOARDS_PER_USER = 200;
/** Largest page of the dashboard list (`limit`). */
export const MAX_DASHBOARD_PAGE = 100;

/** Messages of the dashboard answers. */
export const DASHBOARD_TEXTS = {
  /** 404: unknown, invisible, or (for writes) not owned. */
  notFound: 'Dashboard not found',
  /** 409 (spec part 1 section 8 dialog text). */
  shared: 'Cannot delete dashboard - You cannot delete dashboards that you are currently sharing.',
  /** 403 */
  notGranted: 'Your modules do not include this type of dashboard',
  unknownConfig: 'Unknown dashboard configuration',
  typeRequired: 'type: a dashboard type is required',
  /** 409: the save was made from an older version than the stored one. */
  stale: 'This dashboard was changed since you opened it: reload it to see the latest version, then save again',
  /** 409: the owner already has {@link MAX_DASHBOARDS_PER_USER} dashboards. */
  tooMany: `You cannot have more than ${MAX_DASHBOARDS_PER_USER} dashboards: delete one to create another`,
  /** 400 */
  badPage: `limit and skip: whole numbers, limit from 1 to ${MAX_DASHBOARD_PAGE}`,
  /** 400 (a name, title or description with a control or bidirectional-override character). */
  badText: 'must not contain control or bidirectional-override characters',
  /** 400 */
  badTimeZone: 'settings.timezone: Unknown IANA time zone',
} as const;

const CONTENT_KEYS = ['cards', 'filters', 'rangeFilters', 'timeFilters', 'settings'] as const;

/** Source of the config items (GET user/v1/user/config/dashboards) offered to `viewer` (every item without one); a dashboard's type comes from its config. */
export type ConfigItemsSource = (viewer?: { orgId: string }) => readonly ConfigItem[] | Promise<readonly ConfigItem[]>;

/** Options of {@link dashboardRoutes}. */
export interface DashboardRoutesOptions {
  /** Config items to resolve `configId` to type, category, level and commodity. Without it the body's `type` is used. */
  configItems?: ConfigItemsSource;
}

/** What {@link dashboardView} needs besides the dashboard; build it once for a whole list. */
export interface ViewContext {
  /** Users of the owner's organisation by id. */
  orgUsers: Map<string, UserRecord>;
  /** The viewer's Overview pins as `dashboardId/cardId`. */
  pins: Set<string>;
}

/** The {@link ViewContext} of `viewer` (all dashboards a viewer sees belong to the viewer's organisation). */
export async function viewContext(stores: Stores, viewer: SessionUser): Promise<ViewContext> {
  const [users, pins] = await Promise.all([stores.users.listOrg(viewer.orgId), stores.overview.list(viewer.userId)]);
  return { orgUsers: new Map(users.map((u) => [u.userId, u])), pins: new Set(pins.map((p) => `${p.dashboardId}/${p.cardId}`)) };
}

/**
 * A dashboard as the viewer sees it (core `Dashboard`): `owner` is the owner's e-mail, `org` the
 * organisation it is shared with or null, `sharedUsers` as {id, name, email}, and each card's
 * `isOverview` from the viewer's own Overview pins.
 */
export function dashboardView(d: DashboardRecord, { orgUsers, pins }: ViewContext): Dashboard {
  const cards = Array.isArray(d.content.cards) ? (d.content.cards as Record<string, unknown>[]) : [];
  return {
    ...(d.content as Omit<Dashboard, 'dashboardId'>),
    cards: cards.map((c) => ({ ...c, isOverview: pins.has(`${d.dashboardId}/${String(c.id)}`) })) as Dashboard['cards'],
    dashboardId: d.dashboardId,
    configId: d.configId,
    name: d.name,
    description: d.description,
    addedOn: new Date(d.addedOn).toISOString(),
    owner: orgUsers.get(d.ownerId)?.email ?? d.ownerId,
    org: d.sharedOrgId,
    sharedUsers: d.sharedUserIds.flatMap((id) => {
      const u = orgUsers.get(id);
      return u ? [{ id: u.userId, name: u.name, email: u.email }] : [];
    }),
    type: d.type,
    version: d.version,
  };
}

/**
 * Finds a dashboard `viewer` may act on: visible (and owned when `owner`), or answers 404 and
 * returns undefined. The same 404 for "does not exist", "not yours" and "another organisation's",
 * so ids cannot be probed (spec part 1 section 6: saving a shared dashboard answers 404).
 */
export async function findDashboard(
  stores: Stores,
  viewer: SessionUser,
  dashboardId: string,
  reply: FastifyReply,
  access: 'read' | 'owner',
): Promise<DashboardRecord | undefined> {
  const d = await stores.dashboards.get(dashboardId);
  if (d && canRead(viewer, d) && (access === 'read' || isOwner(viewer, d))) return d;
  void reply.code(404).send({ message: DASHBOARD_TEXTS.notFound });
  return undefined;
}

function isProductId(type: string): type is ProductId {
  return (PRODUCT_IDS as readonly string[]).includes(type);
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The date range bounds of dashboard settings are read back as dates by the client (spec part 2
 * section 7): a fixed bound's `value` must parse as an ISO 8601 date or date-time.
 * @returns the 400 message, or undefined when every bound parses
 */
export function dateRangeProblem(settings: { date_range?: { from: { value?: string | null | undefined }; to: { value?: string | null | undefined } } | undefined } | undefined): string | undefined {
  for (const side of ['from', 'to'] as const) {
    const value = settings?.date_range?.[side].value;
    if (typeof value === 'string' && (!isCalendarDateTime(value.slice(0, 10)) || Number.isNaN(Date.parse(value)))) {
      return `settings.date_range.${side}.value: not an ISO 8601 date`;
    }
  }
  return undefined;
}

/**
 * Whether `text` holds a C0 or C1 control character or a bidirectional embedding, override or
 * isolate (U+202A-U+202E, U+2066-U+2069: Trojan Source, CVE-2021-42574). With `multiLine`, tab and
 * line breaks are allowed.
 */
export function hasUnsafeChars(text: string, multiLine = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (multiLine && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return true;
  }
  return false;
}

/** What {@link textProblem} reads: the names of a dashboard body. */
interface NamedParts {
  name?: string | undefined;
  description?: string | undefined;
  cards?: readonly { title?: unknown }[] | undefined;
  settings?: { calculators?: readonly { name?: unknown }[]; timezone?: string | undefined } | undefined;
}

/**
 * Names shown to other users (dashboard name, card titles, calculator names) must not carry
 * control or bidirectional-override characters, nor the description controls other than tab and
 * line breaks; a settings time zone must be an IANA name.
 * @returns the 400 message, or undefined
 */
export function textProblem(body: NamedParts): string | undefined {
  const bad = (v: unknown, multiLine = false) => typeof v === 'string' && hasUnsafeChars(v, multiLine);
  if (bad(body.name)) return `name: ${DASHBOARD_TEXTS.badText}`;
  if (bad(body.description, true)) return `description: ${DASHBOARD_TEXTS.badText}`;
  for (const [i, card] of (body.cards ?? []).entries()) if (bad(card.title)) return `cards.${i}.title: ${DASHBOARD_TEXTS.badText}`;
  for (const [i, c] of (body.settings?.calculators ?? []).entries()) if (bad(c.name)) return `settings.calculators.${i}.name: ${DASHBOARD_TEXTS.badText}`;
  const zone = body.settings?.timezone;
  if (zone !== undefined && zone !== '' && !isKnownTimeZone(zone)) return DASHBOARD_TEXTS.badTimeZone;
  return undefined;
}

/** `limit` and `skip` of the list: both absent (the whole list, the spec's call), or a page. */
function pageOf(query: { limit?: unknown; skip?: unknown }): { limit?: number; skip: number } | undefined {
  const int = (v: unknown) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : undefined);
  if (query.limit === undefined && query.skip === undefined) return { skip: 0 };
  const limit = query.limit === undefined ? MAX_DASHBOARD_PAGE : int(query.limit);
  const skip = query.skip === undefined ? 0 : int(query.skip);
  if (limit === undefined || skip === undefined || limit < 1 || limit > MAX_DASHBOARD_PAGE) return undefined;
  return { limit, skip };
}

/**
 * Dashboards (spec part 2 section 7 "Dashboards, sharing and overview"), every route behind
 * `requireUser`:
 * - GET user/v1/user/dashboards/?type=T: dashboards of type T the user owns or sees shared.
 * - POST user/v1/user/dashboards: create, `{ dashboardId }`; 403 when the user's mods do not grant the type.
 * - PATCH user/v1/user/dashboards/{id}: partial update by the owner; 404 for anyone else.
 * - DELETE user/v1/user/dashboards/{id}: by the owner; 409 while shared.
 * Bodies are validated with the core schemas (400 `{ message }`); over 1 MiB answers 413.
 */
export function dashboardRoutes(options: DashboardRoutesOptions = {}): RoutePlugin {
  return async (api, { ctx }) => {
    const stores = await appState(ctx.db);
    // onRequest: an anonymous or cross-site call is refused before its body is read.
    api.addHook('onRequest', requireUser);

    // Optional `limit` (1-100) and `skip` page the list; the total is in X-Total-Count. Without
    // them the whole list is answered, as the spec's call (and the core HTTP adapter) expects.
    api.get('/user/v1/user/dashboards/', async (request: FastifyRequest<{ Querystring: { type?: string; limit?: string; skip?: string } }>, reply) => {
      const viewer = request.user as SessionUser;
      const type = typeof request.query.type === 'string' && request.query.type !== '' ? request.query.type : undefined;
      const page = pageOf(request.query);
      if (!page) return reply.code(400).send({ message: DASHBOARD_TEXTS.badPage });
      const [list, context] = await Promise.all([stores.dashboards.listVisible(viewer, type), viewContext(stores, viewer)]);
      void reply.header('x-total-count', String(list.length));
      const shown = page.limit === undefined ? list : list.slice(page.skip, page.skip + page.limit);
      return shown.map((d) => dashboardView(d, context));
    });

    api.post('/user/v1/user/dashboards', { bodyLimit: DASHBOARD_BODY_LIMIT }, async (request, reply) => {
      const viewer = request.user as SessionUser;
      const body = parseOr400(createDashboardRequestSchema, request.body, reply);
      if (!body) return reply;
      const badDate = dateRangeProblem(body.settings) ?? textProblem(body);
      if (badDate) return reply.code(400).send({ message: badDate });
      if ((await stores.dashboards.countOwned(viewer.userId)) >= MAX_DASHBOARDS_PER_USER) {
        return reply.code(409).send({ message: DASHBOARD_TEXTS.tooMany });
      }
      const raw = (request.body ?? {}) as Record<string, unknown>;
      let type: string;
      const meta: DashboardContent = {};
      if (options.configItems) {
        const config = (await options.configItems(viewer)).find((c) => c.configId === body.configId);
        if (!config) return reply.code(400).send({ message: `configId: ${DASHBOARD_TEXTS.unknownConfig}` });
        type = config.type;
        Object.assign(meta, {
          category: { name: config.category.name },
          level: config.level ? { name: config.level.name, configId: config.configId } : null,
          commodity: { name: config.commodity.name },
        });
      } else {
        if (typeof raw.type !== 'string' || raw.type === '' || raw.type.length > 128) {
          return reply.code(400).send({ message: DASHBOARD_TEXTS.typeRequired });
        }
        type = raw.type;
      }
      if (isProductId(type) && !productsForMods(viewer.mods).has(type)) {
        return reply.code(403).send({ message: DASHBOARD_TEXTS.notGranted });
      }
      const dashboardId = randomUUID();
      const content: DashboardContent = { ...meta };
      for (const key of CONTENT_KEYS) content[key] = body[key];
      await stores.dashboards.create({
        dashboardId,
        ownerId: viewer.userId,
        ownerOrgId: viewer.orgId,
        type,
        configId: body.configId,
        name: body.name,
        description: body.description,
        addedOn: Date.now(),
        content,
      });
      return { dashboardId };
    });

    api.patch('/user/v1/user/dashboards/:id', { bodyLimit: DASHBOARD_BODY_LIMIT }, async (request: IdRequest, reply) => {
      const viewer = request.user as SessionUser;
      const patch = parseOr400(updateDashboardRequestSchema, request.body, reply);
      if (!patch) return reply;
      const badDate = dateRangeProblem(patch.settings) ?? textProblem(patch);
      if (badDate) return reply.code(400).send({ message: badDate });
      const content: DashboardContent = {};
      for (const key of CONTENT_KEYS) if (patch[key] !== undefined) content[key] = patch[key];
      // One compare-and-set that also checks ownership: anyone but the owner (a user it is shared
      // with included, spec part 1 section 6) gets the same 404 as for an unknown id. With
      // `version`, a save made from an older copy than the stored one answers 409.
      const saved = await stores.dashboards.update(
        request.params.id,
        viewer,
        {
          ...(patch.name === undefined ? {} : { name: patch.name }),
          ...(patch.description === undefined ? {} : { description: patch.description }),
          content,
        },
        Date.now(),
        patch.version,
      );
      if (saved.outcome === 'missing') return reply.code(404).send({ message: DASHBOARD_TEXTS.notFound });
      if (saved.outcome === 'stale') return reply.code(409).send({ message: DASHBOARD_TEXTS.stale, version: saved.version });
      return { dashboardId: request.params.id, version: saved.version };
    });

    api.delete('/user/v1/user/dashboards/:id', async (request: IdRequest, reply) => {
      const viewer = request.user as SessionUser;
      const d = await findDashboard(stores, viewer, request.params.id, reply, 'owner');
      if (!d) return reply;
      const outcome = await stores.dashboards.delete(d.dashboardId, viewer.userId);
      if (outcome === 'shared') return reply.code(409).send({ message: DASHBOARD_TEXTS.shared });
      if (outcome === 'missing') return reply.code(404).send({ message: DASHBOARD_TEXTS.notFound });
      return { dashboardId: d.dashboardId };
    });
  };
}
