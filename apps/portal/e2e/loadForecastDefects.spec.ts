import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

/**
 * What a new user meets on the load forecast pages, on the real API: a long-term forecast card
 * counts days (not months) and names its MWh values as MWh, and reads Select on hover; a
 * dashboard card's table shows kWh without stray decimals and scrolls sideways on a phone, its
 * legend goes below the plot on a narrow card, and the Load range filter reads kWh.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 1500, height: 1000 } } as never);

const SHOTS = process.env.DEFECTS_SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const cardInfo = (card: Locator, label: string): Locator =>
  card.locator('[data-ll-part="forecast-card-info"]').filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('a long-term forecast card counts the days it covers, names MWh values as MWh and reads Select on hover', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastForecaster.email, '/demand/load-forecast/forecasts');
  await page.getByRole('tab', { name: 'Long Term' }).click();
  const card = page.locator('[data-ll-part="forecast-card"][data-state="ready"]').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const [from, to] = ((await card.getByText(/^From .* to .*$/).textContent()) ?? '').replace(/^From /, '').split(' to ');
  const days = Math.round((Date.parse(`${to} UTC`) - Date.parse(`${from} UTC`)) / 86_400_000) + 1;
  expect(days).toBeGreaterThan(27);
  await expect(cardInfo(card, 'Days')).toHaveText(new Intl.NumberFormat('en-US').format(days));
  await expect(card.getByRole('img', { name: /^Forecast \(MWh\)/ })).toBeVisible();
  await card.hover();
  await expect(card.getByText('Select', { exact: true })).toBeVisible();
  await shot(page, 'forecast-long-term-hover');
  await card.getByRole('button', { name: /^Select: / }).click();
  await expect(card.getByText('Selected', { exact: true })).toBeVisible();
});

test('a dashboard table reads kWh without stray decimals and scrolls sideways on a phone; the legend goes below a narrow card; the Load range reads kWh', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, '/demand/load-forecast/dashboard');
  await page.getByRole('button', { name: 'Add New Dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await create.getByLabel('Name').fill(`Defects ${Date.now().toString(36)}`);
  for (const [label, option] of [['Commodity', 'Power'], ['Category', 'Short Term Forecast'], ['Level', 'Weather Zone']] as const) {
    const select = create.getByLabel(label);
    if (!(await select.textContent())?.includes(option)) {
      await select.click();
      await page.getByRole('option', { name: option }).click();
    }
  }
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/demand\/load-forecast\/dashboard\/[0-9a-f-]{36}$/);

  // The Load range filter: bounds in kWh, the unit shown.
  const range = page.getByRole('group', { name: 'Load' });
  await expect(range).not.toHaveAttribute('aria-busy', { timeout: 30_000 });
  await expect(range.getByText('kWh', { exact: true })).toBeVisible();
  await expect(range.getByLabel('Min')).toHaveAccessibleDescription('kWh');

  await page.getByRole('button', { name: 'Market' }).click();
  await page.getByRole('checkbox', { name: 'COAST' }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-part="ll_filters-bar"]')).toHaveAttribute('data-state', 'idle');
  for (const [bound, day] of [['Start', '2021-07-01'], ['End', '2021-07-03']] as const) {
    const group = page.getByRole('group', { name: new RegExp(`^${bound} \\(`) });
    await group.getByRole('radio', { name: 'Fixed' }).click();
    await group.getByLabel('Date').fill(day);
  }
  await page.getByRole('button', { name: 'Add Card' }).click();
  await page.getByRole('button', { name: /^Add Stitched Actual to a card$/ }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  await page.getByRole('button', { name: /^Add Backcast to a card$/ }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  // The card (its table's scroller is a region of the same name too).
  const card = page.locator('[data-card-id]').filter({ has: page.getByRole('heading', { name: 'untitled card' }) }).first();
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await expect(card.locator('[data-legend]')).toHaveAttribute('data-legend', 'right');
  await shot(page, 'dashboard-line-desktop');

  // Bars: the two series side by side (looked at in the screenshot; the canvas has no DOM).
  await card.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Bar' }).click();
  await page.keyboard.press('Escape');
  await expect(card.locator('[data-kind="bar"]')).toBeVisible();
  await shot(page, 'dashboard-bar-desktop');
  // Dark theme, switched on the open dashboard: the chart redraws with the dark grid.
  await page.getByRole('switch', { name: 'Dark theme' }).check();
  await shot(page, 'dashboard-bar-desktop-dark');

  // On a 390 px phone the legend goes below the plot.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.locator('[data-legend]')).toHaveAttribute('data-legend', 'bottom');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-bar-phone');

  // The Table: kWh as whole numbers, one visible title, every column reachable inside the card.
  await card.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Table' }).click();
  await page.keyboard.press('Escape');
  const table = card.getByRole('table', { name: 'untitled card' });
  await expect(table).toBeVisible();
  const values = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
  expect(values.length).toBe(2);
  for (const v of values) expect(v).toMatch(/^(\d{1,3}(,\d{3})*|–)$/);
  await expect(table.locator('caption')).toHaveAttribute('data-ll-visually-hidden', '');
  const last = table.getByRole('columnheader').last();
  await last.scrollIntoViewIfNeeded();
  const cardBox = await card.boundingBox();
  const lastBox = await last.boundingBox();
  expect(cardBox && lastBox && lastBox.x + lastBox.width <= cardBox.x + cardBox.width + 1).toBe(true);
  await shot(page, 'dashboard-table-phone');
});
