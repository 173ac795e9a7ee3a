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

async function fixedDate(page: Page, bound: 'Start' | 'End', day: string): Promise<void> {
  const group = page.getByRole('group', { name: new RegExp(`^${bound} \\(`) });
  await group.getByRole('radio', { name: 'Fixed' }).click();
  await group.getByLabel('Date').fill(day);
}

interface LoadQuery {
  filters: { columnName: string; filterValues: string[] }[];
  timeFilter: { dateRange: { fromDate: string; toDate: string } };
}

/** The next Stitched Actual query of the page, and its answer's rows. */
async function nextActualQuery(page: Page, toDate?: string): Promise<{ body: LoadQuery; rows: { load: number }[] }> {
  const res = await page.waitForResponse((r) => {
    if (r.request().method() !== 'POST' || !r.url().includes('/datasources/ercot_load/query')) return false;
    const body = r.request().postDataJSON() as LoadQuery;
    if (toDate && body.timeFilter.dateRange.toDate !== toDate) return false;
    return body.filters.some((f) => f.columnName === 'series' && f.filterValues.includes('actual'));
  }, { timeout: 30_000 });
  // The portal asks for the columnar answer (docs/api-paths.md); any other client gets the spec's rows.
  const answer = (await res.json()) as { data?: { load: number }[]; columns?: { name: string; values?: number[] }[] };
  const rows = answer.data ?? (answer.columns?.find((c) => c.name === 'load')?.values ?? []).map((load) => ({ load }));
  return { body: res.request().postDataJSON() as LoadQuery, rows };
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

test('an unsaved dashboard charts the ERCOT total alone over the last month of data, shows the dates it charts, and labels markets', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, `${LIST}/unsaved`);
  const card = page.getByRole('region', { name: 'untitled card' });
  const query = nextActualQuery(page);
  await page.getByRole('button', { name: /^Add Stitched Actual to a card$/ }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  const { body, rows } = await query;
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });

  // No market chosen: the ERCOT total only, never summed with its eight weather zones.
  expect(body.filters.filter((f) => f.columnName === 'market')).toEqual([expect.objectContaining({ columnName: 'market', filterValues: ['ERCOT'] })]);
  const peakMw = Math.max(...rows.map((r) => Number(r.load)));
  expect(peakMw).toBeGreaterThan(30_000);
  expect(peakMw).toBeLessThan(90_000);

  // The last month of data (31 days, end exclusive), and the controls show the dates charted.
  const { fromDate, toDate } = body.timeFilter.dateRange;
  expect(daysBetween(fromDate, toDate)).toBe(31);
  const start = page.getByRole('group', { name: 'Start (Relative)' });
  const end = page.getByRole('group', { name: 'End (Relative)' });
  await expect(start.getByRole('combobox', { name: 'From' })).toHaveText(/End of data/);
  await expect(end.getByRole('combobox', { name: 'From' })).toHaveText(/End of data/);
  await expect(start.getByText(fromDate, { exact: true })).toBeVisible();
  await expect(end.getByText(dayBefore(toDate), { exact: true })).toBeVisible();
  // End of data is the last actual hour (2025-12-31), not the end of the runs forecasting past it
  // (the look-ahead week to 2026-01-07, the long-term runs to 2026-12): every hour of the month
  // charted is an actual.
  expect(dayBefore(toDate)).toBe('2025-12-31');
  expect(rows.length).toBe(24 * daysBetween(fromDate, toDate));
  // Backcast has data over the same month (on 'Today -30 -> Today' it had none).
  await page.getByRole('button', { name: /^Add Backcast to a card$/ }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await expect(card.getByRole('img', { name: /Backcast/ })).toBeVisible();
  await expect(card.getByText('No data found for this dataseries')).toHaveCount(0);

  // The market filter shows the config item's labels.
  await page.getByRole('button', { name: 'Market' }).click();
  await expect(page.getByRole('checkbox', { name: 'ERCOT total' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Coast (Houston)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'COAST', exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/new-dashboard-light.png' });
  await page.keyboard.press('Escape');
});

test('a dashboard created from the list opens on the last month of data', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, LIST);
  await createDashboard(page, `Last month ${Date.now().toString(36)}`);
  await expect(page.getByRole('group', { name: 'Start (Relative)' }).getByRole('combobox', { name: 'From' })).toHaveText(/End of data/);
  await expect(page.getByRole('group', { name: 'End (Relative)' }).getByRole('combobox', { name: 'From' })).toHaveText(/End of data/);
  // End of data: the last actual day, not the last day forecast.
  await expect(page.getByRole('group', { name: 'End (Relative)' }).getByText('2025-12-31', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('a Start after the End is refused with a message, and the cards keep their range', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, `${LIST}/unsaved`);
  await page.getByRole('button', { name: /^Add Stitched Actual to a card$/ }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  await expect(page.getByRole('region', { name: 'untitled card' })).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await fixedDate(page, 'Start', '2021-12-01');
  const query = nextActualQuery(page, '2021-12-25');
  await fixedDate(page, 'End', '2021-12-24');
  expect((await query).body.timeFilter.dateRange).toEqual({ fromDate: '2021-12-01', toDate: '2021-12-25' });

  // Relative Start, 0 days (clamped to the data's end): after the Fixed End.
  await page.getByRole('group', { name: 'Start (Fixed)' }).getByRole('radio', { name: 'Relative' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Start cannot be after End' }))
    .toHaveText(/^Start cannot be after End: \d{4}-\d{2}-\d{2} is after 2021-12-24\. The dates were not changed\.$/);
  await expect(page.getByRole('group', { name: 'Start (Fixed)' }).getByLabel('Date')).toHaveValue('2021-12-01');
  await page.screenshot({ path: 'test-results/start-after-end-light.png' });
});

test('the ERCOT total chosen with a zone is drawn beside it, one line per market, never summed with it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, `${LIST}/unsaved`);
  await page.getByRole('button', { name: 'Market' }).click();
  await page.getByRole('checkbox', { name: 'ERCOT total' }).check();
  await page.getByRole('checkbox', { name: 'Coast (Houston)' }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-part="ll_filters-bar"]')).toHaveAttribute('data-state', 'idle');
  await fixedDate(page, 'Start', '2023-07-01');
  await fixedDate(page, 'End', '2023-07-01');
  const card = page.getByRole('region', { name: 'untitled card' });
  const query = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/datasources/ercot_load/query') && (r.postDataJSON() as { splits: { columnName?: string }[] }).splits.some((s) => s.columnName === 'market'));
  await page.getByRole('button', { name: /^Add Stitched Actual to a card$/ }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  const body = (await query).postDataJSON() as LoadQuery & { splits: unknown[] };
  expect(body.filters.find((f) => f.columnName === 'market')?.filterValues.sort()).toEqual(['COAST', 'ERCOT']);
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  const legend = card.getByRole('list', { name: 'Legend' }).getByRole('listitem');
  await expect(legend).toHaveCount(2);
  await expect(legend.filter({ hasText: 'Stitched Actual ERCOT' })).toHaveCount(1);
  await expect(legend.filter({ hasText: 'Stitched Actual COAST' })).toHaveCount(1);
  // The ERCOT line is the total alone: its peak that day is a real ERCOT peak (~77 GW), not the total plus Coast.
  const res = await page.request.post(`${PORTAL_ORIGIN}/api/druid/api/v2/datasources/ercot_load/query`, {
    headers: { 'x-loadline-request': '1' },
    data: { ...body, splits: body.splits.slice(0, 1), filters: body.filters.map((f) => (f.columnName === 'market' ? { ...f, filterValues: ['ERCOT'] } : f)) },
  });
  const ercot = ((await res.json()) as { data: { load: number }[] }).data.map((r) => r.load);
  const summary = await card.getByRole('img').first().getAttribute('aria-label');
  const ercotPeakKwh = Math.round(Math.max(...ercot) * 1000).toLocaleString('en-US');
  expect(summary).toContain(ercotPeakKwh);
});
