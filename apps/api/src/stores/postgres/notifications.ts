import type pg from 'pg';
import type { NotificationBody, NotificationReader, NotificationStore } from '../notifications';
import { withTransaction } from './pool';

interface Row {
  notification_id: string;
  is_global: boolean;
  body_json: string;
  created_at: number;
  is_read: boolean;
}

const VISIBLE = `FROM app_notifications n
  LEFT JOIN app_notification_reads r ON r.notification_id = n.notification_id AND r.user_id = $1
  WHERE (n.user_id = $1 OR (n.is_global AND (n.org_id IS NULL OR n.org_id = $2)))
    AND NOT coalesce(r.is_cleared, false)`;

/**
 * PostgreSQL implementation of {@link NotificationStore}. Mark-all-read and clear-all of one user
 * take that user's transaction-scoped advisory lock, so two at once (from any instances) count and
 * write one after the other, as the DuckDB store's serialised writes do.
 */
export function createPgNotificationStore(pool: pg.Pool): NotificationStore {
  const setFlags = (reader: NotificationReader, read: string, cleared: string, where: string) =>
    withTransaction(pool, async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('notifications:' || $1))", [reader.userId]);
      const { rows } = await tx.query<{ n: number }>(`SELECT count(*) AS n ${VISIBLE} ${where}`, [reader.userId, reader.orgId]);
      await tx.query(
        `INSERT INTO app_notification_reads (notification_id, user_id, is_read, is_cleared)
         SELECT n.notification_id, $1, ${read}, ${cleared} ${VISIBLE}
         ON CONFLICT (notification_id, user_id) DO UPDATE SET is_read = EXCLUDED.is_read, is_cleared = EXCLUDED.is_cleared`,
        [reader.userId, reader.orgId],
      );
      return rows[0]?.n ?? 0;
    });
  return {
    async insertIfAbsent(n) {
      await pool.query(
        `INSERT INTO app_notifications (notification_id, user_id, org_id, is_global, body_json, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [n.id, n.userId, n.orgId ?? null, n.isGlobal, JSON.stringify(n.body), n.createdAt],
      );
    },
    async list(reader, filter = {}) {
      const params: (string | boolean)[] = [reader.userId, reader.orgId];
      let sql = `SELECT n.notification_id, n.is_global, n.body_json, n.created_at, coalesce(r.is_read, false) AS is_read ${VISIBLE}`;
      if (filter.isRead !== undefined) {
        params.push(filter.isRead);
        sql += ` AND coalesce(r.is_read, false) = $${params.length}`;
      }
      if (filter.isGlobal === false) sql += ' AND NOT n.is_global';
      const { rows } = await pool.query<Row>(`${sql} ORDER BY n.created_at DESC, n.notification_id`, params);
      return rows.map((row) => ({
        ...(JSON.parse(row.body_json) as NotificationBody),
        id: row.notification_id,
        date: new Date(row.created_at).toISOString(),
        isRead: row.is_read,
        isGlobal: row.is_global,
      }));
    },
    markAllRead: (reader) => setFlags(reader, 'true', 'coalesce(r.is_cleared, false)', 'AND NOT coalesce(r.is_read, false)'),
    clearAll: (reader) => setFlags(reader, 'coalesce(r.is_read, false)', 'true', ''),
  };
}
