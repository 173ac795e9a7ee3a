import type { Database } from '../db/database';
import { serialisedWrite } from './writes';

/** What a notification says: spec part 2 section 3 (code, mod, title, description, meta.status; or kind, title, description, extraContent). */
export type NotificationBody = Record<string, unknown> & { title: string; description: string };

/** A notification to store. `userId` null with `isGlobal` for one every user sees. */
export interface NotificationInput {
  id: string;
  userId: string | null;
  /** Organisation a global notification is limited to; null or absent for every organisation. */
  orgId?: string | null;
  isGlobal: boolean;
  /** Epoch ms. */
  createdAt: number;
  body: NotificationBody;
}

/** A notification as one user sees it. */
export interface NotificationView extends NotificationBody {
  id: string;
  /** ISO 8601 instant. */
  date: string;
  isRead: boolean;
  isGlobal: boolean;
}

/** Who is asking: notifications are personal, or global (all users, or one organisation's). */
export interface NotificationReader {
  userId: string;
  orgId: string;
}

/** Filters of the list call (`isRead=false`, `isGlobal=true`). */
export interface NotificationFilter {
  /** Only read (true) or only unread (false) ones; both when absent. */
  isRead?: boolean;
  /** true: personal and global ones; false: personal only. @default true */
  isGlobal?: boolean;
}

/** Notifications with per-user read and cleared state. */
export interface NotificationStore {
  /** Stores a notification unless one with its id exists. */
  insertIfAbsent(n: NotificationInput): Promise<void>;
  /** Visible, not cleared notifications, newest first. */
  list(reader: NotificationReader, filter?: NotificationFilter): Promise<NotificationView[]>;
  /** Marks every visible notification read; returns how many were unread. */
  markAllRead(reader: NotificationReader): Promise<number>;
  /** Clears (hides) every visible notification; returns how many were cleared. */
  clearAll(reader: NotificationReader): Promise<number>;
}

/** A notification row as both stores read it. */
export interface NotificationRow {
  notification_id: string;
  is_global: boolean;
  body_json: string;
  created_at: bigint | number;
  is_read: boolean;
}

/**
 * The FROM and WHERE of the notifications a reader sees (its own, and the global ones of its
 * organisation or of all), without those it cleared: `$1` the user id, `$2` its organisation.
 */
export const VISIBLE_NOTIFICATIONS = `FROM app_notifications n
  LEFT JOIN app_notification_reads r ON r.notification_id = n.notification_id AND r.user_id = $1
  WHERE (n.user_id = $1 OR (n.is_global AND (n.org_id IS NULL OR n.org_id = $2)))
    AND NOT coalesce(r.is_cleared, false)`;

const VISIBLE = VISIBLE_NOTIFICATIONS;

/** The SELECT of {@link NotificationStore.list}, newest first, with its `$n` parameters. */
export function visibleNotifications(reader: NotificationReader, filter: NotificationFilter): { sql: string; params: (string | boolean)[] } {
  const params: (string | boolean)[] = [reader.userId, reader.orgId];
  let sql = `SELECT n.notification_id, n.is_global, n.body_json, n.created_at, coalesce(r.is_read, false) AS is_read ${VISIBLE}`;
  if (filter.isRead !== undefined) {
    params.push(filter.isRead);
    sql += ` AND coalesce(r.is_read, false) = $${params.length}`;
  }
  if (filter.isGlobal === false) sql += ' AND NOT n.is_global';
  return { sql: `${sql} ORDER BY n.created_at DESC, n.notification_id`, params };
}

/** The view of a notification row: its body, id, ISO date, read and global flags. */
export function notificationViewOf(row: NotificationRow): NotificationView {
  return {
    ...(JSON.parse(row.body_json) as NotificationBody),
    id: row.notification_id,
    date: new Date(Number(row.created_at)).toISOString(),
    isRead: row.is_read,
    isGlobal: row.is_global,
  };
}

/** The insert of {@link NotificationStore.insertIfAbsent} (`$n` parameters) and its values. */
export function insertNotification(n: NotificationInput): { sql: string; params: (string | number | boolean | null)[] } {
  return {
    sql: `INSERT INTO app_notifications (notification_id, user_id, org_id, is_global, body_json, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    params: [n.id, n.userId, n.orgId ?? null, n.isGlobal, JSON.stringify(n.body), n.createdAt],
  };
}

/** DuckDB implementation of {@link NotificationStore}. */
export function createDuckDbNotificationStore(db: Database): NotificationStore {
  // Serialised and retried on a conflict (./writes): two mark-all-read calls at once both succeed.
  const setFlags = (reader: NotificationReader, read: string, cleared: string, where: string) =>
    serialisedWrite(db, () => db.transaction(async (tx) => {
      const [count] = await tx.all<{ n: bigint }>(`SELECT count(*) AS n ${VISIBLE} ${where}`, [reader.userId, reader.orgId]);
      await tx.run(
        `INSERT OR REPLACE INTO app_notification_reads (notification_id, user_id, is_read, is_cleared)
         SELECT n.notification_id, $1, ${read}, ${cleared} ${VISIBLE}`,
        [reader.userId, reader.orgId],
      );
      return Number(count?.n ?? 0);
    }));
  return {
    async insertIfAbsent(n) {
      const { sql, params } = insertNotification(n);
      await serialisedWrite(db, () => db.run(sql, params));
    },
    async list(reader, filter = {}) {
      const { sql, params } = visibleNotifications(reader, filter);
      return (await db.all<NotificationRow>(sql, params)).map(notificationViewOf);
    },
    markAllRead: (reader) => setFlags(reader, 'true', 'coalesce(r.is_cleared, false)', 'AND NOT coalesce(r.is_read, false)'),
    clearAll: (reader) => setFlags(reader, 'coalesce(r.is_read, false)', 'true', ''),
  };
}
