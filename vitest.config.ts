import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { globSync } from 'tinyglobby';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { identifiers, react18Aliases, sourceAliases } from './scripts/aliases.ts';

/**
 * Test files run without isolation: each worker imports the shared module graph (React, Testing
 * Library, the packages' sources) and sets up jsdom once, not once per file; that setup was more
 * than half of the suite's time. A file that replaces a module (`vi.mock`, `vi.doMock`) would
 * leave the replacement to the files after it in the same worker, so such files are found here
 * and run isolated, in a project of their own named `<project>:isolated`.
 */
const mocksModules = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
const exclude = ['**/node_modules/**'];

function split(base: TestProjectInlineConfiguration & { test: { name: string; include: string[] } }): TestProjectInlineConfiguration[] {
  const files = base.test.include.flatMap((pattern) => globSync(pattern, { ignore: exclude }));
  const isolated = [...new Set(files.filter(mocksModules))];
  const projects: TestProjectInlineConfiguration[] = [{ ...base, test: { ...base.test, isolate: false, exclude: [...exclude, ...isolated] } }];
  if (isolated.length) projects.push({ ...base, test: { ...base.test, name: `${base.test.name}:isolated`, include: isolated, isolate: true } });
  return projects;
}

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    // At least two workers: vitest's default (cores - 1) leaves one core idle on a two-core machine
    // once the steps beside the unit tests (build, Storybook, the e2e seed) have finished.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...split({
        resolve: { alias: sourceAliases },
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/portal/src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // The run's folder for the seeded databases the API's test files share (apps/api/src/testing).
          globalSetup: ['./scripts/vitest.globalSetup.ts'],
          testTimeout: 120_000,
        },
      }),
      ...split({
        plugins: [react(), vanillaExtractPlugin({ identifiers })],
        resolve: { alias: sourceAliases },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/portal/src/**/*.test.tsx'],
          setupFiles: ['./scripts/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      }),
      // The lower end of the packages' React peer range: the published components' tests again, on
      // React 18 (tests/react18 holds it and the React libraries resolved against it), in the same
      // run: one process, one worker pool, jsdom and the shared modules set up once per worker.
      ...split({
        plugins: [react(), vanillaExtractPlugin({ identifiers })],
        resolve: { alias: [...react18Aliases, ...sourceAliases] },
        test: {
          name: 'react18',
          environment: 'jsdom',
          include: ['tests/react18/*.test.tsx', 'packages/dashboard/src/**/*.test.tsx', 'packages/forecasts/src/**/*.test.tsx', 'packages/ui/src/**/*.test.tsx'],
          setupFiles: ['./scripts/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      }),
    ],
  },
});
