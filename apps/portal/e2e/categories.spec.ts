import { expect, test, type Page } from '@playwright/test';
import { fixedDate, numberOf, tableOf } from './cardSteps';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

/**
 * Every dashboard category opens in its own editor on the real API (spec part 1 §2 "Dashboard
 * editor (general)", §5; part 2 §2, §7): a risk dashboard has one As Of Date and the risk series,
 * never the load forecast editor nor raw column errors; its values equal the API's risk query;
 * saved and reloaded, they still do.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 1500, height: 1100 } } as never);

const RISK = '/risk/risk-management/dashboard';


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

test('a risk dashboard: the latest As Of Date chosen, risk series, values equal to the risk query; saved and reloaded', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, `${RISK}/unsaved`);
  await expect(page.getByRole('heading', { name: 'Risk series' })).toBeVisible({ timeout: 30_000 });
  // Not the load forecast editor.
  await expect(page.getByText('Stitched Actual')).toHaveCount(0);
  await fixedDate(page, 'Start', '2024-05-01');
  await fixedDate(page, 'End', '2024-05-31');
  await page.getByRole('button', { name: 'Add Net Open Position to a card' }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  const card = page.locator('section[data-card-id]').first();
  // The latest as-of date is chosen when the dashboard opens: the card answers at once, without
  // the spec's 'No as of date specified' error.
  const asOf = page.getByRole('combobox', { name: 'As Of Date' });
  await expect(asOf).toHaveText(/\d{4}-\d{2}-\d{2}/);
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await expect(page.getByText('No as of date specified')).toHaveCount(0);

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

const INSIGHTS = '/insights/data-insights/dashboard';

/** A page of hourly kWh per meter, July 1-2 2019 Chicago, from the API's query-native. */
async function apiMeterPage(page: Page, skip: number, limit: number): Promise<{ data: { meterId: string; load: number }[]; total?: number }> {
  const res = await page.request.post(`${PORTAL_ORIGIN}/api/druid/api/v2/datasources/meters/query-native`, {
    headers: { 'x-loadline-request': '1' },
    data: {
      selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
      timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-07-01', toDate: '2019-07-03' } },
      splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }, { type: 'dimension', columnName: 'meterId' }],
      timezone: 'America/Chicago',
      limit,
      skip,
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { data: { meterId: string; load: number }[]; total?: number };
}

async function expectMeterRow(card: ReturnType<Page['locator']>, row: { meterId: string; load: number } | undefined): Promise<void> {
  expect(row).toBeDefined();
  const cells = card.getByRole('table').getByRole('row').nth(1).getByRole('cell');
  await expect(cells.nth(0)).toHaveText(row?.meterId ?? '');
  expect(Math.abs(numberOf(await cells.nth(1).textContent()) - (row?.load ?? Number.NaN))).toBeLessThanOrEqual(0.005 + 1e-9);
}

test('a meter insights dashboard: meter series, a Meter Table paged by the server; saved, reloaded and pinned to Overview', async ({ page }) => {
  test.setTimeout(180_000);
  // The Meter Table asks only its pages (query-native), never the series' unsplit query.
  const unsplit: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/datasources/meters/query')) unsplit.push(r.url());
  });
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, `${INSIGHTS}/unsaved`);
  await expect(page.getByRole('heading', { name: 'Meter series' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Stitched Actual')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load Profile' })).toBeVisible();
  await fixedDate(page, 'Start', '2019-07-01');
  await fixedDate(page, 'End', '2019-07-02');
  const card = page.locator('section[data-card-id]').first();
  await card.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Meter Table' }).click();
  await page.keyboard.press('Escape');
  const firstPage = page.waitForRequest((r) => r.url().endsWith('/datasources/meters/query-native') && r.postDataJSON()?.skip === 0);
  await page.getByRole('button', { name: 'Add All meters to a card' }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  expect((await firstPage).postDataJSON()).toMatchObject({ limit: 25, skip: 0 });
  const api = await apiMeterPage(page, 0, 25);
  await expectMeterRow(card, api.data[0]);
  await expect(card.getByText(`Page 1 of ${Math.ceil((api.total ?? 0) / 25)}`)).toBeVisible();

  const second = page.waitForRequest((r) => r.url().endsWith('/datasources/meters/query-native') && r.postDataJSON()?.skip === 25);
  await card.getByRole('button', { name: 'Next page' }).click();
  await second;
  await expectMeterRow(card, (await apiMeterPage(page, 25, 25)).data[0]);
  await card.getByLabel('Rows per page').selectOption('10');
  await expect(card.getByText('Page 1 of')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await dialog.getByLabel('Name').fill(`Meters ${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: /Create|Save/ }).click();
  await expect(page).toHaveURL(/\/insights\/data-insights\/dashboard\/[0-9a-f-]{36}$/);
  await page.reload();
  const saved = page.locator('section[data-card-id]').first();
  await expect(saved.getByLabel('Rows per page')).toHaveValue('10');
  const tenRows = (await apiMeterPage(page, 0, 10)).data[0];
  await expectMeterRow(saved, tenRows);
  // The meter id column appended a Meter Map card, saved with the dashboard.
  await expect(page.locator('section[data-card-id][data-visualization="MeterMap"]')).toHaveCount(1);

  // Pinned to Overview, the Meter Table draws there read-only with the API's rows.
  const dashboardId = /dashboard\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  const cardId = (await saved.getAttribute('data-card-id')) ?? '';
  const pinned = page.waitForResponse((r) => r.url().endsWith(`/cards/${dashboardId}/${cardId}/overview`) && r.request().method() === 'PATCH');
  await saved.getByRole('button', { name: 'Card actions' }).click();
  await page.getByRole('menuitem', { name: 'Add to Overview' }).click();
  expect((await pinned).ok()).toBe(true);
  await page.goto('/overview');
  const onOverview = page.locator(`[data-grid-item="${dashboardId}/${cardId}"]`);
  await onOverview.scrollIntoViewIfNeeded();
  await expect(onOverview.locator('[data-part="ll_meter-table"]')).toBeVisible({ timeout: 30_000 });
  await expect(onOverview.getByLabel('Rows per page')).toHaveValue('10');
  await expectMeterRow(onOverview, tenRows);
  await expect(onOverview.getByText(`Page 1 of ${Math.ceil(((await apiMeterPage(page, 0, 10)).total ?? 0) / 10)}`)).toBeVisible();
  expect(unsplit).toEqual([]);
  const unpinned = await page.request.patch(`${PORTAL_ORIGIN}/api/user/v1/user/cards/${dashboardId}/${cardId}/overview`, { headers: { 'x-loadline-request': '1' }, data: { isOverview: false } });
  expect(unpinned.ok()).toBe(true);
});

test('the Meter Map draws the meters inside Texas, offline, and a rectangle filters the Meter Table to the meters in it', async ({ page }) => {
  test.setTimeout(180_000);
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(PORTAL_ORIGIN) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) external.push(r.url());
  });
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, `${INSIGHTS}/unsaved`);
  await expect(page.getByRole('heading', { name: 'Meter series' })).toBeVisible({ timeout: 30_000 });
  await fixedDate(page, 'Start', '2019-07-01');
  await fixedDate(page, 'End', '2019-07-02');
  const cards = page.locator('section[data-card-id]');
  const table = cards.first();
  await table.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Meter Table' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add All meters to a card' }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  await table.getByLabel('Rows per page').selectOption('100');

  // The config item's meter id column appended the Meter Map card below the others (spec part 1 §2).
  await expect(cards).toHaveCount(2);
  const mapCard = cards.nth(1);
  await expect(mapCard).toHaveAttribute('data-visualization', 'MeterMap');
  await expect(mapCard.getByRole('heading', { name: 'Meter Map' })).toBeVisible();
  await mapCard.scrollIntoViewIfNeeded();
  const map = mapCard.locator('[data-part="ll_meter-map"]');
  await expect(map).not.toHaveAttribute('data-points', '0', { timeout: 30_000 });

  // Every meter the map draws is inside Texas (the API's positions).
  const res = await page.request.post(`${PORTAL_ORIGIN}/api/druid/api/v2/datasources/meters/query-native`, {
    headers: { 'x-loadline-request': '1' },
    data: {
      selectedMeasures: [{ columnName: 'latitude', aggregation: 'Avg', preferredColumnName: 'lat' }, { columnName: 'longitude', aggregation: 'Avg', preferredColumnName: 'lon' }],
      timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-07-01', toDate: '2019-07-03' } },
      splits: [{ type: 'dimension', columnName: 'meterId' }],
      timezone: 'America/Chicago',
    },
  });
  const positions = ((await res.json()) as { data: { meterId: string; lat: number; lon: number }[] }).data;
  await expect(map).toHaveAttribute('data-points', String(positions.length));
  for (const p of positions) {
    expect(p.lat).toBeGreaterThan(25.8);
    expect(p.lat).toBeLessThan(36.5);
    expect(p.lon).toBeGreaterThan(-106.7);
    expect(p.lon).toBeLessThan(-93.5);
  }
  // The default view (zoom 11 on Houston) shows few of them at most: the map opens fitted to the meters,
  // centred inside their extent and zoomed out from 11.
  await expect(map).not.toHaveAttribute('data-zoom', '11');
  const [centreLat, centreLon] = ((await map.getAttribute('data-centre')) ?? '').split(',').map(Number);
  expect(centreLat).toBeGreaterThanOrEqual(Math.min(...positions.map((p) => p.lat)));
  expect(centreLat).toBeLessThanOrEqual(Math.max(...positions.map((p) => p.lat)));
  expect(centreLon).toBeGreaterThanOrEqual(Math.min(...positions.map((p) => p.lon)));
  expect(centreLon).toBeLessThanOrEqual(Math.max(...positions.map((p) => p.lon)));

  // Centre a meter (Search, zoom 14), zoom out to the state (zoom 6), then draw a rectangle of 60 px around it.
  const first = positions[0];
  if (!first) throw new Error('no meter');
  await mapCard.getByLabel('Search').fill(first.meterId);
  await mapCard.getByRole('button', { name: 'Search' }).click();
  await expect(map).toHaveAttribute('data-zoom', '14');
  for (let i = 0; i < 8; i++) await mapCard.getByRole('button', { name: 'Zoom out' }).click();
  await expect(map).toHaveAttribute('data-zoom', '6');
  await mapCard.getByRole('button', { name: 'Select area' }).click();
  const box = await mapCard.locator('canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const filtered = page.waitForRequest((r) => r.url().endsWith('/datasources/meters/query-native') && Array.isArray(r.postDataJSON()?.spatialFilters));
  await page.mouse.move(cx - 30, cy - 30);
  await page.mouse.down();
  await page.mouse.move(cx, cy, { steps: 4 });
  await page.mouse.move(cx + 30, cy + 30, { steps: 4 });
  await page.mouse.up();
  const [spatial] = (await filtered).postDataJSON().spatialFilters as { north: number; south: number; east: number; west: number }[];
  expect(spatial).toBeDefined();
  const inside = new Set(positions.filter((p) => spatial && p.lat >= spatial.south && p.lat <= spatial.north && p.lon >= spatial.west && p.lon <= spatial.east).map((p) => p.meterId));
  expect(inside.size).toBeGreaterThan(0);
  expect(inside.size).toBeLessThan(positions.length);
  await table.scrollIntoViewIfNeeded();
  const meterCells = table.getByRole('table').getByRole('row').locator('td:nth-of-type(1)');
  await expect.poll(async () => new Set(await meterCells.allTextContents()).size).toBe(inside.size);
  for (const id of new Set(await meterCells.allTextContents())) expect(inside.has(id)).toBe(true);
  expect(external).toEqual([]);
});

test('a cluster dashboard: Process Time, Cluster {n} items, values equal to the API; saved and reloaded', async ({ page }) => {
  test.setTimeout(180_000);
  const list = '/demand/demand-analytics/dashboard';
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, list);
  await page.getByRole('button', { name: 'Add New Dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await create.getByLabel('Name').fill(`Clusters ${Date.now().toString(36)}`);
  for (const [label, option] of [['Commodity', 'Power'], ['Category', 'Cluster Analysis'], ['Level', 'Meter']] as const) {
    const select = create.getByLabel(label);
    if (!(await select.textContent())?.includes(option)) {
      await select.click();
      await page.getByRole('option', { name: option }).click();
    }
  }
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/demand\/demand-analytics\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Cluster series' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Stitched Actual')).toHaveCount(0);

  // The newest run is chosen; chart days of the 28 it clustered (the meters' data ends before the newest run).
  const run = page.getByRole('combobox', { name: 'Process Time' });
  await expect(run).toHaveText(/\d{4}-\d{2}-\d{2}/, { timeout: 30_000 });
  const runDay = /\d{4}-\d{2}-\d{2}/.exec((await run.textContent()) ?? '')?.[0] ?? '';
  const day = (offset: number) => new Date(Date.parse(`${runDay}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  await fixedDate(page, 'Start', day(-20));
  await fixedDate(page, 'End', day(-15));
  // The config item's meter id column appended a Meter Map card; a saved cluster dashboard's new card is hourly (spec part 1 §9).
  const chartCards = page.locator('section[data-card-id]:not([data-visualization="MeterMap"])');
  await expect(page.locator('section[data-card-id][data-visualization="MeterMap"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add Card' }).click();
  const asked = page.waitForRequest((r) => r.url().endsWith('/datasources/meter_clusters/query') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Add Cluster 1 Cluster Profile to a card' }).first().click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).first().click();
  // The run the card reads (the newest process time, as the selector shows).
  const filters = (await asked).postDataJSON().filters as { columnName: string; filterValues: string[] }[];
  const processTime = filters.find((f) => f.columnName === 'processTime')?.filterValues[0] ?? '';
  expect(processTime.startsWith(runDay)).toBe(true);
  const card = chartCards.first();
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await tableOf(page, card);

  const api = async () => {
    const res = await page.request.post(`${PORTAL_ORIGIN}/api/druid/api/v2/datasources/meter_clusters/query`, {
      headers: { 'x-loadline-request': '1' },
      data: {
        selectedMeasures: [{ columnName: 'load', aggregation: 'Avg' }],
        filters: [
          { columnName: 'clusterItem', filterType: 'Include', filterValues: ['Cluster 1'] },
          { columnName: 'processTime', filterType: 'Include', filterValues: [processTime] },
        ],
        timeFilter: { columnName: '__time', dateRange: { fromDate: day(-20), toDate: day(-14) } },
        splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
        timezone: 'America/Chicago',
      },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { load: number }[] }).data.map((r) => r.load);
  };
  const check = async (c: ReturnType<Page['locator']>) => {
    const rows = c.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const values = await api();
    for (const i of [1, 2]) {
      // Average kWh of a cluster's meters, shown with up to two decimals.
      const shown = numberOf(await rows.nth(i).getByRole('cell').first().textContent());
      expect(Math.abs(shown - (values[i - 1] ?? Number.NaN))).toBeLessThanOrEqual(0.5);
    }
  };
  await check(card);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Dashboard saved successfully')).toBeVisible();
  await page.reload();
  const saved = chartCards.first();
  await expect(saved).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
  await check(saved);
  await expect(page.locator('section[data-card-id][data-visualization="MeterMap"]')).toHaveCount(1);
});
