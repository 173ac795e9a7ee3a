import { expect, test, type Page } from '@playwright/test';
import { fixedDate, numberOf, tableOf } from './cardSteps';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

/**
 * Calculated series on the real API (spec part 1 §1-§3): an analyst writes the calculator 'COAST
 * share' = @COAST / @ERCOT * 100 with the '@' menu, puts it on a card over July 2023 hourly and
 * reads values equal to the API's two series divided point by point; saved and reloaded, still
 * equal. A second calculator uses the first through '@' (its series flattened to base series).
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 1500, height: 1100 } } as never);

async function apiLoad(page: Page, market: string): Promise<number[]> {
  const res = await page.request.post(`${PORTAL_ORIGIN}/api/druid/api/v2/datasources/ercot_load/query`, {
    headers: { 'x-loadline-request': '1' },
    data: {
      selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
      filters: [{ columnName: 'market', filterType: 'Include', filterValues: [market] }, { columnName: 'series', filterType: 'Include', filterValues: ['actual'] }],
      timeFilter: { columnName: '__time', dateRange: { fromDate: '2023-07-01', toDate: '2023-08-01' } },
      splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
      timezone: 'America/Chicago',
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { load: number }[] }).data.map((r) => r.load);
}



test('COAST share of ERCOT, written with @, equals the API answers divided; saved and reloaded', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, '/demand/load-forecast/dashboard/unsaved');
  await page.getByRole('button', { name: 'Market' }).click();
  await page.getByRole('checkbox', { name: 'Coast (Houston)' }).check();
  await page.getByRole('checkbox', { name: 'ERCOT total' }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-part="ll_filters-bar"]')).toHaveAttribute('data-state', 'idle');
  await fixedDate(page, 'Start', '2023-07-01');
  await fixedDate(page, 'End', '2023-07-31');
  await page.getByRole('button', { name: /^Add Stitched Actual to a card$/ }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();

  await page.getByRole('button', { name: 'Add Calculator' }).click();
  const name = page.getByLabel('Name');
  await name.fill('COAST share');
  await name.press('Tab');
  await page.getByRole('combobox', { name: 'Expression' }).click();
  await page.keyboard.type('@COAST');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/ @ERCOT');
  await page.keyboard.press('Enter');
  await page.keyboard.type('* 100');
  await expect(page.getByRole('combobox', { name: 'Expression' })).toHaveAttribute('data-state', 'valid');
  await page.getByRole('button', { name: 'Add Card' }).click();
  await page.getByRole('button', { name: 'Add COAST share to a card' }).click();
  const cards = page.locator('section[data-card-id]');
  await expect(cards).toHaveCount(2);
  const target = await cards.nth(1).getAttribute('aria-label');
  await page.getByRole('menuitem', { name: `${target} — Primary axis` }).last().click();
  const card = cards.nth(1);
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });

  const check = async () => {
    await tableOf(page, card);
    const rows = card.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const [coast, ercot] = await Promise.all([apiLoad(page, 'COAST'), apiLoad(page, 'ERCOT')]);
    for (const i of [1, 2, 24]) {
      const shown = numberOf(await rows.nth(i).getByRole('cell').first().textContent());
      // Shares are shown with up to two decimals.
      expect(Math.abs(shown - ((coast[i - 1] ?? Number.NaN) / (ercot[i - 1] ?? Number.NaN)) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  };
  // A calculator of a calculator: '@share' offers 'COAST share' under Calculators.
  await page.getByRole('button', { name: 'Add Calculator' }).click();
  const second = page.getByLabel('Name').nth(1);
  await second.fill('Share per mille');
  await second.press('Tab');
  await page.getByRole('combobox', { name: 'Expression' }).nth(1).click();
  await page.keyboard.type('@share');
  await page.getByRole('option', { name: /COAST share/ }).click();
  await page.keyboard.type('* 10');
  await expect(page.getByRole('combobox', { name: 'Expression' }).nth(1)).toHaveAttribute('data-state', 'valid');
  await page.getByRole('button', { name: 'Add Share per mille to a card' }).click();
  await page.getByRole('menuitem', { name: `${target} — Primary axis` }).last().click();
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await check();
  const row = card.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveCount(2);
  const [share, perMille] = await Promise.all([0, 1].map(async (i) => numberOf(await row.getByRole('cell').nth(i).textContent())));
  expect(Math.abs((perMille ?? 0) - (share ?? 0) * 10)).toBeLessThanOrEqual(0.05 + 1e-9);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await dialog.getByLabel('Name').fill(`COAST share ${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: /Create|Save/ }).click();
  await expect(page).toHaveURL(/\/demand\/load-forecast\/dashboard\/[0-9a-f-]{36}$/);
  await page.reload();
  for (const editor of await page.getByRole('combobox', { name: 'Expression' }).all()) await expect(editor).toHaveAttribute('data-state', 'valid');
  await expect(cards.nth(1)).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await expect(cards.nth(1).getByRole('table')).toBeVisible();
  const rows = cards.nth(1).getByRole('table').getByRole('row');
  const [coast, ercot] = await Promise.all([apiLoad(page, 'COAST'), apiLoad(page, 'ERCOT')]);
  const reloaded = numberOf(await rows.nth(1).getByRole('cell').first().textContent());
  expect(Math.abs(reloaded - ((coast[0] ?? 0) / (ercot[0] ?? 1)) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
  expect(Math.abs(numberOf(await rows.nth(1).getByRole('cell').nth(1).textContent()) - reloaded * 10)).toBeLessThanOrEqual(0.05 + 1e-9);
});
