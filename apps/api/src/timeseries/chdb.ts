import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Scalar } from '../query/ir';
import { codeOfMessage, EngineError, parseColumnsJson, type ClickhouseEngine, type EngineColumns, type EngineQueryOptions } from './engine';

/** The version of the npm package `chdb` that scripts/ensure-chdb.sh installs. */
export const CHDB_VERSION = '3.4.0';

/** What this module uses of chDB's Session (npm `chdb` 3.x). */
interface ChdbSession {
  queryAsync(query: string, opts?: { format?: string }): Promise<{ text(): string }>;
  queryBindAsync(query: string, params: object, opts?: { format?: string }): Promise<{ text(): string }>;
  close(): void;
}
interface ChdbModule {
  Session: new (path?: string, opts?: { connectionArgs?: readonly string[] }) => ChdbSession;
}

/** The repository root: the nearest folder above this file holding pnpm-workspace.yaml. */
function repoRoot(from = import.meta.dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

/**
 * The folder chDB is installed in: LOADLINE_CHDB_DIR, else `.chdb` at the repository root.
 * scripts/ensure-chdb.sh installs it there, apart from the workspace's dependencies: its platform
 * package (~180 MB) is not part of what `npm start` installs.
 */
export function chdbDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.LOADLINE_CHDB_DIR ?? join(repoRoot(), '.chdb'));
}

/** Whether chDB is installed ({@link chdbDir}). */
export function chdbInstalled(env: Record<string, string | undefined> = process.env): boolean {
  return existsSync(join(chdbDir(env), 'node_modules', 'chdb', 'package.json'));
}

/**
 * Loads chDB from {@link chdbDir}.
 * @throws Error naming the install command when it is not installed.
 */
function loadChdb(): ChdbModule {
  if (!chdbInstalled()) throw new Error(`chDB is not installed in ${chdbDir()}: run bash scripts/ensure-chdb.sh`);
  return createRequire(join(chdbDir(), 'package.json'))('chdb') as ChdbModule;
}

/** The sessions open in this process, by folder: chDB keeps one connection per data folder. */
const sessions = new Map<string, { session: ChdbSession; users: number }>();

function engineError(error: unknown): EngineError {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { clickhouseCode?: unknown } | null)?.clickhouseCode;
  return new EngineError(message, typeof code === 'number' ? code : codeOfMessage(message), { cause: error });
}

/** ` SETTINGS a = 1, b = 'x'` of a query (names and values are the server's own, never a request's). */
export function settingsClause(settings: Readonly<Record<string, string | number>>): string {
  const items = Object.entries(settings).map(([k, v]) => {
    if (!/^[a-z_0-9]+$/.test(k)) throw new Error(`Bad setting name ${k}`);
    return `${k} = ${typeof v === 'number' ? String(v) : `'${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`}`;
  });
  return items.length ? `\nSETTINGS ${items.join(', ')}` : '';
}

/**
 * ClickHouse in-process on chDB over the data folder `folder` (MergeTree tables kept on disk).
 * One statement runs at a time per folder (chDB serialises a connection's statements). Cancelling:
 * chDB cannot interrupt a running single-shot statement (its abort settles the promise at once
 * while the statement runs on in the background, and KILL QUERY cannot run beside it on the same
 * folder), so a query given up (client gone, time limit) is let finish and its answer dropped;
 * every query carries `max_execution_time`, the bound of how long it holds the folder.
 * @throws Error when chDB is not installed (scripts/ensure-chdb.sh).
 */
export function openChdbEngine(folder: string): ClickhouseEngine {
  const path = resolve(folder);
  let entry = sessions.get(path);
  if (!entry) {
    const { Session } = loadChdb();
    entry = { session: new Session(path), users: 0 };
    sessions.set(path, entry);
  }
  entry.users++;
  const { session } = entry;
  let closed = false;
  // chDB 3.4 hands the output a failed statement had begun (e.g. a JSON header before a timeout) to
  // the folder's next statement, ahead of its own: a throwaway statement after each failure takes it.
  const flush = () => session.queryAsync('SELECT 1').then(() => undefined, () => undefined);
  return {
    kind: 'chdb',
    concurrency: 1,
    cancelsRunningQueries: false,
    async query(sql: string, params: Readonly<Record<string, Scalar>>, options: EngineQueryOptions): Promise<EngineColumns> {
      // No signal reaches chDB: an aborted single-shot call would settle at once while the statement
      // runs on, and its late output would reach the folder's next result. The statement ends at
      // max_execution_time at the latest; a query given up meanwhile rejects with its reason then.
      try {
        const result = await session.queryBindAsync(sql + settingsClause(options.settings), params, { format: 'JSONColumnsWithMetadata' });
        options.signal?.throwIfAborted();
        return parseColumnsJson(result.text());
      } catch (error) {
        await flush();
        if (options.signal?.aborted) throw options.signal.reason;
        throw engineError(error);
      }
    },
    async command(sql, settings = {}) {
      try {
        await session.queryAsync(sql + settingsClause(settings));
      } catch (error) {
        await flush();
        throw engineError(error);
      }
    },
    async insertParquet(table, file, structure, select) {
      // The file is the server's own temporary file; its path is quoted as a literal.
      const literal = `'${file.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
      const columns = structure.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
      await this.command(`INSERT INTO ${table} SETTINGS max_partitions_per_insert_block = 0 SELECT ${select} FROM file(${literal}, 'Parquet', '${columns}')`);
    },
    async close() {
      if (closed) return;
      closed = true;
      const e = sessions.get(path);
      if (e && --e.users <= 0) {
        sessions.delete(path);
        e.session.close();
      }
    },
  };
}
