/**
 * The request log: one row per call an API key made (REST routes and MCP tool calls). Ids are
 * integers handed out in memory as entries are buffered (one service per data folder), so a
 * page is a walk down the rowid; the key's listing pairs the key with the id. Bodies are kept
 * only for keys with `capture_bodies` on, already truncated and redacted, and sit last in the
 * row so a listing never reads their overflow pages.
 */
export const sql = `
ALTER TABLE api_keys ADD COLUMN capture_bodies INTEGER NOT NULL DEFAULT 0 CHECK (capture_bodies IN (0, 1));

CREATE TABLE request_log (
  id                 INTEGER PRIMARY KEY,
  created_at         TEXT NOT NULL,
  api_key_id         TEXT,
  transport          TEXT NOT NULL CHECK (transport IN ('rest', 'mcp')),
  method             TEXT NOT NULL,
  route              TEXT NOT NULL,
  path               TEXT NOT NULL,
  tool               TEXT,
  status             INTEGER NOT NULL,
  latency_ms         REAL NOT NULL,
  error_code         TEXT,
  error_message      TEXT,
  task_id            TEXT,
  bytes_in           INTEGER NOT NULL,
  bytes_out          INTEGER NOT NULL,
  resent_from        INTEGER,
  captured           INTEGER NOT NULL DEFAULT 0 CHECK (captured IN (0, 1)),
  request_body       TEXT,
  request_truncated  INTEGER NOT NULL DEFAULT 0,
  response_body      TEXT,
  response_truncated INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX request_log_by_key_id ON request_log (api_key_id, id);
`;
