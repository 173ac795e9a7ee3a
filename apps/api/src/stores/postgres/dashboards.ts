import type pg from 'pg';
import { toWellFormedJson } from '../../http/jsonGuard';
import { dashboardRecordOf, visibleDashboards, type DashboardContent, type DashboardRow, type DashboardStore, type DeleteOutcome, type UpdateOutcome } from '../dashboards';
import { withTransaction, type Queryable } from './pool';

type Row = DashboardRow;

const SELECT = `SELECT d.*, (SELECT array_agg(s.user_id ORDER BY s.user_id) FROM app_dashboard_shares s WHERE s.dashboard_id = d.dashboard_id) AS shared_users
  FROM app_dashboards d`;

/** The dashboard of `ownerId`, its row locked until the transaction ends; undefined when there is none. */
async function lockOwned(tx: Queryable, dashboardId: string, ownerId: string): Promise<{ shared_org_id: string | null } | undefined> {
  const { rows } = await tx.query<{ shared_org_id: string | null }>(
    'SELECT shared_org_id FROM app_dashboards WHERE dashboard_id = $1 AND owner_id = $2 FOR UPDATE',
    [dashboardId, ownerId],
  );
  return rows[0];
}

/**
 * PostgreSQL implementation of {@link DashboardStore}. An update reads the row with `FOR UPDATE`
 * and writes it with its version + 1 in one transaction: saves from any number of instances are
 * applied one after the other, none lost; a save naming a version that is no longer the stored one
 * is 'stale' (the route's 409), as in the DuckDB store.
 */
export function createPgDashboardStore(pool: pg.Pool): DashboardStore {
  return {
    async create(d) {
      await pool.query(
        `INSERT INTO app_dashboards (dashboard_id, owner_id, owner_org_id, shared_org_id, type, config_id, name,
           description, added_on, updated_on, version, content_json) VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, $8, 1, $9)`,
        [d.dashboardId, d.ownerId, d.ownerOrgId, d.type, d.configId, d.name, d.description, d.addedOn, JSON.stringify(d.content)],
      );
    },
    async countOwned(ownerId) {
      const { rows } = await pool.query<{ n: number }>('SELECT count(*) AS n FROM app_dashboards WHERE owner_id = $1', [ownerId]);
      return rows[0]?.n ?? 0;
    },
    async get(dashboardId) {
      const { rows } = await pool.query<Row>(`${SELECT} WHERE d.dashboard_id = $1`, [dashboardId]);
      return rows[0] ? dashboardRecordOf(rows[0]) : null;
    },
    async listVisible(viewer, type) {
      const { where, params } = visibleDashboards(viewer, type);
      const { rows } = await pool.query<Row>(`${SELECT} ${where}`, params);
      return rows.map(dashboardRecordOf);
    },
    update(dashboardId, owner, patch, now = Date.now(), expectedVersion) {
      return withTransaction(pool, async (tx): Promise<UpdateOutcome> => {
        const { rows } = await tx.query<{ content_json: string; version: number }>(
          'SELECT content_json, version FROM app_dashboards WHERE dashboard_id = $1 AND owner_id = $2 AND owner_org_id = $3 FOR UPDATE',
          [dashboardId, owner.userId, owner.orgId],
        );
        const row = rows[0];
        if (!row) return { outcome: 'missing' };
        if (expectedVersion !== undefined && expectedVersion !== row.version) return { outcome: 'stale', version: row.version };
        const content = { ...toWellFormedJson(JSON.parse(row.content_json) as DashboardContent), ...(patch.content ?? {}) };
        const written = await tx.query(
          `UPDATE app_dashboards SET name = coalesce($1, name), description = coalesce($2, description), content_json = $3, updated_on = $4,
             version = version + 1 WHERE dashboard_id = $5 AND version = $6`,
          [patch.name ?? null, patch.description ?? null, JSON.stringify(content), now, dashboardId, row.version],
        );
        if (written.rowCount !== 1) throw new Error('A locked dashboard row changed under its lock');
        return { outcome: 'updated', version: row.version + 1 };
      });
    },
    delete(dashboardId, ownerId) {
      return withTransaction(pool, async (tx): Promise<DeleteOutcome> => {
        const row = await lockOwned(tx, dashboardId, ownerId);
        if (!row) return 'missing';
        const shares = await tx.query('SELECT 1 FROM app_dashboard_shares WHERE dashboard_id = $1 LIMIT 1', [dashboardId]);
        if (row.shared_org_id !== null || (shares.rowCount ?? 0) > 0) return 'shared';
        await tx.query('DELETE FROM app_overview_cards WHERE dashboard_id = $1', [dashboardId]);
        await tx.query('DELETE FROM app_dashboards WHERE dashboard_id = $1', [dashboardId]);
        return 'deleted';
      });
    },
    shareWithUsers(dashboardId, ownerId, add, remove = []) {
      return withTransaction(pool, async (tx) => {
        if (!(await lockOwned(tx, dashboardId, ownerId))) return false;
        if (remove.length) {
          await tx.query('DELETE FROM app_dashboard_shares WHERE dashboard_id = $1 AND user_id = ANY($2::text[])', [dashboardId, remove]);
          await tx.query('DELETE FROM app_overview_cards WHERE dashboard_id = $1 AND user_id = ANY($2::text[])', [dashboardId, remove]);
        }
        if (add.length) {
          await tx.query(
            'INSERT INTO app_dashboard_shares (dashboard_id, user_id) SELECT $1, u FROM unnest($2::text[]) AS u ON CONFLICT DO NOTHING',
            [dashboardId, add],
          );
        }
        return true;
      });
    },
    setSharedOrg(dashboardId, ownerId, orgId) {
      return withTransaction(pool, async (tx) => {
        const row = await lockOwned(tx, dashboardId, ownerId);
        if (!row) return false;
        if (row.shared_org_id !== orgId) await tx.query('UPDATE app_dashboards SET shared_org_id = $1 WHERE dashboard_id = $2', [orgId, dashboardId]);
        return true;
      });
    },
  };
}
