import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { seedInto } from '../seed/seed';
import { importCsv } from './importCsv';
import { IMPORTS_TABLE } from './write';

/** The importing organisation of these tests. */
const ORG = 'org-gulfcoast-power';

let db: Database;

async function count(table: string, where = 'TRUE'): Promise<number> {
  const rows = await db.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM ${table} WHERE ${where}`);
  return rows[0]!.n;
}

const hours = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const loadDay = (date: string, labels: (number | string)[], market: string) =>
  labels.map((h, i) => `${date},${h},${market},${2000 + i}`).join('\n');

beforeAll(async () => {
  db = await openDatabase({ path: ':memory:', allowExternalAccess: true });
  await seedInto(db, { only: ['load', 'weather', 'meters'], range: { from: '2019-11-01T05:00:00Z', to: '2019-11-03T05:00:00Z' }, log: () => undefined });
});
afterAll(async () => db.close());

describe('importCsv', () => {
  it('imports a good load file; the values are queryable as UTC hour beginning, series actual, with the source label', async () => {
    const csv = `date,hour,market,load_mwh\n${loadDay('2024-07-01', hours(1, 24), 'UTILITYA')}`;
    const report = await importCsv(db, { kind: 'load', csv, source: 'Utility A SCADA', orgId: ORG });
    expect(report).toEqual({ total: 24, imported: 24, rejected: [] });
    const rows = await db.all<{ t: string; series: string; source: string; load: number }>(
      `SELECT strftime(__time, '%Y-%m-%dT%H:%M') AS t, series, source, load FROM ercot_load WHERE market = 'UTILITYA' ORDER BY __time`,
    );
    expect(rows).toHaveLength(24);
    // HE1 of 2024-07-01 in CDT (UTC-5) starts at 05:00 UTC.
    expect(rows[0]).toEqual({ t: '2024-07-01T05:00', series: 'actual', source: 'Utility A SCADA', load: 2000 });
    expect(rows[23]!.t).toBe('2024-07-02T04:00');
    expect(await count('ercot_load', `market = 'UTILITYA' AND orgId = '${ORG}'`)).toBe(24);
    const log = await db.all<{ kind: string; rows: number }>(`SELECT kind, rows FROM ${IMPORTS_TABLE} WHERE source = 'Utility A SCADA'`);
    expect(log).toEqual([{ kind: 'load', rows: 24 }]);
  });

  it('re-importing the same keys for the same source replaces them instead of adding rows', async () => {
    const csv = 'date,hour,market,load_mwh\n2024-07-01,1,UTILITYA,5555';
    const report = await importCsv(db, { kind: 'load', csv, source: 'Utility A SCADA', orgId: ORG });
    expect(report.imported).toBe(1);
    expect(await count('ercot_load', `market = 'UTILITYA'`)).toBe(24);
    const [row] = await db.all<{ load: number }>(`SELECT load FROM ercot_load WHERE market = 'UTILITYA' AND __time = TIMESTAMP '2024-07-01 05:00:00'`);
    expect(row!.load).toBe(5555);
  });

  it('writes nothing when any row is bad and reports each bad line with its reason', async () => {
    const before = await count('ercot_load');
    const csv = 'date,hour,market,load_mwh\n2024-08-01,1,UTILITYB,100\n2024-08-01,2,UTILITYB,-1\n2024-08-01,3,UTILITYB,100\n2024-08-01,1,UTILITYB,7';
    const report = await importCsv(db, { kind: 'load', csv, source: 'Utility B', orgId: ORG });
    expect(report.imported).toBe(0);
    expect(report.rejected).toEqual([
      { line: 2, reason: 'duplicate: market UTILITYB, hour ending 1 of 2024-08-01 also on line 5' },
      { line: 3, reason: 'load_mwh -1 is outside 0..200000 MWh' },
      { line: 5, reason: 'duplicate: market UTILITYB, hour ending 1 of 2024-08-01 also on line 2' },
    ]);
    expect(report.message).toBe('From the 4 rows on the file, 3 have not be imported as are duplicates or have errors');
    expect(await count('ercot_load')).toBe(before);
  });

  it('imports the fall-back day as 25 rows and the spring-forward day as 23', async () => {
    const fall = `date,hour,market,load_mwh\n${loadDay('2024-11-03', [1, 2, 2, ...hours(3, 24)], 'UTILITYC')}`;
    const spring = `date,hour,market,load_mwh\n${loadDay('2024-03-10', [1, 2, ...hours(4, 24)], 'UTILITYC')}`;
    expect((await importCsv(db, { kind: 'load', csv: fall, source: 'Utility C', orgId: ORG })).imported).toBe(25);
    expect((await importCsv(db, { kind: 'load', csv: spring, source: 'Utility C', orgId: ORG })).imported).toBe(23);
    const fallHours = await db.all<{ n: number; distinct: number }>(
      `SELECT count(*)::INTEGER AS n, count(DISTINCT __time)::INTEGER AS distinct FROM ercot_load
       WHERE market = 'UTILITYC' AND __time >= TIMESTAMP '2024-11-03 05:00:00' AND __time < TIMESTAMP '2024-11-04 06:00:00'`,
    );
    expect(fallHours).toEqual([{ n: 25, distinct: 25 }]);
  });

  it('stores hostile text as data or rejects it; nothing is executed', async () => {
    const tables = await count('duckdb_tables()');
    const hostile = `date,hour,market,load_mwh\n2024-09-01,1,"COAST'; DROP TABLE ercot_load; --",1\n2024-09-01,2,"read_csv('/etc/passwd')",1`;
    const report = await importCsv(db, { kind: 'load', csv: hostile, source: 'Utility D', orgId: ORG });
    expect(report.rejected.map((r) => r.line)).toEqual([2, 3]);
    expect(await count('duckdb_tables()')).toBe(tables);
    // Free-text values that pass the identifier rule still only ever travel as bound parameters.
    const meterCsv = 'meter_id,timestamp,kwh,market,profile\nX1,2024-09-01 01:00,1.5,COAST,a--b;c\nX1,2024-09-01 02:00,1.5,COAST,RES';
    const meterReport = await importCsv(db, { kind: 'meter', csv: meterCsv, source: 'Utility D meters', orgId: ORG });
    expect(meterReport.rejected).toEqual([{ line: 2, reason: 'profile "a--b;c" is not valid: letters, digits, _ - . (at most 40)' }]);
    const weird = await importCsv(db, { kind: 'weather', csv: 'timestamp,station,temperature_degf\n2024-09-01 01:00,HOU,1e2', source: "O'Brien (ops) -- test; read_csv('/etc/passwd')", orgId: ORG });
    expect(weird.imported).toBe(1);
    const [stored] = await db.all<{ source: string }>(`SELECT source FROM weather_hourly WHERE temperature = 100 AND station = 'HOU' AND __time = TIMESTAMP '2024-09-01 05:00:00'`);
    expect(stored).toEqual({ source: "O'Brien (ops) -- test; read_csv('/etc/passwd')" });
    expect(await count('duckdb_tables()')).toBe(tables);
  });

  it('a failure midway rolls back: the table, including rows the import would replace, is unchanged', async () => {
    const before = await db.all<{ load: number }>(`SELECT load FROM ercot_load WHERE market = 'UTILITYA' ORDER BY __time`);
    const total = await count('ercot_load');
    const csv = `date,hour,market,load_mwh\n${loadDay('2024-07-01', hours(1, 24), 'UTILITYA')}\n${loadDay('2024-07-02', hours(1, 24), 'UTILITYA')}`;
    let seen = 0;
    const attempt = importCsv(db, {
      kind: 'load', csv, source: 'Utility A SCADA', orgId: ORG, chunkSize: 10,
      onChunk: (written) => {
        seen = written;
        if (written >= 30) throw new Error('disk full');
      },
    });
    await expect(attempt).rejects.toThrow('disk full');
    expect(seen).toBe(30);
    expect(await count('ercot_load')).toBe(total);
    expect(await db.all(`SELECT load FROM ercot_load WHERE market = 'UTILITYA' ORDER BY __time`)).toEqual(before);
    expect(await count(IMPORTS_TABLE, `source = 'Utility A SCADA'`)).toBe(2);
  });

  it('meter readings of a known meter keep its market and profile; a stream input works', async () => {
    const [known] = await db.all<{ meterId: string; market: string; profile: string }>('SELECT meterId, market, profile FROM meters LIMIT 1');
    const csv = `meter_id,timestamp,kwh\n${known!.meterId},2024-10-01 01:00,2.25\n`;
    const report = await importCsv(db, { kind: 'meter', csv: Readable.from([Buffer.from(csv)]), source: 'AMI export', orgId: ORG });
    expect(report.imported).toBe(1);
    const [row] = await db.all<{ market: string; profile: string; load: number }>(
      `SELECT market, profile, load FROM meters WHERE meterId = ? AND __time = TIMESTAMP '2024-10-01 05:00:00'`, [known!.meterId],
    );
    expect(row).toEqual({ market: known!.market, profile: known!.profile, load: 2.25 });
  });

  it('a new meter must come with its market; with it, it is stored in that market', async () => {
    const before = await count('meters');
    const csv = 'meter_id,timestamp,kwh,market\nNEW1,2024-10-01 01:00,1,\nNEW1,2024-10-01 02:00,1,COAST';
    const report = await importCsv(db, { kind: 'meter', csv, source: 'AMI export', orgId: ORG });
    expect(report.rejected).toEqual([{ line: 2, reason: 'meter_id NEW1 is a new meter: give its market (market column) on each of its rows' }]);
    expect(await count('meters')).toBe(before);
    const fixed = await importCsv(db, { kind: 'meter', csv: csv.replace('01:00,1,', '01:00,1,COAST'), source: 'AMI export', orgId: ORG });
    expect(fixed.imported).toBe(2);
    expect(await count('meters', `meterId = 'NEW1' AND market = 'COAST'`)).toBe(2);
  });

  it('rejects a stream above the size cap without writing', async () => {
    const before = await count('meters');
    const report = await importCsv(db, { kind: 'meter', csv: Readable.from([Buffer.alloc(2048, 'a')]), source: 'AMI export', orgId: ORG, maxBytes: 1024 });
    expect(report.rejected).toEqual([{ line: 1, reason: 'file size bigger than expected (limit 1024 bytes)' }]);
    expect(await count('meters')).toBe(before);
  });
});
