import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

/**
 * What a new user meets first on the load forecast dashboards, on the real API (spec part 1 §2-§5,
 * part 2 §7): unsharing a user so the dashboard can be deleted, the unsaved dashboard's market
 * filter and default range, a start after the end, and Overview before saving.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 1500, height: 1000 } } as never);

const LIST = '/demand/load-forecast/dashboard';

async function choose(dialog: Locator, page: Page, label: string, option: string): Promise<void> {
  const select = dialog.getByLabel(label);
  if ((await select.textContent())?.includes(option)) return;
  await select.click();
  await page.getByRole('option', { name: option }).click();
}

async function createDashboard(page: Page, name: string): Promise<string> {
  await page.goto(LIST);
  await page.getByRole('button', { name: 'Add New Dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await create.getByLabel('Name').fill(name);
  await choose(create, page, 'Commodity', 'Power');
  await choose(create, page, 'Category', 'Short Term Forecast');
  await choose(create, page, 'Level', 'Weather Zone');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/demand\/load-forecast\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  return new URL(page.url()).pathname;
}

test('unticking a shared user unshares them ({ add, remove }), and the dashboard can then be deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, LIST);
  const name = `Unshare ${Date.now().toString(36)}`;
  await createDashboard(page, name);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  let share = page.getByRole('dialog', { name: 'Share Dashboard' });
  await share.getByRole('checkbox', { name: ACCOUNTS.gulfCoastForecaster.name }).check();
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Dashboard shared successfully')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  share = page.getByRole('dialog', { name: 'Share Dashboard' });
  const box = share.getByRole('checkbox', { name: ACCOUNTS.gulfCoastForecaster.name });
  await expect(box).toBeChecked();
  await box.uncheck();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/share\/dashboard\/[^/]+\/users$/.test(r.url()));
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({ add: [], remove: [{ id: 'usr-gcp-forecaster' }] });
  await expect(page.getByText('Dashboard Unshared successfully')).toBeVisible();
  await expect(page.getByText('Dashboard shared successfully')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Reopened, nobody is ticked; Delete is no longer blocked.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share Dashboard' }).getByRole('checkbox', { name: ACCOUNTS.gulfCoastForecaster.name })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('You cannot delete dashboards that you are currently sharing.')).toHaveCount(0);
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByText(name)).toHaveCount(0);
});

test('Add to Overview on an unsaved dashboard shows the spec toast only', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, `${LIST}/unsaved`);
  const card = page.getByRole('region', { name: 'untitled card' });
  await card.getByRole('button', { name: 'Card actions' }).click();
  await page.getByRole('menuitem', { name: 'Add to Overview' }).click();
  await expect(page.getByText('Please save dashboard before adding to Overview')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText('Card not found on a saved dashboard')).toHaveCount(0);
  await expect(page.getByText('Please save dashboard before adding to Overview')).toHaveCount(1);
});
