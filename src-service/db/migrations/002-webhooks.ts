/**
 * Webhook events and their delivery attempts. The schedule lives in the rows
 * (next_attempt_at), so it survives restarts; secrets never do: only the body sent.
 */
export const sql = `
CREATE TABLE webhook_events (
  id                 TEXT PRIMARY KEY,
  api_key_id         TEXT NOT NULL,
  type               TEXT NOT NULL,
  task_id            TEXT,
  -- The exact JSON body every attempt sends, so retries are byte-identical.
  payload            TEXT NOT NULL,
  status             TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  -- A redelivery starts a new series with the same event id.
  series             INTEGER NOT NULL DEFAULT 1,
  attempts           INTEGER NOT NULL DEFAULT 0,
  -- Milliseconds since the epoch: the schedule's offsets count from here.
  series_started_at  INTEGER NOT NULL,
  next_attempt_at    INTEGER,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL,
  delivered_at       TEXT,
  CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
);
-- The dispatcher's queue, in its own order (with id, so a backlog due at the same
-- millisecond is read in index order rather than sorted on every pump).
CREATE INDEX webhook_events_due ON webhook_events (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX webhook_events_by_key ON webhook_events (api_key_id, id);
CREATE INDEX webhook_events_by_status ON webhook_events (status, id);
-- A task ends once, so it has at most one event.
CREATE UNIQUE INDEX webhook_events_once_per_task ON webhook_events (task_id) WHERE task_id IS NOT NULL;

CREATE TABLE webhook_attempts (
  id                INTEGER PRIMARY KEY,
  event_id          TEXT NOT NULL REFERENCES webhook_events (id),
  series            INTEGER NOT NULL,
  attempt           INTEGER NOT NULL,
  url               TEXT,
  started_at        TEXT NOT NULL,
  http_status       INTEGER,
  latency_ms        INTEGER NOT NULL,
  error_class       TEXT,
  error_message     TEXT,
  response_excerpt  TEXT,
  UNIQUE (event_id, series, attempt)
);
`;
