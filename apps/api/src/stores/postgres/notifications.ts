import type pg from 'pg';
import { insertNotification, notificationViewOf, VISIBLE_NOTIFICATIONS as VISIBLE, visibleNotifications, type NotificationReader, type NotificationRow, type NotificationStore } from '../notifications';
import { withTransaction } from './pool';

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
      const { sql, params } = insertNotification(n);
      await pool.query(sql, params);
    },
    async list(reader, filter = {}) {
      const { sql, params } = visibleNotifications(reader, filter);
      return (await pool.query<NotificationRow>(sql, params)).rows.map(notificationViewOf);
    },
    markAllRead: (reader) => setFlags(reader, 'true', 'coalesce(r.is_cleared, false)', 'AND NOT coalesce(r.is_read, false)'),
    clearAll: (reader) => setFlags(reader, 'coalesce(r.is_read, false)', 'true', ''),
  };
}
