import { expect, test } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

/**
 * A dashboard on a phone (390 px): its two live cards load without moving what is already on the
 * screen. Lighthouse's mobile run measured a cumulative layout shift of 0.396: the series panel
 * above the cards, a short skeleton while its code loaded, grew to its full height after the cards
 * had drawn and pushed them down. This is the mechanism check, the layout-shift entries of the
 * page as the browser reports them (PerformanceObserver), not a timing.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as never);

const HEADERS = { 'x-loadline-request': '1' };
const MARKETS = ['COAST', 'EAST', 'FWEST', 'NORTH', 'NCENT', 'SOUTH', 'SCENT', 'WEST', 'ERCOT'];
const load = (kind: 'actual' | 'backcast', label: string) =>
  ({ id: `load|${kind}`, label, type: 'power load', calculationOptions: ['Sum', 'Avg', 'Min', 'Max'], selectedCalculation: 'Sum', extras: { series: kind } });

test('a dashboard with two live cards keeps its layout as they load at 390 px (CLS < 0.1)', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email);
  // COAST, 1-7 July 2021: a Line card (Stitched Actual and Backcast) and a Summary card, as the Lighthouse benchmark's dashboard.
  const made = await page.request.post(`${PORTAL_ORIGIN}/api/user/v1/user/dashboards`, {
    headers: HEADERS,
    data: {
      name: `Phone layout ${Date.now()}`,
      configId: 'ercot-power-short-term',
      cards: [
        { id: 'phone-line', title: 'COAST load', layout: { x: 0, y: 0, w: 8, h: 2 }, dataSeries: [load('actual', 'Stitched Actual'), load('backcast', 'Backcast')] },
        { id: 'phone-summary', title: 'COAST summary', visualization: 'Summary', layout: { x: 8, y: 0, w: 4, h: 2 }, dataSeries: [load('actual', 'Stitched Actual')] },
      ],
      filters: [{ name: 'market', title: 'Market', items: MARKETS.map((m) => ({ id: m, label: m, isChecked: m === 'COAST', isDisabled: false })) }],
      settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true, date_range: { from: { dateType: 'fixed', value: '2021-07-01' }, to: { dateType: 'fixed', value: '2021-07-07' } } },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { dashboardId } = (await made.json()) as { dashboardId: string };

  // Every layout shift of the page from its first paint (buffered), without one that follows an input.
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (e.hadRecentInput) continue;
        const sources = (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}${s.node.getAttribute('data-part') ? `[${s.node.getAttribute('data-part')}]` : ''}.${s.node.className}` : String(s.node?.nodeName)));
        w.__shifts.push({ value: e.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/demand/load-forecast/dashboard/${dashboardId}`);
  await expect(page.getByRole('img', { name: /COAST load/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'COAST summary' })).toBeVisible();
  // The series panel's Forecast menu asks for its runs once the cards have their answers: wait for it too.
  await expect(page.getByRole('button', { name: /^Add Forecast .* to a card$|^Add Latest to a card$/ }).first()).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  const cls = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(cls, JSON.stringify(shifts)).toBeLessThan(0.1);

  // The cards stack at full width in reading order: the Summary card (4 of 12 columns on a desktop,
  // about 110 px here) is as wide as the Line card and below it.
  const line = await page.locator('[data-grid-item="phone-line"]').boundingBox();
  const summary = await page.locator('[data-grid-item="phone-summary"]').boundingBox();
  expect(line && summary).toBeTruthy();
  expect(Math.abs(summary!.width - line!.width)).toBeLessThan(2);
  expect(summary!.width).toBeGreaterThan(300);
  expect(summary!.y).toBeGreaterThanOrEqual(line!.y + line!.height);
});
