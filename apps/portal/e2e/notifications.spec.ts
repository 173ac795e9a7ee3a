import { expect, test } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

test.use({ baseURL: PORTAL_ORIGIN });

test('the Latest panel lists notifications with See Job to Job Status', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email);
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const count = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await expect(bell).toContainText(String(count));
  await bell.click();
  const panel = page.getByRole('region', { name: 'Latest' });
  await expect(panel.getByRole('listitem')).toHaveCount(count);
  const job = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Job completed' }) });
  await expect(job).toContainText('Success');
  await expect(job).toContainText('analyst_august_contracts');
  await job.getByRole('link', { name: 'See Job: Job completed' }).click();
  await expect(page).toHaveURL(/\/pricing\/pricing-management\/jobstatus$/);
  await expect(panel).toHaveCount(0);
});

test('Clear All empties the panel and the badge, and stays cleared after reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastForecaster.email);
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Latest' });
  await expect(panel.getByRole('listitem').first().or(panel.getByText('No new notifications.'))).toBeVisible();
  // The e2e database keeps what a previous run cleared; on a fresh one the seeded notifications are here.
  if ((await panel.getByRole('listitem').count()) > 0) {
    await expect(bell).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
    await panel.getByRole('button', { name: 'Clear All' }).click();
  }
  await expect(panel.getByText('No new notifications.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, none unread');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).not.toContainText(/\d/);
});

test('the bell and the Latest panel work from the keyboard', async ({ page }) => {
  await signIn(page, ACCOUNTS.loneStarAnalyst.email);
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Latest' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();
});
