import type { Database, Executor } from '../db/database';
import { toWellFormedJson } from '../http/jsonGuard';
import { serialisedWrite } from './writes';

/**
 * What a dashboard holds besides its columns, as saved (spec part 2 section 7 bodies): cards,
 * filters, rangeFilters, timeFilters, settings, and the config's category, level and commodity.
 * Stored as one JSON document, so every save replaces it whole in one transaction.
 */
export type DashboardContent = Record<string, unknown>;

/** A stored dashboard. Times are epoch ms. */
export interface DashboardRecord {
  dashboardId: string;
  ownerId: string;
  /** Organisation of the owner: nobody outside it ever sees the dashboard. */
  ownerOrgId: string;
  /** Organisation it is shared with (always the owner's), or null. */
  sharedOrgId: string | null;
  /** Users it is shared with by name. */
  sharedUserIds: string[];
  /** Dashboard type, a product id such as 'prod_load_forecast'. */
  type: string;
  configId: string;
  name: string;
  description: string;
  addedOn: number;
  updatedOn: number;
  /** Optimistic version: 1 when created, +1 on every saved update. */
  version: number;
  content: DashboardContent;
}

/** A dashboard to create. */
export type NewDashboard = Omit<DashboardRecord, 'sharedOrgId' | 'sharedUserIds' | 'updatedOn' | 'version'>;

/** A partial update: columns and any top-level content members (each replaced whole). */
export interface DashboardPatch {
  name?: string;
  description?: string;
  content?: DashboardContent;
}

/** Outcome of an update: the new version, or why there is none ('stale': `expectedVersion` is not the stored one). */
export type UpdateOutcome = { outcome: 'updated'; version: number } | { outcome: 'missing' } | { outcome: 'stale'; version: number };

/** Outcome of a delete. */
export type DeleteOutcome = 'deleted' | 'shared' | 'missing';

/** Dashboards and their sharing. Ownership is checked here too: writes take the owner's id. */
export interface DashboardStore {
  create(d: NewDashboard): Promise<void>;
  get(dashboardId: string): Promise<DashboardRecord | null>;
  /** Dashboards of `type` (all types when absent) that `viewer` owns or sees shared, oldest first. */
  listVisible(viewer: { userId: string; orgId: string }, type?: string): Promise<DashboardRecord[]>;
  /**
   * Applies a patch to a dashboard of `owner` (user and organisation), atomically, when its
   * version is `expectedVersion` (any version when undefined).
   */
  update(dashboardId: string, owner: { userId: string; orgId: string }, patch: DashboardPatch, now?: number, expectedVersion?: number): Promise<UpdateOutcome>;
  /** How many dashboards `ownerId` owns. */
  countOwned(ownerId: string): Promise<number>;
  /** Deletes a dashboard of `ownerId` unless it is shared (with the organisation or with anyone). */
  delete(dashboardId: string, ownerId: string): Promise<DeleteOutcome>;
  /** Adds and removes named users of a dashboard of `ownerId`; false when there is none. */
  shareWithUsers(dashboardId: string, ownerId: string, add: string[], remove?: string[]): Promise<boolean>;
  /** Shares a dashboard of `ownerId` with an organisation, or unshares it (null); false when there is none. */
  setSharedOrg(dashboardId: string, ownerId: string, orgId: string | null): Promise<boolean>;
}

/** A row of `app_dashboards` with its shares, as DuckDB (comma-joined) and PostgreSQL (an array) read it. */
export interface DashboardRow {
  dashboard_id: string;
  owner_id: string;
  owner_org_id: string;
  shared_org_id: string | null;
  shared_users: string | readonly string[] | null;
  type: string;
  config_id: string;
  name: string;
  description: string;
  added_on: bigint | number;
  updated_on: bigint | number;
  version: bigint | number | null;
  content_json: string;
}

