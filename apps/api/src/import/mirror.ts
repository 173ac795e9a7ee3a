import { DuckDBTimestampValue, listValue } from '@duckdb/node-api';
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Executor, type SqlParam } from '../db/database';
import { quoteClickhouse } from '../query/dialects/clickhouse';
import { quoteDouble } from '../query/dialects/renderSql';
import type { Scalar } from '../query/ir';
import { ADJUSTED_SERIES } from '../stores/adjustments';
import type { ClickhouseEngine } from '../timeseries/engine';
import { clickhouseType, timeSeriesTables, type ClusterOptions, type SourceTable } from '../timeseries/sync';
import { IMPORT_FORMATS, type ImportKind } from './formats';
import type { ImportRow } from './types';

/**
 * An import written into the DuckDB file of a running server, copied into ClickHouse when the
 * server's time series run there (LOADLINE_TIMESERIES=chdb:<folder> or LOADLINE_CLICKHOUSE_URL).
 *
 * The import changed rows of one slice of its table only: the organisation's rows of the file's
 * identifiers (market, station or meter), source label and hours. The slice is deleted in
 * ClickHouse and copied again from DuckDB (through a Parquet file written by an in-memory DuckDB
 * instance, `__time` as epoch milliseconds, as the start-up copy does), so both hold the same rows
 * without copying the whole table. Every value reaches either engine as a bound parameter.
 *
 * @module
 */

/** The import to copy: its kind, organisation, source label and the rows it wrote. */
export interface MirroredImport {
  kind: ImportKind;
  orgId: string;
  source: string;
  rows: readonly ImportRow[];
}

/** Rows of one table, named for both engines. */
export interface Slice {
  table: string;
  /** DuckDB predicate with `?` parameters. */
  duck: string;
  duckParams: SqlParam[];
  /** ClickHouse predicate with `{pN:Type}` parameters. */
  click: string;
  clickParams: Record<string, Scalar>;
}

const ts = (ms: number) => new DuckDBTimestampValue(BigInt(ms) * 1000n);

/** The slices of the tables an import changed (forecasts: their runs' rows and scores). */
function slicesOf(imp: MirroredImport): Slice[] {
  const format = IMPORT_FORMATS[imp.kind];
  const ids = [...new Set(imp.rows.map((r) => r.id))];
  const first = imp.rows.reduce((m, r) => Math.min(m, r.startMs), Infinity);
  const last = imp.rows.reduce((m, r) => Math.max(m, r.startMs), -Infinity);
  const id = format.idColumn;
  // Identifiers hold letters, digits, _ - . only (formats.ts), so a comma-joined list is exact.
  const clickIds = `has(splitByChar(',', {ids:String}), ${quoteClickhouse(id)})`;
  const clickTime = (column: string) => `${quoteClickhouse(column)} BETWEEN fromUnixTimestamp64Milli({from:Int64}, 'UTC') AND fromUnixTimestamp64Milli({to:Int64}, 'UTC')`;
  if (imp.kind === 'forecast') {
    const pts = imp.rows.map((r) => Date.parse(r.texts[0] ?? ''));
    const from = Math.min(...pts);
    const to = Math.max(...pts);
    const params = { org: imp.orgId, source: imp.source, ids: ids.join(','), from, to };
    return [
      {
        table: format.table,
        duck: `orgId = ? AND source = ? AND series = 'forecast' AND list_contains(?::VARCHAR[], ${quoteDouble(id)}) AND processTime BETWEEN ? AND ?`,
        duckParams: [imp.orgId, imp.source, listValue(ids), ts(from), ts(to)],
        click: `orgId = {org:String} AND source = {source:String} AND series = 'forecast' AND ${clickIds} AND ${clickTime('processTime')}`,
        clickParams: params,
      },
      {
        table: 'ercot_forecast_mape',
        duck: `orgId = ? AND list_contains(?::VARCHAR[], market) AND processTime BETWEEN ? AND ?`,
        duckParams: [imp.orgId, listValue(ids), ts(from), ts(to)],
        click: `orgId = {org:String} AND has(splitByChar(',', {ids:String}), market) AND ${clickTime('processTime')}`,
        clickParams: { org: imp.orgId, ids: ids.join(','), from, to },
      },
    ];
  }
  const bySource = imp.kind !== 'meter';
  return [
    {
      table: format.table,
      duck: `orgId = ?${bySource ? ` AND source = ? AND series = 'actual'` : ''} AND list_contains(?::VARCHAR[], ${quoteDouble(id)}) AND __time BETWEEN ? AND ?`,
      duckParams: [imp.orgId, ...(bySource ? [imp.source] : []), listValue(ids), ts(first), ts(last)],
      click: `orgId = {org:String}${bySource ? ` AND source = {source:String} AND series = 'actual'` : ''} AND ${clickIds} AND ${clickTime('__time')}`,
      clickParams: { org: imp.orgId, ...(bySource ? { source: imp.source } : {}), ids: ids.join(','), from: first, to: last },
    },
  ];
}

