import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase, type Database } from '../db/database';
import type { PlanOptions } from '../forecast/plan';
import { FORECAST_MAPE_COLUMNS, runForecasts, type ForecastSummary } from '../forecast/run';
import { PRICING_SEED_TABLES, seedPricing } from '../pricing/seed';
import { seedClusters, seedRisk, seedScenarios } from './derived';
import { GAS_SEED_TABLES, seedGas } from './gas';
import { seedLoad, seedMeters, seedPrices, seedWeather, type StepContext } from './tables';

/** Seed steps, in dependency order. `forecasts` and `scenarios` need `load` and `weather`; `risk` needs `load` and `prices`; `clusters` needs `meters`. */
export const SEED_STEPS = ['load', 'weather', 'prices', 'meters', 'forecasts', 'scenarios', 'risk', 'clusters', 'pricing', 'gas'] as const;
/** One seed step. */
export type SeedStep = (typeof SEED_STEPS)[number];

/** Tables the seed owns (replaced on re-seed); every other table of the file is application state. */
export const SEED_TABLES = [
  'ercot_load', 'ercot_forecast_mape', 'weather_hourly', 'weather_daily', 'ercot_prices', 'meters',
  'meter_clusters', 'scenario_analysis', 'risk_positions', 'loadline_seed_meta',
  ...PRICING_SEED_TABLES,
  ...GAS_SEED_TABLES,
] as const;

/** Default folder of the committed seed files. */
export const DEFAULT_SEED_DIR = resolve(import.meta.dirname, '../../seed');
/** Bumped when the seeding code changes what it writes; the file hash covers the data. */
const SEED_CODE_VERSION = 11;

/** Options of {@link seedInto}. */
export interface SeedOptions {
  /** Steps to run (default all). */
  only?: readonly SeedStep[];
  /** UTC range [from, to) of the time series loaded, e.g. for a small test slice. */
  range?: { from: string; to: string };
  /** Folder of the seed files. @default apps/api/seed */
  seedDir?: string;
  /** Forecaster plan (process times, horizons). */
  plan?: PlanOptions;
  /** Progress lines (one per table with rows and ms). @default console.log */
  log?: (line: string) => void;
}

/** Version of the committed seed: a hash of the seed files and the seeding code version. */
export function seedVersion(seedDir: string = DEFAULT_SEED_DIR): string {
  const hash = createHash('sha256').update(String(SEED_CODE_VERSION));
  for (const f of readdirSync(seedDir).filter((f) => f.endsWith('.parquet')).sort()) hash.update(f).update(readFileSync(resolve(seedDir, f)));
  return hash.digest('hex').slice(0, 16);
}

