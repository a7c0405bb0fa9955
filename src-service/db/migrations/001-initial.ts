/** Initial schema: keys, voices, tasks, the append-only ledger, assets, idempotency records. */
export const sql = `
CREATE TABLE api_keys (
  id            TEXT PRIMARY KEY,
  label         TEXT NOT NULL,
  prefix        TEXT NOT NULL,
  hash          TEXT NOT NULL UNIQUE,
  webhook_url   TEXT,
  credit_limit  INTEGER,
  credits_held  INTEGER NOT NULL DEFAULT 0 CHECK (credits_held >= 0),
  credits_used  INTEGER NOT NULL DEFAULT 0 CHECK (credits_used >= 0),
  created_at    TEXT NOT NULL,
  last_used_at  TEXT,
  revoked_at    TEXT
);

CREATE TABLE voices (
  voice_id          TEXT PRIMARY KEY,
  name              TEXT NOT NULL,
  provider          TEXT NOT NULL CHECK (provider IN ('alpha', 'beta')),
  kind              TEXT NOT NULL CHECK (kind IN ('builtin', 'prebuilt', 'designed', 'cloned')),
  upstream_name     TEXT NOT NULL,
  description       TEXT,
  gender            TEXT,
  languages         TEXT NOT NULL,
  profile           TEXT NOT NULL,
  preview_asset_id  TEXT,
  source_asset_id   TEXT,
  engine            TEXT,
  api_key_id        TEXT,
  task_id           TEXT,
  created_at        TEXT NOT NULL,
  deleted_at        TEXT
);
CREATE INDEX voices_listing ON voices (deleted_at, provider, kind);

CREATE TABLE tasks (
  id                 TEXT PRIMARY KEY,
  tool               TEXT NOT NULL,
  task_type          TEXT NOT NULL,
  status             TEXT NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED')),
  api_key_id         TEXT,
  input              TEXT NOT NULL,
  estimated_credits  INTEGER NOT NULL CHECK (estimated_credits >= 0),
  charged_credits    INTEGER NOT NULL DEFAULT 0,
  refunded_credits   INTEGER NOT NULL DEFAULT 0,
  provider_cost      REAL,
  progress           INTEGER,
  output             TEXT,
  error              TEXT,
  engine             TEXT,
  attempts           INTEGER NOT NULL DEFAULT 0,
  upstream_id        TEXT,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL,
  started_at         TEXT,
  completed_at       TEXT
);
-- The runner claims the oldest PENDING task; recovery scans PROCESSING ones.
CREATE INDEX tasks_by_status ON tasks (status, created_at);
CREATE INDEX tasks_by_key ON tasks (api_key_id, created_at);

-- Append-only: grant, hold, capture, refund. One row per (task, kind), and a task is
-- settled once, by a capture or a refund, never both: a retry cannot charge twice.
-- No AUTOINCREMENT: rows are never deleted, so rowids only grow, without the extra
-- sqlite_sequence write on every insert.
CREATE TABLE ledger (
  id          INTEGER PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('grant', 'hold', 'capture', 'refund')),
  amount      INTEGER NOT NULL CHECK (amount >= 0),
  task_id     TEXT REFERENCES tasks (id),
  api_key_id  TEXT,
  note        TEXT,
  created_at  TEXT NOT NULL,
  CHECK ((kind = 'grant') = (task_id IS NULL))
);
CREATE UNIQUE INDEX ledger_once_per_task ON ledger (task_id, kind) WHERE task_id IS NOT NULL;
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TRIGGER ledger_settle_once BEFORE INSERT ON ledger
WHEN NEW.kind IN ('capture', 'refund')
BEGIN
  SELECT RAISE(ABORT, 'task has no hold')
    WHERE NOT EXISTS (SELECT 1 FROM ledger WHERE task_id = NEW.task_id AND kind = 'hold');
  SELECT RAISE(ABORT, 'task already settled')
    WHERE EXISTS (SELECT 1 FROM ledger WHERE task_id = NEW.task_id AND kind IN ('capture', 'refund'));
END;

-- Running totals, moved in the same transaction as the ledger row that moves them.
CREATE TABLE account (
  id       INTEGER PRIMARY KEY CHECK (id = 1),
  balance  INTEGER NOT NULL,
  held     INTEGER NOT NULL CHECK (held >= 0)
);
INSERT INTO account (id, balance, held) VALUES (1, 0, 0);

CREATE TABLE assets (
  id                TEXT PRIMARY KEY,
  kind              TEXT NOT NULL CHECK (kind IN ('audio', 'image', 'video')),
  mime_type         TEXT NOT NULL,
  bytes             INTEGER NOT NULL,
  file_name         TEXT,
  duration_seconds  REAL,
  width             INTEGER,
  height            INTEGER,
  sample_rate       INTEGER,
  channels          INTEGER,
  origin            TEXT NOT NULL,
  engine            TEXT,
  task_id           TEXT,
  api_key_id        TEXT,
  params            TEXT,
  created_at        TEXT NOT NULL
);
CREATE INDEX assets_by_created ON assets (created_at);
CREATE INDEX assets_by_task ON assets (task_id);

CREATE TABLE idempotency (
  api_key_id    TEXT NOT NULL,
  key           TEXT NOT NULL,
  tool          TEXT NOT NULL,
  request_hash  TEXT NOT NULL,
  state         TEXT NOT NULL CHECK (state IN ('in_flight', 'done')),
  status_code   INTEGER,
  response      TEXT,
  created_at    TEXT NOT NULL,
  PRIMARY KEY (api_key_id, key)
);
CREATE INDEX idempotency_by_age ON idempotency (created_at);
`;
