import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';
import { axeViolations } from './axe';

// Process times and days are shown in ERCOT's zone so the expected texts are fixed.
const ZONE = 'America/Chicago';
test.use({ baseURL: PORTAL_ORIGIN, timezoneId: ZONE });

const PATH = '/demand/load-forecast/forecasts';
const HEADERS = { 'X-Loadline-Request': '1' };
/** The reference API's 9 markets: 8 ERCOT weather zones and the ERCOT total. */
const MARKET_COUNT = 9;
/** Process dates per market per load (spec part 1 §9). */
const PAGE_SIZE = 5;

type Row = Record<string, unknown>;

/**
 * `decodeExploreObject` of the built `@loadline/forecasts`, as a host installs it, run in plain
 * Node: the workspace's TypeScript paths point this test runner at the package sources, whose
 * styles need a bundler.
 */
function decodeExploreObject(param: string): unknown {
  const script = "const { decodeExploreObject } = await import('@loadline/forecasts'); process.stdout.write(JSON.stringify(decodeExploreObject(process.argv[1])));";
  const cwd = fileURLToPath(new URL('..', import.meta.url));
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, param], { cwd, encoding: 'utf8' })) as unknown;
}

/** POST /api/druid/api/v2/datasources/ercot_load/query with the session cookie of `page`. */
async function queryErcotLoad(request: APIRequestContext, body: object): Promise<Row[]> {
  const response = await request.post('/api/druid/api/v2/datasources/ercot_load/query', { headers: HEADERS, data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Row[] }).data;
}

function forecastFilters(market: string, horizon: string) {
  return [
    { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
    { columnName: 'horizon', filterType: 'Include', filterValues: [horizon] },
    { columnName: 'market', filterType: 'Include', filterValues: [market] },
  ];
}

const TIME_FILTER = { columnName: '__time', dateRange: { fromDate: '2020-01-01T00:00:00Z', toDate: '2027-02-01T00:00:00Z' } };

/** The newest short-term process time of `market` and its Min, Max (MWh) and forecasted days, straight from the API. */
async function newestShortTermForecast(request: APIRequestContext, market: string) {
  const times = await queryErcotLoad(request, {
    timeFilter: TIME_FILTER,
    timezone: ZONE,
    filters: forecastFilters(market, 'short_term'),
    selectedMeasures: [{ columnName: 'load', aggregation: 'Max', preferredColumnName: 'loadMax' }],
    splits: [{ type: 'dimension', columnName: 'processTime' }],
    limit: 1000,
  });
  const processTime = times.map((r) => String(r.processTime)).sort().at(-1);
  if (!processTime) throw new Error(`no short-term forecast of ${market}`);
  const days = await queryErcotLoad(request, {
    timeFilter: TIME_FILTER,
    timezone: ZONE,
    filters: [...forecastFilters(market, 'short_term'), { columnName: 'processTime', filterType: 'Include', filterValues: [processTime] }],
    selectedMeasures: [
      { columnName: 'load', aggregation: 'Min', preferredColumnName: 'loadMin' },
      { columnName: 'load', aggregation: 'Max', preferredColumnName: 'loadMax' },
    ],
    splits: [{ type: 'time', granularity: 'P1D' }],
    limit: 1000,
  });
  return {
    processTime,
    min: Math.min(...days.map((r) => Number(r.loadMin))),
    max: Math.max(...days.map((r) => Number(r.loadMax))),
    dayCount: days.length,
  };
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const generatedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });

const cards = (page: Page): Locator => page.locator('[data-ll-part="forecast-card"][data-state="ready"]');
const cardInfo = (card: Locator, label: string): Locator =>
  card.locator('[data-ll-part="forecast-card-info"]').filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

async function chooseMarkets(page: Page, keep: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'MARKETS' }).click();
  const popup = page.getByRole('dialog', { name: 'MARKETS' });
  for (const box of await popup.getByRole('checkbox').all()) {
    const name = (await box.getAttribute('aria-label')) ?? (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    await box.setChecked(keep.includes(name.trim()));
  }
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await expect(popup).toBeHidden();
}

