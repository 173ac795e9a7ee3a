import { expect, test } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

test.use({ baseURL: PORTAL_ORIGIN });

const HEADERS = { 'X-Loadline-Request': '1' };

test('a card pinned from a saved dashboard is listed on Overview with View Source to that dashboard', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, '/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Gulf Coast Analyst' })).toBeVisible();

  // Save a load forecast dashboard with one card and pin the card, as a dashboard screen would.
  const configs = (await (await page.request.get('/api/user/v1/user/config/dashboards')).json()) as { configId: string; type: string }[];
  const config = configs.find((c) => c.type === 'prod_load_forecast');
  expect(config, 'a load forecast dashboard configuration').toBeDefined();
  const title = `Zone load ${Date.now() % 100_000}`;
  const created = await page.request.post('/api/user/v1/user/dashboards', {
    headers: HEADERS,
    data: { name: `Overview check ${title}`, configId: config?.configId, cards: [{ id: 'card-overview-check', title }] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { dashboardId } = (await created.json()) as { dashboardId: string };
  const pinned = await page.request.patch(`/api/user/v1/user/cards/${dashboardId}/card-overview-check/overview`, {
    headers: HEADERS,
    data: { isOverview: true },
  });
  expect(pinned.ok(), await pinned.text()).toBe(true);

  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText(`From dashboard Overview check ${title}`);
  await card.getByRole('link', { name: `View Source: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/demand/load-forecast/dashboard/${dashboardId}$`));

  await page.request.delete(`/api/user/v1/user/dashboards/${dashboardId}`, { headers: HEADERS });
});
