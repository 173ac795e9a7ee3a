/**
 * The reference API serving the built portal on loopback over a freshly seeded data folder, with
 * a signed-in session of a seeded user, for the browser benchmarks (`pnpm bench:dashboard`,
 * `pnpm bench:lighthouse`). Chromium comes from CHROMIUM_PATH, else `chromium` on PATH; the
 * portal from BENCH_PORTAL_DIR, else apps/portal/dist (so two builds can be measured side by side).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SESSION_COOKIE } from '../../apps/api/src/auth/plugin';
import { registerSeedDatasources } from '../../apps/api/src/data/datasources';
import { openDatabase, serverDatabaseOptions } from '../../apps/api/src/db/database';
import { routes } from '../../apps/api/src/routes';
import { ensureSeeded } from '../../apps/api/src/seed/seed';
import { createServer } from '../../apps/api/src/server';
import { appState } from '../../apps/api/src/appState';

/** A running portal: its origin, the session cookie of the signed-in user, and how to stop it. */
export interface BenchPortal {
  origin: string;
  /** Name and value of the session cookie. */
  cookie: { name: string; value: string };
  /** Calls the API as the signed-in user (JSON body; the CSRF header the API requires is sent). */
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** The API's stores (sessions, dashboards, ...) over the seeded file. */
  stores: Awaited<ReturnType<typeof appState>>;
  /** Scratch folder of the run (removed by close). */
  dir: string;
  close(): Promise<void>;
}

/** Chromium of this machine: CHROMIUM_PATH, else `chromium` on PATH. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/bash' }).toString().trim();
}

/** Flags Chromium needs on this machine (no sandbox, no GPU, no background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run',
];

/**
 * Seeds a temporary DuckDB file, starts the API with the built portal on `port` and opens a
 * session for `userId` (a seeded account, default the Gulf Coast analyst). `portalDir` is the built
 * portal to serve (default BENCH_PORTAL_DIR, else apps/portal/dist).
 *
 * @throws Error when the portal is not built (`pnpm build`).
 */
export async function startBenchPortal(port: number, userId = 'usr-gcp-analyst', portalDir = resolve(process.env.BENCH_PORTAL_DIR ?? 'apps/portal/dist')): Promise<BenchPortal> {
  if (!existsSync(join(portalDir, 'index.html'))) throw new Error('Build the portal first: pnpm build');
  const origin = `http://localhost:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'loadline-bench-'));
  const dbPath = join(dir, 'loadline.duckdb');
  await ensureSeeded({ dbPath, seedDir: resolve('apps/api/seed'), log: () => undefined });
  registerSeedDatasources();
  const db = await openDatabase({ path: dbPath, ...serverDatabaseOptions() });
  // No request log: the benchmarks print their figures, not a line per request.
  const app = await createServer({ ctx: { db, origin }, routes, portalDir, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const stores = await appState(db);
  const cookie = { name: SESSION_COOKIE, value: await stores.sessions.create(userId) };
  return {
    origin,
    cookie,
    stores,
    dir,
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${origin}/api/${path}`, {
        method,
        headers: { cookie: `${cookie.name}=${cookie.value}`, 'x-loadline-request': '1', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    async close() {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
