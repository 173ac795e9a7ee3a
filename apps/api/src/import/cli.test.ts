import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { seedInto } from '../seed/seed';

const root = resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);
let dir: string;
let dbPath: string;

/** Runs `pnpm import-data` (the same tsx command) and returns its exit code and output. */
async function importData(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.base.json', 'apps/api/scripts/import.ts', ...args], { cwd: root });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'loadline-import-'));
  dbPath = join(dir, 'loadline.duckdb');
  const db = await openDatabase({ path: dbPath, allowExternalAccess: true });
  await seedInto(db, { only: ['load'], range: { from: '2019-11-01T05:00:00Z', to: '2019-11-02T05:00:00Z' }, log: () => undefined });
  await db.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pnpm import-data', () => {
  it('prints the rejected lines (first 50 and a count) and exits 1; a good file imports and exits 0', async () => {
    const bad = join(dir, 'bad.csv');
    const lines = Array.from({ length: 60 }, (_, i) => `2024-07-01,${(i % 24) + 1},Z${i},-1`);
    writeFileSync(bad, `date,hour,market,load_mwh\n${lines.join('\n')}\n`);
    const rejected = await importData(['--kind', 'load', '--org', 'org-gulfcoast-power', '--file', bad, '--db', dbPath]);
    expect(rejected.code).toBe(1);
    expect(rejected.out).toContain('From the 60 rows on the file, 60 have not be imported as are duplicates or have errors');
    expect(rejected.out).toContain('line 2: load_mwh -1 is outside 0..200000 MWh');
    expect(rejected.out).toContain('line 51: ');
    expect(rejected.out).not.toContain('line 52: ');
    expect(rejected.out).toContain('... and 10 more rejected lines');

    const good = join(dir, 'good.csv');
    writeFileSync(good, 'timestamp,market,load_mwh\n2024-07-01 01:00,ZGOOD,10\n2024-07-01 02:00,ZGOOD,11\n');
    const imported = await importData(['--kind', 'load', '--org', 'org-gulfcoast-power', '--file', good, '--db', dbPath, '--source', 'CLI test']);
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('Imported 2 load rows');
    let db = await openDatabase({ path: dbPath, poolSize: 1 });
    // A seeded server file knows its organisations: an unknown --org is refused, naming the known ones.
    await db.run(`CREATE TABLE app_orgs (org_id VARCHAR PRIMARY KEY, name VARCHAR)`);
    await db.run(`INSERT INTO app_orgs VALUES ('org-gulfcoast-power', 'Gulf Coast Power')`);
    await db.close();
    const stranger = await importData(['--kind', 'load', '--org', 'org-nobody', '--file', good, '--db', dbPath]);
    expect(stranger.code).toBe(1);
    expect(stranger.out).toContain('No organisation "org-nobody"');
    expect(stranger.out).toContain('organisations: org-gulfcoast-power');
    const missing = await importData(['--kind', 'load', '--file', good, '--db', dbPath]);
    expect(missing.out).toContain('--org is required');
    db = await openDatabase({ path: dbPath, poolSize: 1 });
    try {
      expect(await db.all(`SELECT count(*)::INTEGER AS n FROM ercot_load WHERE market = 'ZGOOD' AND source = 'CLI test' AND orgId = 'org-gulfcoast-power'`)).toEqual([{ n: 2 }]);
      // The file is held open here: a second process is told to stop the server.
      const locked = await importData(['--kind', 'load', '--org', 'org-gulfcoast-power', '--file', good, '--db', dbPath]);
      expect(locked.code).toBe(1);
      expect(locked.out).toContain('DuckDB allows one process per file: stop the server');
    } finally {
      await db.close();
    }
  });
});
