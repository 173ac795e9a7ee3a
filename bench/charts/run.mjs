// `pnpm bench:charts`: @loadline/ui/charts against uPlot in headless Chromium, in one run.
// Prints, per case, the median ms from render start to first paint for both libraries and their
// ratio, the longest main-thread task, and the gzipped size of each library's bundle.
// Targets: at most 1.0x uPlot on every case, no task over 50 ms, bundle at most uPlot's size.
// A missed target is printed as MISSED with its numbers; `--strict` then exits 1.
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const RECHARTS_KIB = 108; // measured once on this machine (Recharts, React external, min+gzip); not re-measured here
const CASES = [
  { name: '10 series x 8,760 hourly points', count: 10, points: 8_760, stepMs: 3_600_000 },
  { name: '3 series x 55,550 points', count: 3, points: 55_550, stepMs: 900_000 },
  { name: '1 series x 350,400 points', count: 1, points: 350_400, stepMs: 900_000 },
];
const kib = (n) => (n / 1024).toFixed(1);

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/bash' }).toString().trim();
}

/** Gzipped bytes of a minified ESM bundle of `entry` with React external (JS and CSS apart). */
async function bundleSize(entry) {
  const out = await esbuild.build({
    entryPoints: [entry], bundle: true, minify: true, format: 'esm', write: false, outdir: 'out', absWorkingDir: root,
    alias: { '@loadline/core': join(root, 'packages/core/src/index.ts') },
    external: ['react', 'react-dom', 'react/jsx-runtime'], plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  const size = (ext) => out.outputFiles.filter((f) => f.path.endsWith(ext)).reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0);
  return { js: size('.js'), css: size('.css') };
}

async function buildPage(dir) {
  await esbuild.build({
    entryPoints: [join(here, 'page.tsx')], bundle: true, minify: true, format: 'esm', outdir: dir, absWorkingDir: root,
    alias: { '@loadline/core': join(root, 'packages/core/src/index.ts') },
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })], define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic', logLevel: 'warning',
  });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>charts bench</title>'
    + '<link rel="stylesheet" href="page.css"></head><body style="margin:0"><script type="module" src="page.js"></script></body></html>');
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const file = join(dir, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').slice(1));
    let body;
    try {
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' });
    res.end(body);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

const dir = mkdtempSync(join(tmpdir(), 'loadline-charts-bench-'));
let failed = false;
try {
  await buildPage(dir);
  const server = await serve(dir);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text()); });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => window.chartBench?.ready, null, { timeout: 30_000 });

  console.log(`Charts benchmark: headless Chromium ${browser.version()}, ${RUNS} runs per library and case (interleaved) after one warm-up each, median ms from render start (at a frame start) to that frame's paint; script ms = render work alone`);
  const warm = await page.evaluate(() => [window.chartBench.intlWarmupMs, window.chartBench.reactWarmupMs]);
  console.log(`Paid once at page load and charged to neither library: ICU time-zone data (first Intl.DateTimeFormat with a timeZone) ${warm[0].toFixed(1)} ms;`
    + ` React's first mount of a plain element (a host app already runs React) ${warm[1].toFixed(1)} ms`);
  console.log('case                               loadline ms   uPlot ms   ratio   target <= 1.0x   script ms loadline/uPlot   longest task ms, loadline warm-up/runs, uPlot warm-up/runs');
  let maxTask = 0;
  let maxWarm = 0;
  let maxTaskUplot = 0;
  // uPlot's maxTask includes its warm-up too, for the same comparison.
  for (const c of CASES) {
    const both = await page.evaluate(([k, n, s, r]) => window.chartBench.runCase(k, n, s, r), [c.count, c.points, c.stepMs, RUNS]);
    const mine = both.loadline;
    const theirs = both.uplot;
    const a = median(mine.times);
    const b = median(theirs.times);
    const ratio = a / b;
    maxTask = Math.max(maxTask, mine.maxTask);
    maxWarm = Math.max(maxWarm, mine.warmupMaxTask);
    maxTaskUplot = Math.max(maxTaskUplot, theirs.maxTask, theirs.warmupMaxTask);
    if (ratio > 1) failed = true;
    const task = (ms) => (ms >= 50 ? ms.toFixed(0) : '<50');
    console.log(`${c.name.padEnd(34)} ${a.toFixed(1).padStart(11)} ${b.toFixed(1).padStart(10)} ${ratio.toFixed(2).padStart(6)}x   ${(ratio <= 1 ? 'met' : 'MISSED').padEnd(16)} `
      + `${`${median(mine.work).toFixed(1)}/${median(theirs.work).toFixed(1)}`.padEnd(26)} `
      + `${task(mine.warmupMaxTask)}/${task(mine.maxTask)}, ${task(theirs.warmupMaxTask)}/${task(theirs.maxTask)}`);
  }
  // The Long Tasks API reports only tasks of 50 ms or more: '<50' means none was reported.
  const worst = Math.max(maxTask, maxWarm);
  console.log(`Longest main-thread task while loadline rendered (first render included): ${worst >= 50 ? `${worst.toFixed(0)} ms` : 'none of 50 ms or more'}`
    + ` (target: none over 50 ms: ${worst <= 50 ? 'met' : 'MISSED'}); uPlot: ${maxTaskUplot >= 50 ? `${maxTaskUplot.toFixed(0)} ms` : 'none of 50 ms or more'}`);
  if (worst > 50) failed = true;
  if (errors.length) console.log(`Page errors: ${errors.join(' | ')}`);
  await browser.close();
  server.close();

  const ours = await bundleSize(join(root, 'packages/ui/src/charts/index.ts'));
  const uplot = await bundleSize(join(root, 'node_modules/uplot/dist/uPlot.esm.js'));
  const uplotCss = gzipSync(readFileSync(join(root, 'node_modules/uplot/dist/uPlot.min.css')), { level: 9 }).length;
  console.log('Bundle, minified + gzip, React external (esbuild):');
  console.log(`  @loadline/ui/charts  ${kib(ours.js)} KiB JS + ${kib(ours.css)} KiB CSS`);
  console.log(`  uPlot                ${kib(uplot.js)} KiB JS + ${kib(uplotCss)} KiB CSS`);
  console.log(`  Recharts             ${RECHARTS_KIB} KiB JS (reference constant measured earlier on this machine, not re-measured)`);
  const sizeMet = ours.js <= uplot.js;
  if (!sizeMet) failed = true;
  console.log(`  target: @loadline/ui/charts JS <= uPlot JS: ${sizeMet ? 'met' : 'MISSED'}`);
  console.log(failed ? 'Result: at least one target MISSED (see above).' : 'Result: every target met.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed && process.argv.includes('--strict') ? 1 : 0);
