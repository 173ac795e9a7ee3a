import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';
import { axeViolations } from './axe';

test.use({ baseURL: PORTAL_ORIGIN });

/**
 * Every route of both spec route tables (part 1 section 2, part 2 section 2) and what it answers:
 * the path the browser ends on (redirects), and the screen's level-1 heading when the spec gives
 * its text; otherwise any screen but '404 Page not found'.
 */
interface RouteCase {
  path: string;
  landsOn?: string;
  heading?: string | RegExp;
}

const NOT_FOUND = '404 Page not found';

const GROUPS: Record<string, RouteCase[]> = {
  'home, overview and demand': [
    { path: '/', heading: 'Hello, Gulf Coast Analyst' },
    { path: '/overview', heading: 'Hello, Gulf Coast Analyst' },
    { path: '/demand/load-forecast', landsOn: '/demand/load-forecast/dashboard' },
    { path: '/demand/load-forecast/dashboard' },
    { path: '/demand/load-forecast/dashboard/unsaved' },
    // A bad explore object leaves the default content, silently (part 1 section 2).
    { path: '/demand/load-forecast/dashboard/unsaved?object=not-base64-json', landsOn: '/demand/load-forecast/dashboard/unsaved' },
    { path: '/demand/load-forecast/forecasts', heading: 'Available Forecasts' },
    { path: '/demand/load-forecast/adjustments' },
    { path: '/demand/load-forecast/adjustments/create' },
    { path: '/demand/load-forecast/adjustments/create/%7B%7D' },
    { path: '/demand/load-forecast/adjustments/adj-1' },
    { path: '/demand/demand-analytics', landsOn: '/demand/demand-analytics/dashboard' },
    { path: '/demand/demand-analytics/dashboard' },
    { path: '/demand/grid-management', landsOn: '/demand/grid-management/dashboard', heading: 'Grid Edge Mangement Content In Development' },
  ],
  'supply, risk, insights and unknown paths': [
    { path: '/pricing/pricing-management', landsOn: '/pricing/pricing-management/configurations' },
    { path: '/pricing/pricing-management/calculations' },
    { path: '/pricing/pricing-management/jobstatus' },
    { path: '/risk/risk-management', landsOn: '/risk/risk-management/dashboard' },
    { path: '/risk/risk-management/dashboard/unsaved' },
    { path: '/risk/renewable-management', landsOn: '/risk/renewable-management/dashboard', heading: 'Renewable Management Content In Development' },
    { path: '/insights/data-insights', landsOn: '/insights/data-insights/dashboard' },
    { path: '/insights/data-insights/dashboard/unsaved' },
    { path: '/no/such/screen', heading: NOT_FOUND },
    { path: '/demand/load-forecast/dashboard/d/extra', heading: NOT_FOUND },
  ],
};

async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [group, cases] of Object.entries(GROUPS)) {
  test(`routes of the spec answer as it says, with no serious axe violation: ${group}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, ACCOUNTS.gulfCoastAnalyst.email);
    for (const route of cases) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        const landsOn = route.landsOn ?? route.path.split('?')[0] ?? route.path;
        await expect(page).toHaveURL((url) => url.pathname === landsOn);
        const h1 = page.getByRole('heading', { level: 1 }).first();
        if (route.heading) await expect(h1).toHaveText(route.heading);
        else {
          await expect(h1).toBeVisible();
          await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
        }
        // Let the screen settle (its data and lazily loaded code) before checking it.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        expect(await seriousViolations(page), route.path).toEqual([]);
      });
    }
  });
}
