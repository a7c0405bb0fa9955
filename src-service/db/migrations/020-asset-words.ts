/**
 * Where each word falls in a speech asset (JSON: `[{ text, start, end }]`, seconds), when the
 * synthesizer reported it (espeak-ng). Null for every other asset.
 */
export const sql = `ALTER TABLE assets ADD COLUMN words TEXT;`;
