import { DuckDBTimestampValue } from '@duckdb/node-api';
import { resolve } from 'node:path';
import type { Database } from '../db/database';

/** Options shared by the seed steps. */
export interface StepContext {
  db: Database;
  /** Folder holding the committed Parquet seed files. */
  seedDir: string;
  /** Optional UTC range [from, to) limiting every time series loaded from the seed files. */
  range?: { from: string; to: string };
}

/** A quoted single-quoted SQL string literal of a path (paths come from the server's own config, never a request). */
export function fileLiteral(ctx: StepContext, name: string): string {
  return `'${resolve(ctx.seedDir, name).replaceAll("'", "''")}'`;
}

/** `WHERE`-ready predicate on `__time` for the context's range (bound values are not allowed in CREATE TABLE AS). */
export function rangeSql(ctx: StepContext, column = '__time'): string {
  if (!ctx.range) return 'TRUE';
  const from = new Date(ctx.range.from).toISOString();
  const to = new Date(ctx.range.to).toISOString();
  return `${column} >= TIMESTAMP '${from.slice(0, 19).replace('T', ' ')}' AND ${column} < TIMESTAMP '${to.slice(0, 19).replace('T', ' ')}'`;
}

/** Column kinds the appender helper writes. */
export type ColumnType = 'timestamp' | 'varchar' | 'double';

/**
 * Appends rows to an existing table with DuckDB's appender (fast bulk insert).
 * @param columns one type per table column, in table order
 * @param rows values per row: timestamps as UTC epoch ms, null for SQL NULL, NaN doubles become NULL
 */
export async function appendRows(db: Database, table: string, columns: ColumnType[], rows: Iterable<(string | number | null)[]>): Promise<number> {
  return db.withConnection(async (connection) => {
    const appender = await connection.createAppender(table);
    let n = 0;
    for (const row of rows) {
      for (let i = 0; i < columns.length; i++) {
        const v = row[i];
        if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) appender.appendNull();
        else if (columns[i] === 'timestamp') appender.appendTimestamp(new DuckDBTimestampValue(BigInt(v as number) * 1000n));
        else if (columns[i] === 'double') appender.appendDouble(v as number);
        else appender.appendVarchar(String(v));
      }
      appender.endRow();
      n++;
    }
    appender.closeSync();
    return n;
  });
}

