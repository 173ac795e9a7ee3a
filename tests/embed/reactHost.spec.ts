import { expect, test } from '@playwright/test';
import {
  dataParts,
  expectCardShows,
  hostStyles,
  newestShortTermForecast,
  readyCard,
  removeHostStyles,
  seriousViolations,
  signIn,
  subtreeStyles,
  ZONE,
} from './embedHost';

// examples/embed-host index.html: a React page embedding the live card in 8 lines, under hostile host CSS.
test.use({ timezoneId: ZONE, viewport: { width: 800, height: 600 } });

const HOST_ELEMENTS = ['body', 'h1', '[data-testid="host-text"]'];

test.describe('example host, React page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('renders the live card with the values of a direct API call for the same forecast', async ({ page }) => {
    const expected = await newestShortTermForecast(page.request);
    await page.goto('/');
    const card = readyCard(page);
    await expect(card).toHaveCount(1);
    await expectCardShows(card, expected);
    await expect(card.getByText('Not enough data')).toHaveCount(0);
  });

  test("the host's styles are the same before and after the card mounts, and the host's CSS does not restyle the card", async ({ page }) => {
    // Before: the host page alone (the example's script and the packages' stylesheets blocked).
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#root')).toBeEmpty();
    const before = await hostStyles(page, HOST_ELEMENTS);
    await page.unroute('**/assets/**');

    await page.goto('/');
    const card = readyCard(page);
    await expect(card).toBeVisible();
    expect(await hostStyles(page, HOST_ELEMENTS)).toEqual(before);
    expect(before['[data-testid="host-text"]']?.color).toBe('rgb(139, 0, 0)');

    // The card's own computed styles do not change when the host's stylesheet goes away.
    const withHostCss = await subtreeStyles(card);
    expect(withHostCss.length).toBeGreaterThan(10);
    await removeHostStyles(page);
    expect(await subtreeStyles(card)).toEqual(withHostCss);
  });

  test('looks as the committed screenshot (data-dependent parts masked)', async ({ page }) => {
    await page.goto('/');
    const card = readyCard(page);
    await expect(card).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('react-host.png', {
      mask: dataParts(card),
      maxDiffPixelRatio: 0.0002,
    });
  });

  test('has no serious or critical accessibility violation in the card', async ({ page }) => {
    await page.goto('/');
    await expect(readyCard(page)).toBeVisible();
    expect(await seriousViolations(page, '[data-ll-part="forecast-card"]')).toEqual([]);
  });
});
