import type { Locator, Page } from '@playwright/test';

/**
 * Steps the portal e2e specs share on a dashboard: fixed Start / End dates, a card switched to
 * its Table visualization, and a table cell read as a number.
 */

/** Sets the dashboard's Start or End to a fixed day (YYYY-MM-DD). */
export async function fixedDate(page: Page, bound: 'Start' | 'End', day: string): Promise<void> {
  const group = page.getByRole('group', { name: new RegExp(`^${bound} \\(`) });
  await group.getByRole('radio', { name: 'Fixed' }).click();
  await group.getByLabel('Date').fill(day);
}

/** Switches `card` to the Table visualization from its options. */
export async function tableOf(page: Page, card: Locator): Promise<void> {
  await card.getByRole('button', { name: 'Card options' }).click();
  await page.getByLabel('Visualization').click();
  await page.getByRole('option', { name: 'Table', exact: true }).click();
  await page.keyboard.press('Escape');
}

/** A cell's text as a number ('15,753,433' → 15753433). */
export const numberOf = (text: string | null): number => Number((text ?? '').replace(/[^0-9.-]/g, ''));
