/**
 * Lighthouse on the portal (`pnpm bench:lighthouse`): starts the reference API serving the built
 * portal on loopback over a freshly seeded data folder, signs a seeded user in (a session of the
 * API's own store, sent as the session cookie), runs Lighthouse (navigation) in Debian's Chromium
 * on Home, the dashboard list, a saved dashboard and Overview with two live cards (COAST, July
 * 2021) and Available Forecasts, and prints the performance score, LCP and CLS of each, with
 * Lighthouse's desktop preset and its default (mobile) preset. Targets (issue: portal shell): LCP at
 * most 2.5 s, CLS at most 0.05.
 *
 * Needs the portal built (`pnpm build`). Chromium from CHROMIUM_PATH, else `chromium` on PATH.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, defaultConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath, startBenchPortal } from '../shared/portalServer';
import { seedBenchDashboard } from './benchDashboard';

type Config = NonNullable<Parameters<typeof lighthouse>[2]>;

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3420);
const CDP_PORT = 9333;
/** The pages measured; `dashboardId` is the benchmark's saved dashboard (see seedBenchDashboard). */
const allPages = (dashboardId: string) => [
  { name: 'Home', path: '/' },
  { name: 'Dashboards (load forecast)', path: '/demand/load-forecast/dashboard' },
  { name: 'Dashboard (2 live cards)', path: `/demand/load-forecast/dashboard/${dashboardId}` },
  { name: 'Overview (2 live cards)', path: '/overview' },
  { name: 'Available Forecasts', path: '/demand/load-forecast/forecasts' },
];
// BENCH_LIGHTHOUSE_PAGES (comma-separated paths or page names) and BENCH_LIGHTHOUSE_PRESETS
// (desktop, mobile) narrow a run; BENCH_LIGHTHOUSE_REPORT_DIR keeps each full Lighthouse JSON report.
const onlyPages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const onlyPresets = process.env.BENCH_LIGHTHOUSE_PRESETS?.split(',');
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
/** Runs per page and preset (BENCH_LIGHTHOUSE_RUNS, default 3); the median run by LCP is printed. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

async function waitForDevtools(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${CDP_PORT}/json/version`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

async function main(): Promise<void> {
  const portal = await startBenchPortal(PORT);
  const { origin } = portal;
  const profile = join(portal.dir, 'profile');
  const cookie = `${portal.cookie.name}=${portal.cookie.value}`;
  const dashboardId = await seedBenchDashboard(portal.stores, 'usr-gcp-analyst', 'org-gulfcoast-power');
  const pages = allPages(dashboardId).filter((p) => !onlyPages || onlyPages.includes(p.path) || onlyPages.includes(p.name));

  const chrome = spawn(chromiumPath(), [
    '--headless=new', `--remote-debugging-port=${CDP_PORT}`, `--user-data-dir=${profile}`,
    ...CHROMIUM_FLAGS, '--disable-sync', '--disable-quic', '--disable-dev-shm-usage', 'about:blank',
  ], { stdio: 'ignore' });
  let failed = false;
  try {
    await waitForDevtools();
    console.log(`Lighthouse (navigation, simulated throttling, Debian Chromium) on the built portal, signed in as Gulf Coast Analyst; median of ${RUNS} run(s) by LCP; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(`${'page'.padEnd(30)}${'preset'.padEnd(9)}${'performance'.padStart(12)}${'LCP s'.padStart(8)}${'CLS'.padStart(8)}   targets LCP <= 2.5 s, CLS <= 0.05`);
    const presets = ([['desktop', desktopConfig], ['mobile', defaultConfig]] as [string, Config][])
      .filter(([preset]) => !onlyPresets || onlyPresets.includes(preset));
    for (const page of pages) for (const [preset, config] of presets) {
      // Lighthouse advises the median of several runs: simulated throttling scales the CPU time
      // it observes, which varies with what else the machine is doing.
      const runs: { score: number; lcp: number; cls: number; landed: string }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: CDP_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { Cookie: cookie },
        }, config);
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        const { lhr } = result;
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(join(reportDir, `${page.name.replace(/\W+/g, '-')}-${preset}-${run + 1}.json`), JSON.stringify(lhr));
        }
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          landed: new URL(lhr.finalDisplayedUrl).pathname,
        });
      }
      const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
      const median = byLcp[Math.floor(byLcp.length / 2)] ?? runs[0];
      if (!median) continue;
      const { score, lcp, cls, landed } = median;
      const ok = lcp <= 2.5 && cls <= 0.05;
      failed ||= !ok;
      const spread = runs.length > 1 ? ` (LCP ${byLcp[0]?.lcp.toFixed(2)}-${byLcp.at(-1)?.lcp.toFixed(2)} s over ${runs.length} runs)` : '';
      console.log(`${page.name.padEnd(30)}${preset.padEnd(9)}${String(score).padStart(12)}${lcp.toFixed(2).padStart(8)}${cls.toFixed(3).padStart(8)}   ${ok ? 'met' : 'MISSED'}${spread}${landed !== page.path ? ` (landed on ${landed})` : ''}`);
    }
  } finally {
    chrome.kill('SIGTERM');
    await portal.close();
  }
  console.log(failed ? 'Result: at least one target MISSED.' : 'Result: every target met.');
}

await main();
