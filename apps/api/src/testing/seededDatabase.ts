import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../db/database';
import { seedInto, type SeedStep } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this test run (scripts/vitest.globalSetup.ts), removed when the run ends. */
    testRunDir: string;
  }
}

/** Longest wait for another worker's seeding of the same file, ms. */
const SEED_WAIT_MS = 300_000;

/**
 * The DuckDB file of this test run seeded with `step` (e.g. `pricing`, about 8 s of seeding): the
 * first test file to ask seeds it, under an exclusive lock file, and every later one (in any
 * worker) gets the same file. Nothing is kept between runs.
 * @throws Error when the seeding failed (in whichever worker ran it) or took over 5 minutes.
 */
export async function seededFile(step: SeedStep): Promise<string> {
  const file = join(inject('testRunDir'), `seed-${step}.duckdb`);
  const failed = `${file}.failed`;
  if (existsSync(file)) return file;
  let lock: number;
  try {
    lock = openSync(`${file}.lock`, 'wx');
  } catch {
    for (const end = Date.now() + SEED_WAIT_MS; !existsSync(file); await sleep(100)) {
      if (existsSync(failed)) throw new Error(`seeding ${step} failed: ${readFileSync(failed, 'utf8')}`);
      if (Date.now() > end) throw new Error(`seeding ${step} did not end within ${SEED_WAIT_MS / 1000} s`);
    }
    return file;
  }
  try {
    const partial = `${file}.partial`;
    const db = await openDatabase({ path: partial, allowExternalAccess: true, poolSize: 1 });
    try {
      await seedInto(db, { only: [step], log: () => undefined });
      await db.run('CHECKPOINT');
    } finally {
      await db.close();
    }
    renameSync(partial, file);
    return file;
  } catch (err) {
    writeFileSync(failed, String(err instanceof Error ? err.stack : err));
    throw err;
  } finally {
    closeSync(lock);
  }
}

/**
 * A copy of this run's database seeded with `step` ({@link seededFile}), for one test file to
 * change as it likes; the copy lives in the run's folder and goes with it.
 */
export async function copyOfSeeded(step: SeedStep): Promise<string> {
  const source = await seededFile(step);
  const dir = join(inject('testRunDir'), 'copies');
  mkdirSync(dir, { recursive: true });
  const copy = join(dir, `${step}-${randomUUID()}.duckdb`);
  copyFileSync(source, copy);
  return copy;
}

/** Opens a copy of this run's database seeded with `step` ({@link copyOfSeeded}). */
export async function openSeededDatabase(step: SeedStep, options: Omit<OpenDatabaseOptions, 'path'> = {}): Promise<Database> {
  return openDatabase({ ...options, path: await copyOfSeeded(step) });
}
