import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { carryOverImports, copyAppTables, DEFAULT_SEED_DIR, ensureSeeded, seedVersion } from './seed';

describe('ensureSeeded', () => {
  const dir = mkdtempSync(join(tmpdir(), 'loadline-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const seedDir = (name: string, content: string) => {
    const d = join(dir, name);
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, 'ercot_native_load.parquet'), content);
    return d;
  };

  it('leaves no database file behind when seeding fails midway (unreadable seed file)', async () => {
    const dbPath = join(dir, 'db', 'loadline.duckdb');
    await expect(ensureSeeded({ dbPath, seedDir: seedDir('broken', 'not parquet'), log: () => undefined })).rejects.toThrow();
    expect(existsSync(dbPath)).toBe(false);
  });

  it('versions the seed by the content of its files', () => {
    expect(seedVersion(seedDir('a', 'one'))).not.toBe(seedVersion(seedDir('b', 'two')));
    expect(seedVersion(seedDir('a', 'one'))).toBe(seedVersion(seedDir('c', 'one')));
  });

  it('seeds once into a file the locked-down server can read, and reuses it on the next start', async () => {
    // A 14-month slice of the committed seed keeps this test short.
    const slice = join(dir, 'slice');
    mkdirSync(slice, { recursive: true });
    const tool = await openDatabase({ path: ':memory:', allowExternalAccess: true, poolSize: 1 });
    for (const f of readdirSync(DEFAULT_SEED_DIR).filter((f) => f.endsWith('.parquet'))) {
      const src = join(DEFAULT_SEED_DIR, f).replaceAll("'", "''");
      const dst = join(slice, f).replaceAll("'", "''");
      const cols = await tool.all<{ column_name: string }>(`SELECT column_name FROM (DESCRIBE SELECT * FROM read_parquet('${src}'))`);
      const where = cols.some((c) => c.column_name === '__time') ? "WHERE __time < TIMESTAMP '2017-03-01 06:00:00'" : '';
      await tool.run(`COPY (SELECT * FROM read_parquet('${src}') ${where}) TO '${dst}' (FORMAT parquet)`);
    }
    await tool.close();
    const dbPath = join(dir, 'ok', 'loadline.duckdb');
    const lines: string[] = [];
    expect(await ensureSeeded({ dbPath, seedDir: slice, log: (l) => lines.push(l) })).toBe(true);
    expect(lines.some((l) => /^seed load: ercot_load [\d,]+ rows \(\d+ ms\)$/.test(l))).toBe(true);
    expect(existsSync(`${dbPath}.seeding`)).toBe(false);
    const server = await openDatabase({ path: dbPath });
    const rows = await server.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM ercot_load WHERE series = 'forecast'`);
    expect(rows[0]?.n).toBeGreaterThan(0);
    await expect(server.all(`SELECT * FROM read_parquet('${join(slice, 'meter_info.parquet')}')`)).rejects.toThrow();
    await server.close();
    expect(await ensureSeeded({ dbPath, seedDir: slice, log: () => undefined })).toBe(false);
  });
});

describe('copyAppTables', () => {
  it('carries application tables with their rows and primary keys into the new file, and skips seed tables', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loadline-copy-'));
    try {
      const oldPath = join(dir, 'old.duckdb');
      const old = await openDatabase({ path: oldPath, poolSize: 1 });
      await old.run('CREATE TABLE app_things (id VARCHAR PRIMARY KEY, n BIGINT NOT NULL)');
      await old.run("INSERT INTO app_things VALUES ('a', 1), ('b', 2)");
      await old.run('CREATE TABLE ercot_load (x INTEGER)');
      await old.close();
      const next = await openDatabase({ path: join(dir, 'new.duckdb'), allowExternalAccess: true, poolSize: 1 });
      await copyAppTables(next, oldPath, () => undefined);
      expect(await next.all('SELECT id, n::INTEGER AS n FROM app_things ORDER BY id')).toEqual([{ id: 'a', n: 1 }, { id: 'b', n: 2 }]);
      await expect(next.run("INSERT INTO app_things VALUES ('a', 3)")).rejects.toThrow(/constraint/i);
      expect(await next.all(`SELECT table_name FROM duckdb_tables() WHERE table_name = 'ercot_load'`)).toEqual([]);
      await next.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('carryOverImports', () => {
  const loadDdl = 'CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR, processTime VARCHAR, horizon VARCHAR, load DOUBLE, orgId VARCHAR)';

  async function previousFile(dir: string, withOrg = true): Promise<string> {
    const oldPath = join(dir, 'old.duckdb');
    const old = await openDatabase({ path: oldPath, poolSize: 1 });
    await old.run(withOrg ? loadDdl : loadDdl.replace(', orgId VARCHAR', ''));
    const org = withOrg ? ", 'org-gulfcoast-power'" : '';
    await old.run(`INSERT INTO ercot_load VALUES
      (TIMESTAMP '2019-07-01 05:00:00', 'COAST', 'actual', 'ERCOT', NULL, NULL, 100${withOrg ? ', NULL' : ''}),
      (TIMESTAMP '2019-07-01 05:00:00', 'COAST', 'actual', 'Gulf Coast meters', NULL, NULL, 111${org}),
      (TIMESTAMP '2019-07-01 06:00:00', 'COAST', 'actual', 'Gulf Coast meters', NULL, NULL, 112${org})`);
    await old.run('CREATE TABLE loadline_imports (imported_at TIMESTAMP, kind VARCHAR, source VARCHAR, rows INTEGER, first_hour TIMESTAMP, last_hour TIMESTAMP)');
    await old.run("INSERT INTO loadline_imports VALUES (now()::TIMESTAMP, 'load', 'Gulf Coast meters', 2, NULL, NULL)");
    await old.close();
    return oldPath;
  }

  it('keeps the rows a utility imported when the seed is replaced, with their organisation, except hours the new seed holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loadline-imports-'));
    try {
      const oldPath = await previousFile(dir);
      const next = await openDatabase({ path: join(dir, 'new.duckdb'), allowExternalAccess: true, poolSize: 1 });
      await next.run(loadDdl);
      await next.run("INSERT INTO ercot_load VALUES (TIMESTAMP '2019-07-01 05:00:00', 'COAST', 'actual', 'ERCOT', NULL, NULL, 101, NULL)");
      const lines: string[] = [];
      await carryOverImports(next, oldPath, (l) => lines.push(l));
      // One series never sums two sources: the 05:00 hour is the new seed's now.
      expect(await next.all('SELECT source, load, orgId FROM ercot_load ORDER BY source, __time')).toEqual([
        { source: 'ERCOT', load: 101, orgId: null },
        { source: 'Gulf Coast meters', load: 112, orgId: 'org-gulfcoast-power' },
      ]);
      expect(lines).toContain('kept 1 imported load rows in ercot_load');
      expect(lines).toContain('1 imported load rows hold hours the new seed holds (a series never sums two sources): not kept');
      await next.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never carries over imported rows without an organisation (they would be readable by every organisation) and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loadline-imports-'));
    try {
      const oldPath = await previousFile(dir, false);
      const next = await openDatabase({ path: join(dir, 'new.duckdb'), allowExternalAccess: true, poolSize: 1 });
      await next.run(loadDdl);
      const lines: string[] = [];
      await carryOverImports(next, oldPath, (l) => lines.push(l));
      expect(await next.all('SELECT count(*)::INTEGER AS n FROM ercot_load')).toEqual([{ n: 0 }]);
      expect(lines.join('\n')).toContain('carry no organisation (imported before --org): not kept; re-import them with pnpm import-data --org');
      await next.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops re-seeding with a clear error when imported rows cannot be carried over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loadline-imports-'));
    try {
      const oldPath = await previousFile(dir);
      const next = await openDatabase({ path: join(dir, 'new.duckdb'), allowExternalAccess: true, poolSize: 1 });
      await next.run('CREATE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR)');
      await expect(carryOverImports(next, oldPath, () => undefined)).rejects.toThrow(/Re-seeding stopped: the load rows imported into ercot_load could not be carried over/);
      await next.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
