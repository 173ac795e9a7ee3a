import { parentPort } from 'node:worker_threads';
import { validateImportText } from './importCsv';
import type { ParsedImport, ParseOptions } from './parse';

/**
 * The worker thread of the import uploads (importThread.ts): checks a file for each `validate`
 * message ({@link validateImportText}: parse, every row's checks, forecast runs), posts
 * `progress` messages with the rows checked so far and one `done` message with the result. It
 * holds no database: the write runs on the API's connections.
 *
 * @module
 */

/** What the API's thread sends: a file to check. */
export interface ValidateMessage {
  type: 'validate';
  id: number;
  /** The file, UTF-8 bytes (transferred). */
  bytes: Uint8Array;
  options: Omit<ParseOptions, 'onProgress'>;
}

/** What the thread answers: rows checked so far, then the result (or why checking broke). */
export type ValidateReply =
  | { type: 'progress'; id: number; checked: number }
  | { type: 'done'; id: number; parsed: ParsedImport }
  | { type: 'failed'; id: number; message: string };

if (parentPort) {
  const port = parentPort;
  const decoder = new TextDecoder('utf-8');
  port.on('message', (m: ValidateMessage) => {
    try {
      const text = decoder.decode(m.bytes);
      const parsed = validateImportText(text, { ...m.options, onProgress: (checked) => port.postMessage({ type: 'progress', id: m.id, checked } satisfies ValidateReply) });
      port.postMessage({ type: 'done', id: m.id, parsed } satisfies ValidateReply);
    } catch (err) {
      port.postMessage({ type: 'failed', id: m.id, message: err instanceof Error ? err.message : String(err) } satisfies ValidateReply);
    }
  });
}
