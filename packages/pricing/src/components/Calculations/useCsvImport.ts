import { useCallback, useEffect, useRef, useState } from 'react';
import { importCsv, type ImportOutcome, type ImportSettings } from '../../model/importCsv';
import type { ImportWorkerReply, ImportWorkerRequest } from '../../model/importProtocol';
import type { InputRow } from '../../model/inputRows';
import { pricingTexts } from '../../texts';

/** A worker that speaks the import protocol (a `Worker`, or a stand-in in tests). */
export interface ImportWorker {
  postMessage(message: ImportWorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ImportWorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/**
 * Makes the import worker: a module worker on the package's own file, so a strict
 * Content-Security-Policy (`script-src 'self'`, no `blob:`) allows it. A host bundling the
 * published build can pass its own, e.g.
 * `() => new Worker(new URL('@loadline/pricing/import-worker', import.meta.url), { type: 'module' })`.
 * `null` where workers are not available (server rendering, jsdom), and a worker that fails to
 * load: the import then runs on the main thread in slices.
 */
export function defaultImportWorker(): ImportWorker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('../../model/importCsv.worker.ts', import.meta.url), { type: 'module', name: 'loadline-csv-import' }) as unknown as ImportWorker;
  } catch {
    return null;
  }
}

/** State of {@link useCsvImport}. */
export interface CsvImportState {
  /** Share of the file read, 0-1, while importing; `null` when idle. */
  progress: number | null;
  /** Imports a file (or text); resolves with the outcome, accepted rows gathered in `rows`. */
  run: (input: Blob | string, settings: ImportSettings) => Promise<ImportOutcome>;
}

/**
 * Runs a CSV import in a Web Worker (spec part 2 §5: the page never freezes), falling back to
 * main-thread slices that give the thread back between 256 KiB chunks. A running import is
 * stopped on unmount.
 *
 * @example const csv = useCsvImport(); const outcome = await csv.run(file, { parameters });
 */
export function useCsvImport(createWorker: () => ImportWorker | null = defaultImportWorker): CsvImportState {
  const [progress, setProgress] = useState<number | null>(null);
  const current = useRef<ImportWorker | null>(null);
  useEffect(() => () => current.current?.terminate(), []);
  const run = useCallback(
    async (input: Blob | string, settings: ImportSettings): Promise<ImportOutcome> => {
      setProgress(0);
      try {
        const worker = createWorker();
        if (!worker) return await importCsv(input, settings, { yieldBetweenChunks: true, onProgress: setProgress });
        current.current?.terminate();
        current.current = worker;
        const rows: Omit<InputRow, 'uid'>[] = [];
        let heard = false;
        const outcome = await new Promise<ImportOutcome | null>((resolve) => {
          worker.onmessage = ({ data }) => {
            heard = true;
            if (data.type === 'progress') setProgress(data.fraction);
            else if (data.type === 'rows') for (const r of data.rows) rows.push(r);
            else resolve(data.outcome);
          };
          // A worker script that cannot load (a host that does not serve it) fails before its
          // first message: the import then runs here in slices; a later failure aborts it.
          worker.onerror = (e) => resolve(heard ? { kind: 'aborted', message: e.message || pricingTexts.fileUnreadable } : null);
          worker.postMessage({ input, settings });
        });
        worker.terminate();
        if (current.current === worker) current.current = null;
        if (outcome === null) return await importCsv(input, settings, { yieldBetweenChunks: true, onProgress: setProgress });
        return outcome.kind === 'done' ? { ...outcome, rows } : outcome;
      } finally {
        setProgress(null);
      }
    },
    [createWorker],
  );
  return { progress, run };
}
