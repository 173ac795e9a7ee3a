import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

/**
 * Every dashboard category opens in its own editor on the real API (spec part 1 §2 "Dashboard
 * editor (general)", §5; part 2 §2, §7): a risk dashboard has one As Of Date and the risk series,
 * never the load forecast editor nor raw column errors; its values equal the API's risk query;
 * saved and reloaded, they still do.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 1500, height: 1100 } } as never);

const RISK = '/risk/risk-management/dashboard';
const numberOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

async function fixedDate(page: Page, bound: 'Start' | 'End', day: string): Promise<void> {
  const group = page.getByRole('group', { name: new RegExp(`^${bound} \\(`) });
  await group.getByRole('radio', { name: 'Fixed' }).click();
  await group.getByLabel('Date').fill(day);
}

/** Hourly net open position of every load zone at as-of date 2024-05-01 from the risk query call, MWh, by UTC hour. */
async function apiPositions(page: Page): Promise<Map<string, number>> {
  const res = await page.request.post(`${PORTAL_ORIGIN}/api/risk/v1/risk-data/risk_positions/query`, {
    headers: { 'x-loadline-request': '1' },
    data: { asOfDate: '2024-05-01', group: ['__time'], columns: [{ name: 'position', aggregation: 'sum' }] },
  });
  expect(res.ok()).toBe(true);
  const rows = (await res.json()) as { __time: string; position: number }[];
  return new Map(rows.map((r) => [new Date(r.__time).toISOString(), r.position]));
}

async function tableOf(page: Page, card: ReturnType<Page['locator']>): Promise<void> {
  await card.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Table' }).click();
  await page.keyboard.press('Escape');
}

/** The first rows of the card's table equal the API's positions (kWh on the card: MWh x 1000; hours from 2024-05-01 00:00 Chicago = 05:00 UTC). */
async function expectApiValues(page: Page, card: ReturnType<Page['locator']>): Promise<void> {
  const rows = card.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const api = await apiPositions(page);
  for (const i of [1, 2, 10]) {
    const at = new Date(Date.UTC(2024, 4, 1, 5) + (i - 1) * 3_600_000).toISOString();
    const want = (api.get(at) ?? Number.NaN) * 1000;
    expect(Number.isFinite(want)).toBe(true);
    // The table shows whole kWh.
    expect(Math.abs(numberOf(await rows.nth(i).getByRole('cell').first().textContent()) - want)).toBeLessThanOrEqual(0.5);
  }
}

test('a risk dashboard: As Of Date, risk series, values equal to the risk query; saved and reloaded', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, `${RISK}/unsaved`);
  await expect(page.getByRole('heading', { name: 'Risk series' })).toBeVisible();
  // Not the load forecast editor.
  await expect(page.getByText('Stitched Actual')).toHaveCount(0);
  await fixedDate(page, 'Start', '2024-05-01');
  await fixedDate(page, 'End', '2024-05-31');
  await page.getByRole('button', { name: 'Add Net Open Position to a card' }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  const card = page.locator('section[data-card-id]').first();
  // No as-of date yet: the spec's error, no request.
  await expect(card).toHaveAttribute('data-card-state', 'error');
  await card.getByRole('button', { name: /error/i }).click();
  await expect(page.getByText('No as of date specified').first()).toBeVisible();
  await page.keyboard.press('Escape');

  const asOf = page.getByRole('combobox', { name: 'As Of Date' });
  await asOf.click();
  await expect(page.getByRole('option', { name: '2024-06-01' })).toHaveCount(0); // datesBefore: the day after End
  await page.getByRole('option', { name: '2024-05-01' }).click();
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await tableOf(page, card);
  await expectApiValues(page, card);
  await expect(page.getByText(/is not a column of datasource/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await dialog.getByLabel('Name').fill(`Risk ${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: /Create|Save/ }).click();
  await expect(page).toHaveURL(/\/risk\/risk-management\/dashboard\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'As Of Date' })).toHaveText(/2024-05-01/);
  const saved = page.locator('section[data-card-id]').first();
  await expect(saved).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await expectApiValues(page, saved);
});
