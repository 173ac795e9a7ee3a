import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { seedInto } from './seed';

/** Raw rows of ERCOT's native_load_2019.csv, vendored (fixtures/SOURCES.md): the local month of November 2019 among them. */
const rawFile = resolve(import.meta.dirname, 'fixtures/native_load_2019_excerpt.csv');
const ZONES = ['COAST', 'EAST', 'FWEST', 'NORTH', 'NCENT', 'SOUTH', 'SCENT', 'WEST', 'ERCOT'];

describe('seeded ERCOT native load, November 2019 (local month)', () => {
  let db: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
    // Local November 2019: 00:00 CDT Nov 1 (05:00Z) to 00:00 CST Dec 1 (06:00Z).
    await seedInto(db, { only: ['load'], range: { from: '2019-11-01T05:00:00Z', to: '2019-12-01T06:00:00Z' }, log: () => undefined });
    lines.push(...readFileSync(rawFile, 'utf8').split('\n').filter((l) => l.startsWith('11/')));
  }, 120_000);
  afterAll(async () => db?.close());

  it('has one row per hour of the local month, the fall-back hour included (30 x 24 + 1)', async () => {
    const rows = await db.all<{ market: string; n: number }>(
      `SELECT market, count(*)::INTEGER AS n FROM ercot_load WHERE series = 'actual' GROUP BY market ORDER BY market`,
    );
    expect(rows.map((r) => r.market).sort()).toEqual([...ZONES].sort());
    for (const r of rows) expect(r.n).toBe(721);
  });

  it('sums per zone equal the raw CSV sums', async () => {
    const header = readFileSync(rawFile, 'utf8').split('\n')[0]!.split(',');
    const expected = new Map<string, number>();
    for (const line of lines) {
      const cells = line.split(',');
      header.forEach((col, i) => {
        if (i > 0) expected.set(col.trim(), (expected.get(col.trim()) ?? 0) + Number(cells[i]));
      });
    }
    expect(lines).toHaveLength(721);
    const rows = await db.all<{ market: string; s: number }>(`SELECT market, sum(load) AS s FROM ercot_load WHERE series = 'actual' GROUP BY market`);
    for (const r of rows) expect(r.s).toBeCloseTo(expected.get(r.market)!, 2);
  });
});
