import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Through the proxy of `pnpm cluster` and its two instances directly (the same cookies: cookies do
 * not depend on the port): what one instance saves the other serves and edits, a share through
 * one is seen through the other, and a pricing job run by the workers notifies its owner.
 */
const PORT = Number(process.env.CLUSTER_PORT ?? 3960);
const ORIGIN = `http://localhost:${PORT}`;
const A = `http://localhost:${PORT + 1}`;
const B = `http://localhost:${PORT + 2}`;
const headers = { origin: ORIGIN, 'x-loadline-request': '1' };

/** Password of every seeded account (apps/api seed). */
const DEMO_PASSWORD = 'loadline-demo';

/** Opens the portal and signs in on the embedded identity provider's page, as a user does. */
async function signInThroughProvider(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveTitle('Sign in - Loadline');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /, account menu of / })).toBeVisible();
}

const instanceOf = async (request: APIRequestContext, base: string) => ((await (await request.get(`${base}/api/health`)).json()) as { instance: string }).instance;

test('signs in through the proxy, saves through A, reads and edits through B, shares, and sees a job notification', async ({ browser }) => {
  const analyst = await browser.newContext({ baseURL: ORIGIN });
  const page = await analyst.newPage();
  await signInThroughProvider(page, 'analyst@gulfcoast-power.test');
  expect(await instanceOf(analyst.request, A)).toBe('a');
  expect(await instanceOf(analyst.request, B)).toBe('b');
  const seen = new Set<string>();
  for (let i = 0; i < 4; i++) seen.add(await instanceOf(analyst.request, ORIGIN));
  expect([...seen].sort()).toEqual(['a', 'b']);

  const name = `Cluster e2e ${Date.now()}`;
  const created = await analyst.request.post(`${A}/api/user/v1/user/dashboards`, {
    headers,
    data: {
      name,
      configId: 'ercot-power-short-term',
      cards: [{ id: 'c1', title: 'Load', visualization: 'Line', layout: { x: 0, y: 0, w: 6, h: 4 } }],
      settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true },
    },
  });
  expect(created.status()).toBe(200);
  const { dashboardId } = (await created.json()) as { dashboardId: string };
  const listB = (await (await analyst.request.get(`${B}/api/user/v1/user/dashboards/?type=prod_load_forecast`, { headers })).json()) as { dashboardId: string; name: string; version: number }[];
  expect(listB.find((d) => d.dashboardId === dashboardId)).toMatchObject({ name, version: 1 });
  expect((await analyst.request.patch(`${B}/api/user/v1/user/dashboards/${dashboardId}`, { headers, data: { version: 1, name: `${name} (edited through B)` } })).status()).toBe(200);
  // A save from the copy A served before B's edit is refused, not lost.
  expect((await analyst.request.patch(`${A}/api/user/v1/user/dashboards/${dashboardId}`, { headers, data: { version: 1, name: 'stale' } })).status()).toBe(409);
  expect((await analyst.request.post(`${A}/api/user/v1/user/share/dashboard/${dashboardId}/users`, { headers, data: { add: [{ id: 'usr-gcp-forecaster' }] } })).status()).toBe(200);

  // The colleague signs in through the proxy and finds the shared dashboard, edited, through B.
  const colleague = await browser.newContext({ baseURL: ORIGIN });
  await signInThroughProvider(await colleague.newPage(), 'forecaster@gulfcoast-power.test');
  const shared = (await (await colleague.request.get(`${B}/api/user/v1/user/dashboards/?type=prod_load_forecast`, { headers })).json()) as { dashboardId: string; name: string }[];
  expect(shared.find((d) => d.dashboardId === dashboardId)?.name).toBe(`${name} (edited through B)`);

  // A pricing job through the proxy runs on a worker; its owner's bell lists 'Job completed'.
  const jobName = `cluster_e2e_${Date.now()}`;
  const job = await analyst.request.post(`${ORIGIN}/api/pricing/v1/jobs`, { headers, data: { name: jobName, type: 'retail_cost_calculation' } });
  expect(job.status()).toBe(200);
  const { url: upload, id } = (await job.json()) as { url: string; id: string };
  const csv = ['meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate', 'M1,COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,2023-07-01,2023-08-31,2023-06-30'].join('\n');
  expect((await analyst.request.put(new URL(upload, `${ORIGIN}/`).toString(), { headers: { ...headers, 'content-type': 'text/csv' }, data: csv })).status()).toBe(204);
  expect((await analyst.request.post(`${ORIGIN}/api/pricing/v1/jobs/${id}`, { headers })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await analyst.request.get(`${ORIGIN}/api/pricing/v1/jobs`, { headers })).json()) as { id?: string; jobId?: string; status: string }[]).find((j) => (j.jobId ?? j.id) === id)?.status, { timeout: 120_000 })
    .toBe('success');
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, / }).click();
  const panel = page.getByRole('region', { name: 'Latest' });
  await expect(panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Job completed' }) }).filter({ hasText: jobName })).toBeVisible();
  await analyst.close();
  await colleague.close();
});
