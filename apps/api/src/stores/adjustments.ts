import { stitchIntervals, type AdjustmentCalculation, type AdjustmentReasonCode } from '@loadline/core';
import type { Database, Executor } from '../db/database';
import { serialisedWrite } from './writes';

/**
 * Forecast adjustments (spec part 1 §2 "Adjustment editor", §3 "Adjustment metadata"; part 2 §7
 * "Adjustments") in the DuckDB file. An adjustment belongs to its author's organisation; each
 * version holds only the intervals it edits (its rows), and the stitched view of a version is the
 * forecast with those rows laid over it. Every save writes the version, its rows and one audit
 * entry in one transaction, so a failed save leaves the previous versions whole.
 *
 * The tables live next to the other application-state tables but are created here
 * ({@link migrateAdjustments}), so this domain stays one file apart from the others.
 */

/** Tables of the adjustments domain. Times are epoch ms; `t` is the interval start (UTC). */
export const ADJUSTMENT_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS app_adjustments (
     adjustment_id VARCHAR PRIMARY KEY,
     owner_id VARCHAR NOT NULL,
     owner_org_id VARCHAR NOT NULL,
     config_id VARCHAR NOT NULL,
     market VARCHAR NOT NULL,
     process_time VARCHAR NOT NULL,
     name VARCHAR NOT NULL,
     date_from VARCHAR NOT NULL,
     date_to VARCHAR NOT NULL,
     timezone VARCHAR NOT NULL,
     is_hour_ending BOOLEAN NOT NULL,
     status VARCHAR NOT NULL,
     summary_json VARCHAR NOT NULL,
     stats_json VARCHAR NOT NULL,
     version_seq BIGINT NOT NULL,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL,
     approved_by VARCHAR,
     approved_on BIGINT)`,
  `CREATE TABLE IF NOT EXISTS app_adjustment_versions (
     adjustment_id VARCHAR NOT NULL,
     version_no BIGINT NOT NULL,
     created_by VARCHAR NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (adjustment_id, version_no))`,
  `CREATE TABLE IF NOT EXISTS app_adjustment_rows (
     adjustment_id VARCHAR NOT NULL,
     version_no BIGINT NOT NULL,
     t BIGINT NOT NULL,
     adjusted DOUBLE,
     calculation VARCHAR NOT NULL,
     value DOUBLE,
     PRIMARY KEY (adjustment_id, version_no, t))`,
  `CREATE TABLE IF NOT EXISTS app_adjustment_audit (
     adjustment_id VARCHAR NOT NULL,
     seq BIGINT NOT NULL,
     action VARCHAR NOT NULL,
     version_id VARCHAR,
     user_id VARCHAR NOT NULL,
     acted_at BIGINT NOT NULL,
     reason_code VARCHAR,
     comment VARCHAR,
     rows_changed BIGINT NOT NULL,
     before_total DOUBLE,
     after_total DOUBLE,
     PRIMARY KEY (adjustment_id, seq))`,
];

/** A summary point as stored (spec part 1 §3 "summary"). */
export interface SummaryPoint {
  timestamp: string;
  forecast: number | null;
  adjustedForecast: number | null;
}

/** Figures of the adjustment's forecast over its date range (MWh). */
export interface AdjustmentStats {
  min: number | null;
  max: number | null;
  count: number;
  dayCount: number;
}

/** A stored adjustment. Times are epoch ms. */
export interface AdjustmentRecord {
  adjustmentId: string;
  ownerId: string;
  /** Organisation of the author: nobody outside it ever sees the adjustment. */
  ownerOrgId: string;
  configId: string;
  market: string;
  /** Process time of the forecast run adjusted, ISO UTC as in `ercot_load.processTime`. */
  processTime: string;
  name: string;
  /** First and last local day, YYYY-MM-DD. */
  dateFrom: string;
  dateTo: string;
  timezone: string;
  isHourEnding: boolean;
  status: 'draft' | 'approved';
  summary: SummaryPoint[];
  stats: AdjustmentStats;
  /** Versions, oldest first; `versionId` is `v{n}`. */
  versions: { versionId: string; versionNo: number; createdAt: number; createdBy: string }[];
  createdAt: number;
  updatedAt: number;
  /** Who approved it (e-mail), and when. */
  approvedBy: string | null;
  approvedOn: number | null;
}

/** An adjustment to create. */
export type NewAdjustment = Omit<AdjustmentRecord, 'status' | 'versions' | 'updatedAt' | 'approvedBy' | 'approvedOn'>;

/** One edited interval of a version: its start (epoch ms), new load (MWh; null keeps the forecast), calculation and value. */
export interface EditedRow {
  t: number;
  adjustedForecast: number | null;
  calculation: AdjustmentCalculation;
  value: number | null;
}

/** One interval of the forecast: start (epoch ms) and load (MWh). */
export interface ForecastPoint {
  t: number;
  load: number;
}

/** One interval of a stitched version. */
export interface StitchedPoint {
  t: number;
  forecast: number;
  adjustedForecast: number;
  calculation: AdjustmentCalculation;
  value: number | null;
}

/** An entry of the audit trail: who did what to which version, why, and what it changed. */
export interface AuditEntry {
  seq: number;
  action: 'save' | 'overwrite' | 'approve';
  versionId: string | null;
  userId: string;
  at: number;
  reasonCode: AdjustmentReasonCode | null;
  comment: string | null;
  /** Intervals whose adjusted load differs before and after. */
  rowsChanged: number;
  /** Total adjusted load (MWh) of the stitched view before and after. */
  beforeTotal: number | null;
  afterTotal: number | null;
}

/** A save of a version: new (`versionNo` absent) or over an existing one. */
export interface VersionSave {
  adjustmentId: string;
  /** Only the author saves; anyone else gets 'missing'. */
  ownerId: string;
  /** Version overwritten (PUT); later versions are discarded (spec part 1 §4: "overrides later versions"). */
  versionNo?: number;
  rows: EditedRow[];
  /** The forecast the rows are laid over, for the audit's figures. */
  forecast: ForecastPoint[];
  reasonCode: AdjustmentReasonCode;
  comment: string | null;
  at: number;
}

/** Outcome of a save. */
export type SaveOutcome =
  | { outcome: 'saved'; versionId: string; createdAt: number }
  | { outcome: 'missing' }
  | { outcome: 'approved' };

/** Adjustments, their versions and audit trail. */
export interface AdjustmentStore {
  create(a: NewAdjustment): Promise<void>;
  get(adjustmentId: string): Promise<AdjustmentRecord | null>;
  /** Adjustments of an organisation and config, newest first, optionally of one status, paged. */
  list(orgId: string, configId: string, page: { status?: 'draft' | 'approved'; limit: number; skip: number }): Promise<AdjustmentRecord[]>;
  /** The edited rows of a version, by start; null when there is no such version. */
  versionRows(adjustmentId: string, versionNo: number): Promise<EditedRow[] | null>;
  /** Saves a version, its rows and an audit entry in one transaction. */
  saveVersion(save: VersionSave): Promise<SaveOutcome>;
  /** Replaces the summary (and its figures) of an adjustment of `ownerId`; false when there is none. */
  updateSummary(adjustmentId: string, ownerId: string, summary: SummaryPoint[], stats: AdjustmentStats, at: number): Promise<boolean>;
  /**
   * Marks a draft approved by `approver` (e-mail recorded in approvedBy) and, in the same
   * transaction, writes its adjusted forecast (the latest version laid over `forecast`) as the
   * series {@link ADJUSTED_SERIES} of its run (see {@link writeAdjustedSeries}); 'missing' when
   * unknown, 'approved' when already.
   */
  approve(adjustmentId: string, approver: { userId: string; email: string }, at: number, forecast: readonly ForecastPoint[]): Promise<'done' | 'missing' | 'approved'>;
  /** Approved adjustments whose adjusted forecast is not in the load table (e.g. after a re-seed replaced it), oldest first. */
  approvedWithoutSeries(): Promise<AdjustmentRecord[]>;
  /** Writes the adjusted forecast of an approved adjustment again (its latest version over `forecast`); false when it is not approved. */
  restoreAdjustedSeries(adjustmentId: string, forecast: readonly ForecastPoint[]): Promise<boolean>;
  /** The audit trail, oldest first. */
  audit(adjustmentId: string): Promise<AuditEntry[]>;
}

/**
 * The stitched view: every forecast interval, in time order, with the version's edit when it has
 * one (an edit without a new load keeps the forecast): core's `stitchIntervals`, the rule the
 * adjustment editor stitches by.
 */
export function stitch(forecast: readonly ForecastPoint[], rows: readonly EditedRow[]): StitchedPoint[] {
  return stitchIntervals(forecast.map((p) => ({ t: p.t, forecast: p.load })), rows);
}

/** Rows changed and totals (MWh) between two stitched views of the same forecast. */
export function compareStitched(before: readonly StitchedPoint[], after: readonly StitchedPoint[]): Pick<AuditEntry, 'rowsChanged' | 'beforeTotal' | 'afterTotal'> {
  const total = (s: readonly StitchedPoint[]) => s.reduce((sum, p) => sum + p.adjustedForecast, 0);
  let rowsChanged = 0;
  before.forEach((p, i) => {
    const q = after[i];
    if (q && (q.adjustedForecast !== p.adjustedForecast || q.calculation !== p.calculation || q.value !== p.value)) rowsChanged++;
  });
  return { rowsChanged, beforeTotal: total(before), afterTotal: total(after) };
}

/** A row of `app_adjustments` as read (DuckDB or PostgreSQL). */
export interface AdjustmentRow {
  adjustment_id: string;
  owner_id: string;
  owner_org_id: string;
  config_id: string;
  market: string;
  process_time: string;
  name: string;
  date_from: string;
  date_to: string;
  timezone: string;
  is_hour_ending: boolean;
  status: string;
  summary_json: string;
  stats_json: string;
  created_at: bigint | number;
  updated_at: bigint | number;
  approved_by: string | null;
  approved_on: bigint | number | null;
}

/** The API's id of version `n`: `v{n}`. */
export const versionId = (n: number) => `v${n}`;

/** A value bound to a `$n` parameter of {@link AdjustmentSql}. */
export type AdjustmentSqlValue = string | number | boolean | null;

/**
 * What the adjustment SQL written once for both stores needs of its database, or of a transaction
 * on it: a statement with `$n` parameters (every value bound, never in the SQL text) answering its
 * rows (those of RETURNING for a write; a write without RETURNING answers nothing of use). A DuckDB
 * {@link Executor} is one as it is; the PostgreSQL store wraps its pool and clients. Integers may
 * come back as bigint (DuckDB) or number (PostgreSQL): the functions here read both.
 */
export interface AdjustmentSql {
  all<T>(sql: string, params: AdjustmentSqlValue[]): Promise<T[]>;
}

/** `$1, $2, ...` from `$from`, `count` of them. */
const placeholders = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

async function versionsOf(sql: AdjustmentSql, ids: string[]): Promise<Map<string, AdjustmentRecord['versions']>> {
  const out = new Map<string, AdjustmentRecord['versions']>();
  if (ids.length === 0) return out;
  const rows = await sql.all<{ adjustment_id: string; version_no: bigint | number; created_at: bigint | number; created_by: string }>(
    `SELECT adjustment_id, version_no, created_at, created_by FROM app_adjustment_versions
     WHERE adjustment_id IN (${placeholders(ids.length)}) ORDER BY adjustment_id, version_no`,
    ids,
  );
  for (const r of rows) {
    const list = out.get(r.adjustment_id) ?? [];
    list.push({ versionId: versionId(Number(r.version_no)), versionNo: Number(r.version_no), createdAt: Number(r.created_at), createdBy: r.created_by });
    out.set(r.adjustment_id, list);
  }
  return out;
}

/** The record of an `app_adjustments` row and its versions. */
export function toRecord(row: AdjustmentRow, versions: AdjustmentRecord['versions']): AdjustmentRecord {
  return {
    adjustmentId: row.adjustment_id,
    ownerId: row.owner_id,
    ownerOrgId: row.owner_org_id,
    configId: row.config_id,
    market: row.market,
    processTime: row.process_time,
    name: row.name,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    timezone: row.timezone,
    isHourEnding: row.is_hour_ending,
    status: row.status === 'approved' ? 'approved' : 'draft',
    summary: JSON.parse(row.summary_json) as SummaryPoint[],
    stats: JSON.parse(row.stats_json) as AdjustmentStats,
    versions,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    approvedBy: row.approved_by,
    approvedOn: row.approved_on === null ? null : Number(row.approved_on),
  };
}

async function rowsOf(sql: AdjustmentSql, adjustmentId: string, versionNo: number): Promise<EditedRow[]> {
  const rows = await sql.all<{ t: bigint | number; adjusted: number | null; calculation: string; value: number | null }>(
    'SELECT t, adjusted, calculation, value FROM app_adjustment_rows WHERE adjustment_id = $1 AND version_no = $2 ORDER BY t',
    [adjustmentId, versionNo],
  );
  return rows.map((r) => ({ t: Number(r.t), adjustedForecast: r.adjusted, calculation: r.calculation as AdjustmentCalculation, value: r.value }));
}

/** Rows per multi-row INSERT (6 bound parameters each). */
const INSERT_CHUNK = 500;

async function insertRows(sql: AdjustmentSql, adjustmentId: string, versionNo: number, rows: readonly EditedRow[]): Promise<void> {
  for (let off = 0; off < rows.length; off += INSERT_CHUNK) {
    const chunk = rows.slice(off, off + INSERT_CHUNK);
    await sql.all(
      `INSERT INTO app_adjustment_rows (adjustment_id, version_no, t, adjusted, calculation, value) VALUES ${chunk
        .map((_, i) => `(${placeholders(6, i * 6 + 1)})`)
        .join(', ')}`,
      chunk.flatMap((r) => [adjustmentId, versionNo, r.t, r.adjustedForecast, r.calculation, r.value]),
    );
  }
}

async function appendAudit(sql: AdjustmentSql, adjustmentId: string, entry: Omit<AuditEntry, 'seq'>): Promise<void> {
  await sql.all(
    `INSERT INTO app_adjustment_audit (adjustment_id, seq, action, version_id, user_id, acted_at, reason_code, comment, rows_changed, before_total, after_total)
     SELECT $1, coalesce(max(seq), 0) + 1, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM app_adjustment_audit WHERE adjustment_id = $1`,
    [adjustmentId, entry.action, entry.versionId, entry.userId, entry.at, entry.reasonCode, entry.comment, entry.rowsChanged, entry.beforeTotal, entry.afterTotal],
  );
}

/** Stores new adjustment `a` as a draft without versions ({@link AdjustmentStore.create}, both stores). */
export async function insertAdjustment(sql: AdjustmentSql, a: NewAdjustment): Promise<void> {
  await sql.all(
    `INSERT INTO app_adjustments (adjustment_id, owner_id, owner_org_id, config_id, market, process_time, name, date_from, date_to,
       timezone, is_hour_ending, status, summary_json, stats_json, version_seq, created_at, updated_at, approved_by, approved_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12, $13, 0, $14, $14, NULL, NULL)`,
    [a.adjustmentId, a.ownerId, a.ownerOrgId, a.configId, a.market, a.processTime, a.name, a.dateFrom, a.dateTo, a.timezone, a.isHourEnding,
      JSON.stringify(a.summary), JSON.stringify(a.stats), a.createdAt],
  );
}

/**
 * Adjustment `adjustmentId` with its versions, or null when there is none. With `lock` its row
 * stays locked until the caller's transaction ends (`FOR UPDATE`: PostgreSQL only; DuckDB's
 * writes are serialised instead, see ./writes).
 */
export async function getAdjustment(sql: AdjustmentSql, adjustmentId: string, lock = false): Promise<AdjustmentRecord | null> {
  const [row] = await sql.all<AdjustmentRow>(`SELECT * FROM app_adjustments WHERE adjustment_id = $1${lock ? ' FOR UPDATE' : ''}`, [adjustmentId]);
  if (!row) return null;
  return toRecord(row, (await versionsOf(sql, [adjustmentId])).get(adjustmentId) ?? []);
}

/** {@link AdjustmentStore.list}: adjustments of organisation `orgId` and config `configId`, newest first, paged. */
export async function listAdjustments(
  sql: AdjustmentSql,
  orgId: string,
  configId: string,
  { status, limit, skip }: { status?: 'draft' | 'approved'; limit: number; skip: number },
): Promise<AdjustmentRecord[]> {
  const params: AdjustmentSqlValue[] = [orgId, configId];
  if (status) params.push(status);
  const rows = await sql.all<AdjustmentRow>(
    `SELECT * FROM app_adjustments WHERE owner_org_id = $1 AND config_id = $2${status ? ' AND status = $3' : ''}
     ORDER BY created_at DESC, adjustment_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, skip],
  );
  const versions = await versionsOf(sql, rows.map((r) => r.adjustment_id));
  return rows.map((r) => toRecord(r, versions.get(r.adjustment_id) ?? []));
}

