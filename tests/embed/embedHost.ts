import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../../apps/portal/e2e/axe';

/**
 * Helpers of the example host's e2e (examples/embed-host, served by `vite preview` on
 * http://localhost:5174 with /api proxied to the reference API of playwright.config.ts).
 */

/** The reference API's public origin: its identity provider sends the browser back there after sign-in. */
export const PORTAL_ORIGIN = process.env.LOADLINE_ORIGIN ?? `http://localhost:${process.env.E2E_PORT ?? 3310}`;
/** Zone the example host shows its card in (ERCOT's), so the expected texts are fixed. */
export const ZONE = 'America/Chicago';
/** Market of both example pages. */
export const MARKET = 'COAST';

const DEMO_PASSWORD = 'loadline-demo';
const FORECASTER = 'forecaster@gulfcoast-power.test';
const HEADERS = { 'X-Loadline-Request': '1' };
const TIME_FILTER = { columnName: '__time', dateRange: { fromDate: '2015-01-01T00:00:00Z', toDate: '2030-01-01T00:00:00Z' } };

/**
 * Signs in through the reference API's OpenID Connect flow without the portal's pages, as a host
 * page would: GET /api/auth/redirect starts the attempt, the identity provider's page takes the
 * seeded forecaster's password, and GET /api/auth/user exchanges the code of the callback for the
 * session cookie. The cookie is per host name (`localhost`), so the example host on another port
 * of `localhost` sends it too, as a utility's intranet page on the portal's domain would.
 */
export async function signIn(page: Page): Promise<void> {
  const start = await page.request.get(`${PORTAL_ORIGIN}/api/auth/redirect?state=embed-${Date.now()}`);
  expect(start.ok(), await start.text()).toBe(true);
  const { url } = (await start.json()) as { url: string };
  // The callback is answered here, so no portal page takes the code first.
  await page.route('**/authorization-code/callback**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>callback</title>' }));
  await page.goto(url);
  await expect(page).toHaveTitle('Sign in - Loadline');
  await page.getByLabel('Email').fill(FORECASTER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/authorization-code/callback');
  const callback = new URL(page.url());
  const user = await page.request.get(`${PORTAL_ORIGIN}/api/auth/user${callback.search}`);
  expect(user.ok(), await user.text()).toBe(true);
  await page.unroute('**/authorization-code/callback**');
}

type Row = Record<string, unknown>;

async function queryErcotLoad(request: APIRequestContext, body: object): Promise<Row[]> {
  const response = await request.post(`${PORTAL_ORIGIN}/api/druid/api/v2/datasources/ercot_load/query`, { headers: HEADERS, data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Row[] }).data;
}

const shortTermFilters = [
  { columnName: 'series', filterType: 'Include', filterValues: ['forecast'] },
  { columnName: 'horizon', filterType: 'Include', filterValues: ['short_term'] },
  { columnName: 'market', filterType: 'Include', filterValues: [MARKET] },
];

/** What the card must show for a forecast, computed here from the API's own rows. */
export interface ExpectedCard {
  processTime: string;
  generatedOn: string;
  min: string;
  max: string;
  days: string;
  total: string;
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const generatedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });

/**
 * The newest short-term forecast of {@link MARKET} straight from the API (the signed-in session of
 * `request`): its process time, then its hourly values (MWh, one row per hour of the run), from
 * which Min, Max (2 decimals), Days and Total (number of values) follow.
 */
export async function newestShortTermForecast(request: APIRequestContext): Promise<ExpectedCard> {
  const runs = await queryErcotLoad(request, {
    timeFilter: TIME_FILTER, timezone: ZONE, filters: shortTermFilters,
    selectedMeasures: [{ columnName: 'load', aggregation: 'Max', preferredColumnName: 'loadMax' }],
    splits: [{ type: 'dimension', columnName: 'processTime' }],
    limit: 10_000,
  });
  const processTime = runs.map((r) => String(r.processTime)).sort().at(-1);
  if (!processTime) throw new Error(`no short-term forecast of ${MARKET}`);
  const hours = await queryErcotLoad(request, {
    timeFilter: TIME_FILTER, timezone: ZONE,
    filters: [...shortTermFilters, { columnName: 'processTime', filterType: 'Include', filterValues: [processTime] }],
    selectedMeasures: [{ columnName: 'load', aggregation: 'Sum', preferredColumnName: 'load' }],
    splits: [{ type: 'time', granularity: 'PT1H' }],
    limit: 10_000,
  });
  const days = await queryErcotLoad(request, {
    timeFilter: TIME_FILTER, timezone: ZONE,
    filters: [...shortTermFilters, { columnName: 'processTime', filterType: 'Include', filterValues: [processTime] }],
    selectedMeasures: [{ columnName: 'load', aggregation: 'Sum', preferredColumnName: 'load' }],
    splits: [{ type: 'time', granularity: 'P1D' }],
    limit: 10_000,
  });
  const values = hours.map((r) => Number(r.load));
  expect(values.length).toBeGreaterThan(1);
  return {
    processTime,
    generatedOn: `Generated on ${generatedOn.format(new Date(processTime))}`,
    min: twoDecimals.format(Math.min(...values)),
    max: twoDecimals.format(Math.max(...values)),
    days: String(days.length),
    total: String(values.length),
  };
}

