import { DOUBLE, DuckDBDataChunk } from '@duckdb/node-api';
import type { Database } from '../db/database';
import { processTimeIso } from '../seed/tables';
import type { Run } from './plan';

/** Kinds of forecaster rows. */
export type ForecastRowKind = 'backcast' | 'short_term' | 'long_term';
const KINDS: ForecastRowKind[] = ['backcast', 'short_term', 'long_term'];
const CHUNK = 2048;

/**
 * Forecaster output rows held as numbers (time, market index, kind, run index, load) and written
 * to `ercot_load` in one INSERT ... SELECT from a numeric staging table: appending millions of
 * text values one by one is the slow part of seeding, numbers in data chunks are not.
 */
export class ForecastRowBuffer {
  private readonly cols: number[][] = [[], [], [], [], []];
  private readonly markets: string[] = [];

  constructor(private readonly runs: Run[]) {}

  /** Rows held. */
  get size(): number {
    return this.cols[0]!.length;
  }

  /**
   * Adds one row.
   * @param t interval start, UTC epoch ms
   * @param run the run of a forecast (undefined for the backcast)
   * @param load MWh; non-finite values are skipped
   */
  push(t: number, market: string, kind: ForecastRowKind, run: Run | undefined, load: number): void {
    if (!Number.isFinite(load)) return;
    let m = this.markets.indexOf(market);
    if (m < 0) m = this.markets.push(market) - 1;
    const values = [t, m, KINDS.indexOf(kind), run ? this.runs.indexOf(run) : -1, load];
    values.forEach((v, i) => this.cols[i]!.push(v));
  }

  /**
   * Appends every row to `ercot_load` with `source`; returns the rows written. The staging tables
   * are TEMP tables of one connection, so they never take space in the database file.
   */
  async write(db: Database, source: string): Promise<number> {
    await db.withConnection(async (connection) => {
      await connection.run('CREATE OR REPLACE TEMP TABLE forecast_stage (t DOUBLE, m DOUBLE, k DOUBLE, r DOUBLE, load DOUBLE)');
      await connection.run('CREATE OR REPLACE TEMP TABLE forecast_lookup (kind VARCHAR, i DOUBLE, name VARCHAR)');
      const lookup = [
        ...this.markets.map((name, i) => ['market', i, name] as const),
        ...this.runs.map((run, i) => ['run', i, processTimeIso(run.processTime)] as const),
        ...KINDS.map((name, i) => ['kind', i, name] as const),
      ];
      for (const row of lookup) await connection.run('INSERT INTO forecast_lookup VALUES (?, ?, ?)', [...row]);
      const appender = await connection.createAppender('forecast_stage', 'main', 'temp');
      for (let off = 0; off < this.size; off += CHUNK) {
        const n = Math.min(CHUNK, this.size - off);
        const chunk = DuckDBDataChunk.create([DOUBLE, DOUBLE, DOUBLE, DOUBLE, DOUBLE], n);
        chunk.setColumns(this.cols.map((c) => c.slice(off, off + n)));
        appender.appendDataChunk(chunk);
      }
      appender.closeSync();
      await connection.run(
        `INSERT INTO main.ercot_load
         SELECT make_timestamp((s.t * 1000)::BIGINT), m.name, CASE WHEN s.k = 0 THEN 'backcast' ELSE 'forecast' END, ?, r.name,
                CASE WHEN s.k = 0 THEN NULL ELSE k.name END, s.load, NULL
         FROM forecast_stage s
         JOIN forecast_lookup m ON m.kind = 'market' AND m.i = s.m
         JOIN forecast_lookup k ON k.kind = 'kind' AND k.i = s.k
         LEFT JOIN forecast_lookup r ON r.kind = 'run' AND r.i = s.r
         ORDER BY s.t, m.name`,
        [source],
      );
      await connection.run('DROP TABLE forecast_stage');
      await connection.run('DROP TABLE forecast_lookup');
    });
    return this.size;
  }
}
