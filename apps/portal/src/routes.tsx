import { PRODUCTS, type DataAdapter } from '@loadline/core';
import { loadlineQueries } from '@loadline/core/react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { PREFETCH_META } from './app/createPortalQueryClient';
import { mayPrefetchProduct } from './early/grantedProducts';
import { lazyScreen } from './lazyScreen';
import { RequireProduct } from './pages/RequireProduct';
import { DATA_INSIGHTS, DEMAND_ANALYTICS, LOAD_FORECAST, RISK_MANAGEMENT, type DashboardKind } from './pages/dashboards/dashboardKinds';
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
const adjustmentList = lazyScreen(() => import('./pages/adjustments/AdjustmentsPage'), (m) => m.AdjustmentsPage);
const createAdjustment = lazyScreen(() => import('./pages/adjustments/CreateAdjustmentPage'), (m) => m.CreateAdjustmentPage);
const pricingConfigurations = lazyScreen(() => import('./pages/pricing/ConfigurationsPage'), (m) => m.ConfigurationsPage);
const pricingCalculations = lazyScreen(() => import('./pages/pricing/CalculationsPage'), (m) => m.CalculationsPage);
const pricingJobStatus = lazyScreen(() => import('./pages/pricing/JobStatusPage'), (m) => m.JobStatusPage);
const adjustmentEditor = lazyScreen(() => import('./pages/adjustments/AdjustmentEditorPage'), (m) => m.AdjustmentEditorPage);
const importData = lazyScreen(() => import('./pages/imports/ImportPage'), (m) => m.ImportPage);
const placeholder = lazyScreen(() => import('./pages/Placeholder'), (m) => m.Placeholder);
const notFound = lazyScreen(() => import('./pages/NotFound'), (m) => m.NotFound);

/** The SDK pieces a screen's data prefetch uses: the portal's QueryClient and the adapter's domains. */
export interface PrefetchContext {
  queryClient: QueryClient;
  adapter: Pick<DataAdapter, 'dashboards' | 'overview' | 'query'>;
  /** Parameters of the matched route, e.g. `dashboardId`. */
  params?: Readonly<Record<string, string | undefined>>;
  /** Query string of the opened URL (e.g. the unsaved dashboard's `?object=`). */
  search?: string;
}

/**
 * Route `handle` of a lazily loaded screen: how to start loading its chunk and, optionally, the
 * first data it asks for (under the same query keys as its hooks, so the screen finds it cached).
 */
export interface ScreenHandle {
  preload: () => Promise<unknown>;
  prefetch?: (context: PrefetchContext) => void;
}

const { Screen: Home } = home;
const { Screen: Overview } = overview;
const { Screen: DashboardListPage } = dashboardList;
const { Screen: DashboardPage } = dashboard;
const { Screen: ForecastsPage } = forecasts;
const { Screen: AdjustmentsPage } = adjustmentList;
const { Screen: CreateAdjustmentPage } = createAdjustment;
const { Screen: PricingConfigurationsPage } = pricingConfigurations;
const { Screen: PricingCalculationsPage } = pricingCalculations;
const { Screen: PricingJobStatusPage } = pricingJobStatus;
const { Screen: AdjustmentEditorPage } = adjustmentEditor;
const { Screen: ImportPage } = importData;
const { Screen: Placeholder } = placeholder;
const { Screen: NotFound } = notFound;

const on = (screen: { preload: () => Promise<unknown> }, prefetch?: ScreenHandle['prefetch']): { handle: ScreenHandle } => ({
  handle: prefetch ? { preload: screen.preload, prefetch } : { preload: screen.preload },
});

// GET user/v1/user/config/dashboards, as useConfigItems asks for it.
const configs = ({ queryClient, adapter }: PrefetchContext) =>
  void queryClient.prefetchQuery({ ...loadlineQueries.configItems(adapter.dashboards), meta: PREFETCH_META });