const SELECT = `WITH sh AS (SELECT dashboard_id, string_agg(user_id, ',' ORDER BY user_id) AS shared_users
    FROM app_dashboard_shares GROUP BY dashboard_id)
  SELECT d.*, sh.shared_users FROM app_dashboards d LEFT JOIN sh ON sh.dashboard_id = d.dashboard_id`;

type Row = DashboardRow & { shared_users: string | null };

/** The record of a dashboard row of either store. */
export function dashboardRecordOf(row: DashboardRow): DashboardRecord {
  return {
    dashboardId: row.dashboard_id,
    ownerId: row.owner_id,
    ownerOrgId: row.owner_org_id,
    sharedOrgId: row.shared_org_id,
    sharedUserIds: typeof row.shared_users === 'string' ? row.shared_users.split(',') : [...(row.shared_users ?? [])],
    type: row.type,
    configId: row.config_id,
    // Text stored before requests were checked for well-formed Unicode reads back repaired
    // (U+FFFD for a lone surrogate), so it can be shown and saved again.
    name: toWellFormedJson(row.name),
    description: toWellFormedJson(row.description),
    addedOn: Number(row.added_on),
    updatedOn: Number(row.updated_on),
    version: Number(row.version ?? 0),
    content: toWellFormedJson(JSON.parse(row.content_json) as DashboardContent),
  };
}

/**
 * The WHERE and ORDER BY of the dashboards `viewer` may open (owned, shared with its organisation
 * or with it by name; its organisation's only), of one type when given: `$n` parameters, read by
 * both stores after their own SELECT of `app_dashboards d`.
 */
export function visibleDashboards(viewer: { userId: string; orgId: string }, type?: string): { where: string; params: string[] } {
  const params = [viewer.userId, viewer.orgId];
  let where = `WHERE d.owner_org_id = $2 AND (d.owner_id = $1 OR d.shared_org_id = $2
    OR EXISTS (SELECT 1 FROM app_dashboard_shares s WHERE s.dashboard_id = d.dashboard_id AND s.user_id = $1))`;
  if (type !== undefined) {
    params.push(type);
    where += ' AND d.type = $3';
  }
  return { where: `${where} ORDER BY d.added_on, d.dashboard_id`, params };
}

/** One dashboard by id (and owner when given), with its shares: two point lookups. */
async function rowById(ex: Executor, dashboardId: string, ownerId?: string): Promise<Row | undefined> {
  const [row] = await ex.all<Row>(
    `SELECT * FROM app_dashboards WHERE dashboard_id = ?${ownerId === undefined ? '' : ' AND owner_id = ?'}`,
    ownerId === undefined ? [dashboardId] : [dashboardId, ownerId],
  );
  if (!row) return undefined;
  const shares = await ex.all<{ user_id: string }>('SELECT user_id FROM app_dashboard_shares WHERE dashboard_id = ? ORDER BY user_id', [dashboardId]);
  return { ...row, shared_users: shares.map((s) => s.user_id).join(',') || null };
}

const ownedRow = (tx: Executor, dashboardId: string, ownerId: string) => rowById(tx, dashboardId, ownerId);

