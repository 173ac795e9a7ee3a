/**
 * Query limits under load (`pnpm bench:hardening`): the built API (`node --max-semi-space-size=64
 * apps/api/dist/main.js`, as `pnpm --filter ./apps/api start` runs it) on a freshly seeded data
 * folder, on loopback, with
 * - HEAVY clients (default 4, one user) sending, one after the other, the query that used to stall
 *   everyone: ERCOT load over 100 years at PT15M split by market and series (1.46 million rows);
 * - LIGHT clients (default 20, the three seeded users) each saving its own dashboard (PATCH) and
 *   reading the dashboard list in turn;
 * - one health check every 20 ms;
 * for SECONDS (default 30). Prints p50/p95/p99 of the saves and the list reads (target p95 <= 300
 * ms), health p99 (target <= 100 ms), errors of the light traffic (target 0) and what the heavy
 * queries were answered. Then, on the quiet server, sends one heavy query per query connection,
 * disconnects after 1 s and prints how long the server kept working on them: until a new query is
 * answered, and until the server process's CPU falls back to idle (target <= 1 s).
 * Environment: BENCH_SECONDS, BENCH_HEAVY, BENCH_LIGHT, BENCH_PORT (default 3431).
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { signInOverHttp, type SessionHeaders } from '../../apps/api/src/auth/testkit';
import { DEMO_PASSWORD, SEED_USERS } from '../../apps/api/src/seed/accounts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const HEAVY = Number(process.env.BENCH_HEAVY ?? 4);
const LIGHT = Number(process.env.BENCH_LIGHT ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3431);
const base = `http://127.0.0.1:${PORT}`;

const heavyQuery = {
  selectedMeasures: [{ columnName: 'load', aggregation: 'Sum' }],
  filters: [],
  rangeFilters: [],
  splits: [
    { type: 'time', columnName: '__time', granularity: 'PT15M' },
    { type: 'dimension', columnName: 'market' },
    { type: 'dimension', columnName: 'series' },
  ],
  timezone: 'America/Chicago',
  timeFilter: { columnName: '__time', dateRange: { fromDate: '1950-01-01', toDate: '2050-01-01' } },
};
const probeQuery = {
  ...heavyQuery,
  filters: [{ columnName: 'market', filterType: 'Include', filterValues: ['COAST'] }],
  splits: [{ type: 'time', columnName: '__time', granularity: 'PT1H' }],
  timeFilter: { columnName: '__time', dateRange: { fromDate: '2021-07-01', toDate: '2021-07-02' } },
};
const queryUrl = `${base}/api/druid/api/v2/datasources/ercot_load/query`;

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const summary = (xs: number[]) => `n ${xs.length}, p50 ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms, p99 ${pct(xs, 99).toFixed(0)} ms, max ${pct(xs, 100).toFixed(0)} ms`;

/** CPU time (user + system) of a process, ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

console.log(`Query limits under load: ${HEAVY} heavy clients, ${LIGHT} dashboard clients, ${SECONDS} s; ${cpus().length} cores, load average ${load()} (1, 5, 15 min)`);
execSync('pnpm -s --filter ./apps/api build', { stdio: 'ignore' });
const dir = mkdtempSync(join(tmpdir(), 'loadline-bench-hardening-'));
const server = spawn(process.execPath, ['--max-semi-space-size=64', resolve('apps/api/dist/main.js')], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOADLINE_ORIGIN: base, LOADLINE_DATA_DIR: dir, LOADLINE_PORTAL_DIR: join(dir, 'no-portal') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const pid = server.pid ?? 0;

try {
  await new Promise<void>((ok, fail) => {
    let out = '';
    server.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('Loadline is running')) ok();
    });
    server.on('exit', (code) => fail(new Error(`server exited (${code})`)));
  });
  // One session per seeded user, shared by that user's clients.
  const sessions: SessionHeaders[] = [];
  for (const user of SEED_USERS) sessions.push(await signInOverHttp(base, user.email, DEMO_PASSWORD));
  const heavySession = sessions[0]!;
  const json = (h: SessionHeaders) => ({ ...h, 'content-type': 'application/json' });
  const content = (rev: number) => ({
    cards: Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, title: `Zone ${i} r${rev % 1000}`, visualization: 'Line', layout: { x: (i % 2) * 6, y: Math.floor(i / 2) * 4, w: 6, h: 4 } })),
    settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: true },
  });
  const light = await Promise.all(
    Array.from({ length: LIGHT }, async (_, i) => {
      const h = sessions[i % sessions.length]!;
      const res = await fetch(`${base}/api/user/v1/user/dashboards`, { method: 'POST', headers: json(h), body: JSON.stringify({ name: `Bench ${i}`, configId: 'ercot-power-short-term', ...content(0) }) });
      if (res.status !== 200) throw new Error(`create dashboard: ${res.status} ${await res.text()}`);
      return { h, id: ((await res.json()) as { dashboardId: string }).dashboardId };
    }),
  );
  // Warm up: one light query.
  await (await fetch(queryUrl, { method: 'POST', headers: json(sessions[1]!), body: JSON.stringify(probeQuery) })).arrayBuffer();

  const saves: number[] = [];
  const lists: number[] = [];
  const health: number[] = [];
  const heavy: number[] = [];
  const heavyStatus = new Map<string, number>();
  let lightErrors = 0;
  let healthErrors = 0;
  const end = performance.now() + SECONDS * 1000;
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const heavyClients = Promise.all(
    Array.from({ length: HEAVY }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        let status = 'network error';
        try {
          const res = await fetch(queryUrl, { method: 'POST', headers: json(heavySession), body: JSON.stringify(heavyQuery) });
          await res.arrayBuffer();
          status = String(res.status);
        } catch {
          /* counted as a network error */
        }
        heavy.push(performance.now() - t);
        heavyStatus.set(status, (heavyStatus.get(status) ?? 0) + 1);
      }
    }),
  );
  await Promise.all([
    ...light.map(async ({ h, id }, i) => {
      for (let rev = 1 + (i % 2); performance.now() < end; rev++) {
        const save = rev % 2 === 1;
        const t = performance.now();
        try {
          const res = save
            ? await fetch(`${base}/api/user/v1/user/dashboards/${id}`, { method: 'PATCH', headers: json(h), body: JSON.stringify(content(rev)) })
            : await fetch(`${base}/api/user/v1/user/dashboards/?type=prod_load_forecast`, { headers: h });
          await res.arrayBuffer();
          if (res.status !== 200) lightErrors++;
        } catch {
          lightErrors++;
        }
        (save ? saves : lists).push(performance.now() - t);
      }
    }),
    (async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          const res = await fetch(`${base}/api/health`);
          await res.arrayBuffer();
          if (res.status !== 200) healthErrors++;
        } catch {
          healthErrors++;
        }
        health.push(performance.now() - t);
        await sleep(20);
      }
    })(),
  ]);
  const elapsed = (performance.now() - t0) / 1000;
  const cpuShare = (cpuMs(pid) - cpu0) / 1000 / elapsed;
  await heavyClients;

  console.log(`\nUnder load (${elapsed.toFixed(1)} s, server process CPU ${(cpuShare * 100).toFixed(0)} % of one core, load average now ${load()})`);
  console.log(`  dashboard saves  ${summary(saves)}`);
  console.log(`  dashboard lists  ${summary(lists)}`);
  console.log(`  saves and lists  p95 ${pct([...saves, ...lists], 95).toFixed(0)} ms (target <= 300), errors ${lightErrors} (target 0)`);
  console.log(`  health           ${summary(health)} (target p99 <= 100), errors ${healthErrors}`);
  console.log(`  heavy queries    ${summary(heavy)}; answered ${[...heavyStatus].map(([s, n]) => `${s} x${n}`).join(', ')}`);

  // Abandoned queries: one per query connection (4 covers any pool size), given up after 1 s.
  await sleep(2000);
  const samples: { t: number; cpu: number }[] = [];
  const sampler = setInterval(() => samples.push({ t: performance.now(), cpu: cpuMs(pid) }), 50);
  const controllers = Array.from({ length: 4 }, () => new AbortController());
  const abandoned = controllers.map((c) =>
    fetch(queryUrl, { method: 'POST', headers: json(heavySession), body: JSON.stringify(heavyQuery), signal: c.signal }).then((r) => r.arrayBuffer()).catch(() => undefined),
  );
  await sleep(1000);
  const closed = performance.now();
  for (const c of controllers) c.abort();
  await Promise.all(abandoned);
  const probe = await fetch(queryUrl, { method: 'POST', headers: json(sessions[1]!), body: JSON.stringify(probeQuery) });
  await probe.arrayBuffer();
  const probeMs = performance.now() - closed;
  await sleep(3000);
  clearInterval(sampler);
  // Idle again: the first 200 ms window after the disconnect with under 10 % of a core busy.
  let idleMs = Number.NaN;
  for (let i = 0; i < samples.length; i++) {
    const a = samples[i]!;
    if (a.t < closed) continue;
    const b = samples.find((s) => s.t >= a.t + 200);
    if (!b) break;
    if ((b.cpu - a.cpu) / (b.t - a.t) < 0.1) {
      idleMs = a.t - closed;
      break;
    }
  }
  console.log(`\nAbandoned heavy queries (4 sent, the clients disconnected after 1 s):`);
  console.log(`  a new query was answered ${probeMs.toFixed(0)} ms after the disconnect (status ${probe.status})`);
  console.log(`  the server's CPU was back to idle ${Number.isNaN(idleMs) ? 'not within 3 s' : `${Math.max(0, idleMs).toFixed(0)} ms`} after the disconnect (target <= 1000 ms)`);
  console.log(`Load average at the end ${load()}`);
  process.exitCode = lightErrors > 0 ? 1 : 0;
} finally {
  server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
