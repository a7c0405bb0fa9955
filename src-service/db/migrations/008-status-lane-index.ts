/**
 * The (status, id) index gains the lane as a last column: queue positions and the runner's
 * claim filter PENDING rows by lane, and with the lane in the index they count and pick
 * from the index alone instead of reading every PENDING row. Same number of b-trees, so a
 * submission writes no more than before; listings by status still walk it in id order.
 */
export const sql = `
DROP INDEX tasks_by_status_id;
CREATE INDEX tasks_by_status_id_lane ON tasks (status, id, lane);
`;
