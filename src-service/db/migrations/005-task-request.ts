/**
 * The request as the caller sent it (validated, defaults applied), beside the runner's
 * normalized input: what "retry" and "make another like this" resubmit.
 */
export const sql = `ALTER TABLE tasks ADD COLUMN request TEXT;`;
