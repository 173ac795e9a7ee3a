import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';
import { axeViolations } from './axe';

/**
 * Dashboards on the real API (issue: dashboards; spec part 1 §2-§6): an analyst creates a
 * dashboard, adds a card with ERCOT COAST load for July 2021 and Houston temperature on the
 * secondary axis, switches to hour ending, saves, reloads and reads the values back in the table
 * view against the API's own answer; copies it; shares it with a colleague, who can open and copy
 * it but whose save is refused; delete is blocked while it is shared.
 *
 * July 2021, not 2023: the seed's hourly Houston temperature ends 2021-12-31 (NSRDB 2016-2020,
 * ISD 2021), so July 2021 is the latest July with both load and temperature.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 1500, height: 1000 } } as never);

const LIST = '/demand/load-forecast/dashboard';

async function choose(dialog: Locator, page: Page, label: string, option: string): Promise<void> {
  const select = dialog.getByLabel(label);
  if ((await select.textContent())?.includes(option)) return;
  await select.click();
  await page.getByRole('option', { name: option }).click();
}

async function fixedDate(page: Page, bound: 'Start' | 'End', day: string): Promise<void> {
  const group = page.getByRole('group', { name: new RegExp(`^${bound} \\(`) });
  await group.getByRole('radio', { name: 'Fixed' }).click();
  await group.getByLabel('Date').fill(day);
}

async function addSeries(page: Page, label: RegExp, card: string, axis: 'Primary axis' | 'Secondary axis'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('menuitem', { name: `${card} — ${axis}` }).click();
}

/** POST .../query as the signed-in user, through the page's cookies. */
async function apiQuery(page: Page, datasource: string, body: unknown): Promise<Record<string, unknown>[]> {
  const res = await page.request.post(`${PORTAL_ORIGIN}/api/druid/api/v2/datasources/${datasource}/query`, {
    data: body,
    headers: { 'x-loadline-request': '1' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
}

const numberOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

async function colleaguePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'America/Chicago', viewport: { width: 1500, height: 1000 } });
  return context.newPage();
}

