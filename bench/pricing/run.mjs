// `pnpm bench pricing`: (1) a 3 MiB input CSV parsed and validated by @loadline/pricing's import
// (papaparse and the row rules in a Web Worker, rows sent back in slices) next to raw papaparse
// on the main thread (header mode, no validation), same file, same headless Chromium run, runs
// interleaved; prints medians, the ratio (target <= 2x) and the longest main-thread task while
// the import ran (target: none over 50 ms); (2) a 10,000-row job through the API (bench/pricing/job.ts).
// A missed target is printed as MISSED; `--strict` then exits 1.
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BYTES = 3 * 1024 * 1024;

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/bash' }).toString().trim();
}

const PARAMETERS = {
  market: ['COAST', 'EAST', 'FWEST', 'NCENT', 'NORTH', 'SCENT', 'SOUTH', 'WEST'],
  iso: ['ERCOT'],
  edc: ['AEP_CENTRAL', 'AEP_NORTH', 'CENTERPOINT', 'LPL', 'ONCOR', 'TNMP'],
  product: Array.from({ length: 1500 }, (_, i) => `PTC-${10000 + i}`),
  profile: ['RESLOWR_COAST', 'RESHIWR_COAST', 'BUSMEDLF_COAST', 'RESLOWR_NORTH'],
};

/** Just under 3 MiB of input rows: about 1 in 100 a duplicate, 1 in 100 with a bad meter id. */
function inputCsv() {
  const lines = ['meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate'];
  let size = lines[0].length + 1;
  for (let i = 0; ; i++) {
    const m = (i % 12) + 1;
    const mm = String(m).padStart(2, '0');
    const id = i % 100 === 7 ? `M-${i}` : `MTR${String(i).padStart(8, '0')}`;
    const line = i % 100 === 3 && i > 0 ? lines[lines.length - 1]
      : `${id},${PARAMETERS.market[i % 8]},ERCOT,${PARAMETERS.edc[i % 6]},${PARAMETERS.product[i % 1500]},${PARAMETERS.profile[i % 4]},2023-${mm}-01,2023-${mm}-28,2022-12-15`;
    if (size + line.length + 1 > BYTES) break;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

const dir = mkdtempSync(join(tmpdir(), 'loadline-pricing-bench-'));
let failed = false;
try {
  await esbuild.build({
    entryPoints: { page: join(here, 'page.ts'), worker: join(root, 'packages/pricing/src/model/importCsv.worker.ts') }, bundle: true,
    nodePaths: [join(root, 'packages/pricing/node_modules'), join(root, 'packages/core/node_modules')], minify: true, format: 'esm', outdir: dir, absWorkingDir: root,
    alias: { '@loadline/core': join(root, 'packages/core/src/index.ts') },
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })], define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'warning',
  });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>pricing bench</title></head><body><script type="module" src="page.js"></script></body></html>');
  const server = createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').slice(1);
    try {
      const body = readFileSync(join(dir, name));
      res.writeHead(200, { 'content-type': name.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => window.pricingBench?.ready, null, { timeout: 30_000 });
  const csv = inputCsv();
  const result = await page.evaluate(([t, p, n]) => window.pricingBench.run(t, p, n), [csv, PARAMETERS, RUNS]);
  const raw = median(result.raw.map((r) => r.ms));
  const ours = median(result.ours.map((r) => r.ms));
  const ratio = ours / raw;
  const maxTask = Math.max(...result.ours.map((r) => r.maxTask));
  const rawTask = Math.max(...result.raw.map((r) => r.maxTask));
  const o = result.ours[0];
  console.log(`Pricing CSV import: headless Chromium ${browser.version()}, ${(csv.length / 1024 / 1024).toFixed(2)} MiB, ${result.raw[0].rows.toLocaleString('en-US')} data rows; ${RUNS} runs each, interleaved, after one warm-up`);
  console.log(`  raw papaparse (main thread, header mode, no validation)   median ${raw.toFixed(0)} ms   longest task ${rawTask >= 50 ? `${rawTask.toFixed(0)} ms` : '<50 ms'}`);
  console.log(`  @loadline/pricing import (worker: parse + validate + dedupe, rows back)   median ${ours.toFixed(0)} ms   ${o.rows.toLocaleString('en-US')} rows kept, ${o.skipped.toLocaleString('en-US')} skipped`);
  console.log(`  ratio ${ratio.toFixed(2)}x (target <= 2x: ${ratio <= 2 ? 'met' : 'MISSED'})`);
  console.log(`  longest main-thread task during the import: ${maxTask >= 50 ? `${maxTask.toFixed(0)} ms` : 'none of 50 ms or more'} (target none over 50 ms: ${maxTask <= 50 ? 'met' : 'MISSED'})`);
  if (ratio > 2 || maxTask > 50) failed = true;
  if (errors.length) console.log(`Page errors: ${errors.join(' | ')}`);
  await browser.close();
  server.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
execSync('pnpm -s exec tsx --tsconfig tsconfig.base.json bench/pricing/job.ts', { stdio: 'inherit', cwd: root });
process.exit(failed && process.argv.includes('--strict') ? 1 : 0);
