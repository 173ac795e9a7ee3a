import { DuckDBTimestampValue, listValue } from '@duckdb/node-api';
import type { Database, Executor, SqlParam } from '../db/database';
import { IMPORT_FORMATS, type ImportKind } from './formats';
import { scoreImportedRuns } from './scoreRuns';
import type { ImportRow, RejectedRow } from './types';

/** Table recording every import (application state: it survives a re-seed, the imported rows do not). */
export const IMPORTS_TABLE = 'loadline_imports';

/** Options of {@link writeImport}. */
export interface WriteOptions {
  kind: ImportKind;
  /** Stored in the `source` column (load, weather) and in {@link IMPORTS_TABLE}. */
  source: string;
  /**
   * The importing organisation (an `app_orgs` id): stored on every row (`orgId`) and in
   * {@link IMPORTS_TABLE}; only that organisation's users read the rows.
   */
  orgId: string;
  /** Rows per INSERT into the target table. @default 10000 */
  chunkSize?: number;
  /** Called after each chunk is written inside the transaction, with the rows written so far; a throw rolls everything back. */
  onChunk?: (written: number) => void | Promise<void>;
  /** Runs last inside the write's transaction (e.g. recording which import event the file has applied); a throw rolls everything back. */
  inTransaction?: (tx: Executor) => Promise<void>;
}

/** Thrown when the target table is missing (the database was never seeded). */
export class ImportTargetMissingError extends Error {}

/**
 * Thrown (after rolling back) when rows of the file hold hours another source already holds for
 * the same market, station or meter as the importing organisation sees the table: the seed's rows,
 * or its own rows under another source label. One series never sums across sources, so the import
 * is refused (see {@link writeImport}); `rejected` names each line and the way out.
 */
export class ImportOverlapError extends Error {
  constructor(readonly rejected: RejectedRow[]) {
    super(`${rejected.length} rows hold hours another source already holds`);
  }
}

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

/**
 * Staged rows whose key another source holds, as the importing organisation `$1` sees the table
 * (the public seed rows and its own): load and weather, the same market or station, hour and
 * series `actual` in a seed row or in the organisation's rows of another source label (`$2`);
 * meters, the same meter and hour in a seed row. Another organisation's rows never conflict: it
 * never reads them. Outputs the staged ordinal `n`, the key, the holding source and whether it
 * is the seed's.
 */
const OVERLAP_SQL: Record<ImportKind, string> = {
  load: `SELECT s.n, s.id, epoch_ms(s.t)::DOUBLE AS t, any_value(x.source) AS held, bool_or(x.orgId IS NULL) AS seed FROM ${STAGE} s
    JOIN ercot_load x ON x.__time = s.t AND x.market = s.id AND x.series = 'actual'
    WHERE x.orgId IS NULL OR (x.orgId = $1 AND x.source <> $2) GROUP BY ALL ORDER BY s.n`,
  weather: `SELECT s.n, s.id, epoch_ms(s.t)::DOUBLE AS t, any_value(x.source) AS held, bool_or(x.orgId IS NULL) AS seed FROM ${STAGE} s
    JOIN weather_hourly x ON x.__time = s.t AND x.station = s.id AND x.series = 'actual'
    WHERE x.orgId IS NULL OR (x.orgId = $1 AND x.source <> $2) GROUP BY ALL ORDER BY s.n`,
  meter: `SELECT s.n, s.id, epoch_ms(s.t)::DOUBLE AS t, 'meter readings' AS held, true AS seed FROM ${STAGE} s
    JOIN meters x ON x.__time = s.t AND x.meterId = s.id
    WHERE x.orgId IS NULL GROUP BY ALL ORDER BY s.n`,
  // A run is a market and process time (x0): the same vintage from the seed or another source.
  forecast: `SELECT s.n, s.id, epoch_ms(s.t)::DOUBLE AS t, any_value(x.source) AS held, bool_or(x.orgId IS NULL) AS seed FROM ${STAGE} s
    JOIN ercot_load x ON x.__time = s.t AND x.market = s.id AND x.series = 'forecast' AND x.processTime = s.x0
    WHERE x.orgId IS NULL OR (x.orgId = $1 AND x.source <> $2) GROUP BY ALL ORDER BY s.n`,
};

