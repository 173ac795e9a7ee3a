/**
 * Lighthouse on the portal (`pnpm bench:lighthouse`): starts the reference API serving the built
 * portal on loopback over a freshly seeded data folder, signs a seeded user in (a session of the
 * API's own store, sent as the session cookie), runs Lighthouse (navigation) in Debian's Chromium
 * on the sign-in journey of a signed-out visitor (the portal, then the identity provider's page),
 * Home, the dashboard list, a saved dashboard and Overview with two live cards (COAST, July 2021)
 * and Available Forecasts, and prints the performance score, LCP, FCP, TBT, CLS, the script bytes
 * asked for before the first paint and the LCP element of each, with Lighthouse's desktop preset
 * and its default (mobile) preset. Targets (issue: portal shell): LCP at most 2.5 s, CLS at most
 * 0.05. BENCH_LIGHTHOUSE_BASELINE_DIR=dir measures a second build (say, an earlier commit's
 * apps/portal/dist) in the same run, alternating with the current one, and prints both.
 *
 * Needs the portal built (`pnpm build`). Chromium from CHROMIUM_PATH, else `chromium` on PATH.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse, { desktopConfig, defaultConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath, startBenchPortal } from '../shared/portalServer';
import { seedBenchDashboard } from './benchDashboard';

type Config = NonNullable<Parameters<typeof lighthouse>[2]>;

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3420);
const CDP_PORT = Number(process.env.BENCH_LIGHTHOUSE_CDP_PORT ?? 9333);
/** The pages measured; `dashboardId` is the benchmark's saved dashboard (see seedBenchDashboard). */
const allPages = (dashboardId: string): { name: string; path: string; signedOut?: boolean }[] => [
  // Signed out: the portal checks the session and sends the browser to the identity provider's sign-in page.
  { name: 'Sign-in (signed out)', path: '/', signedOut: true },
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

/** One Lighthouse run's figures. */
interface RunFigures {
  score: number;
  /** Seconds. */
  lcp: number;
  /** Seconds. */
  fcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  /** Script bytes (transferred, and decoded) asked for before the first paint of the unthrottled load. */
  jsTransfer: number;
  jsDecoded: number;
  /** The LCP element as Lighthouse names it (tag and text or selector). */
  lcpElement: string;
  landed: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface NetworkItem { url: string; resourceType?: string; networkRequestTime?: number; transferSize?: number; resourceSize?: number }

/**
 * Script bytes the page asked for before its first paint: the scripts whose request started
 * before the observed (unthrottled) first contentful paint, from the network-requests audit. Every
 * byte of them is downloaded (and, but for a page left before they ran, parsed and run) under the
 * simulated phone before the page can paint.
 */
function scriptsBeforeFirstPaint(lhr: Lhr): { transfer: number; decoded: number } {
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
  const metrics = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number; observedNavigationStart?: number }[] } | undefined)?.items?.[0];
  // The observed paint counts from the last navigation (the sign-in page, after the portal sent the
  // browser there); the requests' times from the first: the scripts of every page on the way count.
  const lastDocument = items.filter((item) => item.resourceType === 'Document').at(-1)?.networkRequestTime ?? 0;
  const fcp = lastDocument + (metrics?.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY);
  let transfer = 0;
  let decoded = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script' || (item.networkRequestTime ?? 0) > fcp) continue;
    transfer += item.transferSize ?? 0;
    decoded += item.resourceSize ?? 0;
  }
  return { transfer, decoded };
}

/** The LCP element: its snippet's tag and its text (Lighthouse's node label), short. */
function lcpElementOf(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '(none)';
  const tag = /^<([a-z0-9]+)/i.exec(node.snippet ?? '')?.[1] ?? '?';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  return `<${tag}> ${label.length > 40 ? `${label.slice(0, 39)}…` : label}`;
}

