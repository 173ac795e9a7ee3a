import { expect, test, type Locator, type Page } from '@playwright/test';
import { fixedDate, numberOf, tableOf } from './cardSteps';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

/**
 * Scenario analysis and short-term performance dashboards open in their own editors on the real
 * API (spec part 1 §2 "Dashboard editor (general)", "Scenario dashboard", §5; part 2 §7 "Data
 * queries"): created from the Load Forecast dashboard list, a series added, the values equal to the
 * API's query answer for the same rows; saved and reloaded, they still do.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 1500, height: 1100 } } as never);

const LIST = '/demand/load-forecast/dashboard';
const API = `${PORTAL_ORIGIN}/api/druid/api/v2/datasources`;
const HEADERS = { 'x-loadline-request': '1' };
const ZONE = 'America/Chicago';

async function choose(dialog: Locator, page: Page, label: string, option: string): Promise<void> {
  const select = dialog.getByLabel(label);
  if ((await select.textContent())?.includes(option)) return;
  await select.click();
  await page.getByRole('option', { name: option }).click();
}

async function createDashboard(page: Page, category: string, name: string): Promise<void> {
  await page.goto(LIST);
  await page.getByRole('button', { name: 'Add New Dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await create.getByLabel('Name').fill(name);
  await choose(create, page, 'Commodity', 'Power');
  await choose(create, page, 'Category', category);
  await choose(create, page, 'Level', 'Weather Zone');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/demand\/load-forecast\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}



/** Hourly sums of `column` from the API's query call, in Chicago, by row (ascending time). */
async function apiHourly(page: Page, datasource: string, column: string, filters: { columnName: string; filterValues: string[] }[], from: string, toExclusive: string): Promise<{ __time: string; [k: string]: unknown }[]> {
  const res = await page.request.post(`${API}/${datasource}/query`, {
    headers: HEADERS,
    data: {
      selectedMeasures: [{ columnName: column, aggregation: 'Sum' }],
      filters: filters.map((f) => ({ ...f, filterType: 'Include' })),
      timeFilter: { columnName: '__time', dateRange: { fromDate: from, toDate: toExclusive } },
      splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
      timezone: ZONE,
    },
  });
  expect(res.ok()).toBe(true);
  const rows = ((await res.json()) as { data: { __time: string; [k: string]: unknown }[] }).data;
  return [...rows].sort((a, b) => Date.parse(a.__time) - Date.parse(b.__time));
}

