import { defineConfig } from '@playwright/test';
import { execSync } from 'node:child_process';

/**
 * Playwright drives Debian's chromium (its own browser download is not used): CHROMIUM_PATH, else
 * the `chromium` found on PATH.
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/bash' }).toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--no-first-run', '--disable-sync', '--disable-quic', '--disable-dev-shm-usage'];

const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 6007);
const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3310);
/** The example host (examples/embed-host), served from its build by `vite preview`; its /api goes to the API above. */
const EMBED_PORT = Number(process.env.EMBED_PORT ?? 5174);

export default defineConfig({
  timeout: 60_000,
  // test-results/ also holds npm test's step times (test-results/steps.json), which Playwright's
  // clean-up of its own output folder must not remove.
  outputDir: 'test-results/playwright',
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'storybook', testDir: 'tests/storybook', use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}` } },
    { name: 'portal', testDir: 'apps/portal/e2e', use: { baseURL: `http://127.0.0.1:${PORTAL_PORT}` } },
    { name: 'embed', testDir: 'tests/embed', use: { baseURL: `http://localhost:${EMBED_PORT}` } },
  ],
  webServer: [
    { command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`, port: STORYBOOK_PORT, reuseExistingServer: false },
    {
      command: `node --max-semi-space-size=64 apps/api/dist/main.js`,
      port: PORTAL_PORT,
      reuseExistingServer: false,
      timeout: 600_000,
      // The example host's origin is trusted for the card's POST queries (tests/embed).
      env: { PORT: String(PORTAL_PORT), LOADLINE_DATA_DIR: '.loadline/e2e', LOADLINE_TRUSTED_ORIGINS: `http://localhost:${EMBED_PORT}` },
    },
    {
      command: `pnpm --dir examples/embed-host run preview:e2e`,
      url: `http://localhost:${EMBED_PORT}/element.html`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { API_PORT: String(PORTAL_PORT), EMBED_PORT: String(EMBED_PORT) },
    },
  ],
});
