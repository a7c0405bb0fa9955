/**
 * Batches: many generation items accepted in one request (src-service/batches/).
 *
 * Inserting 10,000 tasks with their holds costs about half a second of synchronous SQLite,
 * so a batch is accepted in two steps. The `batches` row is inserted with the total its items
 * cost (their planned rows go beside it, one JSON text), and its insert RESERVES that total: refused,
 * like a hold, when the workspace's available credits (balance − held − reserved) or the
 * key's limit (limit − used − held − reserved) cannot cover it. Then a materializer makes
 * the items into tasks in small transactions; each item's hold (written by the task insert,
 * as for any task) MOVES its amount from the batch's reservation into `held` instead of
 * checking funds again (a key limit lowered meanwhile cannot strand half a batch).
 *
 * The ledger stays append-only and per task: a reservation is no ledger row, only the
 * running totals `account.reserved` and `api_keys.credits_reserved`, which follow
 * `batches.reserved` in the statement that moves it (so they always equal its sum).
 */
export const sql = `
CREATE TABLE batches (
  id                 TEXT PRIMARY KEY,
  api_key_id         TEXT,
  label              TEXT,
  status             TEXT NOT NULL CHECK (status IN ('RUNNING', 'COMPLETED', 'CANCELLED')),
  item_count         INTEGER NOT NULL CHECK (item_count >= 1),
  estimated_credits  INTEGER NOT NULL CHECK (estimated_credits >= 0),
  -- Credits of the items not yet made into tasks; only ever goes down.
  reserved           INTEGER NOT NULL CHECK (reserved >= 0),
  -- Items made into tasks: rows 1..materialized. Each chunk commits it with its tasks.
  materialized       INTEGER NOT NULL DEFAULT 0 CHECK (materialized >= 0 AND materialized <= item_count),
  -- Items ended: tasks ended, plus the items a cancel ended before they became tasks.
  ended              INTEGER NOT NULL DEFAULT 0 CHECK (ended >= 0 AND ended <= item_count),
  charged_credits    INTEGER NOT NULL DEFAULT 0,
  refunded_credits   INTEGER NOT NULL DEFAULT 0,
  -- Reservation given back by a cancel for items that never became tasks (never held).
  released_credits   INTEGER NOT NULL DEFAULT 0,
  cancelled_at       TEXT,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL,
  -- Set once, in the transaction that ends the last item: the batch.completed event's guard.
  completed_at       TEXT
);
CREATE INDEX batches_by_key ON batches (api_key_id, id);
-- The planned rows, as a JSON array in row order (a few MB for 10,000 items), beside the batch
-- rather than in it: every item's hold updates the batch row, which must stay small. Removed
-- once every item is a task; kept for a cancelled batch, whose items view still lists them.
CREATE TABLE batch_plans (
  batch_id  TEXT PRIMARY KEY REFERENCES batches (id),
  items     TEXT NOT NULL
);
CREATE INDEX batches_unfinished ON batches (id) WHERE completed_at IS NULL;

ALTER TABLE tasks ADD COLUMN batch_id TEXT;
ALTER TABLE tasks ADD COLUMN batch_row INTEGER;
ALTER TABLE tasks ADD COLUMN file_name TEXT;
-- Partial: tasks outside a batch pay nothing for them.
CREATE UNIQUE INDEX tasks_by_batch_row ON tasks (batch_id, batch_row) WHERE batch_id IS NOT NULL;
CREATE INDEX tasks_by_batch_status ON tasks (batch_id, status) WHERE batch_id IS NOT NULL;

ALTER TABLE account ADD COLUMN reserved INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0);
ALTER TABLE api_keys ADD COLUMN credits_reserved INTEGER NOT NULL DEFAULT 0 CHECK (credits_reserved >= 0);

-- A batch's event, like a task's, exists at most once.
ALTER TABLE webhook_events ADD COLUMN batch_id TEXT;
CREATE UNIQUE INDEX webhook_events_once_per_batch ON webhook_events (batch_id) WHERE batch_id IS NOT NULL;

CREATE TRIGGER batch_reserves AFTER INSERT ON batches
BEGIN
  SELECT RAISE(ABORT, 'insufficient_credits: workspace')
    WHERE (SELECT balance - held - reserved FROM account WHERE id = 1) < NEW.reserved;
  SELECT RAISE(ABORT, 'insufficient_credits: api key')
    FROM api_keys WHERE id = NEW.api_key_id AND credit_limit IS NOT NULL
      AND credit_limit - credits_used - credits_held - credits_reserved < NEW.reserved;
  UPDATE account SET reserved = reserved + NEW.reserved WHERE id = 1;
  UPDATE api_keys SET credits_reserved = credits_reserved + NEW.reserved WHERE id = NEW.api_key_id;
END;

CREATE TRIGGER batch_reservation_only_shrinks BEFORE UPDATE OF reserved ON batches
WHEN NEW.reserved > OLD.reserved
BEGIN SELECT RAISE(ABORT, 'a batch reservation only goes down'); END;

CREATE TRIGGER batch_reservation_moves AFTER UPDATE OF reserved ON batches
WHEN NEW.reserved < OLD.reserved
BEGIN
  UPDATE account SET reserved = reserved - (OLD.reserved - NEW.reserved) WHERE id = 1;
  UPDATE api_keys SET credits_reserved = credits_reserved - (OLD.reserved - NEW.reserved) WHERE id = NEW.api_key_id;
END;

CREATE TRIGGER batch_no_delete BEFORE DELETE ON batches
BEGIN SELECT RAISE(ABORT, 'batches are kept'); END;

-- Ordinary holds now leave what batches reserved alone. A batch item's hold (its note names
-- the batch) is not checked: its credits were checked and reserved with the batch.
DROP TRIGGER ledger_moves_hold;
CREATE TRIGGER ledger_moves_hold AFTER INSERT ON ledger WHEN NEW.kind = 'hold'
BEGIN
  SELECT RAISE(ABORT, 'insufficient_credits: workspace')
    WHERE NEW.note IS NULL AND (SELECT balance - held - reserved FROM account WHERE id = 1) < NEW.amount;
  SELECT RAISE(ABORT, 'insufficient_credits: api key')
    FROM api_keys WHERE NEW.note IS NULL AND id = NEW.api_key_id AND credit_limit IS NOT NULL
      AND credit_limit - credits_used - credits_held - credits_reserved < NEW.amount;
  UPDATE account SET held = held + NEW.amount WHERE id = 1;
  UPDATE api_keys SET credits_held = credits_held + NEW.amount WHERE id = NEW.api_key_id;
END;

DROP TRIGGER task_holds_credits;
CREATE TRIGGER task_holds_credits AFTER INSERT ON tasks WHEN NEW.batch_id IS NULL
BEGIN
  INSERT INTO ledger (kind, amount, task_id, api_key_id, note, created_at)
    VALUES ('hold', NEW.estimated_credits, NEW.id, NEW.api_key_id, NULL, NEW.created_at);
END;

-- The reservation moves first (its CHECK refuses taking more than the batch has left), then
-- the hold adds the same amount to held.
CREATE TRIGGER batch_task_holds_credits AFTER INSERT ON tasks WHEN NEW.batch_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'batch item of another key or no batch')
    WHERE NOT EXISTS (SELECT 1 FROM batches WHERE id = NEW.batch_id AND api_key_id IS NEW.api_key_id AND cancelled_at IS NULL);
  UPDATE batches SET reserved = reserved - NEW.estimated_credits WHERE id = NEW.batch_id;
  INSERT INTO ledger (kind, amount, task_id, api_key_id, note, created_at)
    VALUES ('hold', NEW.estimated_credits, NEW.id, NEW.api_key_id, 'batch ' || NEW.batch_id, NEW.created_at);
END;
`;
