/**
 * The inline waveform of an audio asset: 64 levels (one byte each, 0..255) that a library
 * row carries so a list draws thumbnails without a request per row. Null until the asset's
 * peaks are computed (when it is made, or lazily for assets older than this column).
 */
export const sql = `ALTER TABLE assets ADD COLUMN waveform BLOB;`;
