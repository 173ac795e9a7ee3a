import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParsedImport, ParseOptions } from './parse';
import type { ValidateMessage, ValidateReply } from './importThread.worker';

/**
 * The checks of uploaded import files in a worker thread (node:worker_threads), so parsing and
 * checking a large file never blocks the API's event loop. One thread, started with the first
 * file and kept for the next ones; files are checked one after another in it.
 *
 * @module
 */

/** A validator of import files in a worker thread. */
export interface ImportValidator {
  /**
   * Checks a file (see `validateImportText`); `onProgress` hears the rows checked so far.
   * @throws Error when the thread stopped while checking it
   */
  validate(bytes: Uint8Array, options: Omit<ParseOptions, 'onProgress'>, onProgress?: (checked: number) => void): Promise<ParsedImport>;
  /** Stops the thread. */
  close(): Promise<void>;
}

const FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * The thread's script: the bundle's `importThread.js` beside main.js; from the TypeScript source
 * (tests, dev) a bootstrap that registers tsx in the thread and imports the source.
 */
function threadScript(): { file: URL | string; eval: boolean; env: NodeJS.ProcessEnv } {
  if (!FROM_SOURCE) return { file: new URL('./importThread.js', import.meta.url), eval: false, env: process.env };
  const root = resolve(import.meta.dirname, '../../../..');
  const api = pathToFileURL(join(dirname(createRequire(join(root, 'package.json')).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./importThread.worker.ts', import.meta.url).href;
  return {
    file: `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
    env: { ...process.env, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? join(root, 'tsconfig.base.json') },
  };
}

/** Creates the validator; the thread starts with the first file. */
export function createImportValidator(): ImportValidator {
  let worker: Worker | undefined;
  let seq = 0;
  const waiting = new Map<number, { resolve: (p: ParsedImport) => void; reject: (e: Error) => void; onProgress?: ((checked: number) => void) | undefined }>();

  const start = (): Worker => {
    const script = threadScript();
    const w = new Worker(script.file, { eval: script.eval, execArgv: [], env: script.env });
    w.on('message', (m: ValidateReply) => {
      const call = waiting.get(m.id);
      if (!call) return;
      if (m.type === 'progress') return call.onProgress?.(m.checked);
      waiting.delete(m.id);
      if (waiting.size === 0) w.unref();
      if (m.type === 'done') call.resolve(m.parsed);
      else call.reject(new Error(m.message));
    });
    w.on('error', () => undefined);
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      for (const [id, call] of waiting) {
        waiting.delete(id);
        call.reject(new Error(`the import thread stopped (exit code ${code})`));
      }
    });
    return w;
  };

  return {
    validate(bytes, options, onProgress) {
      return new Promise<ParsedImport>((resolveCall, reject) => {
        const w = (worker ??= start());
        const id = ++seq;
        waiting.set(id, { resolve: resolveCall, reject, onProgress });
        w.ref();
        // A copy the thread owns (the caller's buffer may be a slice of a shared pool).
        const own = new Uint8Array(bytes);
        w.postMessage({ type: 'validate', id, bytes: own, options } satisfies ValidateMessage, [own.buffer]);
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
