import type { RoutePlugin } from './server';

/**
 * Every route plugin of the API, mounted under /api in this order. Each domain adds its plugin
 * here (data queries, weather, risk; auth, users, dashboards, sharing, overview, notifications).
 */
export const routes: RoutePlugin[] = [];
