import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { identifiers, sourceAliases } from './scripts/aliases.ts';

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
    ],
  },
});
