/**
 * Library search by index: a trigram full-text table over each asset's file name and
 * parameters (prompt, text, voice…), kept in step by triggers. A search is a substring
 * match as before (LIKE '%q%', case-insensitive), but answered from the trigram index
 * instead of reading every asset's text: at 10,000 assets a miss read them all.
 */
export const sql = `
CREATE VIRTUAL TABLE assets_search USING fts5(asset_id UNINDEXED, file_name, params, tokenize = 'trigram');
INSERT INTO assets_search (asset_id, file_name, params) SELECT id, file_name, params FROM assets;

CREATE TRIGGER assets_search_insert AFTER INSERT ON assets
BEGIN
  INSERT INTO assets_search (asset_id, file_name, params) VALUES (NEW.id, NEW.file_name, NEW.params);
END;
CREATE TRIGGER assets_search_delete AFTER DELETE ON assets
BEGIN
  DELETE FROM assets_search WHERE asset_id = OLD.id;
END;
CREATE TRIGGER assets_search_update AFTER UPDATE OF file_name, params ON assets
BEGIN
  UPDATE assets_search SET file_name = NEW.file_name, params = NEW.params WHERE asset_id = OLD.id;
END;
`;
