/**
 * The foreign API a task was asked through (`openai`, `elevenlabs`), null for Timbre's own
 * API and MCP: shown on the task and on the assets it made (provenance).
 */
export const sql = `ALTER TABLE tasks ADD COLUMN via TEXT;`;
