import { importCsv, type ImportSettings } from './importCsv';
import type { ImportWorkerReply, ImportWorkerRequest } from './importProtocol';

/**
 * The Web Worker that parses and validates an input CSV off the main thread (spec part 2 §5; the
 * page never freezes): it reads the File itself, posts progress, accepted rows in slices (so no
 * single message is large to clone) and the outcome.
 */
// Typed by hand: the package compiles with the DOM library, not the web worker one. Imported
// outside a worker (a server render importing every entry), it does nothing.
const scope = typeof self === 'undefined' ? null : (self as unknown as { onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null; postMessage: (message: ImportWorkerReply) => void });
if (scope) scope.onmessage = (event: MessageEvent<ImportWorkerRequest>) => {
  const { input, settings } = event.data;
  const post = (reply: ImportWorkerReply) => scope.postMessage(reply);
  void importCsv(input, settings satisfies ImportSettings, {
    onProgress: (fraction) => post({ type: 'progress', fraction }),
    onRows: (rows) => {
      if (rows.length) post({ type: 'rows', rows });
    },
  }).then((outcome) => post({ type: 'done', outcome }));
};
