import { expect, test } from '@playwright/test';
import { ERCOT_NATIVE_LOAD_2019 } from '../../packages/core/src/testing/fixtures/ercotLoad';

/**
 * A host with nothing of the reference API (story dashboard/DashboardEditor / Host Mapping Cards And
 * Boundaries): a grid backend's own data mapping (15-minute kW of three made-up feeders, its own
 * meter id and position columns), a card type the host registered with its own plan()
 * ('DailyShape': the series by hour of the day) and a Meter Map drawing the host's own districts.
 * The host card must draw its planned answer, equal to the source data; the map must draw the
 * host's boundaries under the feeders.
 */
test('a host mapping, card type and map boundaries: the host card draws its planned answer, the map the host\'s districts', async ({ page }) => {
  await page.goto('/iframe.html?id=dashboard-dashboardeditor--host-mapping-cards-and-boundaries&viewMode=story&globals=a11y.manual:!true');
  const panel = page.locator('[data-part="ll_series-panel"]');
  // The first story a worker opens loads the whole preview, cold: seconds on a busy machine.
  await expect(panel.getByRole('button', { name: 'Add Stitched Actual to a card' })).toBeVisible({ timeout: 20_000 });

  // The host card: its plan asks the series by hour of day with the series' own calculation (Sum);
  // each hour's value is that hour's energy in kWh summed over July 1-7 2019 (local days,
  // America/Chicago): the three feeders' quarter-hour kW x 0.25 h, i.e. ERCOT's COAST native load
  // of the hour (MWh) x 1000.
  const table = page.getByRole('table', { name: 'Lakeside daily shape' });
  await expect(table.getByRole('columnheader', { name: 'Stitched Actual (kWh)' })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('row')).toHaveCount(25);
  const hourly = new Map<number, number>();
  for (const segment of ERCOT_NATIVE_LOAD_2019.COAST) {
    segment.values.forEach((v, i) => hourly.set(Date.parse(segment.start) + i * 3_600_000, v));
  }
  const first = Date.parse('2019-07-01T05:00:00Z');
  for (const hour of [0, 7, 17]) {
    const days = Array.from({ length: 7 }, (_, d) => hourly.get(first + (d * 24 + hour) * 3_600_000));
    expect(days.every((v) => typeof v === 'number')).toBe(true);
    const kwh = (days as number[]).reduce((a, b) => a + b, 0) * 1000;
    const row = table.getByRole('row', { name: new RegExp(`^${String(hour).padStart(2, '0')}:00 `) });
    const shown = Number(((await row.getByRole('cell').first().textContent()) ?? '').replace(/[^0-9.-]/g, ''));
    // Shown with at most one decimal.
    expect(Math.abs(shown - kwh), `hour ${hour}: ${shown} against ${kwh}`).toBeLessThanOrEqual(0.05 + kwh * 1e-9);
  }

  // The Meter Map: the three feeders placed by the mapping's columns, over the host's two districts.
  const map = page.locator('[data-card-id="grid-map"] [data-part="ll_meter-map"]');
  await expect(map).toHaveAttribute('data-points', '3', { timeout: 20_000 });
  await expect(map).toHaveAttribute('data-boundaries', '2');
  await expect(map.getByText('Districts: made up for the stories.')).toBeVisible();
  // The view is centred inside the North district (45.1 N, 10 E) at zoom 9, between the feeders; the
  // canvas's left edge (about 0.8 degrees west) is outside both districts: land there, plain ground here.
  await expect.poll(async () => map.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    const at = (x: number, y: number) => Array.from(ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data).join(',');
    const inside = at(canvas.width / 2, canvas.height / 2);
    const outside = [at(2, 2), at(2, canvas.height - 3)];
    return { insideDiffers: inside !== outside[0], outsideSame: outside[0] === outside[1] };
  }), { timeout: 10_000 }).toEqual({ insideDiffers: true, outsideSame: true });
});
