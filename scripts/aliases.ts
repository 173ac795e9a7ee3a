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
  { find: /^@loadline\/dashboard\/testing$/, replacement: `${root}packages/dashboard/src/testing/index.ts` },
  { find: /^@loadline\/ui\/charts$/, replacement: `${root}packages/ui/src/charts/index.ts` },
  { find: /^@loadline\/(core|ui|dashboard|forecasts|adjustments|pricing)$/, replacement: `${root}packages/$1/src/index.ts` },
];

/** vanilla-extract class names: `ll_` prefix, same scheme as the tsup build. */
export const identifiers = ({ hash, debugId }: { hash: string; debugId?: string }) =>
  `ll_${debugId ? `${debugId.replace(/[^A-Za-z0-9_-]/g, '_')}_` : ''}${hash}`;

/**
 * The libraries the vitest project `react18` takes from tests/react18 (React 18 and the React
 * libraries the packages use, each resolved by pnpm against React 18), so the components under test,
 * Testing Library and every React library below them share one React 18. Aliasing `react` alone
 * would not do: a library loaded from node_modules resolves its own `react` (19) in Node.
 */
const react18Libraries = ['react', 'react-dom', '@testing-library/react', '@tanstack/react-query', '@tanstack/react-virtual', '@floating-ui/react', 'react-grid-layout'];
export const react18Aliases = react18Libraries.map((name) => ({
  find: new RegExp(`^${name.replace(/[/]/g, '\\/')}(\\/.*)?$`),
  replacement: `${root}tests/react18/node_modules/${name}$1`,
}));
