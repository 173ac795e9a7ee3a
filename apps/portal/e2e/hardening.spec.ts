import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn, submitSignInPage } from './signIn';

/**
 * What a careful organisation needs of the portal (hardening issue): logout ends the identity
 * provider's session too; every route runs under the Content-Security-Policy with no violation;
 * two tabs saving one dashboard never silently overwrite each other.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 1400, height: 1000 } } as never);

test('after Logout, Sign in asks for the password again', async ({ page }) => {
  await signIn(page, ACCOUNTS.gulfCoastForecaster.email, '/overview');
  await page.getByRole('button', { name: /account menu of Gulf Coast Forecaster/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The identity provider's own page: the password is asked for, not skipped.
  await expect(page).toHaveTitle('Sign in - Loadline');
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('every screen runs under the Content-Security-Policy without a violation', async ({ page }) => {
  // Six screens, each until its network is quiet: under CI's parallel load a minute was not always enough.
  test.setTimeout(120_000);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp?: string[] }).__csp = [...((window as unknown as { __csp?: string[] }).__csp ?? []), `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`];
    });
  });
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  const first = await page.goto('/');
  const csp = first?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await submitSignInPage(page, ACCOUNTS.gulfCoastAnalyst.email);
  await expect(page.getByRole('button', { name: /account menu of/ })).toBeVisible();
  for (const path of ['/', '/overview', '/demand/load-forecast/dashboard', '/demand/load-forecast/dashboard/unsaved', '/demand/load-forecast/forecasts', '/demand/load-forecast/adjustments']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /account menu of/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    violations.push(...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).map((v) => `${path}: ${v}`)));
  }
  expect(violations).toEqual([]);
});

async function openTab(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'America/Chicago', viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.gulfCoastAnalyst.email, path);
  return page;
}

test('two tabs saving one dashboard: the second save is refused with a message, never silently overwriting the first', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await openTab(browser, '/demand/load-forecast/dashboard');
  const name = `Two tabs ${Date.now().toString(36)}`;
  await first.getByRole('button', { name: 'Add New Dashboard' }).click();
  const create = first.getByRole('dialog', { name: 'Create New Dashboard' });
  await create.getByLabel('Name').fill(name);
  for (const [label, option] of [['Commodity', 'Power'], ['Category', 'Short Term Forecast'], ['Level', 'Weather Zone']] as const) {
    const select = create.getByLabel(label);
    if (!(await select.textContent())?.includes(option)) {
      await select.click();
      await first.getByRole('option', { name: option }).click();
    }
  }
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(first).toHaveURL(/\/demand\/load-forecast\/dashboard\/[0-9a-f-]{36}$/);
  const path = new URL(first.url()).pathname;
  const second = await openTab(browser, path);
  await expect(second.getByRole('heading', { name })).toBeVisible();

  // Tab 1 adds a card and saves; tab 2, opened before, adds two and saves.
  await first.getByRole('button', { name: 'Add Card' }).click();
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText('Dashboard saved successfully')).toBeVisible();
  await second.getByRole('button', { name: 'Add Card' }).click();
  await second.getByRole('button', { name: 'Add Card' }).click();
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText(/This dashboard was changed since you opened it/)).toBeVisible();
  await expect(second.getByText('Dashboard saved successfully')).toHaveCount(0);
  // What tab 1 saved is what is stored.
  await second.reload();
  await expect(second.locator('section[data-card-id]')).toHaveCount(1);
  await first.context().close();
  await second.context().close();
});
