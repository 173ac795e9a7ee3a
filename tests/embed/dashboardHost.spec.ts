import { expect, test, type Page } from '@playwright/test';
import { PORTAL_ORIGIN, seriousViolations, signIn, ZONE } from './embedHost';

// examples/embed-host dashboard.html: a full dashboard editor embedded in under 20 lines on the
// reference API (DashboardView + the host's data mapping), tried as a planner would.
test.use({ timezoneId: ZONE, viewport: { width: 1400, height: 1000 } });

async function fixedDate(page: Page, bound: 'Start' | 'End', day: string): Promise<void> {
  const group = page.getByRole('group', { name: new RegExp(`^${bound} \\(`) });
  await group.getByRole('radio', { name: 'Fixed' }).click();
  await group.getByLabel('Date').fill(day);
}

async function apiQuery(page: Page, datasource: string, body: unknown): Promise<Record<string, unknown>[]> {
  const res = await page.request.post(`${PORTAL_ORIGIN}/api/druid/api/v2/datasources/${datasource}/query`, { data: body, headers: { 'x-loadline-request': '1' } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
}

test('builds a card on the reference API, shows the API values in kWh, saves it under a name and opens it again', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/dashboard.html');
  await expect(page.getByRole('button', { name: 'Add Card' })).toBeVisible();
  await page.getByRole('button', { name: 'Market' }).click();
  await page.getByRole('checkbox', { name: 'Coast (Houston)' }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-part="ll_filters-bar"]')).toHaveAttribute('data-state', 'idle');
  await fixedDate(page, 'Start', '2021-07-01');
  await fixedDate(page, 'End', '2021-07-07');
  // The unsaved dashboard opens with one untitled card (spec part 1 §4).
  await page.getByRole('button', { name: /^Add Stitched Actual to a card$/ }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  const card = page.getByRole('region', { name: 'untitled card' }).first();
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });

  await card.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Table' }).click();
  await page.keyboard.press('Escape');
  const table = card.getByRole('table');
  await expect(table).toBeVisible();
  const [first] = await apiQuery(page, 'ercot_load', {
    selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
    filters: [{ columnName: 'market', filterType: 'Include', filterValues: ['COAST'] }, { columnName: 'series', filterType: 'Include', filterValues: ['actual'] }],
    timeFilter: { columnName: '__time', dateRange: { fromDate: '2021-07-01', toDate: '2021-07-08' } },
    splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
    timezone: ZONE,
  });
  // The API holds MWh (its metadata says so); the card's default unit is kWh.
  const shown = Number(((await table.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '').replace(/[^0-9.-]/g, ''));
  // kWh are shown as whole numbers.
  expect(Math.abs(shown - Number(first?.load) * 1000)).toBeLessThanOrEqual(0.5);
  expect(await seriousViolations(page, 'main, body')).toEqual([]);

  const name = `Embedded ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: /Create|Save/ }).click();
  await expect(page).toHaveURL(/\?dashboard=[0-9a-f-]{36}$/);
  const reopened = page.getByRole('region', { name: 'untitled card' }).first();
  await expect(reopened).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await expect(reopened.getByRole('table')).toBeVisible();
});
