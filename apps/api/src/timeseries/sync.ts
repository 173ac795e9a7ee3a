import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Executor } from '../db/database';
import { CLICKHOUSE_TIME_TYPE, quoteClickhouse } from '../query/dialects/clickhouse';
import { quoteDouble } from '../query/dialects/renderSql';
import type { ClickhouseEngine } from './engine';

/**
 * The time series in ClickHouse: each DuckDB table with a `__time` column (the seed's series and
 * the rows imported into them) is copied into a MergeTree table of the same name, ordered by the
 * datasource's keys and `__time`, partitioned by month. The copy goes through a Parquet file
 * (DuckDB writes it, ClickHouse reads it), `__time` as epoch milliseconds: every value arrives
 * bit for bit, and the copy is checked (rows, sum of epoch ms). A table is copied again only when
 * its content changed (a fingerprint of its rows is kept in `loadline_timeseries_sync`), so a
 * re-seed or a restart is idempotent.
 *
 * @module
 */

/** A column of a DuckDB table. */
export interface SourceColumn {
  name: string;
  /** DuckDB type name, e.g. TIMESTAMP, VARCHAR, DOUBLE. */
  type: string;
}

/** A time-series table to copy. */
export interface SourceTable {
  table: string;
  columns: SourceColumn[];
}

/** Cluster DDL options: local ReplicatedMergeTree tables on every shard, a Distributed table over them. */
export interface ClusterOptions {
  /** The cluster's name in the servers' `remote_servers` (LOADLINE_CLICKHOUSE_CLUSTER). */
  cluster: string;
}

/** Key columns, in the order a sorting key takes them (few values first), when a table has them. */
const KEY_COLUMNS = ['series', 'market', 'priceMarket', 'settlementPoint', 'curve', 'profile', 'station', 'asOfDate', 'scenario', 'Item', 'clusterName', 'feeder', 'meterId', 'meter_id'];
/** Sharding keys of a cluster, first found wins: a meter's readings, else a market's, on one shard. */
const SHARD_COLUMNS = ['meterId', 'meter_id', 'market', 'priceMarket', 'station', 'curve', 'profile'];
/** At most this many key columns before `__time`. */
const MAX_KEYS = 3;

/** The ClickHouse type of a DuckDB column; `__time` is {@link CLICKHOUSE_TIME_TYPE}. @throws Error for a type with no exact ClickHouse twin here. */
export function clickhouseType(column: SourceColumn): string {
  if (column.name === '__time') return CLICKHOUSE_TIME_TYPE;
  switch (column.type.toUpperCase()) {
    case 'VARCHAR':
      return 'LowCardinality(Nullable(String))';
    case 'DOUBLE':
      return 'Nullable(Float64)';
    case 'FLOAT':
      return 'Nullable(Float32)';
    case 'BIGINT':
      return 'Nullable(Int64)';
    case 'INTEGER':
      return 'Nullable(Int32)';
    case 'BOOLEAN':
      return 'Nullable(Bool)';
    case 'TIMESTAMP':
      return `Nullable(${CLICKHOUSE_TIME_TYPE})`;
    default:
      throw new Error(`Column ${column.name} of type ${column.type} has no ClickHouse type here`);
  }
}

/** The sorting key of a table: its key columns ({@link KEY_COLUMNS}, at most three) and `__time`. */
export function sortingKey(source: SourceTable): string[] {
  const names = new Set(source.columns.map((c) => c.name));
  return [...KEY_COLUMNS.filter((k) => names.has(k)).slice(0, MAX_KEYS), '__time'];
}

/** The sharding key column of a table on a cluster, or null (rows spread at random). */
export function shardingColumn(source: SourceTable): string | null {
  const names = new Set(source.columns.map((c) => c.name));
  return SHARD_COLUMNS.find((k) => names.has(k)) ?? null;
}

/**
 * The DDL of a table: one MergeTree table, or on a cluster a ReplicatedMergeTree `<table>_local`
 * on every node plus the Distributed `<table>` the queries read (sharding key: meter id, else
 * market, else random). Nullable key columns are allowed (`allow_nullable_key`): seed rows have
 * no organisation, some meters no feeder.
 */
