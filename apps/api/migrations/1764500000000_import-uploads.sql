-- Up Migration
-- Uploads through the API (POST /api/imports) shared by every API instance on this database
-- (apps/api/src/stores/imports.ts): their statuses, so a poll reaching any instance finds them and
-- the limit of unfinished uploads counts every instance's; and the import events, so every
-- instance's own DuckDB file of time series takes every upload. Times are epoch milliseconds.

-- One upload's status, readable by its uploader alone. `finished_at` is NULL while it runs;
-- `updated_at` is the last word of the instance that runs it (progress or a heartbeat): an
-- unfinished upload whose instance fell silent is ended as failed.
CREATE TABLE app_import_uploads (
  import_id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  status JSONB NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  finished_at BIGINT
);
CREATE INDEX app_import_uploads_unfinished ON app_import_uploads (user_id) WHERE finished_at IS NULL;
CREATE INDEX app_import_uploads_finished ON app_import_uploads (finished_at) WHERE finished_at IS NOT NULL;

-- A validated upload's rows (gzip-compressed JSON), in the order every instance applies them to
-- its DuckDB file: `seq` is taken under a lock held to the commit, so it grows in commit order and
-- an instance that has applied up to n never misses one below n.
CREATE TABLE app_import_events (
  seq BIGSERIAL PRIMARY KEY,
  import_id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  source TEXT NOT NULL,
  total INTEGER NOT NULL,
  row_count INTEGER NOT NULL,
  rows_gz BYTEA NOT NULL,
  created_at BIGINT NOT NULL
);

-- Down Migration
DROP TABLE app_import_events;
DROP TABLE app_import_uploads;
