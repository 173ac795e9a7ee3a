import { expect, test } from '@playwright/test';
import { ERCOT_NATIVE_LOAD_2019 } from '../../packages/core/src/testing/fixtures/ercotLoad';

/**
 * The dashboard editor on another backend (story dashboard/DashboardEditor / Other Backend): a
 * data mapping of 15-minute kW in renamed columns. What a user sees must be right: the offered
 * series, the zone filter, and the hourly energy in kWh equal to the source's real ERCOT COAST
 * energy (kW x 0.25 h over four quarter-hours).
 */
test('a dashboard driven by another data mapping shows the right series, unit and values', async ({ page }) => {
  await page.goto('/iframe.html?id=dashboard-dashboardeditor--other-backend&viewMode=story&globals=a11y.manual:!true');
  const panel = page.locator('[data-part="ll_series-panel"]');
  // The first story a worker opens loads the whole preview, cold: seconds on a busy machine.
  await expect(panel.getByRole('button', { name: 'Add Stitched Actual to a card' })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Add Backcast to a card' })).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Weather' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Zone' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Hourly energy' });
  await expect(table.getByRole('columnheader', { name: 'Stitched Actual (kWh)' })).toBeVisible({ timeout: 20_000 });
  // The fixture's first COAST hour of July 1 2019 (local midnight): its MWh x 1000.
  const july = ERCOT_NATIVE_LOAD_2019.COAST.find((s) => Date.parse(s.start) === Date.parse('2019-07-01T05:00:00Z'));
  const mwh = july?.values[0] ?? Number.NaN;
  expect(Number.isFinite(mwh)).toBe(true);
  const shown = Number(((await table.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '').replace(/[^0-9.-]/g, ''));
  // kWh are shown as whole numbers.
  expect(Math.abs(shown - mwh * 1000)).toBeLessThanOrEqual(0.5);
  await expect(page.locator('[data-card-id="feeder-quarter"]')).toHaveAttribute('data-card-state', 'ready');
});
