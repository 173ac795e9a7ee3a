import type { Executor } from '../db/database';

/**
 * Tables of the application state (users, sessions, dashboards, sharing, overview pins,
 * notifications) in the one DuckDB file. Times are epoch milliseconds (BIGINT); structured
 * values are JSON text, so a dashboard save is one row written in one transaction.
 *
 * Idempotent: safe to run on every start.
 */
export const APP_STATE_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS app_orgs (
     org_id VARCHAR PRIMARY KEY,
     name VARCHAR NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS app_users (
     user_id VARCHAR PRIMARY KEY,
     email VARCHAR NOT NULL,
     name VARCHAR NOT NULL,
     org_id VARCHAR NOT NULL,
     mods_json VARCHAR NOT NULL,
     password_hash VARCHAR)`,
  `CREATE TABLE IF NOT EXISTS app_sessions (
     token_hash VARCHAR PRIMARY KEY,
     user_id VARCHAR NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS app_login_attempts (
     attempt_hash VARCHAR PRIMARY KEY,
     state VARCHAR NOT NULL,
     nonce VARCHAR NOT NULL,
     code_verifier VARCHAR NOT NULL,
     redirect_to VARCHAR NOT NULL,
     expires_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS app_dashboards (
     dashboard_id VARCHAR PRIMARY KEY,
     owner_id VARCHAR NOT NULL,
     owner_org_id VARCHAR NOT NULL,
     shared_org_id VARCHAR,
     type VARCHAR NOT NULL,
     config_id VARCHAR NOT NULL,
     name VARCHAR NOT NULL,
     description VARCHAR NOT NULL,
     added_on BIGINT NOT NULL,
     updated_on BIGINT NOT NULL,
     content_json VARCHAR NOT NULL,
     version BIGINT DEFAULT 1)`,
  `CREATE TABLE IF NOT EXISTS app_dashboard_shares (
     dashboard_id VARCHAR NOT NULL,
     user_id VARCHAR NOT NULL,
     PRIMARY KEY (dashboard_id, user_id))`,
  `CREATE TABLE IF NOT EXISTS app_overview_cards (
     user_id VARCHAR NOT NULL,
     dashboard_id VARCHAR NOT NULL,
     card_id VARCHAR NOT NULL,
     layout_json VARCHAR,
     pinned_at BIGINT NOT NULL,
     PRIMARY KEY (user_id, dashboard_id, card_id))`,
  `CREATE TABLE IF NOT EXISTS app_notifications (
     notification_id VARCHAR PRIMARY KEY,
     user_id VARCHAR,
     org_id VARCHAR,
     is_global BOOLEAN NOT NULL,
     body_json VARCHAR NOT NULL,
     created_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS app_notification_reads (
     notification_id VARCHAR NOT NULL,
     user_id VARCHAR NOT NULL,
     is_read BOOLEAN NOT NULL,
     is_cleared BOOLEAN NOT NULL,
     PRIMARY KEY (notification_id, user_id))`,
];

/** Name of the table a `CREATE TABLE IF NOT EXISTS name (...)` statement creates. */
function tableOf(ddl: string): string {
  const name = /CREATE TABLE IF NOT EXISTS (\w+)/.exec(ddl)?.[1];
  if (!name) throw new Error(`Not a CREATE TABLE statement: ${ddl.slice(0, 60)}`);
  return name;
}

/**
 * Creates the application-state tables that do not exist yet, and rebuilds any that lost their
 * primary key (a table copied with CREATE TABLE AS, as a reseed does, keeps rows but not
 * constraints; the stores' upserts need the key). Rows are kept; duplicates of a key keep the first.
 */
export async function migrateAppState(db: Executor): Promise<void> {
  for (const ddl of APP_STATE_DDL) {
    const table = tableOf(ddl);
    const [info] = await db.all<{ present: bigint; keyed: bigint }>(
      `SELECT (SELECT count(*) FROM duckdb_tables() WHERE schema_name = 'main' AND table_name = $1) AS present,
              (SELECT count(*) FROM duckdb_constraints() WHERE schema_name = 'main' AND table_name = $1
                 AND constraint_type = 'PRIMARY KEY') AS keyed`,
      [table],
    );
    if (info && Number(info.present) > 0 && Number(info.keyed) === 0) {
      await db.run(`ALTER TABLE ${table} RENAME TO ${table}__unkeyed`);
      await db.run(ddl);
      await db.run(`INSERT OR IGNORE INTO ${table} BY NAME SELECT * FROM ${table}__unkeyed`);
      await db.run(`DROP TABLE ${table}__unkeyed`);
    } else {
      await db.run(ddl);
    }
  }
  // Columns added after the first release of a table (kept idempotent like the tables).
  await db.run('ALTER TABLE app_dashboards ADD COLUMN IF NOT EXISTS version BIGINT DEFAULT 1');
}
