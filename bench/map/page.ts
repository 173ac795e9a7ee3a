// The Meter Map bench page: the card's own drawing (drawMap, d3-geo) and the committed counties,
// 10,000 seeded meter points in Texas, timed in the browser. Results go to window.__mapBench.
import { loadTexasCounties } from '../../apps/portal/src/app/mapBoundaries/texasCounties';
import { drawMap, panFrame, type MapColors } from '../../packages/dashboard/src/card/meterMap/drawMap';
import { panView, viewProjection, type MapView, type MeterPoint } from '../../packages/dashboard/src/card/meterMap/meterMapModel';

const W = 1200;
const H = 700;
const POINTS = 10_000;
const colors: MapColors = { background: '#dbe7f3', land: '#f4f1ea', border: '#9aa5b1', low: '#2c7fb8', high: '#e6550d', outline: '#1f2933', selection: '#0b5cad' };

/** Mulberry32: a seeded generator, so every run draws the same points. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function points(): MeterPoint[] {
  const r = rng(20190701);
  return Array.from({ length: POINTS }, (_, i) => ({
    meterId: `M${i}`,
    latitude: 26 + r() * 10,
    longitude: -106 + r() * 12,
    color: r() * 100,
    size: r() * 10,
  }));
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? Number.NaN;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function run() {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const counties = await loadTexasCounties();
  const pts = points();
  // The whole state in view (zoom 6 around central Texas): every point and all 254 counties drawn.
  let view: MapView = { centre: { latitude: 31, longitude: -99.5 }, zoom: 6 };
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const full: number[] = [];
  let drawn = 0;
  for (let i = 0; i < 12; i++) {
    await frame();
    const t0 = performance.now();
    drawn = drawMap(ctx, { width: W, height: H }, viewProjection(view, W, H), counties, pts, colors);
    ctx.getImageData(0, 0, 1, 1); // wait for the raster
    full.push(performance.now() - t0);
  }
  // A drag as the card does it: each frame moves the last full drawing; the full drawing follows on release.
  const base = document.createElement('canvas');
  base.width = W;
  base.height = H;
  base.getContext('2d')?.drawImage(canvas, 0, 0);
  const pan: number[] = [];
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < 120; i++) {
    await frame();
    const t0 = performance.now();
    dx += i % 60 < 30 ? 8 : -8;
    dy += 3 * Math.sin(i / 10);
    panFrame(ctx, { width: W, height: H }, base, dx, dy, colors.background);
    ctx.getImageData(0, 0, 1, 1);
    pan.push(performance.now() - t0);
  }
  const t0 = performance.now();
  view = panView(view, dx, dy, W, H);
  drawMap(ctx, { width: W, height: H }, viewProjection(view, W, H), counties, pts, colors);
  ctx.getImageData(0, 0, 1, 1);
  const releaseMs = performance.now() - t0;
  (window as unknown as { __mapBench: unknown }).__mapBench = { drawn, firstMs: full[0], drawMedianMs: median(full.slice(2)), panP95Ms: p95(pan), panMedianMs: median(pan), frames: pan.length, releaseMs };
}

void run().catch((e: unknown) => {
  (window as unknown as { __mapBench: unknown }).__mapBench = { error: String(e) };
});
