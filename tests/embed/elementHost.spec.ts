import { expect, test, type Page } from '@playwright/test';
import {
  dataParts,
  expectCardShows,
  hostStyles,
  MARKET,
  newestShortTermForecast,
  PORTAL_ORIGIN,
  readyCard,
  removeHostStyles,
  seriousViolations,
  signIn,
  subtreeStyles,
  ZONE,
} from './embedHost';

// examples/embed-host element.html: a page without React code of its own, with
// <loadline-forecast-card actions selectable> in Shadow DOM, under hostile host CSS.
test.use({ timezoneId: ZONE, viewport: { width: 800, height: 600 } });

const PATH = '/element.html';
const HOST_ELEMENTS = ['body', 'h1', '[data-testid="host-text"]', '[data-testid="host-button"]'];
const element = (page: Page) => page.locator('loadline-forecast-card');

/** Opens the card's options menu (inside the element's shadow root) and returns the menu. */
async function openOptions(page: Page) {
  await readyCard(page).getByRole('button', { name: 'Forecast options' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('example host, plain HTML page with the custom element', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('renders the live card in the shadow root with the values of a direct API call', async ({ page }) => {
    const expected = await newestShortTermForecast(page.request);
    await page.goto(PATH);
    const card = readyCard(page);
    await expectCardShows(card, expected);
    // The card lives in the element's shadow root, not in the page's DOM.
    expect(await page.evaluate(() => document.querySelectorAll('article').length)).toBe(0);
    expect(await element(page).evaluate((el) => el.shadowRoot?.querySelectorAll('article[data-ll-part="forecast-card"]').length)).toBe(1);

    await card.getByRole('button', { name: /^Select: COAST, Generated on / }).click();
    await expect(page.locator('#chosen')).toHaveText(`Chosen: ${MARKET} forecast of ${expected.processTime}`);
  });

  test("the host's styles are the same before and after the element mounts, and the host's CSS reaches neither the card nor its menu", async ({ page }) => {
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(PATH);
    const before = await hostStyles(page, HOST_ELEMENTS);
    expect(await element(page).evaluate((el) => el.shadowRoot)).toBeNull();
    await page.unroute('**/assets/**');

    await page.goto(PATH);
    await expect(readyCard(page)).toBeVisible();
    await openOptions(page);
    // Away from the trigger: removing the host's CSS below moves the card, and a hover state must not count.
    await page.mouse.move(0, 0);
    expect(await hostStyles(page, HOST_ELEMENTS)).toEqual(before);
    expect(before['[data-testid="host-button"]']?.['background-color']).toBe('rgb(255, 215, 0)');

    const withHostCss = await subtreeStyles(element(page));
    expect(withHostCss.filter((s) => s.startsWith('button[menu-item]'))).toHaveLength(2);
    await removeHostStyles(page);
    expect(await subtreeStyles(element(page))).toEqual(withHostCss);
  });

  test('the options menu opens inside the shadow root, themed, and Explore in a dashboard opens the portal route', async ({ page }) => {
    const expected = await newestShortTermForecast(page.request);
    await page.goto(PATH);
    await element(page).evaluate((el, origin) => el.setAttribute('portal-url', origin), PORTAL_ORIGIN);
    const menu = await openOptions(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Explore in a dashboard', 'Create an adjustment']);
    const placement = await menu.evaluate((m) => ({
      inShadow: m.getRootNode() instanceof ShadowRoot,
      theme: m.closest('[data-theme]')?.getAttribute('data-theme'),
      surface: getComputedStyle(m).backgroundColor,
      font: getComputedStyle(m.querySelector('[role="menuitem"]') as Element).fontFamily,
    }));
    expect(placement).toMatchObject({ inShadow: true, theme: 'light' });
    expect(placement.surface).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(255, 215, 0\)$/);
    expect(placement.font).toMatch(/^Inter/);
    // The menu sits under its trigger, inside the viewport.
    const trigger = await readyCard(page).getByRole('button', { name: 'Forecast options' }).boundingBox();
    const box = await menu.boundingBox();
    expect(box && trigger && box.y >= trigger.y + trigger.height && box.x + box.width <= 800).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await openOptions(page);
    await page.getByRole('menuitem', { name: 'Explore in a dashboard' }).click();
    await page.waitForURL((url) => url.origin === PORTAL_ORIGIN && url.pathname === '/demand/load-forecast/dashboard/unsaved');
    const object = JSON.parse(Buffer.from(new URL(page.url()).searchParams.get('object') ?? '', 'base64').toString('utf8')) as unknown;
    expect(object).toMatchObject({ market: MARKET, processTime: expected.processTime, level: { name: 'weatherZone', configId: 'ercot-power-short-term' } });
  });

  test('a host that cancels loadline-create-adjustment handles it itself: the page stays', async ({ page }) => {
    await page.goto(PATH);
    await page.evaluate(() => {
      document.addEventListener('loadline-create-adjustment', (event) => {
        event.preventDefault();
        (window as unknown as { handled: unknown }).handled = (event as CustomEvent).detail;
      });
    });
    await openOptions(page);
    await page.getByRole('menuitem', { name: 'Create an adjustment' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    const handled = (await page.evaluate(() => (window as unknown as { handled: unknown }).handled)) as { url: string; card: Record<string, unknown> };
    expect(handled.card).toMatchObject({ market: MARKET, configId: 'ercot-power-short-term', category: 'shortTermForecast' });
    expect(handled.url).toMatch(/^http:\/\/localhost:3000\/demand\/load-forecast\/adjustments\/create\//);
    expect(JSON.parse(decodeURIComponent(handled.url.split('/').at(-1) ?? ''))).toEqual(handled.card);
    expect(new URL(page.url()).pathname).toBe(PATH);
  });

  test('looks as the committed screenshots, menu closed and open (data-dependent parts masked)', async ({ page }) => {
    await page.goto(PATH);
    const card = readyCard(page);
    await expect(card).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('element-host.png', { mask: dataParts(card), maxDiffPixelRatio: 0.0002 });
    // The open menu covers data-dependent text, so it is compared on its own (it holds none).
    const menu = await openOptions(page);
    await page.mouse.move(0, 0);
    await expect(menu).toHaveScreenshot('element-host-menu.png', { maxDiffPixelRatio: 0.0002 });
  });

  test('has no serious or critical accessibility violation in the element, menu closed and open', async ({ page }) => {
    await page.goto(PATH);
    await expect(readyCard(page)).toBeVisible();
    expect(await seriousViolations(page, 'loadline-forecast-card')).toEqual([]);
    await openOptions(page);
    expect(await seriousViolations(page, 'loadline-forecast-card')).toEqual([]);
  });
});
