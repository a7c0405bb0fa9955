/**
 * Queue control (tasks/queue-pauses.ts, tasks/queue-service.ts). `front` orders the PENDING tasks moved to the front
 * of their lane: each move takes the largest value plus one, so the one moved last runs first;
 * the rest stay oldest-first by id. Its index is partial (PENDING tasks that were moved only),
 * so it stays as small as the moves, costs a submission nothing (a new task has no `front`),
 * and lets the claim and the queue positions find the fronted tasks without walking the backlog.
 * `queue_pauses` holds what is paused: a lane, or `*` for the whole queue; a restart reads it,
 * so a paused queue stays paused.
 */
export const sql = `
ALTER TABLE tasks ADD COLUMN front INTEGER;
CREATE INDEX tasks_fronted ON tasks (front, lane) WHERE status = 'PENDING' AND front IS NOT NULL;
CREATE TABLE queue_pauses (
  lane       TEXT PRIMARY KEY CHECK (lane IN ('*', 'local', 'alpha', 'beta', 'video')),
  paused_at  TEXT NOT NULL
);
`;
