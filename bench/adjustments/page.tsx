/**
 * The adjustments benchmark page: mounts the editor's grid with a year of hourly rows and times,
 * in the browser, the mount (render start to first paint), the frames while scrolling through
 * it, a bulk multiply of every row and a paste of 8,760 values. Driven by run.ts through
 * `window.adjBench`.
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AdjustmentGrid, applyBulkAction, applyPastedValues, lightThemeClass, parsePaste, setSelected, toEditorRows, type EditorRow } from './entry';

const HOUR = 3_600_000;
const ROWS = 8_760;
const START = Date.UTC(2019, 0, 1, 6);

/** A year of hourly COAST-like loads (MWh), deterministic. */
function yearRows(): EditorRow[] {
  const points = Array.from({ length: ROWS }, (_, i) => {
    const h = i % 24;
    const load = Math.round((11_000 + 3_000 * Math.sin(((h - 9) / 24) * 2 * Math.PI) + 2_500 * Math.cos(((i / 8760) - 0.55) * 2 * Math.PI)) * 100) / 100;
    return { timestamp: new Date(START + i * HOUR).toISOString(), forecast: load, adjustedForecast: load, adjustmentCalculation: 'none' as const, adjustmentValue: null };
  });
  return toEditorRows(points, 'America/Chicago', true);
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => {
  const ch = new MessageChannel();
  ch.port1.onmessage = () => resolve();
  ch.port2.postMessage(0);
}));

// The first Intl.DateTimeFormat with a time zone loads ICU's zone data once per page: paid here.
new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' }).format(0);
const BASE_ROWS = yearRows();

function Grid({ rows: initial }: { rows: EditorRow[] }) {
  const [rows, setRows] = useState(initial);
  return <AdjustmentGrid rows={rows} height={600} onSelect={(ids, on) => setRows((r) => setSelected(r, new Set(ids), on))} />;
}

async function mountOnce(): Promise<{ ms: number; dispose: () => void; host: HTMLElement }> {
  const host = document.createElement('div');
  host.className = lightThemeClass;
  host.style.width = '1000px';
  document.body.append(host);
  await nextPaint();
  let t0 = 0;
  const root = createRoot(host);
  await new Promise<void>((resolve) => requestAnimationFrame(() => {
    t0 = performance.now();
    flushSync(() => root.render(<Grid rows={BASE_ROWS} />));
    resolve();
  }));
  await nextPaint();
  return { ms: performance.now() - t0, host, dispose: () => { root.unmount(); host.remove(); } };
}

const time = (f: () => void) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

declare global {
  interface Window { adjBench: unknown }
}

window.adjBench = {
  ready: true,
  rows: ROWS,
  /** ms from render start to the first paint of the grid of 8,760 rows, per run. */
  async mount(runs: number) {
    const out: number[] = [];
    for (let i = 0; i < runs; i++) {
      const m = await mountOnce();
      out.push(m.ms);
      m.dispose();
    }
    return out;
  },
  /** Frame intervals (ms) while the grid scrolls `step` px per frame from top to bottom. */
  async scroll(step: number) {
    const m = await mountOnce();
    // Work done in a frame before its rAF callbacks: the scroll event and the grid's synchronous
    // re-render in it (TanStack Virtual flushes on scroll), the main-thread cost of a scrolled frame.
    const work: number[] = [];
    const el = m.host.querySelector('[role="grid"]') as HTMLElement;
    const frames: number[] = [];
    let last = performance.now();
    await new Promise<void>((resolve) => {
      const tick = (now: number) => {
        work.push(performance.now() - now);
        frames.push(now - last);
        last = now;
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return resolve();
        el.scrollTop += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame((now) => {
        last = now;
        el.scrollTop += step;
        requestAnimationFrame(tick);
      });
    });
    m.dispose();
    return { frames, work };
  },
  /** The same scroll over an empty element of the grid's height: the frame cadence of this browser and machine without the grid. */
  async scrollBaseline(step: number) {
    const el = document.createElement('div');
    el.style.cssText = 'height:600px;width:1000px;overflow:auto';
    const inner = document.createElement('div');
    inner.style.height = `${ROWS * 32}px`;
    el.append(inner);
    document.body.append(el);
    await nextPaint();
    const frames: number[] = [];
    let last = performance.now();
    await new Promise<void>((resolve) => {
      const tick = (now: number) => {
        frames.push(now - last);
        last = now;
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return resolve();
        el.scrollTop += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame((now) => {
        last = now;
        el.scrollTop += step;
        requestAnimationFrame(tick);
      });
    });
    el.remove();
    return frames;
  },
  /** ms of a multiply by 1.05 on every row (all selected), per run. */
  bulk(runs: number) {
    const all = BASE_ROWS.map((r) => ({ ...r, selected: true }));
    return Array.from({ length: runs }, () => time(() => applyBulkAction(all, { calculation: 'multiply', value: 1.05 })));
  },
  /** ms to parse a pasted column of 8,760 values and apply them to every row, per run. */
  paste(runs: number) {
    const all = BASE_ROWS.map((r) => ({ ...r, selected: true }));
    const text = `${all.map((r) => (r.forecast ?? 0).toLocaleString('en-US', { maximumFractionDigits: 2 })).join('\n')}\n`;
    return Array.from({ length: runs }, () => time(() => {
      const parsed = parsePaste(text, { selectedCount: all.length });
      if (!parsed.ok) throw new Error(parsed.message);
      applyPastedValues(all, parsed.values, 'custom');
    }));
  },
};
