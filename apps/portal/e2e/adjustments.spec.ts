import { expect, test, type Page } from '@playwright/test';
import { fixedDate, numberOf, tableOf } from './cardSteps';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';
import { axeViolations } from './axe';

// Dates, hours and days of the editor are read in ERCOT's zone.
const ZONE = 'America/Chicago';
test.use({ baseURL: PORTAL_ORIGIN, timezoneId: ZONE });

const HEADERS = { 'X-Loadline-Request': '1' };
const API = '/api/user/v1/user/adjustments';
const two = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface Point { timestamp: string; forecast: number | null; adjustedForecast: number | null; adjustmentCalculation: string; adjustmentValue: number | null }

const grid = (page: Page) => page.getByRole('grid', { name: 'Adjustment rows' });

async function chooseOn(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function setHours(page: Page, from: string, to: string) {
  await page.getByRole('spinbutton', { name: 'From hour' }).fill(from);
  await page.getByRole('spinbutton', { name: 'To hour' }).fill(to);
}

async function save(page: Page, reason: string, comment: string, version: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save adjustment' });
  await chooseOn(page, 'Reason', reason);
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Adjustment saved as ${version}`)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${version.replace('.', '\\.')} · Latest Version`) })).toHaveAttribute('aria-current', 'true');
}

async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** New Load cells of the rows shown, top first, as the grid writes them. */
async function newLoads(page: Page, count: number): Promise<string[]> {
  const cells = grid(page).locator('[role="row"][data-row-id] [data-col="newLoad"]');
  await expect(cells.first()).toBeVisible();
  return (await cells.allTextContents()).slice(0, count);
}

