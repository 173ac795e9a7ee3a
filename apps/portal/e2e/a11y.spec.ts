import { expect, test } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';
import { axeViolations } from './axe';

test.use({ baseURL: PORTAL_ORIGIN });

for (const theme of ['light', 'dark'] as const) {
  test(`Home and the Latest panel have no serious or critical axe violation (${theme} theme)`, async ({ page }) => {
    await signIn(page, ACCOUNTS.gulfCoastAnalyst.email);
    if (theme === 'dark') await page.getByRole('switch', { name: 'Dark theme' }).check();
    await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeVisible();
    const serious = async () =>
      (await axeViolations(page))
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: /^Notifications, / }).click();
    await expect(page.getByRole('region', { name: 'Latest' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
}

test('Overview and a refused sign-in have no serious or critical axe violation', async ({ page }) => {
  const serious = async () =>
    (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  await page.goto('/authorization-code/callback?code=x&state=y');
  await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await signIn(page, ACCOUNTS.gulfCoastForecaster.email, '/overview');
  await expect(page.getByRole('heading', { name: 'Cards pinned to Overview' })).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('the theme choice is kept across visits', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, '/overview');
  await page.getByRole('switch', { name: 'Dark theme' }).check();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
});
