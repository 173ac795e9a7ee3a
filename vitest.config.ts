import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { identifiers, react18Aliases, sourceAliases } from './scripts/aliases.ts';

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    projects: [
      {
        resolve: { alias: sourceAliases },
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/portal/src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin({ identifiers })],
        resolve: { alias: sourceAliases },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/portal/src/**/*.test.tsx'],
          setupFiles: ['./scripts/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The lower end of the packages' React peer range: the dashboard card and canvas tests again,
        // on React 18 (tests/react18 holds it and the React libraries resolved against it).
        plugins: [react(), vanillaExtractPlugin({ identifiers })],
        resolve: { alias: [...react18Aliases, ...sourceAliases] },
        test: {
          name: 'react18',
          environment: 'jsdom',
          include: ['tests/react18/*.test.tsx', 'packages/dashboard/src/**/*.test.tsx', 'packages/forecasts/src/**/*.test.tsx', 'packages/ui/src/**/*.test.tsx'],
          setupFiles: ['./scripts/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
