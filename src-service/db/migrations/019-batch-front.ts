/**
 * A batch moved to the front of the queue (POST /api/v1/batches/{id}/front). Its PENDING tasks
 * get `front` values from a range taken above every other fronted task (row 1 the largest, so
 * the batch keeps its own row order), and `front_top` keeps the top of that range on the batch:
 * the items made into tasks later take their `front` from it (top − row + 1), across a restart
 * too, and a task moved to the front afterwards takes a value above it, so it still goes first.
 */
export const sql = `
ALTER TABLE batches ADD COLUMN front_top INTEGER;
`;
