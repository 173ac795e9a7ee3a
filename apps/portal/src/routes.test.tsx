import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardKind } from './pages/dashboards/dashboardKinds';
import { loadlineKeys } from '@loadline/core/react';
import { QueryClient } from '@tanstack/react-query';
import { prefetchFirstScreen, prefetchScreenData, preloadScreen, productOfPath, signedInRoutes, type PrefetchContext } from './routes';
import { earlyProductOf } from './early/earlyCalls';
import { forgetGrantedProducts, grantedProducts, rememberGrantedProducts } from './early/grantedProducts';
import { productsForMods } from '@loadline/core';
import { SignedInUserProvider } from './signIn/SignedInUser';
import { ANALYST } from './testing/renderPortal';

// The dashboard screens are built elsewhere; here only which kind a route hands them matters.
vi.mock('./pages/dashboards/DashboardListPage', () => ({
  DashboardListPage: ({ kind }: { kind: DashboardKind }) => <h1>{`list of ${kind.type} (${kind.categories?.join(', ') ?? 'every category'})`}</h1>,
}));
vi.mock('./pages/dashboards/DashboardPage', () => ({
  DashboardPage: ({ kind }: { kind: DashboardKind }) => <h1>{`dashboard of ${kind.type} (${kind.categories?.join(', ') ?? 'every category'})`}</h1>,
}));

const FORECASTER = { ...ANALYST, name: 'Gulf Coast Forecaster', mods: ['mod_load_forecast'] };

function open(path: string, user = ANALYST) {
  const router = createMemoryRouter(signedInRoutes, { initialEntries: [path] });
  render(
    <SignedInUserProvider value={user}>
      <RouterProvider router={router} />
    </SignedInUserProvider>,
  );
  return router;
}

