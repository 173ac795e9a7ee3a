import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { lazyScreen } from './lazyScreen';
import { DATA_INSIGHTS, DEMAND_ANALYTICS, LOAD_FORECAST, RISK_MANAGEMENT } from './pages/dashboards/dashboardKinds';
import { Shell } from './shell/Shell';
import { SignInCallback } from './signIn/SignInCallback';
import { PORTAL_TEXTS } from './texts';

// Every screen is its own chunk (route-level code splitting), so Home's first paint does not wait
// for dashboards, charts or forecasts code.
const home = lazyScreen(() => import('./pages/Home'), (m) => m.Home);
const overview = lazyScreen(() => import('./pages/Overview'), (m) => m.Overview);
const dashboardList = lazyScreen(() => import('./pages/dashboards/DashboardListPage'), (m) => m.DashboardListPage);
const dashboard = lazyScreen(() => import('./pages/dashboards/DashboardPage'), (m) => m.DashboardPage);
const forecasts = lazyScreen(() => import('./pages/forecasts/ForecastsPage'), (m) => m.ForecastsPage);
const notBuilt = lazyScreen(() => import('./pages/NotBuilt'), (m) => m.NotBuilt);
const placeholder = lazyScreen(() => import('./pages/Placeholder'), (m) => m.Placeholder);
const notFound = lazyScreen(() => import('./pages/NotFound'), (m) => m.NotFound);

/** Route `handle` of a lazily loaded screen: how to start loading its chunk. */
export interface ScreenHandle {
  preload: () => Promise<unknown>;
}

const { Screen: Home } = home;
const { Screen: Overview } = overview;
const { Screen: DashboardListPage } = dashboardList;
const { Screen: DashboardPage } = dashboard;
const { Screen: ForecastsPage } = forecasts;
const { Screen: NotBuilt } = notBuilt;
const { Screen: Placeholder } = placeholder;
const { Screen: NotFound } = notFound;

const on = (screen: { preload: () => Promise<unknown> }): { handle: ScreenHandle } => ({ handle: { preload: screen.preload } });

/**
 * The screens of both spec documents (part 1 section 2, part 2 section 2), all behind sign-in.
 * Screens built by their features plug in here; until then a route shows an honest 'not built
 * yet' screen. The dashboard areas pass their kind (dashboardKinds.ts), which carries the
 * categories a risk or data insights dashboard supports (part 2 section 2).
 */
export const signedInRoutes: RouteObject[] = [
  { path: '/', element: <Home />, ...on(home) },
  { path: '/overview', element: <Overview />, ...on(overview) },

  { path: '/demand/load-forecast', element: <Navigate to="/demand/load-forecast/dashboard" replace /> },
  { path: '/demand/load-forecast/dashboard', element: <DashboardListPage kind={LOAD_FORECAST} />, ...on(dashboardList) },
  { path: '/demand/load-forecast/dashboard/:dashboardId', element: <DashboardPage kind={LOAD_FORECAST} />, ...on(dashboard) },
  { path: '/demand/load-forecast/forecasts', element: <ForecastsPage />, ...on(forecasts) },
  { path: '/demand/load-forecast/adjustments', element: <NotBuilt screen="Adjustments" />, ...on(notBuilt) },
  { path: '/demand/load-forecast/adjustments/create', element: <NotBuilt screen="Create adjustment" />, ...on(notBuilt) },
  { path: '/demand/load-forecast/adjustments/create/:forecast', element: <NotBuilt screen="Create adjustment" />, ...on(notBuilt) },
  { path: '/demand/load-forecast/adjustments/:id', element: <NotBuilt screen="Adjustment editor" />, ...on(notBuilt) },

  { path: '/demand/demand-analytics', element: <Navigate to="/demand/demand-analytics/dashboard" replace /> },
  { path: '/demand/demand-analytics/dashboard', element: <DashboardListPage kind={DEMAND_ANALYTICS} />, ...on(dashboardList) },
  { path: '/demand/demand-analytics/dashboard/:dashboardId', element: <DashboardPage kind={DEMAND_ANALYTICS} />, ...on(dashboard) },
  { path: '/demand/grid-management', element: <Navigate to="/demand/grid-management/dashboard" replace /> },
  { path: '/demand/grid-management/dashboard', element: <Placeholder text={PORTAL_TEXTS.gridEdgePlaceholder} />, ...on(placeholder) },

  { path: '/pricing/pricing-management', element: <Navigate to="/pricing/pricing-management/configurations" replace /> },
  { path: '/pricing/pricing-management/configurations', element: <NotBuilt screen="Pricing configurations" />, ...on(notBuilt) },
  { path: '/pricing/pricing-management/calculations', element: <NotBuilt screen="Pricing calculations" />, ...on(notBuilt) },
  { path: '/pricing/pricing-management/jobstatus', element: <NotBuilt screen="Job Status" />, ...on(notBuilt) },

  { path: '/risk/risk-management', element: <Navigate to="/risk/risk-management/dashboard" replace /> },
  { path: '/risk/risk-management/dashboard', element: <DashboardListPage kind={RISK_MANAGEMENT} />, ...on(dashboardList) },
  { path: '/risk/risk-management/dashboard/:dashboardId', element: <DashboardPage kind={RISK_MANAGEMENT} />, ...on(dashboard) },
  { path: '/risk/renewable-management', element: <Navigate to="/risk/renewable-management/dashboard" replace /> },
  { path: '/risk/renewable-management/dashboard', element: <Placeholder text={PORTAL_TEXTS.renewablePlaceholder} />, ...on(placeholder) },

  { path: '/insights/data-insights', element: <Navigate to="/insights/data-insights/dashboard" replace /> },
  { path: '/insights/data-insights/dashboard', element: <DashboardListPage kind={DATA_INSIGHTS} />, ...on(dashboardList) },
  { path: '/insights/data-insights/dashboard/:dashboardId', element: <DashboardPage kind={DATA_INSIGHTS} />, ...on(dashboard) },

  { path: '*', element: <NotFound />, ...on(notFound) },
];

/**
 * The full route table: the sign-in callback (spec part 2 section 4) on its own, every other route
 * inside the signed-in frame (session gate and top bar).
 */
export const routes: RouteObject[] = [
  { path: '/authorization-code/callback', element: <SignInCallback /> },
  { element: <Shell />, children: signedInRoutes },
];

/**
 * Starts loading the code of the screen `pathname` opens, so it downloads while the session is
 * checked instead of after (the screen renders only once the user is known). Unknown paths load
 * the 404 screen; redirects load nothing.
 *
 * @example preloadScreen(routes, window.location.pathname);
 */
export function preloadScreen(table: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(table, pathname) ?? []) {
    const handle = match.route.handle as ScreenHandle | undefined;
    void handle?.preload().catch(() => undefined);
  }
}
