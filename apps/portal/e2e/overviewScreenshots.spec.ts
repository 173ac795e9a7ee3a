import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';
import { axeViolations } from './axe';

test.use({ baseURL: PORTAL_ORIGIN });
// One after another: each test pins and deletes the same cards of the same account.
test.describe.configure({ mode: 'serial' });

/** Where the screenshots go (ignored by git; Playwright empties test-results/ at each run). */
const SHOTS = 'test-results/screenshots';
const HEADERS = { 'X-Loadline-Request': '1' };

/** Markets of the seeded ERCOT load: the 8 weather zones and the ERCOT total. */
const MARKETS = ['COAST', 'EAST', 'FWEST', 'NCENT', 'NORTH', 'SCENT', 'SOUTH', 'WEST', 'ERCOT'];

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A load forecast dashboard with a Line card and a Summary card of COAST load, both pinned. */
async function pinTwoCards(page: Page): Promise<string> {
  const configs = (await (await page.request.get('/api/user/v1/user/config/dashboards')).json()) as { configId: string; type: string; category: { name: string } }[];
  const config = configs.find((c) => c.type === 'prod_load_forecast' && c.category.name === 'shortTermForecast');
  const series = (id: string, label: string, kind: string) => ({
    id,
    label,
    type: 'power load',
    calculationOptions: ['Sum', 'Avg', 'Min', 'Max'],
    selectedCalculation: 'Sum',
    extras: { series: kind },
  });
  const created = await page.request.post('/api/user/v1/user/dashboards', {
    headers: HEADERS,
    data: {
      name: 'COAST week, screenshots',
      configId: config?.configId,
      cards: [
        { id: 'shot-line', title: 'COAST load', layout: { x: 0, y: 0, w: 8, h: 2 }, dataSeries: [series('load|actual', 'Stitched Actual', 'actual'), series('load|backcast', 'Backcast', 'backcast')] },
        { id: 'shot-summary', title: 'COAST summary', isSummaryView: true, layout: { x: 8, y: 0, w: 4, h: 2 }, dataSeries: [series('load|actual', 'Stitched Actual', 'actual')] },
      ],
      filters: [{ name: 'market', title: 'Market', items: MARKETS.map((m) => ({ id: m, label: m, isChecked: m === 'COAST' })) }],
      settings: { timezone: 'America/Chicago', is_hour_ending: true, date_range: { from: { dateType: 'fixed', value: '2021-07-01' }, to: { dateType: 'fixed', value: '2021-07-07' } } },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { dashboardId } = (await created.json()) as { dashboardId: string };
  for (const id of ['shot-line', 'shot-summary']) {
    const pinned = await page.request.patch(`/api/user/v1/user/cards/${dashboardId}/${id}/overview`, { headers: HEADERS, data: { isOverview: true } });
    expect(pinned.ok()).toBe(true);
  }
  return dashboardId;
}

for (const theme of ['light', 'dark'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshots of Home, the Latest panel and Overview (${theme}, ${device}), with no serious axe violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, ACCOUNTS.gulfCoastAnalyst.email);
      if (theme === 'dark') await page.getByRole('switch', { name: 'Dark theme' }).check();
      await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Welcome to Loadline' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/home-${theme}-${device}.png`, fullPage: true });

      // The top bar keeps to one row; on a phone Import data is in the More menu.
      const bar = await page.locator('header').first().boundingBox();
      expect(bar?.height).toBeLessThan(64);
      if (device === 'phone') {
        await expect(page.getByRole('link', { name: 'Import data' })).toBeHidden();
        await page.getByRole('button', { name: 'More' }).click();
        await expect(page.getByRole('menuitem', { name: 'Import data' })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/more-${theme}-${device}.png` });
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
      } else {
        await expect(page.getByRole('link', { name: 'Import data' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'More' })).toBeHidden();
      }

      await page.getByRole('button', { name: /^Notifications, / }).click();
      await expect(page.getByRole('region', { name: 'Latest' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/panel-${theme}-${device}.png` });
      await page.keyboard.press('Escape');

      const dashboardId = await pinTwoCards(page);
      await page.goto('/overview');
      const line = page.locator('section[aria-label="COAST load"]');
      await expect(line).toHaveAttribute('data-visualization', 'Line');
      await expect(page.locator('section[aria-label="COAST summary"]')).toHaveAttribute('data-visualization', 'Summary');
      await expect(line).toHaveAttribute('data-card-state', 'ready');
      await expect(page.locator('section[aria-label="COAST summary"]')).toHaveAttribute('data-card-state', 'ready');
      await page.waitForTimeout(500); // the grid's 200 ms placement transition
      await page.screenshot({ path: `${SHOTS}/overview-${theme}-${device}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.request.delete(`/api/user/v1/user/dashboards/${dashboardId}`, { headers: HEADERS });
    });
  }
}