/** Deletes the rows the import replaces: the same key, of this organisation (`$1`) and, where the table has one, this source label (`$2`). */
const DELETE_SQL: Record<ImportKind, string> = {
  load: `DELETE FROM ercot_load USING ${STAGE} s
    WHERE ercot_load.__time = s.t AND ercot_load.market = s.id AND ercot_load.series = 'actual' AND ercot_load.orgId = $1 AND ercot_load.source = $2`,
  weather: `DELETE FROM weather_hourly USING ${STAGE} s
    WHERE weather_hourly.__time = s.t AND weather_hourly.station = s.id AND weather_hourly.series = 'actual' AND weather_hourly.orgId = $1 AND weather_hourly.source = $2`,
  meter: `DELETE FROM meters USING ${STAGE} s WHERE meters.__time = s.t AND meters.meterId = s.id AND meters.orgId = $1`,
  // A run is replaced whole: every hour of the organisation's run of that market, process time and source.
  forecast: `DELETE FROM ercot_load WHERE series = 'forecast' AND orgId = $1 AND source = $2
    AND (market, processTime) IN (SELECT DISTINCT id, x0 FROM ${STAGE})`,
};

/** Inserts the staged rows with ordinal in [$2, $3), `$1` the organisation, `$4` the source label (meters: no source column). */
const INSERT_SQL: Record<ImportKind, string> = {
  load: `INSERT INTO ercot_load (__time, market, series, source, processTime, horizon, load, orgId)
    SELECT t, id, 'actual', $4, NULL, NULL, v0, $1 FROM ${STAGE} WHERE n >= $2 AND n < $3 ORDER BY n`,
  weather: `INSERT INTO weather_hourly (__time, station, series, processTime, source, temperature, dewPoint, relativeHumidity, ghi, windSpeed, orgId)
    SELECT t, id, 'actual', NULL, $4, v0, v1, v2, v3, v4, $1 FROM ${STAGE} WHERE n >= $2 AND n < $3 ORDER BY n`,
  // A known meter keeps its market, profile, represented count and place unless the file gives them.
  meter: `INSERT INTO meters (__time, meterId, market, profile, load, meterCount, representedMeters, latitude, longitude, orgId)
    SELECT s.t, s.id, coalesce(s.x0, i.market), coalesce(s.x1, i.profile), s.v0, 1.0, i.representedMeters, i.latitude, i.longitude, $1
    FROM ${STAGE} s LEFT JOIN loadline_import_meter_info i ON i.meterId = s.id
    WHERE s.n >= $2 AND s.n < $3 ORDER BY s.n`,
  forecast: `INSERT INTO ercot_load (__time, market, series, source, processTime, horizon, load, orgId)
    SELECT t, id, 'forecast', $4, x0, x1, v0, $1 FROM ${STAGE} WHERE n >= $2 AND n < $3 ORDER BY n`,
};

/** `2019-08-12T05:00Z` of a UTC hour start (epoch ms). */
const hourText = (ms: number) => `${new Date(ms).toISOString().slice(0, 16)}Z`;

/** Why an overlapping row is refused, with the ways out. */
function overlapReason(kind: ImportKind, o: { id: string; t: number; held: string; seed: boolean; pt?: string | null | undefined }): string {
  const what = kind === 'weather' ? 'station' : kind === 'meter' ? 'meter_id' : 'market';
  const key = `${what} ${o.id}, ${o.pt ? `run ${o.pt}, ` : ''}hour starting ${hourText(o.t)}`;
  if (o.seed) {
    return `${key} is already in the seed (${o.held}); one series never sums two sources: import yours under another ${what} (e.g. ${o.id}_OWN) or leave these hours out`;
  }
  return `${key} is already imported under source "${o.held}"; one series never sums two sources: re-import with --source "${o.held}" to replace it, or leave these hours out`;
}

async function tableExists(tx: Executor, table: string): Promise<boolean> {
  const found = await tx.all(`SELECT 1 FROM duckdb_tables() WHERE schema_name = 'main' AND table_name = ?`, [table]);
  return found.length > 0;
}