export function tableDdl(source: SourceTable, cluster?: ClusterOptions): string[] {
  const q = quoteClickhouse;
  const columns = source.columns.map((c) => `${q(c.name)} ${clickhouseType(c)}`).join(', ');
  const key = sortingKey(source).map(q).join(', ');
  const tail = `PARTITION BY toYYYYMM(${q('__time')}) ORDER BY (${key}) SETTINGS allow_nullable_key = 1`;
  if (!cluster) return [`CREATE TABLE ${q(source.table)} (${columns}) ENGINE = MergeTree ${tail}`];
  const local = q(`${source.table}_local`);
  const on = `ON CLUSTER ${q(cluster.cluster)}`;
  const shard = shardingColumn(source);
  const shardKey = shard ? `cityHash64(${q(shard)})` : 'rand()';
  return [
    `CREATE TABLE ${local} ${on} (${columns}) ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/{database}/${source.table}_local', '{replica}') ${tail}`,
    `CREATE TABLE ${q(source.table)} ${on} AS ${local} ENGINE = Distributed(${q(cluster.cluster)}, currentDatabase(), ${local}, ${shardKey})`,
  ];
}

/** The statements dropping a table (and its local tables on a cluster). */
export function dropDdl(table: string, cluster?: ClusterOptions): string[] {
  const q = quoteClickhouse;
  if (!cluster) return [`DROP TABLE IF EXISTS ${q(table)} SYNC`];
  const on = `ON CLUSTER ${q(cluster.cluster)}`;
  return [`DROP TABLE IF EXISTS ${q(table)} ${on} SYNC`, `DROP TABLE IF EXISTS ${q(`${table}_local`)} ${on} SYNC`];
}

/** The DuckDB tables holding time series: every base table with a `__time` column. */
export async function timeSeriesTables(db: Pick<Executor, 'all'>): Promise<SourceTable[]> {
  const rows = await db.all<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
     WHERE c.table_schema = 'main' AND t.table_type = 'BASE TABLE'
       AND c.table_name IN (SELECT table_name FROM information_schema.columns WHERE table_schema = 'main' AND column_name = '__time')
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, SourceColumn[]>();
  for (const r of rows) {
    let cols = tables.get(r.table_name);
    if (!cols) tables.set(r.table_name, (cols = []));
    cols.push({ name: r.column_name, type: r.data_type });
  }
  return [...tables].map(([table, columns]) => ({ table, columns }));
}

/** A fingerprint of a DuckDB table's rows: their count and the XOR of their hashes. */
async function fingerprint(db: Pick<Executor, 'all'>, table: string): Promise<string> {
  const [row] = await db.all<{ n: bigint; h: bigint | null }>(`SELECT count(*) AS n, bit_xor(hash(t)) AS h FROM ${quoteDouble(table)} AS t`);
  return `${String(row?.n ?? 0)}:${String(row?.h ?? '')}`;
}

const SYNC_TABLE = 'loadline_timeseries_sync';

/** What {@link syncTimeseries} did with each table. */
export interface SyncReport {
  /** Tables copied, with their rows and the time the copy took, ms. */
  copied: { table: string; rows: number; ms: number }[];
  unchanged: string[];
}

/** Options of {@link syncTimeseries}. */
export interface SyncOptions {
  cluster?: ClusterOptions | undefined;
  /** Only these tables (default: every time-series table). */
  tables?: readonly string[];
  /** Copy even when the fingerprint is unchanged. */
  force?: boolean;
}

/**
 * Copies the time-series tables of a DuckDB database into ClickHouse, each only when its rows
 * changed since the last copy (idempotent). `db` must allow writing files (the seeder's instance,
 * `allowExternalAccess`). Each copied table is dropped and created again, filled from a Parquet
 * file, and checked.
 * @throws Error when a copy does not hold the same rows (count or sum of instants differ).
 */