test.describe('Forecast adjustments on the reference API', () => {
  test.describe.configure({ mode: 'serial' });
  let editorPath = '';
  let adjustmentId = '';

  test('create on the COAST run, bulk +5 % on weekday HE15-19, paste 24 numbers, save v.2, reload: grid and totals match the stitched answer', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, '/demand/load-forecast/forecasts');
    const card = page.getByRole('article', { name: /^COAST: Generated on / }).first();
    await card.getByRole('button', { name: 'Forecast options' }).click();
    await page.getByRole('menuitem', { name: 'Create an adjustment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create adjustment' })).toBeVisible();
    const name = `COAST heat advisory ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/demand\/load-forecast\/adjustments\/[0-9a-f-]{36}$/);
    editorPath = new URL(page.url()).pathname;
    adjustmentId = editorPath.split('/').at(-1) ?? '';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(grid(page)).toBeVisible();
    const meta = await (await page.request.get(`${API}/${adjustmentId}`, { headers: HEADERS })).json() as { market: string; summary: Point[]; dateRange: { from: string } };
    expect(meta.market).toBe('COAST');
    const total = meta.summary.length;
    await expect(page.getByText(`${total} of ${total} rows shown · 0 selected`)).toBeVisible();

    // Bulk +5 % on HE15-19 of weekdays.
    await page.getByRole('checkbox', { name: 'Weekday' }).check();
    await setHours(page, '15', '19');
    await expect(page.getByText(/^\d+ of \d+ rows shown/)).not.toHaveText(`${total} of ${total} rows shown · 0 selected`);
    await page.getByRole('checkbox', { name: 'Select all shown rows' }).check();
    // The selected rows' hours are drawn on the chart.
    await expect(page.getByText('Selected hours (MWh)')).toBeVisible();
    const bulkCount = Number((await page.getByText(/rows shown · \d+ selected/).textContent())?.match(/^(\d+)/)?.[1]);
    expect(bulkCount).toBeGreaterThanOrEqual(5);
    await page.getByRole('button', { name: 'Bulk Action' }).click();
    await chooseOn(page, 'Calculation', 'Percent');
    await page.getByRole('dialog', { name: 'Bulk Action' }).getByLabel('Value').fill('5');
    await page.getByRole('dialog', { name: 'Bulk Action' }).getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await save(page, 'Weather event', 'Heat advisory for the coast', 'v.1');

    // Paste a column of 24 numbers onto the second day.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    const day = new Date(Date.parse(`${meta.dateRange.from.slice(0, 10)}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From date').fill(day);
    await page.getByLabel('To date').fill(day);
    await expect(page.getByText(`24 of ${total} rows shown · 0 selected`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all shown rows' }).check();
    const pasted = Array.from({ length: 24 }, (_, i) => 9_000 + i * 101.25);
    await page.getByRole('button', { name: 'Paste from Spreadsheet' }).click();
    const paste = page.getByRole('dialog', { name: 'Paste from Spreadsheet' });
    await paste.getByLabel(/Numbers from a spreadsheet/).fill(pasted.map((v) => v.toLocaleString('en-US')).join('\n'));
    await expect(paste.getByText('24 numbers read')).toBeVisible();
    await paste.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await save(page, 'Holiday', 'Holiday week load', 'v.2');

    // Reload: the newest version is shown, its values and totals are the API's stitched answer.
    await page.reload();
    await expect(grid(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^v\.2 · Latest Version/ })).toHaveAttribute('aria-current', 'true');
    const stitched = await (await page.request.get(`${API}/${adjustmentId}/versions/v2/stitched`, { headers: HEADERS })).json() as Point[];
    expect(stitched).toHaveLength(total);
    const totals = page.locator('[data-total-adjusted]');
    const adjustedTotal = stitched.reduce((s, p) => s + (p.adjustedForecast ?? p.forecast ?? 0), 0);
    expect(Number(await totals.getAttribute('data-total-adjusted'))).toBeCloseTo(adjustedTotal, 3);
    expect(Number(await totals.getAttribute('data-total-forecast'))).toBeCloseTo(stitched.reduce((s, p) => s + (p.forecast ?? 0), 0), 3);
    const pastedDay = stitched.filter((p) => p.adjustmentCalculation === 'custom');
    expect(pastedDay.map((p) => p.adjustedForecast)).toEqual(pasted);
    // Every bulk row is +5 %, except those of the pasted day (at most 5) which the paste replaced.
    const percent = stitched.filter((p) => p.adjustmentCalculation === 'percent');
    expect(percent.length).toBeLessThanOrEqual(bulkCount);
    expect(percent.length).toBeGreaterThanOrEqual(bulkCount - 5);
    for (const p of percent) expect(p.adjustedForecast).toBeCloseTo((p.forecast ?? 0) * 1.05, 6);

    await page.getByLabel('From date').fill(day);
    await page.getByLabel('To date').fill(day);
    await setHours(page, '1', '8');
    expect(await newLoads(page, 8)).toEqual(pasted.slice(0, 8).map((v) => two.format(v)));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('checkbox', { name: 'Weekday' }).check();
    await setHours(page, '15', '19');
    // The rows shown are the stitched answer's, value for value.
    const rows = grid(page).locator('[role="row"][data-row-id]');
    await expect(rows.first()).toBeVisible();
    const ids = (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-row-id')))).slice(0, 5).map(Number);
    const byTime = new Map(stitched.map((p) => [Date.parse(p.timestamp), p]));
    const loads = await newLoads(page, ids.length);
    expect(loads).toEqual(ids.map((t) => two.format(byTime.get(t)?.adjustedForecast ?? NaN)));
    expect(ids.every((t) => byTime.get(t)?.adjustmentCalculation !== 'none')).toBe(true);
    await expect(page.getByRole('img', { name: /^Line chart: .*Forecast \/ Adjustment/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // Zooming the chart (a drag across its plot) filters the grid to the hours of the zoomed range.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText(`${total} of ${total} rows shown · 0 selected`)).toBeVisible();
    const plot = page.getByRole('img', { name: /^Line chart: .*Forecast \/ Adjustment/ });
    const box = await plot.boundingBox();
    if (!box) throw new Error('the chart has no box');
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Rows of the zoomed chart range only ×' })).toBeVisible();
    const zoomed = Number((await page.getByText(/rows shown · \d+ selected/).textContent())?.match(/^(\d+)/)?.[1]);
    expect(zoomed).toBeGreaterThan(0);
    expect(zoomed).toBeLessThan(total);
    await page.getByRole('button', { name: 'Rows of the zoomed chart range only ×' }).click();
    await expect(page.getByText(`${total} of ${total} rows shown · 0 selected`)).toBeVisible();

    // No serious accessibility violation, light and dark, with the Save dialog open or not.
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: 'Dark theme' }).check();
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page)).toEqual([]);
    await grid(page).focus();
    await page.keyboard.type('+1');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Save adjustment' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'Dark theme' }).uncheck();
  });

  test('a colleague approves it; it is read-only', async ({ page }) => {
    test.skip(!editorPath, 'needs the adjustment of the first test');
    await signIn(page, ACCOUNTS.gulfCoastForecaster.email, editorPath);
    await expect(grid(page)).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Adjustment approved')).toBeVisible();
    await expect(page.getByText(/^Approved by /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Bulk Action' })).toBeDisabled();
    const answer = await (await page.request.get(`${API}/${adjustmentId}`, { headers: HEADERS })).json() as { status: string; approvedBy: string };
    expect(answer).toMatchObject({ status: 'approved', approvedBy: ACCOUNTS.gulfCoastForecaster.email });
  });

  test('approved, its adjusted forecast is a series of a load forecast dashboard under its run, equal to the stitched answer', async ({ page }) => {
    test.skip(!editorPath, 'needs the approved adjustment of the tests above');
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, '/demand/load-forecast/dashboard/unsaved');
    const meta = (await (await page.request.get(`${API}/${adjustmentId}`, { headers: HEADERS })).json()) as {
      name: string; market: string; dateRange: { from: string; to: string }; versions: { versionId: string }[];
    };
    const stitched = (await (await page.request.get(`${API}/${adjustmentId}/versions/${meta.versions.at(-1)?.versionId}/stitched`, { headers: HEADERS })).json()) as Point[];
    await page.getByRole('button', { name: 'Market' }).click();
    await page.getByRole('checkbox', { name: 'Coast (Houston)' }).check();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-part="ll_filters-bar"]')).toHaveAttribute('data-state', 'idle');
    await fixedDate(page, 'Start', meta.dateRange.from.slice(0, 10));
    await fixedDate(page, 'End', meta.dateRange.to.slice(0, 10));
    // Listed under the run it adjusts (Latest, or among the previous forecasts).
    const add = page.getByRole('button', { name: `Add Adjusted: ${meta.name} to a card` });
    if (!(await add.isVisible())) await page.getByText('Previous forecasts').click();
    await add.click();
    await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
    const card = page.locator('section[data-card-id]').first();
    await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
    await tableOf(page, card);
    const rows = card.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    // The card's default unit for power load is kWh: the stitched answer is MWh.
    await expect(card.getByRole('columnheader', { name: `Adjusted: ${meta.name} (kWh)` })).toBeVisible();
    // Hourly rows of the adjustment's days: each equals the stitched answer's adjusted forecast, v.2's edits included.
    const firstEdited = stitched.findIndex((p) => p.adjustmentCalculation !== 'none');
    for (const i of [1, 16, 24, ...(firstEdited >= 0 && firstEdited < 24 ? [firstEdited + 1] : [])]) {
      const shown = numberOf(await rows.nth(i).getByRole('cell').first().textContent());
      expect(Math.abs(shown - (stitched[i - 1]?.adjustedForecast ?? Number.NaN) * 1000)).toBeLessThanOrEqual(0.5);
    }
    expect(stitched.some((p) => p.adjustmentCalculation !== 'none')).toBe(true);
  });

  test('a user of another organisation gets 404', async ({ page }) => {
    test.skip(!editorPath, 'needs the adjustment of the first test');
    await signIn(page, ACCOUNTS.loneStarAnalyst.email, editorPath);
    await expect(page.getByRole('alert').filter({ hasText: 'Adjustment not found' })).toBeVisible();
    const answer = await page.request.get(`${API}/${adjustmentId}`, { headers: HEADERS });
    expect(answer.status()).toBe(404);
    expect((await page.request.get(`${API}/${adjustmentId}/versions/v2/stitched`, { headers: HEADERS })).status()).toBe(404);
    // Nor can they read its adjusted forecast through the data API.
    const adjusted = await page.request.post('/api/druid/api/v2/datasources/ercot_load/query', {
      headers: HEADERS,
      data: {
        selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
        filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['adjusted'] }, { columnName: 'source', filterType: 'Include', filterValues: [adjustmentId] }],
        timeFilter: { columnName: '__time', dateRange: { fromDate: '2015-01-01', toDate: '2030-01-01' } },
        splits: [{ type: 'dimension', columnName: 'market' }],
        timezone: ZONE,
      },
    });
    if (adjusted.ok()) expect(((await adjusted.json()) as { data: unknown[] }).data).toEqual([]);
    else expect([403, 404]).toContain(adjusted.status());
  });
});
