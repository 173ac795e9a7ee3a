import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

/**
 * A gas utility's user on the load forecast dashboards (spec part 1 §3: commodity gas; gas load
 * units therm (default), BTU, MMBTU, DTH, CCF, MCF, M3, GJ with the spec's conversions), on the
 * real API and its real public gas data: UK (Great Britain) daily sendout to the 13 Local
 * Distribution Zones, therm per gas day (05:00-05:00 London), charted against heating degree days
 * of the Central England Temperature (base 15.5 degC, the UK gas industry's usual HDD base).
 * The browser runs in Europe/London so the dashboard dates gas days as National Gas publishes them.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'Europe/London', viewport: { width: 1500, height: 1000 } } as never);

const LIST = '/demand/load-forecast/dashboard';
/** Therms in one GWh with the unit catalogue's therm (100,000 BTU_IT = 105,505,585.262 J). */
const THERMS_PER_GWH = 3.6e12 / (100_000 * 1055.05585262);

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

interface Answer { rows: Record<string, string | number>[]; body: { timezone: string; splits: { granularity?: string }[]; timeFilter: { dateRange: { fromDate: string; toDate: string } } } }

/**
 * The next query the page sends to `datasource` for a range ending on `toDate`, and the API's
 * answer to the same body asked again in the spec's row shape (`data`), whatever shape the
 * page's adapter negotiates.
 */
async function nextAnswer(page: Page, datasource: string, toDate: string): Promise<Answer> {
  const sent = await page.waitForRequest((r) => {
    if (r.method() !== 'POST' || !r.url().includes(`/datasources/${datasource}/query`)) return false;
    return (r.postDataJSON() as Answer['body']).timeFilter.dateRange.toDate === toDate;
  }, { timeout: 30_000 });
  const body = sent.postDataJSON() as Answer['body'];
  const res = await page.request.post(sent.url(), { data: body, headers: { origin: PORTAL_ORIGIN, 'x-loadline-request': '1', accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return { body, rows: ((await res.json()) as { data: Answer['rows'] }).data };
}

/** London calendar day of an answer's `__time`. */
const londonDay = (t: string | number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(t));
const parse = (text: string) => Number(text.replace(/,/g, ''));

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: false });
}

test('Gulf Coast Power, a power utility, is offered power dashboards only', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, LIST);
  const configs = (await (await page.request.get('/api/user/v1/user/config/dashboards')).json()) as { commodity: { name: string } }[];
  expect(configs.length).toBeGreaterThan(0);
  expect(configs.filter((c) => c.commodity.name !== 'power')).toEqual([]);
  await page.getByRole('button', { name: 'Add New Dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Dashboard' });
  await create.getByLabel('Commodity').click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: /^Power/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Gas/ })).toHaveCount(0);
});

test('a Lone Star Gas user charts UK LDZ daily sendout in therms against heating degree days and switches gas units', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.loneStarAnalyst.email, LIST);

  // The create dialog offers the gas commodity, its categories and the UK distribution zone level.
  await page.getByRole('button', { name: 'Add New Dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Dashboard' });
  const name = `UK gas ${Date.now().toString(36)}`;
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Commodity').click();
  await expect(page.getByRole('option')).toHaveText([/^Power/, /^Gas/]);
  await page.getByRole('option', { name: 'Gas' }).click();
  await choose(create, page, 'Category', 'Short Term Forecast');
  await choose(create, page, 'Level', 'Distribution Zone (UK)');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/demand\/load-forecast\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Add Card' }).click();

  // The February 2021 cold snap, gas days 1..14 (End is inclusive: the query ends on the 15th).
  await fixedDate(page, 'Start', '2021-02-01');
  await fixedDate(page, 'End', '2021-02-14');
  const card = page.getByRole('region', { name: 'untitled card' });

  const load = nextAnswer(page, 'gas_uk_ldz', '2021-02-15');
  await page.getByRole('button', { name: /^Add Stitched Actual to a card$/ }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
  const ldz = await load;
  const hddItem = 'Central England (HadCET) Actual Heating Degree Days';
  const weather = nextAnswer(page, 'gas_uk_weather', '2021-02-15');
  await page.getByRole('button', { name: `Add ${hddItem} to a card` }).click();
  await page.getByRole('menuitem', { name: 'untitled card — Secondary axis' }).click();
  const hdd = await weather;
  await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });

  // One value per London gas day, grouped daily in the dashboard's zone.
  expect(ldz.body.timezone).toBe('Europe/London');
  expect(ldz.body.splits[0]?.granularity).toBe('P1D');
  expect(ldz.rows.map((r) => londonDay(r.__time!))).toEqual(Array.from({ length: 14 }, (_, i) => `2021-02-${String(i + 1).padStart(2, '0')}`));
  const ldzOn = (day: string) => Number(ldz.rows.find((r) => londonDay(r.__time!) === day)?.load);
  const hddOn = (day: string) => Number(hdd.rows.find((r) => londonDay(r.__time!) === day)?.hdd);
  // Hand-checked against the raw files: National Gas LDZ offtake 3,360.062 GWh on 2021-02-12;
  // HadCET mean -1.9 degC on 2021-02-11, so HDD = 15.5 - (-1.9) = 17.4.
  expect(ldzOn('2021-02-12') / THERMS_PER_GWH).toBeCloseTo(3360.062, 3);
  expect(hddOn('2021-02-11')).toBe(17.4);
  // Sendout follows the cold: the coldest days carry the most gas.
  expect(ldzOn('2021-02-11')).toBeGreaterThan(ldzOn('2021-02-05'));
  expect(hddOn('2021-02-11')).toBeGreaterThan(hddOn('2021-02-05'));

  // Therm is the default gas unit; the heating degree days keep their own (stated) unit.
  await expect(card.getByText('Stitched Actual (therm)')).toBeVisible();
  await expect(card.getByText(`${hddItem} (degC-days, base 15.5)`)).toBeVisible();
  await page.getByRole('button', { name: 'Market' }).click();
  await expect(page.getByRole('checkbox', { name: 'UK (GB): all 13 LDZs' })).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'gas-dashboard-light');

  // The table shows the API's values; switching units converts by the spec's factors.
  await card.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Table' }).click();
  await page.keyboard.press('Escape');
  const table = card.getByRole('table', { name: 'untitled card' });
  await expect(table).toBeVisible();
  const rowOf = (day: RegExp) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: day }) });
  const cellsOn = async () => (await rowOf(/2021-02-12|Feb 12,? 2021|12 Feb 2021/).getByRole('cell').allTextContents()).map(parse);
  const [therm, hddCell] = await cellsOn();
  expect(therm).toBeCloseTo(ldzOn('2021-02-12'), 1);
  expect(hddCell).toBe(hddOn('2021-02-12'));

  const setUnit = async (unit: string) => {
    await card.getByRole('button', { name: 'Card options' }).click();
    const units = page.getByLabel('Primary axis units');
    await units.click();
    await page.getByRole('option', { name: unit, exact: true }).click();
    await page.keyboard.press('Escape');
  };
  await setUnit('MMBTU');
  await expect(table.getByRole('columnheader', { name: 'Stitched Actual (MMBTU)' })).toBeVisible();
  const [mmbtu, hddAfter] = await cellsOn();
  // MMBTU = 1e6 BTU, therm = 100,000 BTU: 1 MMBTU = 10 therm.
  expect(mmbtu).toBeCloseTo(ldzOn('2021-02-12') / 10, 1);
  expect(hddAfter).toBe(hddOn('2021-02-12'));
  await setUnit('M3');
  await expect(table.getByRole('columnheader', { name: /^Stitched Actual \((M3|m³)\)$/ })).toBeVisible();
  const [m3] = await cellsOn();
  // M3 = 1/2.77616 therm: therms x 2.77616 cubic metres.
  expect((m3 ?? Number.NaN) / (ldzOn('2021-02-12') * 2.77616)).toBeCloseTo(1, 9);

  // Back to the chart in therms: dark theme and a 390 px phone.
  await setUnit('therm');
  await card.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Line' }).click();
  await page.keyboard.press('Escape');
  await expect(card.getByText('Stitched Actual (therm)')).toBeVisible();
  await page.getByRole('switch', { name: 'Dark theme' }).check();
  await shot(page, 'gas-dashboard-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'gas-dashboard-phone');
  await page.getByRole('switch', { name: 'Dark theme' }).uncheck();
});

