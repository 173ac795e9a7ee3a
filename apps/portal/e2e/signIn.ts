import { expect, type Page } from '@playwright/test';

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
 * shows `path` again with the top bar.
 */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await submitSignInPage(page, email);
  await expect(page.getByRole('button', { name: /, account menu of / })).toBeVisible();
  const expected = new URL(path, 'http://x');
  await expect(page).toHaveURL((url) => url.pathname === expected.pathname && url.search === expected.search);
}