test('build, save, reload, check values, copy, share; the colleague can open and copy but not save; delete is blocked while shared', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const name = `COAST July 2021 ${Date.now().toString(36)}`;
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, LIST);

  // Create New Dashboard.
  await page.getByRole('button', { name: 'Add New Dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await create.getByLabel('Name').fill(name);
  await choose(create, page, 'Commodity', 'Power');
  await choose(create, page, 'Category', 'Short Term Forecast');
  await choose(create, page, 'Level', 'Weather Zone');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/demand\/load-forecast\/dashboard\/[0-9a-f-]{36}$/);
  const dashboardPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Market COAST, July 2021, a card with COAST load and Houston temperature on the secondary axis.
  await page.getByRole('button', { name: 'Market' }).click();
  await page.getByRole('checkbox', { name: 'Coast (Houston)' }).check();
  await page.keyboard.press('Escape');
  // Filters apply after 1000 ms of quiet (spec part 1 §4): wait until the market is applied.
  await expect(page.locator('[data-part="ll_filters-bar"]')).toHaveAttribute('data-state', 'idle');
  await fixedDate(page, 'Start', '2021-07-01');
  await fixedDate(page, 'End', '2021-07-31');
  await page.getByRole('button', { name: 'Add Card' }).click();
  await addSeries(page, /^Add Stitched Actual to a card$/, 'untitled card', 'Primary axis');
  await page.getByRole('radio', { name: /^Houston/ }).check();
  await addSeries(page, /^Add Houston.* Actual Temperature to a card$/, 'untitled card', 'Secondary axis');
  await page.getByRole('radio', { name: 'Hour Ending' }).click();
  const card = page.getByRole('region', { name: 'untitled card' });
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await expect(card.getByRole('img', { name: /Stitched Actual/ })).toBeVisible();

  // Weekdays only, saved at once: within the filters' 1000 ms wait, the save stores what the bar shows.
  await page.getByRole('button', { name: 'Day type' }).click();
  await page.getByRole('checkbox', { name: 'Weekday' }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Dashboard saved successfully')).toBeVisible();

  // Reload: the saved dashboard comes back with its settings; the table shows the API's values
  // (2021-07-01 is a Thursday, so the first row is the same with or without the weekday filter).
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Hour Ending' })).toBeChecked();
  await page.getByRole('button', { name: 'Day type' }).click();
  await expect(page.getByRole('checkbox', { name: 'Weekday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Weekend' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  const saved = page.getByRole('region', { name: 'untitled card' });
  await expect(saved).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await saved.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Table' }).click();
  await page.keyboard.press('Escape');
  const table = saved.getByRole('table');
  await expect(table).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  const cells = firstRow.getByRole('cell');
  const headers = await table.getByRole('columnheader').allTextContents();
  const loadColumn = headers.findIndex((h) => h.includes('Stitched Actual'));
  const tempColumn = headers.findIndex((h) => h.includes('Temperature'));
  expect(loadColumn).toBeGreaterThan(0);
  expect(tempColumn).toBeGreaterThan(0);
  const rowHeader = await firstRow.locator('th, td').first().textContent();
  expect(rowHeader).toContain('HE1');

  const range = { fromDate: '2021-07-01', toDate: '2021-08-01' };
  const [load] = await apiQuery(page, 'ercot_load', {
    selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
    filters: [
      { columnName: 'market', filterType: 'Include', filterValues: ['COAST'] },
      { columnName: 'series', filterType: 'Include', filterValues: ['actual'] },
    ],
    timeFilter: { columnName: '__time', dateRange: range },
    splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
    timezone: 'America/Chicago',
  });
  const [temperature] = await apiQuery(page, 'weather', {
    selectedMeasures: [{ columnName: 'temperature', aggregation: 'Avg' }],
    filters: [
      { columnName: 'station', filterType: 'Include', filterValues: ['HOU'] },
      { columnName: 'series', filterType: 'Include', filterValues: ['actual'] },
    ],
    timeFilter: { columnName: '__time', dateRange: range },
    splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
    timezone: 'America/Chicago',
  });
  // The card shows load in kWh (the spec's default power unit): the API's MWh x 1000.
  const shownLoad = numberOf(await cells.nth(loadColumn - 1).textContent());
  const shownTemp = numberOf(await cells.nth(tempColumn - 1).textContent());
  expect(Math.abs(shownLoad - Number(load?.load) * 1000)).toBeLessThanOrEqual(Math.max(1, Number(load?.load) * 1000 * 1e-4));
  // Temperatures are shown to one decimal (degF).
  expect(Math.abs(shownTemp - Number(temperature?.temperature))).toBeLessThanOrEqual(0.05 + 1e-9);

  // Copy: 'Copy-' + name, lands on the copy.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Dashboard' });
  await expect(copy.getByLabel('Name')).toHaveValue(`Copy-${name}`);
  await copy.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Copy-${name}` })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe(dashboardPath);

  // Share the original with the colleague.
  await page.goto(dashboardPath);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog');
  await share.getByRole('checkbox', { name: new RegExp(ACCOUNTS.gulfCoastForecaster.name) }).check();
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Dashboard shared successfully')).toBeVisible();
  await page.keyboard.press('Escape');

  // Delete is blocked while shared.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('You cannot delete dashboards that you are currently sharing.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The colleague opens it under Shared With Me, can copy it, and cannot save it.
  const colleague = await colleaguePage(browser);
  await signIn(colleague, ACCOUNTS.gulfCoastForecaster.email, LIST);
  await colleague.getByRole('tab', { name: 'Shared With Me' }).click();
  await colleague.getByRole('link', { name }).or(colleague.getByRole('button', { name })).first().click();
  await expect(colleague).toHaveURL(new RegExp(`${dashboardPath}$`));
  await expect(colleague.getByRole('region', { name: 'untitled card' })).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await colleague.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(colleague.getByText('You cannot save a dashboard that was shared with you')).toBeVisible();
  // One toast, the spec's: not the API's own text beside it.
  await expect(colleague.getByText('Dashboard not found')).toHaveCount(0);
  await colleague.getByRole('button', { name: 'Copy', exact: true }).click();
  await colleague.getByRole('dialog', { name: 'Copy Dashboard' }).getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(colleague.getByRole('heading', { name: `Copy-${name}` })).toBeVisible();
  await colleague.context().close();
});

test('the dashboard list and a dashboard have no serious or critical axe violation', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, LIST);
  await expect(page.getByRole('heading', { name: /^Dashboards/ })).toBeVisible();
  const onList = { violations: await axeViolations(page) };
  expect(onList.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.goto(`${LIST}/unsaved`);
  await expect(page.getByRole('region', { name: 'untitled card' })).toBeVisible();
  const onDashboard = { violations: await axeViolations(page) };
  expect(onDashboard.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