test.describe('Texas, on Central time', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('a Lone Star Gas user charts Texas monthly consumption: the total alone by default, each end use by the End Use filter, MCF shown in therms', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, ACCOUNTS.loneStarAnalyst.email, LIST);
    await page.getByRole('button', { name: 'Add New Dashboard' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Dashboard' });
    const name = `Texas gas ${Date.now().toString(36)}`;
    await create.getByLabel('Name').fill(name);
    await choose(create, page, 'Commodity', 'Gas');
    await choose(create, page, 'Category', 'Long Term Forecast');
    await choose(create, page, 'Level', 'End Use (Texas)');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Add Card' }).click();
    await fixedDate(page, 'Start', '2021-01-01');
    await fixedDate(page, 'End', '2021-12-31');
    const card = page.getByRole('region', { name: 'untitled card' });

    const answer = nextAnswer(page, 'gas_tx_monthly', '2022-01-01');
    await page.getByRole('button', { name: /^Add Stitched Actual to a card$/ }).click();
    await page.getByRole('menuitem', { name: 'untitled card — Primary axis' }).click();
    const { body, rows } = await answer;
    await expect(card).toHaveAttribute('data-card-state', 'ready', { timeout: 30_000 });
    // Monthly rows group monthly; with no end use chosen, the total (delivered to consumers) alone.
    expect(body.splits[0]?.granularity).toBe('P1M');
    expect((body as unknown as { filters: { columnName: string; filterValues: string[] }[] }).filters)
      .toContainEqual(expect.objectContaining({ columnName: 'market', filterValues: ['TX_DELIVERED'] }));
    expect(rows).toHaveLength(12);
    // Hand-checked against the raw EIA file (N3060TX2, delivered to consumers): 2021-02 = 335,215 MMcf.
    const feb = Number(rows[1]?.load);
    expect(feb).toBe(335_215_000);
    await expect(card.getByText('Stitched Actual (therm)')).toBeVisible();

    await card.getByRole('button', { name: 'Card options' }).click();
    await page.getByLabel('Visualization').click();
    await page.getByRole('option', { name: 'Table' }).click();
    await page.keyboard.press('Escape');
    const table = card.getByRole('table', { name: 'untitled card' });
    const febCell = parse((await table.getByRole('row').nth(2).getByRole('cell').allTextContents())[0] ?? '');
    // The card shows therm: MCF = 10 CCF, CCF = 1/0.98039 therm.
    expect(febCell / (feb * 10 / 0.98039)).toBeCloseTo(1, 6);

    // The End Use filter lists the end uses by label.
    await page.getByRole('button', { name: 'End Use' }).click();
    await expect(page.getByRole('checkbox', { name: 'Texas: residential' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Texas: delivered to consumers (total)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await shot(page, 'gas-texas-monthly-light');
  });
});