// The config items and GET user/v1/user/dashboards/?type= of a dashboard area, as its screens ask.
const dashboardsOf = (kind: DashboardKind) => (context: PrefetchContext) => {
  configs(context);
  const { queryClient, adapter } = context;
  void queryClient.prefetchQuery({ ...loadlineQueries.dashboards(adapter.dashboards, kind.type), meta: PREFETCH_META });
};
// A dashboard: its area's data, then its cards' queries (chunk of its own, loaded alongside the screen's).
const dashboardOf = (kind: DashboardKind) => (context: PrefetchContext) => {
  dashboardsOf(kind)(context);
  const dashboardId = context.params?.dashboardId;
  if (!dashboardId) return;
  const object = new URLSearchParams(context.search ?? '').get('object');
  void import('./pages/dashboards/prefetchDashboard')
    .then((m) => m.prefetchDashboardCards(context, kind, dashboardId, object))
    .catch(() => undefined);
};
// GET user/v1/user/cards/overview and the config items its cards need.
const overviewCards = (context: PrefetchContext) => {
  configs(context);
  const { queryClient, adapter } = context;
  void queryClient.prefetchQuery({ ...loadlineQueries.overviewCards(adapter.overview), meta: PREFETCH_META });
};

/**
 * The screens of both spec documents (part 1 section 2, part 2 section 2), all behind sign-in.
 * Screens built by their features plug in here; until then a route shows an honest 'not built
 * yet' screen. The dashboard areas pass their kind (dashboardKinds.ts), which carries the
 * categories a risk or data insights dashboard supports (part 2 section 2).
 */