async function count(db: Database, table: string): Promise<number> {
  const rows = await db.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

/**
 * Loads the seed into an open database whose instance allows external access (it reads the
 * Parquet seed files with SQL). Prints one progress line per table.
 * @returns the forecaster summary when the forecasts step ran
 */
export async function seedInto(db: Database, options: SeedOptions = {}): Promise<ForecastSummary | undefined> {
  const steps = new Set<SeedStep>(options.only ?? SEED_STEPS);
  const log = options.log ?? ((line: string) => console.log(line));
  const ctx: StepContext = { db, seedDir: options.seedDir ?? DEFAULT_SEED_DIR, ...(options.range ? { range: options.range } : {}) };
  const timed = async (label: string, tables: string[], fn: () => Promise<void>) => {
    const start = performance.now();
    await fn();
    const counts = await Promise.all(tables.map(async (t) => `${t} ${(await count(db, t)).toLocaleString('en-US')} rows`));
    log(`seed ${label}: ${counts.join(', ')} (${Math.round(performance.now() - start)} ms)`);
  };
  let summary: ForecastSummary | undefined;
  if (steps.has('load')) await timed('load', ['ercot_load'], () => seedLoad(ctx));
  if (steps.has('weather')) await timed('weather', ['weather_hourly', 'weather_daily'], () => seedWeather(ctx));
  if (steps.has('prices')) await timed('prices', ['ercot_prices'], () => seedPrices(ctx));
  if (steps.has('meters')) await timed('meters', ['meters'], () => seedMeters(ctx));
  if (steps.has('forecasts')) {
    await timed('forecasts', ['ercot_load', 'ercot_forecast_mape', 'weather_hourly'], async () => {
      summary = await runForecasts(db, { ...options.plan, seedDir: ctx.seedDir, ...(ctx.range ? { range: ctx.range } : {}) });
    });
    if (summary) {
      log(`seed forecasts: fit and predict ${summary.computeMs} ms, write ${summary.writeMs} ms; backcast and long-term temperature station per market ${JSON.stringify(summary.stations)}`);
      log(`seed forecasts: short-term weather per market ${JSON.stringify(summary.shortTermSources)}`);
    }
  }
  if (steps.has('scenarios') && summary) await timed('scenarios', ['scenario_analysis'], () => seedScenarios(ctx, summary!));
  if (steps.has('risk')) await timed('risk', ['risk_positions'], () => seedRisk(ctx));
  if (steps.has('clusters')) await timed('clusters', ['meter_clusters'], () => seedClusters(ctx));
  if (steps.has('pricing')) await timed('pricing', ['pricing_curve_prices', 'pricing_load_profile_hourly', 'pricing_products', 'pricing_formulae'], () => seedPricing(ctx));
  if (steps.has('gas')) await timed('gas', [...GAS_SEED_TABLES], () => seedGas(ctx));
  return summary;
}

/** Options of {@link ensureSeeded}. */
export interface EnsureSeededOptions {
  /** Path of the DuckDB file the server opens. */
  dbPath: string;
  seedDir?: string;
  log?: (line: string) => void;
}

async function currentVersion(dbPath: string): Promise<string | undefined> {
  if (!existsSync(dbPath)) return undefined;
  const db = await openDatabase({ path: dbPath, poolSize: 1 });
  try {
    const rows = await db.all<{ version: string }>(
      `SELECT version FROM loadline_seed_meta WHERE completed`,
    );
    return rows[0]?.version;
  } catch {
    return undefined;
  } finally {
    await db.close();
  }
}

/**
 * Makes sure `dbPath` holds the current seed: on first start (or when the committed seed changed)
 * it seeds a temporary file on a short-lived instance with external access, copies any
 * application tables of an older file across, writes the version with `completed = true` to
 * `loadline_seed_meta`, checkpoints, closes, and renames the file into place. A crash mid-seed
 * leaves only the temporary file, which the next start deletes; the server never opens a
 * half-seeded file.
 * @returns true when it seeded, false when the file was current
 */
export async function ensureSeeded(options: EnsureSeededOptions): Promise<boolean> {
  const log = options.log ?? ((line: string) => console.log(line));
  const version = seedVersion(options.seedDir);
  if ((await currentVersion(options.dbPath)) === version) return false;
  const tmp = `${options.dbPath}.seeding`;
  rmSync(tmp, { force: true });
  rmSync(`${tmp}.wal`, { force: true });
  log(`Seeding ${options.dbPath} (seed ${version}); this happens once.`);
  const start = performance.now();
  const db = await openDatabase({ path: tmp, allowExternalAccess: true, poolSize: 2 });
  try {
    await seedInto(db, { log, ...(options.seedDir ? { seedDir: options.seedDir } : {}) });
    if (existsSync(options.dbPath)) {
      await copyAppTables(db, options.dbPath, log);
      await carryOverImports(db, options.dbPath, log);
    }
    await db.run('CREATE OR REPLACE TABLE loadline_seed_meta (version VARCHAR, seeded_at TIMESTAMP, completed BOOLEAN)');
    await db.run('INSERT INTO loadline_seed_meta VALUES (?, now()::TIMESTAMP, true)', [version]);
    await db.run('CHECKPOINT');
  } finally {
    await db.close();
  }
  rmSync(`${options.dbPath}.wal`, { force: true });
  renameSync(tmp, options.dbPath);
  log(`Seed complete in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * Copies every non-seed table of the previous file into the new one, with its original DDL (so
 * primary keys and other constraints survive) and its rows; CREATE TABLE AS when the DDL cannot
 * be replayed.
 */
export async function copyAppTables(db: Database, oldPath: string, log: (line: string) => void): Promise<void> {
  const literal = `'${oldPath.replaceAll("'", "''")}'`;
  try {
    await db.run(`ATTACH ${literal} AS previous (READ_ONLY)`);
  } catch (err) {
    log(`Previous database not readable, application tables not carried over: ${(err as Error).message}`);
    return;
  }
  try {
    const tables = await db.all<{ name: string; sql: string }>(
      `SELECT table_name AS name, sql FROM duckdb_tables() WHERE database_name = 'previous' AND schema_name = 'main' ORDER BY table_name`,
    );
    for (const { name, sql } of tables) {
      if ((SEED_TABLES as readonly string[]).includes(name)) continue;
      const quoted = `"${name.replaceAll('"', '""')}"`;
      try {
        await db.run(sql);
        await db.run(`INSERT INTO ${quoted} BY NAME SELECT * FROM previous.main.${quoted}`);
      } catch {
        await db.run(`DROP TABLE IF EXISTS ${quoted}`);
        await db.run(`CREATE TABLE ${quoted} AS SELECT * FROM previous.main.${quoted}`);
      }
      log(`kept application table ${name}`);
    }
  } finally {
    await db.run('DETACH previous');
  }
}

/**
 * Seed tables that take a utility's own imported rows (`pnpm import-data`), and the columns that
 * key a row. Load and weather imports carry their own `source` label; meter rows have no source
 * column, so a meter row of the previous file is carried over when the new seed has no row with
 * its key.
 */
const IMPORTED = [
  { kind: 'load', table: 'ercot_load', key: ['__time', 'market', 'series'], bySource: true },
  { kind: 'weather', table: 'weather_hourly', key: ['__time', 'station', 'series'], bySource: true },
  { kind: 'meter', table: 'meters', key: ['__time', 'meterId'], bySource: false },
  { kind: 'forecast', table: 'ercot_load', key: ['__time', 'market', 'series', 'processTime'], bySource: true },
] as const;

/**
 * Carries the rows a utility imported into seed tables (recorded in `loadline_imports`) from the
 * previous file into the re-seeded one, with their organisation. A series never sums two
 * sources: an imported row whose market (station, meter), hour and series the new seed now holds
 * is not kept, and the log counts those. Rows imported before imports carried an organisation
 * are not kept either (they would be readable by every organisation); the log says to re-import.
 * @throws Error when imported rows exist but cannot be carried over (e.g. a seed table's columns
 * changed): re-seeding then stops before the new file replaces the old one, so nothing is lost.
 */
export async function carryOverImports(db: Database, oldPath: string, log: (line: string) => void): Promise<void> {
  const literal = `'${oldPath.replaceAll("'", "''")}'`;
  await db.run(`ATTACH ${literal} AS previous (READ_ONLY)`);
  try {
    const hasLog = await db.all(
      `SELECT 1 FROM duckdb_tables() WHERE database_name = 'previous' AND schema_name = 'main' AND table_name = 'loadline_imports'`,
    );
    if (!hasLog.length) return;
    const imports = await db.all<{ kind: string; source: string }>('SELECT DISTINCT kind, source FROM previous.main.loadline_imports');
    for (const target of IMPORTED) {
      const sources = imports.filter((i) => i.kind === target.kind).map((i) => i.source);
      if (!sources.length) continue;
      const match = target.key.map((c) => `n."${c}" = o."${c}"`).join(' AND ');
      // Rows imported before imports carried their organisation cannot be given one: they are
      // left out (they were readable by every organisation), and the log says to re-import them.
      const orgKnown = await db.all(
        `SELECT 1 FROM duckdb_columns() WHERE database_name = 'previous' AND schema_name = 'main' AND table_name = ? AND column_name = 'orgId'`,
        [target.table],
      );
      if (!orgKnown.length) {
        log(`imported ${target.kind} rows of ${target.table} carry no organisation (imported before --org): not kept; re-import them with pnpm import-data --org`);
        continue;
      }
      const bySource = target.bySource ? `o.source IN (${sources.map(() => '?').join(', ')}) AND ` : '';
      try {
        const before = await count(db, target.table);
        const [previous] = await db.all<{ n: number }>(
          `SELECT count(*)::INTEGER AS n FROM previous.main.${target.table} o WHERE o.orgId IS NOT NULL AND ${bySource}TRUE`,
          target.bySource ? sources : [],
        );
        await db.run(
          `INSERT INTO ${target.table} BY NAME SELECT o.* FROM previous.main.${target.table} o
           WHERE o.orgId IS NOT NULL AND ${bySource}NOT EXISTS (SELECT 1 FROM ${target.table} n WHERE ${match} AND (n.orgId IS NULL OR n.orgId = o.orgId))`,
          target.bySource ? sources : [],
        );
        const kept = (await count(db, target.table)) - before;
        log(`kept ${kept.toLocaleString('en-US')} imported ${target.kind} rows in ${target.table}`);
        const dropped = (previous?.n ?? 0) - kept;
        if (dropped > 0) log(`${dropped.toLocaleString('en-US')} imported ${target.kind} rows hold hours the new seed holds (a series never sums two sources): not kept`);
      } catch (err) {
        throw new Error(
          `Re-seeding stopped: the ${target.kind} rows imported into ${target.table} could not be carried over ` +
            `(${(err as Error).message}). The previous database is kept unchanged; export or re-import those rows, then restart.`,
        );
      }
    }
    // The scores of imported forecast runs go with them.
    const scored = await db.all(
      `SELECT 1 FROM duckdb_columns() WHERE database_name = 'previous' AND schema_name = 'main' AND table_name = 'ercot_forecast_mape' AND column_name = 'orgId'`,
    );
    if (scored.length && imports.some((i) => i.kind === 'forecast')) {
      await db.run(`CREATE TABLE IF NOT EXISTS ${FORECAST_MAPE_COLUMNS}`);
      await db.run('INSERT INTO ercot_forecast_mape BY NAME SELECT * FROM previous.main.ercot_forecast_mape WHERE orgId IS NOT NULL');
    }
  } finally {
    await db.run('DETACH previous');
  }
}
