import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

test.use({ baseURL: PORTAL_ORIGIN });

const BASE = '/pricing/pricing-management';
const HEADER = 'meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate';
// PTC-10615 is a CenterPoint plan (seed); COAST / RESLOWR_COAST is its load zone and profile.
const good = (id: string, start: string, end: string) => `${id},COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,${start},${end},2023-06-30`;
// Meter ids unique to the run: the e2e database keeps earlier runs, and a rerun is matched by its input rows.
const RUN = Date.now().toString(36).toUpperCase();
const CSV = [
  HEADER,
  good(`A${RUN}`, '2023-07-01', '2023-07-31'),
  '',
  good(`B${RUN}`, '2023-08-01', '2023-08-31'),
  good(`A${RUN}`, '2023-07-01', '2023-07-31'), // duplicate
  `C-${RUN},COAST,ERCOT,CENTERPOINT,PTC-10615,RESLOWR_COAST,2023-07-01,2023-07-31,2023-06-30`, // meterId not alphanumeric
  `D${RUN},COAST,ERCOT,ONCOR,PTC-10615,RESLOWR_COAST,2023-07-01,2023-07-31,2023-06-30`, // valid row; the engine refuses the plan outside CenterPoint
].join('\n');

interface ListedJob { jobId: string; name: string; state: string; progress?: number | null; status?: string | null; finishedOn?: string | null }

/** Records every job list the page receives, to follow one job's milestones. */
function watchJobs(page: Page) {
  const seen: ListedJob[][] = [];
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname === '/api/pricing/v1/jobs' && res.request().method() === 'GET' && res.ok()) seen.push((await res.json()) as ListedJob[]);
  });
  return (name: string) => seen.map((list) => list.find((j) => j.name === name)).filter((j): j is ListedJob => j !== undefined);
}

const sum = (csv: string, column: string) => {
  const [head, ...lines] = csv.trim().split(/\r?\n/);
  const i = (head ?? '').split(',').indexOf(column);
  expect(i, column).toBeGreaterThanOrEqual(0);
  return lines.reduce((a, l) => a + Number(l.split(',')[i]), 0);
};

