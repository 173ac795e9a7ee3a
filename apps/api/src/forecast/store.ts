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

  /** Appends every row to `ercot_load` with `source`; returns the rows written. */
  async write(db: Database, source: string): Promise<number> {
    await db.run('CREATE OR REPLACE TABLE forecast_stage (t DOUBLE, m DOUBLE, k DOUBLE, r DOUBLE, load DOUBLE)');
    await db.run('CREATE OR REPLACE TABLE forecast_lookup (kind VARCHAR, i DOUBLE, name VARCHAR)');
    for (const [i, name] of this.markets.entries()) await db.run('INSERT INTO forecast_lookup VALUES (?, ?, ?)', ['market', i, name]);
    for (const [i, run] of this.runs.entries()) await db.run('INSERT INTO forecast_lookup VALUES (?, ?, ?)', ['run', i, processTimeIso(run.processTime)]);
    for (const [i, kind] of KINDS.entries()) await db.run('INSERT INTO forecast_lookup VALUES (?, ?, ?)', ['kind', i, kind]);
    await db.withConnection(async (connection) => {
      const appender = await connection.createAppender('forecast_stage');
      for (let off = 0; off < this.size; off += CHUNK) {
        const n = Math.min(CHUNK, this.size - off);
        const chunk = DuckDBDataChunk.create([DOUBLE, DOUBLE, DOUBLE, DOUBLE, DOUBLE], n);
        chunk.setColumns(this.cols.map((c) => c.slice(off, off + n)));
        appender.appendDataChunk(chunk);
      }
      appender.closeSync();
    });
    await db.run(
      `INSERT INTO ercot_load
       SELECT make_timestamp((s.t * 1000)::BIGINT), m.name, CASE WHEN s.k = 0 THEN 'backcast' ELSE 'forecast' END, ?, r.name,
              CASE WHEN s.k = 0 THEN NULL ELSE k.name END, s.load
       FROM forecast_stage s
       JOIN forecast_lookup m ON m.kind = 'market' AND m.i = s.m
       JOIN forecast_lookup k ON k.kind = 'kind' AND k.i = s.k
       LEFT JOIN forecast_lookup r ON r.kind = 'run' AND r.i = s.r
       ORDER BY s.t, m.name`,
      [source],
    );
    await db.run('DROP TABLE forecast_stage');
    await db.run('DROP TABLE forecast_lookup');
    return this.size;
  }
}
