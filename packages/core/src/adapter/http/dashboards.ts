import '../../zodSetup';
import * as z from 'zod';
import { overviewCardSchema } from '../../schemas/card.schema';
import { configItemsResponseSchema } from '../../schemas/config.schema';
import {
  createDashboardRequestSchema,
  dashboardIdResponseSchema,
  dashboardListResponseSchema,
  updateDashboardRequestSchema,
} from '../../schemas/dashboard.schema';
import type { DashboardsApi, OverviewApi, SharingApi } from '../types';
import { parseRequest, type Requester } from './request';

/**
 * HTTP implementation of the dashboards, sharing and overview domains (spec part 2 §7
 * "Dashboards, sharing and overview").
 *
 * @module
 */

const USER = ['user', 'v1', 'user'] as const;

/** Dashboards over user/v1/user/config/dashboards and user/v1/user/dashboards. */
export function httpDashboards(call: Requester): DashboardsApi {
  return {
    listConfigs: async (o) =>
      call({ method: 'GET', path: [...USER, 'config', 'dashboards'], schema: configItemsResponseSchema, signal: o?.signal }),
    list: async ({ type }, o) =>
      call({
        method: 'GET',
        path: [...USER, 'dashboards', ''],
        query: [['type', type]],
        schema: dashboardListResponseSchema,
        signal: o?.signal,
      }),
    create: async (body, o) =>
      call({
        method: 'POST',
        path: [...USER, 'dashboards'],
        body: parseRequest(createDashboardRequestSchema, body),
        schema: dashboardIdResponseSchema,
        context: 'save',
        signal: o?.signal,
      }),
    update: async (id, patch, o) => {
      await call({
        method: 'PATCH',
        path: [...USER, 'dashboards', id],
        body: parseRequest(updateDashboardRequestSchema, patch),
        schema: undefined,
        context: 'save',
        signal: o?.signal,
      });
    },
    delete: async (id, o) => {
      await call({ method: 'DELETE', path: [...USER, 'dashboards', id], schema: undefined, signal: o?.signal });
    },
  };
}

/** Sharing over user/v1/user/share/dashboard/{id}/users and .../org. */
export function httpSharing(call: Requester): SharingApi {
  const share = (id: string) => [...USER, 'share', 'dashboard', id];
  return {
    shareWithUsers: async (id, users, o) => {
      const { add, remove = [] } = Array.isArray(users) ? { add: users } : users;
      // The spec's payload is `{ add }`; `remove` is sent only when someone is unshared.
      const body = remove.length > 0 ? { add, remove: remove.map((u) => ({ id: u.id })) } : { add };
      return call({ method: 'POST', path: [...share(id), 'users'], body, schema: dashboardIdResponseSchema, signal: o?.signal });
    },
    shareWithOrganization: async (id, o) =>
      call({ method: 'POST', path: [...share(id), 'org'], schema: dashboardIdResponseSchema, signal: o?.signal }),
    unshareFromOrganization: async (id, o) =>
      call({ method: 'DELETE', path: [...share(id), 'org'], schema: dashboardIdResponseSchema, signal: o?.signal }),
  };
}

/**
 * Overview over GET user/v1/user/cards/overview and PATCH
 * user/v1/user/cards/{dashboardId}/{cardId}/overview with `{ isOverview }` or `{ layout }`
 * (the spec leaves the PATCH bodies and the layout path unshown; see docs/api-paths.md).
 */
export function httpOverview(call: Requester): OverviewApi {
  const cardPath = (dashboardId: string, cardId: string) => [...USER, 'cards', dashboardId, cardId, 'overview'];
  return {
    listCards: async (o) =>
      call({ method: 'GET', path: [...USER, 'cards', 'overview'], schema: z.array(overviewCardSchema), signal: o?.signal }),
    setOverview: async (dashboardId, cardId, isOverview, o) => {
      await call({ method: 'PATCH', path: cardPath(dashboardId, cardId), body: { isOverview }, schema: undefined, signal: o?.signal });
    },
    updateLayout: async (dashboardId, cardId, layout, o) => {
      await call({ method: 'PATCH', path: cardPath(dashboardId, cardId), body: { layout }, schema: undefined, context: 'save', signal: o?.signal });
    },
  };
}
