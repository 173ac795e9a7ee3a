import { DuckDBTimestampValue } from '@duckdb/node-api';
import type { Executor } from '../db/database';
import { mape } from '../forecast/mape';
import { FORECAST_MAPE_COLUMNS } from '../forecast/run';
import type { ImportRow } from './types';

/** One MAPE row of an imported run, as stored in `ercot_forecast_mape`. */
export interface ImportedRunScore {
  market: string;
  /** Process time, ISO UTC `YYYY-MM-DDTHH:MM:SSZ`. */
  processTime: string;
  horizon: string;
  mapeType: 'forecast' | 'backcast';
  /** Percent. */
  mape: number;
  /** Hours scored (the same for forecast and backcast of a run). */
  hours: number;
}

/**
 * Scores imported forecast runs against actual load with the reference forecaster's own MAPE
 * (`forecast/mape.ts`), as `ercot_forecast_mape` rows of the importing organisation. A run is its
 * market and process time (row texts: process time, horizon); values: forecast MWh, optional
 * backcast MWh. Actuals are the ones the organisation reads (the seed's, or its own import: a
 * series never has both). When the run carries a backcast, both are scored over the hours with an
 * actual, a forecast and a backcast; else the forecast over the hours with an actual. A run with
 * no actual yet gets no row.
 * @param stage temporary table holding the rows (ordinal `n`, hour `t`, market `id`)
 * @returns the rows written
 */
export async function scoreImportedRuns(tx: Executor, stage: string, rows: readonly ImportRow[], orgId: string): Promise<ImportedRunScore[]> {
  const actualRows = await tx.all<{ n: number; v: number }>(
    `SELECT s.n, a.load AS v FROM ${stage} s JOIN ercot_load a ON a.__time = s.t AND a.market = s.id AND a.series = 'actual'
     WHERE (a.orgId IS NULL OR a.orgId = ?) AND a.load IS NOT NULL`,
    [orgId],
  );
  const actual = new Map(actualRows.map((r) => [Number(r.n), r.v]));
  const runs = new Map<string, { market: string; processTime: string; horizon: string; k: number[] }>();
  rows.forEach((r, k) => {
    const key = `${r.id}\u0000${r.texts[0]}`;
    let run = runs.get(key);
    if (!run) runs.set(key, (run = { market: r.id, processTime: r.texts[0] ?? '', horizon: r.texts[1] ?? '', k: [] }));
    run.k.push(k);
  });
  const scores: ImportedRunScore[] = [];
  for (const run of runs.values()) {
    const withBackcast = run.k.some((k) => rows[k]!.values[1] !== null);
    const scored = run.k.filter((k) => {
      const a = actual.get(k);
      return a !== undefined && a !== 0 && (!withBackcast || rows[k]!.values[1] !== null);
    });
    if (!scored.length) continue;
    const a = scored.map((k) => actual.get(k)!);
    const types: ['forecast' | 'backcast', number][] = [['forecast', 0], ...(withBackcast ? [['backcast', 1] as ['backcast', number]] : [])];
    for (const [mapeType, i] of types) {
      const m = mape(a, scored.map((k) => rows[k]!.values[i] ?? NaN));
      if (Number.isFinite(m)) scores.push({ market: run.market, processTime: run.processTime, horizon: run.horizon, mapeType, mape: m, hours: scored.length });
    }
  }
  await tx.run(`CREATE TABLE IF NOT EXISTS ${FORECAST_MAPE_COLUMNS}`);
  for (const run of runs.values()) {
    await tx.run('DELETE FROM ercot_forecast_mape WHERE orgId = ? AND market = ? AND processTime = ?', [orgId, run.market, run.processTime]);
  }
  for (const s of scores) {
    await tx.run(
      `INSERT INTO ercot_forecast_mape (__time, market, processTime, horizon, mapeType, station, mape, hours, orgId) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
      [new DuckDBTimestampValue(BigInt(Date.parse(s.processTime)) * 1000n), s.market, s.processTime, s.horizon, s.mapeType, s.mape, s.hours, orgId],
    );
  }
  return scores;
}
