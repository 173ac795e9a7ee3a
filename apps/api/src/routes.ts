import { behindDatasourceAccess } from './auth/datasourceAccess';
import { authPlugin } from './auth/plugin';
import { configItems, configItemsForViewer } from './data/configItems';
import { adjustmentRoutes } from './routes/adjustments';
import { dashboardRoutes } from './routes/dashboards';
import { importRoutes } from './routes/imports';
import { dataRoutes } from './routes/data';
import { notificationRoutes } from './routes/notifications';
import { overviewRoutes } from './routes/overview';
import { pricingRoutes } from './routes/pricing';
import { riskRoutes } from './routes/risk';
import { sharingRoutes } from './routes/sharing';
import { userRoutes } from './routes/user';
import { weatherRoutes } from './routes/weather';
import type { RoutePlugin } from './server';

/**
 * Every route plugin of the API, mounted under /api in this order. Each domain adds its plugin
 * here (data queries, weather, risk; auth, users, dashboards, sharing, overview, notifications).
 */
export const routes: RoutePlugin[] = [
  // First: cookies, request.user and the session runtime that requireUser reads.
  authPlugin,
  userRoutes({ configItems: configItemsForViewer }),
  dashboardRoutes({ configItems }),
  sharingRoutes,
  overviewRoutes,
  notificationRoutes,
  adjustmentRoutes({ configItems }),
  // Session and datasource access checked onRequest, before a body is parsed or a query runs.
  behindDatasourceAccess(dataRoutes),
  behindDatasourceAccess(weatherRoutes),
  behindDatasourceAccess(riskRoutes),
  pricingRoutes,
  // Uploads of a utility's own load, weather, meter and forecast files (CSV import, spec part 2 §5).
  importRoutes,
];
