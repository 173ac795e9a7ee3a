import { expect, test } from '@playwright/test';
import { ACCOUNTS, PORTAL_ORIGIN, signIn } from './signIn';

/**
 * The gas utility charts Henry Hub's gas price (issue: the API served it, the portal offered no
 * way to chart it): the Texas gas dashboard's series menu offers 'Henry Hub Price' under Market
 * Prices, it goes onto a card, and grouped by month its highest day of February 2021 (Winter
 * Storm Uri) reads $23.86, the price of the raw EIA series.
 */
test.use({ origin: PORTAL_ORIGIN, baseURL: PORTAL_ORIGIN, timezoneId: 'America/Chicago', viewport: { width: 1500, height: 1000 } } as never);

const HEADERS = { 'x-loadline-request': '1' };
/** The series the menu adds ('market|henry_hub'), its calculation set to Max. */
const HENRY_HUB_MAX = {
  id: 'market|henry_hub', label: 'Henry Hub Price', type: 'custom', customUnit: '$/MMBtu', calculationOptions: ['Avg', 'Min', 'Max'], selectedCalculation: 'Max',
  extras: { series: 'market', columnName: 'henry_hub' },
};

test("the gas analyst adds Henry Hub's price to a card and sees February 2021's high, $23.86", async ({ page }) => {
  await signIn(page, ACCOUNTS.loneStarAnalyst.email);
  // A Texas gas dashboard of February 2021 with one card grouped by month.
  const made = await page.request.post(`${PORTAL_ORIGIN}/api/user/v1/user/dashboards`, {
    headers: HEADERS,
    data: {
      name: `Henry Hub ${Date.now()}`,
      configId: 'gas-tx-monthly',
      cards: [
        { id: 'price', title: 'Gas price', group: 'Monthly', layout: { x: 0, y: 0, w: 6, h: 2 }, dataSeries: [] },
        { id: 'high', title: 'Henry Hub high', group: 'Monthly', layout: { x: 6, y: 0, w: 6, h: 2 }, dataSeries: [HENRY_HUB_MAX] },
      ],
      settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: false, date_range: { from: { dateType: 'fixed', value: '2021-02-01' }, to: { dateType: 'fixed', value: '2021-02-28' } } },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { dashboardId } = (await made.json()) as { dashboardId: string };
  await page.goto(`/demand/load-forecast/dashboard/${dashboardId}`);

  const prices = page.getByRole('region', { name: 'Market Prices' });
  await prices.getByRole('button', { name: 'Add Henry Hub Price to a card' }).click();
  await page.getByRole('menuitem', { name: 'Gas price — Primary axis' }).click();
  const card = page.getByRole('region', { name: 'Gas price' });
  await expect(card.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText(['Henry Hub Price ($/MMBtu)']);

  // Its query reads the price of market HENRY_HUB alone, not the dashboard's end uses.
  await card.getByRole('button', { name: 'Show table' }).click();
  await expect(card.getByRole('table').getByRole('rowheader')).toHaveText(['Feb 2021']);

  // The same series by its Max (as a card's options set it): the month's highest trading day.
  const high = page.getByRole('region', { name: 'Henry Hub high' });
  await high.getByRole('button', { name: 'Show table' }).click();
  const row = high.getByRole('table').getByRole('row', { name: /^Feb 2021/ });
  await expect(row.getByRole('cell')).toHaveText(['23.86']);
});
