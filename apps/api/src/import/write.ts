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
  /** Rows per INSERT into the target table. @default 10000 */
  chunkSize?: number;
  /** Called after each chunk is written inside the transaction, with the rows written so far; a throw rolls everything back. */
  onChunk?: (written: number) => void | Promise<void>;
}

/** Thrown when the target table is missing (the database was never seeded). */
export class ImportTargetMissingError extends Error {}

const ts = (ms: number) => new DuckDBTimestampValue(BigInt(ms) * 1000n);
const STAGE = 'loadline_import_stage';
/** Rows per staging INSERT (10 bound lists). */
const STAGE_CHUNK = 10_000;

const STAGE_TYPES = ['INTEGER', 'TIMESTAMP', 'VARCHAR', 'DOUBLE', 'DOUBLE', 'DOUBLE', 'DOUBLE', 'DOUBLE', 'VARCHAR', 'VARCHAR'] as const;
/** Stages a chunk as one bound list per column, zipped by unnest. */
const STAGE_INSERT = `INSERT INTO ${STAGE} SELECT ${STAGE_TYPES.map((t, i) => `unnest($${i + 1}::${t}[])`).join(', ')}`;

/** Columns (ordinal, hour start, identifier, 5 values, 2 texts) of staged rows as bound lists. */
function stageColumns(rows: readonly ImportRow[], offset: number): SqlParam[] {
  const column = (pick: (r: ImportRow, i: number) => SqlParam) => listValue(rows.map(pick));
  return [
    column((_, i) => offset + i),
    column((r) => ts(r.startMs)),
    column((r) => r.id),
    ...Array.from({ length: 5 }, (_, k) => column((r) => r.values[k] ?? null)),
    column((r) => r.texts[0] ?? null),
    column((r) => r.texts[1] ?? null),
  ];
}

/** Deletes the rows the import replaces; `$1` is the source label where the table has one. */
const DELETE_SQL: Record<ImportKind, string> = {
  load: `DELETE FROM ercot_load USING ${STAGE} s
    WHERE ercot_load.__time = s.t AND ercot_load.market = s.id AND ercot_load.series = 'actual' AND ercot_load.source = $1`,
  weather: `DELETE FROM weather_hourly USING ${STAGE} s
    WHERE weather_hourly.__time = s.t AND weather_hourly.station = s.id AND weather_hourly.series = 'actual' AND weather_hourly.source = $1`,
  meter: `DELETE FROM meters USING ${STAGE} s WHERE meters.__time = s.t AND meters.meterId = s.id`,
};

/** Inserts the staged rows with ordinal in [$2, $3), `$1` the source label (meters: [$1, $2), no source column). */
const INSERT_SQL: Record<ImportKind, string> = {
  load: `INSERT INTO ercot_load (__time, market, series, source, processTime, horizon, load)
    SELECT t, id, 'actual', $1, NULL, NULL, v0 FROM ${STAGE} WHERE n >= $2 AND n < $3 ORDER BY n`,
  weather: `INSERT INTO weather_hourly (__time, station, series, processTime, source, temperature, dewPoint, relativeHumidity, ghi, windSpeed)
    SELECT t, id, 'actual', NULL, $1, v0, v1, v2, v3, v4 FROM ${STAGE} WHERE n >= $2 AND n < $3 ORDER BY n`,
  // A known meter keeps its market, profile, represented count and place unless the file gives them.
  meter: `INSERT INTO meters (__time, meterId, market, profile, load, meterCount, representedMeters, latitude, longitude)
    SELECT s.t, s.id, coalesce(s.x0, i.market), coalesce(s.x1, i.profile), s.v0, 1.0, i.representedMeters, i.latitude, i.longitude
    FROM ${STAGE} s LEFT JOIN loadline_import_meter_info i ON i.meterId = s.id
    WHERE s.n >= $1 AND s.n < $2 ORDER BY s.n`,
};

async function tableExists(tx: Executor, table: string): Promise<boolean> {
  const found = await tx.all(`SELECT 1 FROM duckdb_tables() WHERE schema_name = 'main' AND table_name = ?`, [table]);
  return found.length > 0;
}

/**
 * Writes validated rows in ONE transaction: stages them in a temporary table (bound parameters
 * only), deletes the rows with the same key (load: market, hour, series `actual` and this source;
 * weather: station, hour, `actual`, this source; meters: meter id and hour), inserts the staged
 * rows into the target table in chunks of `chunkSize`, and records the import in
 * {@link IMPORTS_TABLE}. Any failure (including a throw from `onChunk`) rolls back, leaving the
 * stored data unchanged.
 * @returns rows written
 * @throws ImportTargetMissingError when the target table does not exist
 */
export async function writeImport(db: Database, rows: readonly ImportRow[], options: WriteOptions): Promise<number> {
  const format = IMPORT_FORMATS[options.kind];
  const size = Math.max(1, options.chunkSize ?? 10_000);
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
    await tx.run(`CREATE OR REPLACE TEMP TABLE ${STAGE} (n INTEGER, t TIMESTAMP, id VARCHAR,
      v0 DOUBLE, v1 DOUBLE, v2 DOUBLE, v3 DOUBLE, v4 DOUBLE, x0 VARCHAR, x1 VARCHAR)`);
    for (let i = 0; i < rows.length; i += STAGE_CHUNK) {
      const chunk = rows.slice(i, i + STAGE_CHUNK);
      await tx.run(STAGE_INSERT, stageColumns(chunk, i));
    }
    await tx.run(DELETE_SQL[options.kind], options.kind === 'meter' ? [] : [options.source]);
    let written = 0;
    for (let i = 0; i < rows.length; i += size) {
      const end = Math.min(rows.length, i + size);
      await tx.run(INSERT_SQL[options.kind], options.kind === 'meter' ? [i, end] : [options.source, i, end]);
      written = end;
      await options.onChunk?.(written);
    }
    await tx.run(`DROP TABLE IF EXISTS ${STAGE}`);
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