describe('route table (spec part 1 section 2, part 2 section 2)', () => {
  it.each([
    ['/demand/load-forecast/dashboard', 'list of prod_load_forecast (every category)'],
    ['/demand/load-forecast/dashboard/d1', 'dashboard of prod_load_forecast (every category)'],
    ['/demand/demand-analytics/dashboard', 'list of prod_demand_analytics (every category)'],
    ['/demand/demand-analytics/dashboard/d1', 'dashboard of prod_demand_analytics (every category)'],
    ['/risk/risk-management/dashboard', 'list of prod_risk_management (nop, supplyAndMarkToMarket)'],
    ['/risk/risk-management/dashboard/d1', 'dashboard of prod_risk_management (nop, supplyAndMarkToMarket)'],
    ['/insights/data-insights/dashboard', 'list of prod_data_insights (dataInsights)'],
    ['/insights/data-insights/dashboard/unsaved', 'dashboard of prod_data_insights (dataInsights)'],
  ])('%s opens its dashboard area with the categories it supports', async (path, shown) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: shown })).toBeInTheDocument();
  });

  it.each([
    ['/demand/load-forecast', '/demand/load-forecast/dashboard'],
    ['/demand/demand-analytics', '/demand/demand-analytics/dashboard'],
    ['/demand/grid-management', '/demand/grid-management/dashboard'],
    ['/pricing/pricing-management', '/pricing/pricing-management/configurations'],
    ['/risk/risk-management', '/risk/risk-management/dashboard'],
    ['/risk/renewable-management', '/risk/renewable-management/dashboard'],
    ['/insights/data-insights', '/insights/data-insights/dashboard'],
  ])('%s redirects to %s', async (from, to) => {
    const router = open(from);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it.each([
    ['/risk/risk-management', 'Risk Management'],
    ['/risk/risk-management/dashboard', 'Risk Management'],
    ['/risk/risk-management/dashboard/d1', 'Risk Management'],
    ['/pricing/pricing-management/configurations', 'Pricing Management'],
    ['/pricing/pricing-management/jobstatus', 'Pricing Management'],
  ])('%s tells a user whose mods lack %s that it is not in their modules, as Home does', async (path, product) => {
    open(path, FORECASTER);
    expect(await screen.findByRole('heading', { level: 1, name: product })).toBeInTheDocument();
    expect(screen.getByText('Not included in your modules')).toBeInTheDocument();
    expect(screen.queryByText(/^list of|^dashboard of/)).toBeNull();
  });

  it('opens the products the mods grant for the same user', async () => {
    open('/demand/load-forecast/dashboard', FORECASTER);
    expect(await screen.findByRole('heading', { level: 1, name: 'list of prod_load_forecast (every category)' })).toBeInTheDocument();
    expect(screen.queryByText('Not included in your modules')).toBeNull();
  });

  it('shows the spec placeholder text on Grid Edge Management', async () => {
    open('/demand/grid-management/dashboard');
    expect(await screen.findByRole('heading', { name: 'Grid Edge Mangement Content In Development' })).toBeInTheDocument();
  });

  it('answers an unknown path with 404 Page not found, after a loading status that paints nothing', async () => {
    open('/no/such/screen');
    expect(await screen.findByRole('heading', { name: '404 Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('preloads the screen of a path before it renders, and nothing for a redirect', async () => {
    const loaded = vi.fn(async () => undefined);
    const table = [
      { path: '/a', handle: { preload: loaded } },
      { path: '/b', handle: { preload: vi.fn(async () => undefined) } },
      { path: '/redirect' },
    ];
    preloadScreen(table, '/a');
    preloadScreen(table, '/redirect');
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(table[1]?.handle?.preload).not.toHaveBeenCalled();
  });

  it('asks for the first data of a dashboard area under the keys its screens read, and nothing for Home', async () => {
    const queryClient = new QueryClient();
    const listConfigs = vi.fn(async () => []);
    const list = vi.fn(async () => []);
    const listCards = vi.fn(async () => []);
    const adapter = { dashboards: { listConfigs, list }, overview: { listCards } } as unknown as PrefetchContext['adapter'];
    prefetchScreenData(signedInRoutes, '/', { queryClient, adapter });
    expect(listConfigs).not.toHaveBeenCalled();
    prefetchScreenData(signedInRoutes, '/risk/risk-management/dashboard/d1', { queryClient, adapter });
    await vi.waitFor(() => expect(queryClient.getQueryData(loadlineKeys.dashboards.list('prod_risk_management'))).toEqual([]));
    expect(list).toHaveBeenCalledWith({ type: 'prod_risk_management' }, expect.anything());
    expect(queryClient.getQueryData(loadlineKeys.dashboards.configs())).toEqual([]);
    prefetchScreenData(signedInRoutes, '/overview', { queryClient, adapter });
    await vi.waitFor(() => expect(listCards).toHaveBeenCalledTimes(1));
  });

  it("prefetches neither the code nor the data of a route the last user's modules do not grant (a forecaster: no risk, no pricing)", async () => {
    const queryClient = new QueryClient();
    const listConfigs = vi.fn(async () => []);
    const list = vi.fn(async () => []);
    const adapter = { dashboards: { listConfigs, list }, overview: { listCards: vi.fn(async () => []) } } as unknown as PrefetchContext['adapter'];
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
    rememberGrantedProducts(storage, productsForMods(FORECASTER.mods));
    const granted = grantedProducts(storage);
    expect(granted?.has('prod_load_forecast')).toBe(true);
    expect(granted?.has('prod_risk_management') || granted?.has('prod_pricing_management')).toBe(false);
    const preload = vi.fn(async () => undefined);
    const table = [{ path: '/risk/risk-management/dashboard/:dashboardId', element: null, handle: { preload, prefetch: (c: PrefetchContext) => prefetchScreenData(signedInRoutes, '/risk/risk-management/dashboard/d1', c) } }];
    for (const path of ['/risk/risk-management/dashboard', '/risk/risk-management/dashboard/d1', '/pricing/pricing-management/jobstatus']) {
      expect(prefetchFirstScreen(signedInRoutes, path, { queryClient, adapter }, granted)).toBe(false);
    }
    expect(prefetchFirstScreen(table, '/risk/risk-management/dashboard/d1', { queryClient, adapter }, granted)).toBe(false);
    expect(preload).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
    expect(listConfigs).not.toHaveBeenCalled();
    // The early entry's calls and screen code follow the same grants.
    expect(earlyProductOf('/risk/risk-management/dashboard/d1')).toBe('prod_risk_management');
    expect(productOfPath('/pricing/pricing-management/jobstatus')).toBe('prod_pricing_management');
    // A granted product and a route of no product are prefetched.
    expect(prefetchFirstScreen(signedInRoutes, '/demand/load-forecast/dashboard', { queryClient, adapter }, granted)).toBe(true);
    await vi.waitFor(() => expect(list).toHaveBeenCalledWith({ type: 'prod_load_forecast' }, expect.anything()));
    expect(prefetchFirstScreen(signedInRoutes, '/overview', { queryClient, adapter }, granted)).toBe(true);
    // Nothing kept (a first visit, after Logout): no product route is prefetched.
    forgetGrantedProducts(storage);
    expect(grantedProducts(storage)).toBeNull();
    expect(prefetchFirstScreen(signedInRoutes, '/demand/load-forecast/dashboard', { queryClient, adapter }, grantedProducts(storage))).toBe(false);
  });
});
