import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The origin the API announces as its public one (its default `LOADLINE_ORIGIN`,
 * http://localhost:{port}): the identity provider sends the browser back to
 * {origin}/authorization-code/callback, and local storage and cookies are per origin, so the tests
 * must browse the same origin, not 127.0.0.1.
 */
export const PORTAL_ORIGIN = process.env.LOADLINE_ORIGIN ?? `http://localhost:${process.env.E2E_PORT ?? 3310}`;

/** Password of every seeded account (apps/api seed). */
export const DEMO_PASSWORD = 'loadline-demo';

/** The seeded accounts and the products their mods make active on Home (spec part 2 section 6). */
export const ACCOUNTS = {
  gulfCoastAnalyst: {
    email: 'analyst@gulfcoast-power.test',
    name: 'Gulf Coast Analyst',
    active: ['Load Forecast', 'Demand Analytics', 'Pricing Management', 'Risk Management', 'Meter Insights'],
  },
  gulfCoastForecaster: {
    email: 'forecaster@gulfcoast-power.test',
    name: 'Gulf Coast Forecaster',
    active: ['Load Forecast', 'Demand Analytics', 'Meter Insights'],
  },
  loneStarAnalyst: {
    email: 'analyst@lonestar-gas.test',
    name: 'Lone Star Analyst',
    active: ['Load Forecast', 'Demand Analytics', 'Pricing Management', 'Meter Insights'],
  },
} as const;

/** Fills the embedded identity provider's sign-in page (served under /api/oidc). */
export async function submitSignInPage(page: Page, email: string): Promise<void> {
  await expect(page).toHaveTitle('Sign in - Loadline');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path`, signs in through the real identity provider's page and waits until the portal
 * shows `path` again with the top bar. The sign-in specs use it; the other specs use
 * {@link signIn}, which signs in this way once per account and worker.
 */
export async function signInThroughProvider(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await submitSignInPage(page, email);
  await expectPortalAt(page, path);
}

async function expectPortalAt(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('button', { name: /, account menu of / })).toBeVisible();
  const expected = new URL(path, 'http://x');
  await expect(page).toHaveURL((url) => url.pathname === expected.pathname && url.search === expected.search);
}

/**
 * Each account's session of this worker (Playwright's storage state: the session cookie), taken
 * from its first sign-in through the identity provider.
 */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>['cookies']>();

/**
 * Opens `path` signed in as `email`: with the account's session of this worker when it has one and
 * the API still holds it (a spec may have signed it out), else through the identity provider's
 * page ({@link signInThroughProvider}), keeping the new session for the next spec. Waits until the
 * portal shows `path` with the top bar.
 */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  const kept = sessions.get(email);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(path);
    const portal = page.getByRole('button', { name: /, account menu of / });
    const signInPage = page.getByLabel('Password');
    await expect(portal.or(signInPage)).toBeVisible();
    if (await portal.isVisible()) {
      await expectPortalAt(page, path);
      return;
    }
    sessions.delete(email);
    await page.context().clearCookies();
  }
  await signInThroughProvider(page, email, path);
  sessions.set(email, (await page.context().storageState()).cookies);
}
