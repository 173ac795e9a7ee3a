import { expect, test } from '@playwright/test';

test('the API answers under /api and serves the portal on the same origin', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Loadline' })).toBeVisible();
});
