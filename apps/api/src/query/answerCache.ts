import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * A cache of query answers (what Druid's broker result cache and Superset's query cache do): the
 * JSON text of a data query's answer, kept by datasource and request so that opening the same
 * dashboard again, or a colleague opening it, is answered without running SQL. The data of a
 * datasource change only when it is seeded or imported (both with the server stopped), or through
 * a write path of the server that calls {@link AnswerCache.invalidate}. Bounded by bytes, least
 * recently used first out.
 *
 * Authorization is checked before the cache is read (the datasource access preHandler and the
 * session check run first); an answer depends only on the datasource and the request, so one
 * entry serves every user allowed to read the datasource.
 *
 * @module
 */

/** The content encodings an answer is kept in, besides its text. */
export type AnswerEncoding = 'br' | 'gzip';

/** A bounded cache of answer texts. */
export interface AnswerCache {
  /** The answer of `key`, or undefined; a hit becomes the most recently used. */
  get(key: string): string | undefined;
  /** Keeps `text` under `key` (not kept when larger than the cache; older entries leave for it). */
  set(key: string, text: string): void;
  /**
   * The answer of `key` compressed with `encoding` (Brotli quality 1, gzip level 1, as the
   * server's compression), compressed once and then kept with the entry; undefined when `key` is
   * not cached.
   */
  encoded(key: string, encoding: AnswerEncoding): Buffer | undefined;
  /** Forgets the answers of one datasource (its data changed), or all of them. */
  invalidate(datasource?: string): void;
  /** Bytes held (UTF-16 code units x 2, an estimate of the JS heap size of the texts). */
  readonly bytes: number;
  readonly size: number;
}

/**
 * The key of an answer: the route ('query' or 'query-native'), the datasource and the parsed
 * request (the schema's output, so equal requests written differently meet).
 */
export function answerKey(path: string, datasource: string, body: unknown): string {
  return `${datasource}\u0000${path}\u0000${JSON.stringify(body)}`;
}

/**
 * A cache of at most `maxBytes` (0 disables it: nothing is kept).
 *
 * @example const cache = createAnswerCache(64 * 1024 * 1024);
 */
export function createAnswerCache(maxBytes: number): AnswerCache {
  type Entry = { text: string; size: number; br?: Buffer; gzip?: Buffer };
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  const makeRoom = (size: number) => {
    while (bytes + size > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  };
  const touch = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };
  return {
    get: (key) => touch(key)?.text,
    set(key, text) {
      const size = (key.length + text.length) * 2;
      if (size > maxBytes) return;
      drop(key);
      makeRoom(size);
      entries.set(key, { text, size });
      bytes += size;
    },
    encoded(key, encoding) {
      const entry = touch(key);
      if (!entry) return undefined;
      const kept = entry[encoding];
      if (kept) return kept;
      const buffer = encoding === 'br'
        ? brotliCompressSync(entry.text, { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } })
        : gzipSync(entry.text, { level: 1 });
      // Kept only while the whole entry still fits; else answered once and forgotten.
      entries.delete(key);
      bytes -= entry.size;
      makeRoom(entry.size + buffer.length);
      if (entry.size + buffer.length <= maxBytes) {
        entry[encoding] = buffer;
        entry.size += buffer.length;
        entries.set(key, entry);
        bytes += entry.size;
      }
      return buffer;
    },
    invalidate(datasource) {
      for (const key of [...entries.keys()]) if (datasource === undefined || key.startsWith(`${datasource}\u0000`)) drop(key);
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Bytes of the answer cache from LOADLINE_QUERY_CACHE_MB (default 64 MB; 0 turns it off). */
export function answerCacheBytesFromEnv(env: Record<string, string | undefined> = process.env): number {
  const text = env.LOADLINE_QUERY_CACHE_MB;
  const mb = text === undefined || text.trim() === '' ? 64 : Number(text);
  return Number.isFinite(mb) && mb > 0 ? Math.floor(mb * 1024 * 1024) : 0;
}

const cachesOfData = new WeakMap<object, Set<AnswerCache>>();

/**
 * Registers `cache` as holding answers read from `data` (the server's database), so a write
 * path of another route plugin can forget them with {@link invalidateAnswers}.
 */
export function registerAnswerCache(data: object, cache: AnswerCache): void {
  let caches = cachesOfData.get(data);
  if (!caches) cachesOfData.set(data, (caches = new Set()));
  caches.add(cache);
}

/**
 * Forgets the answers of `datasource` (all answers when absent) in every cache registered for
 * `data`: called by a write path after it changed rows that queries read (e.g. an approved
 * adjustment's adjusted forecast written into the load table).
 */
export function invalidateAnswers(data: object, datasource?: string): void {
  for (const cache of cachesOfData.get(data) ?? []) cache.invalidate(datasource);
}
