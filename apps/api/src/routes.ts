import { authPlugin } from './auth/plugin';
import type { RoutePlugin } from './server';

/**
 * Every route plugin of the API, mounted under /api in this order. Each domain adds its plugin
 * here (data queries, weather, risk; auth, users, dashboards, sharing, overview, notifications).
 */
export const routes: RoutePlugin[] = [
  // First: cookies, request.user and the session runtime that requireUser reads.
  authPlugin,
];
