/**
 * The schema keeps the running totals and writes every task's hold:
 * - each ledger row moves the account (and its API key's usage) in the statement that
 *   inserts it, so no code path can write a row and forget the totals, or the reverse;
 * - a hold the workspace's available credits or the key's credit limit cannot cover is
 *   refused (RAISE, statement rolled back); the code turns that into a 402 with details;
 * - inserting a task inserts its hold, so no task exists without one, and a submission is
 *   one statement instead of four (the submit path is measured against a bare insert).
 */
export const sql = `
CREATE TRIGGER ledger_moves_grant AFTER INSERT ON ledger WHEN NEW.kind = 'grant'
BEGIN
  UPDATE account SET balance = balance + NEW.amount WHERE id = 1;
END;

CREATE TRIGGER ledger_moves_hold AFTER INSERT ON ledger WHEN NEW.kind = 'hold'
BEGIN
  SELECT RAISE(ABORT, 'insufficient_credits: workspace')
    WHERE (SELECT balance - held FROM account WHERE id = 1) < NEW.amount;
  SELECT RAISE(ABORT, 'insufficient_credits: api key')
    FROM api_keys WHERE id = NEW.api_key_id AND credit_limit IS NOT NULL
      AND credit_limit - credits_used - credits_held < NEW.amount;
  UPDATE account SET held = held + NEW.amount WHERE id = 1;
  UPDATE api_keys SET credits_held = credits_held + NEW.amount WHERE id = NEW.api_key_id;
END;

CREATE TRIGGER ledger_moves_capture AFTER INSERT ON ledger WHEN NEW.kind = 'capture'
BEGIN
  UPDATE account SET balance = balance - NEW.amount, held = held - NEW.amount WHERE id = 1;
  UPDATE api_keys SET credits_held = credits_held - NEW.amount, credits_used = credits_used + NEW.amount
    WHERE id = NEW.api_key_id;
END;

CREATE TRIGGER ledger_moves_refund AFTER INSERT ON ledger WHEN NEW.kind = 'refund'
BEGIN
  UPDATE account SET held = held - NEW.amount WHERE id = 1;
  UPDATE api_keys SET credits_held = credits_held - NEW.amount WHERE id = NEW.api_key_id;
END;

CREATE TRIGGER task_holds_credits AFTER INSERT ON tasks
BEGIN
  INSERT INTO ledger (kind, amount, task_id, api_key_id, note, created_at)
    VALUES ('hold', NEW.estimated_credits, NEW.id, NEW.api_key_id, NULL, NEW.created_at);
END;
`;
