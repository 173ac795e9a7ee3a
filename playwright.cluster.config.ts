import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `pnpm e2e:cluster`: the multi-instance e2e (tests/cluster) against `pnpm cluster` (HAProxy over
 * API instances a and b, two pricing workers, PostgreSQL and Redis), started for the run on
 * CLUSTER_PORT (default 3960; the instances on +1 and +2) and stopped with SIGTERM after it, which
 * stops everything the cluster started. Not part of `npm test`: the cluster takes minutes to start.
 */
const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 3960);

export default defineConfig({
  timeout: 180_000,
  outputDir: 'test-results/playwright-cluster',
  workers: 1,
  reporter: 'list',
  use: base.use,
  projects: [{ name: 'cluster', testDir: 'tests/cluster', use: { baseURL: `http://localhost:${CLUSTER_PORT}` } }],
  webServer: {
    command: 'node scripts/cluster.mjs',
    url: `http://localhost:${CLUSTER_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 900_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
    env: { PORT: String(CLUSTER_PORT) },
  },
});
