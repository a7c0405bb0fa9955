/**
 * Voices you can hear: the preview clip made for a catalogue voice in this workspace (a
 * generate-tts task; its asset once the task succeeds) and the voices marked favourite.
 * One database is one workspace, so both are keyed by the voice alone.
 */
export const sql = `
CREATE TABLE voice_previews (
  voice_id   TEXT PRIMARY KEY,
  task_id    TEXT NOT NULL,
  asset_id   TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE voice_favorites (
  voice_id   TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);`;
