import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';
import { axeViolations } from './axe';

test.use({ baseURL: PORTAL_ORIGIN });

/** State-changing calls need this header (and a same-origin Origin) or the API answers 403. */
const HEADERS = { 'X-Loadline-Request': '1' };

/** Markets of the seeded ERCOT load: the 8 weather zones and the ERCOT total. */
const MARKETS = ['COAST', 'EAST', 'FWEST', 'NCENT', 'NORTH', 'SCENT', 'SOUTH', 'WEST', 'ERCOT'];

interface PinnedCard {
  id: string;
  dashboardId: string;
  card: { title: string; layout: { x: number; y: number; w: number; h: number } };
}

async function pinnedCards(request: APIRequestContext): Promise<PinnedCard[]> {
  const res = await request.get('/api/user/v1/user/cards/overview');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as PinnedCard[];
}

/**
 * Saves a load forecast dashboard (COAST, 1-7 July 2021, America/Chicago, hour ending) with one
 * Stitched Actual card, as the dashboard screen would, and pins the card to Overview.
 */
async function pinLoadCard(page: Page, title: string, cardId: string): Promise<string> {
  const configs = (await (await page.request.get('/api/user/v1/user/config/dashboards')).json()) as { configId: string; type: string; category: { name: string } }[];
  const config = configs.find((c) => c.type === 'prod_load_forecast' && c.category.name === 'shortTermForecast');
  expect(config, 'a short-term load forecast configuration').toBeDefined();
  const created = await page.request.post('/api/user/v1/user/dashboards', {
    headers: HEADERS,
    data: {
      name: `Overview check ${title}`,
      configId: config?.configId,
      cards: [
        {
          id: cardId,
          title,
          layout: { x: 0, y: 0, w: 6, h: 2 },
          dataSeries: [
            {
              id: 'load|actual',
              label: 'Stitched Actual',
              type: 'power load',
              calculationOptions: ['Sum', 'Avg', 'Min', 'Max'],
              selectedCalculation: 'Sum',
              extras: { series: 'actual' },
            },
          ],
        },
      ],
      filters: [{ name: 'market', title: 'Market', items: MARKETS.map((m) => ({ id: m, label: m, isChecked: m === 'COAST' })) }],
      settings: {
        timezone: 'America/Chicago',
        is_hour_ending: true,
        date_range: { from: { dateType: 'fixed', value: '2021-07-01' }, to: { dateType: 'fixed', value: '2021-07-07' } },
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { dashboardId } = (await created.json()) as { dashboardId: string };
  const pinned = await page.request.patch(`/api/user/v1/user/cards/${dashboardId}/${cardId}/overview`, { headers: HEADERS, data: { isOverview: true } });
  expect(pinned.ok(), await pinned.text()).toBe(true);
  return dashboardId;
}

/** Unpins every card of the signed-in user, so the grid starts empty. */
async function unpinAll(request: APIRequestContext): Promise<void> {
  for (const c of await pinnedCards(request)) {
    await request.patch(`/api/user/v1/user/cards/${c.dashboardId}/${c.id}/overview`, { headers: HEADERS, data: { isOverview: false } });
  }
}

/** Drags with the mouse in small steps, as a user does (react-grid-layout starts after 3 px). */
async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 10 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 10 });
  await page.mouse.up();
}

test('a pinned card is on Overview, is dragged and resized, the layout is saved and kept after reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ACCOUNTS.loneStarAnalyst.email, '/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Lone Star Analyst' })).toBeVisible();
  await unpinAll(page.request);
  const title = `COAST load ${Date.now() % 100_000}`;
  const dashboardId = await pinLoadCard(page, title, 'card-layout-check');

  await page.reload();
  const card = page.locator(`section[aria-label="${title}"]`);
  // Drawn live by the dashboard card: COAST hourly load for 1-7 July 2021.
  await expect(card).toHaveAttribute('data-visualization', 'Line');
  await expect(card).toHaveAttribute('data-card-state', 'ready');
  await expect(card.getByRole('img', { name: /^Line chart: .* 168 points from Jul 1, 2021, HE1 to Jul 7, 2021, HE24/ })).toBeVisible();
  const cell = page.locator(`[data-grid-item="${dashboardId}/card-layout-check"]`);
  const start = await cell.boundingBox();
  expect(start, 'the card is drawn on the grid').not.toBeNull();
  if (!start) return;

  // Drag by the title to the right half of the grid.
  const handle = card.getByRole('heading', { name: title });
  const h = await handle.boundingBox();
  if (!h) throw new Error('no title box');
  await drag(page, { x: h.x + 20, y: h.y + h.height / 2 }, { x: start.width + 12, y: 0 });
  await expect(page.getByText('Layout Saved')).toBeVisible();
  await expect.poll(async () => (await pinnedCards(page.request)).find((c) => c.dashboardId === dashboardId)?.card.layout).toMatchObject({ x: 6, w: 6, h: 2 });

  // Resize from the lower right corner: one row taller, two columns narrower.
  const moved = await cell.boundingBox();
  if (!moved) throw new Error('no card box');
  const columnPx = (moved.width + 12) / 6;
  await drag(page, { x: moved.x + moved.width - 6, y: moved.y + moved.height - 6 }, { x: -2 * columnPx, y: 162 });
  await expect.poll(async () => (await pinnedCards(page.request)).find((c) => c.dashboardId === dashboardId)?.card.layout).toMatchObject({ x: 6, w: 4, h: 3 });
  await expect(page.getByText('Layout Saved')).toBeVisible();
  const saved = await cell.boundingBox();

  await page.reload();
  await expect(card).toBeVisible();
  // Same place and size after reload (within a few px: the page's scrollbar may come and go).
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    await expect.poll(async () => Math.abs(((await cell.boundingBox())?.[key] ?? -999) - (saved?.[key] ?? 0))).toBeLessThan(4);
  }

  const serious = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);

  await page.request.patch(`/api/user/v1/user/cards/${dashboardId}/card-layout-check/overview`, { headers: HEADERS, data: { isOverview: false } });
  await page.request.delete(`/api/user/v1/user/dashboards/${dashboardId}`, { headers: HEADERS });
});

test('View Source leads to the card’s dashboard and the Summary/Options toggle switches the view', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, '/overview');
  const title = `Zone load ${Date.now() % 100_000}`;
  const dashboardId = await pinLoadCard(page, title, 'card-view-source');
  await page.reload();
  const card = page.locator(`section[aria-label="${title}"]`);
  await expect(card).toHaveAttribute('data-visualization', 'Line');
  await card.getByRole('radio', { name: 'Summary' }).check();
  await expect(card).toHaveAttribute('data-visualization', 'Summary');
  await card.getByRole('radio', { name: 'Options' }).check();
  await expect(card).toHaveAttribute('data-visualization', 'Line');
  await card.getByRole('link', { name: `View Source: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/demand/load-forecast/dashboard/${dashboardId}$`));
  await page.request.delete(`/api/user/v1/user/dashboards/${dashboardId}`, { headers: HEADERS });
});
