import { Navigate, type RouteObject } from 'react-router';
import { ForecastsPage } from './pages/forecasts/ForecastsPage';
import { Home } from './pages/Home';
import { NotBuilt } from './pages/NotBuilt';
import { NotFound } from './pages/NotFound';
import { Overview } from './pages/Overview';
import { Placeholder } from './pages/Placeholder';
import { Shell } from './shell/Shell';
import { SignInCallback } from './signIn/SignInCallback';
import { PORTAL_TEXTS } from './texts';

/**
 * The screens of both spec documents (part 1 section 2, part 2 section 2), all behind sign-in.
 * Screens built by their features plug in here; until then a route shows an honest 'not built
 * yet' screen.
 */
export const signedInRoutes: RouteObject[] = [
  { path: '/', element: <Home /> },
  { path: '/overview', element: <Overview /> },

  { path: '/demand/load-forecast', element: <Navigate to="/demand/load-forecast/dashboard" replace /> },
  { path: '/demand/load-forecast/dashboard', element: <NotBuilt screen="Dashboards" /> },
  { path: '/demand/load-forecast/dashboard/:dashboardId', element: <NotBuilt screen="Dashboard" /> },
  { path: '/demand/load-forecast/forecasts', element: <ForecastsPage /> },
  { path: '/demand/load-forecast/adjustments', element: <NotBuilt screen="Adjustments" /> },
  { path: '/demand/load-forecast/adjustments/create', element: <NotBuilt screen="Create adjustment" /> },
  { path: '/demand/load-forecast/adjustments/create/:forecast', element: <NotBuilt screen="Create adjustment" /> },
  { path: '/demand/load-forecast/adjustments/:id', element: <NotBuilt screen="Adjustment editor" /> },

  { path: '/demand/demand-analytics', element: <Navigate to="/demand/demand-analytics/dashboard" replace /> },
  { path: '/demand/demand-analytics/dashboard', element: <NotBuilt screen="Demand Analytics" /> },
  { path: '/demand/demand-analytics/dashboard/:dashboardId', element: <NotBuilt screen="Demand Analytics" /> },
  { path: '/demand/grid-management', element: <Navigate to="/demand/grid-management/dashboard" replace /> },
  { path: '/demand/grid-management/dashboard', element: <Placeholder text={PORTAL_TEXTS.gridEdgePlaceholder} /> },

  { path: '/pricing/pricing-management', element: <Navigate to="/pricing/pricing-management/configurations" replace /> },
  { path: '/pricing/pricing-management/configurations', element: <NotBuilt screen="Pricing configurations" /> },
  { path: '/pricing/pricing-management/calculations', element: <NotBuilt screen="Pricing calculations" /> },
  { path: '/pricing/pricing-management/jobstatus', element: <NotBuilt screen="Job Status" /> },

  { path: '/risk/risk-management', element: <Navigate to="/risk/risk-management/dashboard" replace /> },
  { path: '/risk/risk-management/dashboard', element: <NotBuilt screen="Risk Management" /> },
  { path: '/risk/risk-management/dashboard/:dashboardId', element: <NotBuilt screen="Risk Management" /> },
  { path: '/risk/renewable-management', element: <Navigate to="/risk/renewable-management/dashboard" replace /> },
  { path: '/risk/renewable-management/dashboard', element: <Placeholder text={PORTAL_TEXTS.renewablePlaceholder} /> },

  { path: '/insights/data-insights', element: <Navigate to="/insights/data-insights/dashboard" replace /> },
  { path: '/insights/data-insights/dashboard', element: <NotBuilt screen="Meter Insights" /> },
  { path: '/insights/data-insights/dashboard/:dashboardId', element: <NotBuilt screen="Meter Insights" /> },

  { path: '*', element: <NotFound /> },
];

/**
 * The full route table: the sign-in callback (spec part 2 section 4) on its own, every other route
 * inside the signed-in frame (session gate and top bar).
 */
export const routes: RouteObject[] = [
  { path: '/authorization-code/callback', element: <SignInCallback /> },
  { element: <Shell />, children: signedInRoutes },
];