/** DuckDB implementation of {@link DashboardStore}. */
export function createDuckDbDashboardStore(db: Database): DashboardStore {
  return {
    async create(d) {
      await serialisedWrite(db, () =>
        db.run(
          `INSERT INTO app_dashboards (dashboard_id, owner_id, owner_org_id, shared_org_id, type, config_id, name,
             description, added_on, updated_on, version, content_json) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, 1, ?)`,
          [d.dashboardId, d.ownerId, d.ownerOrgId, d.type, d.configId, d.name, d.description, d.addedOn, d.addedOn, JSON.stringify(d.content)],
        ),
      );
    },
    async countOwned(ownerId) {
      const [row] = await db.all<{ n: bigint }>('SELECT count(*) AS n FROM app_dashboards WHERE owner_id = ?', [ownerId]);
      return Number(row?.n ?? 0);
    },
    async get(dashboardId) {
      const row = await rowById(db, dashboardId);
      return row ? dashboardRecordOf(row) : null;
    },
    async listVisible(viewer, type) {
      const { where, params } = visibleDashboards(viewer, type);
      const rows = await db.all<Row>(`${SELECT} ${where}`, params);
      return rows.map(dashboardRecordOf);
    },
    update(dashboardId, owner, patch, now = Date.now(), expectedVersion) {
      // Read, merge in JS and write back only if the version is still the one read (compare and
      // set), so no acknowledged save is lost or silently overwritten: each top-level content
      // member in the patch replaces the stored one whole. Merging here rather than with DuckDB's
      // json_merge_patch also reads stored text that is not well-formed back repaired.
      return serialisedWrite(db, async (): Promise<UpdateOutcome> => {
        for (;;) {
          const [row] = await db.all<Pick<Row, 'content_json' | 'version'>>(
            'SELECT content_json, version FROM app_dashboards WHERE dashboard_id = ? AND owner_id = ? AND owner_org_id = ?',
            [dashboardId, owner.userId, owner.orgId],
          );
          if (!row) return { outcome: 'missing' };
          const version = Number(row.version ?? 0);
          if (expectedVersion !== undefined && expectedVersion !== version) return { outcome: 'stale', version };
          const content = { ...toWellFormedJson(JSON.parse(row.content_json) as DashboardContent), ...(patch.content ?? {}) };
          const written = await db.all(
            `UPDATE app_dashboards SET name = coalesce(?, name), description = coalesce(?, description),
               content_json = ?, updated_on = ?, version = ?
             WHERE dashboard_id = ? AND owner_id = ? AND owner_org_id = ? AND coalesce(version, 0) = ? RETURNING dashboard_id`,
            [patch.name ?? null, patch.description ?? null, JSON.stringify(content), now, version + 1, dashboardId, owner.userId, owner.orgId, version],
          );
          // Another process saved in between: read again (and refuse if a version was asked for).
          if (written.length > 0) return { outcome: 'updated', version: version + 1 };
        }
      });
    },
    delete(dashboardId, ownerId) {
      return serialisedWrite(db, () =>
        db.transaction(async (tx): Promise<DeleteOutcome> => {
          const row = await ownedRow(tx, dashboardId, ownerId);
          if (!row) return 'missing';
          if (row.shared_org_id !== null || row.shared_users) return 'shared';
          await tx.run('DELETE FROM app_overview_cards WHERE dashboard_id = ?', [dashboardId]);
          await tx.run('DELETE FROM app_dashboards WHERE dashboard_id = ?', [dashboardId]);
          return 'deleted';
        }),
      );
    },
    shareWithUsers(dashboardId, ownerId, add, remove = []) {
      return serialisedWrite(db, () =>
        db.transaction(async (tx) => {
          if (!(await ownedRow(tx, dashboardId, ownerId))) return false;
          for (const userId of remove) {
            await tx.run('DELETE FROM app_dashboard_shares WHERE dashboard_id = ? AND user_id = ?', [dashboardId, userId]);
            await tx.run('DELETE FROM app_overview_cards WHERE dashboard_id = ? AND user_id = ?', [dashboardId, userId]);
          }
          for (const userId of add) {
            await tx.run('INSERT INTO app_dashboard_shares (dashboard_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [dashboardId, userId]);
          }
          return true;
        }),
      );
    },
    setSharedOrg(dashboardId, ownerId, orgId) {
      return serialisedWrite(db, () =>
        db.transaction(async (tx) => {
          const row = await ownedRow(tx, dashboardId, ownerId);
          if (!row) return false;
          // Idempotent: sharing twice (or unsharing twice) writes nothing the second time.
          if (row.shared_org_id !== orgId) await tx.run('UPDATE app_dashboards SET shared_org_id = ? WHERE dashboard_id = ?', [orgId, dashboardId]);
          return true;
        }),
      );
    },
  };
}
