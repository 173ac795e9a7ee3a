import { describe, expect, it } from 'vitest';

// Components hold vanilla-extract .css.ts files, which only the Vite plugin (dom project,
// Storybook) or the package build can evaluate; the built entries are imported in plain Node by
// scripts/check-ssr.mjs (root) after every build. Here: the style-free modules, from source.
describe('server-side rendering safety (style-free modules)', () => {
  it('imports core, the forecasts model and the element attributes in Node without window', async () => {
    expect(typeof window).toBe('undefined');
    const core = await import('@loadline/core');
    const model = await Promise.all([
      import('./model/exploreObject'),
      import('./model/forecastList'),
      import('./model/persistSelection'),
      import('./model/forecastCardView'),
      import('./element/elementAttributes'),
    ]);
    expect(typeof core.createHttpAdapter).toBe('function');
    expect(model[0].decodeExploreObject('not base64!')).toBeNull();
    expect(model[2].defaultSelectionStorage()).toBeNull();
    expect(model[2].readSelection(model[2].defaultSelectionStorage())).toEqual({ tab: 0, level: {}, markets: {} });
  });
});