export async function syncTimeseries(db: Pick<Executor, 'all' | 'run'>, engine: ClickhouseEngine, options: SyncOptions = {}): Promise<SyncReport> {
  const q = quoteClickhouse;
  const stateDdl = `CREATE TABLE IF NOT EXISTS ${SYNC_TABLE} ${options.cluster ? `ON CLUSTER ${q(options.cluster.cluster)} ` : ''}(tbl String, fingerprint String, copied_at DateTime64(3, 'UTC')) ENGINE = ${options.cluster ? `ReplicatedReplacingMergeTree('/clickhouse/tables/all/{database}/${SYNC_TABLE}', '{replica}', copied_at)` : 'ReplacingMergeTree(copied_at)'} ORDER BY tbl`;
  await engine.command(stateDdl);
  const state = await engine.query(`SELECT tbl, argMax(fingerprint, copied_at) AS f FROM ${SYNC_TABLE} GROUP BY tbl`, {}, { settings: {} });
  const known = new Map<string, string>();
  for (let r = 0; r < state.rowCount; r++) known.set(String(state.columns[0]?.[r]), String(state.columns[1]?.[r]));

  const report: SyncReport = { copied: [], unchanged: [] };
  const dir = mkdtempSync(join(tmpdir(), 'loadline-ts-'));
  try {
    for (const source of await timeSeriesTables(db)) {
      if (options.tables && !options.tables.includes(source.table)) continue;
      const print = await fingerprint(db, source.table);
      if (!options.force && known.get(source.table) === print) {
        report.unchanged.push(source.table);
        continue;
      }
      const start = performance.now();
      const rows = await copyTable(db, engine, source, dir, options.cluster);
      await engine.query(`INSERT INTO ${SYNC_TABLE} SELECT {t:String}, {f:String}, now64(3)`, { t: source.table, f: print }, { settings: {} });
      report.copied.push({ table: source.table, rows, ms: Math.round(performance.now() - start) });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

/** Copies one table (drop, create, fill from Parquet, check); returns its rows. */
async function copyTable(db: Pick<Executor, 'all' | 'run'>, engine: ClickhouseEngine, source: SourceTable, dir: string, cluster?: ClusterOptions): Promise<number> {
  const d = quoteDouble;
  const file = join(dir, `${source.table.replace(/[^A-Za-z0-9_]/g, '_')}.parquet`);
  // Instants as epoch ms (BIGINT): no time-zone reading on either side.
  const select = source.columns.map((c) => (c.type.toUpperCase() === 'TIMESTAMP' ? `epoch_ms(${d(c.name)}) AS ${d(c.name)}` : d(c.name))).join(', ');
  await db.run(`COPY (SELECT ${select} FROM ${d(source.table)}) TO '${file.replaceAll("'", "''")}' (FORMAT parquet)`);
  for (const sql of dropDdl(source.table, cluster)) await engine.command(sql);
  for (const sql of tableDdl(source, cluster)) await engine.command(sql);
  const q = quoteClickhouse;
  const structure = source.columns.map((c) => `${q(c.name)} ${c.type.toUpperCase() === 'TIMESTAMP' ? 'Nullable(Int64)' : clickhouseType(c)}`).join(', ');
  const chSelect = source.columns.map((c) => (c.type.toUpperCase() === 'TIMESTAMP' ? `fromUnixTimestamp64Milli(${q(c.name)}, 'UTC')` : q(c.name))).join(', ');
  await engine.insertParquet(q(source.table), file, structure, chSelect);
  rmSync(file, { force: true });

  const [want] = await db.all<{ n: bigint; s: bigint | null }>(`SELECT count(*) AS n, sum(epoch_ms("__time"))::HUGEINT AS s FROM ${d(source.table)}`);
  const got = await engine.query(`SELECT count() AS n, toString(sum(toInt128(toUnixTimestamp64Milli(${q('__time')})))) AS s FROM ${q(source.table)}`, {}, { settings: {} });
  const n = Number(got.columns[0]?.[0] ?? 0);
  const s = String(got.columns[1]?.[0] ?? '0');
  if (BigInt(n) !== (want?.n ?? 0n) || s !== String(want?.s ?? 0n)) {
    throw new Error(`The copy of ${source.table} into ClickHouse differs: ${n} rows against ${String(want?.n)} in DuckDB`);
  }
  return n;
}
