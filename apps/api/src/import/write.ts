import { DuckDBTimestampValue, listValue } from '@duckdb/node-api';
import type { Database, Executor, SqlParam } from '../db/database';
import { IMPORT_FORMATS, type ImportKind } from './formats';
import type { ImportRow } from './types';

/** Table recording every import (application state: it survives a re-seed, the imported rows do not). */
export const IMPORTS_TABLE = 'loadline_imports';

/** Options of {@link writeImport}. */
export interface WriteOptions {
  kind: ImportKind;
  /** Stored in the `source` column (load, weather) and in {@link IMPORTS_TABLE}. */
  source: string;
  /** Rows per INSERT statement. @default 1000 */
  chunkSize?: number;
  /** Called after each chunk is written inside the transaction, with the rows written so far; a throw rolls everything back. */
  onChunk?: (written: number) => void | Promise<void>;
}

/** Thrown when the target table is missing (the database was never seeded). */
export class ImportTargetMissingError extends Error {}

const ts = (ms: number) => new DuckDBTimestampValue(BigInt(ms) * 1000n);

/** Numbered placeholders (`$1`, `$2`, ...): DuckDB does not number `?` in text order inside DELETE ... USING. */
class Placeholders {
  private n = 0;
  /** `count` tuples of `tuple`, each `?` replaced by the next number. */
  tuples(count: number, tuple: string): string {
    return Array.from({ length: count }, () => tuple.replace(/\?/g, () => `$${++this.n}`)).join(', ');
  }
  /** The next single placeholder. */
  next(): string {
    return `$${++this.n}`;
  }
}

function chunkStatements(kind: ImportKind, rows: readonly ImportRow[], source: string): { sql: string; params: SqlParam[] }[] {
  const keys = (r: ImportRow): SqlParam[] => [ts(r.startMs), r.id];
  const keyValues = (p: Placeholders) => `(VALUES ${p.tuples(rows.length, '(?::TIMESTAMP, ?::VARCHAR)')}) AS k(t, id)`;
  const [del, ins] = [new Placeholders(), new Placeholders()];
  if (kind === 'load') {
    return [
      {
        sql: `DELETE FROM ercot_load USING ${keyValues(del)}
          WHERE ercot_load.__time = k.t AND ercot_load.market = k.id AND ercot_load.series = 'actual' AND ercot_load.source = ${del.next()}`,
        params: [...rows.flatMap(keys), source],
      },
      {
        sql: `INSERT INTO ercot_load (__time, market, series, source, processTime, horizon, load)
          VALUES ${ins.tuples(rows.length, "(?::TIMESTAMP, ?::VARCHAR, 'actual', ?::VARCHAR, NULL, NULL, ?::DOUBLE)")}`,
        params: rows.flatMap((r) => [...keys(r), source, r.values[0] ?? null]),
      },
    ];
  }
  if (kind === 'weather') {
    return [
      {
        sql: `DELETE FROM weather_hourly USING ${keyValues(del)}
          WHERE weather_hourly.__time = k.t AND weather_hourly.station = k.id AND weather_hourly.series = 'actual' AND weather_hourly.source = ${del.next()}`,
        params: [...rows.flatMap(keys), source],
      },
      {
        sql: `INSERT INTO weather_hourly (__time, station, series, processTime, source, temperature, dewPoint, relativeHumidity, ghi, windSpeed)
          VALUES ${ins.tuples(rows.length, "(?::TIMESTAMP, ?::VARCHAR, 'actual', NULL, ?::VARCHAR, ?::DOUBLE, ?::DOUBLE, ?::DOUBLE, ?::DOUBLE, ?::DOUBLE)")}`,
        params: rows.flatMap((r) => [...keys(r), source, ...r.values.map((v) => v ?? null)]),
      },
    ];
  }
  return [
    {
      sql: `DELETE FROM meters USING ${keyValues(del)} WHERE meters.__time = k.t AND meters.meterId = k.id`,
      params: rows.flatMap(keys),
    },
    {
      // A known meter keeps its market, profile, represented count and place unless the file gives them.
      sql: `INSERT INTO meters (__time, meterId, market, profile, load, meterCount, representedMeters, latitude, longitude)
        SELECT v.t, v.id, coalesce(v.market, i.market), coalesce(v.profile, i.profile), v.kwh, 1.0, i.representedMeters, i.latitude, i.longitude
        FROM (VALUES ${ins.tuples(rows.length, '(?::TIMESTAMP, ?::VARCHAR, ?::VARCHAR, ?::VARCHAR, ?::DOUBLE)')}) AS v(t, id, market, profile, kwh)
        LEFT JOIN loadline_import_meter_info i ON i.meterId = v.id`,
      params: rows.flatMap((r) => [...keys(r), r.texts[0] ?? null, r.texts[1] ?? null, r.values[0] ?? null]),
    },
  ];
}