/**
 * Writes validated rows in ONE transaction: stages them in a temporary table (bound parameters
 * only), refuses rows whose hour another source holds ({@link ImportOverlapError}: the seed's
 * rows, or the organisation's own under another source label; another organisation's rows are
 * invisible to it and never conflict), deletes this organisation's rows with the same key (load:
 * market, hour, series `actual` and this source; weather: station, hour, `actual`, this source;
 * meters: meter id and hour), inserts the staged
 * rows into the target table in chunks of `chunkSize`, and records the import in
 * {@link IMPORTS_TABLE}. Any failure (including a throw from `onChunk`) rolls back, leaving the
 * stored data unchanged.
 * @returns rows written
 * @throws ImportTargetMissingError when the target table does not exist
 * @throws ImportOverlapError when a row's hour is held by another source (nothing written)
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
        FROM meters WHERE list_contains(?::VARCHAR[], meterId) AND (orgId IS NULL OR orgId = ?) GROUP BY meterId`, [listValue(ids), options.orgId]);
    }
    await tx.run(`CREATE OR REPLACE TEMP TABLE ${STAGE} (n INTEGER, t TIMESTAMP, id VARCHAR,
      v0 DOUBLE, v1 DOUBLE, v2 DOUBLE, v3 DOUBLE, v4 DOUBLE, x0 VARCHAR, x1 VARCHAR)`);
    for (let i = 0; i < rows.length; i += STAGE_CHUNK) {
      const chunk = rows.slice(i, i + STAGE_CHUNK);
      await tx.run(STAGE_INSERT, stageColumns(chunk, i));
    }
    const bySource = options.kind !== 'meter';
    const overlaps = await tx.all<{ n: number; id: string; t: number; held: string; seed: boolean }>(
      OVERLAP_SQL[options.kind], bySource ? [options.orgId, options.source] : [],
    );
    if (overlaps.length) {
      throw new ImportOverlapError(overlaps.map((o) => ({ line: rows[o.n]!.line, reason: overlapReason(options.kind, { ...o, pt: options.kind === 'forecast' ? rows[o.n]!.texts[0] : null }) })));
    }
    await tx.run(DELETE_SQL[options.kind], bySource ? [options.orgId, options.source] : [options.orgId]);
    let written = 0;
    for (let i = 0; i < rows.length; i += size) {
      const end = Math.min(rows.length, i + size);
      await tx.run(INSERT_SQL[options.kind], bySource ? [options.orgId, i, end, options.source] : [options.orgId, i, end]);
      written = end;
      await options.onChunk?.(written);
    }
    if (options.kind === 'forecast') await scoreImportedRuns(tx, STAGE, rows, options.orgId);
    await tx.run(`DROP TABLE IF EXISTS ${STAGE}`);
    if (options.kind === 'meter') await tx.run('DROP TABLE IF EXISTS loadline_import_meter_info');
    await tx.run(`CREATE TABLE IF NOT EXISTS ${IMPORTS_TABLE} (imported_at TIMESTAMP, kind VARCHAR, source VARCHAR, rows INTEGER, first_hour TIMESTAMP, last_hour TIMESTAMP, org_id VARCHAR)`);
    await tx.run(`ALTER TABLE ${IMPORTS_TABLE} ADD COLUMN IF NOT EXISTS org_id VARCHAR`);
    const first = rows.reduce((m, r) => Math.min(m, r.startMs), Infinity);
    const last = rows.reduce((m, r) => Math.max(m, r.startMs), -Infinity);
    await tx.run(`INSERT INTO ${IMPORTS_TABLE} (imported_at, kind, source, rows, first_hour, last_hour, org_id) VALUES (now()::TIMESTAMP, ?, ?, ?, ?::TIMESTAMP, ?::TIMESTAMP, ?)`, [
      options.kind, options.source, written,
      rows.length ? ts(first) : null, rows.length ? ts(last) : null, options.orgId,
    ]);
    await options.inTransaction?.(tx);
    return written;
  });
}
