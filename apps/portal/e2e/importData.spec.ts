import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

test.use({ baseURL: PORTAL_ORIGIN });

const PATH = '/demand/load-forecast/import';
/** Hours of 2015 under a station of its own: no other screen reads them. */
const HEADER = 'timestamp,station,temperature_degf';
const good = [HEADER, '2015-01-01 01:00,E2EIMPORT,40', '2015-01-01 02:00,E2EIMPORT,39', '2015-01-01 03:00,E2EIMPORT,38'].join('\n');
const bad = [HEADER, '2015-01-01 04:00,E2EIMPORT,37', '2015-01-01 05:00,E2EIMPORT,400', '2015-01-01 06:00,E2EIMPORT,36'].join('\n');

/**
 * Import data (issue #36): a user with Load Forecast opens the screen from the top bar, imports a
 * good weather file (its summary) and a bad one (its bad line by number, the spec's summary,
 * nothing imported; no serious axe violation, light or dark); a user whose modules lack Load Forecast has no link and the route says so.
 */
test('imports a good file and lists the bad line of a bad one by its number', async ({ page }) => {
  await signIn(page, ACCOUNTS.loneStarAnalyst.email);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Import data' }).click();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Import data' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Kind of data' }).click();
  await page.getByRole('option', { name: 'Weather (per station)' }).click();
  await expect(page.getByText('Columns: date and hour (or timestamp), station, temperature_degf')).toBeVisible();
  await page.getByLabel('Source label').fill('E2E weather');
  const importButton = page.getByRole('button', { name: 'Import' });
  await expect(importButton).toBeDisabled();

  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await importButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 3 weather rows from good.csv.' })).toBeVisible();

  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await importButton.click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Nothing was imported' })).toBeVisible();
  await expect(alert).toContainText('From the 3 rows on the file, 1 have not be imported as are duplicates or have errors');
  const rows = alert.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveText('3temperature_degf 400 is outside -80..140 degF');
  // The form, the outcome and its table read well in both themes.
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('switch', { name: 'Dark theme' }).check();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a user whose modules lack Load Forecast has no Import data link, and the route says so', async ({ page }) => {
  // The session answer as it would be for a colleague holding Pricing Management only.
  await page.route(/\/api\/auth\/(redirect|user)\b/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const body = (await response.json().catch(() => null)) as { user?: { mods?: string[] }; mods?: string[] } | null;
    if (!body) return route.fulfill({ response });
    if (body.user) body.user.mods = ['mod_pricing'];
    else if (Array.isArray(body.mods)) body.mods = ['mod_pricing'];
    return route.fulfill({ response, json: body });
  });
  await signIn(page, ACCOUNTS.loneStarAnalyst.email);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import data' })).toHaveCount(0);
  await page.goto(PATH);
  await expect(page.getByText('Not included in your modules')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
});
