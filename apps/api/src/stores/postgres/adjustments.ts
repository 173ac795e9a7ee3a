import type { AdjustmentCalculation, AdjustmentReasonCode } from '@loadline/core';
import type pg from 'pg';
import type { Database } from '../../db/database';
import {
  ADJUSTED_SERIES,
  compareStitched,
  loadTablePresent,
  stitch,
  toRecord,
  versionId,
  writeAdjustedSeries,
  type AdjustmentRecord,
  type AdjustmentRow,
  type AdjustmentStore,
  type AuditEntry,
  type EditedRow,
  type ForecastPoint,
  type SaveOutcome,
} from '../adjustments';
import { withTransaction, type Queryable } from './pool';

/** Rows per multi-row INSERT (6 bound parameters each). */
const INSERT_CHUNK = 500;

async function versionsOf(db: Queryable, ids: string[]): Promise<Map<string, AdjustmentRecord['versions']>> {
  const out = new Map<string, AdjustmentRecord['versions']>();
  if (ids.length === 0) return out;
  const { rows } = await db.query<{ adjustment_id: string; version_no: number; created_at: number; created_by: string }>(
    `SELECT adjustment_id, version_no, created_at, created_by FROM app_adjustment_versions
     WHERE adjustment_id = ANY($1::text[]) ORDER BY adjustment_id, version_no`,
    [ids],
  );
  for (const r of rows) {
    const list = out.get(r.adjustment_id) ?? [];
    list.push({ versionId: versionId(r.version_no), versionNo: r.version_no, createdAt: r.created_at, createdBy: r.created_by });
    out.set(r.adjustment_id, list);
  }
  return out;
}

/** The adjustment, its row locked until the transaction ends when `lock`. */
async function getAdjustment(db: Queryable, adjustmentId: string, lock = false): Promise<AdjustmentRecord | null> {
  const { rows } = await db.query<AdjustmentRow>(`SELECT * FROM app_adjustments WHERE adjustment_id = $1${lock ? ' FOR UPDATE' : ''}`, [adjustmentId]);
  if (!rows[0]) return null;
  return toRecord(rows[0], (await versionsOf(db, [adjustmentId])).get(adjustmentId) ?? []);
}

async function rowsOf(db: Queryable, adjustmentId: string, versionNo: number): Promise<EditedRow[]> {
  const { rows } = await db.query<{ t: number; adjusted: number | null; calculation: string; value: number | null }>(
    'SELECT t, adjusted, calculation, value FROM app_adjustment_rows WHERE adjustment_id = $1 AND version_no = $2 ORDER BY t',
    [adjustmentId, versionNo],
  );
  return rows.map((r) => ({ t: r.t, adjustedForecast: r.adjusted, calculation: r.calculation as AdjustmentCalculation, value: r.value }));
}

async function insertRows(db: Queryable, adjustmentId: string, versionNo: number, rows: readonly EditedRow[]): Promise<void> {
  for (let off = 0; off < rows.length; off += INSERT_CHUNK) {
    const chunk = rows.slice(off, off + INSERT_CHUNK);
    await db.query(
      `INSERT INTO app_adjustment_rows (adjustment_id, version_no, t, adjusted, calculation, value) VALUES ${chunk
        .map((_, i) => `($${i * 6 + 1}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6})`)
        .join(', ')}`,
      chunk.flatMap((r) => [adjustmentId, versionNo, r.t, r.adjustedForecast, r.calculation, r.value]),
    );
  }
}

async function appendAudit(db: Queryable, adjustmentId: string, entry: Omit<AuditEntry, 'seq'>): Promise<void> {
  await db.query(
    `INSERT INTO app_adjustment_audit (adjustment_id, seq, action, version_id, user_id, acted_at, reason_code, comment, rows_changed, before_total, after_total)
     SELECT $1, coalesce(max(seq), 0) + 1, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM app_adjustment_audit WHERE adjustment_id = $1`,
    [adjustmentId, entry.action, entry.versionId, entry.userId, entry.at, entry.reasonCode, entry.comment, entry.rowsChanged, entry.beforeTotal, entry.afterTotal],
  );
}

