-- Up Migration
-- Application state of Loadline on PostgreSQL (LOADLINE_DATABASE_URL): the same tables as the
-- embedded DuckDB file keeps (apps/api/src/stores/schema.ts, stores/adjustments.ts,
-- pricing/jobStore.ts). Times are epoch milliseconds (BIGINT); structured values are JSON text.
-- `version` columns are the row versions of optimistic concurrency: an update names the version
-- it read and changes the row only while it is still that one.

CREATE TABLE app_orgs (
  org_id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE app_users (
  user_id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  org_id TEXT NOT NULL,
  mods_json TEXT NOT NULL,
  password_hash TEXT
);
CREATE INDEX app_users_email ON app_users (email);
CREATE INDEX app_users_org ON app_users (org_id, name, user_id);

CREATE TABLE app_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX app_sessions_expiry ON app_sessions (expires_at);

CREATE TABLE app_login_attempts (
  attempt_hash TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  redirect_to TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX app_login_attempts_expiry ON app_login_attempts (expires_at);

CREATE TABLE app_dashboards (
  dashboard_id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  owner_org_id TEXT NOT NULL,
  shared_org_id TEXT,
  type TEXT NOT NULL,
  config_id TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  added_on BIGINT NOT NULL,
  updated_on BIGINT NOT NULL,
  content_json TEXT NOT NULL,
  version BIGINT NOT NULL DEFAULT 1
);
CREATE INDEX app_dashboards_owner ON app_dashboards (owner_id);
CREATE INDEX app_dashboards_org ON app_dashboards (owner_org_id, added_on, dashboard_id);

CREATE TABLE app_dashboard_shares (
  dashboard_id TEXT NOT NULL REFERENCES app_dashboards (dashboard_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  PRIMARY KEY (dashboard_id, user_id)
);
CREATE INDEX app_dashboard_shares_user ON app_dashboard_shares (user_id);

CREATE TABLE app_overview_cards (
  user_id TEXT NOT NULL,
  dashboard_id TEXT NOT NULL,
  card_id TEXT NOT NULL,
  layout_json TEXT,
  pinned_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, dashboard_id, card_id)
);
CREATE INDEX app_overview_cards_dashboard ON app_overview_cards (dashboard_id);

CREATE TABLE app_notifications (
  notification_id TEXT PRIMARY KEY,
  user_id TEXT,
  org_id TEXT,
  is_global BOOLEAN NOT NULL,
  body_json TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX app_notifications_user ON app_notifications (user_id, created_at);

CREATE TABLE app_notification_reads (
  notification_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  is_read BOOLEAN NOT NULL,
  is_cleared BOOLEAN NOT NULL,
  PRIMARY KEY (notification_id, user_id)
);

CREATE TABLE app_adjustments (
  adjustment_id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  owner_org_id TEXT NOT NULL,
  config_id TEXT NOT NULL,
  market TEXT NOT NULL,
  process_time TEXT NOT NULL,
  name TEXT NOT NULL,
  date_from TEXT NOT NULL,
  date_to TEXT NOT NULL,
  timezone TEXT NOT NULL,
  is_hour_ending BOOLEAN NOT NULL,
  status TEXT NOT NULL,
  summary_json TEXT NOT NULL,
  stats_json TEXT NOT NULL,
  version_seq BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  approved_by TEXT,
  approved_on BIGINT
);
CREATE INDEX app_adjustments_org ON app_adjustments (owner_org_id, config_id, created_at);

CREATE TABLE app_adjustment_versions (
  adjustment_id TEXT NOT NULL REFERENCES app_adjustments (adjustment_id) ON DELETE CASCADE,
  version_no BIGINT NOT NULL,
  created_by TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (adjustment_id, version_no)
);

CREATE TABLE app_adjustment_rows (
  adjustment_id TEXT NOT NULL,
  version_no BIGINT NOT NULL,
  t BIGINT NOT NULL,
  adjusted DOUBLE PRECISION,
  calculation TEXT NOT NULL,
  value DOUBLE PRECISION,
  PRIMARY KEY (adjustment_id, version_no, t)
);

CREATE TABLE app_adjustment_audit (
  adjustment_id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  action TEXT NOT NULL,
  version_id TEXT,
  user_id TEXT NOT NULL,
  acted_at BIGINT NOT NULL,
  reason_code TEXT,
  comment TEXT,
  rows_changed BIGINT NOT NULL,
  before_total DOUBLE PRECISION,
  after_total DOUBLE PRECISION,
  PRIMARY KEY (adjustment_id, seq)
);

CREATE TABLE pricing_jobs (
  job_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  org_id TEXT NOT NULL,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  added_on BIGINT NOT NULL,
  started_at BIGINT,
  finished_on BIGINT,
  state TEXT NOT NULL,
  progress INTEGER,
  status TEXT,
  status_message TEXT,
  contract_count INTEGER NOT NULL DEFAULT 0,
  passed_count INTEGER NOT NULL DEFAULT 0,
  failed_count INTEGER NOT NULL DEFAULT 0,
  upload_token_hash TEXT,
  upload_expires_at BIGINT,
  upload_used BOOLEAN NOT NULL DEFAULT false,
  input_csv TEXT
);
CREATE INDEX pricing_jobs_user ON pricing_jobs (user_id, added_on);
CREATE INDEX pricing_jobs_unfinished ON pricing_jobs (state) WHERE state IN ('waiting', 'active');

CREATE TABLE pricing_job_errors (
  job_id TEXT NOT NULL REFERENCES pricing_jobs (job_id) ON DELETE CASCADE,
  line INTEGER NOT NULL,
  message TEXT NOT NULL
);
CREATE INDEX pricing_job_errors_job ON pricing_job_errors (job_id, line);

CREATE TABLE pricing_job_results (
  job_id TEXT NOT NULL REFERENCES pricing_jobs (job_id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  csv TEXT NOT NULL,
  PRIMARY KEY (job_id, kind)
);

-- Down Migration
DROP TABLE pricing_job_results;
DROP TABLE pricing_job_errors;
DROP TABLE pricing_jobs;
DROP TABLE app_adjustment_audit;
DROP TABLE app_adjustment_rows;
DROP TABLE app_adjustment_versions;
DROP TABLE app_adjustments;
DROP TABLE app_notification_reads;
DROP TABLE app_notifications;
DROP TABLE app_overview_cards;
DROP TABLE app_dashboard_shares;
DROP TABLE app_dashboards;
DROP TABLE app_login_attempts;
DROP TABLE app_sessions;
DROP TABLE app_users;
DROP TABLE app_orgs;