async function tableExists(tx: Executor, table: string): Promise<boolean> {
  const found = await tx.all(`SELECT 1 FROM duckdb_tables() WHERE schema_name = 'main' AND table_name = ?`, [table]);
  return found.length > 0;
}

/**
 * Writes validated rows in ONE transaction: per chunk, deletes the rows with the same key (load:
 * market, hour, series `actual` and this source; weather: station, hour, `actual`, this source;
 * meters: meter id and hour), then inserts the chunk; finally records the import in
 * {@link IMPORTS_TABLE}. Every value is a bound parameter. Any failure (including a throw from
 * `onChunk`) rolls back, leaving the stored data unchanged.
 * @returns rows written
 * @throws ImportTargetMissingError when the target table does not exist
 */
export async function writeImport(db: Database, rows: readonly ImportRow[], options: WriteOptions): Promise<number> {
  const format = IMPORT_FORMATS[options.kind];
  const size = Math.max(1, options.chunkSize ?? 1000);
  return db.transaction(async (tx) => {
    if (!(await tableExists(tx, format.table))) {
      throw new ImportTargetMissingError(`Table ${format.table} does not exist: start the server once so it seeds the database, then import.`);
    }
    if (options.kind === 'meter') {
      const ids = [...new Set(rows.map((r) => r.id))];
      await tx.run(`CREATE OR REPLACE TEMP TABLE loadline_import_meter_info AS
        SELECT meterId, arg_max(market, __time) AS market, arg_max(profile, __time) AS profile,
          arg_max(representedMeters, __time) AS representedMeters, arg_max(latitude, __time) AS latitude, arg_max(longitude, __time) AS longitude
        FROM meters WHERE list_contains(?::VARCHAR[], meterId) GROUP BY meterId`, [listValue(ids)]);
    }
    let written = 0;
    for (let i = 0; i < rows.length; i += size) {
      const chunk = rows.slice(i, i + size);
      for (const { sql, params } of chunkStatements(options.kind, chunk, options.source)) await tx.run(sql, params);
      written += chunk.length;
      await options.onChunk?.(written);
    }
    if (options.kind === 'meter') await tx.run('DROP TABLE IF EXISTS loadline_import_meter_info');
    await tx.run(`CREATE TABLE IF NOT EXISTS ${IMPORTS_TABLE} (imported_at TIMESTAMP, kind VARCHAR, source VARCHAR, rows INTEGER, first_hour TIMESTAMP, last_hour TIMESTAMP)`);
    const first = rows.reduce((m, r) => Math.min(m, r.startMs), Infinity);
    const last = rows.reduce((m, r) => Math.max(m, r.startMs), -Infinity);
    await tx.run(`INSERT INTO ${IMPORTS_TABLE} VALUES (now()::TIMESTAMP, ?, ?, ?, ?::TIMESTAMP, ?::TIMESTAMP)`, [
      options.kind, options.source, written,
      rows.length ? ts(first) : null, rows.length ? ts(last) : null,
    ]);
    return written;
  });
}