/** The card once it shows data (`data-state="ready"`); locators pierce open shadow roots. */
export const readyCard = (page: Page): Locator => page.locator('[data-ll-part="forecast-card"][data-state="ready"]');

/** The value of an info box (Min, Max, Days, Total) of a card. */
export const cardInfo = (card: Locator, label: string): Locator =>
  card.locator('[data-ll-part="forecast-card-info"]').filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** Asserts the card shows the forecast the API gives. */
export async function expectCardShows(card: Locator, expected: ExpectedCard): Promise<void> {
  await expect(card).toContainText(expected.generatedOn);
  await expect(card).toHaveAttribute('aria-label', `${MARKET}: ${expected.generatedOn}`);
  await expect(cardInfo(card, 'Min')).toHaveText(expected.min);
  await expect(cardInfo(card, 'Max')).toHaveText(expected.max);
  await expect(cardInfo(card, 'Days')).toHaveText(expected.days);
  await expect(cardInfo(card, 'Total')).toHaveText(expected.total);
}

/**
 * The parts of a card that depend on the seeded data: 'Generated on …', the From … to … dates,
 * the sparkline and the info box values. Screenshots mask them; labels, chip, layout and colours stay compared.
 */
export const dataParts = (card: Locator): Locator[] => [
  card.locator('p').first(),
  card.locator('p').nth(1).locator('span').last(),
  card.getByRole('img'),
  card.locator('dd'),
];

/** Properties compared between two renders: the inherited ones a host stylesheet would leak, and the box ones. */
export const COMPARED_PROPERTIES = [
  'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing',
  'text-transform', 'margin-top', 'margin-left', 'padding-top', 'padding-left', 'border-top-width', 'display', 'box-sizing',
] as const;

/**
 * Computed styles (the {@link COMPARED_PROPERTIES}) of the page's host elements matched by
 * `selectors`, keyed by selector.
 */
export async function hostStyles(page: Page, selectors: readonly string[]): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(({ selectors, props }) => {
    const out: Record<string, Record<string, string>> = {};
    for (const sel of selectors) {
      const el = document.querySelector(sel);
      if (!el) throw new Error(`host element ${sel} missing`);
      const cs = getComputedStyle(el);
      out[sel] = Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
    }
    return out;
  }, { selectors, props: [...COMPARED_PROPERTIES] });
}

/**
 * Computed styles (the {@link COMPARED_PROPERTIES}) of every element under `root` — the card and,
 * when open, its menu — in document order, each keyed by its tag and `data-ll-part` or class.
 */
export async function subtreeStyles(root: Locator): Promise<string[]> {
  return root.evaluate((node, props) => {
    const scope: ParentNode = (node as Element).shadowRoot ?? node;
    return [...scope.querySelectorAll('*')]
      .filter((el) => !(el instanceof HTMLStyleElement))
      .map((el) => {
        const cs = getComputedStyle(el);
        const id = `${el.tagName.toLowerCase()}[${el.getAttribute('data-ll-part') ?? el.getAttribute('role') ?? ''}]`;
        return `${id} ${props.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';')}`;
      });
  }, [...COMPARED_PROPERTIES]);
}

/** Removes the host page's own `<style>` elements (the hostile CSS), keeping the packages' stylesheets. */
export async function removeHostStyles(page: Page): Promise<void> {
  const removed = await page.evaluate(() => {
    const own = [...document.head.querySelectorAll('style')];
    own.forEach((s) => s.remove());
    return own.length;
  });
  expect(removed).toBeGreaterThan(0);
}

/** Serious and critical axe-core violations inside `selector` (shadow roots included). */
export async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  return (await axeViolations(page, selector))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
