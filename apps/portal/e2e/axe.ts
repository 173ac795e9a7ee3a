import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

/**
 * axe-core for the Playwright specs (stories, portal, example host): the engine @axe-core/playwright
 * depends on (the same version and rules AxeBuilder runs), put into the page once per document and
 * run there directly. AxeBuilder's `analyze()` injects its 1.5 MB source again on every call and
 * finishes each run in a new blank page, about a second more per check; the violations are the same.
 */
const axeCore = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string; version: string };

/** A violation as axe-core reports it (the fields the specs read). */
export interface AxeViolation {
  id: string;
  impact?: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * The axe-core violations of the page, of the elements under the CSS selector `include` when given
 * (e.g. '#storybook-root'), else of the whole document.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const version = await page.evaluate(() => (window as unknown as { axe?: { version: string } }).axe?.version);
  // Evaluated, not added as a script tag: the portal's Content-Security-Policy refuses inline scripts.
  if (version !== axeCore.version) await page.evaluate(axeCore.source);
  return page.evaluate(async (selector) => {
    // Colours are checked once the page's finite CSS transitions and animations (a theme switch
    // fades its colours) have ended, not in the middle of one; endless ones (spinners) are left.
    const ending = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } };
    return (await axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] })).violations;
  }, include ?? null);
}

/** The serious and critical violations of {@link axeViolations}, as `id: help (targets)`. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  return (await axeViolations(page, include))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
