/**
 * Indexes that let listings and the queue read only the rows they return. Task ids sort by
 * creation time, so (status, id) serves both the runner's queue and the per-status listing,
 * and (api_key_id, id) a key's listing; they replace the created_at indexes of 001, since
 * every index is one more b-tree written by each submission.
 */
export const sql = `
DROP INDEX tasks_by_status;
DROP INDEX tasks_by_key;
CREATE INDEX tasks_by_status_id ON tasks (status, id);
CREATE INDEX tasks_by_key_id ON tasks (api_key_id, id);
CREATE INDEX assets_by_key_id ON assets (api_key_id, id);
CREATE INDEX assets_by_kind_id ON assets (kind, id);
`;
