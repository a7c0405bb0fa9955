/**
 * The library at scale: tags, a favourite flag, and the voice and tool that made each asset
 * as columns (they were only inside the params JSON, so filtering on them read every row).
 * `name_key` is what the "name" sort orders by: the lower-cased start of a narration's text
 * (its title) or of the file name. Backfilled here; new rows get the same values on insert
 * (asset-repo.ts). Indexes pair each filter and sort key with the id, the keyset cursor's
 * tie-breaker, so a page reads only the rows it returns; the task listing gets its tool filter.
 */
export const sql = `
ALTER TABLE assets ADD COLUMN voice_id TEXT;
ALTER TABLE assets ADD COLUMN tool TEXT;
ALTER TABLE assets ADD COLUMN favorite INTEGER NOT NULL DEFAULT 0 CHECK (favorite IN (0, 1));
ALTER TABLE assets ADD COLUMN name_key TEXT NOT NULL DEFAULT '';

UPDATE assets SET
  tool = CASE WHEN json_valid(params) THEN json_extract(params, '$.tool') END,
  voice_id = coalesce(
    CASE WHEN json_valid(params) THEN json_extract(params, '$.voiceId') END,
    (SELECT CASE WHEN json_valid(t.request) THEN json_extract(t.request, '$.voiceId') END FROM tasks t WHERE t.id = assets.task_id)
  );
UPDATE assets SET name_key = lower(substr(trim(coalesce(
  CASE WHEN tool IN ('generate-narration', 'regenerate-segment') AND json_valid(params)
    THEN replace(replace(coalesce(json_extract(params, '$.script'), json_extract(params, '$.text')), char(10), ' '), char(13), ' ') END,
  file_name, id)), 1, 80));

CREATE TABLE asset_tags (
  asset_id  TEXT NOT NULL,
  tag       TEXT NOT NULL,
  PRIMARY KEY (asset_id, tag)
) WITHOUT ROWID;
CREATE INDEX asset_tags_by_tag ON asset_tags (tag, asset_id);
CREATE TRIGGER asset_tags_on_delete AFTER DELETE ON assets
BEGIN
  DELETE FROM asset_tags WHERE asset_id = OLD.id;
END;

CREATE INDEX assets_by_voice_id ON assets (voice_id, id);
CREATE INDEX assets_by_tool_id ON assets (tool, id);
CREATE INDEX assets_by_favorite_id ON assets (favorite, id);
CREATE INDEX assets_by_name_id ON assets (name_key, id);
CREATE INDEX assets_by_duration_id ON assets (coalesce(duration_seconds, -1), id);
-- The task listing's tool filter (its other filters have their indexes since 004 and 008).
CREATE INDEX tasks_by_tool_id ON tasks (tool, id);
`;
