import { DuckDBInstance } from '@duckdb/node-api';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Executor, SqlParam } from '../db/database';
import { openDatabase } from '../db/database';
import { seedInto, seedVersion } from '../seed/seed';

/**
 * The pricing tables of a pricing worker process (worker.ts): a DuckDB file of its own holding
 * only the seed's pricing step (products, tariffs, load profiles, curves, attributes), opened
 * read-only. The API's DuckDB file takes one writer process; the pricing tables are seed data,
 * the same in every copy, so each worker host seeds its own file once (about 8 s) and any number
 * of worker processes on the host read it together.
 *
 * @module
 */

/** Version of a worker's file (`loadline_seed_meta`): the seed's version and the step. */
export const pricingDataVersion = (seedDir?: string): string => `${seedVersion(seedDir)}:pricing`;
const versionOf = pricingDataVersion;

async function fileVersion(path: string): Promise<string | undefined> {
  if (!existsSync(path)) return undefined;
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  try {
    const c = await instance.connect();
    const rows = (await c.runAndReadAll('SELECT version FROM loadline_seed_meta WHERE completed')).getRowObjectsJS();
    c.closeSync();
    return rows[0]?.version as string | undefined;
  } catch {
    return undefined;
  } finally {
    instance.closeSync();
  }
}

/**
 * Makes sure `path` holds the pricing tables of the seed in `seedDir`: seeds a temporary file of
 * this process and renames it into place when the file is absent or of another seed.
 * @returns true when it seeded
 */
export async function ensurePricingData(path: string, seedDir?: string, log: (line: string) => void = () => undefined): Promise<boolean> {
  const version = versionOf(seedDir);
  if ((await fileVersion(path)) === version) return false;
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.seeding`;
  rmSync(tmp, { force: true });
  const db = await openDatabase({ path: tmp, allowExternalAccess: true, poolSize: 1 });
  try {
    await seedInto(db, { only: ['pricing'], log, ...(seedDir ? { seedDir } : {}) });
    await db.run('CREATE OR REPLACE TABLE loadline_seed_meta (version VARCHAR, seeded_at TIMESTAMP, completed BOOLEAN)');
    await db.run('INSERT INTO loadline_seed_meta VALUES (?, now()::TIMESTAMP, true)', [version]);
    await db.run('CHECKPOINT');
  } finally {
    await db.close();
  }
  rmSync(`${tmp}.wal`, { force: true });
  renameSync(tmp, path);
  return true;
}

/** The pricing tables, read-only. */
export interface PricingData extends Pick<Executor, 'all'> {
  close(): Promise<void>;
}

/**
 * Opens the worker's pricing tables read-only (seeding them first, see {@link ensurePricingData}),
 * with external access, extension loading and configuration changes disabled.
 */
export async function openPricingData(options: { path: string; seedDir?: string; log?: (line: string) => void }): Promise<PricingData> {
  await ensurePricingData(options.path, options.seedDir, options.log);
  const instance = await DuckDBInstance.create(options.path, {
    access_mode: 'READ_ONLY',
    threads: '1',
    enable_external_access: 'false',
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    allow_community_extensions: 'false',
    lock_configuration: 'true',
  });
  const connection = await instance.connect();
  return {
    async all<T>(sql: string, params?: SqlParam[]) {
      return (await connection.runAndReadAll(sql, params)).getRowObjectsJS() as T[];
    },
    async close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