/**
 * PostgreSQL implementation of {@link AdjustmentStore}. Every write of an adjustment locks its row
 * (`FOR UPDATE`) first, so saves, summary updates and approvals from any number of instances run
 * one after the other, each seeing the one before (the row's `version_seq` is its version).
 *
 * The adjusted forecast of an approved adjustment is a time series and stays in the DuckDB file
 * (`series`): an approval writes it there inside the PostgreSQL transaction, before the COMMIT, and
 * removes it again when the COMMIT fails; {@link AdjustmentStore.approvedWithoutSeries} and
 * {@link AdjustmentStore.restoreAdjustedSeries} repair an approval whose series went missing.
 */
export function createPgAdjustmentStore(pool: pg.Pool, series: Database): AdjustmentStore {
  const adjustedPoints = async (db: Queryable, current: AdjustmentRecord, forecast: readonly ForecastPoint[]) => {
    const latest = current.versions.at(-1);
    return stitch(forecast, latest ? await rowsOf(db, current.adjustmentId, latest.versionNo) : []);
  };
  const writeSeries = (current: AdjustmentRecord, points: Parameters<typeof writeAdjustedSeries>[2]) =>
    series.transaction((tx) => writeAdjustedSeries(tx, current, points));
  return {
    async create(a) {
      await pool.query(
        `INSERT INTO app_adjustments (adjustment_id, owner_id, owner_org_id, config_id, market, process_time, name, date_from, date_to,
           timezone, is_hour_ending, status, summary_json, stats_json, version_seq, created_at, updated_at, approved_by, approved_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12, $13, 0, $14, $14, NULL, NULL)`,
        [a.adjustmentId, a.ownerId, a.ownerOrgId, a.configId, a.market, a.processTime, a.name, a.dateFrom, a.dateTo, a.timezone, a.isHourEnding,
          JSON.stringify(a.summary), JSON.stringify(a.stats), a.createdAt],
      );
    },
    get: (adjustmentId) => getAdjustment(pool, adjustmentId),
    async list(orgId, configId, { status, limit, skip }) {
      const params: (string | number)[] = [orgId, configId];
      if (status) params.push(status);
      const { rows } = await pool.query<AdjustmentRow>(
        `SELECT * FROM app_adjustments WHERE owner_org_id = $1 AND config_id = $2${status ? ' AND status = $3' : ''}
         ORDER BY created_at DESC, adjustment_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, skip],
      );
      const versions = await versionsOf(pool, rows.map((r) => r.adjustment_id));
      return rows.map((r) => toRecord(r, versions.get(r.adjustment_id) ?? []));
    },
    async versionRows(adjustmentId, versionNo) {
      const { rowCount } = await pool.query('SELECT 1 FROM app_adjustment_versions WHERE adjustment_id = $1 AND version_no = $2', [adjustmentId, versionNo]);
      return rowCount ? rowsOf(pool, adjustmentId, versionNo) : null;
    },
    saveVersion: (save) =>
      withTransaction(pool, async (tx): Promise<SaveOutcome> => {
        const current = await getAdjustment(tx, save.adjustmentId, true);
        if (!current || current.ownerId !== save.ownerId) return { outcome: 'missing' };
        if (current.status === 'approved') return { outcome: 'approved' };
        const latest = current.versions.at(-1);
        let target: number;
        let base: EditedRow[];
        if (save.versionNo === undefined) {
          const { rows } = await tx.query<{ version_seq: number }>(
            'UPDATE app_adjustments SET version_seq = version_seq + 1 WHERE adjustment_id = $1 RETURNING version_seq',
            [save.adjustmentId],
          );
          target = rows[0]!.version_seq;
          base = latest ? await rowsOf(tx, save.adjustmentId, latest.versionNo) : [];
          await tx.query('INSERT INTO app_adjustment_versions (adjustment_id, version_no, created_by, created_at) VALUES ($1, $2, $3, $4)', [
            save.adjustmentId, target, save.ownerId, save.at,
          ]);
        } else {
          if (!current.versions.some((v) => v.versionNo === save.versionNo)) return { outcome: 'missing' };
          target = save.versionNo;
          base = await rowsOf(tx, save.adjustmentId, target);
          // Saving an older version overrides the later ones (spec part 1 §4): they go, rows first.
          await tx.query('DELETE FROM app_adjustment_rows WHERE adjustment_id = $1 AND version_no >= $2', [save.adjustmentId, target]);
          await tx.query('DELETE FROM app_adjustment_versions WHERE adjustment_id = $1 AND version_no > $2', [save.adjustmentId, target]);
        }
        await insertRows(tx, save.adjustmentId, target, save.rows);
        const figures = compareStitched(stitch(save.forecast, base), stitch(save.forecast, save.rows));
        await appendAudit(tx, save.adjustmentId, {
          action: save.versionNo === undefined ? 'save' : 'overwrite',
          versionId: versionId(target),
          userId: save.ownerId,
          at: save.at,
          reasonCode: save.reasonCode,
          comment: save.comment,
          ...figures,
        });
        await tx.query('UPDATE app_adjustments SET updated_at = $1 WHERE adjustment_id = $2', [save.at, save.adjustmentId]);
        const createdAt = save.versionNo === undefined ? save.at : (current.versions.find((v) => v.versionNo === target)?.createdAt ?? save.at);
        return { outcome: 'saved', versionId: versionId(target), createdAt };
      }),
    async updateSummary(adjustmentId, ownerId, summary, stats, at) {
      const { rowCount } = await pool.query(
        'UPDATE app_adjustments SET summary_json = $1, stats_json = $2, updated_at = $3 WHERE adjustment_id = $4 AND owner_id = $5',
        [JSON.stringify(summary), JSON.stringify(stats), at, adjustmentId, ownerId],
      );
      return (rowCount ?? 0) > 0;
    },
    async approve(adjustmentId, approver, at, forecast) {
      let written: AdjustmentRecord | null = null;
      try {
        return await withTransaction(pool, async (tx) => {
          const current = await getAdjustment(tx, adjustmentId, true);
          if (!current) return 'missing' as const;
          if (current.status === 'approved') return 'approved' as const;
          await tx.query(`UPDATE app_adjustments SET status = 'approved', approved_by = $1, approved_on = $2, updated_at = $2 WHERE adjustment_id = $3`, [
            approver.email, at, adjustmentId,
          ]);
          const latest = current.versions.at(-1);
          await appendAudit(tx, adjustmentId, {
            action: 'approve', versionId: latest ? latest.versionId : null, userId: approver.userId, at, reasonCode: null, comment: null, rowsChanged: 0, beforeTotal: null, afterTotal: null,
          });
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
      const { rows } = await pool.query<{ adjustment_id: string }>(`SELECT adjustment_id FROM app_adjustments WHERE status = 'approved' ORDER BY approved_on`);
      if (rows.length === 0) return [];
      const present = new Set(
        (await series.all<{ source: string }>(`SELECT DISTINCT source FROM ercot_load WHERE series = '${ADJUSTED_SERIES}' AND source IS NOT NULL`)).map((r) => r.source),
      );
      const out: AdjustmentRecord[] = [];
      for (const { adjustment_id: id } of rows) {
        if (present.has(id)) continue;
        const a = await getAdjustment(pool, id);
        if (a) out.push(a);
      }
      return out;
    },
    async restoreAdjustedSeries(adjustmentId, forecast) {
      const current = await getAdjustment(pool, adjustmentId);
      if (current?.status !== 'approved') return false;
      await writeSeries(current, await adjustedPoints(pool, current, forecast));
      return true;
    },
    async audit(adjustmentId) {
      const { rows } = await pool.query<{
        seq: number; action: string; version_id: string | null; user_id: string; acted_at: number; reason_code: string | null; comment: string | null;
        rows_changed: number; before_total: number | null; after_total: number | null;
      }>('SELECT * FROM app_adjustment_audit WHERE adjustment_id = $1 ORDER BY seq', [adjustmentId]);
      return rows.map((r) => ({
        seq: r.seq,
        action: r.action as AuditEntry['action'],
        versionId: r.version_id,
        userId: r.user_id,
        at: r.acted_at,
        reasonCode: r.reason_code as AdjustmentReasonCode | null,
        comment: r.comment,
        rowsChanged: r.rows_changed,
        beforeTotal: r.before_total,
        afterTotal: r.after_total,
      }));
    },
  };
}
