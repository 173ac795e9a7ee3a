import { expect, test } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signInThroughProvider as signIn, submitSignInPage } from './signIn';

// These specs are about signing in: each one goes through the identity provider's page.

test.use({ baseURL: PORTAL_ORIGIN });

const ALL_PRODUCTS = [
  'Load Forecast', 'Demand Analytics', 'Grid Edge Management', 'Pricing Management', 'Risk Management', 'Load Scheduling',
  'Renewable Management', 'Smart Engagement', 'Product Management', 'Meter Insights', 'Data Workbench',
];

for (const account of Object.values(ACCOUNTS)) {
  test(`${account.email} signs in through the identity provider and sees the products of their mods`, async ({ page }) => {
    await signIn(page, account.email);
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${account.name}` })).toBeVisible();
    const modules = page.getByRole('group', { name: 'Modules' });
    for (const label of ALL_PRODUCTS) {
      // Internal products link to their route; external ones have no link configured in this build.
      const link = modules.getByRole('link', { name: label, exact: true });
      if ((account.active as readonly string[]).includes(label)) await expect(link).toBeVisible();
      else {
        await expect(link).toHaveCount(0);
        await expect(modules.getByText(label, { exact: true })).toBeVisible();
      }
    }
  });
}

test('a deep link survives sign-in, and the session holds on reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, '/pricing/pricing-management/jobstatus?from=bell#top');
  await expect(page.getByRole('table', { name: 'Job Status' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Job Status' })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing\/pricing-management\/jobstatus\?from=bell#top$/);
});

test('a dashboard deep link signed out: the early data requests are refused quietly, and after sign-in the screen has its data', async ({ page }) => {
  // Every error toast the portal shows is kept in session storage, which survives the trip to
  // the identity provider and back (same origin, same tab).
  await page.addInitScript(() => {
    const seen = () => JSON.parse(sessionStorage.getItem('e2e-alerts') ?? '[]') as string[];
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="alert"]')) {
        const text = region.textContent?.trim();
        if (text && !seen().includes(text)) sessionStorage.setItem('e2e-alerts', JSON.stringify([...seen(), text]));
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // A returning user, whose modules granted Load Forecast when last signed in (early/grantedProducts.ts):
  // the dashboard area's data is asked for early.
  await page.addInitScript(() => localStorage.setItem('loadline.grantedProducts', JSON.stringify(['prod_load_forecast'])));
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401 && r.url().includes('/api/user/v1/user/')) refused.push(new URL(r.url()).pathname);
  });
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, '/demand/load-forecast/dashboard');
  await expect(page.getByRole('heading', { name: /^Dashboards/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Dashboards' })).toBeVisible();
  // The screen's data was asked for before the session was known, and refused...
  expect(refused).toContain('/api/user/v1/user/config/dashboards');
  // ...without a toast, before or after sign-in.
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-alerts'))).toBeNull();
});

test('the redirect screen shows a spinner while leaving for the sign-in page', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/redirect**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/overview');
  const screen = page.locator('[data-ll-part="sign-in-redirect"]');
  await expect(screen.getByRole('status')).toContainText('Loading Loadline…');
  await expect(screen.locator('[aria-hidden="true"]').first()).toBeVisible();
  release();
  await expect(page).toHaveTitle('Sign in - Loadline');
});

test('a forged state is refused with a way to sign in again', async ({ page }) => {
  await page.goto('/overview');
  await expect(page).toHaveTitle('Sign in - Loadline');
  // The identity provider's answer is replaced by one carrying another state.
  await page.goto('/authorization-code/callback?code=forged-code&state=forged-state');
  await expect(page.getByRole('heading', { name: 'Sign-in could not be completed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'does not match' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await submitSignInPage(page, ACCOUNTS.gulfCoastForecaster.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Gulf Coast Forecaster' })).toBeVisible();
});

test('a sign-in older than 15 minutes is refused', async ({ page }) => {
  await page.goto('/overview');
  await expect(page).toHaveTitle('Sign in - Loadline');
  // The sign-in page is on the portal's origin: age the kept sign-in by 16 minutes.
  await page.evaluate(() => {
    const key = 'loadline.signIn';
    const pending = JSON.parse(localStorage.getItem(key) ?? 'null') as { expiresAt: number } | null;
    if (!pending) throw new Error('no sign-in kept in local storage');
    localStorage.setItem(key, JSON.stringify({ ...pending, expiresAt: pending.expiresAt - 16 * 60_000 }));
  });
  await submitSignInPage(page, ACCOUNTS.gulfCoastForecaster.email);
  await expect(page.getByRole('alert').filter({ hasText: 'This sign-in has expired' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'GF, account menu of Gulf Coast Forecaster' })).toHaveCount(0);
});

test('Logout from the avatar menu ends the session', async ({ page }) => {
  await signIn(page, ACCOUNTS.loneStarAnalyst.email, '/overview');
  await page.getByRole('button', { name: 'LA, account menu of Lone Star Analyst' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  const session = await page.request.get('/api/auth/redirect?state=check');
  expect(((await session.json()) as { user: unknown }).user).toBeNull();
});

test('when the session ends, the next call leads back through sign-in to the same screen', async ({ page, context }) => {
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email);
  await context.clearCookies();
  await page.getByRole('link', { name: 'Overview' }).click();
  await submitSignInPage(page, ACCOUNTS.gulfCoastAnalyst.email);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: 'Cards pinned to Overview' })).toBeVisible();
});