/** Ids and first targets of the serious and critical axe-core violations on the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test.describe('Available Forecasts on the reference API', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.gulfCoastForecaster.email, PATH);
  });

  test('Short Term cards show the API forecast; MARKETS, Clear Filters and Load More change the list', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Available Forecasts' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Short Term' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(MARKET_COUNT * PAGE_SIZE);

    const expected = await newestShortTermForecast(page.request, 'COAST');
    const card = page.getByRole('article', { name: `COAST: Generated on ${generatedOn.format(new Date(expected.processTime))}` });
    await expect(card).toBeVisible();
    await expect(cardInfo(card, 'Min')).toHaveText(twoDecimals.format(expected.min));
    await expect(cardInfo(card, 'Max')).toHaveText(twoDecimals.format(expected.max));
    await expect(cardInfo(card, 'Days')).toHaveText(String(expected.dayCount));
    expect(expected.min).toBeLessThan(expected.max);
    // The newest runs come after the weather record: the card says so.
    await expect(card.getByText('Weather: none (calendar and recent load)')).toBeVisible();

    await chooseMarkets(page, ['COAST', 'NORTH']);
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    for (const label of await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
      expect(label).toMatch(/^(COAST|NORTH): Generated on /);
    }
    await expect(page.getByText('Your filters prevent some items from showing')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(cards(page)).toHaveCount(MARKET_COUNT * PAGE_SIZE);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(MARKET_COUNT * PAGE_SIZE * 2);
    await expect(card).toBeVisible();
  });

  test('the tab, level and markets come back after a reload', async ({ page }) => {
    await page.getByRole('tab', { name: 'Long Term' }).click();
    await expect(page.getByRole('tab', { name: 'Long Term' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(MARKET_COUNT * PAGE_SIZE);
    await chooseMarkets(page, ['WEST']);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);

    const stored = await page.evaluate(() => ({
      tab: localStorage.getItem('selectedTab'),
      level: localStorage.getItem('selectedLevel'),
      markets: localStorage.getItem('selectedMarkets'),
    }));
    expect(stored.tab).toBe('1');
    expect(JSON.parse(stored.markets ?? '{}')).toMatchObject({ longTermForecast: ['WEST'] });

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Long Term' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'MARKETS' })).toHaveText('WEST');
    await expect(page.getByRole('combobox', { name: 'LEVEL' })).toHaveText(/Weather Zone/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    for (const label of await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
      expect(label).toMatch(/^WEST: /);
    }
    // The newest long-term run is current: issued in the last actual month (2025-12), it forecasts
    // the twelve months after it; the runs of 2025 before it show their full run's MAPE.
    await expect(cards(page).first().getByText('From Jan 1, 2026 to Dec 31, 2026')).toBeVisible();
    await expect(page.locator('[data-ll-part="forecast-card-mape"][data-scope="full_horizon"]').first()).toBeVisible();
    // After the twelve runs of 2025 comes the run of 2021-12-01 06:00, issued at the same moment as
    // a daily short-term run with a day-ahead score: no long-term card shows that score.
    for (const shown of [2, 3]) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(cards(page)).toHaveCount(shown * PAGE_SIZE);
    }
    await expect(page.getByRole('article', { name: /^WEST: Generated on Dec 1, 2021/ })).toBeVisible();
    await expect(page.locator('[data-ll-part="forecast-card-mape"][data-scope="day_ahead"]')).toHaveCount(0);
    // The reference API offers one level per category (Weather Zone), so the level shown is also the stored one.
    expect(await page.evaluate(() => localStorage.getItem('selectedLevel'))).toBe(stored.level);
  });

  test('Explore in a dashboard opens the unsaved dashboard of the card', async ({ page }) => {
    const expected = await newestShortTermForecast(page.request, 'EAST');
    const card = page.getByRole('article', { name: `EAST: Generated on ${generatedOn.format(new Date(expected.processTime))}` });
    await card.getByRole('button', { name: 'Forecast options' }).click();
    await page.getByRole('menuitem', { name: 'Explore in a dashboard' }).click();

    await expect(page).toHaveURL(/\/demand\/load-forecast\/dashboard\/unsaved\?object=/);
    const object = decodeExploreObject(new URL(page.url()).searchParams.get('object') ?? '');
    expect(object).toMatchObject({ market: 'EAST', processTime: expected.processTime, level: { name: 'weatherZone', configId: 'ercot-power-short-term' } });
    // The unsaved dashboard of the explore object opens (spec part 1 section 2) with one untitled
    // card holding that forecast, hourly, hour ending on, fixed dates from the card's range.
    await expect(page.getByRole('heading', { level: 1, name: 'Untitled', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Hour Ending' })).toBeChecked();
    const dashboardCard = page.getByRole('region', { name: 'untitled card' });
    await expect(dashboardCard).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
    // The same forecast values: the card's Summary Min and Max (kWh) are the forecast's (MWh x 1000).
    await dashboardCard.getByRole('button', { name: 'Card options' }).click();
    await page.getByLabel('Visualization').click();
    await page.getByRole('option', { name: 'Summary' }).click();
    await page.keyboard.press('Escape');
    const row = dashboardCard.getByRole('row', { name: /Forecast/ });
    const kwh = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
    const [minCell, maxCell] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
    expect(kwh(await minCell.textContent())).toBeCloseTo(expected.min * 1000, 0);
    expect(kwh(await maxCell.textContent())).toBeCloseTo(expected.max * 1000, 0);
  });

  test('Create an adjustment opens the adjustment route with the card', async ({ page }) => {
    const expected = await newestShortTermForecast(page.request, 'NORTH');
    const card = page.getByRole('article', { name: `NORTH: Generated on ${generatedOn.format(new Date(expected.processTime))}` });
    await card.getByRole('button', { name: 'Forecast options' }).click();
    await page.getByRole('menuitem', { name: 'Create an adjustment' }).click();

    await expect(page).toHaveURL(/\/demand\/load-forecast\/adjustments\/create\/[^/]+$/);
    const encoded = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const adjustment = JSON.parse(decodeURIComponent(encoded)) as Record<string, unknown>;
    expect(adjustment).toMatchObject({
      market: 'NORTH',
      processTime: expected.processTime,
      configId: 'ercot-power-short-term',
      category: 'shortTermForecast',
      dayCount: expected.dayCount,
    });
    expect(adjustment).not.toHaveProperty('forecast');
    // The Create adjustment form opens on the card's forecast.
    await expect(page.getByRole('heading', { level: 1, name: 'Create adjustment' })).toBeVisible();
    await expect(page.locator('[data-route-status="not-built"]')).toHaveCount(0);
  });

  test('has no serious or critical accessibility violation, light and dark, MARKETS open or not', async ({ page }) => {
    await expect(cards(page)).toHaveCount(MARKET_COUNT * PAGE_SIZE);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/forecasts-light.png', fullPage: false });

    await page.getByRole('button', { name: 'MARKETS' }).click();
    await expect(page.getByRole('dialog', { name: 'MARKETS' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('switch', { name: 'Dark theme' }).check();
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
    await expect(cards(page)).toHaveCount(MARKET_COUNT * PAGE_SIZE);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/forecasts-dark.png', fullPage: false });
  });
});
