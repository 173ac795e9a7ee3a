// The pricing CSV benchmark page: raw papaparse on the main thread, then the package's import
// (papaparse and row validation in the Web Worker, rows posted back in slices), on the same file.
import Papa from 'papaparse';
import type { CalculationParameters } from '../../packages/core/src/index';
import type { ImportOutcome } from '../../packages/pricing/src/model/importCsv';
import type { ImportWorkerReply } from '../../packages/pricing/src/model/importProtocol';

interface Run { ms: number; rows: number; maxTask: number }
const longTasks: number[] = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: false });
const settle = () => new Promise((r) => setTimeout(r, 100));
const maxTaskSince = (from: number) => Math.max(0, ...longTasks.slice(from));

async function raw(text: string): Promise<Run> {
  await settle();
  const mark = longTasks.length;
  const t = performance.now();
  const out = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' });
  const ms = performance.now() - t;
  await settle();
  return { ms, rows: out.data.length, maxTask: maxTaskSince(mark) };
}

async function ours(file: Blob, parameters: CalculationParameters): Promise<Run & { skipped: number }> {
  await settle();
  const mark = longTasks.length;
  const t = performance.now();
  const worker = new Worker('./worker.js', { type: 'module' });
  const rows: unknown[] = [];
  const outcome = await new Promise<ImportOutcome>((resolve) => {
    worker.onmessage = ({ data }: MessageEvent<ImportWorkerReply>) => {
      if (data.type === 'rows') for (const r of data.rows) rows.push(r);
      else if (data.type === 'done') resolve(data.outcome);
    };
    worker.postMessage({ input: file, settings: { parameters } });
  });
  const ms = performance.now() - t;
  worker.terminate();
  await settle();
  return { ms, rows: rows.length, skipped: outcome.kind === 'done' ? outcome.skipped : -1, maxTask: maxTaskSince(mark) };
}

declare global { interface Window { pricingBench: unknown } }
window.pricingBench = {
  ready: true,
  async run(text: string, parameters: CalculationParameters, runs: number) {
    const file = new Blob([text], { type: 'text/csv' });
    await raw(text);
    await ours(file, parameters);
    const r: Run[] = [];
    const o: (Run & { skipped: number })[] = [];
    for (let i = 0; i < runs; i++) {
      r.push(await raw(text));
      o.push(await ours(file, parameters));
    }
    return { raw: r, ours: o };
  },
};