const isTime = (type: string) => type.toUpperCase() === 'TIMESTAMP';

/** Copies the DuckDB rows of `slice` into a Parquet file (via an in-memory instance); returns the rows. */
async function sliceToParquet(db: Pick<Executor, 'all'>, source: SourceTable, slice: Slice, file: string): Promise<number> {
  const d = quoteDouble;
  const select = source.columns.map((c) => (isTime(c.type) ? `epoch_ms(${d(c.name)}) AS ${d(c.name)}` : d(c.name))).join(', ');
  const rows = await db.all<Record<string, unknown>>(`SELECT ${select} FROM ${d(source.table)} WHERE ${slice.duck}`, slice.duckParams);
  const scratch = await openDatabase({ path: ':memory:', allowExternalAccess: true, poolSize: 1, queryPoolSize: 1 });
  try {
    const types = source.columns.map((c) => (isTime(c.type) ? 'BIGINT' : c.type.toUpperCase()));
    await scratch.run(`CREATE TABLE s (${source.columns.map((c, i) => `${d(c.name)} ${types[i]}`).join(', ')})`);
    if (rows.length) {
      const lists = source.columns.map((c) => listValue(rows.map((r) => (r[c.name] ?? null) as SqlParam)));
      await scratch.run(`INSERT INTO s SELECT ${types.map((t, i) => `unnest($${i + 1}::${t}[])`).join(', ')}`, lists);
    }
    await scratch.run(`COPY s TO '${file.replaceAll("'", "''")}' (FORMAT parquet)`);
  } finally {
    await scratch.close();
  }
  return rows.length;
}

/**
 * Copies slices of time-series tables from DuckDB into ClickHouse: for each slice its rows are
 * deleted there and the DuckDB rows of the same slice inserted (a table ClickHouse does not hold
 * is skipped).
 * @returns rows copied per table
 * @throws EngineError when ClickHouse refuses a statement (the DuckDB rows stay written; the next
 *   start copies the whole table again, its fingerprint having changed)
 */
export async function copySlicesToClickhouse(db: Pick<Executor, 'all'>, engine: ClickhouseEngine, slices: readonly Slice[], cluster?: ClusterOptions): Promise<Record<string, number>> {
  const q = quoteClickhouse;
  const tables = new Map((await timeSeriesTables(db)).map((t) => [t.table, t]));
  const copied: Record<string, number> = {};
  const dir = mkdtempSync(join(tmpdir(), 'loadline-slice-'));
  try {
    for (const slice of slices) {
      const source = tables.get(slice.table);
      if (!source) continue;
      const file = join(dir, `${slice.table}.parquet`);
      const rows = await sliceToParquet(db, source, slice, file);
      const target = cluster ? `${q(`${slice.table}_local`)} ON CLUSTER ${q(cluster.cluster)}` : q(slice.table);
      await engine.query(`DELETE FROM ${target} WHERE ${slice.click}`, slice.clickParams, { settings: {} });
      if (rows > 0) {
        const structure = source.columns.map((c) => `${q(c.name)} ${isTime(c.type) ? 'Nullable(Int64)' : clickhouseType(c)}`).join(', ');
        const chSelect = source.columns.map((c) => (isTime(c.type) ? `fromUnixTimestamp64Milli(${q(c.name)}, 'UTC')` : q(c.name))).join(', ');
        await engine.insertParquet(q(slice.table), file, structure, chSelect);
      }
      copied[slice.table] = rows;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return copied;
}

/**
 * Copies an import into ClickHouse: the slices the import changed ({@link MirroredImport}).
 * @returns rows copied per table
 * @throws EngineError as {@link copySlicesToClickhouse}
 */
export async function mirrorImportToClickhouse(db: Pick<Executor, 'all'>, engine: ClickhouseEngine, imp: MirroredImport, cluster?: ClusterOptions): Promise<Record<string, number>> {
  if (imp.rows.length === 0) return {};
  return copySlicesToClickhouse(db, engine, slicesOf(imp), cluster);
}

/**
 * Copies the adjusted forecast of one adjustment (`ercot_load`, series 'adjusted', source: the
 * adjustment's id) into ClickHouse, as approving it just wrote it in DuckDB, so data calls on
 * ClickHouse answer it at once rather than after the next start's copy.
 * @returns rows copied
 */
export async function mirrorAdjustedForecastToClickhouse(db: Pick<Executor, 'all'>, engine: ClickhouseEngine, adjustmentId: string, cluster?: ClusterOptions): Promise<number> {
  const copied = await copySlicesToClickhouse(db, engine, [{
    table: 'ercot_load',
    duck: 'series = ? AND source = ?',
    duckParams: [ADJUSTED_SERIES, adjustmentId],
    click: 'series = {series:String} AND source = {source:String}',
    clickParams: { series: ADJUSTED_SERIES, source: adjustmentId },
  }], cluster);
  return copied.ercot_load ?? 0;
}
