// `pnpm bench map` (bench:map): the Meter Map's drawing in headless Chromium. Draws the committed
// Texas counties and 10,000 seeded meter points with the card's own drawMap (d3-geo on a canvas,
// 1200 x 700 px, zoom 6: the whole state) and prints the time of one full draw (first and median
// of 10), the p95 of 120 pan frames (each moves the last full drawing, as the card does while a
// drag lasts) and the full redraw on release. Targets: a full draw of
// 10,000 points under 200 ms, pan frames p95 under 50 ms; a miss is printed as MISSED.
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const DRAW_TARGET_MS = 200;
const PAN_TARGET_MS = 50;

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/bash' }).toString().trim();
}

const dir = mkdtempSync(join(tmpdir(), 'map-bench-'));
try {
  const out = await esbuild.build({
    entryPoints: [join(here, 'page.ts')], bundle: true, minify: true, format: 'iife', write: false, absWorkingDir: root, logLevel: 'warning',
  });
  const js = out.outputFiles[0]?.text ?? '';
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>map bench</title></head><body style="margin:0"><script>${js.replace(/<\/script/g, '<\\/script')}</script></body></html>`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 700 } });
    await page.goto(`file://${join(dir, 'index.html')}`);
    const result = await (await page.waitForFunction(() => window.__mapBench, undefined, { timeout: 120_000 })).jsonValue();
    if (result.error) throw new Error(result.error);
    const ms = (v) => `${v.toFixed(1)} ms`;
    const mark = (v, target) => (v <= target ? 'ok' : 'MISSED');
    console.log(`Meter Map, ${result.drawn} of 10,000 meter points drawn with 254 counties (1200 x 700 canvas):`);
    console.log(`  full draw: first ${ms(result.firstMs)}, median ${ms(result.drawMedianMs)} (target ${DRAW_TARGET_MS} ms: ${mark(result.drawMedianMs, DRAW_TARGET_MS)})`);
    console.log(`  pan frame: p95 ${ms(result.panP95Ms)}, median ${ms(result.panMedianMs)} over ${result.frames} frames (target ${PAN_TARGET_MS} ms: ${mark(result.panP95Ms, PAN_TARGET_MS)})`);
    console.log(`  redraw on release: ${ms(result.releaseMs)}`);
  } finally {
    await browser.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
