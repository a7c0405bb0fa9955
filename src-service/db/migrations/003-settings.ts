/**
 * Settings the user changes in the studio (provider engines, base URLs, models, limits),
 * one JSON document per key. Upstream API keys are secrets and never land here.
 */
export const sql = `
CREATE TABLE settings (
  key         TEXT PRIMARY KEY,
  value       TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
`;
