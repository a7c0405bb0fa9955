/**
 * Retries of a task whose provider failed for a while (tasks/retry.ts): the task goes back to
 * the queue and may not be claimed before `retry_at`. Kept in the row, so a restart keeps the
 * wait and the count. `retries` counts the runs that ended in a retry, which tells them apart
 * from the runs a crash or a stop interrupted (`attempts` counts every run). `retry_code` is
 * the transient error's code, shown while the task waits.
 */
export const sql = `
ALTER TABLE tasks ADD COLUMN retries INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tasks ADD COLUMN retry_at TEXT;
ALTER TABLE tasks ADD COLUMN retry_code TEXT;
`;
