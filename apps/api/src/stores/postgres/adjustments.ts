import type pg from 'pg';
import type { Database } from '../../db/database';
import {
  ADJUSTED_SERIES,
  adjustedPoints,
  getAdjustment,
  insertAdjustment,
  listAdjustments,
  loadTablePresent,
  markApproved,
  readAudit,
  readVersionRows,
  saveVersionIn,
  updateAdjustmentSummary,
  writeAdjustedSeries,
  type AdjustmentRecord,
  type AdjustmentSql,
  type AdjustmentStore,
  type StitchedPoint,
  type VersionSaveSteps,
} from '../adjustments';
import { withTransaction, type Queryable } from './pool';

/** `db` (the pool or a client in a transaction) as the {@link AdjustmentSql} of the SQL both stores share. */
const sqlOf = (db: Queryable): AdjustmentSql => ({
  all: async <T>(text: string, params: unknown[]) => (await db.query(text, params)).rows as T[],
});

/** A new version's number is the row's `version_seq`, bumped in one statement (the row is locked already). */
const steps: VersionSaveSteps = {
  lock: true,
  async nextVersionNo(tx, adjustmentId) {
    const [row] = await tx.all<{ version_seq: number }>(
      'UPDATE app_adjustments SET version_seq = version_seq + 1 WHERE adjustment_id = $1 RETURNING version_seq',
      [adjustmentId],
    );
    return row!.version_seq;
  },
};

/**
 * PostgreSQL implementation of {@link AdjustmentStore}, over the SQL shared with the DuckDB store
 * (../adjustments). Every write of an adjustment locks its row (`FOR UPDATE`) first, so saves and
 * approvals from any number of instances run one after the other, each seeing the one before (the
 * row's `version_seq` is its version).
 *
 * The adjusted forecast of an approved adjustment is a time series and stays in the DuckDB file
 * (`series`): an approval writes it there inside the PostgreSQL transaction, before the COMMIT, and
 * removes it again when the COMMIT fails; {@link AdjustmentStore.approvedWithoutSeries} and
 * {@link AdjustmentStore.restoreAdjustedSeries} repair an approval whose series went missing.
 */
export function createPgAdjustmentStore(pool: pg.Pool, series: Database): AdjustmentStore {
  const sql = sqlOf(pool);
  const writeSeries = (current: AdjustmentRecord, points: readonly StitchedPoint[]) =>
    series.transaction((tx) => writeAdjustedSeries(tx, current, points));
  return {
    create: (a) => insertAdjustment(sql, a),
    get: (adjustmentId) => getAdjustment(sql, adjustmentId),
    list: (orgId, configId, page) => listAdjustments(sql, orgId, configId, page),
    versionRows: (adjustmentId, versionNo) => readVersionRows(sql, adjustmentId, versionNo),
    saveVersion: (save) => withTransaction(pool, (tx) => saveVersionIn(sqlOf(tx), save, steps)),
    updateSummary: (adjustmentId, ownerId, summary, stats, at) => updateAdjustmentSummary(sql, adjustmentId, ownerId, summary, stats, at),
    async approve(adjustmentId, approver, at, forecast) {
      let written: AdjustmentRecord | null = null;
      try {
        return await withTransaction(pool, async (client) => {
          const tx = sqlOf(client);
          const current = await markApproved(tx, adjustmentId, approver, at, true);
          if (typeof current === 'string') return current;
          // Last, with the row still locked: the series is written only for an approval about to commit.
          await writeSeries(current, await adjustedPoints(tx, current, forecast));
          written = current;
          return 'done' as const;
        });
      } catch (err) {
        // The approval did not commit: its series must not stay either.
        if (written) await writeSeries(written, []).catch(() => undefined);
        throw err;
      }
    },
    async approvedWithoutSeries() {
      if (!(await loadTablePresent(series))) return [];
      const rows = await sql.all<{ adjustment_id: string }>(`SELECT adjustment_id FROM app_adjustments WHERE status = 'approved' ORDER BY approved_on`, []);
      if (rows.length === 0) return [];
      const present = new Set(
        (await series.all<{ source: string }>(`SELECT DISTINCT source FROM ercot_load WHERE series = '${ADJUSTED_SERIES}' AND source IS NOT NULL`)).map((r) => r.source),
      );
      const out: AdjustmentRecord[] = [];
      for (const { adjustment_id: id } of rows) {
        if (present.has(id)) continue;
        const a = await getAdjustment(sql, id);
        if (a) out.push(a);
      }
      return out;
    },
    async restoreAdjustedSeries(adjustmentId, forecast) {
      const current = await getAdjustment(sql, adjustmentId);
      if (current?.status !== 'approved') return false;
      await writeSeries(current, await adjustedPoints(sql, current, forecast));
      return true;
    },
    audit: (adjustmentId) => readAudit(sql, adjustmentId),
  };
}
