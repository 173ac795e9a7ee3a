import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A throwaway PostgreSQL cluster for the tests that run against both stores: the first test file
 * to ask starts it (scripts/ensure-postgres.sh --start: Debian's postgresql, installed when
 * absent; data and unix socket in a temporary folder) under a lock in the run's folder; every other
 * file, in any worker, uses the same cluster with a database of its own. The run's global teardown
 * (scripts/vitest.globalSetup.ts) stops it and removes its folder.
 *
 * @module
 */

/** Where the run's cluster is written down: `{ url, dir }`, read by the global teardown. */
export const POSTGRES_STATE_FILE = 'postgres.json';

const run = promisify(execFile);
const script = resolve(import.meta.dirname, '../../../../scripts/ensure-postgres.sh');
/** Longest wait for another worker's start of the cluster, ms. */
const START_WAIT_MS = 180_000;

let cluster: Promise<string> | undefined;

async function startOrJoin(): Promise<string> {
  const runDir = inject('testRunDir');
  const state = join(runDir, POSTGRES_STATE_FILE);
  const failed = `${state}.failed`;
  const read = () => (JSON.parse(readFileSync(state, 'utf8')) as { url: string }).url;
  if (existsSync(state)) return read();
  let lock: number;
  try {
    lock = openSync(`${state}.lock`, 'wx');
  } catch {
    for (const end = Date.now() + START_WAIT_MS; !existsSync(state); await sleep(100)) {
      if (existsSync(failed)) throw new Error(`PostgreSQL did not start: ${readFileSync(failed, 'utf8')}`);
      if (Date.now() > end) throw new Error(`PostgreSQL did not start within ${START_WAIT_MS / 1000} s`);
    }
    return read();
  }
  try {
    const { stdout } = await run('bash', [script, '--start'], { timeout: 170_000 });
    const lines = stdout.trim().split('\n');
    const url = lines.find((l) => l.startsWith('postgres://'));
    const dir = lines.find((l) => l.startsWith('dir='))?.slice(4);
    if (!url || !dir) throw new Error(`unexpected output of ensure-postgres.sh: ${stdout}`);
    writeFileSync(`${state}.partial`, JSON.stringify({ url, dir }));
    renameSync(`${state}.partial`, state);
    return url;
  } catch (err) {
    const e = err as Error & { stderr?: string };
    writeFileSync(failed, `${e.message}\n${e.stderr ?? ''}`);
    throw err;
  } finally {
    closeSync(lock);
  }
}

/**
 * The URL of the run's cluster (its `postgres` database), starting it when no file has yet.
 * @throws Error when PostgreSQL cannot be installed or started
 */
export function testCluster(): Promise<string> {
  cluster ??= startOrJoin();
  return cluster;
}

/** `url` with its database replaced by `name`. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A new empty database on the run's cluster, for one test file; its URL. Drop it with
 * {@link dropTestDatabase} (the cluster goes at the end of the run anyway).
 * @throws Error when PostgreSQL cannot be started
 */
export async function createTestDatabase(): Promise<string> {
  const base = await testCluster();
  const name = `loadline_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return withDatabase(base, name);
}

/** Drops a database made by {@link createTestDatabase}, closing its connections. */
export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^loadline_test_[0-9a-f]+$/.test(name)) throw new Error(`Not a test database: ${name}`);
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Whether the tests of the PostgreSQL stores run here, and why not: they always do in CI (`CI`
 * set), where a cluster that cannot start fails them; elsewhere `LOADLINE_TEST_POSTGRES=0` turns
 * them off (a machine without Debian's packages or root).
 */
export const postgresTestsEnabled = process.env.CI ? true : process.env.LOADLINE_TEST_POSTGRES !== '0';