function figuresOf(lhr: Lhr): RunFigures {
  const js = scriptsBeforeFirstPaint(lhr);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
    fcp: (lhr.audits['first-contentful-paint']?.numericValue ?? NaN) / 1000,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsTransfer: js.transfer,
    jsDecoded: js.decoded,
    lcpElement: lcpElementOf(lhr),
    // The identity provider's interaction id is new on every run.
    landed: landed.replace(/\/interaction\/[^/]+/, '/interaction/…'),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

async function main(): Promise<void> {
  // BENCH_LIGHTHOUSE_BASELINE_DIR: a second portal build (e.g. one of an earlier commit), measured
  // in the same run, page by page and run by run alternately, so both meet the same machine load.
  const baselineDir = process.env.BENCH_LIGHTHOUSE_BASELINE_DIR;
  const builds: { label: string; portal: Awaited<ReturnType<typeof startBenchPortal>>; dashboardId: string }[] = [];
  for (const [label, dir, port] of [...(baselineDir ? [['baseline', baselineDir, PORT + 1] as const] : []), ['current', undefined, PORT] as const]) {
    const portal = await startBenchPortal(port, undefined, dir === undefined ? undefined : resolve(dir));
    builds.push({ label, portal, dashboardId: await seedBenchDashboard(portal.stores, 'usr-gcp-analyst', 'org-gulfcoast-power') });
  }
  const profile = join(builds[0]!.portal.dir, 'profile');
  // Signed-out pages last: the identity provider's cookies they leave in the browser (Lighthouse
  // clears an origin's storage before each run, not its cookies) would be sent instead of the
  // session cookie of the signed-in pages.
  const pages = allPages('{dashboardId}')
    .filter((p) => !onlyPages || onlyPages.includes(p.path) || onlyPages.includes(p.name))
    .sort((a, b) => Number(a.signedOut ?? false) - Number(b.signedOut ?? false));

  const chrome = spawn(chromiumPath(), [
    '--headless=new', `--remote-debugging-port=${CDP_PORT}`, `--user-data-dir=${profile}`,
    ...CHROMIUM_FLAGS, '--disable-sync', '--disable-quic', '--disable-dev-shm-usage', 'about:blank',
  ], { stdio: 'ignore' });
  let failed = false;
  try {
    await waitForDevtools();
    console.log(`Lighthouse (navigation, simulated throttling, Debian Chromium) on the built portal, signed in as Gulf Coast Analyst (signed out where named); median of ${RUNS} run(s) by LCP; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log('JS KB: scripts asked for before the first paint, transferred (decoded); LCP element: what Lighthouse found largest.');
    const column = baselineDir ? 'build'.padEnd(10) : '';
    console.log(`${'page'.padEnd(30)}${'preset'.padEnd(9)}${column}${'perf'.padStart(5)}${'LCP s'.padStart(7)}${'FCP s'.padStart(7)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'JS KB'.padStart(13)}   targets LCP <= 2.5 s, CLS <= 0.05`);
    const presets = ([['desktop', desktopConfig], ['mobile', defaultConfig]] as [string, Config][])
      .filter(([preset]) => !onlyPresets || onlyPresets.includes(preset));
    for (const page of pages) for (const [preset, config] of presets) {
      // Lighthouse advises the median of several runs: simulated throttling scales the CPU time
      // it observes, which varies with what else the machine is doing.
      const runs = builds.map(() => [] as RunFigures[]);
      const failedRuns = builds.map(() => [] as string[]);
      for (let run = 0; run < RUNS; run++) {
        for (const [b, { label, portal, dashboardId }] of builds.entries()) {
          const path = page.path.replace('{dashboardId}', dashboardId);
          const result = await lighthouse(`${portal.origin}${path}`, {
            port: CDP_PORT,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            ...(page.signedOut ? {} : { extraHeaders: { Cookie: `${portal.cookie.name}=${portal.cookie.value}` } }),
          }, config);
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
          const { lhr } = result;
          if (reportDir) {
            mkdirSync(reportDir, { recursive: true });
            writeFileSync(join(reportDir, `${page.name.replace(/\W+/g, '-')}-${preset}-${label}-${run + 1}.json`), JSON.stringify(lhr));
          }
          // A run Lighthouse could not record (e.g. NO_NAVSTART on a busy machine) has no figures: left out, and counted.
          if (lhr.runtimeError) failedRuns[b]!.push(lhr.runtimeError.code);
          else runs[b]!.push(figuresOf(lhr));
        }
      }
      for (const [b, { label, dashboardId }] of builds.entries()) {
        const byLcp = [...runs[b]!].sort((x, y) => x.lcp - y.lcp);
        const median = byLcp[Math.floor(byLcp.length / 2)];
        if (!median) {
          failed = true;
          console.log(`${page.name.padEnd(30)}${preset.padEnd(9)}${baselineDir ? label.padEnd(10) : ''}   no run recorded: ${failedRuns[b]!.join(', ')}`);
          continue;
        }
        const { score, lcp, fcp, tbt, cls, jsTransfer, jsDecoded, lcpElement, landed } = median;
        const ok = lcp <= 2.5 && cls <= 0.05;
        // The baseline is there to compare with; only the current build's figures decide the result.
        if (label === 'current') failed ||= !ok;
        const unrecorded = failedRuns[b]!.length ? `; ${failedRuns[b]!.length} run(s) not recorded: ${failedRuns[b]!.join(', ')}` : '';
        const spread = `${byLcp.length > 1 ? `; LCP ${byLcp[0]?.lcp.toFixed(2)}-${byLcp.at(-1)?.lcp.toFixed(2)} s over ${byLcp.length} runs` : ''}${unrecorded}`;
        const path = page.path.replace('{dashboardId}', dashboardId);
        console.log(
          `${page.name.padEnd(30)}${preset.padEnd(9)}${baselineDir ? label.padEnd(10) : ''}${String(score).padStart(5)}${lcp.toFixed(2).padStart(7)}${fcp.toFixed(2).padStart(7)}` +
            `${tbt.toFixed(0).padStart(8)}${cls.toFixed(3).padStart(7)}${`${kb(jsTransfer)} (${kb(jsDecoded)})`.padStart(13)}   ${ok ? 'met' : 'MISSED'} (LCP element ${lcpElement}${spread})${landed !== path ? ` (landed on ${landed})` : ''}`,
        );
      }
    }
  } finally {
    chrome.kill('SIGTERM');
    for (const { portal } of builds) await portal.close();
  }
  console.log(`Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(failed ? 'Result: at least one target MISSED.' : 'Result: every target met.');
}

await main();
