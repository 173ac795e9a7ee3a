import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { seriousViolations } from '../../apps/portal/e2e/axe';

/**
 * Opens every story of the one Storybook in Chromium: fails on any console error, page error,
 * render error or axe-core violation of impact serious or critical.
 *
 * Each worker loads the Storybook preview once and switches from story to story the way the
 * Storybook UI does (`setCurrentStory` on the preview's channel, then its `storyRendered`), instead
 * of loading the whole preview again for each story. A story that fails leaves the page to be
 * loaded afresh for the next one, so no failure spills into another story.
 */
interface StoryIndex { entries: Record<string, { id: string; type: string; title: string; name: string }> }
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as StoryIndex;
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

/** The a11y addon's own automatic axe run is switched off so it never races this one. */
const PREVIEW = (id: string) => `/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`;

interface StoryPage {
  page: Page;
  /** Console and page errors since the last {@link StoryPage.clear}. */
  errors: string[];
  clear(): void;
  /** Set when a story failed: the next one loads the preview afresh. */
  dirty: boolean;
  loaded: boolean;
}

const test = base.extend<{ story: StoryPage }, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => {
        // The browser's own favicon probe is not the story's doing.
        if (msg.type() === 'error' && !msg.location().url.endsWith('/favicon.ico')) errors.push(`${msg.text()} ${msg.location().url}`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await provide({ page, errors, clear: () => void errors.splice(0), dirty: false, loaded: false });
      await context.close();
    },
    { scope: 'worker' },
  ],
  story: async ({ storyPage }, provide, testInfo) => {
    await provide(storyPage);
    if (testInfo.status !== testInfo.expectedStatus) storyPage.dirty = true;
  },
});

/**
 * Shows story `id` in the loaded preview and resolves once Storybook says it rendered (its play
 * function, if any, included). Rejects with Storybook's own words when the story errs or is missing.
 */
async function switchStory(page: Page, id: string): Promise<void> {
  await page.evaluate(
    (storyId) =>
      new Promise<void>((resolve, reject) => {
        type Channel = { on(e: string, f: (arg: unknown) => void): void; off(e: string, f: (arg: unknown) => void): void; emit(e: string, arg: unknown): void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const events: Record<string, (arg: unknown) => void> = {};
        const done = (error?: string) => {
          for (const [name, f] of Object.entries(events)) channel.off(name, f);
          if (error) reject(new Error(error));
          else resolve();
        };
        events.storyRendered = (arg) => {
          if (arg === storyId) done();
        };
        events.storyErrored = (arg) => done(`story errored: ${JSON.stringify(arg)}`);
        events.storyThrewException = (arg) => done(`story threw: ${String((arg as { message?: string })?.message ?? arg)}`);
        events.playFunctionThrewException = (arg) => done(`play function threw: ${String((arg as { message?: string })?.message ?? arg)}`);
        events.storyMissing = () => done(`story missing: ${storyId}`);
        for (const [name, f] of Object.entries(events)) channel.on(name, f);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

test('the Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test.describe(() => {
  // The stories are spread over the workers; each worker keeps its one preview page.
  test.describe.configure({ mode: 'parallel' });
  for (const entry of stories) {
    test(`story ${entry.title} / ${entry.name}`, async ({ story }) => {
      const { page } = story;
      if (!story.loaded || story.dirty) {
        // A fresh preview, opened on this very story.
        story.clear();
        await page.goto(PREVIEW(entry.id));
        await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
        await page.waitForSelector('#storybook-root > *, #storybook-docs > *', { state: 'attached', timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        Object.assign(story, { loaded: true, dirty: false });
      } else {
        story.clear();
        await switchStory(page, entry.id);
      }
      await page.waitForSelector('#storybook-root > *, #storybook-docs > *', { state: 'attached', timeout: 20_000 });
      // Web fonts and images of the story loaded before it is checked.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await seriousViolations(page, '#storybook-root')).toEqual([]);
      expect(story.errors).toEqual([]);
    });
  }
});
