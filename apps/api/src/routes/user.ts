import type { ShareUser } from '@loadline/core';
import { requireUser, type SessionUser } from '../auth/requireUser';
import type { RoutePlugin } from '../server';
import { appState } from '../appState';
import type { ConfigItem } from '@loadline/core';
import type { Database } from '../db/database';

/** Config items as one user sees them (e.g. with their organisation's imported markets). */
export type ViewerConfigItemsSource = (context: { viewer: SessionUser; db: Database }) => readonly ConfigItem[] | Promise<readonly ConfigItem[]>;

/** Options of {@link userRoutes}. */
export interface UserRoutesOptions {
  /** Config items served at GET user/v1/user/config/dashboards, per signed-in user; the route exists only when given. */
  configItems?: ViewerConfigItemsSource;
}

/**
 * The user's organisation and configurations (spec part 2 section 7), behind `requireUser`:
 * - GET user/v1/org/users → the other users of the signed-in user's organisation, as core
 *   `ShareUser` ({ id, name, email }), by name. Nobody outside the organisation is ever listed.
 * - GET user/v1/user/config/dashboards → the config items of the commodities the user's
 *   organisation is offered (each with its dashboard type).
 */
export function userRoutes(options: UserRoutesOptions = {}): RoutePlugin {
  return async (api, { ctx }) => {
    const stores = await appState(ctx.db);
    // onRequest: an anonymous or cross-site call is refused before its body is read.
    api.addHook('onRequest', requireUser);

    api.get('/user/v1/org/users', async (request): Promise<ShareUser[]> => {
      const viewer = request.user as SessionUser;
      const users = await stores.users.listOrg(viewer.orgId);
      return users.filter((u) => u.userId !== viewer.userId).map((u) => ({ id: u.userId, name: u.name, email: u.email }));
    });

    const { configItems } = options;
    if (configItems) api.get('/user/v1/user/config/dashboards', async (request) => configItems({ viewer: request.user as SessionUser, db: ctx.db }));
  };
}
