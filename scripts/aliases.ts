import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Source aliases for tests, Storybook and the portal's dev server: `@loadline/x` resolves to the
 * package's `src/`, so nothing has to be built first. Published consumers go through `exports`.
 * Order matters: subpaths before their package.
 */
export const sourceAliases = [
  { find: /^@loadline\/core\/react$/, replacement: `${root}packages/core/src/react/index.ts` },
  { find: /^@loadline\/core\/testing$/, replacement: `${root}packages/core/src/testing/index.ts` },
  { find: /^@loadline\/ui\/charts$/, replacement: `${root}packages/ui/src/charts/index.ts` },
  { find: /^@loadline\/(core|ui|dashboard|forecasts|adjustments|pricing)$/, replacement: `${root}packages/$1/src/index.ts` },
];

/** vanilla-extract class names: `ll_` prefix, same scheme as the tsup build. */
export const identifiers = ({ hash, debugId }: { hash: string; debugId?: string }) =>
  `ll_${debugId ? `${debugId.replace(/[^A-Za-z0-9_-]/g, '_')}_` : ''}${hash}`;
