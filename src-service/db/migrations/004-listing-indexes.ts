/**
 * Indexes that let listings and the queue read only the rows they return: the queue and
 * the per-status listing walk (status, id); a key's listings walk (api_key_id, …, id).
 * Task ids sort by creation time, so id order is queue order.
 */
export const sql = `
CREATE INDEX tasks_by_status_id ON tasks (status, id);
CREATE INDEX tasks_by_key_id ON tasks (api_key_id, id);
CREATE INDEX tasks_by_key_status_id ON tasks (api_key_id, status, id);
CREATE INDEX assets_by_key_id ON assets (api_key_id, id);
CREATE INDEX assets_by_kind_id ON assets (kind, id);
`;
