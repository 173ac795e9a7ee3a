/**
 * Dashboard API under load: CLIENTS signed-in clients (default 50), each saving its own dashboard
 * (PATCH with the whole content) and reading the dashboard list (GET ?type=...) in turn, for
 * SECONDS (default 30) on loopback. The API runs as a child process on a temporary DuckDB file.
 * Prints requests per second and latency percentiles (ms); exits 1 on any error.
 * Run: `pnpm bench:api` (env BENCH_CLIENTS, BENCH_SECONDS).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signInOverHttp, type SessionHeaders } from '../src/auth/testkit';
import { DEMO_PASSWORD, SEED_USERS } from '../src/seed/accounts';
import { benchDashboardContent } from '../../../bench/shared/fixtures';

const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const dir = mkdtempSync(join(tmpdir(), 'loadline-bench-'));

const child = spawn(process.execPath, ['--import', 'tsx', 'src/stores/testServer.ts'], {
  cwd: resolve(import.meta.dirname, '..'),
  // tsx reads the API's tsconfig (its paths map @loadline/core to source), whatever the parent was given.
  env: { ...process.env, LOADLINE_DB: join(dir, 'bench.duckdb'), TSX_TSCONFIG_PATH: resolve(import.meta.dirname, '../tsconfig.json') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((ok, fail) => {
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
    const m = /LISTENING (\S+)/.exec(out);
    if (m?.[1]) ok(m[1]);
  });
  child.on('exit', (code) => fail(new Error(`server exited (${code})`)));
});

try {
  const sessions: SessionHeaders[] = [];
  for (let i = 0; i < clients; i++) {
    const user = SEED_USERS[i % SEED_USERS.length];
    if (!user) throw new Error('no seeded user');
    sessions.push(await signInOverHttp(base, user.email, DEMO_PASSWORD));
  }
  const json = (h: SessionHeaders) => ({ ...h, 'content-type': 'application/json' });
  const ids = await Promise.all(
    sessions.map(async (h, i) => {
      const res = await fetch(`${base}/api/user/v1/user/dashboards`, {
        method: 'POST',
        headers: json(h),
        body: JSON.stringify({ name: `Bench ${i}`, configId: 'ercot-power-short-term', ...benchDashboardContent(0) }),
      });
      return ((await res.json()) as { dashboardId: string }).dashboardId;
    }),
  );

  const latencies: number[] = [];
  let errors = 0;
  let saves = 0;
  let reads = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    sessions.map(async (h, i) => {
      for (let rev = 1; performance.now() < end; rev++) {
        const save = rev % 2 === 1;
        const t0 = performance.now();
        try {
          const res = save
            ? await fetch(`${base}/api/user/v1/user/dashboards/${ids[i]}`, { method: 'PATCH', headers: json(h), body: JSON.stringify(benchDashboardContent(rev)) })
            : await fetch(`${base}/api/user/v1/user/dashboards/?type=prod_load_forecast`, { headers: h });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
        if (save) saves++;
        else reads++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  console.log(`Dashboards API, ${clients} signed-in clients, ${elapsed.toFixed(1)} s on loopback (saves ${saves}, list reads ${reads})`);
  console.log(`  ${(latencies.length / elapsed).toFixed(0)} requests/s, p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, errors ${errors}`);
  process.exitCode = errors > 0 ? 1 : 0;
} finally {
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