/** {@link AdjustmentStore.versionRows}: the edited rows of version `versionNo`, by start; null when there is no such version. */
export async function readVersionRows(sql: AdjustmentSql, adjustmentId: string, versionNo: number): Promise<EditedRow[] | null> {
  const [v] = await sql.all('SELECT 1 AS n FROM app_adjustment_versions WHERE adjustment_id = $1 AND version_no = $2', [adjustmentId, versionNo]);
  return v ? rowsOf(sql, adjustmentId, versionNo) : null;
}

/** What a save of a version does its own way in each store, inside the save's transaction. */
export interface VersionSaveSteps {
  /** Whether reading the adjustment locks its row until the transaction ends (see {@link getAdjustment}). */
  lock: boolean;
  /** Takes the adjustment's next version number (its `version_seq` + 1) and stores it as its `version_seq`. */
  nextVersionNo(tx: AdjustmentSql, adjustmentId: string): Promise<number>;
}

/**
 * {@link AdjustmentStore.saveVersion} in the caller's transaction `tx`: a new version (numbered by
 * `steps.nextVersionNo`) holding the save's rows, or the rows of an existing version replaced and
 * the later versions discarded (spec part 1 §4: "overrides later versions"); then one audit entry
 * comparing the stitched views before and after. 'missing' when the adjustment is not the saver's
 * or the version does not exist, 'approved' when it is approved already (nothing written).
 */
