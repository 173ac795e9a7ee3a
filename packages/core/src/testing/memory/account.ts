import type { AuthApi, NotificationsApi, UsersApi } from '../../adapter/types';
import { respond, type MemoryRuntime } from './common';
import { signedIn, type MemoryState } from './state';

/**
 * Login in memory: the session is the fixtures' current user until `logout`; `redirect` answers
 * the user while signed in, else a login URL carrying `state`.
 */
export function memoryAuth(rt: MemoryRuntime, state: MemoryState, initialUser: MemoryState['currentUser']): AuthApi {
  return {
    redirect: ({ state: nonce }, o) => respond(rt, o, () => (state.currentUser
      ? { url: '/', user: state.currentUser }
      : { url: `memory://login?state=${encodeURIComponent(nonce)}`, user: null })),
    user: (_params, o) => respond(rt, o, () => {
      state.currentUser ??= initialUser;
      return signedIn(state);
    }),
    logout: (o) => respond(rt, o, () => {
      state.currentUser = null;
    }),
  };
}

/** The signed-in user's organisation's other users, as the share dialog lists them. */
export function memoryUsers(rt: MemoryRuntime, state: MemoryState): UsersApi {
  return {
    listOrganizationUsers: (o) => respond(rt, o, () => {
      const me = signedIn(state);
      return state.users
        .filter((u) => u.organization === me.organization && u.userId !== me.userId)
        .map((u) => ({ id: u.userId, name: u.name, email: u.email }));
    }),
  };
}

/** Unread notifications; mark-all-as-read and Clear All. */
export function memoryNotifications(rt: MemoryRuntime, state: MemoryState): NotificationsApi {
  return {
    list: (o) => respond(rt, o, () => {
      signedIn(state);
      return state.notifications.filter((n) => !n.isRead);
    }),
    markAllAsRead: (o) => respond(rt, o, () => {
      signedIn(state);
      state.notifications = state.notifications.map((n) => ({ ...n, isRead: true }));
    }),
    clear: (o) => respond(rt, o, () => {
      signedIn(state);
      state.notifications = [];
    }),
  };
}
