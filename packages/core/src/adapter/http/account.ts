import '../../zodSetup';
import * as z from 'zod';
import { serverNotificationSchema } from '../../schemas/notification.schema';
import { authRedirectResponseSchema, authUserResponseSchema, shareUserSchema } from '../../schemas/user.schema';
import type { AuthApi, NotificationsApi, UsersApi } from '../types';
import type { Requester } from './request';

/**
 * HTTP implementation of the auth, users and notifications domains (spec part 2 §7
 * "Authentication and user").
 *
 * @module
 */

/** Auth over GET /auth/redirect, GET /auth/user, POST /auth/logout. */
export function httpAuth(call: Requester): AuthApi {
  return {
    redirect: async ({ state, redirectTo }, o) =>
      call({
        method: 'GET',
        path: ['auth', 'redirect'],
        query: [
          ['state', state],
          ['redirectTo', redirectTo],
        ],
        schema: authRedirectResponseSchema,
        acceptStatuses: [302],
        signal: o?.signal,
      }),
    user: async ({ code, state, iss }, o) =>
      call({
        method: 'GET',
        path: ['auth', 'user'],
        query: [
          ['code', code],
          ['state', state],
          ['iss', iss],
        ],
        schema: authUserResponseSchema,
        signal: o?.signal,
      }),
    logout: async (o) => {
      await call({ method: 'POST', path: ['auth', 'logout'], schema: undefined, signal: o?.signal });
    },
  };
}

/** Users over GET user/v1/org/users. */
export function httpUsers(call: Requester): UsersApi {
  return {
    listOrganizationUsers: async (o) =>
      call({ method: 'GET', path: ['user', 'v1', 'org', 'users'], schema: z.array(shareUserSchema), signal: o?.signal }),
  };
}

const NOTIFICATIONS = ['user', 'v1', 'user', 'notifications'] as const;

/**
 * Notifications over GET user/v1/user/notifications/?isRead=false&isGlobal=true, PATCH
 * .../mark-all-as-read and DELETE user/v1/user/notifications (clear; path chosen by us).
 */
export function httpNotifications(call: Requester): NotificationsApi {
  return {
    list: async (o) =>
      call({
        method: 'GET',
        path: [...NOTIFICATIONS, ''],
        query: [
          ['isRead', false],
          ['isGlobal', true],
        ],
        schema: z.array(serverNotificationSchema),
        signal: o?.signal,
      }),
    markAllAsRead: async (o) => {
      await call({ method: 'PATCH', path: [...NOTIFICATIONS, 'mark-all-as-read'], schema: undefined, signal: o?.signal });
    },
    clear: async (o) => {
      await call({ method: 'DELETE', path: NOTIFICATIONS, schema: undefined, signal: o?.signal });
    },
  };
}