const localDay = (iso: string, plusDays = 0) => {
  const d = new Date(new Date(iso).toLocaleString('en-US', { timeZone: ZONE }));
  d.setDate(d.getDate() + plusDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('a scenario dashboard: Data series panel, a scenario item whose values equal the query answer; saved and reloaded', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, LIST);
  await createDashboard(page, 'Scenario Analysis', `Scenario ${Date.now().toString(36)}`);
  await expect(page.getByRole('heading', { name: 'Data series' })).toBeVisible({ timeout: 30_000 });
  // Not the load forecast editor, not the unsupported-category message.
  await expect(page.getByText('Stitched Actual')).toHaveCount(0);
  await expect(page.getByText(/not supported/i)).toHaveCount(0);

  const boundary = await page.request.get(`${API}/scenario_analysis/time-boundary`, { headers: HEADERS });
  expect(boundary.ok()).toBe(true);
  const { minTime } = (await boundary.json()) as { minTime: string };
  const start = localDay(minTime, 1);
  const end = localDay(minTime, 2);
  const endExclusive = localDay(minTime, 3);
  await fixedDate(page, 'Start', start);
  await fixedDate(page, 'End', end);

  // Two scenarios group the series by scenario: a Group by as well is refused in the spec's words.
  const scenarios = page.getByRole('group', { name: 'Scenarios' });
  await expect(scenarios.getByRole('checkbox')).toHaveCount(3, { timeout: 30_000 });
  await scenarios.getByRole('checkbox', { name: 'Hot (+3 degF)' }).check();
  await page.getByLabel('Group by').click();
  await page.getByRole('option', { name: 'Market' }).click();
  await expect(page.getByText('Dataseries cannot have more than one group')).toBeVisible();
  await page.getByLabel('Group by').click();
  await page.getByRole('option', { name: 'None' }).click();
  await scenarios.getByRole('checkbox', { name: 'Hot (+3 degF)' }).uncheck();
  await expect(scenarios.getByRole('checkbox', { name: 'Cold (-3 degF)' })).toBeChecked();

  // Weather per station: the kinds the weather datasource holds (it has no backcast).
  await expect(page.getByRole('button', { name: /Normals Temperature to a card/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Backcast Temperature to a card/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Card' }).click();
  const card = page.locator('section[data-card-id]').first();
  await page.getByRole('button', { name: 'Add Load Cold (-3 degF) to a card' }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await tableOf(page, card);

  // With no market chosen the ERCOT total is read alone (each market is modelled on its own).
  const api = await apiHourly(page, 'scenario_analysis', 'value', [
    { columnName: 'market', filterValues: ['ERCOT'] },
    { columnName: 'Item', filterValues: ['Load'] },
    { columnName: 'scenario', filterValues: ['Cold (-3 degF)'] },
  ], start, endExclusive);
  expect(api.length).toBeGreaterThan(24);
  const expectApi = async (c: Locator) => {
    const rows = c.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    for (const i of [1, 2, 12]) {
      // MWh on the API, kWh on the card; the table shows whole kWh.
      const want = Number(api[i - 1]?.value) * 1000;
      expect(Number.isFinite(want)).toBe(true);
      expect(Math.abs(numberOf(await rows.nth(i).getByRole('cell').first().textContent()) - want)).toBeLessThanOrEqual(0.5);
    }
  };
  await expectApi(card);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Dashboard saved successfully')).toBeVisible();
  await page.reload();
  const saved = page.locator('section[data-card-id]').first();
  await expect(saved).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await expectApi(saved);
});

test('a short-term performance dashboard: MAPE and bias per day of a run from the query answers, the run charted against actual; saved and reloaded', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, LIST);
  await createDashboard(page, 'Short Term Performance', `Performance ${Date.now().toString(36)}`);
  const section = page.locator('[data-part="ll_performance"]');
  await expect(section.getByRole('heading', { name: 'Forecast performance' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/not supported/i)).toHaveCount(0);

  // A run a week before the newest, so every day of it has actual load.
  const runSelect = section.getByRole('combobox', { name: 'Process Time' });
  await expect(runSelect).not.toHaveText('', { timeout: 30_000 });
  await runSelect.click();
  const options = page.getByRole('option');
  await expect(options.nth(7)).toBeVisible();
  await options.nth(7).click();
  const label = (await runSelect.textContent()) ?? '';
  expect(label).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  // The run as the API names it (its process time column's value).
  const processTime = (await section.getAttribute('data-process-time')) ?? '';
  expect(Date.parse(processTime)).toBeGreaterThan(0);

  const table = section.getByRole('table');
  await expect(table.locator('tr[data-day="run"]')).toBeVisible({ timeout: 60_000 });
  const dayRow = table.locator('tbody tr').first();
  const day = (await dayRow.getAttribute('data-day')) ?? '';
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const next = localDay(`${day}T12:00:00Z`, 1);

  // The same figures from the API's answers: ERCOT total (no market chosen), the run's short-term forecast and the actual.
  const forecast = await apiHourly(page, 'ercot_load', 'load', [
    { columnName: 'market', filterValues: ['ERCOT'] },
    { columnName: 'horizon', filterValues: ['short_term'] },
    { columnName: 'series', filterValues: ['forecast'] },
    { columnName: 'processTime', filterValues: [processTime] },
  ], day, next);
  const actual = await apiHourly(page, 'ercot_load', 'load', [{ columnName: 'market', filterValues: ['ERCOT'] }, { columnName: 'series', filterValues: ['actual'] }], day, next);
  const actualAt = new Map(actual.map((r) => [Date.parse(r.__time), Number(r.load)]));
  let n = 0;
  let ape = 0;
  let err = 0;
  for (const f of forecast) {
    const a = actualAt.get(Date.parse(f.__time));
    if (a === undefined || !(a > 0) || f.load === null) continue;
    n += 1;
    ape += Math.abs(Number(f.load) - a) / a;
    err += Number(f.load) - a;
  }
  expect(n).toBeGreaterThan(20);
  const cells = dayRow.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(String(n));
  expect(numberOf(await cells.nth(2).textContent())).toBeCloseTo((100 * ape) / n, 2);
  expect(numberOf(await cells.nth(4).textContent())).toBeCloseTo(err / n, 1);
  const mapeText = await cells.nth(2).textContent();

  // Charted against actual: one hourly card over the run's days, its first actual equal to the API's.
  await section.getByRole('button', { name: 'Chart forecast against actual' }).click();
  const card = page.locator('section[data-card-id]').first();
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await tableOf(page, card);
  const rows = card.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const firstActual = Number(actual[0]?.load) * 1000;
  expect(Math.abs(numberOf(await rows.nth(1).getByRole('cell').first().textContent()) - firstActual)).toBeLessThanOrEqual(0.5);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Dashboard saved successfully')).toBeVisible();
  await page.reload();
  // The run on the saved card is the one scored again.
  await expect(page.locator('[data-part="ll_performance"]').getByRole('combobox', { name: 'Process Time' })).toHaveText(label, { timeout: 30_000 });
  const again = page.locator('[data-part="ll_performance"]').getByRole('table').locator('tbody tr').first();
  await expect(again.getByRole('cell').nth(2)).toHaveText(mapeText ?? '', { timeout: 60_000 });
});
