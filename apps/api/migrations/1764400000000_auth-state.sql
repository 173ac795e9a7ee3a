-- Up Migration
-- Sign-in state shared by every API instance on this database (apps/api/src/stores/authState.ts):
-- without it an instance behind a round-robin proxy could not finish a sign-in another one began,
-- and each would count failed sign-ins on its own. Times are epoch milliseconds.

-- Key material the instances share (the identity provider's signing and cookie keys, the sealing
-- key of sign-in attempts, the device cookie key), made by the first instance that needs it.
CREATE TABLE auth_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- The embedded identity provider's records (oidc-provider adapter: interactions, its own login
-- sessions, grants, authorization codes...), keyed by model and id.
CREATE TABLE auth_idp_records (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload JSONB NOT NULL,
  uid TEXT,
  user_code TEXT,
  grant_id TEXT,
  expires_at BIGINT,
  PRIMARY KEY (model, id)
);
CREATE INDEX auth_idp_records_uid ON auth_idp_records (model, uid);
CREATE INDEX auth_idp_records_user_code ON auth_idp_records (model, user_code);
CREATE INDEX auth_idp_records_grant ON auth_idp_records (grant_id);
CREATE INDEX auth_idp_records_expiry ON auth_idp_records (expires_at);

-- Failed sign-ins, one row per failure and key (an account, an account from an address, a device).
CREATE TABLE auth_failures (
  key TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX auth_failures_key ON auth_failures (key, at);

-- Fixed-window request counters (sign-in starts per client address).
CREATE TABLE auth_rate_windows (
  key TEXT PRIMARY KEY,
  started_at BIGINT NOT NULL,
  count INTEGER NOT NULL
);

-- Sign-in attempts already completed, so an attempt cookie is taken once across instances.
CREATE TABLE auth_used_attempts (
  id TEXT PRIMARY KEY,
  expires_at BIGINT NOT NULL
);
CREATE INDEX auth_used_attempts_expiry ON auth_used_attempts (expires_at);

-- Down Migration
DROP TABLE auth_used_attempts;
DROP TABLE auth_rate_windows;
DROP TABLE auth_failures;
DROP TABLE auth_idp_records;
DROP TABLE auth_secrets;