export async function saveVersionIn(tx: AdjustmentSql, save: VersionSave, steps: VersionSaveSteps): Promise<SaveOutcome> {
  const current = await getAdjustment(tx, save.adjustmentId, steps.lock);
  if (!current || current.ownerId !== save.ownerId) return { outcome: 'missing' };
  if (current.status === 'approved') return { outcome: 'approved' };
  const latest = current.versions.at(-1);
  let target: number;
  let base: EditedRow[];
  if (save.versionNo === undefined) {
    target = await steps.nextVersionNo(tx, save.adjustmentId);
    base = latest ? await rowsOf(tx, save.adjustmentId, latest.versionNo) : [];
    await tx.all('INSERT INTO app_adjustment_versions (adjustment_id, version_no, created_by, created_at) VALUES ($1, $2, $3, $4)', [
      save.adjustmentId, target, save.ownerId, save.at,
    ]);
  } else {
    if (!current.versions.some((v) => v.versionNo === save.versionNo)) return { outcome: 'missing' };
    target = save.versionNo;
    base = await rowsOf(tx, save.adjustmentId, target);
    // Saving an older version overrides the later ones (spec part 1 §4): they go, rows first.
    await tx.all('DELETE FROM app_adjustment_rows WHERE adjustment_id = $1 AND version_no >= $2', [save.adjustmentId, target]);
    await tx.all('DELETE FROM app_adjustment_versions WHERE adjustment_id = $1 AND version_no > $2', [save.adjustmentId, target]);
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
  await tx.all('UPDATE app_adjustments SET updated_at = $1 WHERE adjustment_id = $2', [save.at, save.adjustmentId]);
  const createdAt = save.versionNo === undefined ? save.at : (current.versions.find((v) => v.versionNo === target)?.createdAt ?? save.at);
  return { outcome: 'saved', versionId: versionId(target), createdAt };
}

/** {@link AdjustmentStore.updateSummary}: replaces the summary and its figures of `ownerId`'s adjustment; false when there is none. */
export async function updateAdjustmentSummary(
  sql: AdjustmentSql,
  adjustmentId: string,
  ownerId: string,
  summary: SummaryPoint[],
  stats: AdjustmentStats,
  at: number,
): Promise<boolean> {
  const rows = await sql.all(
    'UPDATE app_adjustments SET summary_json = $1, stats_json = $2, updated_at = $3 WHERE adjustment_id = $4 AND owner_id = $5 RETURNING 1 AS n',
    [JSON.stringify(summary), JSON.stringify(stats), at, adjustmentId, ownerId],
  );
  return rows.length > 0;
}

/**
 * The approval of {@link AdjustmentStore.approve} in the caller's transaction `tx`, but for the
 * adjusted series (which each store writes its own way): marks draft `adjustmentId` approved by
 * `approver` at `at` (epoch ms) and appends the audit entry on its latest version. Answers the
 * adjustment as read before (its versions give the adjusted forecast, see {@link adjustedPoints}),
 * or 'missing' when unknown, 'approved' when already (nothing written). `lock` as in {@link getAdjustment}.
 */
export async function markApproved(
  tx: AdjustmentSql,
  adjustmentId: string,
  approver: { userId: string; email: string },
  at: number,
  lock: boolean,
): Promise<AdjustmentRecord | 'missing' | 'approved'> {
  const current = await getAdjustment(tx, adjustmentId, lock);
  if (!current) return 'missing';
  if (current.status === 'approved') return 'approved';
  await tx.all(`UPDATE app_adjustments SET status = 'approved', approved_by = $1, approved_on = $2, updated_at = $2 WHERE adjustment_id = $3`, [
    approver.email, at, adjustmentId,
  ]);
  const latest = current.versions.at(-1);
  await appendAudit(tx, adjustmentId, {
    action: 'approve', versionId: latest ? latest.versionId : null, userId: approver.userId, at, reasonCode: null, comment: null, rowsChanged: 0, beforeTotal: null, afterTotal: null,
  });
  return current;
}

/** The adjusted forecast of `current`: its latest version laid over `forecast` (the forecast itself when it has no version). */
export async function adjustedPoints(sql: AdjustmentSql, current: AdjustmentRecord, forecast: readonly ForecastPoint[]): Promise<StitchedPoint[]> {
  const latest = current.versions.at(-1);
  return stitch(forecast, latest ? await rowsOf(sql, current.adjustmentId, latest.versionNo) : []);
}

/** {@link AdjustmentStore.audit}: the audit trail of `adjustmentId`, oldest first. */
export async function readAudit(sql: AdjustmentSql, adjustmentId: string): Promise<AuditEntry[]> {
  const rows = await sql.all<{
    seq: bigint | number; action: string; version_id: string | null; user_id: string; acted_at: bigint | number; reason_code: string | null; comment: string | null;
    rows_changed: bigint | number; before_total: number | null; after_total: number | null;
  }>('SELECT * FROM app_adjustment_audit WHERE adjustment_id = $1 ORDER BY seq', [adjustmentId]);
  return rows.map((r) => ({
    seq: Number(r.seq),
    action: r.action as AuditEntry['action'],
    versionId: r.version_id,
    userId: r.user_id,
    at: Number(r.acted_at),
    reasonCode: r.reason_code as AdjustmentReasonCode | null,
    comment: r.comment,
    rowsChanged: Number(r.rows_changed),
    beforeTotal: r.before_total,
    afterTotal: r.after_total,
  }));
}

/**
 * Series value (column `series` of `ercot_load`) of the adjusted forecast of an approved
 * adjustment: its rows carry the adjusted run's market, process time and horizon `short_term`,
 * the adjustment id in `source` (one adjustment never sums with another of the same run) and the
 * author's organisation in `orgId` (nobody else reads them).
 */
export const ADJUSTED_SERIES = 'adjusted';

/** Whether the DuckDB file holds the load table `ercot_load` (an API without seeded data has none). */
export async function loadTablePresent(ex: Executor): Promise<boolean> {
  const [row] = await ex.all<{ n: bigint }>(`SELECT count(*) AS n FROM duckdb_tables() WHERE schema_name = 'main' AND table_name = 'ercot_load'`);
  return row !== undefined && Number(row.n) > 0;
}

/**
 * Replaces the adjusted forecast of adjustment `a` in `ercot_load` (series {@link ADJUSTED_SERIES},
 * MWh per hour, interval start `t`) with `points`, in the caller's transaction. Nothing is written
 * when the load table does not exist (an API without seeded data).
 */
export async function writeAdjustedSeries(
  ex: Executor,
  a: Pick<AdjustmentRecord, 'adjustmentId' | 'market' | 'processTime' | 'ownerOrgId'>,
  points: readonly StitchedPoint[],
): Promise<void> {
  if (!(await loadTablePresent(ex))) return;
  await ex.run(`DELETE FROM ercot_load WHERE series = '${ADJUSTED_SERIES}' AND source = ?`, [a.adjustmentId]);
  for (let off = 0; off < points.length; off += INSERT_CHUNK) {
    const chunk = points.slice(off, off + INSERT_CHUNK);
    await ex.run(
      `INSERT INTO ercot_load (__time, market, series, source, processTime, horizon, load, orgId) VALUES ${chunk
        .map(() => `(make_timestamp(?::BIGINT * 1000), ?, '${ADJUSTED_SERIES}', ?, ?, 'short_term', ?, ?)`)
        .join(', ')}`,
      chunk.flatMap((p) => [p.t, a.market, a.adjustmentId, a.processTime, p.adjustedForecast, a.ownerOrgId]),
    );
  }
}

/** Creates the adjustment tables that do not exist yet (idempotent). */
export async function migrateAdjustments(db: Executor): Promise<void> {
  for (const ddl of ADJUSTMENT_DDL) await db.run(ddl);
}

/**
 * The DuckDB {@link AdjustmentStore} (tables from {@link migrateAdjustments}) over the SQL shared
 * with the PostgreSQL store: writes are serialised (./writes) and each runs in one transaction; an
 * approval writes the adjusted series into `ercot_load` in the same transaction.
 */
export function createDuckDbAdjustmentStore(db: Database): AdjustmentStore {
  const steps: VersionSaveSteps = {
    lock: false,
    async nextVersionNo(tx, adjustmentId) {
      const [seq] = await tx.all<{ version_seq: bigint }>('SELECT version_seq FROM app_adjustments WHERE adjustment_id = $1', [adjustmentId]);
      const next = Number(seq?.version_seq ?? 0) + 1;
      await tx.all('UPDATE app_adjustments SET version_seq = $1 WHERE adjustment_id = $2', [next, adjustmentId]);
      return next;
    },
  };
  return {
    create: (a) => serialisedWrite(db, () => insertAdjustment(db, a)),
    get: (adjustmentId) => getAdjustment(db, adjustmentId),
    list: (orgId, configId, page) => listAdjustments(db, orgId, configId, page),
    versionRows: (adjustmentId, versionNo) => readVersionRows(db, adjustmentId, versionNo),
    saveVersion: (save) => serialisedWrite(db, () => db.transaction((tx) => saveVersionIn(tx, save, steps))),
    updateSummary: (adjustmentId, ownerId, summary, stats, at) =>
      serialisedWrite(db, () => updateAdjustmentSummary(db, adjustmentId, ownerId, summary, stats, at)),
    approve: (adjustmentId, approver, at, forecast) =>
      serialisedWrite(db, () =>
        db.transaction(async (tx) => {
          const current = await markApproved(tx, adjustmentId, approver, at, false);
          if (typeof current === 'string') return current;
          await writeAdjustedSeries(tx, current, await adjustedPoints(tx, current, forecast));
          return 'done' as const;
        }),
      ),
    async approvedWithoutSeries() {
      if (!(await loadTablePresent(db))) return [];
      const ids = await db.all<{ adjustment_id: string }>(
        `SELECT a.adjustment_id FROM app_adjustments a WHERE a.status = 'approved'
           AND NOT EXISTS (SELECT 1 FROM ercot_load l WHERE l.series = '${ADJUSTED_SERIES}' AND l.source = a.adjustment_id)
         ORDER BY a.approved_on`,
      );
      const out: AdjustmentRecord[] = [];
      for (const { adjustment_id: id } of ids) {
        const a = await getAdjustment(db, id);
        if (a) out.push(a);
      }
      return out;
    },
    restoreAdjustedSeries: (adjustmentId, forecast) =>
      serialisedWrite(db, () =>
        db.transaction(async (tx) => {
          const current = await getAdjustment(tx, adjustmentId);
          if (current?.status !== 'approved') return false;
          await writeAdjustedSeries(tx, current, await adjustedPoints(tx, current, forecast));
          return true;
        }),
      ),
    audit: (adjustmentId) => readAudit(db, adjustmentId),
  };
}


/**
 * Reads the short-term forecast run of `market` processed at `processTime` (series 'forecast',
 * horizon short_term in `ercot_load`, written by the reference forecaster) over [fromMs, toMs),
 * by interval start: the seed's rows and those imported by organisation `orgId` (another
 * organisation's imported run of the same market and process time is never read). Empty when the
 * table does not exist (an API without seeded data).
 */
export async function readShortTermForecast(db: Executor, market: string, processTime: string, fromMs: number, toMs: number, orgId: string | null = null): Promise<ForecastPoint[]> {
  if (!(await loadTablePresent(db))) return [];
  const rows = await db.all<{ t: number; load: number }>(
    `SELECT epoch_ms(__time)::DOUBLE AS t, avg(load) AS load FROM ercot_load
     WHERE series = 'forecast' AND horizon = 'short_term' AND market = ? AND processTime = ?
       AND __time >= make_timestamp(?::BIGINT * 1000) AND __time < make_timestamp(?::BIGINT * 1000) AND load IS NOT NULL
       AND (orgId IS NULL OR orgId = ?)
     GROUP BY __time ORDER BY __time`,
    [market, processTime, fromMs, toMs, orgId],
  );
  return rows.map((r) => ({ t: Number(r.t), load: r.load }));
}