async function run(page: Page, name: string) {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Run' });
  await expect(dialog.getByLabel('Run name')).toHaveValue(/^analyst_\d{14}$/);
  await dialog.getByLabel('Run name').fill(name);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const toast = page.getByText(`Job with name: ${name} was created`);
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/jobstatus$`));
}

test('import good, duplicate and bad rows, run, watch the milestones, download both results, rerun; another organisation sees nothing', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const jobsOf = watchJobs(page);
  await signIn(page, ACCOUNTS.loneStarAnalyst.email, `${BASE}/calculations`);
  const fileInput = page.locator('input[type="file"]');
  await expect(fileInput).toBeEnabled();
  await fileInput.setInputFiles({ name: 'meters.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  const report = 'From the 5 rows on the file, 2 have not be imported as are duplicates or have errors';
  await expect(page.getByRole('alert').filter({ hasText: report })).toBeVisible();
  await expect(page.getByText('3 rows', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Input rows' }).getByRole('listitem')).toHaveCount(3);

  const name = `e2e_${Date.now()}`;
  await run(page, name);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  const done = row.getByText(/^Completed \d{4}-\d{2}-\d{2} \d{2}:\d{2} status: 2 of 3 contracts priced; line 4: Product PTC-10615 is offered in CENTERPOINT, not ONCOR$/);
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done).toHaveAttribute('data-status', 'warning');
  await expect(row.getByRole('cell')).toHaveText(['calculation', name, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '3', '2', '1', /^Completed/, /Cost/]);
  // Milestones only move forward, and the job ends completed once.
  const states = jobsOf(name);
  expect(states.length).toBeGreaterThan(0);
  const steps = states.map((j) => (j.finishedOn ? 5 : j.state === 'waiting' ? 0 : 1 + (j.progress ?? 0)));
  expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  expect(steps.at(-1)).toBe(5);
  const jobId = states.at(-1)!.jobId;

  // Downloads open the result files; their totals agree with each other and with the cost stack.
  await row.getByRole('button', { name: `Actions of ${name}` }).click();
  // The file opens in a new window (an attachment: the window asks for it, then downloads it).
  const opened = (file: string) => page.context().waitForEvent('request', (r) => r.url().endsWith(`/api/pricing/v1/jobs/${jobId}/files/${file}`));
  const summaryOpened = opened('summary_price.csv');
  await page.getByRole('menuitem', { name: 'Download Summary' }).click();
  await summaryOpened;
  await row.getByRole('button', { name: `Actions of ${name}` }).click();
  const monthlyOpened = opened('monthly_price.csv');
  await page.getByRole('menuitem', { name: 'Download Monthly' }).click();
  await monthlyOpened;
  const summary = await (await page.request.get(`/api/pricing/v1/jobs/${jobId}/files/summary_price.csv`)).text();
  const monthly = await (await page.request.get(`/api/pricing/v1/jobs/${jobId}/files/monthly_price.csv`)).text();
  const total = sum(summary, 'totalUsd');
  expect(total).toBeGreaterThan(0);
  expect(Math.abs(sum(monthly, 'amountUsd') - total)).toBeLessThan(0.01 * summary.split('\n').length * 20);
  await row.getByRole('button', { name: `Cost ${name}` }).click();
  const panel = page.getByRole('region', { name: `Cost stack of ${name}` });
  await expect(panel.getByRole('row', { name: /^Total / })).toContainText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(total));
  await expect(panel.getByText('No earlier run of the same input rows')).toBeVisible();

  // The owner was told the job started and completed.
  const notes = (await (await page.request.get('/api/user/v1/user/notifications/?isRead=false&isGlobal=true')).json()) as { code: string; meta?: { jobName?: string } }[];
  expect(notes.filter((n) => n.meta?.jobName === name).map((n) => n.code).sort()).toEqual(['job_completed', 'job_started']);
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, / }).click();
  const latest = page.getByRole('region', { name: 'Latest' });
  const completed = latest.getByRole('listitem').filter({ hasText: name }).filter({ has: page.getByRole('heading', { name: 'Job completed' }) });
  await expect(completed).toContainText(`${name} completed: 2 passed, 1 failed.`);
  await expect(completed.getByRole('link', { name: 'See Job: Job completed' })).toHaveAttribute('href', `${BASE}/jobstatus`);
  await expect(latest.getByRole('listitem').filter({ hasText: name }).filter({ has: page.getByRole('heading', { name: 'Job started' }) })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(latest).toHaveCount(0);

  // Rerun: the job's input comes back into Calculations; the new run compares with the first.
  await row.getByRole('button', { name: `Actions of ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rerun' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/calculations$`));
  await expect(page.getByRole('list', { name: 'Input rows' }).getByRole('listitem')).toHaveCount(3);
  const rerun = `${name}_r`;
  await run(page, rerun);
  const rerunRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: rerun, exact: true }) });
  await expect(rerunRow.getByText(/^Completed .* status: 2 of 3 contracts priced/)).toBeVisible({ timeout: 60_000 });
  await rerunRow.getByRole('button', { name: `Cost ${rerun}` }).click();
  const rerunPanel = page.getByRole('region', { name: `Cost stack of ${rerun}` });
  await expect(rerunPanel.getByText(`Difference against ${name}, the earlier run of the same input rows`)).toBeVisible();
  // Same rows, same prices: every component and the total are unchanged.
  const cells = rerunPanel.getByRole('row', { name: /^Total / }).getByRole('cell');
  await expect(cells).toHaveText([new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(total), '100%', new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(total), '0.00']);
  await expect(rerunPanel.getByRole('row', { name: /^ENERGY / }).getByRole('cell').last()).toHaveText('0.00');

  // Another organisation: not listed, not downloadable.
  const other = await browser.newContext({ baseURL: PORTAL_ORIGIN });
  const otherPage = await other.newPage();
  await signIn(otherPage, ACCOUNTS.gulfCoastAnalyst.email, `${BASE}/jobstatus`);
  await expect(otherPage.getByRole('table', { name: 'Job Status' })).toBeVisible();
  await expect(otherPage.getByRole('cell', { name, exact: true })).toHaveCount(0);
  const listed = (await (await otherPage.request.get('/api/pricing/v1/jobs')).json()) as ListedJob[];
  expect(listed.some((j) => j.jobId === jobId)).toBe(false);
  for (const path of ['results/summary_price', 'results/monthly_price', 'input/', 'files/summary_price.csv']) {
    expect((await otherPage.request.get(`/api/pricing/v1/jobs/${jobId}/${path}`)).status(), path).toBe(404);
  }
  await other.close();
});

test('Configurations: eight tables, server paging and sorting, filters after 1 s of quiet', async ({ page }) => {
  await signIn(page, ACCOUNTS.loneStarAnalyst.email, `${BASE}/configurations`);
  const grid = page.getByRole('table', { name: 'Products' });
  await expect(grid.getByRole('row')).toHaveCount(26);
  const range = page.locator('[data-ll-part="config-range"]');
  await expect(range).toHaveText(/^1–25 of \d+$/);
  const total = Number((await range.textContent())?.split(' of ')[1]);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(range).toHaveText(`26–50 of ${total}`);
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(range).toHaveText(`21–30 of ${total}`);
  await page.getByRole('button', { name: /^name/ }).click();
  await expect(page.getByRole('columnheader', { name: /^name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(range).toHaveText(`1–10 of ${total}`);
  await page.getByRole('navigation').getByRole('button', { name: 'Components' }).click();
  const components = page.getByRole('table', { name: 'Components' });
  await expect(components.getByRole('columnheader')).toHaveText(['code', 'name', 'description', 'granularity', 'level', 'uom', 'inputType']);
  await expect(range).toHaveText(/^1–\d+ of \d+$/);
  const all = Number((await range.textContent())?.split(' of ')[1]);
  const group = page.getByRole('group', { name: 'componentGroup' });
  const first = group.getByRole('checkbox').first();
  await first.check();
  await expect(range).not.toHaveText(new RegExp(` of ${all}$`), { timeout: 5000 });
  await group.getByRole('button', { name: 'Clear all' }).click();
  await expect(range).toHaveText(new RegExp(` of ${all}$`), { timeout: 5000 });
});
