/**
 * The lane a task queues in (tasks/lanes.ts): 'local' for sandbox work, else the live
 * provider whose rate window it waits on. Rows written before lanes existed get the lane the
 * tools now compute: live speech its voice's provider (kept in the input since the first
 * schema), live voice design and cloning alpha, live video video; all else is local.
 * No index: the runner's claim and queue positions walk tasks_by_status_id (status, id) and
 * read the lane of PENDING rows only, which are few; one more b-tree would slow every submit.
 */
export const sql = `
ALTER TABLE tasks ADD COLUMN lane TEXT NOT NULL DEFAULT 'local' CHECK (lane IN ('local', 'alpha', 'beta', 'video'));
-- CASE stops at the first match, so json_extract never sees an input that is not JSON.
UPDATE tasks SET lane = CASE
  WHEN tool IN ('design-voice', 'clone-voice-from-audio') THEN 'alpha'
  WHEN tool LIKE 'generate-video-%' THEN 'video'
  WHEN tool <> 'generate-tts' OR NOT json_valid(input) THEN 'local'
  WHEN json_extract(input, '$.provider') IN ('alpha', 'beta') THEN json_extract(input, '$.provider')
  ELSE 'local'
END
WHERE engine = 'live';
`;