export const signedInRoutes: RouteObject[] = [
  { path: '/', element: <Home />, ...on(home) },
  { path: '/overview', element: <Overview />, ...on(overview, overviewCards) },

  {
    element: <RequireProduct product="prod_load_forecast" />,
    children: [
      { path: '/demand/load-forecast', element: <Navigate to="/demand/load-forecast/dashboard" replace /> },
      { path: '/demand/load-forecast/dashboard', element: <DashboardListPage kind={LOAD_FORECAST} />, ...on(dashboardList, dashboardsOf(LOAD_FORECAST)) },
      { path: '/demand/load-forecast/dashboard/:dashboardId', element: <DashboardPage kind={LOAD_FORECAST} />, ...on(dashboard, dashboardOf(LOAD_FORECAST)) },
      { path: '/demand/load-forecast/forecasts', element: <ForecastsPage />, ...on(forecasts, configs) },
      { path: '/demand/load-forecast/adjustments', element: <AdjustmentsPage />, ...on(adjustmentList, configs) },
      { path: '/demand/load-forecast/adjustments/create', element: <CreateAdjustmentPage />, ...on(createAdjustment, configs) },
      { path: '/demand/load-forecast/adjustments/create/:forecast', element: <CreateAdjustmentPage />, ...on(createAdjustment, configs) },
      { path: '/demand/load-forecast/adjustments/:id', element: <AdjustmentEditorPage />, ...on(adjustmentEditor) },
      { path: '/demand/load-forecast/import', element: <ImportPage />, ...on(importData) },
    ],
  },

  {
    element: <RequireProduct product="prod_demand_analytics" />,
    children: [
      { path: '/demand/demand-analytics', element: <Navigate to="/demand/demand-analytics/dashboard" replace /> },
      { path: '/demand/demand-analytics/dashboard', element: <DashboardListPage kind={DEMAND_ANALYTICS} />, ...on(dashboardList, dashboardsOf(DEMAND_ANALYTICS)) },
      { path: '/demand/demand-analytics/dashboard/:dashboardId', element: <DashboardPage kind={DEMAND_ANALYTICS} />, ...on(dashboard, dashboardOf(DEMAND_ANALYTICS)) },
    ],
  },
  { path: '/demand/grid-management', element: <Navigate to="/demand/grid-management/dashboard" replace /> },
  { path: '/demand/grid-management/dashboard', element: <Placeholder text={PORTAL_TEXTS.gridEdgePlaceholder} />, ...on(placeholder) },

  {
    element: <RequireProduct product="prod_pricing_management" />,
    children: [
      { path: '/pricing/pricing-management', element: <Navigate to="/pricing/pricing-management/configurations" replace /> },
      { path: '/pricing/pricing-management/configurations', element: <PricingConfigurationsPage />, ...on(pricingConfigurations) },
      { path: '/pricing/pricing-management/calculations', element: <PricingCalculationsPage />, ...on(pricingCalculations) },
      { path: '/pricing/pricing-management/jobstatus', element: <PricingJobStatusPage />, ...on(pricingJobStatus) },
    ],
  },

  {
    element: <RequireProduct product="prod_risk_management" />,
    children: [
      { path: '/risk/risk-management', element: <Navigate to="/risk/risk-management/dashboard" replace /> },
      { path: '/risk/risk-management/dashboard', element: <DashboardListPage kind={RISK_MANAGEMENT} />, ...on(dashboardList, dashboardsOf(RISK_MANAGEMENT)) },
      { path: '/risk/risk-management/dashboard/:dashboardId', element: <DashboardPage kind={RISK_MANAGEMENT} />, ...on(dashboard, dashboardOf(RISK_MANAGEMENT)) },
    ],
  },
  { path: '/risk/renewable-management', element: <Navigate to="/risk/renewable-management/dashboard" replace /> },
  { path: '/risk/renewable-management/dashboard', element: <Placeholder text={PORTAL_TEXTS.renewablePlaceholder} />, ...on(placeholder) },

  {
    element: <RequireProduct product="prod_data_insights" />,
    children: [
      { path: '/insights/data-insights', element: <Navigate to="/insights/data-insights/dashboard" replace /> },
      { path: '/insights/data-insights/dashboard', element: <DashboardListPage kind={DATA_INSIGHTS} />, ...on(dashboardList, dashboardsOf(DATA_INSIGHTS)) },
      { path: '/insights/data-insights/dashboard/:dashboardId', element: <DashboardPage kind={DATA_INSIGHTS} />, ...on(dashboard, dashboardOf(DATA_INSIGHTS)) },
    ],
  },

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

/**
 * Asks for the first data of the screen `pathname` opens (its route's `prefetch`), so the
 * requests go out while the session is checked rather than after the screen's code has loaded
 * and rendered. The queries carry {@link PREFETCH_META}: without a session they are refused
 * silently, and the screen, once signed in, asks again.
 *
 * @example prefetchScreenData(routes, window.location.pathname, { queryClient, adapter });
 */
export function prefetchScreenData(table: RouteObject[], pathname: string, context: PrefetchContext): void {
  for (const match of matchRoutes(table, pathname) ?? []) {
    (match.route.handle as ScreenHandle | undefined)?.prefetch?.({ ...context, params: match.params });
  }
}

/**
 * The product a path belongs to (core's `PRODUCTS` paths: '/risk/risk-management/...' is
 * 'prod_risk_management'); null for Home, the Overview, placeholders and unknown paths.
 *
 * @example productOfPath('/pricing/pricing-management/jobstatus') // 'prod_pricing_management'
 */
export function productOfPath(pathname: string): string | null {
  const product = PRODUCTS.find((p) => p.id !== null && p.path !== undefined && (pathname === p.path || pathname.startsWith(`${p.path}/`)));
  return product?.id ?? null;
}

/**
 * The first screen's code and data, asked while the session is checked ({@link preloadScreen},
 * {@link prefetchScreenData}), but for a product's route only when `granted` (the products the last
 * signed-in user's mods granted, early/grantedProducts.ts) includes its product: a user whose
 * modules do not grant a route downloads neither its code nor its data. Its screen asks, behind
 * its module check, once the session has answered.
 *
 * @returns whether anything was asked.
 * @example prefetchFirstScreen(routes, '/risk/risk-management/dashboard', context, new Set(['prod_load_forecast'])) // false
 */
export function prefetchFirstScreen(table: RouteObject[], pathname: string, context: PrefetchContext, granted: ReadonlySet<string> | null): boolean {
  if (!mayPrefetchProduct(productOfPath(pathname), granted)) return false;
  preloadScreen(table, pathname);
  prefetchScreenData(table, pathname, context);
  return true;
}
