import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSeeded, seedVersion } from './seed';

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
});
