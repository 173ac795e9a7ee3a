import { expect, test } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

test.use({ baseURL: PORTAL_ORIGIN });

test('the API answers under /api and serves the portal on the same origin', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  const page = await request.get('/demand/load-forecast/forecasts');
  expect(page.headers()['content-type']).toContain('text/html');
});

test('unknown paths show 404 Page not found', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastForecaster.email, '/no/such/screen');
  await expect(page.getByRole('heading', { name: '404 Page not found' })).toBeVisible();
});

test('base routes redirect as the spec says', async ({ page }) => {
  // The analyst's mods grant all three products.
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email);
  for (const [from, to] of [
    ['/demand/load-forecast', '/demand/load-forecast/dashboard'],
    ['/pricing/pricing-management', '/pricing/pricing-management/configurations'],
    ['/risk/risk-management', '/risk/risk-management/dashboard'],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  }
});

test('a product the mods do not grant says so on its routes, as Home does, and offers none of its actions', async ({ page }) => {
  // The forecaster holds mod_load_forecast only: no pricing, no risk.
  await signIn(page, ACCOUNTS.gulfCoastForecaster.email);
  // Nothing of risk or pricing is asked for, not even early or prefetched (the API would refuse it).
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (url.includes('/api/') && /prod_risk_management|prod_pricing_management|\/risk\/v1\/|\/pricing\/v1\//.test(url)) asked.push(url);
  });
  for (const [path, product] of [
    ['/risk/risk-management/dashboard', 'Risk Management'],
    ['/risk/risk-management/dashboard/unsaved', 'Risk Management'],
    ['/pricing/pricing-management/configurations', 'Pricing Management'],
    ['/pricing/pricing-management/jobstatus', 'Pricing Management'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    await expect(page.getByText('Not included in your modules')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Dashboard' })).toHaveCount(0);
  }
  expect(asked).toEqual([]);
});

test('Grid Edge Management keeps the spec placeholder text', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastForecaster.email, '/demand/grid-management/dashboard');
  await expect(page.getByRole('heading', { name: 'Grid Edge Mangement Content In Development' })).toBeVisible();
});
