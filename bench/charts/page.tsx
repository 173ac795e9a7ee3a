/**
 * The charts benchmark page: renders the same series with @loadline/ui/charts and with uPlot, and
 * measures milliseconds from the start of a render to the first paint after it, plus the longest
 * main-thread task (PerformanceObserver 'longtask') while each library renders.
 * Driven by run.mjs through `window.chartBench`.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ChartSeries, LineChart, lightThemeClass } from './entry';

const WIDTH = 1000;
const HEIGHT = 400;
const ZONE = 'America/Chicago';

/** Deterministic load-like values: daily and yearly shape plus noise (xorshift PRNG). */
function makeSeries(count: number, points: number, stepMs: number): { x: Float64Array; ys: Float64Array[] } {
  const x = new Float64Array(points);
  const start = Date.UTC(2015, 0, 1, 6);
  for (let i = 0; i < points; i++) x[i] = start + i * stepMs;
  let s = 2463534242;
  const rnd = () => { s ^= s << 13; s ^= s >>> 17; s ^= s << 5; return (s >>> 0) / 4294967296; };
  const ys = Array.from({ length: count }, (_, k) => {
    const y = new Float64Array(points);
    for (let i = 0; i < points; i++) {
      const h = (x[i] as number) / 3_600_000;
      y[i] = 30_000 + k * 2_000 + 8_000 * Math.sin((h / 24) * 2 * Math.PI) + 6_000 * Math.sin((h / 8766) * 2 * Math.PI) + 1_500 * rnd();
    }
    return y;
  });
  return { x, ys };
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => {
  const ch = new MessageChannel();
  ch.port1.onmessage = () => resolve();
  ch.port2.postMessage(0);
}));

// The first Intl.DateTimeFormat with a timeZone in a page loads the ICU zone data (tens of ms);
// both libraries format in a zone, so it is paid once here, measured, and not charged to either.
const intlStart = performance.now();
new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', timeZoneName: 'short' }).format(0);
const intlWarmupMs = performance.now() - intlStart;

// Loadline charts live in React apps, where React is already running: its own first mount (event
// system set-up, cold code) is paid once here on a plain element, measured, and not charged.
const reactStart = performance.now();
{
  const el = document.createElement('div');
  const root = createRoot(el);
  flushSync(() => root.render(<p>ready</p>));
  root.unmount();
}
const reactWarmupMs = performance.now() - reactStart;

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });

type Lib = 'loadline' | 'uplot';

async function renderOnce(lib: Lib, data: { x: Float64Array; ys: Float64Array[] }): Promise<{ ms: number; work: number }> {
  const host = document.createElement('div');
  host.className = lightThemeClass;
  host.style.width = `${WIDTH}px`;
  document.body.append(host);
  await nextPaint();
  let dispose = () => {};
  let t0 = 0;
  let work = 0;
  // Start at the beginning of a frame (in a rAF callback), so the figure is the render's own work
  // plus the style, layout and paint of that frame, not a wait for the next vsync.
  await new Promise<void>((resolve) => requestAnimationFrame(() => {
    t0 = performance.now();
    if (lib === 'loadline') {
      const series: ChartSeries[] = data.ys.map((y, k) => ({ id: `s${k}`, label: `Load ${k + 1}`, axis: 'primary', unit: 'MW', points: { x: data.x, y } }));
      const root = createRoot(host);
      flushSync(() => root.render(<LineChart title="Load" series={series} width={WIDTH} height={HEIGHT} timeZone={ZONE} legendPosition="bottom" />));
      dispose = () => root.unmount();
    } else {
      const opts: uPlot.Options = {
        width: WIDTH, height: HEIGHT, ms: 1, tzDate: (ts) => uPlot.tzDate(new Date(ts), ZONE),
        series: [{}, ...data.ys.map((_, k) => ({ label: `Load ${k + 1}`, stroke: '#1f6fb4' }))],
      };
      const u = new uPlot(opts, [data.x, ...data.ys] as unknown as uPlot.AlignedData, host);
      dispose = () => u.destroy();
    }
    // uPlot commits its drawing in microtasks: count them in the work of both.
    queueMicrotask(() => queueMicrotask(() => queueMicrotask(() => { work = performance.now() - t0; })));
    // A message posted in a rAF callback runs after that frame is painted.
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(0);
  }));
  const ms = performance.now() - t0;
  dispose();
  host.remove();
  await new Promise((r) => setTimeout(r, 30));
  return { ms, work };
}

interface LibResult { times: number[]; work: number[]; maxTask: number; warmupMaxTask: number }

/**
 * Runs one case: one warm-up render per library, then `runs` renders of each, interleaved (and
 * alternating which goes first) so both meet the same machine load. A long task counts against the
 * library whose render window it started in.
 */
async function runCase(count: number, points: number, stepMs: number, runs: number): Promise<Record<Lib, LibResult>> {
  const data = makeSeries(count, points, stepMs);
  await new Promise((r) => setTimeout(r, 100));
  const result: Record<Lib, LibResult> = {
    loadline: { times: [], work: [], maxTask: 0, warmupMaxTask: 0 },
    uplot: { times: [], work: [], maxTask: 0, warmupMaxTask: 0 },
  };
  const windows: { lib: Lib; warm: boolean; from: number; to: number }[] = [];
  const timed = async (lib: Lib, warm: boolean) => {
    const from = performance.now();
    const r = await renderOnce(lib, data);
    windows.push({ lib, warm, from, to: performance.now() });
    if (!warm) {
      result[lib].times.push(r.ms);
      result[lib].work.push(r.work);
    }
  };
  await timed('loadline', true);
  await timed('uplot', true);
  for (let i = 0; i < runs; i++) {
    const order: Lib[] = i % 2 ? ['uplot', 'loadline'] : ['loadline', 'uplot'];
    for (const lib of order) await timed(lib, false);
  }
  await new Promise((r) => setTimeout(r, 50));
  for (const t of longTasks) {
    const w = windows.find((x) => t.start >= x.from && t.start < x.to);
    if (!w) continue;
    const key = w.warm ? 'warmupMaxTask' : 'maxTask';
    result[w.lib][key] = Math.max(result[w.lib][key], t.duration);
  }
  return result;
}

(window as unknown as { chartBench: unknown }).chartBench = { runCase, intlWarmupMs, reactWarmupMs, ready: true };