/** ISO 8601 UTC form of a process time, as stored in `processTime` columns, e.g. `2021-12-23T12:00:00Z`. */
export function processTimeIso(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/**
 * Column of the tables taking a utility's imports (`ercot_load`, `weather_hourly`, `meters`) that
 * holds the importing organisation's id; NULL on every seed row (public to every organisation).
 */
export const ORG_COLUMN = 'orgId';

/** Loads the measured load series (ERCOT native load, EIA-930 ERCOT day-ahead forecast). */
export async function seedLoad(ctx: StepContext): Promise<void> {
  await ctx.db.run(`CREATE OR REPLACE TABLE ercot_load (__time TIMESTAMP, market VARCHAR, series VARCHAR, source VARCHAR,
    processTime VARCHAR, horizon VARCHAR, load DOUBLE, ${ORG_COLUMN} VARCHAR)`);
  await ctx.db.run(`INSERT INTO ercot_load SELECT __time, market, 'actual', 'ERCOT native load', NULL, NULL, load, NULL
    FROM read_parquet(${fileLiteral(ctx, 'ercot_native_load.parquet')}) WHERE ${rangeSql(ctx)} ORDER BY __time, market`);
  await ctx.db.run(`INSERT INTO ercot_load SELECT __time, 'ERCOT', 'official', 'ERCOT day-ahead forecast (EIA-930)', NULL, 'day_ahead', day_ahead_forecast, NULL
    FROM read_parquet(${fileLiteral(ctx, 'eia930_ercot.parquet')}) WHERE day_ahead_forecast IS NOT NULL AND ${rangeSql(ctx)} ORDER BY __time`);
}

/** Loads hourly and daily weather (observed and normals); forecasts are added by the forecaster step. */
export async function seedWeather(ctx: StepContext): Promise<void> {
  await ctx.db.run(`CREATE OR REPLACE TABLE weather_hourly (__time TIMESTAMP, station VARCHAR, series VARCHAR, processTime VARCHAR,
    source VARCHAR, temperature DOUBLE, dewPoint DOUBLE, relativeHumidity DOUBLE, ghi DOUBLE, windSpeed DOUBLE, ${ORG_COLUMN} VARCHAR)`);
  await ctx.db.run(`INSERT INTO weather_hourly SELECT __time, station, 'actual', NULL, source, temperature, dew_point,
    relative_humidity, ghi, wind_speed, NULL FROM read_parquet(${fileLiteral(ctx, 'weather_hourly.parquet')}) WHERE ${rangeSql(ctx)}`);
  await ctx.db.run(`INSERT INTO weather_hourly SELECT __time, station, 'normal', NULL, 'NOAA 1991-2020 normals shaped by NSRDB diurnal curve',
    temperature, NULL, NULL, NULL, NULL, NULL FROM read_parquet(${fileLiteral(ctx, 'weather_normals_hourly.parquet')}) WHERE ${rangeSql(ctx)}`);
  await ctx.db.run(`CREATE OR REPLACE TABLE weather_daily (__time TIMESTAMP, station VARCHAR, series VARCHAR, tmax DOUBLE, tmin DOUBLE, tavg DOUBLE)`);
  // Daily values belong to the local (Central) calendar day: __time is local midnight in UTC.
  await ctx.db.run(`INSERT INTO weather_daily SELECT * FROM (
      SELECT timezone('America/Chicago', day::TIMESTAMP) AS __time, station, series, tmax, tmin, tavg
      FROM read_parquet(${fileLiteral(ctx, 'weather_daily.parquet')}) WHERE series = 'actual'
      UNION ALL
      SELECT timezone('America/Chicago', d::TIMESTAMP), n.station, 'normal', n.tmax, n.tmin, n.tavg
      FROM generate_series(DATE '2015-01-01', DATE '2025-12-31', INTERVAL 1 DAY) g(d)
      JOIN read_parquet(${fileLiteral(ctx, 'weather_daily.parquet')}) n
        ON n.series = 'normal' AND strftime(n.day, '%m-%d') = strftime(d, '%m-%d')
    ) WHERE ${rangeSql(ctx)} ORDER BY __time, station`);
}

/**
 * Loads ERCOT settlement point prices, $/MWh, `__time` = UTC start of the hour (hour ending converted,
 * SOURCES.md): DAM hubs and load zones 2020-2022 and RTM load zones 2023-12..2025-10
 * (`ercot_prices.parquet`), and DAM load zones and hubs 2023-01-01..2025-05-17 operating days
 * (`pricing_dam_lz.parquet`, the file the pricing curves read, and `ercot_dam_hubs.parquet`;
 * priceMarket `DAM`).
 */
export async function seedPrices(ctx: StepContext): Promise<void> {
  await ctx.db.run(`CREATE OR REPLACE TABLE ercot_prices AS SELECT * FROM (
      SELECT __time, market AS priceMarket, settlement_point AS settlementPoint, price
        FROM read_parquet(${fileLiteral(ctx, 'ercot_prices.parquet')})
      UNION ALL
      SELECT __time, 'DAM', settlement_point, price FROM read_parquet(${fileLiteral(ctx, 'pricing_dam_lz.parquet')})
      UNION ALL
      SELECT __time, 'DAM', settlement_point, price FROM read_parquet(${fileLiteral(ctx, 'ercot_dam_hubs.parquet')})
    ) WHERE ${rangeSql(ctx)} ORDER BY __time, priceMarket, settlementPoint`);
}

/**
 * Organisation owning the seeded meters (an `app_orgs` id): Gulf Coast Power, the power utility of
 * the demo. Meter-level data is the owning utility's only (issue #32), unlike market data.
 */
export const SEED_METER_OWNER = 'org-gulfcoast-power';

/**
 * Loads the derived household meters joined with their zone, profile, place and represented meter
 * count, each row owned by {@link SEED_METER_OWNER} (`orgId`, bound).
 */
export async function seedMeters(ctx: StepContext): Promise<void> {
  await ctx.db.run(`CREATE OR REPLACE TABLE meters AS SELECT l.__time, l.meter_id AS meterId, i.market, i.profile, l.load,
      1.0::DOUBLE AS meterCount, i.represented_meters AS representedMeters, i.latitude, i.longitude, ?::VARCHAR AS ${ORG_COLUMN}
    FROM read_parquet(${fileLiteral(ctx, 'meter_load.parquet')}) l
    JOIN read_parquet(${fileLiteral(ctx, 'meter_info.parquet')}) i USING (meter_id)
    WHERE ${rangeSql(ctx, 'l.__time')} ORDER BY l.__time, meterId`, [SEED_METER_OWNER]);
}
