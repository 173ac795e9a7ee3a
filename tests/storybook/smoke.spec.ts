import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * Opens every story of the one Storybook in Chromium: fails on any console error, page error or
 * axe-core violation of impact serious or critical.
 */
interface StoryIndex { entries: Record<string, { id: string; type: string; title: string; name: string }> }
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as StoryIndex;
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

test('the Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/** axe-core allows one run per page at a time; wait out a run the preview may still have going. */
async function analyzeOnce(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await new AxeBuilder({ page }).include('#storybook-root').analyze();
    } catch (err) {
      if (attempt >= 4 || !String(err).includes('Axe is already running')) throw err;
      await page.waitForTimeout(500);
    }
  }
}

for (const story of stories) {
  test(`story ${story.title} / ${story.name}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      // The browser's own favicon probe is not the story's doing.
      if (msg.type() === 'error' && !msg.location().url.endsWith('/favicon.ico')) errors.push(`${msg.text()} ${msg.location().url}`);
    });
    page.on('pageerror', (err) => errors.push(err.message));
    // The a11y addon's own automatic axe run is switched off so it never races this one.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
    await page.waitForSelector('#storybook-root > *, #storybook-docs > *', { state: 'attached', timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const results = await analyzeOnce(page);
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
